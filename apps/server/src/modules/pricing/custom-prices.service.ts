import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { ADMIN_PRODUCTS_ALL_LIMIT, MAX_CUSTOM_PRICE_CHANGES } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { customPriceCentsSchema } from '@cleaver/domain/schemas';
import { normalizeSearchTerm } from '@cleaver/domain/search';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customPrice, priceLevel, product } from '../../db/schema.ts';
import type { Actor, StaffChange } from '../../db/staff-change.ts';
import { isRecordId } from '../../graphql/ids.ts';
import type { AccountingSync } from '../../integrations/accounting/accounting-sync.ts';
import type { EventBus } from '../../platform/events.ts';
import { type CatalogueProduct, type ProductsService, ranked } from '../catalogue/products.service.ts';
import type { PricingService } from './pricing.service.ts';

/** A product in the custom price editor: its default price, and the level's custom price or null. */
export type LevelProductRow = {
  productId: string;
  productCode: string;
  productName: string;
  isEnabled: boolean;
  defaultPrice: Cents;
  customPrice: Cents | null;
};

export type LevelProductPage = {
  priceLevel: { id: string; name: string };
  rows: LevelProductRow[];
  totalCount: number;
};

/** One row of a save: a price in cents sets the custom price, null or 0 removes it. */
export type CustomPriceChange = { productId: string; priceCents: number | null };

export type CustomPriceSave = {
  priceLevelId: string;
  /** Custom prices set or changed. */
  set: number;
  /** Custom prices removed. */
  removed: number;
  /** Custom prices on the level after the save. */
  customPriceCount: number;
};

// Rows per INSERT: 3 parameters each, far below PostgreSQL's 65,535 per statement.
const INSERT_BATCH = 1000;

/**
 * The custom price editor of a price level: every product with its default price and the level's custom
 * price, searched and paged here from the catalogue held in memory (ProductsService), and saving any number of
 * changes as one transaction. A save tells every instance's price caches (the `prices` event), which is also
 * what refreshes the open pages of the level's customers.
 */
export class CustomPricesService {
  constructor(
    private readonly deps: {
      db: Database;
      events: EventBus;
      changes: StaffChange;
      accountingSync: AccountingSync;
      products: Pick<ProductsService, 'all'>;
      pricing: Pick<PricingService, 'forgetPrices'>;
    },
  ) {}

  /**
   * A page of products (archived ones left out, disabled ones in) by name, or by best match when searching
   * name and code; `onlyCustom` keeps those with a custom price on the level.
   */
  async products(input: {
    priceLevelId: string;
    search?: string | null;
    onlyCustom?: boolean | null;
    offset?: number | null;
    limit?: number | null;
  }): Promise<LevelProductPage> {
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
    const { db } = this.deps;
    const [level] = await db
      .select({ id: priceLevel.id, name: priceLevel.name })
      .from(priceLevel)
      .where(eq(priceLevel.id, input.priceLevelId));
    if (!level) throw new DomainError('NOT_FOUND');
    const all = await this.deps.products.all();
    const term = normalizeSearchTerm(input.search ?? '');
    const levelPrices = input.onlyCustom ? await this.pricesOf(db, level.id, null) : null;
    const found = term ? ranked(all, term).map((p) => p.product) : all;
    const matching = levelPrices ? found.filter((p) => levelPrices.has(p.id)) : found;
    const page = matching.slice(offset, offset + limit);
    const prices =
      levelPrices ??
      (await this.pricesOf(
        db,
        level.id,
        page.map((p) => p.id),
      ));
    return {
      priceLevel: level,
      rows: page.map((p) => rowOf(p, prices.get(p.id) ?? null)),
      totalCount: matching.length,
    };
  }

  /**
   * Sets (a price above 0) and removes (null or 0) custom prices of a level: all of them or, when one row is
   * wrong, none, with a message naming the row. Writes a notice, queues the accounting push, and tells every
   * price cache once committed.
   */
  async update(
    actor: Actor,
    priceLevelId: string,
    changes: ReadonlyArray<CustomPriceChange>,
  ): Promise<CustomPriceSave> {
    if (changes.length === 0) throw new DomainError('NOTHING_TO_UPDATE');
    if (changes.length > MAX_CUSTOM_PRICE_CHANGES) {
      throw new DomainError(
        'BAD_INPUT',
        `At most ${MAX_CUSTOM_PRICE_CHANGES.toLocaleString('en-NZ')} custom prices can be saved at once. Please save them in parts.`,
      );
    }
    const seen = new Set<string>();
    for (const [index, change] of changes.entries()) {
      if (!isRecordId(change.productId)) throw rowError(index, 'this product does not exist.');
      if (seen.has(change.productId)) throw rowError(index, 'this product is listed twice.');
      seen.add(change.productId);
    }
    const saved = await this.deps.changes.run(actor, async (tx) => {
      // Saves of one level take turns, so each reads the prices the one before it left; deleting the level waits.
      const [level] = await tx
        .select({ id: priceLevel.id, name: priceLevel.name, accountingRef: priceLevel.accountingRef })
        .from(priceLevel)
        .where(eq(priceLevel.id, priceLevelId))
        .for('no key update');
      if (!level) throw new DomainError('NOT_FOUND');
      const wanted = await this.checked(tx, changes);
      const before = await this.pricesOf(
        tx,
        level.id,
        wanted.map((w) => w.productId),
      );
      const toSet = wanted.filter((w) => w.priceCents !== null && before.get(w.productId) !== w.priceCents);
      const toRemove = wanted.filter((w) => w.priceCents === null && before.has(w.productId));
      if (toSet.length === 0 && toRemove.length === 0) throw new DomainError('NOTHING_TO_UPDATE');
      if (toRemove.length > 0) {
        await tx.delete(customPrice).where(
          and(
            eq(customPrice.priceLevelId, level.id),
            inArray(
              customPrice.productId,
              toRemove.map((w) => w.productId),
            ),
          ),
        );
      }
      for (let start = 0; start < toSet.length; start += INSERT_BATCH) {
        await tx
          .insert(customPrice)
          .values(
            toSet.slice(start, start + INSERT_BATCH).map((w) => ({
              priceLevelId: level.id,
              productId: w.productId,
              price: toDecimalString(cents(w.priceCents ?? 0)),
            })),
          )
          .onConflictDoUpdate({
            target: [customPrice.priceLevelId, customPrice.productId],
            set: { price: sql`excluded.price`, updatedAt: sql`now()` },
          });
      }
      await this.deps.accountingSync.queue(
        tx,
        'accounting.customprice.update',
        { kind: 'price_level', id: level.id },
        {
          priceLevelName: level.name,
          accountingRef: level.accountingRef,
          items: [...toSet, ...toRemove].map((w) => ({
            productId: w.productId,
            productCode: w.productCode,
            customPrice: w.priceCents,
          })),
        },
      );
      const [after] = await tx
        .select({ n: count() })
        .from(customPrice)
        .where(eq(customPrice.priceLevelId, level.id));
      return {
        result: {
          priceLevelId: level.id,
          set: toSet.length,
          removed: toRemove.length,
          customPriceCount: Number(after?.n ?? 0),
        },
        notice: {
          message: `Custom prices of ${level.name} updated: ${describe(toSet.length, toRemove.length)}`,
        },
      };
    });
    // Forgotten here at once: with PostgreSQL the event comes back only after a NOTIFY round trip.
    this.deps.pricing.forgetPrices(priceLevelId);
    this.deps.events.publish('prices', { priceLevelId });
    this.deps.accountingSync.committed();
    return saved;
  }

  /** The changes with their products' codes, prices as cents or null; the first wrong row refuses them all. */
  private async checked(
    tx: Transaction,
    changes: ReadonlyArray<CustomPriceChange>,
  ): Promise<Array<{ productId: string; productCode: string; priceCents: number | null }>> {
    const found = await tx
      .select({ id: product.id, code: product.code, name: product.name })
      .from(product)
      .where(
        and(
          inArray(
            product.id,
            changes.map((c) => c.productId),
          ),
          isNull(product.archivedAt),
        ),
      );
    const byId = new Map(found.map((p) => [p.id, p]));
    return changes.map((change, index) => {
      const target = byId.get(change.productId);
      if (!target) throw rowError(index, 'this product no longer exists. Please reload and try again.');
      const price = customPriceCentsSchema.safeParse(change.priceCents);
      if (!price.success) {
        throw new DomainError('BAD_INPUT', `${target.code} ${target.name}: ${ADMIN_MESSAGES.priceRange}`);
      }
      // 0 removes the custom price, as empty does (spec §4).
      return { productId: target.id, productCode: target.code, priceCents: price.data || null };
    });
  }

  /** Custom prices of a level by product id: of the listed products, or of every product (null). */
  private async pricesOf(
    executor: Database | Transaction,
    priceLevelId: string,
    productIds: readonly string[] | null,
  ): Promise<Map<string, Cents>> {
    if (productIds?.length === 0) return new Map();
    const rows = await executor
      .select({ productId: customPrice.productId, price: customPrice.price })
      .from(customPrice)
      .where(
        and(
          eq(customPrice.priceLevelId, priceLevelId),
          productIds ? inArray(customPrice.productId, [...productIds]) : undefined,
        ),
      );
    return new Map(rows.map((row) => [row.productId, toCents(row.price)]));
  }
}

function rowOf(p: CatalogueProduct, customPriceCents: Cents | null): LevelProductRow {
  return {
    productId: p.id,
    productCode: p.code,
    productName: p.name,
    isEnabled: p.isEnabled,
    defaultPrice: p.defaultPrice,
    customPrice: customPriceCents,
  };
}

function rowError(index: number, problem: string): DomainError {
  return new DomainError('BAD_INPUT', `Row ${index + 1}: ${problem}`);
}

function describe(set: number, removed: number): string {
  const parts = [];
  if (set > 0) parts.push(`${set} set`);
  if (removed > 0) parts.push(`${removed} removed`);
  return parts.join(', ');
}
