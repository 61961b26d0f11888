// Xero's accounting API over plain HTTP (decision 029): contacts, sales invoices (debit notes are invoices too),
// credit notes and their allocations, voiding. Every call goes through one limiter shared by the process, kept
// inside Xero's limits per organisation (60 calls a minute, 5 at once): at most 5 in flight, at most 55 in any
// rolling minute (a few spare for the payments poll and staff's own look-ups), and after a 429 no call at all until
// its Retry-After has passed. Documents go in batches of up to 50 with summarizeErrors=false, so each one answers
// for itself: taken (its id) or refused (Xero's validation messages, in words).

/** Xero's advice for documents in one call; it refuses more. */
export const XERO_BATCH = 50;

const CALL_TIMEOUT_MS = 30_000;
/** How often one call is tried again after a 429 before the run gives up on it (and tries next run). */
const MAX_429_RETRIES = 5;
/** A Retry-After longer than this (the daily limit) ends the run; a later run goes on once it has passed. */
export const LONG_WAIT_MS = 120_000;

export type LimiterOptions = {
  /** Calls at once (Xero allows 5). */
  concurrent?: number;
  /** Calls in any rolling minute (Xero allows 60; a few kept spare). */
  perMinute?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** Keeps calls within Xero's minute and concurrency limits, and holds every call back while a 429 is waited out. */
export class XeroLimiter {
  readonly concurrent: number;
  readonly perMinute: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private inFlight = 0;
  private readonly started: number[] = [];
  private pausedUntil = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(options: LimiterOptions = {}) {
    this.concurrent = options.concurrent ?? 5;
    this.perMinute = options.perMinute ?? 55;
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Runs `call` once a slot is free and the minute has room. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await call();
    } finally {
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }

  /** How long before a call may start after a 429 (0 when none is waited out). */
  pausedFor(): number {
    return Math.max(0, this.pausedUntil - this.now());
  }

  /** No call starts before `seconds` from now (Xero's Retry-After). */
  pause(seconds: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + Math.max(1, seconds) * 1000);
  }

  private async acquire(): Promise<void> {
    for (;;) {
      if (this.inFlight >= this.concurrent) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
        continue;
      }
      const now = this.now();
      if (this.pausedUntil > now) {
        await this.sleep(this.pausedUntil - now);
        continue;
      }
      while (this.started.length > 0 && this.started[0]! <= now - 60_000) this.started.shift();
      if (this.started.length >= this.perMinute) {
        await this.sleep(this.started[0]! + 60_000 - now + 1);
        continue;
      }
      this.started.push(now);
      this.inFlight += 1;
      return;
    }
  }
}

/** The one limiter of the process: every call to Xero's accounting API (pushes, the payments poll) goes through it. */
export const XERO_LIMITER = new XeroLimiter();

/** Xero refused the access token (401): the caller asks for a fresh one or stops. */
export class XeroUnauthorized extends Error {
  override name = 'XeroUnauthorized';
}

/** A call Xero did not answer as expected (5xx, an unexpected 4xx, a 429 that did not end): tried next run. */
export class XeroCallFailed extends Error {
  override name = 'XeroCallFailed';
}

/** Xero refused the whole call for what was sent (400 ValidationException), with its words. */
export class XeroRefused extends Error {
  override name = 'XeroRefused';
  constructor(readonly messages: string[]) {
    super(messages.join(' '));
  }
}

/** What one document of a batch came to: Xero's id, or why it was refused. */
export type XeroOutcome = { id: string; number: string | null; errors: string[] };

export type XeroAccess = { accessToken: string; tenantId: string };

// biome-ignore lint/suspicious/noExplicitAny: Xero's JSON, read by the few fields used.
type Json = any;

export class XeroAccounting {
  private readonly base: string;

  constructor(
    apiUrl: string,
    readonly limiter: XeroLimiter = XERO_LIMITER,
  ) {
    this.base = `${apiUrl.replace(/\/$/, '')}/api.xro/2.0`;
  }

  /** Every contact (archived left out), a page of up to 1,000 at a time. */
  async contacts(
    access: XeroAccess,
  ): Promise<Array<{ id: string; name: string; accountNumber: string | null }>> {
    const all: Array<{ id: string; name: string; accountNumber: string | null }> = [];
    for (let page = 1; ; page += 1) {
      const body = await this.call(access, 'GET', `/Contacts?page=${page}&pageSize=1000&summaryOnly=true`);
      const contacts = (body?.Contacts ?? []) as Json[];
      for (const c of contacts)
        all.push({
          id: String(c.ContactID),
          name: String(c.Name ?? ''),
          accountNumber: c.AccountNumber ?? null,
        });
      if (contacts.length < 1000) return all;
    }
  }

  /** The chart of accounts (code, status) and the tax types usable on sales: to check the mapping against. */
  async books(
    access: XeroAccess,
  ): Promise<{ accounts: Array<{ code: string; status: string }>; taxTypes: Set<string> }> {
    const [accounts, rates] = await Promise.all([
      this.call(access, 'GET', '/Accounts'),
      this.call(access, 'GET', '/TaxRates'),
    ]);
    return {
      accounts: ((accounts?.Accounts ?? []) as Json[]).map((a) => ({
        code: String(a.Code ?? ''),
        status: String(a.Status ?? ''),
      })),
      taxTypes: new Set(
        ((rates?.TaxRates ?? []) as Json[])
          .filter((r) => r.Status === 'ACTIVE' && r.CanApplyToRevenue !== false)
          .map((r) => String(r.TaxType)),
      ),
    };
  }

  /** Creates contacts (up to 50); each answers its ContactID or Xero's words. */
  createContacts(access: XeroAccess, contacts: Json[], key: string): Promise<XeroOutcome[]> {
    return this.batch(access, '/Contacts', 'Contacts', contacts, key, (c) => ({
      id: c.ContactID,
      number: c.AccountNumber ?? null,
    }));
  }

  /** Creates sales invoices (up to 50). */
  createInvoices(access: XeroAccess, invoices: Json[], key: string): Promise<XeroOutcome[]> {
    return this.batch(access, '/Invoices', 'Invoices', invoices, key, (i) => ({
      id: i.InvoiceID,
      number: i.InvoiceNumber ?? null,
    }));
  }

  /** Creates credit notes (up to 50). */
  createCreditNotes(access: XeroAccess, notes: Json[], key: string): Promise<XeroOutcome[]> {
    return this.batch(access, '/CreditNotes', 'CreditNotes', notes, key, (n) => ({
      id: n.CreditNoteID,
      number: n.CreditNoteNumber ?? null,
    }));
  }

  /** Invoices by number (for documents Xero already has, e.g. taken before a run stopped). */
  async invoicesNumbered(access: XeroAccess, numbers: string[]): Promise<Map<string, string>> {
    const query = new URLSearchParams({ InvoiceNumbers: numbers.join(','), page: '1', pageSize: '100' });
    const body = await this.call(access, 'GET', `/Invoices?${query}`);
    return new Map(
      ((body?.Invoices ?? []) as Json[]).map((i) => [String(i.InvoiceNumber), String(i.InvoiceID)]),
    );
  }

  /** A credit note by number, if Xero has it. */
  async creditNoteNumbered(access: XeroAccess, number: string): Promise<string | null> {
    const query = new URLSearchParams({ where: `CreditNoteNumber=="${number}"` });
    const body = await this.call(access, 'GET', `/CreditNotes?${query}`);
    const [note] = (body?.CreditNotes ?? []) as Json[];
    return note ? String(note.CreditNoteID) : null;
  }

  /** Allocates `amount` (dollars) of a credit note to an invoice; throws XeroRefused with Xero's words. */
  async allocate(
    access: XeroAccess,
    creditNoteId: string,
    allocation: { invoiceId: string; amount: number; date: string },
    key: string,
  ): Promise<void> {
    const [outcome] = await this.batch(
      access,
      `/CreditNotes/${creditNoteId}/Allocations`,
      'Allocations',
      [{ Amount: allocation.amount, Date: allocation.date, Invoice: { InvoiceID: allocation.invoiceId } }],
      key,
      (a) => ({ id: a.AllocationID ?? creditNoteId, number: null }),
    );
    if (outcome && outcome.errors.length > 0) throw new XeroRefused(outcome.errors);
  }

  /** Voids an invoice (Xero allows it while nothing is paid or credited on it); throws XeroRefused otherwise. */
  async voidInvoice(access: XeroAccess, invoiceId: string, key: string): Promise<void> {
    const body = await this.call(
      access,
      'POST',
      `/Invoices/${invoiceId}`,
      { Invoices: [{ InvoiceID: invoiceId, Status: 'VOIDED' }] },
      key,
    );
    const [invoice] = (body?.Invoices ?? []) as Json[];
    const errors = wordsOf(invoice?.ValidationErrors);
    if (errors.length > 0) throw new XeroRefused(errors);
  }

  private async batch(
    access: XeroAccess,
    path: string,
    key: string,
    items: Json[],
    idempotencyKey: string,
    read: (element: Json) => { id: string; number: string | null },
  ): Promise<XeroOutcome[]> {
    if (items.length > XERO_BATCH) throw new Error(`At most ${XERO_BATCH} ${key} in one call`);
    const body = await this.call(
      access,
      'PUT',
      `${path}?summarizeErrors=false`,
      { [key]: items },
      idempotencyKey,
    );
    const elements = (body?.[key] ?? []) as Json[];
    return items.map((_, index) => {
      const element = elements[index] ?? {};
      const errors = wordsOf(element.ValidationErrors);
      if (element.HasErrors || errors.length > 0 || element.StatusAttributeString === 'ERROR')
        return {
          id: '',
          number: null,
          errors: errors.length > 0 ? errors : ['Xero refused it without saying why.'],
        };
      return { ...read(element), errors: [] };
    });
  }

  private async call(
    access: XeroAccess,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<Json> {
    for (let tries = 0; ; tries += 1) {
      const response = await this.limiter.run(() =>
        fetch(`${this.base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${access.accessToken}`,
            'xero-tenant-id': access.tenantId,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        }),
      );
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after') ?? '60');
        this.limiter.pause(Number.isFinite(seconds) ? seconds : 60);
        await response.body?.cancel();
        // The day's 5,000 calls are spent: waiting hours inside a run would hold it (and shutdown) up.
        if (this.limiter.pausedFor() > LONG_WAIT_MS)
          throw new XeroCallFailed(`Xero's limit was reached; calls resume in ${seconds} s`);
        if (tries >= MAX_429_RETRIES)
          throw new XeroCallFailed(`Xero kept answering 429 to ${method} ${path}`);
        continue;
      }
      if (response.status === 401) {
        await response.body?.cancel();
        throw new XeroUnauthorized(`Xero refused the access token for ${method} ${path}`);
      }
      const text = await response.text();
      const json: Json = text ? safeJson(text) : null;
      if (response.status === 400 && json?.Type === 'ValidationException') {
        const words = ((json.Elements ?? []) as Json[]).flatMap((e) => wordsOf(e.ValidationErrors));
        throw new XeroRefused(
          words.length > 0 ? words : [String(json.Message ?? 'Xero refused the request.')],
        );
      }
      if (!response.ok) {
        throw new XeroCallFailed(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      }
      return json;
    }
  }
}

/** Xero's validation messages, each once (a message per line item repeats for every line). */
function wordsOf(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return [...new Set(errors.map((e) => String((e as { Message?: unknown }).Message ?? '')).filter(Boolean))];
}

function safeJson(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
