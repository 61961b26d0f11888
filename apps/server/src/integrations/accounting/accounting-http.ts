import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import { PermanentError } from '../outbox-worker.ts';

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

/** What a failure of one kind of call says to staff (spec §8). */
type Failure = { text: string; shownFromServer?: (answer: StatusAnswer) => boolean };

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
    const answer = await this.call('POST', '/customer/create', customer, idempotencyKey, CUSTOMER_FAILURE);
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
    const answer = await this.call('PATCH', '/customer/update', customer, idempotencyKey, CUSTOMER_FAILURE);
    return {
      ref: text(answer.reckonId) ?? text(answer.listId) ?? text(answer.listID),
      editSequence: text(answer.editSequence),
    };
  }

  /** POST /pricelevel/create: the answer is the price level as stored there; its list id is kept. */
  async createPriceLevel(level: AccountingPriceLevel, idempotencyKey: string): Promise<{ ref: string }> {
    const failure = { text: ADMIN_MESSAGES.priceLevelCreateFailed };
    const answer = await this.call('POST', '/pricelevel/create', level, idempotencyKey, failure);
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

  private async call(
    method: 'POST' | 'PATCH',
    path: string,
    body: unknown,
    idempotencyKey: string,
    failure: Failure,
  ): Promise<Record<string, unknown>> {
    const where = `${method} ${path}`;
    let response: Response;
    let answerText: string;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.options.token}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? CALL_TIMEOUT_MS),
      });
      answerText = await response.text();
    } catch (error) {
      // Down, unreachable or too slow: worth another try.
      throw new Error(ADMIN_MESSAGES.accountingUnreachable, {
        cause: new Error(`${where}: ${describe(error)}`, { cause: error }),
      });
    }
    const answer = parseAnswer(answerText);
    if (!response.ok) {
      const cause = new Error(`${where} answered ${response.status}: ${answerText.slice(0, 500)}`);
      const shown = failure.shownFromServer?.(answer) && answer.statusMessage;
      if (shown) throw new PermanentError(shown, { cause });
      throw isPermanentStatus(response.status)
        ? new PermanentError(failure.text, { cause })
        : new Error(failure.text, { cause });
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
    return answer;
  }
}

const INVOICE_FAILURE: Failure = { text: ADMIN_MESSAGES.invoiceFailed };
/** The invoice references the middleware answers and the order keeps (spec §3, Order.invoiceRef). */
const INVOICE_REF_KEYS = ['reckonRefNumber', 'reckonTxnId', 'reckonEditSequence'] as const;

function invoiceRefs(answer: Record<string, unknown>): Record<string, string> {
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

function parseAnswer(body: string): Record<string, unknown> & StatusAnswer {
  if (!body) return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
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
