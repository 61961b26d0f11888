import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, customPrice, outbox, priceLevel, product } from '../../db/schema.ts';
import { Lanes } from '../lanes.ts';
import { type OutboxEntry, type OutboxHandler, PermanentError, WaitError } from '../outbox-worker.ts';
import type {
  AccountingCustomer,
  AccountingCustomPrice,
  AccountingHttp,
  AccountingPriceLevel,
} from './accounting-http.ts';
import type { AccountingTopic, SyncSubject } from './accounting-sync.ts';
import { ProductHandlers } from './product-handlers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Registers the delivery of the accounting pushes (HTTP adapter only). Creates are registered before
 * the other topics: the worker works topics in that order, so an update queued with its create follows it.
 */
export function registerAccountingHandlers(
  worker: { register(topic: string, handler: OutboxHandler): void },
  deps: { db: Database; http: AccountingHttp },
): void {
  const handlers = new AccountingHandlers(deps.db, deps.http);
  const products = new ProductHandlers(deps.db, deps.http);
  const topics: Record<AccountingTopic, OutboxHandler> = {
    'accounting.customer.create': (payload, entry) => handlers.createCustomer(payload, entry),
    'accounting.pricelevel.create': (payload, entry) => handlers.createPriceLevel(payload, entry),
    'accounting.product.create': (payload, entry) => products.create(payload, entry),
    'accounting.customer.update': (payload, entry) => handlers.updateCustomer(payload, entry),
    'accounting.product.update': (payload, entry) => products.update(payload, entry),
    'accounting.customprice.update': (payload, entry) => handlers.updateCustomPrices(payload, entry),
    'accounting.pricelevel.delete': (payload, entry) => handlers.deletePriceLevel(payload, entry),
  };
  for (const [topic, handler] of Object.entries(topics)) worker.register(topic, handler);
}

/**
 * Delivers each push from the record's state at delivery time (the payload names the record), so a
 * push that waited sends what is true now. Pushes about one record go one at a time on this instance:
 * an update sends the edit sequence the previous one stored.
 */
export class AccountingHandlers {
  private readonly lanes = new Lanes();

  constructor(
    private readonly db: Database,
    private readonly http: AccountingHttp,
  ) {}

  /** Creates the customer there and keeps its reference; nothing to do if it is already there or gone. */
  createCustomer(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordId(payload);
    return this.lanes.run(`customer:${id}`, async () => {
      const row = await this.customerRow(id);
      // An update may have created it already (see below), or the customer was deleted before it went.
      if (!row || row.accountingRef) return;
      await this.sendNewCustomer(row, entry.idempotencyKey);
    });
  }

  /**
   * Sends the customer with the stored reference and edit sequence, and keeps the new edit sequence.
   * A customer not created there yet waits for its create; with none pending (it failed, or the customer
   * is older than the adapter) the update creates it.
   */
  updateCustomer(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordId(payload);
    return this.lanes.run(`customer:${id}`, async () => {
      const row = await this.customerRow(id);
      if (!row) return;
      if (!row.accountingRef) {
        if (await this.createPending({ kind: 'customer', id }, 'accounting.customer.create', entry))
          throw new WaitError(ADMIN_MESSAGES.accountingWaitsForCustomer);
        await this.sendNewCustomer(row, entry.idempotencyKey);
        return;
      }
      const answer = await this.http.updateCustomer(
        customerBody(row, { reckonId: row.accountingRef, editSequence: row.accountingEditSequence }),
        entry.idempotencyKey,
      );
      await this.keepCustomerRefs(id, {
        accountingRef: answer.ref ?? row.accountingRef,
        accountingEditSequence: answer.editSequence ?? row.accountingEditSequence,
      });
    });
  }

  /** Creates the price level there and keeps the list id it answers. */
  createPriceLevel(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordId(payload);
    return this.lanes.run(`price_level:${id}`, async () => {
      const [level] = await this.db.select().from(priceLevel).where(eq(priceLevel.id, id));
      if (!level || level.accountingRef) return;
      await this.sendNewPriceLevel(level, entry.idempotencyKey);
    });
  }

  /**
   * Deletes the price level there, by the name and reference it had when deleted here. A level deleted
   * before its create went has no reference and is not there: its create finds it gone and sends nothing
   * (or, if it was on its way, deletes it again itself).
   */
  deletePriceLevel(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordId(payload);
    return this.lanes.run(`price_level:${id}`, async () => {
      const name = typeof payload.name === 'string' ? payload.name : '';
      const ref =
        [payload.accountingRef, payload.reckonListID].find(
          (value): value is string => typeof value === 'string' && value !== '',
        ) ?? null;
      if (!ref) return;
      await this.http.deletePriceLevel({ sk: id, name, reckonListID: ref }, entry.idempotencyKey);
    });
  }

  /**
   * Sends the named products' current prices at the level; a product whose custom price is gone is sent
   * with 0 (the spec's way of taking one away). Without product ids in the payload, every custom price of
   * the level is sent. A level not yet there waits for its create, or is created first.
   */
  updateCustomPrices(payload: Record<string, unknown>, entry: OutboxEntry): Promise<void> {
    const id = recordId(payload);
    return this.lanes.run(`price_level:${id}`, async () => {
      const [level] = await this.db.select().from(priceLevel).where(eq(priceLevel.id, id));
      // A deleted level took its custom prices with it, there as here.
      if (!level) return;
      let ref = level.accountingRef;
      if (!ref) {
        if (await this.createPending({ kind: 'price_level', id }, 'accounting.pricelevel.create', entry))
          throw new WaitError(ADMIN_MESSAGES.accountingWaitsForPriceLevel);
        ref = await this.sendNewPriceLevel(level, `${entry.idempotencyKey}:pricelevel`);
      }
      const items = await this.customPriceItems(id, productIdsOf(payload));
      if (items.length === 0) return;
      const details: AccountingPriceLevel = { sk: level.id, name: level.name, reckonListID: ref };
      await this.http.updateCustomPrices(
        { priceLevel: level.name, priceLevelDetails: details, items },
        entry.idempotencyKey,
      );
    });
  }

  private async sendNewCustomer(row: CustomerRow, idempotencyKey: string): Promise<void> {
    const answer = await this.http.createCustomer(customerBody(row, {}), idempotencyKey);
    await this.keepCustomerRefs(row.id, {
      accountingRef: answer.ref,
      accountingEditSequence: answer.editSequence,
    });
  }

  private async sendNewPriceLevel(
    level: { id: string; name: string },
    idempotencyKey: string,
  ): Promise<string> {
    const { ref } = await this.http.createPriceLevel(
      { sk: level.id, name: level.name, reckonListID: null },
      idempotencyKey,
    );
    // Not a change staff made: the level's updated_at stays as it was.
    const kept = await this.db
      .update(priceLevel)
      .set({ accountingRef: ref, updatedAt: sql`${priceLevel.updatedAt}` })
      .where(eq(priceLevel.id, level.id))
      .returning({ id: priceLevel.id });
    if (kept.length === 0) {
      // Deleted here while it was being created there: its delete went without a reference, so undo it now.
      await this.http.deletePriceLevel(
        { sk: level.id, name: level.name, reckonListID: ref },
        `${idempotencyKey}:undo`,
      );
    }
    return ref;
  }

  private async keepCustomerRefs(
    id: string,
    refs: { accountingRef: string; accountingEditSequence: string | null },
  ): Promise<void> {
    // Not a change staff made: the customer's updated_at stays as it was.
    await this.db
      .update(customer)
      .set({ ...refs, updatedAt: sql`${customer.updatedAt}` })
      .where(eq(customer.id, id));
  }

  private async customerRow(id: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select({
        id: customer.id,
        code: customer.code,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        mobile: customer.mobile,
        companyName: customer.companyName,
        customerLevel: customer.customerLevel,
        isActive: customer.isActive,
        archivedAt: customer.archivedAt,
        addr1: customer.addr1,
        addr2: customer.addr2,
        addr3: customer.addr3,
        city: customer.city,
        postalCode: customer.postalCode,
        accountingRef: customer.accountingRef,
        accountingEditSequence: customer.accountingEditSequence,
        priceLevelName: priceLevel.name,
      })
      .from(customer)
      .leftJoin(priceLevel, eq(priceLevel.id, customer.priceLevelId))
      .where(eq(customer.id, id));
    return row;
  }

  private async customPriceItems(
    levelId: string,
    productIds: string[] | null,
  ): Promise<AccountingCustomPrice[]> {
    const prices = await this.db
      .select({ productId: customPrice.productId, price: customPrice.price })
      .from(customPrice)
      .where(
        productIds
          ? and(eq(customPrice.priceLevelId, levelId), inArray(customPrice.productId, productIds))
          : eq(customPrice.priceLevelId, levelId),
      );
    const wanted = productIds ?? prices.map((price) => price.productId);
    if (wanted.length === 0) return [];
    const products = await this.db
      .select({
        id: product.id,
        code: product.code,
        name: product.name,
        accountingRef: product.accountingRef,
      })
      .from(product)
      .where(inArray(product.id, wanted));
    const priceOf = new Map(prices.map((price) => [price.productId, Number(price.price)]));
    // A product deleted since is left out: there is nothing left to name it by.
    return products.map((item) => ({
      productId: item.id,
      customPrice: priceOf.get(item.id) ?? 0,
      product: {
        productName: item.name,
        productCode: item.code,
        reckonProductAttributes: { listID: item.accountingRef },
      },
    }));
  }

  /** Whether another push creating the subject is still to be delivered. */
  private async createPending(subject: SyncSubject, topic: AccountingTopic, entry: OutboxEntry) {
    const [row] = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.subject, `${subject.kind}:${subject.id}`),
          eq(outbox.topic, topic),
          eq(outbox.status, 'PENDING'),
          ne(outbox.id, entry.id),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}

type CustomerRow = {
  id: string;
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  customerLevel: string;
  isActive: boolean;
  archivedAt: Date | null;
  addr1: string;
  addr2: string;
  addr3: string;
  city: string;
  postalCode: string;
  accountingRef: string | null;
  accountingEditSequence: string | null;
  priceLevelName: string | null;
};

/** The spec's Customer shape; the reference and edit sequence only on an update. */
function customerBody(
  row: CustomerRow,
  refs: { reckonId?: string; editSequence?: string | null },
): AccountingCustomer {
  return {
    sk: row.id,
    customerCode: row.code,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    companyName: row.companyName,
    priceLevel: row.priceLevelName,
    customerLevel: row.customerLevel,
    reckonAttributes: {
      ...(refs.reckonId ? { reckonId: refs.reckonId } : {}),
      ...(refs.editSequence ? { editSequence: refs.editSequence } : {}),
      // An archived customer is kept there too, made inactive.
      isActive: row.isActive && row.archivedAt === null,
      companyAddress: {
        addr1: row.addr1,
        addr2: row.addr2,
        addr3: row.addr3,
        city: row.city,
        postalCode: row.postalCode,
      },
    },
  };
}

function recordId(payload: Record<string, unknown>): string {
  if (typeof payload.id === 'string' && UUID.test(payload.id)) return payload.id;
  throw new PermanentError(`The outbox entry names no record: ${JSON.stringify(payload).slice(0, 200)}`);
}

/** The product ids a custom price push names: items [{ productId }], productIds [...] or products [...]; null for none. */
function productIdsOf(payload: Record<string, unknown>): string[] | null {
  const ids = new Set<string>();
  for (const key of ['items', 'productIds', 'products']) {
    const list = payload[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      const value =
        item && typeof item === 'object'
          ? ((item as { productId?: unknown; id?: unknown }).productId ?? (item as { id?: unknown }).id)
          : item;
      if (typeof value === 'string' && UUID.test(value)) ids.add(value);
    }
  }
  return ids.size > 0 ? [...ids] : null;
}
