import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

/** What the accounting system hears of, one outbox topic each. */
export type AccountingTopic =
  | 'accounting.customer.create'
  | 'accounting.customer.update'
  | 'accounting.pricelevel.create'
  | 'accounting.pricelevel.delete'
  | 'accounting.customprice.update';

/** The record a push is about; its sync state is read by it. */
export type SyncSubject = { kind: 'customer' | 'price_level'; id: string };

export type AccountingSyncOptions = {
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

  /** Says that pushes were just committed, so the worker delivers them now rather than at its next poll. */
  committed(): void {
    if (this.options.external) this.options.outbox.wake();
  }
}
