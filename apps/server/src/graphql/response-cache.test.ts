import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../platform/events.ts';
import { ClearingCache, catalogueResponseCache, customerSession } from './response-cache.ts';

const answer = (n: number) => ({ data: { n } });

describe('ClearingCache', () => {
  it('keeps an answer until it is too old', () => {
    const cache = new ClearingCache(10);
    for (const key of ['a', 'b']) cache.noteSession(key, 'user-1');
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('a')).toEqual(answer(1));
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', answer(2), [], -1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets everything on a change, and does not keep an answer computed across one', () => {
    const cache = new ClearingCache(10);
    for (const key of ['a', 'b']) cache.noteSession(key, 'user-1');
    cache.get('a');
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    // 'b' was being computed from data read before the change.
    cache.set('b', answer(2), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets only matching answers, and does not keep a matching one computed across the change', () => {
    const cache = new ClearingCache(10);
    for (const key of ['a:1', 'a:2', 'b:1', 'b:2']) cache.noteSession(key, key.slice(0, 1));
    for (const key of ['a:1', 'b:1']) {
      cache.get(key);
      cache.set(key, answer(1), [], 60_000);
    }
    cache.get('a:2');
    cache.get('b:2');
    cache.clearWhere((session) => session === 'a');
    cache.set('a:2', answer(2), [], 60_000);
    cache.set('b:2', answer(2), [], 60_000);
    // Nor is an answer of a session nobody noted: a change could not find it.
    cache.get('c');
    cache.set('c', answer(3), [], 60_000);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a:1')).toBeUndefined();
    expect(cache.get('a:2')).toBeUndefined();
    expect(cache.get('b:1')).toEqual(answer(1));
    expect(cache.get('b:2')).toEqual(answer(2));
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = new ClearingCache(2);
    for (const key of ['a', 'b', 'c']) {
      cache.noteSession(key, 'user-1');
      cache.get(key);
      cache.set(key, answer(1), [], 60_000);
    }
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(answer(1));
  });
});

describe('catalogueResponseCache', () => {
  const setUp = async () => {
    const reads = { listCategories: 0 };
    const schema = createSchema({
      typeDefs: /* GraphQL */ `
        type Category { id: ID! name: String! }
        type Order { id: ID! }
        type Query { listCategories: [Category!]! me: String }
        type Mutation { createOrder: Order! }
      `,
      resolvers: {
        Query: {
          listCategories: () => {
            reads.listCategories++;
            return [{ id: 'c1', name: 'Beef' }];
          },
          me: () => 'someone',
        },
        Mutation: { createOrder: () => ({ id: 'o1' }) },
      },
    });
    const events = await createEventBus();
    const yoga = createYoga({
      schema,
      plugins: [catalogueResponseCache(schema, events, async (request) => request.headers.get('x-viewer'))],
    });
    const ask = async (query: string, viewer = 'user-1') => {
      const response = await yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-viewer': viewer },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    };
    return { reads, events, ask, yoga };
  };
  const LIST = '{ listCategories { id name } }';

  it('answers the catalogue again from the cache, also after an order is placed', async () => {
    const { reads, ask } = await setUp();
    await ask(LIST);
    await ask(LIST);
    expect(reads.listCategories).toBe(1);
    expect((await ask('mutation { createOrder { id } }')).errors).toBeUndefined();
    await ask(LIST);
    expect(reads.listCategories).toBe(1);
  });

  it('keeps one copy per viewer', async () => {
    const { reads, ask } = await setUp();
    await ask(LIST, 'user-1');
    await ask(LIST, 'user-2');
    await ask(LIST, 'user-1');
    await ask(LIST, 'user-2');
    expect(reads.listCategories).toBe(2);
  });

  it('reads the catalogue afresh after a catalogue change is published', async () => {
    const { reads, events, ask } = await setUp();
    await ask(LIST);
    events.publish('category', { action: 'UPDATED', category: { id: 'c1', name: 'Lamb' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await ask(LIST);
    expect(reads.listCategories).toBe(2);
  });

  it('forgets only the answers a price change concerns: the customer’s own, or those of customers on the level', async () => {
    const { reads, events, ask } = await setUp();
    const bistro = customerSession('c-bistro', 'level-1');
    const cafe = customerSession('c-cafe', 'level-1');
    const takeaway = customerSession('c-takeaway', null);
    const viewers = [bistro, cafe, takeaway, 'admin-user', ''];
    const askAll = async () => {
      for (const viewer of viewers) await ask(LIST, viewer);
    };
    await askAll();
    expect(reads.listCategories).toBe(5);

    // The bistro's record changed (say, its level): only the bistro asks again.
    events.publish('customer', { action: 'UPDATED', customerId: 'c-bistro', isActive: true });
    await askAll();
    expect(reads.listCategories).toBe(6);

    // Custom prices of level-1: its two customers ask again; the takeaway (no level), staff and guests do not.
    events.publish('prices', { priceLevelId: 'level-1' });
    await askAll();
    expect(reads.listCategories).toBe(8);
    events.publish('prices', { priceLevelId: 'level-2' });
    await askAll();
    expect(reads.listCategories).toBe(8);

    // Every level's prices: every customer asks again, staff and guests still do not.
    events.publish('prices', { priceLevelId: null });
    await askAll();
    expect(reads.listCategories).toBe(11);

    // A product change concerns everyone.
    events.publish('product', { action: 'UPDATED', productId: 'p1' });
    await askAll();
    expect(reads.listCategories).toBe(16);
  });

  it('answers variables nested deeper than any body may be, without keeping that answer', async () => {
    const { reads, yoga } = await setUp();
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const askWith = async (variable: string) => {
      const response = await yoga.fetch('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-viewer': 'user-1' },
        body: `{"query":"${LIST}","variables":{"x":${variable}}}`,
      });
      return (await response.json()) as { data?: unknown; errors?: unknown };
    };
    const categories = { data: { listCategories: [{ id: 'c1', name: 'Beef' }] } };
    // The variables and 63 arrays: kept, like any other.
    expect(await askWith(nested(63))).toEqual(categories);
    expect(await askWith(nested(63))).toEqual(categories);
    expect(reads.listCategories).toBe(1);
    // Serialised for the key, 520,000 levels once overflowed the stack (GET's variables skip the body's bound).
    expect(await askWith(nested(520_000))).toEqual(categories);
    expect(await askWith(nested(64))).toEqual(categories);
    expect(await askWith(nested(64))).toEqual(categories);
    expect(reads.listCategories).toBe(4);
  });

  it('never keeps an answer that mixes the catalogue with anything else', async () => {
    const { reads, ask } = await setUp();
    expect(await ask('{ me listCategories { id } }')).toEqual({
      data: { me: 'someone', listCategories: [{ id: 'c1' }] },
    });
    await ask('{ me listCategories { id } }');
    expect(reads.listCategories).toBe(2);
  });
});
