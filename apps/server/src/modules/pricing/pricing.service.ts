import { type Cents, toCents } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, customPrice } from '../../db/schema.ts';
import { type EventBus, onEvent, type PublishedEvent } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';

/** What a signed-in viewer pays for a product. Guests get no price at all, not even this type. */
export type PriceView = { defaultPrice: Cents; customPrice: Cents | null; price: Cents };

type CustomPrices = ReadonlyMap<string, Cents>;
const NO_CUSTOM_PRICES: CustomPrices = new Map();

/**
 * Resolves prices per viewer: a customer pays their price level's custom price where one exists, else
 * the default price. Levels of customers and custom prices of levels are cached in memory and dropped
 * on the `customer` and `prices` events, which reach every server instance.
 */
export class PricingService {
  private readonly levelOfCustomer = new Map<string, Promise<string | null>>();
  private readonly pricesOfLevel = new Map<string, Promise<CustomPrices>>();

  constructor(
    private readonly db: Database,
    events: EventBus,
  ) {
    onEvent(events, 'customer', ({ customerId }) => this.levelOfCustomer.delete(customerId));
    onEvent(events, 'prices', ({ priceLevelId }) => this.forgetPrices(priceLevelId));
    // A change made here is forgotten at once: with PostgreSQL its event comes back after a NOTIFY round trip.
    events.onPublish((topic, event) => {
      const published = [topic, event] as PublishedEvent;
      if (published[0] === 'customer') this.levelOfCustomer.delete(published[1].customerId);
      if (published[0] === 'prices') this.forgetPrices(published[1].priceLevelId);
    });
  }

  /** The price a viewer sees, or null for guests: prices never leave the server for them. */
  async priceFor(
    viewer: Viewer | null,
    product: { id: string; defaultPrice: Cents },
  ): Promise<PriceView | null> {
    if (!viewer) return null;
    const custom =
      viewer.role === 'customer' && viewer.customerId
        ? ((await this.customPricesOfCustomer(viewer.customerId)).get(product.id) ?? null)
        : null;
    return { defaultPrice: product.defaultPrice, customPrice: custom, price: custom ?? product.defaultPrice };
  }

  /** Custom prices of the customer's price level, by product id. */
  async customPricesOfCustomer(customerId: string): Promise<CustomPrices> {
    const levelId = await this.cached(this.levelOfCustomer, customerId, () => this.loadLevel(customerId));
    if (!levelId) return NO_CUSTOM_PRICES;
    return this.cached(this.pricesOfLevel, levelId, () => this.loadPrices(levelId));
  }

  /**
   * The customer's price level (null: none, default prices). `fresh` reads it again instead of trusting
   * the cache: right after a `customer` event, whose own handler here may not have dropped it yet.
   */
  async priceLevelOf(customerId: string, options: { fresh?: boolean } = {}): Promise<string | null> {
    if (options.fresh) this.levelOfCustomer.delete(customerId);
    return this.cached(this.levelOfCustomer, customerId, () => this.loadLevel(customerId));
  }

  /** Drops cached custom prices of a level (null: of every level), e.g. after changing them here. */
  forgetPrices(priceLevelId: string | null): void {
    if (priceLevelId) this.pricesOfLevel.delete(priceLevelId);
    else this.pricesOfLevel.clear();
  }

  private async cached<V>(cache: Map<string, Promise<V>>, key: string, load: () => Promise<V>): Promise<V> {
    let entry = cache.get(key);
    if (!entry) {
      // Concurrent first requests share one load; a failed load is not kept.
      entry = load();
      cache.set(key, entry);
      entry.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
    }
    return entry;
  }

  private async loadLevel(customerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ priceLevelId: customer.priceLevelId })
      .from(customer)
      .where(eq(customer.id, customerId));
    return row?.priceLevelId ?? null;
  }

  private async loadPrices(priceLevelId: string): Promise<CustomPrices> {
    const rows = await this.db
      .select({ productId: customPrice.productId, price: customPrice.price })
      .from(customPrice)
      .where(eq(customPrice.priceLevelId, priceLevelId));
    return new Map(rows.map((r) => [r.productId, toCents(r.price)]));
  }
}
