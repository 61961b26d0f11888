import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderLine, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { customerIdOf, startWithRoles } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const PLACE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id processingDate } }';
const CREATE = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id } }`;
const MINE = `query ($id: ID!) { getMyOrder(id: $id) {
  totals { subTotal freight cutting gst total } lines { productId quantity unitPrice notes } } }`;

describe.each(TEST_DATABASES)('one order writer on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  beforeAll(async () => {
    ({ app, admin, customer } = await startWithRoles(url));
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What an order stores of what was asked for, leaving out who wrote it, when, and the ids. */
  const stored = async (id: string) => {
    const [row] = await app.database.db.select().from(order).where(eq(order.id, id));
    const lines = await app.database.db
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, id))
      .orderBy(asc(orderLine.position));
    expect(row).toBeDefined();
    return {
      order: {
        customerId: row!.customerId,
        customerSnapshot: row!.customerSnapshot,
        status: row!.status,
        processingDate: row!.processingDate,
        purchaseOrder: row!.purchaseOrder,
        line: row!.line,
        priceLevelId: row!.priceLevelId,
        isDelivery: row!.isDelivery,
        freight: row!.freight,
        cutting: row!.cutting,
      },
      lines: lines.map(({ id: _, orderId: __, createdAt: ___, updatedAt: ____, ...line }) => line),
    };
  };

  it.each([
    ['delivered, under the free-freight threshold', true, 1],
    ['picked up, a large order', false, 40],
  ])(
    'stores a customer’s order and the same order saved by staff alike: %s',
    async (_what, isDelivery, times) => {
      const products = await app.database.db
        .select({ id: product.id, unit: product.unit })
        .from(product)
        .where(eq(product.isEnabled, true))
        .orderBy(asc(product.code))
        .limit(3);
      // A catch-weight line (by the kilo, three decimals) and lines by the each or the box.
      const lines = products.map((p, i) => ({
        productId: p.id,
        quantity: (p.unit === 'KG' ? 2.345 : i + 1) * times,
        notes: i === 0 ? 'Thin slices' : '',
      }));
      const placed = await customer.graphql<{ createOrder: { id: string; processingDate: string } }>(PLACE, {
        input: { idempotencyKey: randomUUID(), isDelivery, purchaseOrder: 'PO-PARITY', lines },
      });
      expect(placed.errors).toBeUndefined();
      const mine = placed.data!.createOrder;
      const customerOrder = await stored(mine.id);

      const created = await admin.graphql<{ createStaffOrder: { id: string } }>(CREATE, {
        input: {
          customerId: await customerIdOf(app, 'bistro@demo.test'),
          status: 'PENDING',
          processingDate: mine.processingDate,
          purchaseOrder: 'PO-PARITY',
          isDelivery,
          line: customerOrder.order.line,
          cutting: 0,
          lines: lines.map((l) => ({ ...l, unitPriceOverride: null })),
        },
      });
      expect(created.errors).toBeUndefined();
      const staffOrder = await stored(created.data!.createStaffOrder.id);
      expect(staffOrder).toEqual(customerOrder);

      const totals = async (id: string) =>
        (await customer.graphql<{ getMyOrder: { totals: unknown } }>(MINE, { id })).data?.getMyOrder.totals;
      const customerTotals = await totals(mine.id);
      expect(customerTotals).toBeTruthy();
      expect(await totals(created.data!.createStaffOrder.id)).toEqual(customerTotals);
    },
  );
});
