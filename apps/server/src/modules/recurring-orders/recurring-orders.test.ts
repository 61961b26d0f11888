import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { isDomainError } from '@cleaver/domain/errors';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, outbox, product, recurringOrder, recurringOrderLine } from '../../db/schema.ts';
import { ProductionHttp } from '../../integrations/production/production-http.ts';
import {
  type ExternalScheduledOrder,
  ScheduledOrderHandlers,
} from '../../integrations/production/scheduled-order-handlers.ts';
import type { ApiClient } from '../../test/client.ts';
import { startAppWithContractServers } from '../../test/contract-servers.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import type { ProductionContractServer } from '../../test/production-contract-server.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const RUN = 'dueDate processingDate text movedPast { date name publicHoliday }';
const FULL = `id isActive frequency startingDate selectedDays frequencyText isDelivery freight cutting notes
  lastGeneratedDate updatedAt version updatedByName
  customer { id companyName customerCode isActive }
  lines { id productId productName unit quantity notes available unitPrice }
  nextRuns { ${RUN} }`;
const GET = `query ($id: ID!) { recurringOrder(id: $id) { ${FULL} } }`;
const LIST = `query ($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {
  recurringOrders(filter: $filter, search: $search, offset: $offset, limit: $limit) {
    total rows { id companyName frequency selectedDays frequencyText isActive nextRun { ${RUN} } } } }`;
const MINE = `{ myRecurringOrders { id frequencyText startingDate isDelivery
  lines { productName unit quantity } nextRuns { ${RUN} } } }`;
const CREATE = `mutation ($input: RecurringOrderInput!) { createRecurringOrder(input: $input) { ${FULL} } }`;
const UPDATE = `mutation ($id: ID!, $version: Int!, $input: RecurringOrderInput!) {
  updateRecurringOrder(id: $id, version: $version, input: $input) { ${FULL} } }`;
const SET_ACTIVE = `mutation ($id: ID!, $version: Int!, $isActive: Boolean!) {
  setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) { ${FULL} } }`;
/** The version a standing order is at now, as the screen would have read it. */
let versionOf: (id: string) => Promise<number>;

const DELETE = 'mutation ($id: ID!, $version: Int!) { deleteRecurringOrder(id: $id, version: $version) }';

type Run = {
  dueDate: string;
  processingDate: string;
  text: string;
  movedPast: Array<{ date: string; name: string; publicHoliday: boolean }>;
};
type Full = {
  id: string;
  isActive: boolean;
  frequency: string;
  selectedDays: number[];
  frequencyText: string;
  isDelivery: boolean | null;
  freight: number | null;
  cutting: number;
  lastGeneratedDate: string | null;
  customer: { id: string; companyName: string };
  lines: Array<{ productId: string; quantity: number; available: boolean; unitPrice: number | null }>;
  nextRuns: Run[];
};
type Row = { id: string; companyName: string; frequency: string; isActive: boolean; nextRun: Run | null };
type LineInput = { productId: string; quantity: number; notes?: string };

// Wednesday 1 April 2026, 10:00 in Auckland: the coming Monday is Easter Monday.
const WEDNESDAY_BEFORE_EASTER = new Date('2026-04-01T10:00:00+13:00');

describe.each(TEST_DATABASES)('standing orders on $name', ({ url }) => {
  let contract: ProductionContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let takeaway: ApiClient;
  let guest: ApiClient;
  let bistroId: string;
  let takeawayId: string;
  let products: string[];

  beforeAll(async () => {
    ({ app, production: contract } = await startAppWithContractServers({
      databaseUrl: url,
      production: true,
      extraEnv: { SCHEDULER: 'off' },
    }));
    app.setNow(WEDNESDAY_BEFORE_EASTER);
    versionOf = async (id) => {
      const [row] = await app.database.db
        .select({ version: recurringOrder.version })
        .from(recurringOrder)
        .where(eq(recurringOrder.id, id));
      return row?.version ?? 1;
    };
    ({ admin, bistro, takeaway, guest } = await signedInClients(app, ['admin', 'bistro', 'takeaway']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
    takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    products = (
      await app.database.db
        .select({
          id: product.id,
          isEnabled: product.isEnabled,
          inStock: product.inStock,
          type: product.type,
        })
        .from(product)
        .orderBy(asc(product.code))
    )
      .filter((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT')
      .map((p) => p.id)
      .slice(0, 4);
  });
  afterAll(async () => {
    await app?.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    customerId: bistroId,
    frequency: 'WEEKLY',
    startingDate: '2026-03-01',
    selectedDays: [4, 1],
    isDelivery: true,
    freight: null,
    cutting: 250,
    notes: 'Back door',
    lines: [
      { productId: products[0]!, quantity: 2.5 },
      { productId: products[1]!, quantity: 3, notes: 'Thin' },
    ] satisfies LineInput[],
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await admin.graphql<{ createRecurringOrder: Full }>(CREATE, { input: input(overrides) });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createRecurringOrder;
  };
  const get = async (id: string) =>
    (await admin.graphql<{ recurringOrder: Full | null }>(GET, { id })).data!.recurringOrder;
  const list = async (variables: { filter: string; search?: string; offset?: number; limit?: number }) => {
    const answer = await admin.graphql<{ recurringOrders: { total: number; rows: Row[] } }>(LIST, {
      offset: 0,
      limit: 100,
      ...variables,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.recurringOrders;
  };
  const newestNotice = async () => (await app.services.notifications.list())[0]?.message;
  const standingOrderCount = async () => (await app.database.db.select().from(recurringOrder)).length;

  it('is staff’s: guests and customers are refused every staff field, admins the customer’s list', async () => {
    const someId = (await app.database.db.select({ id: recurringOrder.id }).from(recurringOrder))[0]!.id;
    const staffCalls: Array<[string, Record<string, unknown>]> = [
      [GET, { id: someId }],
      [LIST, { filter: 'ALL', offset: 0, limit: 10 }],
      [CREATE, { input: input() }],
      [UPDATE, { id: someId, version: 1, input: input() }],
      [SET_ACTIVE, { id: someId, version: 1, isActive: false }],
      [DELETE, { id: someId, version: 1 }],
    ];
    for (const [query, variables] of staffCalls) {
      const asGuest = await guest.graphql(query, variables);
      expect(codeOf(asGuest), query).toBe('UNAUTHENTICATED');
      expect(Object.values(asGuest.data ?? {}).every((value) => value === null)).toBe(true);
      const asCustomer = await bistro.graphql(query, variables);
      expect(codeOf(asCustomer), query).toBe('FORBIDDEN');
      expect(Object.values(asCustomer.data ?? {}).every((value) => value === null)).toBe(true);
    }
    expect(codeOf(await guest.graphql(MINE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await admin.graphql(MINE))).toBe('FORBIDDEN');
    // Nothing changed for all that.
    expect((await get(someId))?.isActive).toBe(true);
  });

  it('refuses bad input with the spec’s texts and writes nothing', async () => {
    const before = await standingOrderCount();
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ lines: [] }, 'RECURRING_ORDER_EMPTY', ADMIN_MESSAGES.recurringOrderNeedsProduct],
      [{ selectedDays: [] }, 'RECURRING_DAYS_REQUIRED', 'Select one or more days.'],
      [
        { frequency: 'FORTNIGHTLY', selectedDays: null },
        'RECURRING_DAYS_REQUIRED',
        'Select one or more days.',
      ],
      [
        { customerId: '00000000-0000-4000-8000-000000000000' },
        'BAD_INPUT',
        'This customer could not be found.',
      ],
      [
        {
          lines: [
            { productId: products[0], quantity: 1 },
            { productId: products[0], quantity: 2 },
          ],
        },
        'BAD_INPUT',
        ADMIN_MESSAGES.productAlreadyAdded,
      ],
      [{ lines: [{ productId: products[0], quantity: 0 }] }, 'BAD_INPUT', ''],
      [{ startingDate: '2026-02-30' }, 'BAD_INPUT', ''],
    ];
    for (const [overrides, code, message] of refusals) {
      const answer = await admin.graphql(CREATE, { input: input(overrides) });
      expect(codeOf(answer), JSON.stringify(overrides)).toBe(code);
      if (message) expect(answer.errors?.[0]?.message).toBe(message);
    }
    // GraphQL itself requires a delivery method; the service says the spec's text when it has none.
    const withoutDelivery = await app.services.recurringOrders
      .create(adminActor, { ...input(), isDelivery: undefined } as never)
      .catch((error: unknown) => error);
    expect(isDomainError(withoutDelivery) && withoutDelivery.code).toBe('DELIVERY_METHOD_REQUIRED');
    expect((withoutDelivery as Error).message).toBe(ADMIN_MESSAGES.selectDeliveryMethod);
    expect(await standingOrderCount()).toBe(before);
  });

  it('refuses an archived customer and a disabled product, but keeps a product disabled after it was added', async () => {
    const [archived] = await app.database.db
      .insert(customer)
      .values({
        code: 'GONE001',
        firstName: 'Gone',
        lastName: 'Away',
        email: 'gone@recurring.test',
        companyName: 'Gone Away Ltd',
        archivedAt: new Date(),
      })
      .returning({ id: customer.id });
    const gone = await admin.graphql(CREATE, { input: input({ customerId: archived!.id }) });
    expect(codeOf(gone)).toBe('BAD_INPUT');
    expect(gone.errors?.[0]?.message).toBe('This customer could not be found.');

    const disabled = products[3]!;
    const kept = await create({ lines: [{ productId: disabled, quantity: 1 }] });
    await app.database.db.update(product).set({ isEnabled: false }).where(eq(product.id, disabled));
    try {
      const added = await admin.graphql(CREATE, {
        input: input({ lines: [{ productId: disabled, quantity: 1 }] }),
      });
      expect(codeOf(added)).toBe('PRODUCT_UNAVAILABLE');
      // Already on the standing order: it may stay, shown as left off, without a price.
      const updated = await admin.graphql<{ updateRecurringOrder: Full }>(UPDATE, {
        id: kept.id,
        version: await versionOf(kept.id),
        input: input({ lines: [{ productId: disabled, quantity: 4 }] }),
      });
      expect(updated.errors).toBeUndefined();
      expect(updated.data!.updateRecurringOrder.lines).toEqual([
        expect.objectContaining({ productId: disabled, quantity: 4, available: false, unitPrice: null }),
      ]);
    } finally {
      await app.database.db.update(product).set({ isEnabled: true }).where(eq(product.id, disabled));
      await admin.graphql(DELETE, { id: kept.id, version: await versionOf(kept.id) });
    }
  });

  it('sets, changes, stops, starts and deletes a standing order, each with its notice', async () => {
    const created = await create();
    expect(created).toMatchObject({
      isActive: true,
      frequency: 'WEEKLY',
      selectedDays: [1, 4],
      frequencyText: 'Weekly: Monday, Thursday',
      isDelivery: true,
      freight: null,
      cutting: 250,
      customer: { id: bistroId, companyName: 'Harbourside Bistro' },
      // Set at 10:00, after the cutoff: like an order placed now, it begins tomorrow, so the mark is today.
      lastGeneratedDate: '2026-04-01',
    });
    expect(await newestNotice()).toBe(
      'Recurring order for Harbourside Bistro set (Weekly: Monday, Thursday)',
    );
    // Priced at bistro's level now.
    const prices = await app.services.pricing.customPricesOfCustomer(bistroId);
    for (const line of created.lines) {
      const listed = await app.services.products.get(line.productId);
      expect(line.unitPrice).toBe(prices.get(line.productId) ?? listed!.defaultPrice);
      expect(line.available).toBe(true);
    }
    // Thursday 2 April, then Monday 6 April is Easter Monday: delivered on Tuesday, and it says so.
    expect(created.nextRuns.map((r) => r.text)).toEqual([
      'Thursday 02/04/2026',
      'Monday 06/04/2026 (moved to Tuesday 07/04/2026: Easter Monday)',
      'Thursday 09/04/2026',
      'Monday 13/04/2026',
      'Thursday 16/04/2026',
    ]);
    expect(created.nextRuns[1]).toMatchObject({
      dueDate: '2026-04-06',
      processingDate: '2026-04-07',
      movedPast: [{ date: '2026-04-06', name: 'Easter Monday', publicHoliday: true }],
    });

    // A day later the mark stays where the scheduler left it.
    app.setNow(new Date('2026-04-02T10:00:00+13:00'));
    await app.database.db
      .update(recurringOrder)
      .set({ lastGeneratedDate: '2026-04-02' })
      .where(eq(recurringOrder.id, created.id));
    const updateAnswer = await admin.graphql<{ updateRecurringOrder: Full }>(UPDATE, {
      id: created.id,
      version: await versionOf(created.id),
      input: input({
        frequency: 'DAILY',
        isDelivery: false,
        freight: 900,
        lines: [
          { productId: products[1]!, quantity: 6 },
          { productId: products[2]!, quantity: 1.25 },
        ],
      }),
    });
    expect(updateAnswer.errors).toBeUndefined();
    const updated = updateAnswer.data!.updateRecurringOrder;
    expect(updated).toMatchObject({
      frequency: 'DAILY',
      selectedDays: [],
      frequencyText: 'Daily',
      isDelivery: false,
      // A pick-up carries no freight.
      freight: null,
      lastGeneratedDate: '2026-04-02',
    });
    expect(updated.lines.map((l) => [l.productId, l.quantity])).toEqual([
      [products[1], 6],
      [products[2], 1.25],
    ]);
    expect(await newestNotice()).toBe('Recurring order for Harbourside Bistro updated (Daily)');
    // Daily skips Good Friday (3 April), Sunday and Easter Monday.
    // Today (Thursday 2 April) is dealt with: the next run is Saturday (Friday is Good Friday, Monday Easter Monday).
    expect(updated.nextRuns.map((r) => r.dueDate)).toEqual([
      '2026-04-04',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
    expect(updated).toMatchObject({ version: 2, updatedByName: expect.stringMatching(/\S/) });

    // A save read at the version before refuses, and changes nothing.
    for (const [document, variables] of [
      [UPDATE, { id: created.id, version: 1, input: input({ notes: 'lost update' }) }],
      [SET_ACTIVE, { id: created.id, version: 1, isActive: false }],
      [DELETE, { id: created.id, version: 1 }],
    ] as const) {
      expect(codeOf(await admin.graphql(document, variables))).toBe('RECURRING_ORDER_STALE');
    }
    expect(await get(created.id)).toMatchObject({ version: 2, isActive: true });

    const stopped = (
      await admin.graphql<{ setRecurringOrderActive: Full }>(SET_ACTIVE, {
        id: created.id,
        version: await versionOf(created.id),
        isActive: false,
      })
    ).data!.setRecurringOrderActive;
    expect(stopped.isActive).toBe(false);
    expect(stopped.nextRuns).toEqual([]);
    expect(await newestNotice()).toBe('Recurring order for Harbourside Bistro stopped');

    // Started again a week later, after the cutoff: the stopped days are not made up for, and today's order is
    // not made either (an order placed now is processed tomorrow).
    app.setNow(new Date('2026-04-09T10:00:00+12:00'));
    const started = (
      await admin.graphql<{ setRecurringOrderActive: Full }>(SET_ACTIVE, {
        id: created.id,
        version: await versionOf(created.id),
        isActive: true,
      })
    ).data!.setRecurringOrderActive;
    expect(started).toMatchObject({ isActive: true, lastGeneratedDate: '2026-04-09' });
    expect(started.nextRuns[0]?.dueDate).toBe('2026-04-10');
    expect(await newestNotice()).toBe('Recurring order for Harbourside Bistro started');

    expect(
      (await admin.graphql(DELETE, { id: created.id, version: await versionOf(created.id) })).data,
    ).toEqual({ deleteRecurringOrder: true });
    expect(await newestNotice()).toBe('Recurring order for Harbourside Bistro deleted');
    expect(await get(created.id)).toBeNull();
    const lines = await app.database.db
      .select()
      .from(recurringOrderLine)
      .where(eq(recurringOrderLine.recurringOrderId, created.id));
    expect(lines).toEqual([]);
    app.setNow(WEDNESDAY_BEFORE_EASTER);
  });

  it('says Invalid Recurring Order for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(await get(unknown)).toBeNull();
    expect(await get('not-an-id')).toBeNull();
    for (const [query, variables] of [
      [UPDATE, { id: unknown, version: 1, input: input() }],
      [SET_ACTIVE, { id: unknown, version: 1, isActive: false }],
      [DELETE, { id: unknown, version: 1 }],
      [DELETE, { id: 'not-an-id', version: 1 }],
    ] as const) {
      const answer = await admin.graphql(query, variables);
      expect(codeOf(answer)).toBe('RECURRING_ORDER_NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe('Invalid Recurring Order');
    }
  });

  it('lists by company, filtered by frequency, searched and paged', async () => {
    const fortnightly = await create({ customerId: takeawayId, frequency: 'FORTNIGHTLY', selectedDays: [5] });
    try {
      const all = await list({ filter: 'ALL' });
      expect(all.total).toBe(all.rows.length);
      expect(all.total).toBeGreaterThanOrEqual(4);
      const companies = all.rows.map((r) => r.companyName.toLowerCase());
      expect(companies).toEqual([...companies].sort());

      const weekly = await list({ filter: 'WEEKLY' });
      expect(weekly.rows.length).toBeGreaterThan(0);
      expect(weekly.rows.every((r) => r.frequency === 'WEEKLY')).toBe(true);
      const onlyFortnightly = await list({ filter: 'FORTNIGHTLY' });
      expect(onlyFortnightly.rows.map((r) => r.id)).toEqual([fortnightly.id]);
      // Friday 3 April is Good Friday: its delivery moves to Saturday.
      expect(onlyFortnightly.rows[0]?.nextRun).toMatchObject({
        dueDate: '2026-04-03',
        processingDate: '2026-04-04',
      });

      const harbour = await list({ filter: 'ALL', search: '  HARBOURside ' });
      expect(harbour.rows.map((r) => r.companyName)).toEqual(['Harbourside Bistro']);
      expect(harbour.total).toBe(1);
      // Wildcards typed in a search are looked for as themselves.
      expect((await list({ filter: 'ALL', search: '%' })).total).toBe(0);
      expect((await list({ filter: 'ALL', search: '_' })).total).toBe(0);

      const first = await list({ filter: 'ALL', offset: 0, limit: 2 });
      const second = await list({ filter: 'ALL', offset: 2, limit: 2 });
      expect(first.rows).toHaveLength(2);
      expect(first.total).toBe(all.total);
      expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual(all.rows.slice(0, 4).map((r) => r.id));
      const past = await list({ filter: 'ALL', offset: 500, limit: 2 });
      expect(past).toEqual({ rows: [], total: all.total });

      for (const limit of [0, 101]) {
        const answer = await admin.graphql(LIST, { filter: 'ALL', offset: 0, limit });
        expect(codeOf(answer)).toBe('BAD_INPUT');
      }
      expect(codeOf(await admin.graphql(LIST, { filter: 'ALL', offset: -1, limit: 5 }))).toBe('BAD_INPUT');

      // A stopped one is listed as such, with no next run.
      await admin.graphql(SET_ACTIVE, {
        id: fortnightly.id,
        version: await versionOf(fortnightly.id),
        isActive: false,
      });
      const stopped = (await list({ filter: 'FORTNIGHTLY' })).rows[0];
      expect(stopped).toMatchObject({ isActive: false, nextRun: null });
    } finally {
      await admin.graphql(DELETE, { id: fortnightly.id, version: await versionOf(fortnightly.id) });
    }
  });

  it('shows a customer only their own active standing orders, with the next three runs', async () => {
    const stopped = await create({ notes: 'stopped' });
    await admin.graphql(SET_ACTIVE, {
      id: stopped.id,
      version: await versionOf(stopped.id),
      isActive: false,
    });
    const theirs = await create({ customerId: takeawayId });
    const active = await create({ selectedDays: [5, 2] });
    try {
      const bistros = await app.database.db
        .select({ id: recurringOrder.id, isActive: recurringOrder.isActive })
        .from(recurringOrder)
        .where(eq(recurringOrder.customerId, bistroId));
      const mine = (
        await bistro.graphql<{
          myRecurringOrders: Array<{
            id: string;
            frequencyText: string;
            isDelivery: boolean;
            lines: Array<{ productName: string; unit: string; quantity: number }>;
            nextRuns: Run[];
          }>;
        }>(MINE)
      ).data!.myRecurringOrders;
      const ids = mine.map((o) => o.id);
      expect(ids).not.toContain(stopped.id);
      expect(ids).not.toContain(theirs.id);
      expect(ids.sort()).toEqual(
        bistros
          .filter((o) => o.isActive)
          .map((o) => o.id)
          .sort(),
      );
      const seen = mine.find((o) => o.id === active.id)!;
      expect(seen.frequencyText).toBe('Weekly: Tuesday, Friday');
      expect(seen.isDelivery).toBe(true);
      expect(seen.lines.map((l) => l.quantity)).toEqual([2.5, 3]);
      // Good Friday's delivery moves to Saturday, and the chef is told.
      expect(seen.nextRuns.map((r) => r.text)).toEqual([
        'Friday 03/04/2026 (moved to Saturday 04/04/2026: Good Friday)',
        'Tuesday 07/04/2026',
        'Friday 10/04/2026',
      ]);
      const theirsSeen = (await takeaway.graphql<{ myRecurringOrders: Array<{ id: string }> }>(MINE)).data!
        .myRecurringOrders;
      expect(theirsSeen.map((o) => o.id)).toContain(theirs.id);
      expect(theirsSeen.map((o) => o.id)).not.toContain(active.id);
    } finally {
      await admin.graphql(DELETE, { id: active.id, version: await versionOf(active.id) });
      await admin.graphql(DELETE, { id: stopped.id, version: await versionOf(stopped.id) });
      await admin.graphql(DELETE, { id: theirs.id, version: await versionOf(theirs.id) });
    }
  });

  it('sends a stop only after the standing order’s create has gone, when the production system was down', async () => {
    contract.answer = 'http-503';
    const created = await create({ notes: 'stopped before its create went' });
    const about = (path: string) =>
      contract.requestsAt(path).filter((r) => (r.body as { sk?: string } | null)?.sk === created.id);
    const pushes = () =>
      app.database.db
        .select({ topic: outbox.topic, status: outbox.status })
        .from(outbox)
        .where(eq(outbox.subject, `recurring:${created.id}`))
        .orderBy(asc(outbox.seq));
    // Pushes due again now (a retry or a wait would otherwise hold them for seconds).
    const dueNow = () =>
      app.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
        .where(and(eq(outbox.subject, `recurring:${created.id}`), eq(outbox.status, 'PENDING')));
    try {
      await app.outbox.drain();
      expect(await pushes()).toEqual([{ topic: 'production.scheduledOrder.create', status: 'PENDING' }]);
      await admin.graphql(SET_ACTIVE, {
        id: created.id,
        version: await versionOf(created.id),
        isActive: false,
      });
      contract.answer = 'spec';
      // The stop is due, its create not yet (it waits for its retry): the stop waits too, and is not sent.
      await app.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1_000) })
        .where(
          and(
            eq(outbox.subject, `recurring:${created.id}`),
            eq(outbox.topic, 'production.scheduledOrder.stop'),
          ),
        );
      await app.outbox.drain();
      expect(about('/api/testing/scheduledOrder/update')).toEqual([]);
      // Then both go, the create first.
      await dueNow();
      await app.outbox.drain();
      await dueNow();
      await app.outbox.drain();
      expect(await pushes()).toEqual([
        { topic: 'production.scheduledOrder.create', status: 'DONE' },
        { topic: 'production.scheduledOrder.stop', status: 'DONE' },
      ]);
      const stops = about('/api/testing/scheduledOrder/update');
      expect(stops).toHaveLength(1);
      const lastCreate = contract.requests.lastIndexOf(
        about('/api/production/scheduledOrder/create').at(-1)!,
      );
      expect(contract.requests.indexOf(stops[0]!)).toBeGreaterThan(lastCreate);
      expect(await newestNotice()).toBe('Recurring order for Harbourside Bistro stopped');
    } finally {
      contract.answer = 'spec';
      await admin.graphql(DELETE, { id: created.id, version: await versionOf(created.id) });
    }
  });

  it('pushes set, changed, stopped and deleted standing orders to the production system, once each', async () => {
    const deliver = () => app.outbox.drain();
    const created = await create({ notes: 'pushed' });
    // Other tests' pushes may be delivered meanwhile: only this standing order's count.
    const about = (path: string) =>
      contract.requestsAt(path).filter((r) => (r.body as { sk?: string } | null)?.sk === created.id);
    const creates = () => about('/api/production/scheduledOrder/create');
    const stops = () => about('/api/testing/scheduledOrder/update');
    const deletes = () => about('/api/production/scheduledOrder/delete');
    await deliver();
    await deliver();
    expect(creates()).toHaveLength(1);
    const sent = creates()[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${contract.env.PRODUCTION_API_TOKEN}`);
    expect(sent.headers['idempotency-key']).toMatch(/^production\.scheduledOrder\.create:/);
    const body = sent.body as ExternalScheduledOrder;
    expect(body).toMatchObject({
      sk: created.id,
      customerId: bistroId,
      customer: { sk: bistroId, companyName: 'Harbourside Bistro', customerCode: 'HARB001' },
      notes: 'pushed',
      isActive: true,
      frequency: 'Weekly',
      startingDate: '2026-03-01',
      selectedDays: [1, 4],
      isDelivery: true,
      freight: null,
      cutting: 2.5,
    });
    expect(body.products.map((p) => [p.productId, p.quantity])).toEqual([
      [products[0], 2.5],
      [products[1], 3],
    ]);

    await admin.graphql(UPDATE, {
      id: created.id,
      version: await versionOf(created.id),
      input: input({ notes: 'changed', selectedDays: [2] }),
    });
    await deliver();
    expect(creates()).toHaveLength(2);
    expect(creates().at(-1)!.body).toMatchObject({ sk: created.id, notes: 'changed', selectedDays: [2] });

    await admin.graphql(SET_ACTIVE, {
      id: created.id,
      version: await versionOf(created.id),
      isActive: false,
    });
    await deliver();
    expect(stops()).toHaveLength(1);
    expect(stops().at(-1)!.body).toMatchObject({ sk: created.id, isActive: false });

    await admin.graphql(DELETE, { id: created.id, version: await versionOf(created.id) });
    await deliver();
    await deliver();
    expect(deletes()).toHaveLength(1);
    expect(deletes().at(-1)!.body).toEqual({ sk: created.id });
    expect(contract.scheduledOrders.has(created.id)).toBe(false);

    // Every push delivered, none sent twice, all under the standing order's subject.
    const pushes = await app.database.db
      .select({ topic: outbox.topic, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.subject, `recurring:${created.id}`))
      .orderBy(asc(outbox.createdAt));
    expect(pushes).toEqual([
      { topic: 'production.scheduledOrder.create', status: 'DONE' },
      { topic: 'production.scheduledOrder.create', status: 'DONE' },
      { topic: 'production.scheduledOrder.stop', status: 'DONE' },
      { topic: 'production.scheduledOrder.delete', status: 'DONE' },
    ]);
    expect(creates()).toHaveLength(2);
    expect(stops()).toHaveLength(1);
    // A push for a standing order deleted before it went is not sent.
    const requestsBefore = contract.requests.length;
    const handlers = new ScheduledOrderHandlers(
      app.database.db,
      new ProductionHttp({ url: contract.env.PRODUCTION_API_URL, token: contract.env.PRODUCTION_API_TOKEN }),
    );
    const entry = { id: '00000000-0000-4000-8000-000000000002', idempotencyKey: 'gone', attempts: 1 };
    await handlers.create({ recurringOrderId: created.id }, entry);
    await handlers.stop({ recurringOrderId: created.id }, entry);
    expect(contract.requests.length).toBe(requestsBefore);
    // Deleting one the production system never had (deleted before its create went) is done, not failed.
    const neverThere = '00000000-0000-4000-8000-000000000003';
    await expect(
      handlers.delete({ recurringOrderId: neverThere }, { ...entry, idempotencyKey: 'never-there' }),
    ).resolves.toBeUndefined();
    expect(contract.requests.at(-1)).toMatchObject({ body: { sk: neverThere } });
  });
});

const adminActor = { firstName: 'Test', lastName: 'Admin', email: 'admin@demo.test' };
