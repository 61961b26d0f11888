import type { NamedStatement, RunStatement } from '../db/client.ts';
import { batchPace } from '../platform/batch-pace.ts';

/** The entry a handler works on: its key makes a repeated delivery recognisable to the receiver. */
export type OutboxEntry = { id: string; idempotencyKey: string; attempts: number };

/**
 * Does the work of one outbox entry; throwing leaves it for a later attempt, throwing a PermanentError
 * gives it up at once. The error's message is kept as the entry's last error.
 */
export type OutboxHandler = (payload: Record<string, unknown>, entry: OutboxEntry) => Promise<void>;

/** A failure that trying again cannot mend (the receiver refused the content): the entry is marked FAILED at once. */
export class PermanentError extends Error {
  override name = 'PermanentError';
}

/**
 * Not a failure: the entry waits for an earlier push about the same record (its create) to go first. It is
 * looked at again soon without counting a try, so a wait through a long outage never gives it up.
 */
export class WaitError extends Error {
  override name = 'WaitError';
}

export type OutboxWorkerOptions = {
  run: RunStatement;
  logError: (error: unknown, message: string) => void;
  /** Entries claimed at a time. */
  batchSize?: number;
  /** How often to look for entries queued by other instances or due for another attempt. */
  pollMs?: number;
  /** How long after a wake-up to look, so entries queued together go in one batch. */
  wakeDelayMs?: number;
  /** Told of the entries of each batch as they are claimed (now being sent); errors are logged. */
  onClaimed?: (entries: ReadonlyArray<{ id: string; topic: string }>) => void | Promise<void>;
  /** Told of the entries of each batch as their attempt is recorded, with where each now stands. */
  onMarked?: (entries: ReadonlyArray<MarkedEntry>) => void | Promise<void>;
};

/** An entry after an attempt: DONE, PENDING (to be tried again) or FAILED (given up). */
export type MarkedEntry = {
  id: string;
  topic: string;
  subject: string | null;
  status: 'DONE' | 'PENDING' | 'FAILED';
  lastError: string | null;
};

/** Attempts before an entry is given up as FAILED (about three hours of backing off in all). */
export const MAX_ATTEMPTS = 10;
/** A handler still working after this is counted as failed, well inside the lease. */
const HANDLER_TIMEOUT_MS = 2 * 60_000;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 60 * 60;

type ClaimedRow = {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
  idempotencyKey: string;
};

/** How long a claim holds an entry: the Integrations screen reads an entry so leased as being sent. */
export const CLAIM_LEASE_SECONDS = 5 * 60;

// A claimed entry is leased for five minutes: if this instance dies while working on it, another
// instance (or this one after a restart) tries it again then. Work is therefore at least once; handlers
// make a repeat harmless where they can. Oldest due first: entries brought forward together (a system back
// after an outage) share their due time and go in the order they were written.
const CLAIM: NamedStatement = {
  name: 'outbox.claim',
  text: `
update outbox
set attempts = attempts + 1, next_attempt_at = now() + interval '${CLAIM_LEASE_SECONDS} seconds', updated_at = now()
where id in (
  select id from outbox
  where status = 'PENDING' and topic = $1::text and next_attempt_at <= now()
  order by next_attempt_at, seq
  limit $2::int
  for update skip locked
)
returning id, topic, payload, attempts, idempotency_key as "idempotencyKey"`,
};

// Both marks apply only while this worker still holds the claim (same attempt, still pending): an entry
// whose lease ran out and was claimed again belongs to the newer claim.
const MARK_DONE: NamedStatement = {
  name: 'outbox.done',
  text: `
update outbox set status = 'DONE', processed_at = now(), last_error = null, updated_at = now()
where status = 'PENDING'
  and (id, attempts) in (
    select (entry->>'id')::uuid, (entry->>'attempts')::int from jsonb_array_elements($1::jsonb) as entry
  )
returning id, topic, subject, status, last_error as "lastError"`,
};

const MARK_FAILED: NamedStatement = {
  name: 'outbox.failed',
  text: `
update outbox
set status = case when attempts >= $3::int then 'FAILED' else 'PENDING' end,
    next_attempt_at = now() + make_interval(secs => $4::int),
    last_error = $5::text, updated_at = now()
where id = $1::uuid and attempts = $2::int and status = 'PENDING'
returning id, topic, subject, status, last_error as "lastError"`,
};

// A waiting entry gives its try back (the claim counted one) and is looked at again after the first retry delay.
const MARK_WAITING: NamedStatement = {
  name: 'outbox.waiting',
  text: `
update outbox
set attempts = attempts - 1, next_attempt_at = now() + make_interval(secs => $3::int),
    last_error = $4::text, updated_at = now()
where id = $1::uuid and attempts = $2::int and status = 'PENDING'
returning id, topic, subject, status, last_error as "lastError"`,
};

// Work done is kept a month for looking into; entries of topics without a handler here are not touched.
const FORGET_DONE: NamedStatement = {
  name: 'outbox.forget',
  text: `delete from outbox where status = 'DONE' and processed_at < now() - interval '30 days'`,
};
const FORGET_EVERY_MS = 60 * 60_000;

/** Seconds before the next attempt after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers what changes queued in the outbox table, in the same transaction as the change: mails and
 * pushes happen only for committed changes, and are not lost if the process stops right after one.
 * Instances share the table safely: each entry is claimed by one of them (FOR UPDATE SKIP LOCKED).
 * Entries whose topic has no handler here are left for whatever handles them.
 */
export class OutboxWorker {
  private readonly handlers = new Map<string, OutboxHandler>();
  private readonly concurrencyOf = new Map<string, number>();
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly wakeDelayMs: number;
  private poller: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.pollMs = options.pollMs ?? 5_000;
    this.wakeDelayMs = options.wakeDelayMs ?? 50;
  }

  /**
   * Delivers `topic`'s entries with `handler`. `concurrency` caps how many of a batch run at once (all of them when
   * left out): a handler that renders a PDF works on the server's one thread, and a hundred at once (a month's
   * statements) would keep the shop's pages waiting for seconds.
   */
  register(topic: string, handler: OutboxHandler, options: { concurrency?: number } = {}): void {
    this.handlers.set(topic, handler);
    if (options.concurrency) this.concurrencyOf.set(topic, options.concurrency);
  }

  /** Looks at once for work left from before, then every `pollMs`. */
  start(): void {
    this.stopped = false;
    this.poller = setInterval(() => void this.drain(), this.pollMs);
    this.poller.unref();
    void this.drain();
  }

  /** Says that work was just queued; entries queued within a few milliseconds are claimed together. */
  wake(): void {
    if (this.stopped || this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      void this.drain();
    }, this.wakeDelayMs);
  }

  /** Works through every entry due now; resolves when none is left. Errors are logged, never thrown. */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.batch()) === this.batchSize) {}
        } while (this.again && !this.stopped);
      } catch (error) {
        this.options.logError(error, 'outbox: looking for work failed');
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /** Stops looking for work and waits for the batch in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    await this.draining;
  }

  /** Claims and works one batch of each topic; answers the most entries claimed of one topic. */
  private async batch(): Promise<number> {
    let most = 0;
    for (const topic of this.handlers.keys()) most = Math.max(most, await this.batchOf(topic));
    return most;
  }

  private async batchOf(topic: string): Promise<number> {
    // One topic at a time, so the claim walks the pending index of that topic in order.
    const claimed = await this.options.run<ClaimedRow>(CLAIM, [topic, this.batchSize]);
    const handler = this.handlers.get(topic);
    if (!handler) return claimed.length;
    const { onClaimed, onMarked } = this.options;
    if (onClaimed && claimed.length > 0)
      await this.tell('onClaimed', () => onClaimed(claimed.map(({ id }) => ({ id, topic }))));
    const outcomes = await settledAtMost(this.concurrencyOf.get(topic) ?? claimed.length, claimed, (entry) =>
      withTimeout(
        Promise.resolve().then(() =>
          handler(entry.payload, {
            id: entry.id,
            idempotencyKey: entry.idempotencyKey,
            attempts: entry.attempts,
          }),
        ),
      ),
    );
    const done: Array<{ id: string; attempts: number }> = [];
    const marks: Promise<MarkedEntry[]>[] = [];
    outcomes.forEach((outcome, index) => {
      const entry = claimed[index]!;
      if (outcome.status === 'fulfilled') {
        done.push({ id: entry.id, attempts: entry.attempts });
        return;
      }
      const error = outcome.reason;
      if (error instanceof WaitError) {
        marks.push(
          this.options.run<MarkedEntry>(MARK_WAITING, [
            entry.id,
            entry.attempts,
            FIRST_RETRY_SECONDS,
            error.message,
          ]),
        );
        return;
      }
      this.options.logError(error, `outbox: ${entry.topic} ${entry.id} failed (attempt ${entry.attempts})`);
      marks.push(
        this.options.run<MarkedEntry>(MARK_FAILED, [
          entry.id,
          entry.attempts,
          // A permanent failure is given up now: any attempt count reaches zero.
          error instanceof PermanentError ? 0 : MAX_ATTEMPTS,
          retryDelaySeconds(entry.attempts),
          error instanceof Error ? error.message : String(error),
        ]),
      );
    });
    if (done.length > 0) marks.push(this.options.run<MarkedEntry>(MARK_DONE, [JSON.stringify(done)]));
    // A mark that fails leaves its entries to be tried again when the lease ends (at least once).
    const marked: MarkedEntry[] = [];
    for (const mark of await Promise.allSettled(marks)) {
      if (mark.status === 'rejected')
        this.options.logError(mark.reason, `outbox: recording ${topic} results failed`);
      else marked.push(...mark.value);
    }
    if (onMarked && marked.length > 0) await this.tell('onMarked', () => onMarked(marked));
    await this.forgetOldWork();
    return claimed.length;
  }

  /** Runs a listener; what it does is never the worker's failure, so its errors are only logged. */
  private async tell(listener: string, work: () => void | Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.options.logError(error, `outbox: ${listener} failed`);
    }
  }

  private lastForgotten = 0;

  private async forgetOldWork(): Promise<void> {
    if (Date.now() - this.lastForgotten < FORGET_EVERY_MS) return;
    this.lastForgotten = Date.now();
    await this.options.run(FORGET_DONE, []);
  }
}

function withTimeout(work: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HANDLER_TIMEOUT_MS / 1000} s`)),
      HANDLER_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `Promise.allSettled` of `work` over `items`, with at most `limit` running at once; each next one starts when the
 * batch has given way (batchPace), so requests waiting meanwhile are answered between them.
 */
async function settledAtMost<T, R>(
  limit: number,
  items: readonly T[],
  work: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  if (limit >= items.length) return Promise.allSettled(items.map(work));
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const pace = batchPace();
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await pace();
      try {
        results[index] = { status: 'fulfilled', value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, lane));
  return results;
}
