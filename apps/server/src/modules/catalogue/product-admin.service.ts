import { ADMIN_PRODUCTS_ALL_LIMIT } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { type ParsedProductInput, type ProductInput, productInputSchema } from '@cleaver/domain/schemas';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  category,
  customPrice,
  orderLine,
  priceLevel,
  product,
  recurringOrderLine,
} from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import type { RecordPushes } from '../../integrations/record-pushes.ts';
import type { EventBus } from '../../platform/events.ts';
import { saveCustomPrices } from './product-custom-prices.ts';
import { type CatalogueProduct, type ProductsService, ranked } from './products.service.ts';

/** An uploaded product image: 'products/<uuid>' (seeded products keep their own keys until replaced). */
const UPLOADED_IMAGE_KEY = /^products\/[0-9a-f-]{36}$/;
const UNIQUE_VIOLATION = '23505';

export type AdminProductPage = { rows: readonly CatalogueProduct[]; totalCount: number };

/** A price level with this product's custom price on it, null where it has none. */
export type ProductLevelPrice = { priceLevelId: string; priceLevelName: string; customPrice: Cents | null };

/** What the API hands over: the schema's input, with the group as any text until parsed. */
export type ProductSubmission = Omit<ProductInput, 'productGroup'> & { productGroup: string };

export type ProductDeletion = { id: string; outcome: 'DELETED' | 'ARCHIVED' };

type ImageCheck = { exists(imageKey: string): Promise<boolean> };

/**
 * The back office's products: the list staff page and search, and adding, changing and deleting a product
 * with its custom prices. Reads come from the catalogue held in memory by ProductsService (disabled
 * products included); every change runs through the notifications service and then tells every open
 * catalogue (the `product` event, and `prices` when custom prices changed).
 */
export class ProductAdminService {
  constructor(
    private readonly deps: {
      db: Database;
      events: EventBus;
      changes: StaffChange;
      products: ProductsService;
      productImages: ImageCheck;
      /** Pricing's cache of prices by level: told when a product's custom prices go with it. */
      pricing: { forgetPrices(priceLevelId: string): void };
      /** Queues the change's pushes to the external systems, in its transaction. */
      pushes: Pick<RecordPushes, 'queueProduct' | 'productBefore' | 'committed'>;
    },
  ) {}

  /**
   * A page of products (archived ones left out), by name or by best match when searching name and code,
   * optionally in one category. `limit` runs up to ADMIN_PRODUCTS_ALL_LIMIT for the table's 'all'.
   */
  async list(input: {
    search?: string | null;
    categoryId?: string | null;
    offset?: number | null;
    limit?: number | null;
  }): Promise<AdminProductPage> {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 50;
    if (!Number.isInteger(offset) || offset < 0)
      throw new DomainError('BAD_INPUT', 'offset must be 0 or more.');
    if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_PRODUCTS_ALL_LIMIT) {
      throw new DomainError(
        'BAD_INPUT',
        `limit must be a whole number from 1 to ${ADMIN_PRODUCTS_ALL_LIMIT}.`,
      );
    }
    const all = await this.deps.products.all();
    const inCategory = (p: CatalogueProduct) => !input.categoryId || p.categoryId === input.categoryId;
    const term = normalizeSearchTerm(input.search ?? '');
    const matching = (term ? ranked(all, term).map((p) => p.product) : all).filter(inCategory);
    return { rows: matching.slice(offset, offset + limit), totalCount: matching.length };
  }

  /** A product that is not archived, disabled ones too. */
  async get(id: string): Promise<CatalogueProduct | null> {
    return this.deps.products.get(id, { includeDisabled: true });
  }

  /** Every price level by name, with the product's custom price on each (all null for a new product). */
  async priceLevels(productId: string | null): Promise<ProductLevelPrice[]> {
    const rows = await this.deps.db
      .select({ priceLevelId: priceLevel.id, priceLevelName: priceLevel.name, price: customPrice.price })
      .from(priceLevel)
      .leftJoin(
        customPrice,
        and(
          eq(customPrice.priceLevelId, priceLevel.id),
          // No product yet: a condition no row meets, so every level comes back without a price.
          productId ? eq(customPrice.productId, productId) : sql`false`,
        ),
      )
      .orderBy(asc(priceLevel.name));
    return rows.map((r) => ({
      priceLevelId: r.priceLevelId,
      priceLevelName: r.priceLevelName,
      customPrice: r.price === null ? null : toCents(r.price),
    }));
  }

  async create(actor: Actor, input: ProductSubmission): Promise<CatalogueProduct> {
    const parsed = parse(input);
    await this.checkImage(parsed.imageKey, null);
    const { id, levels } = await this.uniquely(() =>
      this.deps.changes.run(actor, async (tx) => {
        await this.checkReferences(tx, parsed);
        await this.refuseDuplicateCode(tx, parsed.productCode, null);
        const [row] = await tx
          .insert(product)
          .values({ type: parsed.productType, ...columnsOf(parsed) })
          .returning({ id: product.id });
        if (!row) throw new DomainError('INTERNAL');
        const levels = await saveCustomPrices(tx, row.id, parsed.customPrices);
        await this.deps.pushes.queueProduct(tx, 'created', row.id);
        return {
          result: { id: row.id, levels },
          notice: { message: `Product ${parsed.productName} (${parsed.productCode}) created` },
        };
      }),
    );
    this.deps.pushes.committed();
    return this.announce('ADDED', id, levels);
  }

  async update(actor: Actor, id: string, input: ProductSubmission): Promise<CatalogueProduct> {
    const parsed = parse(input);
    const current = await this.current(this.deps.db, id);
    if (current.type !== parsed.productType) throw new DomainError('PRODUCT_TYPE_LOCKED');
    await this.checkImage(parsed.imageKey, current.imageKey);
    const levels = await this.uniquely(() =>
      this.deps.changes.run(actor, async (tx) => {
        const locked = await this.current(tx, id, { lock: true });
        if (locked.type !== parsed.productType) throw new DomainError('PRODUCT_TYPE_LOCKED');
        await this.checkReferences(tx, parsed);
        await this.refuseDuplicateCode(tx, parsed.productCode, id);
        await tx.update(product).set(columnsOf(parsed)).where(eq(product.id, id));
        const levels = await saveCustomPrices(tx, id, parsed.customPrices);
        await this.deps.pushes.queueProduct(tx, 'updated', id);
        return {
          result: levels,
          notice: { message: `Product ${parsed.productName} (${parsed.productCode}) updated` },
        };
      }),
    );
    this.deps.pushes.committed();
    return this.announce('UPDATED', id, levels);
  }

  /**
   * Turns a product on or off, or in or out of stock: a notice naming what changed, the pushes to the
   * external systems, and every open catalogue told. Nothing asked for changes nothing.
   */
  async setAvailability(
    actor: Actor,
    id: string,
    changes: { isEnabled?: boolean | null; isInStock?: boolean | null },
  ): Promise<CatalogueProduct> {
    const said: string[] = [];
    if (changes.isEnabled != null) said.push(changes.isEnabled ? 'enabled' : 'disabled');
    if (changes.isInStock != null) said.push(changes.isInStock ? 'in stock' : 'out of stock');
    if (said.length > 0) {
      await this.deps.changes.run(actor, async (tx) => {
        const target = await this.current(tx, id, { lock: true });
        await tx
          .update(product)
          .set({
            ...(changes.isEnabled != null && { isEnabled: changes.isEnabled }),
            ...(changes.isInStock != null && { inStock: changes.isInStock }),
            updatedAt: new Date(),
          })
          .where(eq(product.id, id));
        await this.deps.pushes.queueProduct(tx, 'updated', id);
        return {
          result: id,
          notice: { message: `Product ${target.name} (${target.code}) ${said.join(' and ')}` },
        };
      });
      this.deps.pushes.committed();
    }
    this.deps.products.changed('UPDATED', id);
    const saved = await this.deps.products.get(id, { includeDisabled: true });
    if (!saved) throw new DomainError('NOT_FOUND');
    return saved;
  }

  /**
   * Deletes a product with its custom prices and notes, or archives it when an order line or a recurring
   * order line names it: hidden from every list and from ordering, its lines left as they are.
   */
  async delete(actor: Actor, id: string): Promise<ProductDeletion> {
    const deletion = await this.deps.changes.run(actor, async (tx) => {
      const target = await this.current(tx, id, { lock: true });
      const [onOrder] = await tx
        .select({ id: orderLine.id })
        .from(orderLine)
        .where(eq(orderLine.productId, id))
        .limit(1);
      const [onRecurring] = onOrder
        ? [onOrder]
        : await tx
            .select({ id: recurringOrderLine.id })
            .from(recurringOrderLine)
            .where(eq(recurringOrderLine.productId, id))
            .limit(1);
      const used = Boolean(onRecurring);
      if (used) {
        await tx.update(product).set({ archivedAt: new Date() }).where(eq(product.id, id));
        await this.deps.pushes.queueProduct(tx, 'archived', id);
      } else {
        const before = await this.deps.pushes.productBefore(tx, id);
        await tx.delete(product).where(eq(product.id, id));
        await this.deps.pushes.queueProduct(tx, 'deleted', id, before);
      }
      const outcome = used ? ('ARCHIVED' as const) : ('DELETED' as const);
      return {
        result: { id, outcome },
        notice: {
          message: `Product ${target.name} (${target.code}) ${used ? 'archived' : 'deleted'}`,
        },
      };
    });
    this.deps.pushes.committed();
    this.deps.products.changed('DELETED', id);
    return deletion;
  }

  private async announce(
    action: 'ADDED' | 'UPDATED',
    id: string,
    changedLevels: readonly string[],
  ): Promise<CatalogueProduct> {
    this.deps.products.changed(action, id);
    for (const priceLevelId of changedLevels) {
      // Forgotten here at once: with PostgreSQL the event comes back only after a NOTIFY round trip.
      this.deps.pricing.forgetPrices(priceLevelId);
      this.deps.events.publish('prices', { priceLevelId });
    }
    const saved = await this.get(id);
    if (!saved) throw new DomainError('NOT_FOUND');
    return saved;
  }

  private async current(
    executor: Database | Transaction,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<{ name: string; code: string; type: string; imageKey: string | null }> {
    const query = executor
      .select({ name: product.name, code: product.code, type: product.type, imageKey: product.imageKey })
      .from(product)
      .where(and(eq(product.id, id), isNull(product.archivedAt)));
    const [row] = options.lock ? await query.for('update') : await query;
    if (!row) throw new DomainError('NOT_FOUND');
    return row;
  }

  /** An image must be one uploaded here and still stored; a product may keep the key it already has. */
  private async checkImage(imageKey: string | null, currentKey: string | null): Promise<void> {
    if (imageKey === null || imageKey === currentKey) return;
    if (!UPLOADED_IMAGE_KEY.test(imageKey) || !(await this.deps.productImages.exists(imageKey))) {
      throw new DomainError('PRODUCT_IMAGE_MISSING');
    }
  }

  private async checkReferences(tx: Transaction, input: ParsedProductInput): Promise<void> {
    const [found] = await tx
      .select({ id: category.id })
      .from(category)
      .where(eq(category.id, input.categoryId));
    if (!found) throw new DomainError('BAD_INPUT', 'This category no longer exists. Please choose another.');
    const levelIds = input.customPrices.map((p) => p.priceLevelId);
    if (levelIds.length === 0) return;
    const levels = await tx
      .select({ id: priceLevel.id })
      .from(priceLevel)
      .where(inArray(priceLevel.id, levelIds));
    if (levels.length !== levelIds.length) {
      throw new DomainError('BAD_INPUT', 'A price level no longer exists. Please reload and try again.');
    }
  }

  private async refuseDuplicateCode(tx: Transaction, code: string, exceptId: string | null): Promise<void> {
    const sameCode = sql`lower(${product.code}) = lower(${code})`;
    const [holder] = await tx
      .select({ name: product.name, code: product.code, archivedAt: product.archivedAt })
      .from(product)
      .where(exceptId ? and(sameCode, ne(product.id, exceptId)) : sameCode)
      .limit(1);
    if (holder) {
      const archived = holder.archivedAt ? ', an archived product' : '';
      throw new DomainError(
        'PRODUCT_CODE_TAKEN',
        `Product code ${holder.code} is already used by ${holder.name}${archived}. Please choose another.`,
      );
    }
  }

  // Two staff saving the same code at once: the unique index refuses the second.
  private async uniquely<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgCode(error) === UNIQUE_VIOLATION) throw new DomainError('PRODUCT_CODE_TAKEN');
      throw error;
    }
  }
}

function parse(input: ProductSubmission): ParsedProductInput {
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
  return parsed.data;
}

function columnsOf(input: ParsedProductInput) {
  return {
    code: input.productCode,
    name: input.productName,
    description: input.description,
    unit: input.productUnit,
    categoryId: input.categoryId,
    productGroup: input.productGroup,
    defaultPrice: toDecimalString(cents(input.defaultPriceCents)),
    isEnabled: input.isEnabled,
    inStock: input.isInStock,
    imageKey: input.imageKey,
    // Left out: kept as they are.
    ...(input.leadDays !== undefined ? { leadDays: input.leadDays } : {}),
    ...(input.deliveryWeekdays !== undefined ? { deliveryWeekdays: input.deliveryWeekdays } : {}),
    updatedAt: new Date(),
  };
}

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  // drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
