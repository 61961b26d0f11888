import { CATEGORY_NAMES } from '@cleaver/domain/constants';
import { toCents } from '@cleaver/domain/money';
import { ORDER_STATUSES, type OrderStatus } from '@cleaver/domain/status';
import { count } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { writeCustomerBan } from '../../modules/auth/auth.service.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { storeTemporaryPassword } from '../../modules/auth/temporary-password.ts';
import { writeCustomerActive } from '../../modules/customers/customers.service.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import type { Database, Executor } from '../client.ts';
import * as schema from '../schema.ts';
import { BUSINESS } from './business-data.ts';
import { buildCatalogue, type Catalogue } from './catalogue.ts';
import { DEMO_PASSWORD, TEMP_PASSWORD } from './customers-data.ts';
import { type ImageSummary, writeSeedImages } from './images.ts';
import { buildOrderGuides } from './order-guides.ts';
import { buildOrderHistory, type OrderHistory, type OrderSettings } from './orders.ts';
import { buildPeople, type People } from './people.ts';
import { createRandom } from './prng.ts';
import { buildReceivables, DEMO_BANK_ACCOUNT, type ReceivablesRows } from './receivables.ts';
import { buildRecurringOrders, type RecurringOrders } from './recurring-orders.ts';

export { DEMO_ACCOUNTS } from './customers-data.ts';

// A fixed seed: the same `now` always gives the same demo data.
const RANDOM_SEED = 0x6b61_7572;
const BATCH_ROWS = 500;
const DAY = 86_400_000;

type SeedRows = {
  catalogue: Catalogue;
  people: People;
  history: OrderHistory;
  recurring: RecurringOrders;
  receivables: ReceivablesRows;
  tempPasswordHash: string;
  now: Date;
};

export type SeedSummary = {
  brand: string;
  categories: number;
  products: number;
  priceLevels: number;
  customPrices: number;
  customers: number;
  users: number;
  orders: number;
  ordersByStatus: Record<OrderStatus, number>;
  invoices: number;
  payments: number;
  notifications: number;
  recurringOrders: number;
  productNotes: number;
  images: ImageSummary;
  durationMs: number;
};

/** True when nothing has been set up yet: no settings row and no users. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [settingsRows] = await db.select({ n: count() }).from(schema.settings);
  const [userRows] = await db.select({ n: count() }).from(schema.user);
  return (settingsRows?.n ?? 0) === 0 && (userRows?.n ?? 0) === 0;
}

/**
 * Fills an empty database with a demo business: settings, catalogue with images, price levels, customers and
 * their sign-ins (see DEMO_ACCOUNTS), 120 days of orders with invoices, notifications and recurring orders.
 */
export async function seedDemoData(
  db: Database,
  options: { storage: ObjectStorage; now?: Date; log?: (line: string) => void },
): Promise<SeedSummary> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const random = createRandom(RANDOM_SEED);
  const settings: OrderSettings = {
    cutoffHour: BUSINESS.cutoffHour,
    freightCharge: toCents(BUSINESS.freightCharge),
    freeFreightThreshold: toCents(BUSINESS.freeFreightThreshold),
  };

  const catalogue = buildCatalogue(random, new Date(now.getTime() - 400 * 86_400_000));
  // Images render while passwords are hashed (scrypt) and the rows are built and inserted.
  const [images, { people, history, recurring, receivables }] = await Promise.all([
    writeSeedImages(options.storage, CATEGORY_NAMES, catalogue.products).then((written) => {
      log(`images: ${written.rendered} rendered, ${written.skipped} already there`);
      return written;
    }),
    (async () => {
      const [demo, temp] = await Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(TEMP_PASSWORD)]);
      const people = buildPeople(random, catalogue, demo, now);
      const history = buildOrderHistory(random, catalogue, people.customers, settings, now);
      const recurring = buildRecurringOrders(random, catalogue, people.customers, settings, now);
      const receivables = buildReceivables(random, people.customers, history.invoices, now);
      await insertAll(
        db,
        { catalogue, people, history, recurring, receivables, tempPasswordHash: temp, now },
        log,
      );
      return { people, history, recurring, receivables };
    })(),
  ]);

  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const o of history.orders) ordersByStatus[o.status]++;
  const durationMs = Math.round(performance.now() - started);
  log(`demo data seeded in ${durationMs} ms`);
  return {
    brand: BUSINESS.brand,
    categories: catalogue.categories.length,
    products: catalogue.productRows.length,
    priceLevels: catalogue.priceLevels.length,
    customPrices: catalogue.customPrices.length,
    customers: people.customerRows.length,
    users: people.users.length,
    orders: history.orders.length,
    ordersByStatus,
    invoices: history.invoices.length,
    payments: receivables.payments.length,
    notifications: history.notifications.length,
    recurringOrders: recurring.recurringOrders.length,
    productNotes: people.productNotes.length,
    images,
    durationMs,
  };
}

async function insertAll(
  db: Database,
  { catalogue, people, history, recurring, receivables, tempPasswordHash, now }: SeedRows,
  log: (line: string) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { cutoffHour, freightCharge, freeFreightThreshold, ...profile } = BUSINESS;
    await tx.insert(schema.settings).values({
      cutoffHour,
      freightCharge,
      freeFreightThreshold,
      ...profile,
      bankAccount: DEMO_BANK_ACCOUNT,
    });
    await insertInBatches(tx, schema.category, catalogue.categories);
    await insertInBatches(tx, schema.product, catalogue.productRows);
    await insertInBatches(tx, schema.priceLevel, catalogue.priceLevels);
    await insertInBatches(tx, schema.customPrice, catalogue.customPrices);
    log(
      `catalogue: ${catalogue.productRows.length} products, ${catalogue.customPrices.length} custom prices`,
    );
    await insertInBatches(tx, schema.customer, people.customerRows);
    await insertInBatches(tx, schema.user, people.users);
    await insertInBatches(tx, schema.account, people.accounts);
    await insertInBatches(tx, schema.productNote, people.productNotes);
    // The two special accounts come about as they do in the shop: through the identity functions.
    for (const c of people.customers) {
      if (c.demo === 'closed') {
        await writeCustomerActive(
          tx,
          c.id,
          false,
          { setCustomerBanned: writeCustomerBan },
          new Date(now.getTime() - 21 * DAY),
        );
      }
      if (c.demo === 'newbie')
        await storeTemporaryPassword(tx, c.userId, { passwordHash: tempPasswordHash, now });
    }
    log(`people: ${people.customerRows.length} customers, ${people.users.length} users`);
    await insertInBatches(tx, schema.recurringOrder, recurring.recurringOrders);
    await insertInBatches(tx, schema.recurringOrderLine, recurring.recurringLines);
    await insertInBatches(tx, schema.order, history.orders);
    await insertInBatches(tx, schema.orderLine, history.lines);
    await insertInBatches(
      tx,
      schema.orderGuideLine,
      buildOrderGuides(people.customers, catalogue, history, now),
    );
    await insertInBatches(tx, schema.invoice, history.invoices);
    await insertInBatches(tx, schema.payment, receivables.payments);
    await insertInBatches(tx, schema.paymentAllocation, receivables.allocations);
    await insertInBatches(tx, schema.notification, history.notifications);
    log(
      `orders: ${history.orders.length} orders, ${history.lines.length} lines, ${history.invoices.length} invoices`,
    );
  });
}

// Multi-row inserts keep the seed to a few dozen statements (PGlite runs one statement at a time).
async function insertInBatches<TTable extends PgTable>(
  db: Executor,
  table: TTable,
  rows: ReadonlyArray<PgInsertValue<TTable>>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(start, start + BATCH_ROWS));
  }
}
