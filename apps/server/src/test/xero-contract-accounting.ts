import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  type BooksExamples,
  renderAllocation,
  renderContact,
  renderCreditNote,
  renderInvoice,
  renderPayment,
  type Tenant,
  TenantBooks,
} from './xero-contract-books.ts';
import { dayOf, ordered, paged, whereFilter, xeroDate, xeroDateMs } from './xero-contract-where.ts';

export type {
  BooksExamples,
  HeldContact,
  HeldCreditNote,
  HeldInvoice,
  HeldPayment,
  Tenant,
} from './xero-contract-books.ts';

/** An answer: status and JSON body; `refusals` are Xero's validation messages when it refused the documents. */
export type XeroAnswer = { status: number; body: unknown; refusals?: string[] };

/** An accounting request that passed the document, the token, the tenant and the limits. */
export type AccountingRequest = {
  operationId: string;
  tenantId: string;
  /** The path after /api.xro/2.0. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: bodies the document already checked.
  body: any;
};

/** A payment as GET /Payments answers it. */
export type XeroPayment = ReturnType<typeof renderPayment>;

export type AccountingState = {
  /** A tenant's books (made empty on first use). */
  tenant(tenantId: string): Tenant;
  answer(request: AccountingRequest): XeroAnswer;
  recordPayment(
    tenantId: string,
    payment: { invoiceId: string; amount: number; date?: string; reference?: string },
  ): XeroPayment;
  /** Deletes a payment in Xero (as a bookkeeper undoing it): it shows again in GET /Payments, as DELETED. */
  deletePayment(tenantId: string, paymentId: string): XeroPayment;
};

/**
 * Documents in one call: Xero advises batches of up to 50, and the contract server holds clients to it (a larger
 * batch is an invalid request).
 */
export const XERO_BATCH_LIMIT = 50;

/** The accounting API's behaviour over each tenant's books, on the server's clock. */
export function createAccountingState(now: () => number, examples: BooksExamples): AccountingState {
  const tenants = new Map<string, Tenant>();
  const tenant = (tenantId: string): Tenant => {
    let held = tenants.get(tenantId);
    if (!held) {
      held = new TenantBooks(now, examples);
      tenants.set(tenantId, held);
    }
    return held;
  };

  const envelope = (key: string, records: unknown[], extra: Record<string, unknown> = {}) => ({
    Id: randomUUID(),
    Status: 'OK',
    ProviderName: 'Cleaver',
    DateTimeUTC: xeroDate(now()),
    ...extra,
    [key]: records,
  });

  const list = <T extends Record<string, unknown>>(
    request: AccountingRequest,
    key: string,
    records: T[],
    filters: Array<(record: T) => boolean> = [],
  ): XeroAnswer => {
    const since = request.headers['if-modified-since'];
    let chosen = records;
    if (typeof since === 'string') {
      const sinceMs = Date.parse(/[zZ]|[+-]\d{2}:\d{2}$/.test(since) ? since : `${since}Z`);
      chosen = chosen.filter((record) => xeroDateMs(String(record.UpdatedDateUTC)) >= sinceMs);
    }
    for (const filter of filters) chosen = chosen.filter(filter);
    if (request.query.where) {
      try {
        chosen = chosen.filter(whereFilter(request.query.where));
      } catch (error) {
        return refused([(error as Error).message]);
      }
    }
    chosen = ordered(chosen, request.query.order);
    if (!request.query.page) return { status: 200, body: envelope(key, chosen) };
    const pageSize = request.query.pageSize ? Math.min(1000, Number(request.query.pageSize)) : 100;
    const { records: page, pagination } = paged(chosen, Number(request.query.page), pageSize);
    return { status: 200, body: envelope(key, page, { pagination }) };
  };

  const idsFilter = <T extends Record<string, unknown>>(
    value: string | undefined,
    read: (record: T) => unknown,
  ) => {
    if (!value) return [];
    const wanted = new Set(value.split(',').map((id) => id.trim().replace(/^"|"$/g, '').toLowerCase()));
    return [(record: T) => wanted.has(String(read(record) ?? '').toLowerCase())];
  };

  const saveAll = <T>(
    request: AccountingRequest,
    key: string,
    items: unknown[],
    save: (books: Tenant, item: Record<string, unknown>, dryRun: boolean) => { saved?: T; errors: string[] },
    render: (books: Tenant, saved: T) => unknown,
  ): XeroAnswer => {
    const books = tenant(request.tenantId);
    const summarize = request.query.summarizeErrors !== 'false';
    const checked = items.map((item) => ({
      item: item as Record<string, unknown>,
      ...save(books, item as Record<string, unknown>, true),
    }));
    const failed = checked.filter((result) => result.errors.length > 0);
    if (summarize && failed.length > 0)
      return {
        status: 400,
        refusals: failed.flatMap((result) => result.errors),
        body: {
          ErrorNumber: 10,
          Type: 'ValidationException',
          Message: 'A validation exception occurred',
          Elements: failed.map((result) => ({
            ...result.item,
            ValidationErrors: result.errors.map((Message) => ({ Message })),
          })),
        },
      };
    const answered = checked.map((result) => {
      if (result.errors.length > 0)
        return {
          ...result.item,
          HasErrors: true,
          StatusAttributeString: 'ERROR',
          ValidationErrors: result.errors.map((Message) => ({ Message })),
        };
      const { saved } = save(books, result.item, false);
      return { ...(render(books, saved as T) as object), StatusAttributeString: 'OK' };
    });
    const answer: XeroAnswer = { status: 200, body: envelope(key, answered) };
    if (failed.length > 0) answer.refusals = failed.flatMap((result) => result.errors);
    return answer;
  };

  const state: AccountingState = {
    tenant,
    answer: (request) => {
      const books = tenant(request.tenantId);
      const id = request.path.split('/')[2] ?? '';
      const body = request.body ?? {};
      switch (request.operationId) {
        case 'getOrganisations':
          return { status: 200, body: books.organisation() };
        case 'getAccounts':
          return list(request, 'Accounts', books.accounts);
        case 'getTaxRates':
          return list(request, 'TaxRates', books.taxRates);
        case 'getContacts': {
          const search = request.query.searchTerm?.toLowerCase();
          const searchFilter = search
            ? [
                (contact: Record<string, unknown>) =>
                  ['Name', 'FirstName', 'LastName', 'ContactNumber', 'EmailAddress', 'CompanyNumber'].some(
                    (field) =>
                      String(contact[field] ?? '')
                        .toLowerCase()
                        .includes(search),
                  ),
              ]
            : [];
          const rendered = [...books.contacts.values()].map((contact) => renderContact(books, contact));
          return list(request, 'Contacts', rendered, [
            ...idsFilter(request.query.IDs, (contact) => contact.ContactID),
            ...searchFilter,
            ...(request.query.includeArchived === 'true'
              ? []
              : [(c: Record<string, unknown>) => c.ContactStatus !== 'ARCHIVED']),
          ]);
        }
        case 'getContact':
        case 'getContactByContactNumber': {
          const contact =
            books.contacts.get(id) ?? [...books.contacts.values()].find((c) => c.fields.ContactNumber === id);
          if (!contact) return notFound();
          return { status: 200, body: envelope('Contacts', [renderContact(books, contact)]) };
        }
        case 'createContacts':
        case 'updateOrCreateContacts':
          return saveAll(
            request,
            'Contacts',
            body.Contacts ?? [],
            (b, item, dryRun) => b.saveContact(item, dryRun),
            renderContact,
          );
        case 'updateContact': {
          if (!books.contacts.has(id)) return notFound();
          const items = (body.Contacts ?? []).map((item: Record<string, unknown>) => ({
            ...item,
            ContactID: id,
          }));
          return saveAll(
            request,
            'Contacts',
            items,
            (b, item, dryRun) => b.saveContact(item, dryRun),
            renderContact,
          );
        }
        case 'getInvoices': {
          const rendered = [...books.invoices.values()].map((invoice) => renderInvoice(books, invoice));
          const statuses = request.query.Statuses;
          return list(request, 'Invoices', rendered, [
            ...idsFilter(request.query.IDs, (invoice) => invoice.InvoiceID),
            ...idsFilter(request.query.InvoiceNumbers, (invoice) => invoice.InvoiceNumber),
            ...idsFilter(
              request.query.ContactIDs,
              (invoice) => (invoice.Contact as { ContactID: string }).ContactID,
            ),
            ...idsFilter(statuses, (invoice) => invoice.Status),
          ]);
        }
        case 'getInvoice': {
          const invoice = books.invoices.get(id) ?? [...books.invoices.values()].find((i) => i.number === id);
          if (!invoice) return notFound();
          return { status: 200, body: envelope('Invoices', [renderInvoice(books, invoice)]) };
        }
        case 'createInvoices':
        case 'updateOrCreateInvoices':
          return saveAll(
            request,
            'Invoices',
            body.Invoices ?? [],
            (b, item, dryRun) => b.saveInvoice(item, dryRun, request.operationId === 'createInvoices'),
            renderInvoice,
          );
        case 'updateInvoice': {
          if (!books.invoices.has(id)) return notFound();
          const items = (body.Invoices ?? []).map((item: Record<string, unknown>) => ({
            ...item,
            InvoiceID: id,
          }));
          return saveAll(
            request,
            'Invoices',
            items,
            (b, item, dryRun) => b.saveInvoice(item, dryRun, false),
            renderInvoice,
          );
        }
        case 'getCreditNotes': {
          const rendered = [...books.creditNotes.values()].map((note) => renderCreditNote(books, note));
          return list(request, 'CreditNotes', rendered);
        }
        case 'getCreditNote': {
          const note =
            books.creditNotes.get(id) ?? [...books.creditNotes.values()].find((n) => n.number === id);
          if (!note) return notFound();
          return { status: 200, body: envelope('CreditNotes', [renderCreditNote(books, note)]) };
        }
        case 'createCreditNotes':
        case 'updateOrCreateCreditNotes':
          return saveAll(
            request,
            'CreditNotes',
            body.CreditNotes ?? [],
            (b, item, dryRun) => b.saveCreditNote(item, dryRun, request.operationId === 'createCreditNotes'),
            renderCreditNote,
          );
        case 'createCreditNoteAllocation': {
          const note = books.creditNotes.get(id);
          if (!note) return notFound();
          return saveAll(
            request,
            'Allocations',
            body.Allocations ?? [],
            (b, item, dryRun) => b.allocate(note, item, dryRun),
            renderAllocation,
          );
        }
        case 'getPayments': {
          const rendered = [...books.payments.values()].map((payment) => renderPayment(books, payment));
          return list(request, 'Payments', rendered);
        }
        case 'getPayment': {
          const payment = books.payments.get(id);
          if (!payment) return notFound();
          return { status: 200, body: envelope('Payments', [renderPayment(books, payment)]) };
        }
        default:
          return {
            status: 501,
            body: {
              Title: 'Not Implemented',
              Detail: `The contract server does not serve ${request.operationId}`,
            },
          };
      }
    },
    recordPayment: (tenantId, payment) => {
      const books = tenant(tenantId);
      const invoice = books.invoices.get(payment.invoiceId);
      if (!invoice) throw new Error(`No invoice ${payment.invoiceId} in tenant ${tenantId}`);
      const day = dayOf(payment.date ?? new Date(now()).toISOString().slice(0, 10));
      if (day === undefined) throw new Error(`Not a date: ${payment.date}`);
      const error = books.pay(invoice, Math.round(payment.amount * 100), day, payment.reference);
      if (typeof error === 'string') throw new Error(error);
      return renderPayment(books, error);
    },
    deletePayment: (tenantId, paymentId) => {
      const books = tenant(tenantId);
      const payment = books.payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId} in tenant ${tenantId}`);
      payment.status = 'DELETED';
      books.touch(payment);
      const invoice = books.invoices.get(payment.invoiceId);
      if (invoice) books.touch(invoice);
      return renderPayment(books, payment);
    },
  };
  return state;
}

function refused(messages: string[]): XeroAnswer {
  return {
    status: 400,
    refusals: messages,
    body: {
      ErrorNumber: 10,
      Type: 'ValidationException',
      Message: 'A validation exception occurred',
      Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })) }],
    },
  };
}

function notFound(): XeroAnswer {
  return {
    status: 404,
    body: { Title: 'Not Found', Status: 404, Detail: 'The resource you are looking for cannot be found' },
  };
}
