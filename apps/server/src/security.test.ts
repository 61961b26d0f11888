import { userMessage } from '@cleaver/domain/errors';
import { cents } from '@cleaver/domain/money';
import { MAX_QUANTITY } from '@cleaver/domain/quantity';
import { MAX_ORDER_TOTAL, pendingTotals } from '@cleaver/domain/totals';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, order, product, productNote } from './db/schema.ts';
import { schema } from './graphql/schema.ts';
import { ApiClient } from './test/client.ts';
import { signedInClients } from './test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from './test/test-app.ts';

// The attacks found by probing a running shop from outside (issue 17), replayed: each must be refused and
// leave nothing changed.

type Answer = {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
};

/** A request as another page in the victim's browser would send it: the victim's cookie, the page's headers. */
async function forged(
  app: TestApp,
  victim: ApiClient,
  init: {
    query: string;
    variables?: Record<string, unknown>;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
  },
): Promise<Answer> {
  const method = init.method ?? 'POST';
  const url = new URL('/graphql', app.baseUrl);
  if (method === 'GET') url.searchParams.set('query', init.query);
  const response = await fetch(url, {
    method,
    headers: { cookie: victim.cookieHeader, ...init.headers },
    body: method === 'POST' ? JSON.stringify({ query: init.query, variables: init.variables }) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
}

const ACCOUNT = '{ myAccount { email phone } }';
const CREATE = `mutation ($input: CreateOrderInput!) {
  createOrder(input: $input) { id totals { subTotal gst total } } }`;
const HISTORY = '{ listMyOrders(status: ALL, limit: 1000) { totalCount orders { id totals { total } } } }';

describe.each(TEST_DATABASES)('security on $name', ({ url }) => {
  let app: TestApp;
  let bistro: ApiClient;
  let bistroId: string;
  let productId: string;
  let keys = 0;
  const key = () => `security-key-${Date.now()}-${keys++}`;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ bistro } = await signedInClients(app, ['bistro']));
    const [row] = await app.database.db
      .select({ id: customer.id })
      .from(customer)
      .where(eq(customer.email, 'bistro@demo.test'));
    bistroId = row!.id;
    const products = await app.database.db.select().from(product);
    productId = products.find((p) => p.isEnabled && p.inStock && p.type === 'PRODUCT')!.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const ordersOfBistro = async () =>
    (await app.database.db.select({ n: count() }).from(order).where(eq(order.customerId, bistroId)))[0]!.n;
  const anotherPort = () => `http://127.0.0.1:${Number(new URL(app.baseUrl).port) + 1}`;

  describe('cross-site requests', () => {
    const attackers = (): Array<{ from: string; headers: Record<string, string> }> => [
      {
        from: 'another port on the same host',
        headers: { origin: anotherPort(), 'content-type': 'application/json' },
      },
      {
        from: 'a foreign site',
        headers: { origin: 'https://evil.test', 'content-type': 'application/json' },
      },
      { from: 'a sandboxed page', headers: { origin: 'null', 'content-type': 'text/plain' } },
      { from: 'a form without Origin', headers: { 'content-type': 'text/plain' } },
      {
        from: 'a cross-site page that hid its Origin',
        headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      },
    ];

    it('refuses to read the account from any other origin', async () => {
      for (const attacker of attackers()) {
        const answer = await forged(app, bistro, { query: ACCOUNT, headers: attacker.headers });
        expect(answer.status, attacker.from).toBe(403);
        expect(answer.body.errors?.[0]).toEqual({
          message: userMessage('CROSS_SITE_REFUSED'),
          extensions: { code: 'CROSS_SITE_REFUSED' },
        });
        expect(answer.body.data, attacker.from).toBeUndefined();
      }
    });

    it('places no order and changes no account from any other origin', async () => {
      const before = await ordersOfBistro();
      for (const attacker of attackers()) {
        const placed = await forged(app, bistro, {
          query: CREATE,
          variables: {
            input: { idempotencyKey: key(), isDelivery: true, lines: [{ productId, quantity: 1 }] },
          },
          headers: attacker.headers,
        });
        expect(placed.status, attacker.from).toBe(403);
        const moved = await forged(app, bistro, {
          query: 'mutation { updateMyAccount(input: { phone: "000 000" }) { phone } }',
          headers: attacker.headers,
        });
        expect(moved.status, attacker.from).toBe(403);
      }
      expect(await ordersOfBistro()).toBe(before);
      const { data } = await bistro.graphql<{ myAccount: { phone: string } }>(ACCOUNT);
      expect(data?.myAccount.phone).not.toBe('000 000');
    });

    it('refuses a live-update stream opened from another origin', async () => {
      const answer = await forged(app, bistro, {
        method: 'GET',
        query: 'subscription { myAccountChanged { isActive } }',
        headers: { origin: 'https://evil.test', accept: 'text/event-stream' },
      });
      expect(answer.status).toBe(403);
    });

    it('changes nothing through a GET, which needs no Origin', async () => {
      const answer = await forged(app, bistro, {
        method: 'GET',
        query: 'mutation { updateMyAccount(input: { phone: "000 000" }) { phone } }',
      });
      expect(answer.body.errors?.[0]?.message).toBe(
        'Can only perform a mutation operation from a POST request.',
      );
      const { data } = await bistro.graphql<{ myAccount: { phone: string } }>(ACCOUNT);
      expect(data?.myAccount.phone).not.toBe('000 000');
    });

    it('answers its own pages and clients that cannot be a forged browser request', async () => {
      const own = await forged(app, bistro, {
        query: ACCOUNT,
        headers: { origin: app.baseUrl, 'content-type': 'application/json' },
      });
      expect(own.status).toBe(200);
      expect(own.body.data).toMatchObject({ myAccount: { email: 'bistro@demo.test' } });
      // A browser's same-origin stream sends no Origin, but says where it comes from.
      const sameOrigin = await forged(app, bistro, {
        query: ACCOUNT,
        method: 'GET',
        headers: { 'sec-fetch-site': 'same-origin', accept: 'application/json' },
      });
      expect(sameOrigin.status).toBe(200);
      // A non-browser client: JSON needs a preflight in a browser, so no page could have sent it.
      const script = await forged(app, bistro, {
        query: ACCOUNT,
        headers: { 'content-type': 'application/json' },
      });
      expect(script.status).toBe(200);
      // A guest on another site learns nothing a guest could not anyway, but is still refused.
      const guest = await fetch(new URL('/graphql', app.baseUrl), {
        method: 'POST',
        headers: { origin: 'https://evil.test', 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ listCategories { categoryName } }' }),
      });
      expect(guest.status).toBe(403);
    });

    it('allows credentialed CORS for its own origin only', async () => {
      const preflight = (origin: string) =>
        fetch(new URL('/graphql', app.baseUrl), {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const own = await preflight(app.baseUrl);
      expect(own.headers.get('access-control-allow-origin')).toBe(app.baseUrl);
      expect(own.headers.get('access-control-allow-credentials')).toBe('true');
      for (const origin of [anotherPort(), 'https://evil.test']) {
        const foreign = await preflight(origin);
        expect(foreign.headers.get('access-control-allow-origin'), origin).toBeNull();
        expect(foreign.headers.get('access-control-allow-credentials'), origin).toBeNull();
      }
    });

    // Every mutation, present and future, sits behind the same rule.
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    it.each(mutations)('refuses %s from another origin with the victim’s cookie', async (name) => {
      for (const attacker of attackers()) {
        const answer = await forged(app, bistro, {
          query: `mutation { ${name} }`,
          headers: attacker.headers,
        });
        expect(answer.status, attacker.from).toBe(403);
        expect(answer.body.errors?.[0]?.extensions?.code, attacker.from).toBe('CROSS_SITE_REFUSED');
      }
    });
  });

  describe('bounded queries', () => {
    it('refuses 3,000 aliases at once, and the shop keeps answering', async () => {
      const aliases = Array.from(
        { length: 3000 },
        (_, i) => `a${i}: listProducts(first: 100) { products { id productName } }`,
      );
      const [attack, connection] = await Promise.all([
        new ApiClient(app.baseUrl).graphql(`{ ${aliases.join(' ')} }`),
        fetch(new URL('/connection', app.baseUrl)).then((r) => r.text()),
      ]);
      expect(attack.data ?? null).toBeNull();
      expect(attack.errors?.[0]?.message).toMatch(/Token limit of 1500 exceeded/);
      expect(connection).toBe('CONNECTION_OK');
    });

    it('refuses more than 10 aliases', async () => {
      const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: listCategories { categoryName }`);
      const answer = await new ApiClient(app.baseUrl).graphql(`{ ${aliases.join(' ')} }`);
      expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 10 exceeded/);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    });

    it.each([
      ['{ listProducts(first: 101) { nextCursor } }', 'first must be a whole number from 1 to 100.'],
      ['{ listProducts(first: 0) { nextCursor } }', 'first must be a whole number from 1 to 100.'],
      ['{ listMyOrders(limit: -1) { totalCount } }', 'limit must be a whole number from 1 to 1000.'],
      ['{ listMyOrders(limit: 100000) { totalCount } }', 'limit must be a whole number from 1 to 1000.'],
      ['{ listMyOrders(offset: -5) { totalCount } }', 'offset must be a whole number, 0 or more.'],
    ])('caps list arguments: %s', async (query, message) => {
      const answer = await bistro.graphql(query);
      expect(answer.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_INPUT' } });
    });

    it('caps how many products one request may ask notes for', async () => {
      const ids = Array.from({ length: 1001 }, () => productId);
      const answer = await bistro.graphql(
        'query ($ids: [ID!]) { myProductNotes(productIds: $ids) { notes } }',
        {
          ids,
        },
      );
      expect(answer.errors?.[0]?.message).toBe('productIds may list at most 1000 products.');
    });
  });

  describe('deeply nested bodies', () => {
    const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    // 520,000 nested arrays fill the 1 MiB body limit: once a stack overflow (INTERNAL) and a stalled process.
    const HUGE = 520_000;
    /** Categories asked for with a variable the document does not use: the body is all that is tested. */
    const categoriesWith = (variable: string) =>
      `{"query":"{ listCategories { categoryName } }","variables":{"x":${variable}}}`;
    const post = (path: string, body: string) =>
      new ApiClient(app.baseUrl).request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const refusal = { message: userMessage('REQUEST_TOO_DEEP'), extensions: { code: 'REQUEST_TOO_DEEP' } };

    it('refuses a body nested deeper than 64 levels as bad input', async () => {
      for (const levels of [HUGE, 63]) {
        const response = await post('/graphql', categoriesWith(nested(levels)));
        expect(response.status, `${levels} levels`).toBe(400);
        expect(await response.json()).toEqual({ errors: [refusal] });
      }
    });

    it('refuses one on the REST routes too, in their own shape', async () => {
      const response = await post(
        '/api/auth/sign-in/email',
        `{"email":"nobody@demo.test","password":${nested(HUGE)}}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'REQUEST_TOO_DEEP', message: refusal.message });
    });

    it('reads a body nested 64 levels deep, and brackets inside strings do not count', async () => {
      // The body, its variables and 62 arrays.
      for (const variable of [nested(62), JSON.stringify(`"[{\\${'['.repeat(HUGE / 2)}`)]) {
        const response = await post('/graphql', categoriesWith(variable));
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data?: { listCategories: unknown[] }; errors?: unknown };
        expect(body.errors).toBeUndefined();
        expect(body.data?.listCategories.length).toBeGreaterThan(0);
      }
    });

    it('keeps answering while huge nested bodies arrive', async () => {
      const attacks = Array.from({ length: 4 }, () =>
        post('/graphql', categoriesWith(nested(HUGE))).then((response) => response.status),
      );
      const connection = fetch(new URL('/connection', app.baseUrl)).then((response) => response.text());
      expect(await connection).toBe('CONNECTION_OK');
      expect(await Promise.all(attacks)).toEqual([400, 400, 400, 400]);
    });
  });

  describe('order totals', () => {
    /** Bistro's in-stock products at the price bistro pays, dearest first. */
    const pricedProducts = async () => {
      const answer = await bistro.graphql<{
        listProducts: {
          products: Array<{ id: string; isInStock: boolean; price: { price: number } | null }>;
        };
      }>('{ listProducts(first: 100) { products { id isInStock price { price } } } }');
      return answer
        .data!.listProducts.products.filter((p) => p.isInStock && p.price)
        .map((p) => ({ productId: p.id, unitPrice: p.price!.price }))
        .sort((a, b) => b.unitPrice - a.unitPrice);
    };
    const totalsOf = (lines: Array<{ quantity: number; unitPrice: number }>) =>
      pendingTotals({
        lines: lines.map((line) => ({ quantity: line.quantity, unitPrice: cents(line.unitPrice) })),
        isDelivery: false,
        freightCharge: cents(0),
        freeFreightThreshold: cents(0),
      });

    it('refuses 60 lines of 9,999 coming to over $1,000,000 before writing anything, and the history still loads', async () => {
      const priced = (await pricedProducts()).slice(0, 60).map((p) => ({ ...p, quantity: MAX_QUANTITY }));
      expect(priced.length).toBeGreaterThan(10);
      // Every line is within the per-line bound; only the order's total is too large.
      expect(totalsOf(priced).total).toBeGreaterThan(MAX_ORDER_TOTAL);
      const before = await ordersOfBistro();
      const answer = await bistro.graphql(CREATE, {
        input: {
          idempotencyKey: key(),
          isDelivery: true,
          lines: priced.map(({ productId, quantity }) => ({ productId, quantity })),
        },
      });
      expect(answer.errors?.[0]).toMatchObject({
        message:
          'An order placed online may come to at most $1,000,000.00. Please call us to place a larger one.',
        extensions: { code: 'ORDER_TOO_LARGE' },
      });
      expect(await ordersOfBistro()).toBe(before);
      const history = await bistro.graphql<{ listMyOrders: { totalCount: number } }>(HISTORY);
      expect(history.errors).toBeUndefined();
      expect(history.data?.listMyOrders.totalCount).toBe(before);
    });

    it('refuses a line of 10,000, naming the most a line may hold, and writes nothing', async () => {
      const before = await ordersOfBistro();
      const answer = await bistro.graphql(CREATE, {
        input: { idempotencyKey: key(), isDelivery: true, lines: [{ productId, quantity: 10_000 }] },
      });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Quantity must be between 0.1 and 9,999',
        extensions: { code: 'BAD_INPUT' },
      });
      expect(await ordersOfBistro()).toBe(before);
    });

    it('takes an order just under the bound, with every amount intact', async () => {
      // Pick-up, so no freight: the dearest products first, each line the most whole units that keep the
      // total with GST within the bound (a unit's margin covers GST rounded per line).
      const lines: Array<{ productId: string; unitPrice: number; quantity: number }> = [];
      let room = MAX_ORDER_TOTAL;
      for (const p of await pricedProducts()) {
        const quantity = Math.min(MAX_QUANTITY, Math.floor(room / (p.unitPrice * 1.15)) - 1);
        if (quantity < 1) continue;
        lines.push({ ...p, quantity });
        room = cents(MAX_ORDER_TOTAL - totalsOf(lines).total);
      }
      const expected = totalsOf(lines);
      expect(expected.total).toBeLessThanOrEqual(MAX_ORDER_TOTAL);
      expect(expected.total).toBeGreaterThan(MAX_ORDER_TOTAL * 0.99);
      const answer = await bistro.graphql<{ createOrder: { totals: Record<string, number> } }>(CREATE, {
        input: {
          idempotencyKey: key(),
          isDelivery: false,
          lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.createOrder.totals).toEqual({
        subTotal: expected.subTotal,
        gst: expected.gst,
        total: expected.total,
      });
      const history = await bistro.graphql(HISTORY);
      expect(history.errors).toBeUndefined();
    });
  });

  describe('text inputs', () => {
    it.each([
      [
        'a NUL byte in a line note',
        { lines: [{ quantity: 1, notes: 'skin\u0000off' }] },
        'Notes contains a character',
      ],
      [
        'an escape in a purchase order',
        { purchaseOrder: 'PO\u001b[31m', lines: [{ quantity: 1 }] },
        'Purchase order contains a character',
      ],
      [
        'a line break in a purchase order',
        { purchaseOrder: 'PO\n7', lines: [{ quantity: 1 }] },
        'Purchase order contains a character',
      ],
      [
        'a NUL byte in the order key',
        { idempotencyKey: 'key-\u0000-1234', lines: [{ quantity: 1 }] },
        'The order key is not valid',
      ],
    ])('refuses %s with a clear message and stores nothing', async (_what, input, message) => {
      const before = await ordersOfBistro();
      const { lines, ...rest } = input as { lines: Array<Record<string, unknown>> };
      const answer = await bistro.graphql(CREATE, {
        input: {
          idempotencyKey: key(),
          isDelivery: true,
          ...rest,
          lines: lines.map((l) => ({ productId, ...l })),
        },
      });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
      expect(answer.errors?.[0]?.message).toContain(message);
      expect(await ordersOfBistro()).toBe(before);
    });

    it('keeps line breaks in a note, where they belong', async () => {
      const answer = await bistro.graphql<{ setProductNote: { notes: string } }>(
        'mutation ($id: ID!, $notes: String!) { setProductNote(productId: $id, notes: $notes) { notes } }',
        { id: productId, notes: 'skin off\ncut in 4' },
      );
      expect(answer.data?.setProductNote.notes).toBe('skin off\ncut in 4');
    });

    it('refuses a NUL byte in a saved note and keeps the note as it was', async () => {
      const answer = await bistro.graphql(
        'mutation ($id: ID!, $notes: String!) { setProductNote(productId: $id, notes: $notes) { notes } }',
        { id: productId, notes: 'bad\u0000note' },
      );
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Notes contains a character that cannot be used (a control character). Please retype it.',
        extensions: { code: 'BAD_INPUT' },
      });
      const [kept] = await app.database.db
        .select({ notes: productNote.notes })
        .from(productNote)
        .where(eq(productNote.productId, productId));
      expect(kept?.notes).toBe('skin off\ncut in 4');
    });
  });

  it('sends a Permissions-Policy that refuses the features the shop never uses', async () => {
    const response = await fetch(new URL('/connection', app.baseUrl));
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('permissions-policy')).toContain('geolocation=()');
  });

  it('answers introspection outside production', async () => {
    const answer = await new ApiClient(app.baseUrl).graphql('{ __schema { queryType { name } } }');
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('production mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: 'production', seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers no introspection and suggests no field names', async () => {
    const client = new ApiClient(app.baseUrl);
    const introspection = await client.graphql('{ __schema { types { name } } }');
    expect(introspection.data ?? null).toBeNull();
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await client.graphql('{ listCategorie { categoryName } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('answer size', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ maxResponseBytes: 5_000 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses an answer over the cap with a clear message, and answers smaller ones', async () => {
    const client = new ApiClient(app.baseUrl);
    const small = await client.graphql('{ listCategories { categoryName } }');
    expect(small.errors).toBeUndefined();
    const response = await client.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ listProducts(first: 100) { products { id productName description } } }',
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      data: null,
      errors: [{ message: userMessage('RESPONSE_TOO_LARGE'), extensions: { code: 'RESPONSE_TOO_LARGE' } }],
    });
  });
});
