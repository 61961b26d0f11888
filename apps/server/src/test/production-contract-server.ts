import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecordedRequest } from './accounting-contract-server.ts';

// The same record of a request as the accounting contract server keeps (the path is the whole path here).
export type { RecordedRequest } from './accounting-contract-server.ts';

/**
 * How the server answers: 'spec' as the contract says; 'http-503' a server error to every call;
 * 'offline' the middleware's own database down (the text 'SQL Database Offline'); 'refuse' a 400 with
 * {@link REFUSAL_MESSAGE} to every call; 'silent' no answer at all (the caller gives up).
 */
export type ProductionAnswer = 'spec' | 'http-503' | 'offline' | 'refuse' | 'silent';

export const REFUSAL_MESSAGE = 'Order rejected: unknown product code BEEF-99';

/** What the production system holds of an order: its status and each line's packed weight, by line id. */
export type HeldOrder = { orderStatus: string; products: Map<string, number | null>; body: unknown };

export type ProductionContractServer = {
  /** PRODUCTION_API_URL and PRODUCTION_API_TOKEN pointing the app at this server. */
  env: { PRODUCTION_API_URL: string; PRODUCTION_API_TOKEN: string };
  /** Every request received, in order (those refused included). */
  requests: RecordedRequest[];
  /** Requests to one path's last segment, e.g. 'create', 'removesingleproduct', 'singlesync'. */
  requestsTo(call: string): RecordedRequest[];
  answer: ProductionAnswer;
  /** Orders held, by order id; tests change a status or packed weight here to be synced back. */
  orders: Map<string, HeldOrder>;
  /** Standing orders held (the last body sent for each), by sk. */
  scheduledOrders: Map<string, unknown>;
  /** Products held (the last body sent for each), by sk. */
  products: Map<string, unknown>;
  /** Customers held (the last body sent for each), by sk. */
  customers: Map<string, unknown>;
  /** Requests to a whole path, e.g. '/api/production/scheduledOrder/create'. */
  requestsAt(path: string): RecordedRequest[];
  /** Refuses connections until `up()`, as a middleware that is down. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

const BASE_PATH = '/api/production/order';
const SCHEDULED_CREATE = '/api/production/scheduledOrder/create';
const SCHEDULED_DELETE = '/api/production/scheduledOrder/delete';
const SCHEDULED_STOP = '/api/testing/scheduledOrder/update';

/**
 * The production middleware's REST contract (spec §7, `/api/production/...` and `/connection` on the
 * API host) as a real HTTP server on a free loopback port: checks the bearer token, answers as the spec
 * says, keeps the orders it was sent, and answers a repeated Idempotency-Key with the first answer
 * without doing the work again.
 */
export async function startProductionContractServer(
  token = 'production-token',
): Promise<ProductionContractServer> {
  const replies = new Map<string, { status: number; body: unknown }>();

  const state: ProductionContractServer = {
    env: { PRODUCTION_API_URL: '', PRODUCTION_API_TOKEN: token },
    requests: [],
    requestsTo: (call) => state.requests.filter((request) => request.path === `${BASE_PATH}/${call}`),
    answer: 'spec',
    orders: new Map(),
    scheduledOrders: new Map(),
    products: new Map(),
    customers: new Map(),
    requestsAt: (path) => state.requests.filter((request) => request.path === path),
    down: () => closeServer(),
    up: async () => {
      if (!server?.listening) await listen(port);
    },
    close: () => closeServer(),
  };

  // biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
  const hold = (order: any) => {
    const held = state.orders.get(order.sk);
    const products = new Map<string, number | null>();
    for (const line of order.products ?? []) {
      // Packed weights are the production system's own: kept across updates for the lines it knows.
      products.set(line.sk, held?.products.has(line.sk) ? held.products.get(line.sk)! : line.packedWeight);
    }
    state.orders.set(order.sk, {
      orderStatus: held?.orderStatus ?? order.orderStatus,
      products,
      body: order,
    });
  };
  const answerFor = (orderId: string) => {
    const held = state.orders.get(orderId)!;
    return {
      orderId,
      orderStatus: held.orderStatus,
      products: [...held.products].map(([sk, packedWeight]) => ({ sk, packedWeight })),
    };
  };

  // biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
  const work = (method: string, path: string, body: any): { status: number; body: unknown } => {
    if (state.answer === 'http-503') return { status: 503, body: { message: 'Service Unavailable' } };
    if (state.answer === 'offline') return { status: 500, body: 'SQL Database Offline' };
    if (state.answer === 'refuse') return { status: 400, body: { message: REFUSAL_MESSAGE } };
    // Standing orders (spec §7): create is used for create and update; the stop call lives under /api/testing.
    if (method === 'POST' && path === SCHEDULED_CREATE) {
      if (!body?.sk || !Array.isArray(body.products) || typeof body.isActive !== 'boolean')
        return {
          status: 400,
          body: { message: 'A recurring order with sk, products and isActive is required' },
        };
      state.scheduledOrders.set(body.sk, body);
      return { status: 200, body: { message: 'Scheduled order saved' } };
    }
    if (method === 'POST' && path === SCHEDULED_STOP) {
      if (!state.scheduledOrders.has(body?.sk))
        return { status: 404, body: { message: `Scheduled order ${body?.sk} not found` } };
      state.scheduledOrders.set(body.sk, body);
      return { status: 200, body: { message: 'Scheduled order updated' } };
    }
    if (method === 'POST' && path === SCHEDULED_DELETE) {
      if (!state.scheduledOrders.delete(body?.sk))
        return { status: 404, body: { message: `Scheduled order ${body?.sk} not found` } };
      return { status: 200, body: { message: 'Scheduled order deleted' } };
    }
    const record = recordCall(method, path, body);
    if (record) return record;
    const call = path.startsWith(`${BASE_PATH}/`) ? path.slice(BASE_PATH.length + 1) : '';
    if (method === 'POST' && call === 'create') {
      if (!body?.sk || !Array.isArray(body.products) || typeof body.sendCustomerEmail !== 'boolean')
        return {
          status: 400,
          body: { message: 'An order with sk, products and sendCustomerEmail is required' },
        };
      hold(body);
      return { status: 200, body: { message: 'Order created' } };
    }
    if (method === 'PATCH' && call === 'update') {
      if (!state.orders.has(body?.sk))
        return { status: 404, body: { message: `Order ${body?.sk} not found` } };
      hold(body);
      return { status: 200, body: { message: 'Order updated' } };
    }
    if (method === 'DELETE' && call === 'removesingleproduct') {
      const held = state.orders.get(body?.orderId);
      if (!held || !Array.isArray(body?.source))
        return { status: 404, body: { message: `Order ${body?.orderId} not found` } };
      for (const line of body.source) held.products.delete(line.sk);
      return { status: 200, body: { message: 'Products removed' } };
    }
    if (method === 'DELETE' && call === 'delete') {
      if (!state.orders.delete(body?.source?.sk))
        return { status: 404, body: { message: `Order ${body?.source?.sk} not found` } };
      return { status: 200, body: { message: 'Order deleted' } };
    }
    if (method === 'POST' && call === 'singlesync') {
      if (!body?.sk) return { status: 400, body: { message: 'An order is required' } };
      if (!state.orders.has(body.sk)) hold(body);
      return { status: 200, body: answerFor(body.sk) };
    }
    if (method === 'POST' && call === 'multisync') {
      if (!Array.isArray(body)) return { status: 400, body: { message: 'A list of orders is required' } };
      for (const order of body) if (!state.orders.has(order.sk)) hold(order);
      return { status: 200, body: body.map((order: { sk: string }) => answerFor(order.sk)) };
    }
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  };

  /**
   * Products and customers (spec §7): create keeps the record by sk; update and delete answer 404 for one not
   * held; undefined for any other call.
   */
  const recordCall = (
    method: string,
    path: string,
    // biome-ignore lint/suspicious/noExplicitAny: the contract's bodies are loose JSON.
    body: any,
  ): { status: number; body: unknown } | undefined => {
    const match = /^\/api\/production\/(product|customer)\/(create|update|delete)$/.exec(path);
    if (!match) return undefined;
    const [, kind, call] = match as unknown as [string, 'product' | 'customer', string];
    const held = kind === 'product' ? state.products : state.customers;
    const name = kind === 'product' ? 'Product' : 'Customer';
    if (!body?.sk) return { status: 400, body: { message: `A ${kind} with sk is required` } };
    if (method === 'POST' && call === 'create') {
      held.set(body.sk, body);
      return { status: 200, body: { message: `${name} created` } };
    }
    if (method === 'PATCH' && call === 'update') {
      if (!held.has(body.sk)) return { status: 404, body: { message: `${name} ${body.sk} not found` } };
      held.set(body.sk, body);
      return { status: 200, body: { message: `${name} updated` } };
    }
    if (method === 'DELETE' && call === 'delete' && kind === 'product') {
      if (!held.delete(body.sk)) return { status: 404, body: { message: `${name} ${body.sk} not found` } };
      return { status: 200, body: { message: `${name} deleted` } };
    }
    return { status: 404, body: { message: `No route ${method} ${path}` } };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const method = request.method ?? 'GET';
    state.requests.push({ method, path, headers: request.headers, body });
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
    if (method === 'GET' && path === '/connection') return send(200, 'CONNECTION_OK');
    const key = request.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replies.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
    const reply = work(method, path, body);
    // Only what was done is remembered: a failure may be tried again with the same key.
    if (typeof key === 'string' && reply.status < 300) replies.set(key, reply);
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
  state.env.PRODUCTION_API_URL = `http://127.0.0.1:${port}`;
  return state;
}
