import { DomainError } from '@cleaver/domain/errors';
import { toCents } from '@cleaver/domain/money';
import {
  type ChangeLine,
  changeSummary,
  type OrderChangeState,
  orderChanges,
} from '@cleaver/domain/order-changes';
import { toUnit } from '@cleaver/domain/quantity';
import { ORDER_STATUSES, type OrderStatus } from '@cleaver/domain/status';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { order, orderLine } from '../../db/schema.ts';
import { type ExternalOrder, externalOrder } from '../../integrations/order-body.ts';
import type { OrderSync } from '../../integrations/order-sync.ts';
import {
  ProductionCallError,
  type ProductionHttp,
  type ProductionOrderState,
} from '../../integrations/production/production-http.ts';
import type { EventBus } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { AdminOrder, OrderAdminListService } from '../orders/order-admin-list.service.ts';
import { recordOrderProgress } from '../orders/order-progress.ts';

/** Whom the history names for what the production system changed. */
export const PRODUCTION_ACTOR_NAME = 'Production system';

/** Orders the production system still works on; the others (invoiced, cancelled) it no longer changes. */
const OPEN_STATUSES: readonly string[] = ['PENDING', 'PACKED'];

export type ProductionSyncDeps = {
  db: Database;
  events: EventBus;
  list: Pick<OrderAdminListService, 'get'>;
  orderSync: Pick<OrderSync, 'retry' | 'committed'>;
  /** The production middleware; undefined with the built-in packing board (nothing to ask). */
  http: ProductionHttp | undefined;
  logError: (error: unknown, message: string) => void;
  now: () => Date;
};

type Applied = { changed: boolean; customerId: string | null; version: number };

/**
 * What staff ask of the production system directly and wait for: one order's state (Sync From Production,
 * also on opening a PENDING order), every open order's (Database Sync), and sending an order's failed
 * pushes again. Where the production system's status or a packed weight differs from ours, it wins: the
 * order takes them with a new version and a history entry by the production system.
 */
export class ProductionSyncService {
  constructor(private readonly deps: ProductionSyncDeps) {}

  /** Puts the order's given-up pushes back in the queue, due now; answers the order. */
  async retry(_actor: Viewer, orderId: string): Promise<AdminOrder> {
    const retried = await this.deps.orderSync.retry(this.deps.db, orderId);
    if (retried > 0) this.deps.orderSync.committed();
    return this.view(orderId);
  }

  /** Asks the production system for the order and takes its status and packed weights when they differ. */
  async syncOrder(_actor: Viewer, orderId: string): Promise<{ order: AdminOrder; changed: boolean }> {
    const http = this.deps.http;
    if (!http) return { order: await this.view(orderId), changed: false };
    const source = await externalOrder(this.deps.db, orderId);
    if (!source) throw new DomainError('ORDER_NOT_FOUND');
    const state = await this.ask(() => http.syncOrder(source));
    const { changed } = await this.apply({ ...state, orderId });
    return { order: await this.view(orderId), changed };
  }

  /** Sends every PENDING and PACKED order to the production system and takes what it answers for each. */
  async syncAll(_actor: Viewer): Promise<{ sent: number; updated: number }> {
    const http = this.deps.http;
    if (!http) return { sent: 0, updated: 0 };
    const open = await this.deps.db
      .select({ id: order.id })
      .from(order)
      .where(inArray(order.status, [...OPEN_STATUSES]))
      .orderBy(asc(order.processingDate));
    const sources: ExternalOrder[] = [];
    for (const { id } of open) {
      const source = await externalOrder(this.deps.db, id);
      if (source) sources.push(source);
    }
    if (sources.length === 0) return { sent: 0, updated: 0 };
    const states = await this.ask(() => http.syncOrders(sources));
    const sent = new Set(sources.map((source) => source.sk));
    let updated = 0;
    for (const state of states) {
      if (!sent.has(state.orderId)) continue;
      if ((await this.apply(state)).changed) updated += 1;
    }
    return { sent: sources.length, updated };
  }

  /** Runs a direct call, its failure as the spec's message: the middleware's database offline, or anything else. */
  private async ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      this.deps.logError(error, 'production: sync failed');
      if (error instanceof ProductionCallError && error.reason === 'offline')
        throw new DomainError('PRODUCTION_OFFLINE');
      throw new DomainError('SYNC_FAILED');
    }
  }

  /** Takes the production system's status and packed weights where they differ; publishes once committed. */
  private async apply(state: ProductionOrderState): Promise<Applied> {
    const now = this.deps.now();
    const applied = await this.deps.db.transaction((tx) => this.applyIn(tx, state, now));
    if (applied.changed) {
      this.deps.events.publish('order', {
        action: 'UPDATED',
        orderId: state.orderId,
        customerId: applied.customerId,
        version: applied.version,
        actorName: PRODUCTION_ACTOR_NAME,
      });
    }
    return applied;
  }

  private async applyIn(tx: Transaction, state: ProductionOrderState, now: Date): Promise<Applied> {
    const [current] = await tx.select().from(order).where(eq(order.id, state.orderId)).for('update');
    if (!current || !OPEN_STATUSES.includes(current.status))
      return { changed: false, customerId: current?.customerId ?? null, version: current?.version ?? 0 };
    const lines = await tx
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, current.id))
      .orderBy(asc(orderLine.position));
    const status =
      state.orderStatus && (ORDER_STATUSES as readonly string[]).includes(state.orderStatus)
        ? (state.orderStatus as OrderStatus)
        : (current.status as OrderStatus);
    const answered = new Map(state.products.map((line) => [line.sk, line.packedWeight]));
    const weighed = lines.map((line) => {
      const was = line.packedWeight === null ? null : Number(line.packedWeight);
      if (!answered.has(line.id)) return { line, was, now: was };
      const said = answered.get(line.id) ?? null;
      return { line, was, now: said === null ? null : Math.round(said * 1000) / 1000 };
    });
    const before = changeState(
      current,
      current.status as OrderStatus,
      weighed.map(({ line, was }) => ({ line, weight: was })),
    );
    const after = changeState(
      current,
      status,
      weighed.map(({ line, now: weight }) => ({ line, weight })),
    );
    const changes = orderChanges(before, after);
    if (changes.length === 0)
      return { changed: false, customerId: current.customerId, version: current.version };
    const version = await recordOrderProgress(tx, current, {
      actor: { userId: null, name: PRODUCTION_ACTOR_NAME },
      at: now,
      weights: new Map(
        weighed
          .filter(({ was, now: weight }) => was !== weight)
          .map(({ line, now: weight }) => [line.id, weight]),
      ),
      status,
      summary: changeSummary(changes),
      changes,
    });
    return { changed: true, customerId: current.customerId, version };
  }

  private async view(orderId: string): Promise<AdminOrder> {
    const found = await this.deps.list.get(orderId);
    if (!found) throw new DomainError('ORDER_NOT_FOUND');
    return found;
  }
}

/** What the history compares: the order's own fields as they are, its status and packed weights as given. */
function changeState(
  o: typeof order.$inferSelect,
  status: OrderStatus,
  lines: ReadonlyArray<{ line: typeof orderLine.$inferSelect; weight: number | null }>,
): OrderChangeState {
  return {
    customer: o.customerSnapshot.companyName,
    status,
    isDelivery: o.isDelivery,
    freight: toCents(o.freight),
    cutting: toCents(o.cutting),
    processingDate: o.processingDate,
    purchaseOrder: o.purchaseOrder,
    notes: o.notes,
    line: o.line,
    lines: lines.map(
      ({ line, weight }): ChangeLine => ({
        productId: line.productId,
        productName: line.productName,
        unit: toUnit(line.unit) ?? 'EACH',
        quantity: Number(line.quantity),
        packedWeight: weight,
        unitPrice: toCents(line.unitPrice),
        priceOverridden: line.priceOverridden,
        notes: line.notes,
      }),
    ),
  };
}
