import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from '../platform/events.ts';
import { ApiClient } from '../test/client.ts';
import { signedInClients } from '../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../test/test-app.ts';
import { corsHeaders, regularMediaTypeFor } from './cached-answers.ts';
import { ClearingCache, catalogueResponseCache, customerSession } from './response-cache.ts';

// The app's Yoga counts the requests it takes (a plugin first in line), so a test can see which ones a kept answer
// spared it. (A plugin given to the app, not a mocked module: the server tests share their modules.)
const yogaRequests = { count: 0 };
const countingYoga = {
  onRequest: () => {
    yogaRequests.count++;
  },
};

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
      plugins: [
        catalogueResponseCache(schema, events, async (request) => request.headers.get('x-viewer')).plugin,
      ],
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

describe('regularMediaTypeFor', () => {
  it.each([
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['application/json', 'application/json'],
    ['application/graphql-response+json, application/json', 'application/graphql-response+json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    ['application/graphql-response+json;charset=utf-8', 'application/graphql-response+json'],
    ['text/event-stream, */*', 'application/json'],
    ['text/event-stream', null],
    ['multipart/mixed', null],
    ['application/json; charset=latin1', null],
  ])('answers Accept %s in %s, as Yoga does', (accept, mediaType) => {
    expect(regularMediaTypeFor(accept)).toBe(mediaType);
  });
});

describe('corsHeaders', () => {
  const ours = { origin: ['https://shop.test'], credentials: true, methods: ['GET', 'POST'] };
  it('adds none without an Origin or for an origin the options refuse', () => {
    expect(corsHeaders(new Headers(), ours)).toBeNull();
    expect(corsHeaders(new Headers({ origin: 'https://elsewhere.test' }), false)).toBeNull();
  });
  it('allows our origin with credentials, and varies by the headers asked for', () => {
    const headers = new Headers({ origin: 'https://shop.test', 'access-control-request-headers': 'x-a' });
    expect(corsHeaders(headers, ours)).toEqual({
      'Access-Control-Allow-Origin': 'https://shop.test',
      'Access-Control-Allow-Methods': 'GET, POST',
      'Access-Control-Allow-Headers': 'x-a',
      Vary: 'Access-Control-Request-Headers',
      'Access-Control-Allow-Credentials': 'true',
    });
  });
});

type Exchange = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One request as it goes over the wire: no headers added, the body's bytes as sent (compressed or not). */
function exchange(
  baseUrl: string,
  options: { method: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      new URL(options.path ?? '/graphql', baseUrl),
      { method: options.method, headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const PAGE = `query Page($first: Int) { listProducts(first: $first) {
  totalCount products { id productName isInStock price { defaultPrice customPrice price } } } }`;
type Page = {
  data: {
    listProducts: {
      products: Array<{ id: string; isInStock: boolean; price: { customPrice: number | null } | null }>;
    };
  };
};

describe.each(TEST_DATABASES)('kept catalogue answers sent before Yoga on $name', ({ url }) => {
  let app: TestApp;
  let clients: Record<'admin' | 'bistro' | 'takeaway' | 'guest', ApiClient>;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url, yogaPlugins: [countingYoga] });
    clients = await signedInClients(app, ['admin', 'bistro', 'takeaway']);
  });
  afterAll(async () => {
    await app?.close();
  });

  const pagePost = (client: ApiClient, headers: Record<string, string> = {}) => ({
    method: 'POST' as const,
    headers: {
      'content-type': 'application/json',
      ...(client.cookieHeader ? { cookie: client.cookieHeader } : {}),
      ...headers,
    },
    body: JSON.stringify({ query: PAGE, variables: { first: 20 } }),
  });
  /** Asks and says whether Yoga took the request. */
  const ask = async (request: Parameters<typeof exchange>[1]) => {
    const before = yogaRequests.count;
    const answer = await exchange(app.baseUrl, request);
    return { ...answer, enteredYoga: yogaRequests.count > before };
  };
  /** The same request as Yoga answers it: an If-None-Match no answer has sends it past the kept answers. */
  const askYoga = (request: Parameters<typeof exchange>[1]) =>
    ask({ ...request, headers: { ...request.headers, 'if-none-match': '"no-such-answer"' } });
  const pageOf = (answer: Exchange) =>
    (JSON.parse(answer.body.toString()) as Page).data.listProducts.products;
  const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;

  it.each([
    ['a guest POST as the bench sends it', () => pagePost(clients.guest)],
    [
      'a customer POST as the web app sends it (Origin, Accept)',
      () =>
        pagePost(clients.bistro, {
          origin: app.baseUrl,
          accept: 'application/graphql-response+json, application/json',
        }),
    ],
    [
      'a compressed answer, with the CORS headers asked for',
      () =>
        pagePost(clients.takeaway, {
          origin: app.baseUrl,
          'access-control-request-headers': 'x-custom',
          'accept-encoding': 'gzip',
        }),
    ],
    [
      'a GET with variables in the query string',
      () => ({
        method: 'GET' as const,
        path: `/graphql?query=${encodeURIComponent(PAGE)}&variables=${encodeURIComponent('{"first":20}')}`,
        headers: { accept: 'application/json', cookie: clients.admin.cookieHeader },
      }),
    ],
  ])('sends %s with the status, bytes and headers Yoga sends', async (_case, request) => {
    const first = await ask(request());
    expect(first.status).toBe(200);
    const fast = await ask(request());
    const yoga = await askYoga(request());
    expect([first.enteredYoga, fast.enteredYoga, yoga.enteredYoga]).toEqual([true, false, true]);
    expect(fast.status).toBe(yoga.status);
    expect(fast.body.equals(yoga.body)).toBe(true);
    expect(withoutDate(fast.headers)).toEqual(withoutDate(yoga.headers));
    expect(fast.headers.etag).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves to Yoga what it cannot be sure of', async () => {
    await ask(pagePost(clients.guest));
    const body = JSON.stringify({ query: PAGE, variables: { first: 20 } });
    const guest = { 'content-type': 'application/json' };
    const unusual = [
      // Yoga refuses a parameter it does not know, kept answer or not.
      { method: 'POST' as const, headers: guest, body: body.replace('{"query"', '{"extra":1,"query"') },
      { method: 'POST' as const, headers: guest, body: body.replace('{"query"', '{"extensions":{},"query"') },
      { method: 'POST' as const, headers: guest, body: `[${body}]` },
      { method: 'POST' as const, headers: { 'content-type': 'text/plain' }, body },
      { method: 'POST' as const, headers: { ...guest, accept: 'text/event-stream' }, body },
      { method: 'POST' as const, headers: { ...guest, 'if-none-match': '"x"' }, body },
    ];
    for (const request of unusual) expect((await ask(request)).enteredYoga).toBe(true);
    // The unknown parameter, as Yoga answers it: refused.
    const refused = JSON.parse((await ask(unusual[0]!)).body.toString()) as {
      data?: unknown;
      errors?: unknown[];
    };
    expect(refused.data).toBeUndefined();
    expect(refused.errors).toHaveLength(1);
  });

  it('never sends one viewer’s answer to another', async () => {
    const fastTwice = async (client: ApiClient) => {
      await ask(pagePost(client));
      const fast = await ask(pagePost(client));
      expect(fast.enteredYoga).toBe(false);
      return fast;
    };
    const bistro = await fastTwice(clients.bistro);
    const takeaway = await fastTwice(clients.takeaway);
    const guest = await fastTwice(clients.guest);
    // The bistro's level has custom prices, the takeaway has none, and a guest sees no prices at all.
    expect(pageOf(bistro).some((product) => product.price?.customPrice != null)).toBe(true);
    expect(
      pageOf(takeaway).every((product) => product.price !== null && product.price.customPrice === null),
    ).toBe(true);
    expect(pageOf(guest).every((product) => product.price === null)).toBe(true);
    expect(new Set([bistro, takeaway, guest].map((answer) => answer.headers.etag)).size).toBe(3);

    // The bistro signs out; the cookie it had is a guest's now, as Yoga has it.
    const { bistro: leaving } = await signedInClients(app, ['bistro']);
    const kept = new ApiClient(app.baseUrl);
    kept.useCookiesOf(leaving);
    expect((await fastTwice(leaving)).body.equals(bistro.body)).toBe(true);
    await leaving.signOut();
    const signedOut = await ask(pagePost(kept));
    expect(signedOut.enteredYoga).toBe(false);
    expect(signedOut.body.equals(guest.body)).toBe(true);
    expect(signedOut.body.equals((await askYoga(pagePost(kept))).body)).toBe(true);
  });

  it('answers afresh after a product changes', async () => {
    const before = await ask(pagePost(clients.guest));
    const product = pageOf(before).find((candidate) => candidate.isInStock);
    expect(product).toBeDefined();
    expect((await ask(pagePost(clients.guest))).enteredYoga).toBe(false);
    const setStock = (isInStock: boolean) =>
      clients.admin.graphql(
        'mutation ($id: ID!, $in: Boolean) { setProductAvailability(id: $id, isInStock: $in) { id } }',
        {
          id: product!.id,
          in: isInStock,
        },
      );
    expect((await setStock(false)).errors).toBeUndefined();
    try {
      const after = await ask(pagePost(clients.guest));
      expect(after.enteredYoga).toBe(true);
      expect(pageOf(after).find((candidate) => candidate.id === product!.id)?.isInStock).toBe(false);
      // Kept again. On PostgreSQL the change's NOTIFY can come back after that answer and drop it once more.
      await expect.poll(async () => (await ask(pagePost(clients.guest))).enteredYoga).toBe(false);
    } finally {
      await setStock(true);
    }
  });
});
