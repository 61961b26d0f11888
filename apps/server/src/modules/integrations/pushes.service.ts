import { DomainError } from '@cleaver/domain/errors';
import {
  dismissPushSchema,
  type ExternalSystem,
  type PushFilter,
  type PushState,
  pushWords,
  systemOfTopic,
} from '@cleaver/domain/integrations';
import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { type Actor, actorName } from '../../db/staff-change.ts';
import { CLAIM_LEASE_SECONDS } from '../../integrations/outbox-worker.ts';
import type { EventBus } from '../../platform/events.ts';
import { type PushRecord, pushRecords } from './push-records.ts';

/** A push that has not gone through, as the Integrations screen lists it. */
export type PushView = {
  id: string;
  system: ExternalSystem;
  topic: string;
  what: string;
  record: PushRecord | null;
  attempts: number;
  lastError: string | null;
  state: PushState;
  /** When the worker tries it next; null while being sent or once given up. */
  nextAttemptAt: Date | null;
  createdAt: Date;
  /** Why staff gave it up, who and when; null unless DISMISSED. */
  dismissal: PushDismissal | null;
};

export type PushDismissal = { reason: string; byName: string; at: Date };

export type PushPage = { rows: PushView[]; total: number };

/** Open pushes per system: waiting (or being sent) and given up. */
export type PushCounts = Record<ExternalSystem, { pending: number; failed: number }>;

export const MAX_PUSH_PAGE = 100;
/** Ids per live event: a PostgreSQL NOTIFY payload stays well under its 8000 bytes. */
const IDS_PER_EVENT = 100;

// Only pushes to the external systems: the outbox also carries mails, which are not this screen's business.
const IS_PUSH = sql`(${outbox.topic} like 'production.%' or ${outbox.topic} like 'accounting.%')`;
// A claim leases an entry, stamping both times in one statement: an entry whose next try is exactly the lease
// after its last change, still ahead, is in a worker's hands now. (A back-off is never exactly 300 s: 30 s
// doubling; a wait for an earlier push is 30 s.)
const SENDING = sql`(${outbox.status} = 'PENDING' and ${outbox.nextAttemptAt} > now()
  and ${outbox.nextAttemptAt} = ${outbox.updatedAt} + make_interval(secs => ${sql.raw(String(CLAIM_LEASE_SECONDS))}))`;
// What staff may retry or dismiss: given up, or waiting (never one being sent: its answer is on its way).
const ACTIONABLE = sql`(${outbox.status} = 'FAILED' or (${outbox.status} = 'PENDING' and not ${SENDING}))`;

const STATUSES: Record<PushFilter, string[]> = {
  ALL: ['PENDING', 'FAILED'],
  PENDING: ['PENDING'],
  FAILED: ['FAILED'],
  DISMISSED: ['DISMISSED'],
};
// Waiting out its back-off after a try that failed for a while (no connection, a 5xx; or waiting for an earlier
// push): what a system that answers again may have now. Never one given up (a 4xx is FAILED at once) or dismissed.
const BACKING_OFF = sql`(${outbox.status} = 'PENDING' and ${outbox.lastError} is not null
  and ${outbox.nextAttemptAt} > now() and not ${SENDING})`;

export type PushesServiceOptions = {
  db: Database;
  events: EventBus;
  /** Wakes the outbox worker, so a retried push goes now rather than at its next poll. */
  outbox: { wake(): void };
};

/**
 * What has not gone through to the external systems, and staff's two ways out: try again now, or give a push up
 * with a reason kept. Reads and changes the outbox's push entries; says so on the `pushes` event.
 */
export class PushesService {
  constructor(private readonly options: PushesServiceOptions) {}

  /** A page of open pushes, oldest first (dismissed ones: latest dismissed first), each in words with its record. */
  async list(filter: PushFilter, offset: number, limit: number): Promise<PushPage> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PUSH_PAGE)
      throw new DomainError('BAD_INPUT', `limit must be between 1 and ${MAX_PUSH_PAGE}`);
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_INPUT', 'offset must be 0 or more');
    const where = and(inArray(outbox.status, STATUSES[filter]), IS_PUSH);
    const [rows, [total]] = await Promise.all([
      this.options.db
        .select({
          id: outbox.id,
          topic: outbox.topic,
          subject: outbox.subject,
          orderIds: sql<unknown>`${outbox.payload}->'orderIds'`,
          status: outbox.status,
          sending: sql<boolean>`${SENDING}`,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          nextAttemptAt: outbox.nextAttemptAt,
          createdAt: outbox.createdAt,
          dismissedReason: outbox.dismissedReason,
          dismissedByName: outbox.dismissedByName,
          dismissedAt: outbox.dismissedAt,
        })
        .from(outbox)
        .where(where)
        .orderBy(
          ...(filter === 'DISMISSED'
            ? [sql`${outbox.dismissedAt} desc nulls last`, desc(outbox.seq)]
            : [asc(outbox.seq)]),
        )
        .offset(offset)
        .limit(limit),
      this.options.db.select({ total: count() }).from(outbox).where(where),
    ]);
    const records = await pushRecords(this.options.db, rows);
    return {
      total: total?.total ?? 0,
      rows: rows.map((row) => {
        const state: PushState =
          row.status === 'FAILED' || row.status === 'DISMISSED'
            ? row.status
            : row.sending
              ? 'SENDING'
              : 'WAITING';
        return {
          id: row.id,
          system: systemOfTopic(row.topic) ?? 'production',
          topic: row.topic,
          what: pushWords(row.topic),
          record: (row.subject && records.get(row.subject)) || null,
          attempts: row.attempts,
          lastError: row.lastError,
          state,
          nextAttemptAt: state === 'WAITING' ? new Date(row.nextAttemptAt) : null,
          createdAt: new Date(row.createdAt),
          dismissal:
            state === 'DISMISSED'
              ? {
                  reason: row.dismissedReason ?? '',
                  byName: row.dismissedByName ?? '',
                  at: new Date(row.dismissedAt ?? row.createdAt),
                }
              : null,
        };
      }),
    };
  }

  /** How many pushes to each system wait and how many were given up. */
  async counts(): Promise<PushCounts> {
    const rows = await this.options.db
      .select({ topic: outbox.topic, status: outbox.status, n: count() })
      .from(outbox)
      .where(and(inArray(outbox.status, STATUSES.ALL), IS_PUSH))
      .groupBy(outbox.topic, outbox.status);
    const counts: PushCounts = {
      production: { pending: 0, failed: 0 },
      accounting: { pending: 0, failed: 0 },
    };
    for (const row of rows) {
      const system = systemOfTopic(row.topic);
      if (!system) continue;
      if (row.status === 'FAILED') counts[system].failed += row.n;
      else counts[system].pending += row.n;
    }
    return counts;
  }

  /**
   * Puts a given-up or waiting push back in the queue, due now with a fresh count of tries, and wakes the
   * worker. PUSH_GONE when it went through or was dismissed; PUSH_BEING_SENT while a worker has it.
   */
  async retry(id: string): Promise<void> {
    const [retried] = await this.options.db
      .update(outbox)
      .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(outbox.id, id), IS_PUSH, ACTIONABLE))
      .returning({ id: outbox.id });
    if (!retried) await this.refuse(id);
    this.options.outbox.wake();
    this.changed([id]);
  }

  /**
   * Gives a push up for good, keeping the reason (3–500 characters, trimmed), who and when. Only a given-up or
   * waiting push: PUSH_GONE / PUSH_BEING_SENT as for `retry`.
   */
  async dismiss(actor: Actor, id: string, input: { reason: string }): Promise<void> {
    const parsed = dismissPushSchema.safeParse(input);
    if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
    const [dismissed] = await this.options.db
      .update(outbox)
      .set({
        status: 'DISMISSED',
        dismissedReason: parsed.data.reason,
        dismissedByName: actorName(actor),
        dismissedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(outbox.id, id), IS_PUSH, ACTIONABLE))
      .returning({ id: outbox.id });
    if (!dismissed) await this.refuse(id);
    this.changed([id]);
  }

  /** The systems with pushes backing off after a failed try: what the connection probe asks about. */
  async systemsBackingOff(): Promise<Set<ExternalSystem>> {
    const rows = await this.options.db
      .selectDistinct({ system: sql<string>`split_part(${outbox.topic}, '.', 1)` })
      .from(outbox)
      .where(and(IS_PUSH, BACKING_OFF));
    return new Set(rows.flatMap(({ system }) => systemOfTopic(system) ?? []));
  }

  /**
   * Makes a system's pushes backing off after a failed try due now (the system answers again), wakes the worker
   * and tells the screens; answers how many. They share the due time, so the worker takes them in the order they
   * were written. Safe beside other instances: one being sent is not touched, and each is still claimed once.
   */
  async bringForward(system: ExternalSystem): Promise<number> {
    const moved = await this.options.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(like(outbox.topic, `${system}.%`), BACKING_OFF))
      .returning({ id: outbox.id });
    if (moved.length === 0) return 0;
    this.options.outbox.wake();
    this.changed(moved.map(({ id }) => id));
    return moved.length;
  }

  /** Tells the screens that these pushes changed, in events of at most 100 ids each. */
  changed(ids: ReadonlyArray<string>): void {
    for (let start = 0; start < ids.length; start += IDS_PER_EVENT)
      this.options.events.publish('pushes', { pushIds: ids.slice(start, start + IDS_PER_EVENT) });
  }

  /** Why a push could not be retried or dismissed: being sent, or no longer open (or never a push). */
  private async refuse(id: string): Promise<never> {
    const [row] = await this.options.db
      .select({ sending: sql<boolean>`${SENDING}` })
      .from(outbox)
      .where(and(eq(outbox.id, id), IS_PUSH));
    throw new DomainError(row?.sending ? 'PUSH_BEING_SENT' : 'PUSH_GONE');
  }
}
