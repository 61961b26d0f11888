/** The most orders createInvoices takes in one call. */
export const INVOICE_CHUNK_SIZE = 50;

export type InvoiceChunkResult = { created: number; skipped: number; invoiceIds: string[] };

export type BatchProgress = {
  /** Orders handled so far (invoiced or skipped). */
  done: number;
  total: number;
  created: number;
  skipped: number;
  invoiceIds: string[];
};

/** `ids` in runs of at most `size`, in order. */
export function chunksOf<T>(ids: readonly T[], size = INVOICE_CHUNK_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

/**
 * Invoices `orderIds` one chunk of 50 at a time, reporting progress after each. A failed chunk stops the
 * run: the error is thrown with the progress so far on it (those invoices exist and can be printed).
 */
export async function runInvoiceBatch(
  orderIds: readonly string[],
  createChunk: (ids: string[]) => Promise<InvoiceChunkResult>,
  onProgress: (progress: BatchProgress) => void,
): Promise<BatchProgress> {
  let progress: BatchProgress = { done: 0, total: orderIds.length, created: 0, skipped: 0, invoiceIds: [] };
  onProgress(progress);
  for (const chunk of chunksOf(orderIds)) {
    let result: InvoiceChunkResult;
    try {
      result = await createChunk(chunk);
    } catch (error) {
      throw new BatchStopped(error, progress);
    }
    progress = {
      done: progress.done + chunk.length,
      total: progress.total,
      created: progress.created + result.created,
      skipped: progress.skipped + result.skipped,
      invoiceIds: [...progress.invoiceIds, ...result.invoiceIds],
    };
    onProgress(progress);
  }
  return progress;
}

/** A batch that stopped part way: `reason` is the chunk's error, `progress` what was done before it. */
export class BatchStopped extends Error {
  constructor(
    readonly reason: unknown,
    readonly progress: BatchProgress,
  ) {
    super('The batch stopped part way');
    this.name = 'BatchStopped';
  }
}

/** What the progress bar says: 'Invoicing 50 of 120 orders', and once the run is over '120 of 120 orders done'. */
export function progressText({ done, total }: Pick<BatchProgress, 'done' | 'total'>, over = false): string {
  const orders = `${done} of ${total} ${total === 1 ? 'order' : 'orders'}`;
  return over ? `${orders} done` : `Invoicing ${orders}`;
}

/** Percent done, 0–100, for a determinate bar. */
export function progressPercent({ done, total }: Pick<BatchProgress, 'done' | 'total'>): number {
  return total === 0 ? 100 : Math.round((done / total) * 100);
}
