import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customer,
  customPrice,
  invoice,
  order,
  orderChange,
  orderLine,
  outbox,
  product,
  user,
} from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { clearThrottle, codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LINE = `id productId productName productCode productUnit categoryName quantity packedWeight unitPrice levelPrice
  priceOverridden notes`;
const ORDER = `id shortId version status orderDate processingDate line priceLevelId purchaseOrder notes isDelivery
  freight cutting customer { id companyName contactName email phone exists } productionRef invoiceNumber
  lines { ${LINE} } totals { subTotal freight cutting gst total } totalIsEstimate updatedAt updatedByName
  history { id version at actorName summary changes { field before after } }`;
const LIST = `query ($filter: AdminOrderFilter!, $search: String, $from: String, $to: String, $offset: Int!, $limit: Int!) {
  adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: $offset, limit: $limit) {
    totalCount rows { id shortId customerId companyName processingDate isDelivery itemCount total totalIsEstimate
      status invoiceNumber } } }`;
const GET = `query ($id: ID!) { adminOrder(id: $id) { ${ORDER} } }`;
const PRODUCTS = `query ($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {
  staffOrderProducts(customerId: $customerId, search: $search, categoryId: $categoryId, limit: $limit) {
    id name code unit categoryId categoryName price isEnabled inStock } }`;
const CREATE = `mutation ($input: StaffOrderInput!, $mail: Boolean!) {
  createStaffOrder(input: $input, sendCustomerEmail: $mail) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
  updateStaffOrder(id: $id, version: $version, input: $input) { ${ORDER} } }`;
const DELETE = 'mutation ($id: ID!, $version: Int!) { deleteStaffOrder(id: $id, version: $version) }';
const EVENTS = 'subscription { adminOrderChanged { action orderId version actorName } }';
const SEARCH_CUSTOMERS = `query ($search: String!) {
  searchCustomers(search: $search) { id companyName contactName email phone customerLevel priceLevelName } }`;
const NOTICES = 'query { listNotifications { message orderId } }';
const SETTINGS = '{ getSettingsVariables { freightChargeCents freeFreightThresholdCents } }';

type Line = {
  id: string;
  productId: string | null;
  productName: string;
  productUnit: string;
  quantity: number;
  packedWeight: number | null;
  unitPrice: number;
  levelPrice: number | null;
  priceOverridden: boolean;
  notes: string;
};
type Change = {
  version: number;
  actorName: string;
  summary: string;
  changes: Array<{ field: string; before: string | null; after: string | null }>;
};
type AdminOrder = {
  id: string;
  shortId: string;
  version: number;
  status: string;
  processingDate: string;
  line: string;
  priceLevelId: string | null;
  purchaseOrder: string;
  notes: string;
  isDelivery: boolean | null;
  freight: number;
  cutting: number;
  customer: { id: string | null; companyName: string; phone: string; exists: boolean };
  lines: Line[];
  totals: { subTotal: number; freight: number; cutting: number; gst: number; total: number };
  totalIsEstimate: boolean;
  updatedByName: string | null;
  history: Change[];
};
type Row = {
  id: string;
  shortId: string;
  customerId: string | null;
  companyName: string | null;
  processingDate: string;
  itemCount: number;
  total: number;
  totalIsEstimate: boolean;
  status: string;
  invoiceNumber: number | null;
};
type Page = { adminOrders: { totalCount: number; rows: Row[] } };
type LineInput = {
  productId: string;
  quantity: number;
  notes?: string;
  unitPriceOverride?: number | null;
  packedWeight?: number | null;
};

describe.each(TEST_DATABASES)('the back office’s orders on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let adminName: string;
  /** Enabled, in stock: a KG product with a custom price on bistro's level, and two more. */
  let kg: { id: string; name: string; defaultPrice: number; bistroPrice: number };
  let each: { id: string; unit: string; defaultPrice: number };
  let third: { id: string; defaultPrice: number };
  let outOfStock: string;
  let settings: { freightChargeCents: number; freeFreightThresholdCents: number };
  // Orders made here sit in 2031, away from the seeded ones: the list's date range finds only these.
  let day = 0;
  const nextDay = () => {
    day += 1;
    return `2031-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`;
  };

  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const [me] = await db().select().from(user).where(eq(user.email, 'admin@demo.test'));
    adminName = `${me!.firstName} ${me!.lastName}`.trim();
    const [bistroRow] = await db().select().from(customer).where(eq(customer.id, bistroId));
    const priced = await db()
      .select({
        id: product.id,
        name: product.name,
        defaultPrice: product.defaultPrice,
        price: customPrice.price,
      })
      .from(product)
      .innerJoin(customPrice, eq(customPrice.productId, product.id))
      .where(
        and(
          eq(customPrice.priceLevelId, bistroRow!.priceLevelId!),
          eq(product.unit, 'KG'),
          eq(product.isEnabled, true),
          eq(product.inStock, true),
        ),
      )
      .orderBy(asc(product.code))
      .limit(1);
    const kgRow = priced[0]!;
    kg = {
      id: kgRow.id,
      name: kgRow.name,
      defaultPrice: Math.round(Number(kgRow.defaultPrice) * 100),
      bistroPrice: Math.round(Number(kgRow.price) * 100),
    };
    const others = await db()
      .select({ id: product.id, unit: product.unit, defaultPrice: product.defaultPrice })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), eq(product.unit, 'EACH')))
      .orderBy(asc(product.code))
      .limit(2);
    each = {
      id: others[0]!.id,
      unit: others[0]!.unit,
      defaultPrice: Math.round(Number(others[0]!.defaultPrice) * 100),
    };
    third = { id: others[1]!.id, defaultPrice: Math.round(Number(others[1]!.defaultPrice) * 100) };
    const [out] = await db()
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, false)))
      .limit(1);
    outOfStock = out!.id;
    settings = (await admin.graphql<{ getSettingsVariables: typeof settings }>(SETTINGS)).data!
      .getSettingsVariables;
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });

  function input(overrides: Record<string, unknown> = {}, lines?: LineInput[]) {
    return {
      customerId: takeawayId,
      processingDate: nextDay(),
      status: 'PENDING',
      isDelivery: false,
      line: 'B',
      freight: null,
      cutting: 0,
      purchaseOrder: '',
      notes: '',
      lines: lines ?? [{ productId: each.id, quantity: 2 }],
      ...overrides,
    };
  }

  async function create(overrides: Record<string, unknown> = {}, lines?: LineInput[], mail = false) {
    const answer = await admin.graphql<{ createStaffOrder: AdminOrder }>(CREATE, {
      input: input(overrides, lines),
      mail,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createStaffOrder;
  }

  async function update(
    o: AdminOrder,
    overrides: Record<string, unknown>,
    lines?: LineInput[],
    version?: number,
  ) {
    return admin.graphql<{ updateStaffOrder: AdminOrder }>(UPDATE, {
      id: o.id,
      version: version ?? o.version,
      input: {
        ...input({
          customerId: o.customer.id,
          processingDate: o.processingDate,
          status: o.status,
          isDelivery: o.isDelivery,
          line: o.line,
          freight: o.freight,
          cutting: o.cutting,
          purchaseOrder: o.purchaseOrder,
        }),
        // As the order screen sends them: an overridden line keeps its override by sending it again.
        lines: o.lines.map((l) => ({
          productId: l.productId,
          quantity: l.quantity,
          notes: l.notes,
          unitPriceOverride: l.priceOverridden ? l.unitPrice : null,
        })),
        ...overrides,
        ...(lines ? { lines } : {}),
      },
    });
  }

  async function get(id: string): Promise<AdminOrder | null> {
    const answer = await admin.graphql<{ adminOrder: AdminOrder | null }>(GET, { id });
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminOrder;
  }

  async function stored(id: string) {
    const [row] = await db().select().from(order).where(eq(order.id, id));
    const lines = await db()
      .select()
      .from(orderLine)
      .where(eq(orderLine.orderId, id))
      .orderBy(asc(orderLine.position));
    const history = await db().select().from(orderChange).where(eq(orderChange.orderId, id));
    return { row, lines, history };
  }

  const list = async (variables: Record<string, unknown>) => {
    const answer = await admin.graphql<Page>(LIST, { offset: 0, limit: 100, ...variables });
    expect(answer.errors).toBeUndefined();
    return answer.data!.adminOrders;
  };

  it('is for staff only: guests and both customers are refused every operation and change nothing', async () => {
    const target = await create();
    const before = await stored(target.id);
    const [orders] = await db().select({ n: count() }).from(order);
    const operations: Array<[string, Record<string, unknown>]> = [
      [LIST, { filter: 'ALL', offset: 0, limit: 10 }],
      [GET, { id: target.id }],
      [PRODUCTS, { customerId: bistroId }],
      [CREATE, { input: input(), mail: false }],
      [UPDATE, { id: target.id, version: target.version, input: input({ status: 'CANCELLED' }) }],
      [DELETE, { id: target.id, version: target.version }],
    ];
    for (const [client, expected, message] of [
      [guest, 'UNAUTHENTICATED', 'Please sign in to continue.'],
      [bistro, 'FORBIDDEN', 'You do not have access to this.'],
      [takeaway, 'FORBIDDEN', 'You do not have access to this.'],
    ] as const) {
      for (const [document, variables] of operations) {
        const answer = await client.graphql(document, variables);
        expect(codeOf(answer), `${expected}: ${document.slice(0, 50)}`).toBe(expected);
        // A nullable field answers null; the others null the whole answer.
        expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true);
      }
      const stream = await client.firstEvent(EVENTS);
      expect((await stream.event).errors?.[0]?.message).toBe(message);
    }
    expect((await db().select({ n: count() }).from(order))[0]?.n).toBe(orders?.n);
    expect(await stored(target.id)).toEqual(before);
  });

  it('creates an order for a customer priced from their level, honouring custom prices and overrides', async () => {
    const made = await create(
      { customerId: bistroId, line: 'A', isDelivery: true, purchaseOrder: 'PO-BISTRO-1', notes: 'By phone' },
      [
        { productId: kg.id, quantity: 1.5, notes: 'Thin' },
        { productId: each.id, quantity: 2, unitPriceOverride: 999 },
      ],
    );
    const [bistroRow] = await db().select().from(customer).where(eq(customer.id, bistroId));
    expect(made).toMatchObject({
      version: 1,
      status: 'PENDING',
      line: 'A',
      priceLevelId: bistroRow!.priceLevelId,
      purchaseOrder: 'PO-BISTRO-1',
      customer: { id: bistroId, companyName: bistroRow!.companyName, phone: bistroRow!.mobile, exists: true },
      totalIsEstimate: true,
      updatedByName: adminName,
    });
    expect(made.lines).toMatchObject([
      {
        productId: kg.id,
        quantity: 1.5,
        unitPrice: kg.bistroPrice,
        levelPrice: kg.bistroPrice,
        priceOverridden: false,
        notes: 'Thin',
      },
      { productId: each.id, quantity: 2, unitPrice: 999, priceOverridden: true },
    ]);
    expect(made.lines[1]!.levelPrice).toBeGreaterThan(0);
    expect(made.history).toHaveLength(1);
    expect(made.history[0]).toMatchObject({
      version: 1,
      actorName: adminName,
      summary: `Created for ${bistroRow!.companyName}`,
    });
    expect(made.history[0]!.changes.filter((c) => c.field === 'Product added')).toHaveLength(2);
    const [line] = await db()
      .select()
      .from(orderLine)
      .where(and(eq(orderLine.orderId, made.id), eq(orderLine.productId, each.id)));
    expect(line).toMatchObject({ priceOverridden: true, unitPrice: '9.99' });
    const notices = (
      await admin.graphql<{ listNotifications: Array<{ message: string; orderId: string | null }> }>(NOTICES)
    ).data!.listNotifications;
    expect(notices[0]).toEqual({
      message: `Order ${made.shortId} created for ${bistroRow!.companyName}`,
      orderId: made.id,
    });
  });

  it('refuses what the storefront refuses, and empty or bad input, writing nothing', async () => {
    const [before] = await db().select({ n: count() }).from(order);
    const cases: Array<[Record<string, unknown>, LineInput[] | undefined, string, string | null]> = [
      [{}, [{ productId: outOfStock, quantity: 1 }], 'PRODUCT_OUT_OF_STOCK', null],
      [{}, [], 'ORDER_EMPTY', 'Please add at least one product to create order.'],
      [{ isDelivery: null }, undefined, 'BAD_INPUT', null],
      [{ processingDate: '2031-02-30' }, undefined, 'BAD_INPUT', 'This field is required'],
      [{ cutting: -1 }, undefined, 'BAD_INPUT', null],
      [{ freight: 10_000_000 }, undefined, 'BAD_INPUT', null],
      [
        {},
        [
          { productId: each.id, quantity: 1 },
          { productId: each.id, quantity: 2 },
        ],
        'BAD_INPUT',
        'Product Already Added',
      ],
      [{ customerId: '00000000-0000-4000-8000-000000000000' }, undefined, 'NOT_FOUND', null],
    ];
    for (const [overrides, lines, code, message] of cases) {
      const answer = await admin.graphql(CREATE, { input: input(overrides, lines), mail: false });
      expect(codeOf(answer), JSON.stringify(overrides) + JSON.stringify(lines)).toBe(code);
      if (message) expect(answer.errors?.[0]?.message).toBe(message);
    }
    expect((await db().select({ n: count() }).from(order))[0]?.n).toBe(before?.n);
  });

  it('applies the freight rule when staff leave freight empty, and takes theirs when given', async () => {
    const pickUp = await create({ isDelivery: false });
    expect(pickUp.freight).toBe(0);
    const small = await create({ isDelivery: true }, [
      { productId: each.id, quantity: 1, unitPriceOverride: 100 },
    ]);
    expect(small.freight).toBe(settings.freightChargeCents);
    const bigPrice = Math.ceil(settings.freeFreightThresholdCents / 1.15) + 100;
    const big = await create({ isDelivery: true }, [
      { productId: each.id, quantity: 1, unitPriceOverride: bigPrice },
    ]);
    expect(big.freight).toBe(0);
    const explicit = await create({ isDelivery: true, freight: 1234 });
    expect(explicit.freight).toBe(1234);
    expect(explicit.totals.freight).toBe(1234);
  });

  it('totals packed orders on packed weights with freight and cutting, as the example table', async () => {
    // Line 1: 1.5 KG × $12.99 = $19.485 → $19.49; packed 1.62 KG → $21.0438 → $21.04.
    // Line 2: 3 Each × $8.50 = $25.50; packed 3 → $25.50. Freight $15.00, cutting $2.50.
    // Estimate: sub-total 44.99; GST 2.92 + 3.83 + 2.25 + 0.38 = 9.38; total 44.99 + 15 + 2.50 + 9.38 = 71.87.
    // Packed: sub-total 46.54; GST 3.16 + 3.83 + 2.25 + 0.38 = 9.62; total 46.54 + 15 + 2.50 + 9.62 = 73.66.
    const made = await create({ isDelivery: true, freight: 1500, cutting: 250 }, [
      { productId: kg.id, quantity: 1.5, unitPriceOverride: 1299 },
      { productId: each.id, quantity: 3, unitPriceOverride: 850 },
    ]);
    expect(made.totals).toEqual({ subTotal: 4499, freight: 1500, cutting: 250, gst: 938, total: 7187 });
    expect(made.totalIsEstimate).toBe(true);
    await db()
      .update(orderLine)
      .set({ packedWeight: '1.62' })
      .where(and(eq(orderLine.orderId, made.id), eq(orderLine.productId, kg.id)));
    await db()
      .update(orderLine)
      .set({ packedWeight: '3' })
      .where(and(eq(orderLine.orderId, made.id), eq(orderLine.productId, each.id)));
    const packed = await update(made, { status: 'PACKED' });
    expect(packed.errors).toBeUndefined();
    const after = packed.data!.updateStaffOrder;
    expect(after.totals).toEqual({ subTotal: 4654, freight: 1500, cutting: 250, gst: 962, total: 7366 });
    expect(after.totalIsEstimate).toBe(false);
    expect(after.lines.map((l) => l.packedWeight)).toEqual([1.62, 3]);
    const { rows } = await list({ filter: 'PACKED', from: made.processingDate, to: made.processingDate });
    expect(rows.find((r) => r.id === made.id)).toMatchObject({
      total: 7366,
      totalIsEstimate: false,
      itemCount: 2,
    });
  });

  it('updates lines: adds and removes them, and old lines keep the price they were charged', async () => {
    const made = await create({ customerId: bistroId, line: 'A' }, [
      { productId: kg.id, quantity: 2 },
      { productId: third.id, quantity: 1 },
    ]);
    // As if the line had been charged at an older price.
    await db()
      .update(orderLine)
      .set({ unitPrice: '7.77' })
      .where(and(eq(orderLine.orderId, made.id), eq(orderLine.productId, kg.id)));
    const answer = await update(made, { notes: 'Ring first' }, [
      { productId: kg.id, quantity: 3 },
      { productId: each.id, quantity: 4 },
    ]);
    expect(answer.errors).toBeUndefined();
    const saved = answer.data!.updateStaffOrder;
    expect(saved.version).toBe(2);
    expect(saved.lines.map((l) => [l.productId, l.quantity, l.unitPrice, l.priceOverridden])).toEqual([
      [kg.id, 3, 777, false],
      [each.id, 4, saved.lines[1]!.levelPrice, false],
    ]);
    expect(saved.lines[0]!.levelPrice).toBe(kg.bistroPrice);
    const [latest] = saved.history;
    expect(latest).toMatchObject({ version: 2, actorName: adminName });
    expect(latest!.changes).toEqual(
      expect.arrayContaining([
        { field: 'Notes', before: null, after: 'Ring first' },
        { field: `Quantity of ${kg.name}`, before: '2.00 KG', after: '3.00 KG' },
        expect.objectContaining({ field: 'Product removed', after: null }),
        expect.objectContaining({ field: 'Product added', before: null }),
      ]),
    );
    expect(saved.history.map((h) => h.version)).toEqual([2, 1]);
    // An override on a kept line is recorded as one.
    const overridden = await update(saved, {}, [
      { productId: kg.id, quantity: 3, unitPriceOverride: 700 },
      { productId: each.id, quantity: 4 },
    ]);
    expect(overridden.data!.updateStaffOrder.lines[0]).toMatchObject({
      unitPrice: 700,
      priceOverridden: true,
      levelPrice: kg.bistroPrice,
    });
    expect(overridden.data!.updateStaffOrder.history[0]!.changes).toContainEqual({
      field: `Unit price of ${kg.name}`,
      before: '$7.77',
      after: '$7.00 (override)',
    });
    // Taking the override off prices the line from the level again.
    const cleared = await update(
      saved,
      {},
      [
        { productId: kg.id, quantity: 3, unitPriceOverride: null },
        { productId: each.id, quantity: 4 },
      ],
      3,
    );
    expect(cleared.data!.updateStaffOrder.lines[0]).toMatchObject({
      unitPrice: kg.bistroPrice,
      priceOverridden: false,
    });
    const empty = await update(saved, {}, [], 4);
    expect(codeOf(empty)).toBe('ORDER_EMPTY');
    expect(empty.errors?.[0]?.message).toBe('At least one product is needed product to update this order.');
  });

  it('corrects a supplied weight on the order screen, within a quantity’s bounds, kept when left out', async () => {
    const made = await create({}, [{ productId: kg.id, quantity: 10 }]);
    const packed = await update(made, { status: 'PACKED' }, [
      { productId: kg.id, quantity: 10, packedWeight: 12.6 },
    ]);
    expect(packed.errors).toBeUndefined();
    const saved = packed.data!.updateStaffOrder;
    expect(saved.lines[0]!.packedWeight).toBe(12.6);
    expect(saved.history[0]!.changes).toContainEqual({
      field: `Packed weight of ${kg.name}`,
      before: null,
      after: '12.600 KG',
    });
    // Left out, the line keeps the weight it has.
    const kept = await update(saved, { notes: 'kept' });
    expect(kept.data!.updateStaffOrder.lines[0]!.packedWeight).toBe(12.6);
    for (const weight of [0, 99999, 2.1234]) {
      const refused = await update(kept.data!.updateStaffOrder, {}, [
        { productId: kg.id, quantity: 10, packedWeight: weight },
      ]);
      expect(codeOf(refused)).toBe('BAD_INPUT');
      expect(refused.errors![0]!.message).toMatch(/^Packed weight (must be more than 0|can have at most 3)/);
    }
    expect((await stored(made.id)).lines[0]!.packedWeight).toBe('12.600');
  });

  it('refuses to take an order past the bound with staff’s words, and always lets a save bring it back', async () => {
    const made = await create({}, [{ productId: kg.id, quantity: 10 }]);
    const tooLarge = await update(made, {}, [{ productId: kg.id, quantity: 9999, unitPriceOverride: 20000 }]);
    expect(codeOf(tooLarge)).toBe('STAFF_ORDER_TOO_LARGE');
    expect(tooLarge.errors![0]!.message).toMatch(
      /^This order would come to \$2,299,[\d,.]+, more than the \$1,000,000\.00 an order may come to\. Check the quantities and supplied weights for a mistyped figure\.$/,
    );
    // As if a mistyped weight had been packed and invoiced before the bounds held: the order is past the bound.
    await db()
      .update(orderLine)
      .set({ packedWeight: '9999', unitPrice: '150.00' })
      .where(eq(orderLine.orderId, made.id));
    await db().update(order).set({ status: 'COMPLETED' }).where(eq(order.id, made.id));
    const past = (await get(made.id))!;
    expect(past.totals.total).toBeGreaterThan(100_000_000);
    // Lowering the weight but staying past the bound is not refused for being too large: it lowers the order.
    const lower = await update(past, {}, [{ productId: kg.id, quantity: 10, packedWeight: 9000 }]);
    expect(lower.errors).toBeUndefined();
    // Raising it again is refused.
    const higher = await update(lower.data!.updateStaffOrder, {}, [
      { productId: kg.id, quantity: 10, packedWeight: 9500 },
    ]);
    expect(codeOf(higher)).toBe('STAFF_ORDER_TOO_LARGE');
    // One save brings it back under.
    const fixed = await update(lower.data!.updateStaffOrder, {}, [
      { productId: kg.id, quantity: 10, packedWeight: 9.87 },
    ]);
    expect(fixed.errors).toBeUndefined();
    expect(fixed.data!.updateStaffOrder.totals.total).toBeLessThan(200_000);
  });

  it('refuses a save over a newer version, naming who and when, and changes nothing', async () => {
    const made = await create();
    const first = await update(made, { purchaseOrder: 'FIRST' });
    expect(first.errors).toBeUndefined();
    const before = await stored(made.id);
    const stale = await update(made, { purchaseOrder: 'SECOND', status: 'CANCELLED' }, [
      { productId: third.id, quantity: 9 },
    ]);
    expect(codeOf(stale)).toBe('ORDER_STALE');
    const error = stale.errors![0] as {
      message: string;
      extensions: { changedBy: string; changedAt: string };
    };
    expect(error.extensions.changedBy).toBe(adminName);
    expect(new Date(error.extensions.changedAt).toISOString()).toBe(before.row!.updatedAt.toISOString());
    expect(error.message).toMatch(
      new RegExp(
        `^This order was changed by ${adminName} at \\d{2}:\\d{2} \\d{2}/\\d{2}/\\d{4}\\. Reload it to see their changes; yours have not been saved\\.$`,
      ),
    );
    expect(await stored(made.id)).toEqual(before);
    const deleteStale = await admin.graphql(DELETE, { id: made.id, version: 1 });
    expect(codeOf(deleteStale)).toBe('ORDER_STALE');
    expect(await stored(made.id)).toEqual(before);
  });

  it('lets exactly one of 20 concurrent saves at one version win', async () => {
    const made = await create();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => update(made, { purchaseOrder: `RACE-${i}` })),
    );
    const won = answers.filter((a) => !a.errors);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === 'ORDER_STALE')).toHaveLength(19);
    const after = await stored(made.id);
    expect(after.row!.version).toBe(2);
    expect(after.row!.purchaseOrder).toBe(won[0]!.data!.updateStaffOrder.purchaseOrder);
    expect(after.history.map((h) => h.version).sort()).toEqual([1, 2]);
  });

  it('tells the customer and staff live, and keeps the customer’s own placement in the history', async () => {
    const made = await create({ customerId: bistroId, line: 'A' }, [{ productId: kg.id, quantity: 1 }]);
    const mine = await bistro.firstEvent<{
      myOrderChanged: { action: string; order: { id: string; lines: Array<{ productId: string }> } };
    }>('subscription { myOrderChanged { action order { id lines { productId } } } }');
    const staff = await admin.firstEvent<{
      adminOrderChanged: {
        action: string;
        orderId: string;
        version: number | null;
        actorName: string | null;
      };
    }>(EVENTS);
    const saved = await update(made, {}, [
      { productId: kg.id, quantity: 1 },
      { productId: each.id, quantity: 2 },
    ]);
    expect(saved.errors).toBeUndefined();
    expect((await mine.event).data?.myOrderChanged).toEqual({
      action: 'UPDATED',
      order: { id: made.id, lines: [{ productId: kg.id }, { productId: each.id }] },
    });
    expect((await staff.event).data?.adminOrderChanged).toEqual({
      action: 'UPDATED',
      orderId: made.id,
      version: 2,
      actorName: adminName,
    });

    const placedEvent = await admin.firstEvent<{
      adminOrderChanged: {
        action: string;
        orderId: string;
        version: number | null;
        actorName: string | null;
      };
    }>(EVENTS);
    const placed = await bistro.graphql<{ createOrder: { id: string } }>(
      `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`,
      {
        input: {
          idempotencyKey: `admin-test-${Date.now()}`,
          isDelivery: false,
          lines: [{ productId: kg.id, quantity: 1 }],
        },
      },
    );
    expect(placed.errors).toBeUndefined();
    const placedId = placed.data!.createOrder.id;
    expect((await placedEvent.event).data?.adminOrderChanged).toEqual({
      action: 'ADDED',
      orderId: placedId,
      version: null,
      actorName: null,
    });
    const view = await get(placedId);
    expect(view!.history).toEqual([
      expect.objectContaining({
        version: 1,
        summary: `Placed by ${view!.customer.companyName}`,
        changes: [],
      }),
    ]);
  });

  it('mails the confirmation only when asked and the customer allows it', async () => {
    const mailed = await create({}, undefined, true);
    const quiet = await create({}, undefined, false);
    await db().update(customer).set({ orderConfirmationEmails: false }).where(eq(customer.id, takeawayId));
    const refused = await create({}, undefined, true);
    await db().update(customer).set({ orderConfirmationEmails: true }).where(eq(customer.id, takeawayId));
    const keys = async (id: string) =>
      (
        await db()
          .select({ key: outbox.idempotencyKey })
          .from(outbox)
          .where(eq(outbox.idempotencyKey, `mail.order-confirmation:${id}`))
      ).length;
    expect(await keys(mailed.id)).toBe(1);
    expect(await keys(quiet.id)).toBe(0);
    expect(await keys(refused.id)).toBe(0);
  });

  it('deletes an order with its lines and history, but never an invoiced one', async () => {
    const doomed = await create();
    const answer = await admin.graphql<{ deleteStaffOrder: boolean }>(DELETE, { id: doomed.id, version: 1 });
    expect(answer.data?.deleteStaffOrder).toBe(true);
    expect(await stored(doomed.id)).toEqual({ row: undefined, lines: [], history: [] });
    expect(await get(doomed.id)).toBeNull();
    const notices = (await admin.graphql<{ listNotifications: Array<{ message: string }> }>(NOTICES)).data!
      .listNotifications;
    expect(notices[0]!.message).toBe(`Order ${doomed.shortId} deleted for Golden Wok Takeaways`);

    const invoiced = await create();
    await db().insert(invoice).values({
      orderId: invoiced.id,
      invoiceNumber: 999_001,
      customerId: takeawayId,
      subTotal: '1.00',
      freight: '0',
      cutting: '0',
      gst: '0.15',
      total: '1.15',
    });
    const before = await stored(invoiced.id);
    const refused = await admin.graphql(DELETE, { id: invoiced.id, version: 1 });
    expect(codeOf(refused)).toBe('ORDER_DELETE_FAILED');
    expect(refused.errors?.[0]?.message).toBe('An error occured when deleting this order, please try agian.');
    expect(await stored(invoiced.id)).toEqual(before);
    expect((await get(invoiced.id))!).toMatchObject({ id: invoiced.id });
    const { rows } = await list({
      filter: 'ALL',
      from: invoiced.processingDate,
      to: invoiced.processingDate,
    });
    expect(rows[0]?.invoiceNumber).toEqual(expect.any(Number));
  });

  it('answers null for an unknown or malformed order id', async () => {
    expect(await get('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await get('not-an-id')).toBeNull();
    const missing = await admin.graphql(UPDATE, {
      id: '00000000-0000-4000-8000-000000000000',
      version: 1,
      input: input(),
    });
    expect(codeOf(missing)).toBe('ORDER_NOT_FOUND');
    expect(missing.errors?.[0]?.message).toBe('Invalid Order');
  });

  it('lists orders by status filter, search, date range and page, with the total', async () => {
    const from = '2031-06-01';
    const to = '2031-06-30';
    const dates = ['2031-06-01', '2031-06-02', '2031-06-03', '2031-06-04', '2031-06-05', '2031-06-06'];
    const statuses = ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED', 'PENDING', 'PACKED'];
    const made: AdminOrder[] = [];
    for (const [i, date] of dates.entries()) {
      made.push(
        await create({
          processingDate: date,
          status: statuses[i],
          customerId: i % 2 === 0 ? bistroId : takeawayId,
          line: i % 2 === 0 ? 'A' : 'B',
          purchaseOrder: i === 3 ? 'PO-Zebra-77' : `PO-${i}`,
        }),
      );
    }
    const ids = (rows: Row[]) => rows.map((r) => r.id);
    const newestFirst = [...made].reverse();
    const all = await list({ filter: 'ALL', from, to });
    expect(all.totalCount).toBe(6);
    expect(ids(all.rows)).toEqual(ids(newestFirst as unknown as Row[]));
    const open = await list({ filter: 'DEFAULT', from, to });
    expect(ids(open.rows)).toEqual(
      newestFirst.filter((o) => ['PENDING', 'PACKED'].includes(o.status)).map((o) => o.id),
    );
    for (const status of ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED']) {
      const page = await list({ filter: status, from, to });
      expect(page.rows.map((r) => r.status)).toEqual(
        newestFirst.filter((o) => o.status === status).map(() => status),
      );
      expect(page.totalCount).toBe(page.rows.length);
    }
    const [bistroRow] = await db().select().from(customer).where(eq(customer.id, bistroId));
    const byCompany = await list({
      filter: 'ALL',
      from,
      to,
      search: `  ${bistroRow!.companyName.toUpperCase()} `,
    });
    expect(ids(byCompany.rows)).toEqual(
      newestFirst.filter((o) => o.customer.id === bistroId).map((o) => o.id),
    );
    expect(byCompany.rows[0]).toMatchObject({ companyName: bistroRow!.companyName, customerId: bistroId });
    const byId = await list({ filter: 'ALL', search: made[2]!.shortId.toLowerCase() });
    expect(ids(byId.rows)).toContain(made[2]!.id);
    expect(byId.rows.every((r) => r.id.startsWith(made[2]!.shortId.toLowerCase()) || r.companyName)).toBe(
      true,
    );
    const byPo = await list({ filter: 'ALL', search: 'zebra-77' });
    expect(ids(byPo.rows)).toEqual([made[3]!.id]);
    const range = await list({ filter: 'ALL', from: '2031-06-02', to: '2031-06-04' });
    expect(range.rows.map((r) => r.processingDate)).toEqual(['2031-06-04', '2031-06-03', '2031-06-02']);
    const second = await list({ filter: 'ALL', from, to, offset: 2, limit: 2 });
    expect(second.totalCount).toBe(6);
    expect(ids(second.rows)).toEqual(ids(all.rows).slice(2, 4));
    const past = await list({ filter: 'ALL', from, to, offset: 10, limit: 2 });
    expect(past).toEqual({ totalCount: 6, rows: [] });
    // The count is kept between pages (the server keeps it) and follows every order placed or changed.
    const seventh = await create({ processingDate: '2031-06-07', status: 'PENDING', customerId: bistroId });
    expect((await list({ filter: 'ALL', from, to, offset: 2, limit: 2 })).totalCount).toBe(7);
    const openCount = (await list({ filter: 'DEFAULT', from, to, limit: 1 })).totalCount;
    expect(openCount).toBe(5);
    expect((await update(seventh, { status: 'CANCELLED' })).errors).toBeUndefined();
    expect((await list({ filter: 'DEFAULT', from, to, limit: 1 })).totalCount).toBe(4);
    expect(codeOf(await admin.graphql(LIST, { filter: 'ALL', offset: 0, limit: 101 }))).toBe('BAD_INPUT');
    expect(codeOf(await admin.graphql(LIST, { filter: 'ALL', offset: -1, limit: 10 }))).toBe('BAD_INPUT');
    expect(codeOf(await admin.graphql(LIST, { filter: 'ALL', offset: 0, limit: 10, from: '1/6/2031' }))).toBe(
      'BAD_INPUT',
    );
  });

  it('counts matches up to 1,000 past the page and says more match; a search takes % and _ as written', async () => {
    const template = await create({ processingDate: '2032-03-01', purchaseOrder: 'PO-100%_A' });
    // 1,030 more orders on the same day, from the same customer, one statement.
    await db().execute(sql`
      insert into "order" (customer_id, customer_snapshot, line, price_level_id, order_date, processing_date,
        status, purchase_order)
      select customer_id, customer_snapshot, line, price_level_id, order_date, processing_date, status,
        'BULK-' || g
      from "order", generate_series(1, 1030) g where id = ${template.id}`);
    const capped = `query ($from: String, $to: String, $search: String, $offset: Int!) {
      adminOrders(filter: ALL, from: $from, to: $to, search: $search, offset: $offset, limit: 25) {
        totalCount countIsCapped rows { id } } }`;
    type Capped = {
      adminOrders: { totalCount: number; countIsCapped: boolean; rows: Array<{ id: string }> };
    };
    const page = async (variables: Record<string, unknown>) => {
      const answer = await admin.graphql<Capped>(capped, {
        from: '2032-03-01',
        to: '2032-03-01',
        ...variables,
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.adminOrders;
    };
    const first = await page({ offset: 0 });
    expect(first).toMatchObject({ totalCount: 1000, countIsCapped: true });
    expect(first.rows).toHaveLength(25);
    // Near the cap, the count reaches past the page: every order is there to page to.
    const far = await page({ offset: 1000 });
    expect(far).toMatchObject({ totalCount: 1031, countIsCapped: false });
    expect(far.rows).toHaveLength(25);
    // A search counts to 200 past the page: its matches lie scattered through the list's index.
    expect(await page({ search: 'bulk', offset: 0 })).toMatchObject({ totalCount: 200, countIsCapped: true });
    expect(await page({ search: 'bulk', offset: 200 })).toMatchObject({
      totalCount: 400,
      countIsCapped: true,
    });
    const bulk = await page({ search: 'bulk-10', offset: 0 });
    // bulk-10, bulk-100 … bulk-109, bulk-1000 … bulk-1030: exact below the cap.
    expect(bulk).toMatchObject({ totalCount: 1 + 10 + 31, countIsCapped: false });
    // A search's last page gives the count without counting; past the end, the count is still right.
    const bulkLast = await page({ search: 'bulk-10', offset: 25 });
    expect(bulkLast).toMatchObject({ totalCount: 42, countIsCapped: false });
    expect(bulkLast.rows).toHaveLength(17);
    expect(await page({ search: 'bulk-10', offset: 50 })).toEqual({
      totalCount: 42,
      countIsCapped: false,
      rows: [],
    });
    // % and _ are the characters themselves, not wildcards.
    const literal = await page({ search: '100%_a', offset: 0 });
    expect(literal.rows.map((r) => r.id)).toEqual([template.id]);
    expect((await page({ search: 'po-1%a', offset: 0 })).totalCount).toBe(0);
    expect((await page({ search: 'bulk_1', offset: 0 })).totalCount).toBe(0);
    await db().execute(sql`delete from "order" where processing_date = '2032-03-01'`);
  });

  it('shows an order whose customer is gone as an unknown customer', async () => {
    const [gone] = await db()
      .insert(customer)
      .values({
        code: 'GONE001',
        firstName: 'Ghost',
        lastName: 'Kitchen',
        email: 'ghost@kitchen.test',
        companyName: 'Ghost Kitchen',
        customerLevel: 'C',
      })
      .returning();
    const made = await create({ customerId: gone!.id, line: 'C', processingDate: '2031-07-15' });
    await db().delete(customer).where(eq(customer.id, gone!.id));
    const { rows } = await list({ filter: 'ALL', from: '2031-07-15', to: '2031-07-15' });
    expect(rows).toEqual([expect.objectContaining({ id: made.id, customerId: null, companyName: null })]);
    const view = await get(made.id);
    expect(view!.customer).toMatchObject({ id: null, companyName: 'Ghost Kitchen', exists: false });
  });

  it('shows an archived customer’s order as unknown, still saves it, and moves no order to them', async () => {
    const [archived] = await db()
      .insert(customer)
      .values({
        code: 'ARCH001',
        firstName: 'Old',
        lastName: 'Diner',
        email: 'old@diner.test',
        companyName: 'Old Diner',
        customerLevel: 'C',
      })
      .returning();
    const made = await create({ customerId: archived!.id, line: 'C', processingDate: '2031-07-16' });
    await db().update(customer).set({ archivedAt: new Date() }).where(eq(customer.id, archived!.id));
    const { rows } = await list({ filter: 'ALL', from: '2031-07-16', to: '2031-07-16' });
    expect(rows).toEqual([expect.objectContaining({ id: made.id, companyName: null })]);
    const view = (await get(made.id))!;
    expect(view.customer).toMatchObject({ id: archived!.id, companyName: 'Old Diner', exists: false });
    // Staff can still change its status.
    const cancelled = await update(view, { status: 'CANCELLED' });
    expect(cancelled.errors).toBeUndefined();
    expect(cancelled.data!.updateStaffOrder.status).toBe('CANCELLED');
    // But no new order, and no other order, goes to them.
    const refused = await admin.graphql(CREATE, { input: input({ customerId: archived!.id }), mail: false });
    expect(codeOf(refused)).toBe('NOT_FOUND');
    const other = await create();
    const moved = await update(other, { customerId: archived!.id });
    expect(codeOf(moved)).toBe('NOT_FOUND');
    expect((await get(other.id))!.version).toBe(other.version);
  });

  it('never charges freight on a pick-up, even when staff type one', async () => {
    const made = await create({ isDelivery: false, freight: 1500 });
    expect(made.freight).toBe(0);
    expect(made.totals.freight).toBe(0);
    const delivered = await update(made, { isDelivery: true, freight: 1500 });
    expect(delivered.data!.updateStaffOrder.freight).toBe(1500);
    const pickedUp = await update(delivered.data!.updateStaffOrder, { isDelivery: false, freight: 1500 });
    expect(pickedUp.data!.updateStaffOrder.freight).toBe(0);
  });

  it('saves while the settings are being read afresh (after a settings change)', async () => {
    const made = await create();
    app.services.events.publish('settings', { changed: true });
    const saved = await update(made, { notes: 'Settings just changed' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateStaffOrder.notes).toBe('Settings just changed');
  });

  it('prices kept lines from the new customer’s level when the order moves to another customer', async () => {
    const made = await create({ customerId: takeawayId }, [{ productId: kg.id, quantity: 2 }]);
    expect(made.lines[0]!.unitPrice).toBe(kg.defaultPrice);
    const moved = await update(made, { customerId: bistroId });
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateStaffOrder.lines[0]).toMatchObject({
      unitPrice: kg.bistroPrice,
      priceOverridden: false,
    });
  });

  it('offers products at the customer’s price, and finds customers with their phone and level', async () => {
    const atBistro = (
      await admin.graphql<{ staffOrderProducts: Array<{ id: string; price: number; isEnabled: boolean }> }>(
        PRODUCTS,
        { customerId: bistroId, limit: 1000 },
      )
    ).data!.staffOrderProducts;
    const atDefault = (
      await admin.graphql<{ staffOrderProducts: Array<{ id: string; price: number }> }>(PRODUCTS, {
        limit: 1000,
      })
    ).data!.staffOrderProducts;
    expect(atBistro.find((p) => p.id === kg.id)?.price).toBe(kg.bistroPrice);
    expect(atDefault.find((p) => p.id === kg.id)?.price).toBe(kg.defaultPrice);
    expect(atBistro.every((p) => p.isEnabled)).toBe(true);
    const [disabled] = await db()
      .select({ id: product.id })
      .from(product)
      .where(eq(product.isEnabled, false))
      .limit(1);
    if (disabled) expect(atBistro.some((p) => p.id === disabled.id)).toBe(false);
    const searched = (
      await admin.graphql<{ staffOrderProducts: Array<{ id: string; name: string; categoryId: string }> }>(
        PRODUCTS,
        { search: kg.name.toLowerCase(), limit: 5 },
      )
    ).data!.staffOrderProducts;
    expect(searched[0]?.id).toBe(kg.id);
    const inCategory = (
      await admin.graphql<{ staffOrderProducts: Array<{ categoryId: string }> }>(PRODUCTS, {
        categoryId: searched[0]!.categoryId,
      })
    ).data!.staffOrderProducts;
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((p) => p.categoryId === searched[0]!.categoryId)).toBe(true);
    expect(codeOf(await admin.graphql(PRODUCTS, { limit: 0 }))).toBe('BAD_INPUT');

    const [bistroRow] = await db().select().from(customer).where(eq(customer.id, bistroId));
    const found = (
      await admin.graphql<{ searchCustomers: Array<Record<string, unknown>> }>(SEARCH_CUSTOMERS, {
        search: bistroRow!.companyName.slice(0, 8),
      })
    ).data!.searchCustomers;
    expect(found).toContainEqual(
      expect.objectContaining({
        id: bistroId,
        phone: bistroRow!.mobile,
        customerLevel: bistroRow!.customerLevel,
        priceLevelName: expect.any(String),
      }),
    );
  });
});
