import { createSchema, createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../platform/events.ts';
import { ClearingCache, catalogueResponseCache } from './response-cache.ts';

const answer = (n: number) => ({ data: { n } });

describe('ClearingCache', () => {
  it('keeps an answer until it is too old', () => {
    const cache = new ClearingCache(10);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('a')).toEqual(answer(1));
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', answer(2), [], -1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets everything on a change, and does not keep an answer computed across one', () => {
    const cache = new ClearingCache(10);
    cache.get('a');
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    // 'b' was being computed from data read before the change.
    cache.set('b', answer(2), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = new ClearingCache(2);
    for (const key of ['a', 'b', 'c']) {
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
    return { reads, events, ask };
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

  it('never keeps an answer that mixes the catalogue with anything else', async () => {
    const { reads, ask } = await setUp();
    expect(await ask('{ me listCategories { id } }')).toEqual({
      data: { me: 'someone', listCategories: [{ id: 'c1' }] },
    });
    await ask('{ me listCategories { id } }');
    expect(reads.listCategories).toBe(2);
  });
});
