import { describe, expect, test } from 'vitest';
import {
  type BatchProgress,
  BatchStopped,
  chunksOf,
  progressPercent,
  progressText,
  runInvoiceBatch,
} from './batch-invoicing';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `order-${index}`);

describe('batch invoicing', () => {
  test('orders go in chunks of at most 50, in order, none lost', () => {
    expect(chunksOf(ids(0))).toEqual([]);
    const chunks = chunksOf(ids(120));
    expect(chunks.map((chunk) => chunk.length)).toEqual([50, 50, 20]);
    expect(chunks.flat()).toEqual(ids(120));
  });

  test('runs every chunk, summing created, skipped and invoice ids, and reports each step', async () => {
    const calls: string[][] = [];
    const seen: BatchProgress[] = [];
    const result = await runInvoiceBatch(
      ids(60),
      async (chunk) => {
        calls.push(chunk);
        return { created: chunk.length - 1, skipped: 1, invoiceIds: chunk.slice(1).map((id) => `inv-${id}`) };
      },
      (progress) => seen.push(progress),
    );
    expect(calls.map((chunk) => chunk.length)).toEqual([50, 10]);
    expect(result).toMatchObject({ done: 60, total: 60, created: 58, skipped: 2 });
    expect(result.invoiceIds).toHaveLength(58);
    expect(seen.map((progress) => progress.done)).toEqual([0, 50, 60]);
  });

  test('a failed chunk stops the run and keeps what was done before it', async () => {
    let call = 0;
    const run = runInvoiceBatch(
      ids(120),
      async (chunk) => {
        call += 1;
        if (call === 2) throw new Error('down');
        return { created: chunk.length, skipped: 0, invoiceIds: chunk };
      },
      () => undefined,
    );
    const stopped = await run.catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(BatchStopped);
    expect((stopped as BatchStopped).progress).toMatchObject({ done: 50, created: 50 });
    expect(call).toBe(2);
  });

  test('progress reads as n of N and a percentage', () => {
    expect(progressText({ done: 50, total: 120 })).toBe('Invoicing 50 of 120 orders');
    expect(progressText({ done: 0, total: 1 })).toBe('Invoicing 0 of 1 order');
    expect(progressText({ done: 120, total: 120 }, true)).toBe('120 of 120 orders done');
    expect(progressPercent({ done: 50, total: 200 })).toBe(25);
    expect(progressPercent({ done: 0, total: 0 })).toBe(100);
  });
});
