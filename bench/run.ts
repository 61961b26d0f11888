import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { freePort, graphql, repoRoot, signInCookie, startProcess, startServer } from '../e2e/server.ts';
import { type BackupBench, backupMarkdown, benchBackup } from './backup.ts';
import { type BundleSizes, measureBundle } from './bundle-size.ts';
import { BENCH_ADMIN_PRODUCTS, BENCH_PRODUCTS, prepareBenchCatalogue } from './catalogue-data.ts';
import { BENCH_CUSTOMERS, prepareBenchCustomers } from './customers-data.ts';
import { benchDashboard, type DashboardBench, dashboardMarkdown } from './dashboard.ts';
import { type DatabaseName, figuresMarkdown } from './figures.ts';
import { benchBatchInvoicing, type InvoicingBench, invoicingMarkdown } from './invoicing.ts';
import {
  BENCH_LINES_PER_ORDER,
  BENCH_NO_MATCH_SEARCH,
  BENCH_ORDERS,
  BENCH_RARE_ORDER_SEARCH,
  prepareBenchOrders,
} from './orders-data.ts';
import { benchReceivables, type ReceivablesBench, receivablesMarkdown } from './receivables.ts';
import { benchRecurringRun, type RecurringBench, recurringMarkdown } from './recurring.ts';
import { steadyLoad } from './steady-load.ts';

const CONNECTIONS = 50;
// The back office has a handful of staff: its list is measured at the load they can make.
const ADMIN_CONNECTIONS = 10;
const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const DURATION_SECONDS = positiveInteger('BENCH_DURATION', 10);
// V8 needs a few seconds of traffic before the GraphQL path reaches its steady speed.
const WARM_UP_SECONDS = Math.min(5, DURATION_SECONDS);
const CUSTOMER = { email: 'bistro@demo.test', password: 'demo-pass-1' };
// The session cookie cache lasts 60 s; a longer run would measure the database fallback instead.
if (WARM_UP_SECONDS + DURATION_SECONDS > 55) {
  console.error(
    'BENCH_DURATION is past the 60 s cookie cache: the cookie-cache row will include database lookups',
  );
}

type Target = {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Checked once before the load, so a benchmark of error pages cannot pass for a result. */
  expect: (body: string) => boolean;
  /** A fresh body for every request (e.g. a new idempotency key per order). */
  bodyFor?: () => string;
  /** After the load: how many of the answered requests did not do their work (e.g. orders missing). */
  missing?: (answered: number) => Promise<number>;
  /** After the load: anything else a reader needs to judge the row (e.g. how long the mails trailed). */
  note?: (answered: number) => Promise<string>;
  /** Requests per second across all connections; unset, as fast as the server answers. */
  rate?: number;
  /** Just before the check and the load (e.g. counting what is there already). */
  before?: () => Promise<void>;
  /** Connections to load with; CONNECTIONS when unset. */
  connections?: number;
};

type Row = {
  database: string;
  target: string;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
  ratioToHelloWorld: number;
  note?: string;
};

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of seconds`);
  return value;
}

const graphqlPost = (query: string, cookie?: string) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify({ query }),
});

const guestTargets: Target[] = [
  {
    name: 'GET /connection',
    path: '/connection',
    method: 'GET',
    expect: (body) => body === 'CONNECTION_OK',
  },
  {
    // Yoga and the schema with no resolver or database work: the floor under the rows below.
    name: '{ __typename } (guest)',
    ...graphqlPost('{ __typename }'),
    expect: (body) => JSON.parse(body).data?.__typename === 'Query',
  },
  {
    name: 'listCategories (guest)',
    ...graphqlPost('{ listCategories { id categoryName } }'),
    expect: (body) => (JSON.parse(body).data?.listCategories?.length ?? 0) > 0,
  },
];

// The fields the storefront's catalogue cards and search dropdown ask for.
const PRODUCT_FIELDS =
  'id productName productCode productUnit categoryName isInStock image { url srcSet width height } price { defaultPrice customPrice price }';
const CATALOGUE_QUERY = `{ listProducts(first: 20) { totalCount nextCursor products { ${PRODUCT_FIELDS} } } }`;
const SEARCH_QUERY = `{ searchProducts(term: "chick") { ${PRODUCT_FIELDS} } }`;

type ProductJson = { price: { price: number; customPrice: number | null } | null };
const pricesShown = (products: ProductJson[] | undefined, signedIn: boolean) =>
  (products?.length ?? 0) > 0 && (products ?? []).every((p) => (p.price !== null) === signedIn);

const catalogueTargets = (who: string, cookie?: string): Target[] => [
  {
    name: `catalogue page, 20 products (${who})`,
    ...graphqlPost(CATALOGUE_QUERY, cookie),
    expect: (body) => {
      const page = JSON.parse(body).data?.listProducts;
      return page?.totalCount >= BENCH_PRODUCTS * 0.9 && pricesShown(page?.products, Boolean(cookie));
    },
  },
  {
    name: `header search "chick" (${who})`,
    ...graphqlPost(SEARCH_QUERY, cookie),
    expect: (body) => pricesShown(JSON.parse(body).data?.searchProducts, Boolean(cookie)),
  },
];

/** Orders are confirmed by mail through the outbox, after the answer: mails written so far. */
async function mailsWritten(dataDir: string): Promise<number> {
  try {
    return (await readdir(join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

// The load stops; confirmation mails still queued must follow within this time.
const MAIL_CATCH_UP_MS = 60_000;

/**
 * Placing orders as the bistro customer: three lines of products in stock, a new idempotency key per
 * request, so every request creates an order; afterwards the customer's order count must have grown
 * by exactly the number of answered requests, and every order's confirmation mail must follow.
 * Twice: as fast as answered, and at a steady 300 orders a second (the target's rate).
 */
async function createOrderTargets(baseUrl: string, cookie: string, dataDir: string): Promise<Target[]> {
  const count = async () => {
    const result = await graphql<{ listMyOrders: { totalCount: number } }>(
      baseUrl,
      '{ listMyOrders(status: ALL, limit: 1) { totalCount } }',
      { cookie },
    );
    if (!result.data) throw new Error(`listMyOrders: ${JSON.stringify(result.errors)}`);
    return result.data.listMyOrders.totalCount;
  };
  const page = await graphql<{ listProducts: { products: { id: string; isInStock: boolean }[] } }>(
    baseUrl,
    '{ listProducts(first: 50) { products { id isInStock } } }',
    { cookie },
  );
  const products = (page.data?.listProducts.products ?? []).filter((p) => p.isInStock).slice(0, 3);
  if (products.length < 3) throw new Error('not enough products in stock to order');
  let sent = 0;
  const bodyFor = () =>
    JSON.stringify({
      query: 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id totals { total } } }',
      variables: {
        input: {
          idempotencyKey: `bench-${process.pid}-${Date.now()}-${sent++}`,
          isDelivery: sent % 2 === 0,
          lines: products.map((p, i) => ({ productId: p.id, quantity: i + 1.5 })),
        },
      },
    });
  const target = (name: string, rate?: number): Target => {
    // Counted before the check's request, which is answered (and mailed) as one of the load's.
    let ordersBefore = 0;
    let mailsBefore = 0;
    return {
      name,
      rate,
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: bodyFor(),
      bodyFor,
      async before() {
        ordersBefore = await count();
        mailsBefore = await mailsWritten(dataDir);
      },
      expect: (body) => typeof JSON.parse(body).data?.createOrder?.id === 'string',
      // Requests still in flight when the load stops may add a few orders beyond those answered; none may be missing.
      missing: async (answered) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        return Math.max(0, ordersBefore + answered - (await count()));
      },
      note: async (answered) => {
        const loadEnded = Date.now() - 1_000;
        let mails = await mailsWritten(dataDir);
        while (mails < mailsBefore + answered && Date.now() - loadEnded < MAIL_CATCH_UP_MS) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          mails = await mailsWritten(dataDir);
        }
        const behind = mailsBefore + answered - mails;
        const seconds = ((Date.now() - loadEnded) / 1000).toFixed(1);
        return behind > 0
          ? `${behind} confirmation mails still unsent ${seconds} s after the load`
          : `every confirmation mail written within ${seconds} s of the load ending`;
      },
    };
  };
  return [
    target('createOrder, 3 lines (customer)'),
    target('createOrder, steady 300 orders/s (customer)', 300),
  ];
}

const meTarget = (name: string, cookie: string): Target => ({
  name,
  ...graphqlPost('{ me { id email firstName role } }', cookie),
  expect: (body) => JSON.parse(body).data?.me?.email === CUSTOMER.email,
});

// better-auth's signed cookie cache (session_data) answers without the database for 60 s; a
// browser then gets a fresh one with its next request. Without it every request reads the session table.
const withoutCookieCache = (cookie: string) =>
  cookie
    .split('; ')
    .filter((pair) => !pair.startsWith('better-auth.session_data='))
    .join('; ');

async function check(baseUrl: string, target: Target): Promise<void> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  const body = await response.text();
  let ok = false;
  try {
    ok = response.ok && target.expect(body);
  } catch {
    ok = false;
  }
  if (!ok) throw new Error(`${target.name} answered ${response.status} ${body.slice(0, 300)}`);
}

type Measured = { answered: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; failed: number };

/** As many requests as the server answers on CONNECTIONS connections, or `target.rate` a second, evenly spaced. */
async function load(baseUrl: string, target: Target, duration: number): Promise<Measured> {
  const { bodyFor, rate } = target;
  const connections = target.connections ?? CONNECTIONS;
  if (rate) {
    const result = await steadyLoad({
      url: `${baseUrl}${target.path}`,
      method: target.method,
      headers: target.headers,
      bodyFor: bodyFor ?? (() => target.body),
      rate,
      connections,
      durationSeconds: duration,
    });
    return { answered: result.ok, ...result };
  }
  const result: Result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration,
    ...(bodyFor && {
      requests: [
        {
          method: target.method,
          path: target.path,
          headers: target.headers,
          setupRequest: (request) => ({ ...request, body: bodyFor() }),
        },
      ],
    }),
  });
  return {
    answered: result['2xx'],
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

async function measure(
  database: string,
  baseUrl: string,
  target: Target,
): Promise<Omit<Row, 'ratioToHelloWorld'>> {
  await target.before?.();
  await check(baseUrl, target);
  const warmUp = await load(baseUrl, target, WARM_UP_SECONDS);
  const result = await load(baseUrl, target, DURATION_SECONDS);
  // The check's request did its work too.
  const answered = warmUp.answered + result.answered + 1;
  const missing = target.missing ? await target.missing(answered) : 0;
  const note = target.note ? await target.note(answered) : undefined;
  const row = {
    database,
    target: target.name,
    connections: target.connections ?? CONNECTIONS,
    requestsPerSecond: result.requestsPerSecond,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    requests: result.answered + result.failed,
    failures: result.failed + missing,
    ...(note && { note }),
  };
  console.error(
    `  ${database.padEnd(10)} ${target.name.padEnd(40)} ${row.requestsPerSecond} req/s${note ? `; ${note}` : ''}`,
  );
  return row;
}

async function benchHelloWorld(connections = CONNECTIONS) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const hello = await startProcess({
    script: 'bench/hello-server.ts',
    env: { ...process.env, PORT: String(port) },
    readyUrl: baseUrl,
  });
  try {
    return await measure('—', baseUrl, {
      name: 'hello-world (bare Fastify)',
      connections,
      path: '/',
      method: 'GET',
      expect: (body) => body.includes('world'),
    });
  } finally {
    await hello.stop();
  }
}

// BENCH_ONLY=createOrder measures only the rows whose name holds that text (hello-world always runs).
const ONLY = process.env.BENCH_ONLY ?? '';

async function benchServer(database: string, databaseUrl: string | undefined) {
  const { dataDir } = await prepareBenchCatalogue(databaseUrl);
  const server = await startServer({ databaseUrl, dataDir });
  // Signed in just before each group, so better-auth's 60 s cookie cache stays fresh while it runs.
  const freshCookie = () => signInCookie(server.baseUrl, CUSTOMER.email, CUSTOMER.password);
  const groups: Array<() => Promise<Target[]>> = [
    async () => [...guestTargets, ...catalogueTargets('guest')],
    // Both customer rows take 30 s together, inside one cookie's cache.
    async () => catalogueTargets('customer, custom prices', await freshCookie()),
    async () => createOrderTargets(server.baseUrl, await freshCookie(), dataDir),
    async () => {
      const cookie = await freshCookie();
      return [
        meTarget('me (signed in, cookie cache)', cookie),
        meTarget('me (signed in, remembered viewer)', withoutCookieCache(cookie)),
      ];
    },
  ];
  try {
    const rows = [];
    for (const group of groups) {
      for (const target of await group()) {
        if (target.name.includes(ONLY)) rows.push(await measure(database, server.baseUrl, target));
      }
    }
    return rows;
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The fields the back office's products table asks for (apps/web/src/features/products/api/admin-products.ts).
const ADMIN_ROW_FIELDS =
  'id productName productCode productType description productUnit productGroup categoryId categoryName ' +
  'defaultPrice isEnabled isInStock imageKey image { url srcSet width height }';
const adminProductsQuery = (args: string) =>
  `{ adminProducts(${args}offset: 0, limit: 20) { totalCount rows { ${ADMIN_ROW_FIELDS} } } }`;

/**
 * The back office's products list at BENCH_ADMIN_PRODUCTS products, 20 a page: as staff open it, and a search
 * for "chi" as they type in the table's search box. Its own server, as the catalogue is ten times the storefront's.
 */
async function benchAdminProducts(database: string, databaseUrl: string | undefined) {
  const { dataDir } = await prepareBenchCatalogue(databaseUrl, BENCH_ADMIN_PRODUCTS);
  const server = await startServer({ databaseUrl, dataDir });
  const size = `${BENCH_ADMIN_PRODUCTS.toLocaleString('en-NZ')} products`;
  const pageOf20 = (body: string, atLeast: number) => {
    const page = JSON.parse(body).data?.adminProducts;
    return page?.totalCount >= atLeast && page?.rows?.length === 20;
  };
  try {
    const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const targets: Target[] = [
      {
        name: `adminProducts, 20 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminProductsQuery(''), cookie),
        expect: (body) => pageOf20(body, BENCH_ADMIN_PRODUCTS * 0.9),
      },
      {
        name: `adminProducts "chi", 20 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminProductsQuery('search: "chi", '), cookie),
        expect: (body) => pageOf20(body, BENCH_ADMIN_PRODUCTS / 10),
      },
    ];
    const rows = [];
    for (const target of targets) {
      if (target.name.includes(ONLY)) rows.push(await measure(database, server.baseUrl, target));
    }
    return rows;
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The fields the back office's customers table asks for (apps/web/src/features/customers/api/admin-customers.ts).
const ADMIN_CUSTOMER_FIELDS =
  'id customerCode firstName lastName email mobile companyName customerLevel isActive priceLevel { id name } ' +
  'address { addr1 addr2 addr3 city postalCode } orderCount recurringOrderCount accountingSync { state lastError }';
const adminCustomersQuery = (args: string) =>
  `{ adminCustomers(${args}offset: 0, limit: 25) { totalCount rows { ${ADMIN_CUSTOMER_FIELDS} } } }`;

/**
 * The back office's customers table at BENCH_CUSTOMERS customers, 25 a page: as staff open it, and a search for
 * "kitchen" (company, contact, email and code are searched in the database) as they type in its search box.
 */
async function benchAdminCustomers(database: string, databaseUrl: string | undefined) {
  const { dataDir } = await prepareBenchCustomers(databaseUrl);
  const server = await startServer({ databaseUrl, dataDir });
  const size = `${BENCH_CUSTOMERS.toLocaleString('en-NZ')} customers`;
  const pageOf25 = (body: string, atLeast: number) => {
    const page = JSON.parse(body).data?.adminCustomers;
    return page?.totalCount >= atLeast && page?.rows?.length === 25;
  };
  try {
    const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const targets: Target[] = [
      {
        name: `adminCustomers, 25 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminCustomersQuery(''), cookie),
        expect: (body) => pageOf25(body, BENCH_CUSTOMERS * 0.9),
      },
      {
        name: `adminCustomers "kitchen", 25 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminCustomersQuery('search: "kitchen", '), cookie),
        expect: (body) => pageOf25(body, BENCH_CUSTOMERS / 10),
      },
    ];
    const rows = [];
    for (const target of targets) {
      if (target.name.includes(ONLY)) rows.push(await measure(database, server.baseUrl, target));
    }
    return rows;
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// The fields the back office's orders list asks for (apps/web/src/features/orders/api/admin-orders.ts).
const ADMIN_ORDER_FIELDS =
  'id shortId customerId companyName processingDate isDelivery itemCount total totalIsEstimate status invoiceNumber';
const adminOrdersQuery = (args: string) =>
  `{ adminOrders(${args}, offset: 0, limit: 25) { totalCount rows { ${ADMIN_ORDER_FIELDS} } } }`;

/**
 * The back office's orders list at BENCH_ORDERS orders of BENCH_LINES_PER_ORDER lines, 25 a page, as the list
 * asks: the DEFAULT filter (PENDING and PACKED, what staff open the day on), ALL, and across every status a search
 * for "kitchen" (an eighth of the generated customers are kitchens), for one purchase order, and for nothing there.
 */
async function benchAdminOrders(database: string, databaseUrl: string | undefined) {
  const { dataDir } = await prepareBenchOrders(databaseUrl);
  const server = await startServer({ databaseUrl, dataDir });
  const size = `${BENCH_ORDERS.toLocaleString('en-NZ')} orders × ${BENCH_LINES_PER_ORDER} lines`;
  // Rows only: the count may be capped on a large match, so its exact figure is not checked.
  const rowsOf = (body: string): unknown[] | undefined => JSON.parse(body).data?.adminOrders?.rows;
  const search = (term: string) => adminOrdersQuery(`filter: ALL, search: ${JSON.stringify(term)}`);
  try {
    const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const targets: Target[] = [
      {
        name: `adminOrders DEFAULT, 25 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminOrdersQuery('filter: DEFAULT'), cookie),
        expect: (body) => rowsOf(body)?.length === 25,
      },
      {
        name: `adminOrders ALL, 25 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(adminOrdersQuery('filter: ALL'), cookie),
        expect: (body) => rowsOf(body)?.length === 25,
      },
      {
        name: `adminOrders ALL "kitchen", 25 a page, ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(search('kitchen'), cookie),
        expect: (body) => rowsOf(body)?.length === 25,
      },
      {
        name: `adminOrders ALL "${BENCH_RARE_ORDER_SEARCH}" (one order), ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(search(BENCH_RARE_ORDER_SEARCH), cookie),
        expect: (body) => rowsOf(body)?.length === 1,
      },
      {
        name: `adminOrders ALL "${BENCH_NO_MATCH_SEARCH}" (none), ${size} (admin)`,
        connections: ADMIN_CONNECTIONS,
        ...graphqlPost(search(BENCH_NO_MATCH_SEARCH), cookie),
        expect: (body) => rowsOf(body)?.length === 0,
      },
    ];
    targets.push(await staffSaveTarget(server.baseUrl, cookie, size));
    const rows = [];
    for (const target of targets) {
      if (target.name.includes(ONLY)) rows.push(await measure(database, server.baseUrl, target));
    }
    return rows;
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type BenchOrder = {
  id: string;
  version: number;
  customer: { id: string };
  processingDate: string;
  status: string;
  isDelivery: boolean | null;
  line: string;
  freight: number;
  cutting: number;
  purchaseOrder: string;
  notes: string;
  lines: Array<{
    productId: string;
    quantity: number;
    notes: string;
    unitPrice: number;
    priceOverridden: boolean;
  }>;
};

const BENCH_ORDER_FIELDS = `id version customer { id } processingDate status isDelivery line freight cutting
  purchaseOrder notes lines { productId quantity notes unitPrice priceOverridden }`;

/**
 * One staff member saving open orders one after another (`updateStaffOrder`, 1 connection): each save moves the
 * first line's quantity, so each is a real write — the version check under a row lock, the lines, a history row,
 * a notice and the order event. The saves go round the open orders, each at the version its last save left.
 */
async function staffSaveTarget(baseUrl: string, cookie: string, size: string): Promise<Target> {
  const listed = await graphql<{ adminOrders: { rows: Array<{ id: string }> } }>(
    baseUrl,
    '{ adminOrders(filter: PENDING, offset: 0, limit: 100) { rows { id } } }',
    { cookie },
  );
  const ids = listed.data?.adminOrders.rows.map((row) => row.id) ?? [];
  const orders: BenchOrder[] = [];
  for (const id of ids) {
    const read = await graphql<{ adminOrder: BenchOrder | null }>(
      baseUrl,
      `query ($id: ID!) { adminOrder(id: $id) { ${BENCH_ORDER_FIELDS} } }`,
      { cookie, variables: { id } },
    );
    const found = read.data?.adminOrder;
    if (found?.customer.id && found.isDelivery !== null && found.lines.length > 0) orders.push(found);
  }
  if (orders.length === 0) throw new Error('updateStaffOrder: the bench data has no open orders to save');
  const firstVersions = new Map(orders.map((o) => [o.id, o.version]));
  let turn = 0;
  const nextBody = () => {
    const o = orders[turn++ % orders.length]!;
    const version = o.version;
    o.version += 1;
    const [first, ...rest] = o.lines;
    const lines = [{ ...first!, quantity: first!.quantity === 1 ? 2 : 1 }, ...rest];
    o.lines = lines;
    return JSON.stringify({
      query: `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
        updateStaffOrder(id: $id, version: $version, input: $input) { id version } }`,
      variables: {
        id: o.id,
        version,
        input: {
          customerId: o.customer.id,
          processingDate: o.processingDate,
          status: o.status,
          isDelivery: o.isDelivery,
          line: o.line,
          freight: null,
          cutting: o.cutting,
          purchaseOrder: o.purchaseOrder,
          notes: o.notes,
          lines: lines.map((l) => ({
            productId: l.productId,
            quantity: l.quantity,
            notes: l.notes,
            unitPriceOverride: l.priceOverridden ? l.unitPrice : null,
          })),
        },
      },
    });
  };
  return {
    name: `updateStaffOrder, one open order at a time, ${size} (admin)`,
    connections: 1,
    path: '/graphql',
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: nextBody(),
    bodyFor: nextBody,
    expect: (body) => JSON.parse(body).data?.updateStaffOrder?.version >= 2,
    // Saves that did not land (a stale version would be one): what each order's version says was saved.
    missing: async (answered) => {
      let saved = 0;
      for (const o of orders) {
        const read = await graphql<{ adminOrder: { version: number } | null }>(
          baseUrl,
          'query ($id: ID!) { adminOrder(id: $id) { version } }',
          { cookie, variables: { id: o.id } },
        );
        saved += (read.data?.adminOrder?.version ?? 0) - (firstVersions.get(o.id) ?? 0);
      }
      // A save still in flight when a window closed lands without being counted as answered: never below 0.
      return Math.max(0, answered - saved);
    },
  };
}

// How many custom prices one save sets, as staff would by pasting a price list into the editor.
const CUSTOM_PRICES_PER_SAVE = 500;

/**
 * Saving CUSTOM_PRICES_PER_SAVE custom prices at once (`updateCustomPrices`) on a new price level, one staff
 * member saving again and again (1 connection: saves of one level take turns anyway). Each save changes every
 * one of the prices, so each is a real write of 500 rows, with its notice and the `prices` event.
 */
async function benchCustomPrices(database: string, databaseUrl: string | undefined) {
  const { dataDir } = await prepareBenchCatalogue(databaseUrl);
  const server = await startServer({ databaseUrl, dataDir });
  try {
    const cookie = await signInCookie(server.baseUrl, ADMIN.email, ADMIN.password);
    const created = await graphql<{ createPriceLevel: { id: string } }>(
      server.baseUrl,
      'mutation ($name: String!) { createPriceLevel(name: $name) { id } }',
      { cookie, variables: { name: `Bench ${Date.now()}` } },
    );
    const priceLevelId = created.data?.createPriceLevel.id;
    if (!priceLevelId) throw new Error(`createPriceLevel: ${JSON.stringify(created.errors)}`);
    const page = await graphql<{ priceLevelProducts: { rows: { productId: string }[] } }>(
      server.baseUrl,
      'query ($id: ID!, $limit: Int) { priceLevelProducts(priceLevelId: $id, limit: $limit) { rows { productId } } }',
      { cookie, variables: { id: priceLevelId, limit: CUSTOM_PRICES_PER_SAVE } },
    );
    const productIds = (page.data?.priceLevelProducts.rows ?? []).map((row) => row.productId);
    if (productIds.length < CUSTOM_PRICES_PER_SAVE) throw new Error('not enough products for the save');
    let saves = 0;
    // Every save moves every price, so none is a no-op ('Theres nothing to update.').
    const bodyFor = () => {
      const base = 100 + (saves++ % 5000) * 1000;
      return JSON.stringify({
        query:
          'mutation ($id: ID!, $changes: [CustomPriceChangeInput!]!) { updateCustomPrices(priceLevelId: $id, changes: $changes) { set removed } }',
        variables: {
          id: priceLevelId,
          changes: productIds.map((productId, i) => ({ productId, price: base + i })),
        },
      });
    };
    return await measure(database, server.baseUrl, {
      name: `updateCustomPrices, ${CUSTOM_PRICES_PER_SAVE} prices in one save (admin)`,
      connections: 1,
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: bodyFor(),
      bodyFor,
      expect: (body) => JSON.parse(body).data?.updateCustomPrices?.set === CUSTOM_PRICES_PER_SAVE,
      note: async (answered) => `${answered} saves of ${CUSTOM_PRICES_PER_SAVE} prices each`,
    });
  } catch (error) {
    console.error(`server output (tail):\n${server.output().split('\n').slice(-30).join('\n')}`);
    throw error;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function markdown(rows: Row[], bundle: BundleSizes | string): string {
  const lines = [
    `Load: autocannon, ${CONNECTIONS} connections (the back office's list ${ADMIN_CONNECTIONS}), ${DURATION_SECONDS} s per endpoint after a ${WARM_UP_SECONDS} s warm-up.`,
    '',
    '| database | endpoint | connections | req/s | p50 ms | p99 ms | vs hello-world | failed |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.target} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ` +
        `${(row.ratioToHelloWorld * 100).toFixed(1)} % | ${row.failures} |`,
    ),
    '',
    ...rows.filter((row) => row.note).map((row) => `- ${row.database}, ${row.target}: ${row.note}`),
    '',
  ];
  if (typeof bundle === 'string') {
    lines.push(`Bundle sizes: not measured (${bundle}).`);
  } else {
    lines.push('| JavaScript | files | raw | gzip | sent (Brotli 11) |', '|---|--:|--:|--:|--:|');
    const groups = [
      ['storefront entry (index.html + static imports)', bundle.storefront],
      ['fetched beside it on every page (the theme’s variables)', bundle.start],
      ['back office chunk', bundle.backOffice],
      ['back office, extra on top of storefront', bundle.backOfficeExtra],
    ] as const;
    for (const [label, group] of groups) {
      if (group)
        lines.push(
          `| ${label} | ${group.files.length} | ${kib(group.bytes)} | ${kib(group.gzipBytes)} | ${kib(group.sentBytes)} |`,
        );
      else lines.push(`| ${label} | — | not found in the manifest | — | — |`);
    }
    lines.push(
      '',
      'Storefront pages loaded apart from the entry, each with what it imports beyond it (before its first render):',
      '',
      '| page | files | raw | gzip | sent (Brotli 11) |',
      '|---|--:|--:|--:|--:|',
    );
    for (const page of bundle.pages) {
      const name = page.chunk.replace(/^.*\//, '').replace(/\.tsx$/, '');
      lines.push(
        `| ${name} | ${page.files.length} | ${kib(page.bytes)} | ${kib(page.gzipBytes)} | ${kib(page.sentBytes)} |`,
      );
    }
    if (bundle.backOfficeExtra) {
      lines.push(
        '',
        'Back office files on top of the storefront:',
        '',
        '| file | raw | gzip | sent (Brotli 11) |',
        '|---|--:|--:|--:|',
      );
      for (const file of bundle.backOfficeExtra.files)
        lines.push(`| ${file.file} | ${kib(file.bytes)} | ${kib(file.gzipBytes)} | ${kib(file.sentBytes)} |`);
    }
  }
  return lines.join('\n');
}

async function main() {
  const loadAtStart = loadavg().map((load) => Number(load.toFixed(2)));
  const runStarted = performance.now();
  const minutesSince = (at: number) => `${((performance.now() - at) / 60_000).toFixed(1)} min`;
  const databases: [DatabaseName, string | undefined][] = [['PGlite', undefined]];
  if (process.env.BENCH_DATABASE_URL) databases.push(['PostgreSQL', process.env.BENCH_DATABASE_URL]);

  console.error('Measuring (progress on stderr, results on stdout)…');
  const adminRow = 'adminProducts';
  const withAdmin = adminRow.includes(ONLY) || ONLY === '';
  const withCustomPrices = 'updateCustomPrices'.includes(ONLY) || ONLY === '';
  const withCustomers = 'adminCustomers'.includes(ONLY) || ONLY === '';
  const withOrders = 'adminOrders'.includes(ONLY) || 'updateStaffOrder'.includes(ONLY) || ONLY === '';
  const withInvoicing = 'batchInvoicing'.includes(ONLY) || ONLY === '';
  const invoicing: InvoicingBench[] = [];
  const withRecurring = 'recurringRun'.includes(ONLY) || ONLY === '';
  const recurring: RecurringBench[] = [];
  const withBackup = 'backup'.includes(ONLY) || ONLY === '';
  const backup: BackupBench[] = [];
  const withDashboard = 'dashboard'.includes(ONLY) || ONLY === '';
  const dashboard: DashboardBench[] = [];
  const withReceivables = { list: 'receivables'.includes(ONLY), statements: 'sendStatements'.includes(ONLY) };
  const receivables: ReceivablesBench[] = [];
  const hello = await benchHelloWorld();
  const measured = [hello];
  const helloAdmin =
    withAdmin || withCustomers || withOrders ? await benchHelloWorld(ADMIN_CONNECTIONS) : undefined;
  if (helloAdmin) measured.push(helloAdmin);
  for (const [database, url] of databases) {
    const databaseStarted = performance.now();
    measured.push(...(await benchServer(database, url)));
    // After the storefront rows: with PostgreSQL this tops the same database up to the admin list's size.
    if (withAdmin) measured.push(...(await benchAdminProducts(database, url)));
    if (withCustomPrices) measured.push(await benchCustomPrices(database, url));
    if (withCustomers) measured.push(...(await benchAdminCustomers(database, url)));
    if (withOrders) measured.push(...(await benchAdminOrders(database, url)));
    // Last: on PostgreSQL it re-invoices the newest completed orders of the same database.
    if (withInvoicing) invoicing.push(await benchBatchInvoicing(database, url));
    if (withRecurring) recurring.push(await benchRecurringRun(database, url));
    if (withBackup) backup.push(await benchBackup(database, url));
    if (withDashboard) dashboard.push(await benchDashboard(database, url, DURATION_SECONDS));
    if (withReceivables.list || withReceivables.statements)
      receivables.push(await benchReceivables(database, url, DURATION_SECONDS, withReceivables));
    console.error(`  ${database} done in ${minutesSince(databaseStarted)}`);
  }
  // Each row is compared with hello-world at its own number of connections.
  const helloAt = (connections: number) => (connections === ADMIN_CONNECTIONS && helloAdmin) || hello;
  const rows: Row[] = measured.map((row) => ({
    ...row,
    ratioToHelloWorld: row.requestsPerSecond / helloAt(row.connections).requestsPerSecond,
  }));

  let bundle: BundleSizes | string;
  try {
    bundle = measureBundle(join(repoRoot, 'apps', 'web', 'dist'));
  } catch (error) {
    bundle = (error as Error).message;
  }

  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    // Other work on the machine skews every figure; recorded so a reader can judge a run.
    loadAverageAtStart: loadAtStart,
  };
  const results = {
    measuredAt: new Date().toISOString(),
    machine,
    settings: { connections: CONNECTIONS, durationSeconds: DURATION_SECONDS, warmUpSeconds: WARM_UP_SECONDS },
    load: rows,
    invoicing,
    recurring,
    backup,
    dashboard,
    receivables,
    bundle,
  };
  const resultsDir = join(repoRoot, 'bench', 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);

  const machineLine =
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ` +
    `load average at start ${loadAtStart.join(' / ')}`;
  const figures = figuresMarkdown(
    results,
    databases.map(([name]) => name),
    {
      lighthousePath: join(resultsDir, 'lighthouse.json'),
      heading: `Measured ${results.measuredAt.slice(0, 16).replace('T', ' ')} UTC. ${machineLine}.`,
    },
  );
  await writeFile(join(resultsDir, 'figures.md'), `${figures}\n`);

  console.log(`${figures}\n\nThe details:\n`);
  console.log(markdown(rows, bundle));
  if (invoicing.length > 0) console.log(`\nBatch invoicing:\n\n${invoicingMarkdown(invoicing)}`);
  if (recurring.length > 0)
    console.log(`\nStanding orders (one scheduler run):\n\n${recurringMarkdown(recurring)}`);
  if (backup.length > 0) console.log(`\nBackup while the shop runs:\n\n${backupMarkdown(backup)}`);
  if (dashboard.length > 0) console.log(`\nDashboard:\n\n${dashboardMarkdown(dashboard)}`);
  if (receivables.length > 0) console.log(`\nReceivables:\n\n${receivablesMarkdown(receivables)}`);
  console.log('\nWritten to bench/results/latest.json, and the figures table to bench/results/figures.md');
  console.error(`The whole run took ${minutesSince(runStarted)}`);

  const failed = [
    ...rows.filter((row) => row.failures > 0),
    ...dashboard.flatMap((d) =>
      d.rows.filter((row) => row.failed > 0).map((row) => ({ target: `${d.database} ${row.name}` })),
    ),
    ...receivables.flatMap((r) => [
      ...r.rows.filter((row) => row.failed > 0).map((row) => ({ target: `${r.database} ${row.name}` })),
      ...(r.statements && r.statements.failed + r.statements.storefront.during.failed > 0
        ? [{ target: `${r.database} sendStatements` }]
        : []),
    ]),
  ];
  if (failed.length > 0) {
    console.error(
      `\nSome requests failed (non-2xx or errors): ${failed.map((row) => row.target).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
