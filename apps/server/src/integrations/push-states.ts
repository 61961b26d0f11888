import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { ExternalSync } from './order-sync.ts';

const SYSTEMS = ['production', 'accounting'] as const;
type System = (typeof SYSTEMS)[number];

/** The system a topic pushes to: the topic's first segment ('production.product.update' → production). */
const systemOfTopic = sql<string>`split_part(${outbox.topic}, '.', 1)`;

/**
 * Where records stand with each external system, read from the outbox: per subject ('product:<id>',
 * 'customer:<id>'), the newest push to each system with an HTTP adapter, by the order pushes were queued
 * (`seq`). A push staff dismissed plays no part. A system the record was never pushed to is left out.
 */
export class PushStates {
  constructor(private readonly options: { db: Database; production: boolean; accounting: boolean }) {}

  /** Each subject's newest push per configured system, production first; [] for a subject with none. */
  async newest(subjects: ReadonlyArray<string>): Promise<Map<string, ExternalSync[]>> {
    const states = new Map<string, ExternalSync[]>(subjects.map((subject) => [subject, []]));
    const systems = SYSTEMS.filter((system) => this.options[system]);
    if (systems.length === 0 || subjects.length === 0) return states;
    const rows = await this.options.db
      .selectDistinctOn([outbox.subject, systemOfTopic], {
        subject: outbox.subject,
        system: systemOfTopic,
        topic: outbox.topic,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        updatedAt: outbox.updatedAt,
      })
      .from(outbox)
      .where(
        and(
          inArray(outbox.subject, [...subjects]),
          inArray(systemOfTopic, systems),
          ne(outbox.status, 'DISMISSED'),
        ),
      )
      .orderBy(outbox.subject, systemOfTopic, desc(outbox.seq));
    for (const row of rows) {
      if (!row.subject) continue;
      states.get(row.subject)?.push({
        system: row.system as System,
        status: row.status === 'DONE' ? 'SENT' : row.status === 'FAILED' ? 'FAILED' : 'PENDING',
        topic: row.topic,
        attempts: row.attempts,
        lastError: row.lastError,
        updatedAt: row.updatedAt,
      });
    }
    for (const list of states.values())
      list.sort((a, b) => SYSTEMS.indexOf(a.system) - SYSTEMS.indexOf(b.system));
    return states;
  }
}

/**
 * Whether a push of one of `topics` about `subject`, queued before the entry being delivered, still waits
 * to be delivered: a push that must follow it (an update after its create) waits too.
 */
export async function earlierPushPending(
  db: Database,
  entryId: string,
  subject: string,
  topics: ReadonlyArray<string>,
): Promise<boolean> {
  const [pending] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.subject, subject),
        inArray(outbox.topic, [...topics]),
        eq(outbox.status, 'PENDING'),
        ne(outbox.id, entryId),
        lt(outbox.seq, sql`(select o.seq from outbox o where o.id = ${entryId}::uuid)`),
      ),
    )
    .limit(1);
  return pending !== undefined;
}
