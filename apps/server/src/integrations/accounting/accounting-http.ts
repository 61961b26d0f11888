import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { userMessage } from '@cleaver/domain/errors';
import { type Cents, toCents } from '@cleaver/domain/money';
import { PermanentError } from '../outbox-worker.ts';
import type { ExternalProduct } from '../record-bodies.ts';

/** How long one call may take before it counts as failed (and is tried again later). */
const CALL_TIMEOUT_MS = 15_000;

/** The QuickBooks/Reckon code whose message staff are shown as it is (spec §8: an invalid reference in the list). */
const SHOWN_STATUS_CODE = 3140;

/** The accounting system's status triple, answered by calls that report success or failure in the body. */
export type StatusAnswer = { statusSeverity?: string; statusCode?: number | string; statusMessage?: string };

/** A customer as the accounting middleware knows it (spec §3, Customer). */
export type AccountingCustomer = {
  sk: string;
  customerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  /** The price level's name, or null for default prices. */
  priceLevel: string | null;
  customerLevel: string;
  reckonAttributes: {
    reckonId?: string;
    editSequence?: string;
    isActive: boolean;
    companyAddress: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  };
};

/** A price level as the accounting middleware knows it (spec §3, PriceLevel). */
export type AccountingPriceLevel = { sk: string; name: string; reckonListID: string | null };

/** One product's price at a level (spec §3, CustomPrice); 0 takes the custom price away. */
export type AccountingCustomPrice = {
  productId: string;
  customPrice: number;
  product: { productName: string; productCode: string; reckonProductAttributes: { listID: string | null } };
};

/** One customer's sales as the accounting system reports them (the spec's `{customerName, value}`). */
export type NamedSales = { customerName: string; value: Cents };

/** GET /sales-daily/query: today's sales and the day's top customers. */
export type DailySales = { dailySalesTotal: Cents; topCustomersDaily: NamedSales[] };

/** POST /admin-donut-chart/query: the sales of a range and the customers behind them. */
export type DonutSales = { value: Cents; customers: NamedSales[] };

/**
 * A payment the accounting system received (QuickBooks/Reckon's ReceivePayment): its TxnID, date, total, the
 * reference, and what of it was applied to which invoice (the invoice's TxnID, as `/invoice/create` answered it).
 * A payment deleted or voided there comes back with `voided`.
 */
export type ReceivedPayment = {
  txnId: string;
  txnDate: string;
  totalAmount: Cents;
  reference: string;
  method: string;
  voided: boolean;
  timeModified: string;
  appliedTo: Array<{ txnId: string; amount: Cents }>;
};

/**
 * What a failure of one kind of call says to staff (spec §8). `refusalShowsServer`: a refusal (a 4xx no
 * later try changes) shows the server's own message, which says what to mend.
 */
type Failure = {
  text: string;
  shownFromServer?: (answer: StatusAnswer) => boolean;
  refusalShowsServer?: boolean;
};

const CUSTOMER_FAILURE: Failure = {
  text: ADMIN_MESSAGES.customerGenericError,
  // The spec shows the server's message when it is about the address being too long.
  shownFromServer: (answer) => answer.statusMessage?.includes(ADMIN_MESSAGES.customerAddressTooLong) ?? false,
};
const CUSTOM_PRICE_FAILURE: Failure = {
  text: ADMIN_MESSAGES.customPriceError,
  shownFromServer: (answer) => Number(answer.statusCode) === SHOWN_STATUS_CODE,
};

/**
 * The spec's REST contract with the accounting middleware (`/api/{accounting}/...`). The configured URL
 * holds the base up to and including `{accounting}`, e.g. `https://middleware.example.nz/api/reckon`;
 * each call appends its path. Every call carries the bearer token, JSON, and the outbox entry's key as
 * `Idempotency-Key`, so a repeated delivery can be recognised by the middleware.
 *
 * A failed call throws an Error whose message is what staff see in the record's sync state; the cause
 * (status, body, network error) goes to the log. A refusal that a later try cannot change (a 4xx other
 * than 401/403/408/429, or a server message shown as it is) is a PermanentError: given up at once.
 */
export class AccountingHttp {
  private readonly base: string;

  constructor(
    private readonly options: {
      url: string;
      token: string;
      timeoutMs?: number;
    },
  ) {
    this.base = options.url.replace(/\/+$/, '');
  }

  /** POST /customer/create: answers the customer's reference (reckonId, or listId) and edit sequence. */
  async createCustomer(
    customer: AccountingCustomer,
    idempotencyKey: string,
  ): Promise<{ ref: string; editSequence: string | null }> {
    const answer = record(
      await this.call('POST', '/customer/create', customer, idempotencyKey, CUSTOMER_FAILURE),
    );
    const ref = text(answer.reckonId) ?? text(answer.listId) ?? text(answer.listID);
    if (!ref) {
      throw new PermanentError(ADMIN_MESSAGES.customerCreateUnknown, {
        cause: new Error(`customer/create answered no reckonId or listId: ${JSON.stringify(answer)}`),
      });
    }
    return { ref, editSequence: text(answer.editSequence) };
  }

  /** PATCH /customer/update with the stored reckonId and editSequence: answers the new edit sequence. */
  async updateCustomer(
    customer: AccountingCustomer,
    idempotencyKey: string,
  ): Promise<{ ref: string | null; editSequence: string | null }> {
    const answer = record(
      await this.call('PATCH', '/customer/update', customer, idempotencyKey, CUSTOMER_FAILURE),
    );
    return {
      ref: text(answer.reckonId) ?? text(answer.listId) ?? text(answer.listID),
      editSequence: text(answer.editSequence),
    };
  }

  /** POST /pricelevel/create: the answer is the price level as stored there; its list id is kept. */
  async createPriceLevel(level: AccountingPriceLevel, idempotencyKey: string): Promise<{ ref: string }> {
    const failure = { text: ADMIN_MESSAGES.priceLevelCreateFailed };
    const answer = record(await this.call('POST', '/pricelevel/create', level, idempotencyKey, failure));
    const ref = text(answer.reckonListID) ?? text(answer.listID) ?? text(answer.listId);
    if (!ref) {
      throw new PermanentError(failure.text, {
        cause: new Error(`pricelevel/create answered no reckonListID: ${JSON.stringify(answer)}`),
      });
    }
    return { ref };
  }

  /** POST /pricelevel/delete, by name and list id. */
  async deletePriceLevel(level: AccountingPriceLevel, idempotencyKey: string): Promise<void> {
    await this.call('POST', '/pricelevel/delete', level, idempotencyKey, {
      text: ADMIN_MESSAGES.priceLevelDeleteFailed,
    });
  }

  /** POST /customprice/update: the prices of the items at the level (0 takes one away). */
  async updateCustomPrices(
    body: { priceLevel: string; priceLevelDetails: AccountingPriceLevel; items: AccountingCustomPrice[] },
    idempotencyKey: string,
  ): Promise<void> {
    await this.call('POST', '/customprice/update', body, idempotencyKey, CUSTOM_PRICE_FAILURE);
  }

  /** POST /product/create: answers the product's list id there and, when it says, its edit sequence. */
  async createProduct(
    source: ExternalProduct,
    idempotencyKey: string,
  ): Promise<{ ref: string; editSequence: string | null }> {
    const failure = { text: ADMIN_MESSAGES.productCreateFailed, refusalShowsServer: true };
    const answer = record(await this.call('POST', '/product/create', source, idempotencyKey, failure));
    const found = record(answer.reckonProductAttributes);
    const ref = text(answer.listID) ?? text(answer.listId) ?? text(found.listID);
    if (!ref) {
      throw new PermanentError(failure.text, {
        cause: new Error(`product/create answered no listID: ${JSON.stringify(answer)}`),
      });
    }
    return { ref, editSequence: text(answer.editSequence) ?? text(found.editSequence) };
  }

  /** POST /product/update with the stored list id: answers the new edit sequence, when it says. */
  async updateProduct(
    source: ExternalProduct,
    idempotencyKey: string,
  ): Promise<{ editSequence: string | null }> {
    const failure = { text: ADMIN_MESSAGES.productUpdateFailed, refusalShowsServer: true };
    const answer = record(await this.call('POST', '/product/update', source, idempotencyKey, failure));
    return {
      editSequence: text(answer.editSequence) ?? text(record(answer.reckonProductAttributes).editSequence),
    };
  }

  /** POST /invoice/create: the order invoiced; answers the invoice's references there (reckonRefNumber, …). */
  async createInvoice(source: unknown, idempotencyKey: string): Promise<Record<string, string>> {
    return invoiceRefs(await this.call('POST', '/invoice/create', source, idempotencyKey, INVOICE_FAILURE));
  }

  /** POST /invoice/update: the invoiced order as it is now, with its invoice's references. */
  async updateInvoice(source: unknown, idempotencyKey: string): Promise<Record<string, string>> {
    return invoiceRefs(await this.call('POST', '/invoice/update', source, idempotencyKey, INVOICE_FAILURE));
  }

  /** POST /invoice/batch-create: the packed orders invoiced together (the answer is the text INVOICES CREATED). */
  async batchCreateInvoices(sources: unknown[], idempotencyKey: string): Promise<void> {
    await this.call('POST', '/invoice/batch-create', sources, idempotencyKey, INVOICE_FAILURE);
  }

  /** GET /sales-daily/query: today's sales total and the day's top customers. */
  async salesDaily(signal: AbortSignal): Promise<DailySales> {
    const where = 'GET /sales-daily/query';
    const answer = await this.figures('GET', '/sales-daily/query', undefined, signal);
    const { dailySalesTotal, topCustomersDaily } = figuresObject(answer, where);
    return {
      dailySalesTotal: amount(dailySalesTotal, `${where} dailySalesTotal`),
      topCustomersDaily: namedSales(topCustomersDaily, `${where} topCustomersDaily`),
    };
  }

  /** GET /sales-month-to-date/query: the month's sales so far. */
  async salesMonthToDate(signal: AbortSignal): Promise<Cents> {
    const where = 'GET /sales-month-to-date/query';
    const answer = await this.figures('GET', '/sales-month-to-date/query', undefined, signal);
    return amount(figuresObject(answer, where).monthlySales, `${where} monthlySales`);
  }

  /** GET /sales-year-to-date/query: each customer's sales this year. */
  async salesYearToDate(signal: AbortSignal): Promise<NamedSales[]> {
    const where = 'GET /sales-year-to-date/query';
    const answer = await this.figures('GET', '/sales-year-to-date/query', undefined, signal);
    return namedSales(answer, where);
  }

  /** POST /admin-donut-chart/query with from and to (YYYY-MM-DD): the range's sales and its customers. */
  async donutChart(range: { from: string; to: string }, signal: AbortSignal): Promise<DonutSales> {
    const where = 'POST /admin-donut-chart/query';
    const body = { from: range.from, to: range.to };
    const answer = await this.figures('POST', '/admin-donut-chart/query', body, signal);
    const { value, customers } = figuresObject(answer, where);
    return { value: amount(value, `${where} value`), customers: namedSales(customers, `${where} customers`) };
  }

  /**
   * POST /payment/query with `modifiedSince` (ISO time, or null for all): the payments received, added, changed or
   * voided since, oldest change first. Not in the spec's list: the middleware's read of Reckon's ReceivePayment
   * objects, as docs/architecture.md describes it.
   */
  async receivedPayments(modifiedSince: string | null, signal: AbortSignal): Promise<ReceivedPayment[]> {
    const where = 'POST /payment/query';
    const answer = await this.figures('POST', '/payment/query', { modifiedSince }, signal);
    const list = Array.isArray(answer) ? answer : figuresObject(answer, where).payments;
    if (!Array.isArray(list)) throw new Error(`${where} answered no list of payments: ${preview(answer)}`);
    return list.map((item, index) => receivedPayment(item, `${where}[${index}]`));
  }

  /** GET /connection on the API host (the configured URL's origin): whether it answers CONNECTION_OK. */
  async connected(): Promise<boolean> {
    try {
      const response = await fetch(new URL('/connection', this.base), {
        headers: { authorization: `Bearer ${this.options.token}` },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? CALL_TIMEOUT_MS),
      });
      return response.ok && (await response.text()).trim() === 'CONNECTION_OK';
    } catch {
      return false;
    }
  }

  /** A sales call staff wait for: no idempotency key (nothing changes), stopped early by `signal`. */
  private figures(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    signal: AbortSignal,
  ): Promise<unknown> {
    return this.call(method, path, body, null, FIGURES_FAILURE, signal);
  }

  /**
   * One call: the JSON (or text) answered, once the status and the body's status triple say it succeeded.
   * Pushes send the outbox entry's key; reads send none and may pass a signal that stops them early (the
   * per-call timeout applies either way).
   */
  private async call(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body: unknown,
    idempotencyKey: string | null,
    failure: Failure,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const where = `${method} ${path}`;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? CALL_TIMEOUT_MS);
    let response: Response;
    let answerText: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === null ? {} : { 'idempotency-key': idempotencyKey }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
      });
      answerText = await response.text();
    } catch (error) {
      // Down, unreachable or too slow: worth another try.
      throw new Error(ADMIN_MESSAGES.accountingUnreachable, {
        cause: new Error(`${where}: ${describe(error)}`, { cause: error }),
      });
    }
    const parsed = parseAnswer(answerText);
    const answer = record(parsed);
    if (!response.ok) {
      const cause = new Error(`${where} answered ${response.status}: ${answerText.slice(0, 500)}`);
      const shown = failure.shownFromServer?.(answer) && answer.statusMessage;
      if (shown) throw new PermanentError(shown, { cause });
      if (!isPermanentStatus(response.status)) throw new Error(failure.text, { cause });
      const said = failure.refusalShowsServer ? serverSaid(answer) : null;
      throw new PermanentError(said ? `${failure.text}: ${said}` : failure.text, { cause });
    }
    if (String(answer.statusSeverity ?? '').toLowerCase() === 'error') {
      const cause = new Error(
        `${where} answered Error ${String(answer.statusCode)}: ${String(answer.statusMessage)}`,
      );
      // The server's own message is about the content (an invalid reference, an address too long): the
      // same push would be refused again. Any other Error is worth another try, as the spec's text says.
      const shown = failure.shownFromServer?.(answer) && answer.statusMessage;
      if (shown) throw new PermanentError(shown, { cause });
      throw new Error(failure.text, { cause });
    }
    return parsed;
  }
}

const INVOICE_FAILURE: Failure = { text: ADMIN_MESSAGES.invoiceFailed };
/** The invoice references the middleware answers and the order keeps (spec §3, Order.invoiceRef). */
const INVOICE_REF_KEYS = ['reckonRefNumber', 'reckonTxnId', 'reckonEditSequence'] as const;

function invoiceRefs(parsed: unknown): Record<string, string> {
  const answer = record(parsed);
  const found = (
    answer.invoiceRef && typeof answer.invoiceRef === 'object' ? answer.invoiceRef : answer
  ) as Record<string, unknown>;
  const refs: Record<string, string> = {};
  for (const key of INVOICE_REF_KEYS) {
    const value = text(found[key]);
    if (value) refs[key] = value;
  }
  return refs;
}

/** A 4xx that no later try changes; 401/403 (a token being replaced), 408 and 429 may pass later. */
function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && ![401, 403, 408, 425, 429].includes(status);
}

/** The answer as JSON, or as the text it is (batch-create answers INVOICES CREATED); null when empty. */
function parseAnswer(body: string): unknown {
  if (!body) return null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The answer's fields when it is a JSON object; none otherwise. */
function record(answer: unknown): Record<string, unknown> & StatusAnswer {
  return answer && typeof answer === 'object' && !Array.isArray(answer)
    ? (answer as Record<string, unknown>)
    : {};
}

// The sales figures are only shown, so an answer not of the spec's shape is a failure to load them, never a
// guess: the Error names what was wrong for the log.
const FIGURES_FAILURE: Failure = { text: userMessage('ACCOUNTING_FIGURES_FAILED') };

function figuresObject(answer: unknown, where: string): Record<string, unknown> {
  if (answer && typeof answer === 'object' && !Array.isArray(answer))
    return answer as Record<string, unknown>;
  throw new Error(`${where} answered no object: ${preview(answer)}`);
}

/** Dollars as the middleware sends them (a number, or a decimal string) in cents. */
function amount(value: unknown, where: string): Cents {
  if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) {
    try {
      return toCents(value);
    } catch {
      // Reported below with the rest.
    }
  }
  throw new Error(`${where} is not an amount of money: ${preview(value)}`);
}

function receivedPayment(item: unknown, where: string): ReceivedPayment {
  const p = record(item);
  const txnId = text(p.txnId);
  const txnDate = text(p.txnDate);
  const timeModified = text(p.timeModified);
  if (!txnId || !txnDate || !/^\d{4}-\d{2}-\d{2}$/.test(txnDate) || !timeModified) {
    throw new Error(`${where} needs txnId, txnDate (YYYY-MM-DD) and timeModified: ${preview(item)}`);
  }
  const applied = Array.isArray(p.appliedToTxn) ? p.appliedToTxn : [];
  return {
    txnId,
    txnDate,
    totalAmount: amount(p.totalAmount, `${where}.totalAmount`),
    reference: (text(p.refNumber) ?? text(p.memo) ?? '').slice(0, 100),
    method: text(p.paymentMethod) ?? '',
    voided: p.isVoided === true || p.isDeleted === true,
    timeModified,
    appliedTo: applied.map((a, i) => {
      const line = record(a);
      const ref = text(line.txnId);
      if (!ref) throw new Error(`${where}.appliedToTxn[${i}] has no txnId: ${preview(a)}`);
      return { txnId: ref, amount: amount(line.amount, `${where}.appliedToTxn[${i}].amount`) };
    }),
  };
}

/** The spec's list of `{customerName, value}`, values in cents. */
function namedSales(list: unknown, where: string): NamedSales[] {
  if (!Array.isArray(list)) throw new Error(`${where} is not a list: ${preview(list)}`);
  return list.map((item, index) => {
    const { customerName, value } = record(item);
    if (typeof customerName !== 'string')
      throw new Error(`${where}[${index}] has no customerName: ${preview(item)}`);
    return { customerName, value: amount(value, `${where}[${index}].value`) };
  });
}

function preview(value: unknown): string {
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(0, 200);
}

/** The reason a refusal gives: its status message, or a plain message field. */
function serverSaid(answer: Record<string, unknown>): string | null {
  return (text(answer.statusMessage) ?? text(answer.message))?.slice(0, 300) ?? null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'no answer in time';
    const code = (error.cause as { code?: string } | undefined)?.code;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
