import { categoryInUse } from '@cleaver/domain/admin-messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, notification, product } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { startWithRoles } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LIST = 'query { listCategories { id categoryName } }';
const CREATE = 'mutation ($name: String!) { createCategory(categoryName: $name) { id categoryName } }';
const UPDATE =
  'mutation ($id: ID!, $name: String!) { updateCategory(id: $id, categoryName: $name) { id categoryName } }';
const DELETE = 'mutation ($id: ID!) { deleteCategory(id: $id) }';
const NOTICES = 'query { listNotifications { user message orderId } }';
type Notice = { user: string; message: string; orderId: string | null };

type Category = { id: string; categoryName: string };

const CHANGED = 'subscription { categoryChanged { action category { categoryName } } }';
type Changed = { categoryChanged: { action: string; category: { categoryName: string } } };

/** Subscribes as a guest; resolves once subscribed, with the first event still to come. */
const nextCategoryEvent = (baseUrl: string) => new ApiClient(baseUrl).firstEvent<Changed>(CHANGED);

describe.each(TEST_DATABASES)('categories on $name', ({ url }) => {
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

  const notices = async () =>
    (await admin.graphql<{ listNotifications: Notice[] }>(NOTICES)).data?.listNotifications ?? [];
  const noticeCount = async () => (await app.database.db.select({ n: count() }).from(notification))[0]?.n;

  const names = async () =>
    ((await guest.graphql<{ listCategories: Category[] }>(LIST)).data?.listCategories ?? []).map(
      (c) => c.categoryName,
    );

  it('lists the seeded categories to guests, in menu order', async () => {
    expect(await names()).toEqual(['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other']);
  });

  it.each([
    ['a guest', () => guest, 'UNAUTHENTICATED'],
    ['a customer', () => customer, 'FORBIDDEN'],
  ])('refuses %s every change and changes nothing', async (_who, client, code) => {
    const [first] = (await guest.graphql<{ listCategories: Category[] }>(LIST)).data!.listCategories;
    const attempts = [
      await client().graphql(CREATE, { name: 'Venison' }),
      await client().graphql(UPDATE, { id: first!.id, name: 'Renamed' }),
      await client().graphql(DELETE, { id: first!.id }),
    ];
    for (const attempt of attempts) {
      expect(attempt.data).toBeNull();
      expect(attempt.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(await names()).toEqual(['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other']);
  });

  it('lets an admin add, rename and delete a category, announcing each over SSE', async () => {
    const { event: added } = await nextCategoryEvent(app.baseUrl);
    const created = await admin.graphql<{ createCategory: Category }>(CREATE, { name: '  Venison ' });
    expect(created.data?.createCategory.categoryName).toBe('Venison');
    expect((await added).data?.categoryChanged).toEqual({
      action: 'ADDED',
      category: { categoryName: 'Venison' },
    });
    const id = created.data!.createCategory.id;

    const { event: updated } = await nextCategoryEvent(app.baseUrl);
    await admin.graphql(UPDATE, { id, name: 'Game' });
    expect((await updated).data?.categoryChanged).toEqual({
      action: 'UPDATED',
      category: { categoryName: 'Game' },
    });

    const { event: deleted } = await nextCategoryEvent(app.baseUrl);
    expect((await admin.graphql(DELETE, { id })).data).toEqual({ deleteCategory: id });
    expect((await deleted).data?.categoryChanged.action).toBe('DELETED');
    expect(await names()).not.toContain('Game');

    // Each change is in the feed under the staff member's full name, newest first.
    expect((await notices()).slice(0, 3)).toEqual([
      { user: 'Aroha Admin', message: 'Category Game deleted', orderId: null },
      { user: 'Aroha Admin', message: 'Category Venison renamed to Game', orderId: null },
      { user: 'Aroha Admin', message: 'Category Venison created', orderId: null },
    ]);
  });

  it('writes no notice when a rename changes nothing', async () => {
    const [lamb] = (await guest.graphql<{ listCategories: Category[] }>(LIST)).data!.listCategories.filter(
      (c) => c.categoryName === 'Lamb',
    );
    const before = await noticeCount();
    const result = await admin.graphql<{ updateCategory: Category }>(UPDATE, {
      id: lamb!.id,
      name: ' Lamb ',
    });
    expect(result.data?.updateCategory).toEqual({ id: lamb!.id, categoryName: 'Lamb' });
    expect(await noticeCount()).toBe(before);
  });

  it.each([
    ['an empty name', '', 'CATEGORY_NAME_REQUIRED', 'Category is required'],
    ['only spaces', '   ', 'CATEGORY_NAME_REQUIRED', 'Category is required'],
    ['a duplicate in another case', 'chicken', 'CATEGORY_EXISTS', 'This category already exists.'],
    [
      'a name over 60 characters',
      'x'.repeat(61),
      'BAD_INPUT',
      'Category name must be 60 characters or fewer',
    ],
  ])('rejects %s with a clear message and writes no notice', async (_case, name, code, message) => {
    const before = await noticeCount();
    const result = await admin.graphql(CREATE, { name });
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(await names()).toEqual(['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other']);
    expect(await noticeCount()).toBe(before);
  });

  it('will not rename a category to another one’s name in another case', async () => {
    const [, pork] = (await guest.graphql<{ listCategories: Category[] }>(LIST)).data!.listCategories;
    const result = await admin.graphql(UPDATE, { id: pork!.id, name: 'BEEF' });
    expect(result.errors?.[0]?.extensions?.code).toBe('CATEGORY_EXISTS');
    expect(await names()).toEqual(['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other']);
  });

  it('will not delete a category that still holds products, and says how many', async () => {
    const [chicken] = (await guest.graphql<{ listCategories: Category[] }>(LIST)).data!.listCategories;
    const [held] = await app.database.db
      .select({ n: count() })
      .from(product)
      .where(eq(product.categoryId, chicken!.id));
    const before = await noticeCount();
    const result = await admin.graphql(DELETE, { id: chicken!.id });
    expect(result.errors?.[0]?.extensions?.code).toBe('CATEGORY_IN_USE');
    expect(result.errors?.[0]?.message).toBe(categoryInUse(held!.n));
    expect(await names()).toContain('Chicken');
    expect(await noticeCount()).toBe(before);
  });

  it('counts archived products as held: their past orders still name the category', async () => {
    const created = await admin.graphql<{ createCategory: Category }>(CREATE, { name: 'Goat' });
    const id = created.data!.createCategory.id;
    const [sample] = await app.database.db.select().from(product).limit(1);
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = sample!;
    await app.database.db
      .insert(product)
      .values({ ...copy, code: 'GOAT-OLD', categoryId: id, archivedAt: new Date() });
    const result = await admin.graphql(DELETE, { id });
    expect(result.errors?.[0]?.message).toBe(
      'This category still holds 1 product. Move it to another category first.',
    );
    await app.database.db.delete(product).where(eq(product.code, 'GOAT-OLD'));
    expect((await admin.graphql(DELETE, { id })).data).toEqual({ deleteCategory: id });
    expect(await app.database.db.select().from(category).where(eq(category.id, id))).toEqual([]);
  });

  it('treats an unknown or malformed id as not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const result = await admin.graphql(UPDATE, { id, name: 'X' });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
