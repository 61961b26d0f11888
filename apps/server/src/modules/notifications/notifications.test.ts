import { NOTIFICATIONS_KEPT } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, notification, product } from '../../db/schema.ts';
import type { Actor } from '../../db/staff-change.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, startWithRoles } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LIST = 'query { listNotifications { id user message notificationTime orderId } }';
const CREATED = 'subscription { notificationCreated { id message orderId mine } }';
const PLACE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }`;

type Notice = { id: string; user: string; message: string; notificationTime: string; orderId: string | null };
type Created = {
  notificationCreated: { id: string; message: string; orderId: string | null; mine: boolean };
};

const STAFF: Actor = { firstName: 'Aroha', lastName: 'Admin', email: 'admin@demo.test' };

describe.each(TEST_DATABASES)('notifications on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let customer: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    ({ app, admin, customer, guest } = await startWithRoles(url));
  });
  afterAll(async () => {
    await app?.close();
  });

  const feed = async () => {
    const answer = await admin.graphql<{ listNotifications: Notice[] }>(LIST);
    expect(answer.errors).toBeUndefined();
    return answer.data!.listNotifications;
  };
  const rows = async () => (await app.database.db.select({ n: count() }).from(notification))[0]!.n;
  const note = (message: string) =>
    app.services.changes.run(STAFF, async () => ({ result: message, notice: { message } }));

  it.each([
    ['a guest', () => guest, 'UNAUTHENTICATED'],
    ['a customer', () => customer, 'FORBIDDEN'],
  ])('refuses %s the feed and its live stream', async (_who, client, code) => {
    const listed = await client().graphql(LIST);
    expect(listed.data).toBeNull();
    expect(codeOf(listed)).toBe(code);

    const { event } = await client().firstEvent<Created>(CREATED);
    const answer = await event;
    expect(answer.data?.notificationCreated ?? null).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
  });

  it(`keeps the newest ${NOTIFICATIONS_KEPT}, newest first, when changes write more`, async () => {
    for (let i = 1; i <= 35; i++) await note(`Change ${i}`);
    expect(await rows()).toBe(NOTIFICATIONS_KEPT);
    const notices = await feed();
    expect(notices.map((n) => n.message)).toEqual(
      Array.from({ length: NOTIFICATIONS_KEPT }, (_, i) => `Change ${35 - i}`),
    );
    expect(new Set(notices.map((n) => n.user))).toEqual(new Set(['Aroha Admin']));
    const times = notices.map((n) => Date.parse(n.notificationTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('writes nothing when the change is refused, and undoes what the change had written', async () => {
    const before = await feed();
    let announced = false;
    const refused = app.services.changes.run(STAFF, async (tx) => {
      await tx.insert(category).values({ name: 'Half-made' });
      if (tx) throw new DomainError('CONFLICT');
      return { result: null, notice: { message: 'Half-made' }, afterCommit: () => (announced = true) };
    });
    await expect(refused).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(announced).toBe(false);
    expect(await feed()).toEqual(before);
    expect(await app.database.db.select().from(category).where(eq(category.name, 'Half-made'))).toEqual([]);
  });

  it('tells subscribed staff of each notice, marking their own changes', async () => {
    // Notices of the tests before can still be on their way (PostgreSQL's NOTIFY): wait for this one's.
    const about = (message: string) => (e: { data: Created | null }) =>
      e.data?.notificationCreated.message === message;
    const { event: own } = await admin.firstEvent<Created>(CREATED, about('Own change'));
    let announced = false;
    const written = await app.services.changes.run(STAFF, async () => ({
      result: 'Own change',
      notice: { message: 'Own change' },
      afterCommit: () => (announced = true),
    }));
    expect(announced).toBe(true);
    expect(written).toBe('Own change');
    const ownEvent = (await own).data?.notificationCreated;
    expect(ownEvent).toMatchObject({ message: 'Own change', orderId: null, mine: true });

    const { event: others } = await admin.firstEvent<Created>(CREATED, about('Someone else’s change'));
    await app.services.changes.run(
      { firstName: 'Other', lastName: 'Staff', email: 'other@demo.test' },
      async () => ({ result: null, notice: { message: 'Someone else’s change' } }),
    );
    expect((await others).data?.notificationCreated).toMatchObject({
      message: 'Someone else’s change',
      mine: false,
    });
    expect((await feed())[0]).toMatchObject({ user: 'Other Staff', message: 'Someone else’s change' });
  });

  it('trims the feed when a customer places an order, and links that notice to the order', async () => {
    while ((await rows()) < NOTIFICATIONS_KEPT) await note('Filler');
    const [orderable] = await app.database.db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), eq(product.type, 'PRODUCT')))
      .limit(1);
    const { event } = await admin.firstEvent<Created>(
      CREATED,
      (e) => e.data?.notificationCreated.orderId != null,
    );
    const placed = await customer.graphql<{ createOrder: { id: string } }>(PLACE, {
      input: {
        idempotencyKey: `notifications-${Date.now()}`,
        isDelivery: false,
        lines: [{ productId: orderable!.id, quantity: 2 }],
      },
    });
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.createOrder.id;
    expect((await event).data?.notificationCreated).toMatchObject({ orderId, mine: false });

    expect(await rows()).toBe(NOTIFICATIONS_KEPT);
    const [newest] = await feed();
    expect(newest?.orderId).toBe(orderId);
    expect(newest?.message).toMatch(/ placed order [0-9A-F]{5}$/);
  });
});
