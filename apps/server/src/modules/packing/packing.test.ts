import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packingDay } from '@cleaver/domain/cutoff';
import { PACKED_WEIGHT_MESSAGES } from '@cleaver/domain/packing';
import { shortOrderId } from '@cleaver/domain/status';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, notification, order, orderChange, orderLine, product } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { clearThrottle, codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LINE = 'id productName productCode productUnit productGroup quantity packedWeight notes farOff';
const ORDER = `id shortId version companyName isDelivery purchaseOrder notes status lines { ${LINE} }`;
const BOARD = `query ($date: String) { packingBoard(processingDate: $date) { processingDate orders { ${ORDER} } } }`;
const PICK_LIST = `query ($date: String) { pickList(processingDate: $date) { processingDate orderCount pdfUrl
  groups { group products { productId productName productCode unit quantity packedWeight
    orders { orderId shortId companyName quantity } } } } }`;
const PICK_LIST_NOTES = `query ($date: String) { pickList(processingDate: $date) {
  groups { products { productId orders { orderId notes orderNotes cuttingCharged } } } } }`;
const SET_WEIGHT = `mutation ($lineId: ID!, $weight: Float) {
  setPackedWeight(lineId: $lineId, packedWeight: $weight) { orderId version line { ${LINE} } } }`;
const MARK_PACKED = `mutation ($id: ID!, $confirmFarOff: Boolean) {
  markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) { ${ORDER} } }`;
const CREATE = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id version lines { id productId } } }`;
const ADMIN_ORDER = `query ($id: ID!) { adminOrder(id: $id) { id version status processingDate line isDelivery
  purchaseOrder notes cutting customer { id } lines { productId quantity notes packedWeight }
  history { version actorName summary changes { field before after } } } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
  updateStaffOrder(id: $id, version: $version, input: $input) { id version } }`;
const EVENTS = 'subscription { adminOrderChanged { action orderId version actorName } }';

type Line = {
  id: string;
  productName: string;
  productUnit: string;
  productGroup: string;
  quantity: number;
  packedWeight: number | null;
  farOff: boolean;
};
type PackingOrder = {
  id: string;
  shortId: string;
  version: number;
  companyName: string | null;
  status: string;
  lines: Line[];
};
type Answer<T> = { data: T | null; errors?: Array<{ message: string; extensions?: { code?: string } }> };
type Product = { id: string; name: string; code: string; group: string };
type PickListAnswer = {
  pickList: {
    processingDate: string;
    orderCount: number;
    pdfUrl: string;
    groups: Array<{
      group: string;
      products: Array<{
        productId: string | null;
        productName: string;
        unit: string;
        quantity: number;
        packedWeight: number | null;
        orders: Array<{ shortId: string; companyName: string; quantity: number }>;
      }>;
    }>;
  };
};

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pick-list-'));
  try {
    const file = join(dir, 'pick-list.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(TEST_DATABASES)('the packing board and pick list on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let bistroCompany: string;
  let takeawayCompany: string;
  let kg: Product;
  let each: Product;
  // Each test's orders sit on their own day in 2033, away from the seeded ones.
  let day = 0;
  const nextDay = () => {
    day += 1;
    return `2033-0${1 + Math.floor(day / 28)}-${String(1 + (day % 28)).padStart(2, '0')}`;
  };
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const companies = await db().select({ id: customer.id, name: customer.companyName }).from(customer);
    bistroCompany = companies.find((c) => c.id === bistroId)!.name;
    takeawayCompany = companies.find((c) => c.id === takeawayId)!.name;
    const pick = async (unit: string) => {
      const [row] = await db()
        .select({ id: product.id, name: product.name, code: product.code, group: product.productGroup })
        .from(product)
        .where(and(eq(product.isEnabled, true), eq(product.inStock, true), eq(product.unit, unit)))
        .orderBy(asc(product.code))
        .limit(1);
      return row!;
    };
    kg = await pick('KG');
    each = await pick('EACH');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });

  /** A PENDING pick-up order made by staff; its line ids in the order given. */
  async function create(
    customerId: string,
    date: string,
    lines: Array<{ productId: string; quantity: number }>,
  ) {
    const answer = await admin.graphql<{
      createStaffOrder: { id: string; version: number; lines: Array<{ id: string }> };
    }>(CREATE, {
      input: {
        customerId,
        processingDate: date,
        status: 'PENDING',
        isDelivery: false,
        line: 'B',
        freight: null,
        cutting: 0,
        purchaseOrder: '',
        notes: '',
        lines: lines.map((l) => ({ ...l, notes: '' })),
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createStaffOrder;
  }

  async function board(
    date: string | null,
  ): Promise<Answer<{ packingBoard: { processingDate: string; orders: PackingOrder[] } }>> {
    return admin.graphql(BOARD, { date });
  }

  function setWeight(lineId: string, weight: number | null, client = admin) {
    return client.graphql<{ setPackedWeight: { orderId: string; version: number; line: Line } }>(SET_WEIGHT, {
      lineId,
      weight,
    });
  }

  async function stored(lineId: string) {
    const [row] = await db()
      .select({ packedWeight: orderLine.packedWeight, version: order.version, status: order.status })
      .from(orderLine)
      .innerJoin(order, eq(order.id, orderLine.orderId))
      .where(eq(orderLine.id, lineId));
    return row!;
  }

  const noticeCount = async () => (await db().select({ n: count() }).from(notification))[0]!.n;

  it('refuses guests and customers every field and the PDF', async () => {
    const o = await create(bistroId, nextDay(), [{ productId: kg.id, quantity: 2 }]);
    const lineId = o.lines[0]!.id;
    for (const [client, code, status] of [
      [guest, 'UNAUTHENTICATED', 401],
      [bistro, 'FORBIDDEN', 403],
    ] as const) {
      const answers: Array<Answer<unknown>> = [
        await client.graphql(BOARD, { date: null }),
        await client.graphql(PICK_LIST, { date: null }),
        await setWeight(lineId, 1.5, client),
        await client.graphql(MARK_PACKED, { id: o.id }),
      ];
      expect(answers.map(codeOf)).toEqual([code, code, code, code]);
      const pdf = await client.request('/api/admin/pick-list.pdf?date=2033-01-02');
      expect(pdf.status).toBe(status);
      expect(pdf.headers.get('content-type')).not.toContain('pdf');
    }
    expect(await stored(lineId)).toMatchObject({ packedWeight: null, version: 1, status: 'PENDING' });
  });

  it('lists a date’s PENDING and PACKED orders by company, and the packing floor’s day by default', async () => {
    const date = nextDay();
    const a = await create(takeawayId, date, [{ productId: kg.id, quantity: 2 }]);
    const b = await create(bistroId, date, [
      { productId: each.id, quantity: 3 },
      { productId: kg.id, quantity: 1.5 },
    ]);
    const done = await create(bistroId, date, [{ productId: kg.id, quantity: 1 }]);
    await db().update(order).set({ status: 'COMPLETED' }).where(eq(order.id, done.id));
    const answer = await board(date);
    expect(answer.errors).toBeUndefined();
    const orders = answer.data!.packingBoard.orders;
    const expected = [
      { id: a.id, company: takeawayCompany },
      { id: b.id, company: bistroCompany },
    ].sort((x, y) => x.company.localeCompare(y.company, 'en-NZ', { sensitivity: 'base' }));
    expect(orders.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    const bistroOrder = orders.find((o) => o.id === b.id)!;
    expect(bistroOrder).toMatchObject({ companyName: bistroCompany, status: 'PENDING', version: 1 });
    expect(
      bistroOrder.lines.map((l) => [
        l.productName,
        l.productUnit,
        l.productGroup,
        l.quantity,
        l.packedWeight,
        l.farOff,
      ]),
    ).toEqual([
      [each.name, 'EACH', each.group, 3, null, false],
      [kg.name, 'KG', kg.group, 1.5, null, false],
    ]);

    // No date: the packing floor's day (near the real time: sessions expire on this clock too).
    try {
      for (const hours of [0, 20]) {
        const now = new Date(Date.now() + hours * 3_600_000);
        app.setNow(now);
        const next = packingDay(now, await app.services.settings.closedDayLookup());
        expect((await board(null)).data!.packingBoard.processingDate).toBe(next);
        const list = await admin.graphql<PickListAnswer>(PICK_LIST, { date: null });
        expect(list.data!.pickList.processingDate).toBe(next);
      }
    } finally {
      app.setNow(null);
    }
    expect(codeOf(await board('2033-02-30'))).toBe('BAD_INPUT');
    expect(codeOf(await board('tomorrow'))).toBe('BAD_INPUT');
  });

  it('saves and clears a packed weight: version up, history written, no notice, event published', async () => {
    const o = await create(bistroId, nextDay(), [
      { productId: kg.id, quantity: 2 },
      { productId: each.id, quantity: 4 },
    ]);
    const [kgLine, eachLine] = o.lines.map((l) => l.id) as [string, string];
    const notices = await noticeCount();
    // The order's own ADDED event may still be on its way (PostgreSQL's NOTIFY): wait for the weight's.
    const stream = await admin.firstEvent<{ adminOrderChanged: { orderId: string; version: number } }>(
      EVENTS,
      (e) => e.data?.adminOrderChanged.orderId === o.id && e.data.adminOrderChanged.version === 2,
    );

    const saved = await setWeight(kgLine, 2.13);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setPackedWeight).toMatchObject({
      orderId: o.id,
      version: 2,
      line: { id: kgLine, quantity: 2, packedWeight: 2.13, farOff: false },
    });
    expect((await stream.event).data!.adminOrderChanged).toMatchObject({
      orderId: o.id,
      version: 2,
      action: 'UPDATED',
    });
    expect(await stored(kgLine)).toMatchObject({ packedWeight: '2.130', version: 2, status: 'PENDING' });

    const far = await setWeight(eachLine, 5);
    expect(far.data!.setPackedWeight).toMatchObject({ version: 3, line: { packedWeight: 5, farOff: true } });
    // The same weight again changes nothing.
    expect((await setWeight(eachLine, 5)).data!.setPackedWeight.version).toBe(3);
    const cleared = await setWeight(kgLine, null);
    expect(cleared.data!.setPackedWeight).toMatchObject({
      version: 4,
      line: { packedWeight: null, farOff: false },
    });
    expect(await stored(kgLine)).toMatchObject({ packedWeight: null, version: 4 });

    const history = await db()
      .select({ version: orderChange.version, summary: orderChange.summary, changes: orderChange.changes })
      .from(orderChange)
      .where(eq(orderChange.orderId, o.id))
      .orderBy(desc(orderChange.version));
    expect(history.slice(0, 3)).toEqual([
      {
        version: 4,
        summary: `Packed weight of ${kg.name}`,
        changes: [{ field: `Packed weight of ${kg.name}`, before: '2.130 KG', after: null }],
      },
      {
        version: 3,
        summary: `Packed weight of ${each.name}`,
        changes: [{ field: `Packed weight of ${each.name}`, before: null, after: '5 Each' }],
      },
      {
        version: 2,
        summary: `Packed weight of ${kg.name}`,
        changes: [{ field: `Packed weight of ${kg.name}`, before: null, after: '2.130 KG' }],
      },
    ]);
    expect(await noticeCount()).toBe(notices);
  });

  it('saves weights typed at once on one order one after another (row lock)', async () => {
    const o = await create(takeawayId, nextDay(), [
      { productId: kg.id, quantity: 1 },
      { productId: each.id, quantity: 2 },
    ]);
    const answers = await Promise.all(
      [0.5, 0.75, 1.25, 1.5].map((w, i) => setWeight(o.lines[i % 2]!.id, w + i)),
    );
    expect(answers.map(codeOf)).toEqual([null, null, null, null]);
    expect(answers.map((a) => a.data!.setPackedWeight.version).sort()).toEqual([2, 3, 4, 5]);
    const versions = await db()
      .select({ version: orderChange.version })
      .from(orderChange)
      .where(eq(orderChange.orderId, o.id))
      .orderBy(asc(orderChange.version));
    expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses bad weights and changes nothing', async () => {
    const o = await create(bistroId, nextDay(), [{ productId: kg.id, quantity: 2 }]);
    const lineId = o.lines[0]!.id;
    await setWeight(lineId, 1.9);
    for (const [weight, message] of [
      [-0.5, PACKED_WEIGHT_MESSAGES.range],
      [0, PACKED_WEIGHT_MESSAGES.range],
      // A typo's extra digit against a 10 kg line once became a $1.48M invoice: a weight has a quantity's bounds.
      [99999, PACKED_WEIGHT_MESSAGES.range],
      [9999.001, PACKED_WEIGHT_MESSAGES.range],
      [100000, PACKED_WEIGHT_MESSAGES.range],
      [2.1234, PACKED_WEIGHT_MESSAGES.decimals],
    ] as const) {
      const answer = await setWeight(lineId, weight);
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(answer.errors![0]!.message).toBe(message);
    }
    expect(codeOf(await setWeight('not-a-line', 1))).toBe('NOT_FOUND');
    expect(codeOf(await setWeight('00000000-0000-4000-8000-000000000000', 1))).toBe('NOT_FOUND');
    expect(await stored(lineId)).toMatchObject({ packedWeight: '1.900', version: 2 });
  });

  it('refuses weights and packing once the order is invoiced or cancelled', async () => {
    const o = await create(takeawayId, nextDay(), [{ productId: kg.id, quantity: 2 }]);
    const lineId = o.lines[0]!.id;
    for (const status of ['COMPLETED', 'CANCELLED']) {
      await db().update(order).set({ status }).where(eq(order.id, o.id));
      expect(codeOf(await setWeight(lineId, 2))).toBe('PACKING_CLOSED');
      expect(codeOf(await admin.graphql(MARK_PACKED, { id: o.id }))).toBe('PACKING_CLOSED');
      expect(await stored(lineId)).toMatchObject({ packedWeight: null, version: 1, status });
    }
  });

  it('marks an order packed: blank lines packed as ordered, one notice, history', async () => {
    const o = await create(takeawayId, nextDay(), [
      { productId: kg.id, quantity: 2.5 },
      { productId: each.id, quantity: 3 },
    ]);
    const [kgLine, eachLine] = o.lines.map((l) => l.id) as [string, string];
    await setWeight(kgLine, 2.61);
    const notices = await noticeCount();
    const answer = await admin.graphql<{ markOrderPacked: PackingOrder }>(MARK_PACKED, { id: o.id });
    expect(answer.errors).toBeUndefined();
    const packed = answer.data!.markOrderPacked;
    expect(packed).toMatchObject({ id: o.id, status: 'PACKED', version: 3 });
    expect(packed.lines.map((l) => [l.id, l.packedWeight])).toEqual([
      [kgLine, 2.61],
      [eachLine, 3],
    ]);
    expect(await noticeCount()).toBe(notices + 1);
    const [notice] = await db().select().from(notification).orderBy(desc(notification.createdAt)).limit(1);
    expect(notice).toMatchObject({
      message: `Order ${packed.shortId} packed for ${takeawayCompany}`,
      orderId: o.id,
    });
    const view = await admin.graphql<{
      adminOrder: { status: string; history: Array<{ version: number; changes: unknown[] }> };
    }>(ADMIN_ORDER, { id: o.id });
    expect(view.data!.adminOrder.status).toBe('PACKED');
    expect(view.data!.adminOrder.history[0]).toMatchObject({
      version: 3,
      changes: [
        { field: 'Status', before: 'PENDING', after: 'PACKED' },
        { field: `Packed weight of ${each.name}`, before: null, after: '3 Each' },
      ],
    });
    // Weights stay open on a PACKED order.
    expect((await setWeight(kgLine, 2.6)).data!.setPackedWeight).toMatchObject({ version: 4 });
    expect(codeOf(await admin.graphql(MARK_PACKED, { id: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'ORDER_NOT_FOUND',
    );
  });

  it('asks before packing lines far off what was ordered, naming them, and packs once confirmed', async () => {
    const o = await create(takeawayId, nextDay(), [
      { productId: kg.id, quantity: 10 },
      { productId: each.id, quantity: 4 },
    ]);
    const [kgLine, eachLine] = o.lines.map((l) => l.id) as [string, string];
    await setWeight(kgLine, 12.6); // 26 % over
    await setWeight(eachLine, 4);
    const refused = await admin.graphql(MARK_PACKED, { id: o.id });
    expect(codeOf(refused)).toBe('PACKED_WEIGHTS_FAR_OFF');
    expect(refused.errors![0]!.message).toBe(
      `This line is packed more than 20 % off what was ordered: ${kg.name}: 12.600 KG packed, 10.00 KG ordered ` +
        '(26 % over ordered). Check the weights, then confirm Mark packed.',
    );
    expect(await stored(kgLine)).toMatchObject({ status: 'PENDING', version: 3 });
    // Exactly 20 % off is not far off.
    await setWeight(kgLine, 12);
    const within = await admin.graphql<{ markOrderPacked: PackingOrder }>(MARK_PACKED, { id: o.id });
    expect(within.errors).toBeUndefined();
    expect(within.data!.markOrderPacked.status).toBe('PACKED');

    const other = await create(takeawayId, nextDay(), [{ productId: kg.id, quantity: 10 }]);
    await setWeight(other.lines[0]!.id, 7.5);
    const confirmed = await admin.graphql<{ markOrderPacked: PackingOrder }>(MARK_PACKED, {
      id: other.id,
      confirmFarOff: true,
    });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.markOrderPacked).toMatchObject({ status: 'PACKED' });
  });

  it('refuses to pack an order past the total an order may come to, with staff’s words', async () => {
    const o = await create(takeawayId, nextDay(), [{ productId: kg.id, quantity: 9000 }]);
    // 9,999 kg is a weight in range; at this product's price it may still take the order past $1,000,000.
    await db().update(orderLine).set({ unitPrice: '150.00' }).where(eq(orderLine.orderId, o.id));
    await setWeight(o.lines[0]!.id, 9999);
    const refused = await admin.graphql(MARK_PACKED, { id: o.id });
    expect(codeOf(refused)).toBe('STAFF_ORDER_TOO_LARGE');
    expect(refused.errors![0]!.message).toMatch(
      /^This order would come to \$1,[\d,]+\.\d\d, more than the \$1,000,000\.00 an order may come to\. Check the quantities and supplied weights/,
    );
    expect(refused.errors![0]!.message).not.toContain('call us');
    expect(await stored(o.lines[0]!.id)).toMatchObject({ status: 'PENDING' });
  });

  it('shows the customer packed weights only once the order is packed', async () => {
    const o = await create(bistroId, nextDay(), [{ productId: kg.id, quantity: 2 }]);
    const lineId = o.lines[0]!.id;
    await setWeight(lineId, 2.13);
    const mine = async () =>
      (
        await bistro.graphql<{
          getMyOrder: { status: string; lines: Array<{ packedWeight: number | null }> };
        }>('query ($id: ID!) { getMyOrder(id: $id) { status lines { packedWeight } } }', { id: o.id })
      ).data!.getMyOrder;
    expect(await mine()).toEqual({ status: 'PENDING', lines: [{ packedWeight: null }] });
    await admin.graphql(MARK_PACKED, { id: o.id });
    // Customers see PACKED as PENDING, with the weights.
    expect(await mine()).toEqual({ status: 'PENDING', lines: [{ packedWeight: 2.13 }] });
  });

  it('refuses an order screen’s save over a packed weight (ORDER_STALE)', async () => {
    const o = await create(bistroId, nextDay(), [{ productId: kg.id, quantity: 2 }]);
    const read = await admin.graphql<{
      adminOrder: {
        version: number;
        processingDate: string;
        customer: { id: string };
        lines: Array<{ productId: string; quantity: number }>;
      };
    }>(ADMIN_ORDER, { id: o.id });
    const screen = read.data!.adminOrder;
    await setWeight(o.lines[0]!.id, 2.2);
    const save = await admin.graphql(UPDATE, {
      id: o.id,
      version: screen.version,
      input: {
        customerId: screen.customer.id,
        processingDate: screen.processingDate,
        status: 'PENDING',
        isDelivery: false,
        line: 'B',
        freight: null,
        cutting: 0,
        purchaseOrder: '',
        notes: '',
        lines: [{ productId: kg.id, quantity: 3, notes: '' }],
      },
    });
    expect(codeOf(save)).toBe('ORDER_STALE');
    expect(await stored(o.lines[0]!.id)).toMatchObject({ packedWeight: '2.200', version: 2 });
  });

  it('sums the pick list across orders, and prints it', async () => {
    const date = nextDay();
    const first = await create(bistroId, date, [
      { productId: kg.id, quantity: 2.5 },
      { productId: each.id, quantity: 3 },
    ]);
    const second = await create(takeawayId, date, [{ productId: kg.id, quantity: 1.2 }]);
    const third = await create(takeawayId, date, [{ productId: kg.id, quantity: 0.35 }]);
    const cancelled = await create(bistroId, date, [{ productId: kg.id, quantity: 9 }]);
    await db().update(order).set({ status: 'CANCELLED' }).where(eq(order.id, cancelled.id));
    await setWeight(first.lines[0]!.id, 2.61);
    await setWeight(second.lines[0]!.id, 1.1);

    const answer = await admin.graphql<PickListAnswer>(PICK_LIST, { date });
    expect(answer.errors).toBeUndefined();
    const list = answer.data!.pickList;
    expect(list).toMatchObject({
      processingDate: date,
      orderCount: 3,
      pdfUrl: `/api/admin/pick-list.pdf?date=${date}`,
    });
    const products = list.groups.flatMap((g) => g.products.map((p) => ({ ...p, group: g.group })));
    const kgRow = products.find((p) => p.productId === kg.id)!;
    // 2.5 + 1.2 + 0.35 ordered; 2.61 + 1.1 packed so far.
    expect(kgRow).toMatchObject({ group: kg.group, unit: 'KG', quantity: 4.05, packedWeight: 3.71 });
    const byCompany = (
      x: { companyName: string; shortId: string },
      y: { companyName: string; shortId: string },
    ) =>
      x.companyName.localeCompare(y.companyName, 'en-NZ', { sensitivity: 'base' }) ||
      x.shortId.localeCompare(y.shortId);
    const expectedOrders = [
      { shortId: shortOrderId(first.id), companyName: bistroCompany, quantity: 2.5 },
      { shortId: shortOrderId(second.id), companyName: takeawayCompany, quantity: 1.2 },
      { shortId: shortOrderId(third.id), companyName: takeawayCompany, quantity: 0.35 },
    ].sort(byCompany);
    expect(
      kgRow.orders.map(({ shortId, companyName, quantity }) => ({ shortId, companyName, quantity })),
    ).toEqual(expectedOrders);
    expect(products.find((p) => p.productId === each.id)).toMatchObject({
      group: each.group,
      unit: 'EACH',
      quantity: 3,
      packedWeight: null,
      orders: [{ companyName: bistroCompany, quantity: 3 }],
    });

    const response = await admin.request(list.pdfUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = pdfText(Buffer.from(await response.arrayBuffer()));
    const [y, m, d] = date.split('-');
    expect(text).toContain('Pick list');
    expect(text).toContain(`${d}/${m}/${y}`);
    expect(text).toContain('3 orders');
    for (const needle of [
      kg.group,
      each.group,
      kg.name,
      each.name,
      '4.05 KG',
      '3.710 KG',
      '3 Each',
      '2.50 KG',
      '0.35 KG',
    ]) {
      expect(text).toContain(needle);
    }
    expect(text).toContain(bistroCompany);
    expect(text).toContain(takeawayCompany);
    expect(text).not.toContain('9.00 KG');

    expect((await admin.request('/api/admin/pick-list.pdf?date=2033-13-01')).status).toBe(400);
  });

  it('answers each order’s line notes, cutting and notes with the pick list, and prints them', async () => {
    const date = nextDay();
    const place = async (customerId: string, cutting: number, notes: string, lineNote: string) => {
      const answer = await admin.graphql<{ createStaffOrder: { id: string } }>(CREATE, {
        input: {
          customerId,
          processingDate: date,
          status: 'PENDING',
          isDelivery: false,
          line: 'B',
          freight: null,
          cutting,
          purchaseOrder: '',
          notes,
          lines: [{ productId: kg.id, quantity: 1, notes: lineNote }],
        },
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.createStaffOrder.id;
    };
    const cut = await place(bistroId, 1250, 'Rump into 200 g steaks', 'skin off, diced 2cm');
    const plain = await place(takeawayId, 0, '', '');

    const answer = await admin.graphql<{
      pickList: {
        groups: Array<{
          products: Array<{
            productId: string | null;
            orders: Array<{ orderId: string; notes: string; orderNotes: string; cuttingCharged: boolean }>;
          }>;
        }>;
      };
    }>(PICK_LIST_NOTES, { date });
    expect(answer.errors).toBeUndefined();
    const kgRow = answer.data!.pickList.groups.flatMap((g) => g.products).find((p) => p.productId === kg.id)!;
    expect(kgRow.orders.find((o) => o.orderId === cut)).toEqual({
      orderId: cut,
      notes: 'skin off, diced 2cm',
      orderNotes: 'Rump into 200 g steaks',
      cuttingCharged: true,
    });
    expect(kgRow.orders.find((o) => o.orderId === plain)).toEqual({
      orderId: plain,
      notes: '',
      orderNotes: '',
      cuttingCharged: false,
    });

    const text = pdfText(
      Buffer.from(await (await admin.request(`/api/admin/pick-list.pdf?date=${date}`)).arrayBuffer()),
    );
    expect(text).toContain('Note: skin off, diced 2cm');
    expect(text).toContain('Cutting: Rump into 200 g steaks');
  });
});
