import { NOTIFICATIONS_KEPT } from '@cleaver/domain/constants';
import { desc, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { notification } from '../../db/schema.ts';
import { type Actor, actorName, type NoticeBoard, type NoticeText } from '../../db/staff-change.ts';
import type { EventBus } from '../../platform/events.ts';

/**
 * The notice trim, the one statement every writer of notices runs before its insert: the statement ends with the
 * number of newest notices to keep besides the new one (NOTIFICATIONS_KEPT - 1), then `for update skip locked)`.
 * Placing an order runs it inside its single statement (orders' order-statements.ts).
 */
export const TRIM_NOTICES = `delete from notification where id in (
  select id from notification order by created_at desc, id desc offset`;

export type Notice = {
  id: string;
  userName: string;
  message: string;
  orderId: string | null;
  createdAt: Date;
};

/**
 * The activity feed of the back office (the bell): staff changes (db/staff-change.ts) and the other writers
 * write their notice in their own transaction and publish it once committed. The feed is trimmed to the newest
 * NOTIFICATIONS_KEPT in the same transaction.
 */
export class NotificationsService implements NoticeBoard<Notice> {
  constructor(
    private readonly db: Database,
    private readonly events: EventBus,
  ) {}

  /** Writes a notice inside the caller's transaction; call `publish` with it after the commit. */
  async write(executor: Executor, actor: Actor, notice: NoticeText): Promise<Notice> {
    // Deleting all but the newest 29 before the insert leaves NOTIFICATIONS_KEPT (30, the spec's) with the new one
    // (a CTE would not see it). Placing an order trims the same way in its one statement (order-statements.ts).
    // Rows another transaction is deleting are left to it (SKIP LOCKED): two transactions pruning at once
    // would otherwise wait on each other's rows, and with several notices each (a scheduler run on two servers)
    // deadlock. A row left so goes with the next notice; the feed reads the newest 30 either way.
    await executor.execute(sql`${sql.raw(TRIM_NOTICES)} ${sql.raw(String(NOTIFICATIONS_KEPT - 1))}
      for update skip locked)`);
    const [row] = await executor
      .insert(notification)
      .values({ userName: actorName(actor), message: notice.message, orderId: notice.orderId ?? null })
      .returning();
    if (!row) throw new Error('notification insert returned nothing');
    return {
      id: row.id,
      userName: row.userName,
      message: row.message,
      orderId: row.orderId,
      createdAt: row.createdAt,
    };
  }

  publish(notice: Notice, actor?: Actor): void {
    this.events.publish('notification', {
      id: notice.id,
      message: notice.message,
      orderId: notice.orderId,
      actorEmail: actor?.email,
    });
  }

  /** The feed, newest first. */
  async list(): Promise<Notice[]> {
    const rows = await this.db
      .select()
      .from(notification)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(NOTIFICATIONS_KEPT);
    return rows.map((row) => ({
      id: row.id,
      userName: row.userName,
      message: row.message,
      orderId: row.orderId,
      createdAt: row.createdAt,
    }));
  }
}
