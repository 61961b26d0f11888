import type { ExternalOrder, ExternalOrderLine } from '../order-body.ts';
import { PermanentError } from '../outbox-worker.ts';
import type { ExternalCustomer, ExternalProduct } from '../record-bodies.ts';
import type { ExternalScheduledOrder } from './scheduled-order-handlers.ts';

/** How long a push may take before it counts as failed (and is tried again later). */
const PUSH_TIMEOUT_MS = 15_000;
/** How long staff wait for Sync From Production (and Database Sync) before being told to refresh. */
export const SYNC_TIMEOUT_MS = 10_000;

/** The text the production middleware answers when its own database is down. */
const DATABASE_OFFLINE = 'SQL Database Offline';

/** What the production system says an order stands at: its status and each line's packed weight by line id (sk). */
export type ProductionOrderState = {
  orderId: string;
  orderStatus: string | null;
  products: Array<{ sk: string; packedWeight: number | null }>;
};

/** Why a direct call (a sync staff wait for) failed: the middleware's database is down, or anything else. */
export class ProductionCallError extends Error {
  override name = 'ProductionCallError';
  constructor(
    readonly reason: 'offline' | 'failed',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * The spec's REST contract with the production middleware (`/api/production/order/...` on the API host,
 * which is the configured URL). Pushes carry the bearer token, JSON, and the outbox entry's key as
 * `Idempotency-Key`: a 4xx (other than 401/403/408/425/429) is a PermanentError, anything else (5xx, network,
 * no answer in time) an Error the worker tries again. Syncs are direct calls staff wait for: 10 s at most.
 */
export class ProductionHttp {
  private readonly base: string;

  constructor(
    private readonly options: { url: string; token: string; timeoutMs?: number; syncTimeoutMs?: number },
  ) {
    this.base = options.url.replace(/\/+$/, '');
  }

  /** POST /order/create: the order as created, with whether the customer is mailed. */
  async createOrder(
    source: ExternalOrder,
    sendCustomerEmail: boolean,
    idempotencyKey: string,
  ): Promise<void> {
    await this.push('POST', '/api/production/order/create', { ...source, sendCustomerEmail }, idempotencyKey);
  }

  /** PATCH /order/update: the order as saved. */
  async updateOrder(
    source: ExternalOrder,
    sendCustomerEmail: boolean,
    idempotencyKey: string,
  ): Promise<void> {
    await this.push(
      'PATCH',
      '/api/production/order/update',
      { ...source, sendCustomerEmail },
      idempotencyKey,
    );
  }

  /** DELETE /order/removesingleproduct: the lines a save removed. */
  async removeLines(
    orderId: string,
    removed: ReadonlyArray<ExternalOrderLine>,
    idempotencyKey: string,
  ): Promise<void> {
    await this.push(
      'DELETE',
      '/api/production/order/removesingleproduct',
      { source: removed, orderId },
      idempotencyKey,
    );
  }

  /** DELETE /order/delete: the order as it was when deleted. */
  async deleteOrder(source: ExternalOrder, idempotencyKey: string): Promise<void> {
    await this.push('DELETE', '/api/production/order/delete', { source }, idempotencyKey);
  }

  /** POST /scheduledOrder/create: a standing order as set or changed (the spec uses it for both). */
  async createScheduledOrder(source: ExternalScheduledOrder, idempotencyKey: string): Promise<void> {
    await this.push('POST', '/api/production/scheduledOrder/create', source, idempotencyKey);
  }

  /** The spec's stop call (POST /api/testing/scheduledOrder/update): the standing order, stopped. */
  async stopScheduledOrder(source: ExternalScheduledOrder, idempotencyKey: string): Promise<void> {
    await this.push('POST', '/api/testing/scheduledOrder/update', source, idempotencyKey);
  }

  /**
   * POST /scheduledOrder/delete: the deleted standing order's sk. A 404 means it is not there (deleted
   * before its create went, or by an earlier try of this delete): what the delete wanted is true.
   */
  async deleteScheduledOrder(sk: string, idempotencyKey: string): Promise<void> {
    await this.push('POST', '/api/production/scheduledOrder/delete', { sk }, idempotencyKey, {
      absentIsDone: true,
    });
  }

  /** POST /product/create: the product as it is now. */
  async createProduct(source: ExternalProduct, idempotencyKey: string): Promise<void> {
    await this.push('POST', '/api/production/product/create', source, idempotencyKey);
  }

  /** PATCH /product/update: the product as it is now; false when the production system does not have it (404). */
  updateProduct(source: ExternalProduct, idempotencyKey: string): Promise<boolean> {
    return this.push('PATCH', '/api/production/product/update', source, idempotencyKey, {
      absentIsDone: true,
    });
  }

  /** DELETE /product/delete: the product as it was when deleted. A 404 means it is not there: done. */
  async deleteProduct(source: ExternalProduct, idempotencyKey: string): Promise<void> {
    await this.push('DELETE', '/api/production/product/delete', source, idempotencyKey, {
      absentIsDone: true,
    });
  }

  /** POST /customer/create: the customer as they are now. */
  async createCustomer(source: ExternalCustomer, idempotencyKey: string): Promise<void> {
    await this.push('POST', '/api/production/customer/create', source, idempotencyKey);
  }

  /** PATCH /customer/update: the customer as they are now; false when the production system does not have them (404). */
  updateCustomer(source: ExternalCustomer, idempotencyKey: string): Promise<boolean> {
    return this.push('PATCH', '/api/production/customer/update', source, idempotencyKey, {
      absentIsDone: true,
    });
  }

  /** POST /order/singlesync: where the production system has the order. */
  async syncOrder(source: ExternalOrder): Promise<ProductionOrderState> {
    const answer = await this.direct('POST', '/api/production/order/singlesync', source);
    const state = orderState(answer, source.sk);
    if (!state) throw new ProductionCallError('failed', `singlesync answered no order: ${preview(answer)}`);
    return state;
  }

  /** POST /order/multisync: the orders sent; answers whatever order states the reply holds. */
  async syncOrders(sources: ReadonlyArray<ExternalOrder>): Promise<ProductionOrderState[]> {
    const answer = await this.direct('POST', '/api/production/order/multisync', sources);
    const list = Array.isArray(answer)
      ? answer
      : answer && typeof answer === 'object'
        ? ((answer as { orders?: unknown; items?: unknown }).orders ?? (answer as { items?: unknown }).items)
        : undefined;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) => {
      const state = orderState(item);
      return state ? [state] : [];
    });
  }

  /** GET /connection: whether the middleware answers CONNECTION_OK. */
  async connected(): Promise<boolean> {
    try {
      const answer = await this.direct('GET', '/connection');
      return typeof answer === 'string' && answer.trim() === 'CONNECTION_OK';
    } catch {
      return false;
    }
  }

  /** Sends a push; answers false when it was answered 404 and `absentIsDone` (the record is not there). */
  private async push(
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    idempotencyKey: string,
    { absentIsDone = false }: { absentIsDone?: boolean } = {},
  ): Promise<boolean> {
    const where = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: this.headers({ 'idempotency-key': idempotencyKey }),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? PUSH_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      // Down, unreachable or too slow: worth another try.
      throw new Error(`The production system could not be reached (${describe(error)}).`, { cause: error });
    }
    if (response.ok) return true;
    if (absentIsDone && response.status === 404) return false;
    const message = `The production system refused it (${response.status}): ${serverMessage(text)}`;
    const cause = new Error(`${where} answered ${response.status}: ${text.slice(0, 500)}`);
    throw isPermanentStatus(response.status)
      ? new PermanentError(message, { cause })
      : new Error(message, { cause });
  }

  private async direct(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const where = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: this.headers({}),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.syncTimeoutMs ?? SYNC_TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      throw new ProductionCallError('failed', `${where}: ${describe(error)}`, { cause: error });
    }
    if (text.includes(DATABASE_OFFLINE))
      throw new ProductionCallError('offline', `${where} answered ${response.status}: ${DATABASE_OFFLINE}`);
    if (!response.ok)
      throw new ProductionCallError('failed', `${where} answered ${response.status}: ${text.slice(0, 500)}`);
    return parse(text);
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    return {
      authorization: `Bearer ${this.options.token}`,
      'content-type': 'application/json',
      accept: 'application/json',
      ...extra,
    };
  }
}

/** A 4xx that no later try changes; 401/403 (a token being replaced), 408, 425 and 429 may pass later. */
function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status);
}

/** What the server said, for staff: its JSON message field, else its text. */
function serverMessage(text: string): string {
  const parsed = parse(text);
  if (parsed && typeof parsed === 'object') {
    const { message, statusMessage, error } = parsed as Record<string, unknown>;
    const said = [message, statusMessage, error].find((value) => typeof value === 'string' && value !== '');
    if (typeof said === 'string') return said.slice(0, 300);
  }
  return text.trim().slice(0, 300) || 'no reason given';
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The order in an answer: `{ orderStatus, products: [{ sk, packedWeight }] }`, itself or under `order`. */
function orderState(answer: unknown, fallbackId?: string): ProductionOrderState | null {
  if (!answer || typeof answer !== 'object') return null;
  const inner = (answer as { order?: unknown }).order;
  const found = (inner && typeof inner === 'object' ? inner : answer) as Record<string, unknown>;
  const orderId = [found.orderId, found.sk, found.id, fallbackId].find((value) => typeof value === 'string');
  if (typeof orderId !== 'string') return null;
  const products = Array.isArray(found.products) ? found.products : [];
  return {
    orderId,
    orderStatus: typeof found.orderStatus === 'string' ? found.orderStatus : null,
    products: products.flatMap((item) => {
      if (!item || typeof item !== 'object') return [];
      const { sk, packedWeight } = item as { sk?: unknown; packedWeight?: unknown };
      // A line without a packedWeight field says nothing about it.
      if (typeof sk !== 'string' || packedWeight === undefined) return [];
      const weight = packedWeight === null || packedWeight === '' ? null : Number(packedWeight);
      return [{ sk, packedWeight: weight === null || Number.isFinite(weight) ? weight : null }];
    }),
  };
}

function preview(value: unknown): string {
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')).slice(0, 200);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer in time';
    const code = (error.cause as { code?: string } | undefined)?.code;
    return code ? code : error.message;
  }
  return String(error);
}
