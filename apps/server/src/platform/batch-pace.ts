import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/** How long a batch may keep the thread before it gives way (ms of the thread's busy time). */
export const BATCH_SLICE_MS = 10;
/** The longest a batch gives way at once, so a shop that is never quiet slows a batch but never stops it. */
export const BATCH_MAX_WAIT_MS = 50;
// A turn of the event loop in which the thread worked less than this found nothing else to do.
const QUIET_TURN_MS = 1;

export type BatchPaceOptions = { sliceMs?: number; maxWaitMs?: number };

/**
 * Paces a batch (invoicing, the standing-order run, statements, a backup) so the shop's requests are answered while
 * it runs (decision 030). Await the answer between units of work: once the thread has been busy for `sliceMs`
 * since the batch last gave way, it gives way, turn after turn of the event loop, until a turn finds nothing else
 * to do or `maxWaitMs` has passed. Once a turn has found work, the next ones wait a millisecond for I/O too, so a
 * request half way through (its answer being compressed or written) is finished before the batch goes on. On
 * PGlite a query resolves without ever reaching the event loop, so without this a run of transactions keeps every
 * request waiting until it ends. Busy time, not time passed, is what counts: a batch on PostgreSQL waits for its
 * queries on the network, the requests get in meanwhile, and it rarely needs to give way at all.
 */
export function batchPace(options: BatchPaceOptions = {}): () => Promise<void> {
  const sliceMs = options.sliceMs ?? BATCH_SLICE_MS;
  const maxWaitMs = options.maxWaitMs ?? BATCH_MAX_WAIT_MS;
  let since = performance.eventLoopUtilization();
  return async () => {
    if (performance.eventLoopUtilization(since).active < sliceMs) return;
    const started = performance.now();
    let othersWorked = false;
    for (;;) {
      const before = performance.eventLoopUtilization();
      await (othersWorked ? sleep(1) : nextTurn());
      const worked = performance.eventLoopUtilization(before).active >= QUIET_TURN_MS;
      if (!worked || performance.now() - started >= maxWaitMs) break;
      othersWorked = true;
    }
    since = performance.eventLoopUtilization();
  };
}
