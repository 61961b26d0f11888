import { randomUUID } from 'node:crypto';
import { and, desc, inArray, like, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

/** What the accounting system hears of, one outbox topic each. */
export type AccountingTopic =
  | 'accounting.customer.create'
  | 'accounting.customer.update'
  | 'accounting.pricelevel.create'
  | 'accounting.pricelevel.delete'
  | 'accounting.customprice.update'
  | 'accounting.product.create'
  | 'accounting.product.update';

/** The record a push is about; its sync state is read by it. */
export type SyncSubject = { kind: 'customer' | 'price_level' | 'product'; id: string };

/**
 * Where a record stands with the accounting system: LEDGER (the built-in ledger, nothing to send),
 * PENDING (a push waits or is being retried), SYNCED (the last push went through), FAILED (given up).
 */
export type SyncState = {
  state: 'LEDGER' | 'PENDING' | 'SYNCED' | 'FAILED';
  attempts: number;
  lastError: string | null;
  updatedAt: Date | null;
};

const IN_LEDGER: SyncState = { state: 'LEDGER', attempts: 0, lastError: null, updatedAt: null };
const NEVER_PUSHED: SyncState = { state: 'SYNCED', attempts: 0, lastError: null, updatedAt: null };

export type AccountingSyncOptions = {
  db: Database;
  /** True with the HTTP adapter configured; the built-in ledger holds our own records and needs no push. */
  external: boolean;
  outbox: { wake(): void };
};

/**
 * Queues pushes to the accounting system with the change that causes them. Call `queue` inside the
 * change's transaction: the push exists only if the change commits. The payload says what to send
 * beyond the subject (the handler reads the record's current state when it delivers).
 */
export class AccountingSync {
  constructor(private readonly options: AccountingSyncOptions) {}

  async queue(
    tx: Executor,
    topic: AccountingTopic,
    subject: SyncSubject,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    if (!this.options.external) return;
    await tx.insert(outbox).values({
      topic,
      subject: `${subject.kind}:${subject.id}`,
      payload: { ...payload, id: subject.id },
      idempotencyKey: `${topic}:${subject.id}:${randomUUID()}`,
    });
  }

  /**
   * The sync state of each subject, keyed 'kind:id': that of its newest accounting push (a failed push shows
   * until a later one goes through). The subject's pushes to other systems and dismissed pushes play no part.
   */
  async syncStates(subjects: ReadonlyArray<SyncSubject>): Promise<Map<string, SyncState>> {
    const keys = subjects.map((subject) => `${subject.kind}:${subject.id}`);
    const states = new Map<string, SyncState>();
    if (!this.options.external) {
      for (const key of keys) states.set(key, IN_LEDGER);
      return states;
    }
    if (keys.length > 0) {
      const rows = await this.options.db
        .selectDistinctOn([outbox.subject], {
          subject: outbox.subject,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          updatedAt: outbox.updatedAt,
        })
        .from(outbox)
        .where(
          and(
            inArray(outbox.subject, keys),
            like(outbox.topic, 'accounting.%'),
            ne(outbox.status, 'DISMISSED'),
          ),
        )
        .orderBy(outbox.subject, desc(outbox.seq));
      for (const row of rows) {
        if (!row.subject) continue;
        states.set(row.subject, {
          state: row.status === 'DONE' ? 'SYNCED' : row.status === 'FAILED' ? 'FAILED' : 'PENDING',
          attempts: row.attempts,
          lastError: row.lastError,
          updatedAt: row.updatedAt,
        });
      }
    }
    for (const key of keys) if (!states.has(key)) states.set(key, NEVER_PUSHED);
    return states;
  }

  /** Says that pushes were just committed, so the worker delivers them now rather than at its next poll. */
  committed(): void {
    if (this.options.external) this.options.outbox.wake();
  }
}
