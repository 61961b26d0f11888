import { type ExternalSystem, pushWords, systemOfTopic } from '@cleaver/domain/integrations';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import type { MarkedEntry } from '../../integrations/outbox-worker.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { pushRecords } from './push-records.ts';
import type { PushesService } from './pushes.service.ts';

/** The actor the worker's notices are written under. */
export const INTEGRATIONS_ACTOR: Actor = { firstName: 'Integrations', lastName: '', email: '' };

/**
 * The outbox worker's listeners for pushes: every claim and mark refreshes the Integrations screens, and a
 * push that ends FAILED raises one notice naming what failed and why (not one per try: only the mark that
 * gives it up is FAILED).
 */
export function pushReports(options: {
  db: Database;
  pushes: PushesService;
  notifications: NotificationsService;
}) {
  const isPush = (entry: { topic: string }) => systemOfTopic(entry.topic) !== null;
  return {
    onClaimed(entries: ReadonlyArray<{ id: string; topic: string }>): void {
      options.pushes.changed(entries.filter(isPush).map((entry) => entry.id));
    },
    async onMarked(entries: ReadonlyArray<MarkedEntry>): Promise<void> {
      const pushes = entries.filter(isPush);
      options.pushes.changed(pushes.map((entry) => entry.id));
      const failed = pushes.filter((entry) => entry.status === 'FAILED');
      if (failed.length > 0) await notifyFailed(options, failed);
    },
  };
}

/** The systems that a batch's marks show answering: a push to each went through. */
export function deliveredTo(entries: ReadonlyArray<MarkedEntry>): Set<ExternalSystem> {
  return new Set(
    entries.flatMap((entry) => (entry.status === 'DONE' ? (systemOfTopic(entry.topic) ?? []) : [])),
  );
}

async function notifyFailed(
  options: { db: Database; notifications: NotificationsService },
  failed: ReadonlyArray<MarkedEntry>,
): Promise<void> {
  // A batch's record is its orders: their count is in the payload.
  const batches = await options.db
    .select({ id: outbox.id, orderIds: sql<unknown>`${outbox.payload}->'orderIds'` })
    .from(outbox)
    .where(
      inArray(
        outbox.id,
        failed.map((entry) => entry.id),
      ),
    );
  const orderIdsOf = new Map(batches.map((row) => [row.id, row.orderIds]));
  const records = await pushRecords(
    options.db,
    failed.map((entry) => ({ subject: entry.subject, orderIds: orderIdsOf.get(entry.id) })),
  );
  // One notice that cannot be written does not keep the others from being written; the worker logs it.
  const errors: unknown[] = [];
  for (const entry of failed) {
    const record = entry.subject ? records.get(entry.subject) : undefined;
    const about = record ? ` for ${record.name}` : '';
    const why = entry.lastError ? ` (${entry.lastError})` : '';
    const orderId = record?.kind === 'ORDER' && record.link ? entry.subject?.slice('order:'.length) : null;
    try {
      // The feed is trimmed and added to in one transaction, as every other notice is.
      const notice = await options.db.transaction((tx) =>
        options.notifications.write(tx, INTEGRATIONS_ACTOR, {
          message: `Failed: ${pushWords(entry.topic)}${about}${why}`,
          orderId,
        }),
      );
      options.notifications.publish(notice, INTEGRATIONS_ACTOR);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} failure notice(s) not written`);
}
