import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { batchPace } from './batch-pace.ts';

/** Keeps the thread for `ms`, as PGlite's work or a PDF's drawing does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {}
}

/**
 * A unit of batch work as PGlite runs it: several statements, each resolving as a microtask, so nothing in it
 * ever reaches the event loop.
 */
async function unitOfWork(): Promise<void> {
  for (let statement = 0; statement < 5; statement++) {
    await Promise.resolve();
    busy(1);
  }
}

async function batch(units: number, pace: () => Promise<void>): Promise<void> {
  for (let unit = 0; unit < units; unit++) {
    await pace();
    await unitOfWork();
  }
}

describe('batchPace', () => {
  it('answers an HTTP request asked during a long batch before the batch ends', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      let batchDone = false;
      let answeredDuringBatch: boolean | undefined;
      const asked = fetch(`http://127.0.0.1:${port}/`).then(async (response) => {
        await response.text();
        answeredDuringBatch = !batchDone;
      });
      // About a second of work in 5 ms units: the request is answered within a few of them.
      await batch(200, batchPace());
      batchDone = true;
      await asked;
      expect(answeredDuringBatch).toBe(true);
    } finally {
      server.close();
    }
  });

  it('lets a timer run between units, and without it the timer waits for the whole batch', async () => {
    const timerRuns = async (pace: () => Promise<void>) => {
      let runs = 0;
      const timer = setInterval(() => runs++, 1);
      await batch(40, pace);
      clearInterval(timer);
      return runs;
    };
    expect(await timerRuns(batchPace())).toBeGreaterThanOrEqual(10);
    expect(await timerRuns(async () => undefined)).toBe(0);
  });

  it('gives way only once the thread has been busy for a slice', async () => {
    let turns = 0;
    const counter = setInterval(() => turns++, 0);
    const pace = batchPace({ sliceMs: 60_000 });
    await batch(20, pace);
    clearInterval(counter);
    // 100 ms of work within a slice of a minute: no turn of the event loop in between.
    expect(turns).toBe(0);
  });
});
