import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export type RecordedRequest = {
  method: string;
  /** The path after the accounting base, e.g. '/customer/create'. */
  path: string;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON was sent.
  body: any;
  /** The caller closed the connection before the answer was sent (the accounting server records it). */
  aborted?: boolean;
};

/**
 * How the server answers: 'spec' as the contract says; 'http-500' a server error to every call;
 * 'error-3140' / 'error-other' a custom price update refused in the body (severity Error), with the
 * shown code 3140 or another one; 'silent' no answer at all (the request hangs until the caller gives up);
 * 'malformed' the sales calls answer 200 with bodies not of the spec's shape; 'refuse' a 400 with
 * {@link REFUSAL_MESSAGE} as its status message to every push.
 */
export type ContractAnswer =
  | 'spec'
  | 'http-500'
  | 'error-3140'
  | 'error-other'
  | 'silent'
  | 'malformed'
  | 'refuse';

/** A payment as `/payment/query` answers it: amounts in dollars, applied to invoices by their TxnID. */
export type ContractPayment = {
  txnId: string;
  txnDate: string;
  totalAmount: number;
  refNumber?: string;
  paymentMethod?: string;
  isVoided?: boolean;
  timeModified: string;
  appliedToTxn: Array<{ txnId: string; amount: number }>;
};

export const REFUSAL_MESSAGE = 'Item name "Beef Mince" is already in use.';

/**
 * What the sales calls answer (spec §7), in dollars as the middleware sends them. Fixed, whatever is asked:
 * the donut answers the same for every range (the request's from and to are recorded).
 */
export const SALES_FIGURES = {
  /** GET /sales-daily/query */
  daily: {
    dailySalesTotal: 1234.5,
    topCustomersDaily: [
      { customerName: 'The Demo Bistro', value: 800.25 },
      { customerName: 'Quick Takeaway', value: 434.25 },
    ],
  },
  /** GET /sales-month-to-date/query */
  monthToDate: { monthlySales: 45678.9 },
  /** GET /sales-year-to-date/query: a list; one value a decimal string, as some middlewares send it. */
  yearToDate: [
    { customerName: 'The Demo Bistro', value: 310000 },
    { customerName: 'Quick Takeaway', value: '123456.78' },
    { customerName: 'Corner Cafe', value: 19.99 },
  ],
  /** POST /admin-donut-chart/query */
  donut: {
    value: 9876.54,
    customers: [
      { customerName: 'The Demo Bistro', value: 6000 },
      { customerName: 'Quick Takeaway', value: 3876.54 },
    ],
  },
} as const;

/** The paths of the sales calls (spec §7), which `figuresDelayMs` holds back. */
export const SALES_PATHS = [
  '/sales-daily/query',
  '/sales-month-to-date/query',
  '/sales-year-to-date/query',
  '/admin-donut-chart/query',
] as const;

export const INVALID_REFERENCE_MESSAGE =
  'There is an invalid reference to QuickBooks Item "BEEF-01" in the Price Level. QuickBooks error message: Invalid argument. The specified record does not exist in the list.';

const BASE_PATH = '/api/reckon';
const STATUS_OK = { statusSeverity: 'Info', statusCode: 0, statusMessage: 'Status OK' };
// QuickBooks keeps address lines to 41 characters.
const ADDRESS_LINE_MAX = 41;

export type AccountingContractServer = {
  /** ACCOUNTING_API_URL and ACCOUNTING_API_TOKEN pointing the app at this server. */
  env: { ACCOUNTING_API_URL: string; ACCOUNTING_API_TOKEN: string };
  /** Every request received, in order (those refused for the token included). */
  requests: RecordedRequest[];
  /** Requests to one path, e.g. '/customer/update'. */
  requestsTo(path: string): RecordedRequest[];
  answer: ContractAnswer;
  /** The sales calls answer after this many milliseconds (0: at once); a caller closing ends the wait. */
  figuresDelayMs: number;
  /** Resolves once `check` holds, looked at again whenever a request arrives or a caller closes one. */
  until(check: (requests: RecordedRequest[]) => boolean): Promise<void>;
  /** Customers held, by reckonId: their current edit sequence and the last body accepted. */
  customers: Map<string, { editSequence: string; body: unknown }>;
  /** Products held, by listID: their current edit sequence and the last body accepted. */
  products: Map<string, { editSequence: string; body: unknown }>;
  /** Price levels held, by reckonListID. */
  priceLevels: Map<string, { name: string }>;
  /** Custom prices held, by '<reckonListID>:<productId>' (a 0 removes one). */
  customPrices: Map<string, number>;
  /** Invoices held, by order id (sk): their references and the last order body accepted. */
  invoices: Map<
    string,
    { reckonRefNumber: string; reckonTxnId: string; reckonEditSequence: string; body: unknown }
  >;
  /**
   * Payments received in the accounting system (Reckon's ReceivePayment), as `/payment/query` answers them. Add or
   * change one with `receivePayment`, which stamps it modified now.
   */
  payments: Map<string, ContractPayment>;
  /** Receives (or changes, or voids) a payment: it is answered to reads modified since before now. */
  receivePayment(payment: Omit<ContractPayment, 'timeModified'>): ContractPayment;
  /** Refuses connections until `up()`, as a middleware that is down. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The accounting middleware's REST contract (spec §7, `/api/{accounting}/...`) as a real HTTP server on a
 * free loopback port: checks the bearer token, answers as the spec says, keeps what it was sent, and
 * answers a repeated Idempotency-Key with the first answer without doing the work again.
 */
export async function startAccountingContractServer(
  token = 'contract-token',
): Promise<AccountingContractServer> {
  const replies = new Map<string, { status: number; body: unknown }>();
  let serial = 0;
  let modified = 0;
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const state: AccountingContractServer = {
    env: { ACCOUNTING_API_URL: '', ACCOUNTING_API_TOKEN: token },
    requests: [],
    requestsTo: (path) => state.requests.filter((request) => request.path === path),
    answer: 'spec',
    figuresDelayMs: 0,
    until: (check) =>
      new Promise<void>((resolve) => {
        const waiter = () => {
          if (!check(state.requests)) return;
          waiters.delete(waiter);
          resolve();
        };
        waiters.add(waiter);
        waiter();
      }),
    customers: new Map(),
    products: new Map(),
    priceLevels: new Map(),
    customPrices: new Map(),
    invoices: new Map(),
    payments: new Map(),
    receivePayment: (payment) => {
      // Strictly increasing, so a read 'modified since' the last one answers each change once.
      modified = Math.max(Date.now(), modified + 1);
      const held = { ...payment, timeModified: new Date(modified).toISOString() };
      state.payments.set(payment.txnId, held);
      return held;
    },
    down: async () => {
      await closeServer();
    },
    up: async () => {
      if (!server?.listening) await listen(port);
    },
    close: () => closeServer(),
  };

  // biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
  const work = (method: string, path: string, body: any): { status: number; body: unknown } => {
    if (state.answer === 'http-500') return { status: 500, body: { message: 'Internal Server Error' } };
    if (state.answer === 'refuse' && method !== 'GET') return badRequest(REFUSAL_MESSAGE);
    const figures = salesAnswer(method, path, body, state.answer === 'malformed');
    if (figures) return figures;
    if (method === 'POST' && path === '/customer/create') {
      const tooLong = addressTooLong(body);
      if (tooLong) return tooLong;
      if (!body?.customerCode || !body?.email) return badRequest('customerCode and email are required');
      const reckonId = `80000${++serial}-${Date.now()}`;
      state.customers.set(reckonId, { editSequence: '1', body });
      return { status: 200, body: { reckonId, editSequence: '1' } };
    }
    if (method === 'PATCH' && path === '/customer/update') {
      const tooLong = addressTooLong(body);
      if (tooLong) return tooLong;
      const { reckonId, editSequence } = body?.reckonAttributes ?? {};
      const held = state.customers.get(reckonId);
      if (!held)
        return {
          status: 200,
          body: error(3120, `Object "${reckonId}" specified in the request cannot be found.`),
        };
      if (held.editSequence !== editSequence)
        return {
          status: 200,
          body: error(3200, `The provided edit sequence "${editSequence}" is out-of-date.`),
        };
      const next = String(Number(held.editSequence) + 1);
      state.customers.set(reckonId, { editSequence: next, body });
      return { status: 200, body: { reckonId, editSequence: next } };
    }
    if (method === 'POST' && path === '/product/create') {
      if (!body?.productCode || !body?.productName)
        return badRequest('productName and productCode are required');
      const listID = `90000${++serial}-${Date.now()}`;
      state.products.set(listID, { editSequence: '1', body });
      return { status: 200, body: { listID, editSequence: '1' } };
    }
    if (method === 'POST' && path === '/product/update') {
      const { listID, editSequence } = body?.reckonProductAttributes ?? {};
      if (!listID) return badRequest('reckonProductAttributes.listID is required');
      const held = state.products.get(listID);
      if (!held)
        return {
          status: 200,
          body: error(3120, `Object "${listID}" specified in the request cannot be found.`),
        };
      if (held.editSequence !== editSequence)
        return {
          status: 200,
          body: error(3200, `The provided edit sequence "${editSequence}" is out-of-date.`),
        };
      const next = String(Number(held.editSequence) + 1);
      state.products.set(listID, { editSequence: next, body });
      return { status: 200, body: { listID, editSequence: next } };
    }
    if (method === 'POST' && path === '/pricelevel/create') {
      if (!body?.name) return badRequest('name is required');
      const reckonListID = `80000${++serial}-${Date.now()}`;
      state.priceLevels.set(reckonListID, { name: body.name });
      return { status: 200, body: { name: body.name, reckonListID, reckonEditSequence: '1' } };
    }
    if (method === 'POST' && path === '/pricelevel/delete') {
      const held = [...state.priceLevels].find(
        ([id, level]) => id === body?.reckonListID || level.name === body?.name,
      );
      if (!held) return { status: 200, body: error(3120, `Price level "${body?.name}" cannot be found.`) };
      state.priceLevels.delete(held[0]);
      return { status: 200, body: STATUS_OK };
    }
    if (method === 'POST' && path === '/customprice/update') {
      if (state.answer === 'error-3140') return { status: 200, body: error(3140, INVALID_REFERENCE_MESSAGE) };
      if (state.answer === 'error-other')
        return { status: 200, body: error(3180, 'There was an error when saving a Price Level list.') };
      const listId = body?.priceLevelDetails?.reckonListID;
      if (!state.priceLevels.has(listId) || !Array.isArray(body?.items))
        return {
          status: 200,
          body: error(3140, `There is an invalid reference to QuickBooks PriceLevel "${body?.priceLevel}".`),
        };
      for (const item of body.items) {
        const key = `${listId}:${item.productId}`;
        if (item.customPrice > 0) state.customPrices.set(key, item.customPrice);
        else state.customPrices.delete(key);
      }
      return { status: 200, body: STATUS_OK };
    }
    if (method === 'POST' && path === '/invoice/create') {
      if (!body?.sk || !Array.isArray(body?.products))
        return badRequest('an order with sk and products is required');
      const refs = {
        reckonRefNumber: String(2000 + ++serial),
        reckonTxnId: `TXN-${serial}`,
        reckonEditSequence: '1',
      };
      state.invoices.set(body.sk, { ...refs, body });
      return { status: 200, body: refs };
    }
    if (method === 'POST' && path === '/invoice/update') {
      const held = state.invoices.get(body?.sk);
      if (!held)
        return { status: 200, body: error(3120, `Invoice for order "${body?.sk}" cannot be found.`) };
      if (body?.invoiceRef?.reckonTxnId !== held.reckonTxnId)
        return badRequest('invoiceRef.reckonTxnId does not match');
      const next = { ...held, reckonEditSequence: String(Number(held.reckonEditSequence) + 1), body };
      state.invoices.set(body.sk, next);
      const { body: _, ...refs } = next;
      return { status: 200, body: refs };
    }
    if (method === 'POST' && path === '/payment/query') {
      const since = body?.modifiedSince;
      if (since !== null && typeof since !== 'string') return badRequest('modifiedSince is a time or null');
      const changed = [...state.payments.values()]
        .filter((payment) => since === null || payment.timeModified > since)
        .sort((a, b) => a.timeModified.localeCompare(b.timeModified));
      return { status: 200, body: changed };
    }
    if (method === 'POST' && path === '/invoice/batch-create') {
      if (!Array.isArray(body)) return badRequest('a list of packed orders is required');
      for (const order of body) {
        serial += 1;
        state.invoices.set(order.sk, {
          reckonRefNumber: String(2000 + serial),
          reckonTxnId: `TXN-${serial}`,
          reckonEditSequence: '1',
          body: order,
        });
      }
      return { status: 200, body: 'INVOICES CREATED' };
    }
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(BASE_PATH) ? url.pathname.slice(BASE_PATH.length) : url.pathname;
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const method = request.method ?? 'GET';
    const recorded: RecordedRequest = { method, path, headers: request.headers, body, aborted: false };
    state.requests.push(recorded);
    response.once('close', () => {
      if (response.writableFinished) return;
      recorded.aborted = true;
      changed();
    });
    changed();
    if (state.figuresDelayMs > 0 && (SALES_PATHS as readonly string[]).includes(path)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, state.figuresDelayMs);
        response.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (recorded.aborted) return;
    }
    const send = (status: number, answer: unknown) => {
      if (typeof answer === 'string') {
        response.writeHead(status, { 'content-type': 'text/plain' });
        response.end(answer);
        return;
      }
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (state.answer === 'silent') return;
    if (request.headers.authorization !== `Bearer ${token}`) return send(401, { message: 'Unauthorized' });
    if (method === 'GET' && url.pathname === '/connection') return send(200, 'CONNECTION_OK');
    if (!url.pathname.startsWith(`${BASE_PATH}/`)) return send(404, { message: 'Not Found' });
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replies.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
    const reply = work(method, path, body);
    // Only what was done is remembered: a failure may be tried again with the same key.
    if (typeof key === 'string' && reply.status < 300 && !isError(reply.body)) replies.set(key, reply);
    send(reply.status, reply.body);
  };

  let server: Server | undefined;
  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((request, response) => {
        void handle(request, response);
      });
      next.once('error', reject);
      next.listen(onPort, '127.0.0.1', () => resolve());
      server = next;
    });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server!.address() as AddressInfo).port;
  state.env.ACCOUNTING_API_URL = `http://127.0.0.1:${port}${BASE_PATH}`;
  return state;
}

/** The sales calls' answers (SALES_FIGURES), or bodies of the wrong shape; undefined for any other call. */
function salesAnswer(
  method: string,
  path: string,
  // biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
  body: any,
  malformed: boolean,
): { status: number; body: unknown } | undefined {
  if (method === 'GET' && path === '/sales-daily/query')
    return { status: 200, body: malformed ? { dailySalesTotal: 'lots' } : SALES_FIGURES.daily };
  if (method === 'GET' && path === '/sales-month-to-date/query')
    return { status: 200, body: malformed ? { monthly: 1 } : SALES_FIGURES.monthToDate };
  if (method === 'GET' && path === '/sales-year-to-date/query')
    return { status: 200, body: malformed ? { customers: 'none' } : SALES_FIGURES.yearToDate };
  if (method === 'POST' && path === '/admin-donut-chart/query') {
    if (typeof body?.from !== 'string' || typeof body?.to !== 'string')
      return badRequest('from and to are required');
    return { status: 200, body: malformed ? { value: 1, customers: [{ value: 1 }] } : SALES_FIGURES.donut };
  }
  return undefined;
}

function error(statusCode: number, statusMessage: string) {
  return { statusSeverity: 'Error', statusCode, statusMessage };
}

function isError(body: unknown): boolean {
  return (body as { statusSeverity?: string } | null)?.statusSeverity === 'Error';
}

function badRequest(message: string) {
  return { status: 400, body: { ...error(400, message), requestId: randomUUID() } };
}

// biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
function addressTooLong(body: any): { status: number; body: unknown } | undefined {
  const address = body?.reckonAttributes?.companyAddress ?? {};
  const line = Object.values(address).find(
    (value) => typeof value === 'string' && value.length > ADDRESS_LINE_MAX,
  );
  if (line === undefined) return undefined;
  return {
    status: 400,
    body: error(3070, `Customer Address Too Long: "${line}" is over ${ADDRESS_LINE_MAX} characters.`),
  };
}
