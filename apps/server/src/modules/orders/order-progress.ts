import type { OrderChangeItem } from '@cleaver/domain/order-changes';
import type { OrderStatus } from '@cleaver/domain/status';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { order, orderChange, orderLine } from '../../db/schema.ts';

type OrderRow = typeof order.$inferSelect;

/** Who moved the order on: a staff member, or a system (the production system) with no user. */
export type ProgressActor = { userId: string | null; name: string };

/**
 * How an order moves on after it is placed, without changing what was ordered: packed (catch) weights typed
 * on the packing board or reported by the production system, the order marked packed, an invoice completing
 * it. `weights` sets the given lines' packed weights (null clears one); 'unweighed-as-ordered' packs every
 * line nobody weighed as ordered, as marking an order packed and invoicing it do.
 */
export type OrderProgress = {
  actor: ProgressActor;
  at: Date;
  weights?: ReadonlyMap<string, number | null> | 'unweighed-as-ordered';
  status?: OrderStatus;
  /** The history entry: its one-line summary and the items it lists. */
  summary: string;
  changes: readonly OrderChangeItem[];
};

/**
 * The order writer's second door (the first is OrderWriter, for what is ordered): packing, the production
 * system and invoicing record an order's progress here, and nowhere else writes the order's rows. The
 * caller holds the order's row lock (`select … for update`) and passes the row it read under it. Raises the
 * version, so an order screen open on the old one is refused rather than overwriting the change, and writes
 * one history entry. Answers the new version.
 */
export async function recordOrderProgress(
  tx: Transaction,
  current: OrderRow,
  progress: OrderProgress,
): Promise<number> {
  const { actor, at, weights } = progress;
  if (weights === 'unweighed-as-ordered') {
    await tx
      .update(orderLine)
      .set({ packedWeight: sql`${orderLine.quantity}`, updatedAt: at })
      .where(and(eq(orderLine.orderId, current.id), isNull(orderLine.packedWeight)));
  } else if (weights) {
    for (const [lineId, weight] of weights) {
      await tx
        .update(orderLine)
        .set({ packedWeight: weight === null ? null : weight.toFixed(3), updatedAt: at })
        .where(and(eq(orderLine.id, lineId), eq(orderLine.orderId, current.id)));
    }
  }
  const version = current.version + 1;
  await tx
    .update(order)
    .set({
      ...(progress.status ? { status: progress.status } : {}),
      version,
      updatedByUserId: actor.userId,
      updatedByName: actor.name,
      updatedAt: at,
    })
    .where(eq(order.id, current.id));
  await tx.insert(orderChange).values({
    orderId: current.id,
    version,
    at,
    actorUserId: actor.userId,
    actorName: actor.name,
    summary: progress.summary,
    changes: [...progress.changes],
  });
  return version;
}
