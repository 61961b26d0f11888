import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import {
  MAX_ORDER_GUIDE_LINES,
  ORDER_GUIDE_HISTORY_DAYS,
  parLevelProblem,
} from '@cleaver/domain/order-guide';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, orderGuideLine } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { CategoriesService } from '../catalogue/categories.service.ts';
import type { CatalogueProduct, ProductsService } from '../catalogue/products.service.ts';

/** A line of a customer's order guide: a product they order, with what they ordered of it lately. */
export type OrderGuideLineView = {
  product: CatalogueProduct;
  /** What they want on hand, in the product's unit; null: none set. */
  parLevel: number | null;
  /** The quantity of their latest order of it in the last 90 days; null: not ordered in that time. */
  lastQuantity: number | null;
  /** YYYY-MM-DD: the processing date of that order. */
  lastOrderedOn: string | null;
  /** How many of their orders of the last 90 days hold it (cancelled ones not counted). */
  timesOrdered: number;
};

export type OrderGuideView = { customerId: string; lines: OrderGuideLineView[] };

export type OrderGuidesDeps = {
  db: Database;
  products: Pick<ProductsService, 'get'>;
  categories: Pick<CategoriesService, 'list'>;
  /** The business clock: "the last 90 days" end today in New Zealand. */
  clock: Clock;
};

type History = { productId: string; timesOrdered: number; lastQuantity: number; lastOrderedOn: string };
type Arranged = { productId: string; position: number | null; parLevel: number | null; removed: boolean };

const NOT_IN_GUIDE = 'That product is not in the order guide.';

/**
 * Order guides (issue 49): the products a customer orders night after night, with a par level each. A guide is
 * built when read: every product of the customer's orders of the last 90 days, plus those placed by hand, less
 * those taken off, each enabled product once, grouped by category in the catalogue's order. Within a category the
 * lines arranged by hand come first in their order, then the most ordered. Only what the customer (or staff) chose
 * is stored: `order_guide_line`.
 */
export class OrderGuides {
  constructor(private readonly deps: OrderGuidesDeps) {}

  /** The customer's guide; NOT_FOUND for an unknown customer. */
  async guideOf(customerId: string): Promise<OrderGuideView> {
    await this.requireCustomer(customerId);
    const [history, arranged, categories] = await Promise.all([
      this.historyOf(customerId),
      this.arrangedOf(customerId),
      this.deps.categories.list(),
    ]);
    const byProduct = new Map<string, { history?: History; arranged?: Arranged }>();
    for (const h of history) byProduct.set(h.productId, { history: h });
    for (const a of arranged) byProduct.set(a.productId, { ...byProduct.get(a.productId), arranged: a });

    const categoryPlace = new Map(categories.map((c, i) => [c.id, i]));
    const lines: (OrderGuideLineView & { position: number | null })[] = [];
    for (const [productId, { history: h, arranged: a }] of byProduct) {
      if (a?.removed) continue;
      const product = await this.deps.products.get(productId);
      if (!product) continue;
      lines.push({
        product,
        parLevel: a?.parLevel ?? null,
        lastQuantity: h?.lastQuantity ?? null,
        lastOrderedOn: h?.lastOrderedOn ?? null,
        timesOrdered: h?.timesOrdered ?? 0,
        position: a?.position ?? null,
      });
    }
    lines.sort(
      (x, y) =>
        (categoryPlace.get(x.product.categoryId) ?? 0) - (categoryPlace.get(y.product.categoryId) ?? 0) ||
        (x.position ?? Number.MAX_SAFE_INTEGER) - (y.position ?? Number.MAX_SAFE_INTEGER) ||
        y.timesOrdered - x.timesOrdered ||
        x.product.name.localeCompare(y.product.name, 'en-NZ'),
    );
    return {
      customerId,
      lines: lines.slice(0, MAX_ORDER_GUIDE_LINES).map(({ position: _, ...line }) => line),
    };
  }

  /** Sets a line's par level (null clears it); the product joins the guide if it was not in it. BAD_INPUT, NOT_FOUND. */
  async setParLevel(customerId: string, productId: string, parLevel: number | null): Promise<OrderGuideView> {
    const product = await this.requireProduct(customerId, productId);
    const problem = parLevelProblem(parLevel, product.unit);
    if (problem) throw new DomainError('BAD_INPUT', problem);
    await this.requireRoomFor(customerId, productId);
    const par = parLevel === null ? null : String(parLevel);
    await this.deps.db
      .insert(orderGuideLine)
      .values({ customerId, productId, parLevel: par })
      .onConflictDoUpdate({
        target: [orderGuideLine.customerId, orderGuideLine.productId],
        set: { parLevel: par, removed: false, updatedAt: new Date() },
      });
    return this.guideOf(customerId);
  }

  /** Puts an enabled product in the guide (again); BAD_INPUT when the guide is full, NOT_FOUND. */
  async add(customerId: string, productId: string): Promise<OrderGuideView> {
    await this.requireProduct(customerId, productId);
    await this.requireRoomFor(customerId, productId);
    await this.deps.db
      .insert(orderGuideLine)
      .values({ customerId, productId })
      .onConflictDoUpdate({
        target: [orderGuideLine.customerId, orderGuideLine.productId],
        set: { removed: false, position: null, updatedAt: new Date() },
      });
    return this.guideOf(customerId);
  }

  /** Takes a product off the guide, even one ordered lately, until it is added again. NOT_FOUND. */
  async remove(customerId: string, productId: string): Promise<OrderGuideView> {
    await this.requireCustomer(customerId);
    if (!(await this.deps.products.get(productId, { includeDisabled: true }))) {
      throw new DomainError('NOT_FOUND');
    }
    await this.deps.db
      .insert(orderGuideLine)
      .values({ customerId, productId, removed: true })
      .onConflictDoUpdate({
        target: [orderGuideLine.customerId, orderGuideLine.productId],
        set: { removed: true, position: null, updatedAt: new Date() },
      });
    return this.guideOf(customerId);
  }

  /**
   * Saves the order of the guide's lines: `productIds` as they should stand, each a line of the guide, once. The
   * lines keep to their categories. BAD_INPUT for a product twice or one not in the guide.
   */
  async arrange(customerId: string, productIds: readonly string[]): Promise<OrderGuideView> {
    const guide = await this.guideOf(customerId);
    const inGuide = new Set(guide.lines.map((l) => l.product.id));
    if (new Set(productIds).size !== productIds.length) {
      throw new DomainError('BAD_INPUT', 'Each product is listed once.');
    }
    if (productIds.some((id) => !inGuide.has(id))) throw new DomainError('BAD_INPUT', NOT_IN_GUIDE);
    if (productIds.length === 0) return guide;
    const now = new Date();
    await this.deps.db
      .insert(orderGuideLine)
      .values(productIds.map((productId, position) => ({ customerId, productId, position })))
      .onConflictDoUpdate({
        target: [orderGuideLine.customerId, orderGuideLine.productId],
        set: { position: sql`excluded.position`, updatedAt: now },
      });
    return this.guideOf(customerId);
  }

  /** Per product, the customer's orders of the last 90 days that hold it, not counting cancelled ones. */
  private async historyOf(customerId: string): Promise<History[]> {
    const since = addDays(aucklandDateString(this.deps.clock()), -ORDER_GUIDE_HISTORY_DAYS);
    type Row = { product_id: string; times_ordered: number; last_quantity: string; last_ordered_on: string };
    const result = (await this.deps.db.execute(sql`
      select ol.product_id,
             count(distinct o.id)::int as times_ordered,
             (array_agg(ol.quantity order by o.processing_date desc, o.order_date desc, o.created_at desc))[1]::text as last_quantity,
             max(o.processing_date)::text as last_ordered_on
        from "order" o
        join order_line ol on ol.order_id = o.id
       where o.customer_id = ${customerId}
         and o.status <> 'CANCELLED'
         and o.processing_date >= ${since}
         and ol.product_id is not null
       group by ol.product_id`)) as unknown as { rows: Row[] };
    return result.rows.map((r) => ({
      productId: r.product_id,
      timesOrdered: Number(r.times_ordered),
      lastQuantity: Number(r.last_quantity),
      lastOrderedOn: r.last_ordered_on,
    }));
  }

  private async arrangedOf(customerId: string): Promise<Arranged[]> {
    const rows = await this.deps.db
      .select({
        productId: orderGuideLine.productId,
        position: orderGuideLine.position,
        parLevel: orderGuideLine.parLevel,
        removed: orderGuideLine.removed,
      })
      .from(orderGuideLine)
      .where(eq(orderGuideLine.customerId, customerId));
    return rows.map((r) => ({ ...r, parLevel: r.parLevel === null ? null : Number(r.parLevel) }));
  }

  private async requireCustomer(customerId: string): Promise<void> {
    const [found] = await this.deps.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (!found) throw new DomainError('NOT_FOUND');
  }

  private async requireProduct(customerId: string, productId: string): Promise<CatalogueProduct> {
    await this.requireCustomer(customerId);
    const product = await this.deps.products.get(productId);
    if (!product) throw new DomainError('NOT_FOUND');
    return product;
  }

  /** BAD_INPUT when the product is not in the guide yet and the guide is full. */
  private async requireRoomFor(customerId: string, productId: string): Promise<void> {
    const guide = await this.guideOf(customerId);
    if (guide.lines.length < MAX_ORDER_GUIDE_LINES) return;
    if (guide.lines.some((l) => l.product.id === productId)) return;
    throw new DomainError(
      'BAD_INPUT',
      `An order guide holds at most ${MAX_ORDER_GUIDE_LINES} products: take one off first.`,
    );
  }
}
