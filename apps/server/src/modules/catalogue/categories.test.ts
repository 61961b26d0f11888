import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../test/client.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const LIST = 'query { listCategories { id categoryName } }';
const CREATE = 'mutation ($name: String!) { createCategory(categoryName: $name) { id categoryName } }';
const UPDATE =
  'mutation ($id: ID!, $name: String!) { updateCategory(id: $id, categoryName: $name) { id categoryName } }';
const DELETE = 'mutation ($id: ID!) { deleteCategory(id: $id) }';

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
    app = await startTestApp({ databaseUrl: url });
    admin = new ApiClient(app.baseUrl);
    customer = new ApiClient(app.baseUrl);
    guest = new ApiClient(app.baseUrl);
    await admin.signIn('admin@demo.test', 'demo-pass-1');
    await customer.signIn('bistro@demo.test', 'demo-pass-1');
  });
  afterAll(async () => {
    await app?.close();
  });

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
  });

  it.each([
    ['an empty name', '', 'CATEGORY_NAME_REQUIRED', 'Category is required'],
    ['only spaces', '   ', 'CATEGORY_NAME_REQUIRED', 'Category is required'],
    ['a duplicate in another case', 'chicken', 'CATEGORY_EXISTS', undefined],
  ])('rejects %s with a clear message', async (_case, name, code, message) => {
    const result = await admin.graphql(CREATE, { name });
    expect(result.errors?.[0]?.extensions?.code).toBe(code);
    if (message) expect(result.errors?.[0]?.message).toBe(message);
    expect(await names()).toEqual(['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other']);
  });

  it('will not delete a category that still has products', async () => {
    const [chicken] = (await guest.graphql<{ listCategories: Category[] }>(LIST)).data!.listCategories;
    const result = await admin.graphql(DELETE, { id: chicken!.id });
    expect(result.errors?.[0]?.extensions?.code).toBe('CATEGORY_IN_USE');
    expect(await names()).toContain('Chicken');
  });

  it('treats an unknown or malformed id as not found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const result = await admin.graphql(UPDATE, { id, name: 'X' });
      expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });
});
