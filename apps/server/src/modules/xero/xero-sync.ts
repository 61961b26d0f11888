import { createHash } from 'node:crypto';
import { type CorrectionKind, type CorrectionLine, noteNumber } from '@cleaver/domain/corrections';
import { aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { gstOn } from '@cleaver/domain/gst';
import { type Cents, cents, toCents } from '@cleaver/domain/money';
import { toThousandths } from '@cleaver/domain/quantity';
import { lineTotal } from '@cleaver/domain/totals';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { correctionNote, customer, invoice, xeroConnection, xeroLink } from '../../db/schema.ts';
import {
  LONG_WAIT_MS,
  XERO_BATCH,
  XERO_LIMITER,
  type XeroAccess,
  XeroAccounting,
  XeroCallFailed,
  type XeroOutcome,
  XeroRefused,
  XeroUnauthorized,
} from '../../integrations/xero/xero-accounting.ts';
import { XeroAuthorizationLost } from '../../integrations/xero/xero-identity.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { type InvoiceDocument, InvoiceDocuments, type NoteDocument } from '../invoicing/invoice-documents.ts';
import type { XeroConnections } from './xero-connection.service.ts';

// The reconciler of decision 029: every run reads what Xero does not have yet (documents issued since the
// connection's sync start with no xero_link id, not exported by CSV, not refused) and pushes it: contacts first,
// then invoices and debit notes, then credit notes allocated to their invoices. A document Xero refused keeps its
// words in xero_link and waits for staff's Retry. Runs every minute and shortly after invoicing changes an order.

export const XERO_SYNC_INTERVAL_MS = 60_000;
/** After an order event, how long to gather more before a run (a batch invoices many orders at once). */
const WAKE_DELAY_MS = 3_000;
/** Documents looked at per run (Xero's 5,000 calls a day allow 250,000 documents in batches of 50). */
const RUN_LIMIT = 1_000;

export type ContactMatch = 'NUMBER_THEN_NAME' | 'NUMBER_ONLY' | 'ALWAYS_CREATE';

/** How Cleaver's documents are booked in Xero (set once, on the Integrations screen). */
export type XeroMapping = {
  salesAccountCode: string;
  freightAccountCode: string;
  cuttingAccountCode: string;
  /** 'OUTPUT2' is Xero NZ's 15% GST on Income. */
  taxType: string;
  contactMatch: ContactMatch;
  /** Documents issued from this instant on are pushed (ISO 8601); set on the first run after connecting. */
  syncFrom?: string;
};

export const DEFAULT_XERO_MAPPING: XeroMapping = {
  salesAccountCode: '200',
  freightAccountCode: '200',
  cuttingAccountCode: '200',
  taxType: 'OUTPUT2',
  contactMatch: 'NUMBER_THEN_NAME',
};

export function mappingOf(stored: Record<string, unknown> | null | undefined): XeroMapping {
  return { ...DEFAULT_XERO_MAPPING, ...((stored ?? {}) as Partial<XeroMapping>) };
}

export type XeroLinkKind = 'CONTACT' | 'INVOICE' | 'CREDIT_NOTE' | 'DEBIT_NOTE';

export type XeroSyncDeps = {
  db: Database;
  connections: Pick<XeroConnections, 'token'>;
  accounting: XeroAccounting;
  clock: Clock;
  logError: (error: unknown, message: string) => void;
  events?: EventBus;
};

/** The process's sync, over the limiter every Xero call of the process shares. */
export function xeroSync(
  deps: { db: Database; clock: Clock; logError: XeroSyncDeps['logError']; events: EventBus },
  connections: Pick<XeroConnections, 'token'>,
  apiUrl: string,
): XeroSync {
  return new XeroSync({
    db: deps.db,
    connections,
    accounting: new XeroAccounting(apiUrl, XERO_LIMITER),
    clock: deps.clock,
    logError: deps.logError,
    events: deps.events,
  });
}

const ACCOUNT_NAMES: Record<string, string> = {
  salesAccountCode: 'sales',
  freightAccountCode: 'freight',
  cuttingAccountCode: 'cutting',
};

/** A document (or customer) Xero refused, in its words, until a retry goes through. */
export type XeroPushProblem = {
  kind: XeroLinkKind;
  localId: string;
  /** 'Invoice 1001', 'Credit note CN-0001', 'Customer Bistro (C0001)'. */
  document: string;
  error: string;
  attempts: number;
  attemptedAt: Date | null;
};

/** How a customer matches Xero's contacts: linked already, by account number, by name, or to be created. */
export type XeroContactPreview = {
  customerId: string;
  code: string;
  name: string;
  match: 'LINKED' | 'ACCOUNT_NUMBER' | 'NAME' | 'CREATE';
  contactName: string | null;
};

/** What a run did, for tests and logs. */
export type XeroRunSummary = {
  contacts: number;
  invoices: number;
  creditNotes: number;
  debitNotes: number;
  refused: number;
  stopped?: 'NOT_CONNECTED' | 'AUTHORIZATION_LOST' | 'FAILED';
};

type Pending = { id: string; number: string; customerId: string | null; link: LinkRow | undefined };
type LinkRow = typeof xeroLink.$inferSelect;
const NOTE = {
  id: correctionNote.id,
  invoiceId: correctionNote.invoiceId,
  kind: correctionNote.kind,
  number: correctionNote.number,
  issuedAt: correctionNote.issuedAt,
  content: correctionNote.content,
  total: correctionNote.total,
};
type Note = {
  id: string;
  invoiceId: string;
  kind: CorrectionKind;
  number: number;
  issuedAt: Date;
  content: NoteDocument['content'];
  total: string;
};
// biome-ignore lint/suspicious/noExplicitAny: Xero's JSON documents.
type Json = any;

export class XeroSync {
  private timer: NodeJS.Timeout | undefined;
  private wakeTimer: NodeJS.Timeout | undefined;
  private running: Promise<XeroRunSummary> | undefined;
  private again = false;
  private unlisten: (() => void) | undefined;

  constructor(private readonly deps: XeroSyncDeps) {}

  /** Runs every minute, and a few seconds after invoicing changes an order (an invoice or a note issued). */
  start(intervalMs = XERO_SYNC_INTERVAL_MS): void {
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
    this.unlisten = this.deps.events?.listen('order', () => this.wake());
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.wakeTimer);
    this.unlisten?.();
    await this.running;
  }

  /** A run soon (several wakes close together make one run). */
  wake(): void {
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = undefined;
      this.tick();
    }, WAKE_DELAY_MS);
    this.wakeTimer.unref();
  }

  private tick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    void this.run()
      .catch((error) => this.deps.logError(error, 'Pushing to Xero failed'))
      .finally(() => {
        if (this.again) {
          this.again = false;
          this.tick();
        }
      });
  }

  /** One run (a second call while one runs waits for it); never throws for Xero's refusals or a lost connection. */
  run(): Promise<XeroRunSummary> {
    if (!this.running) {
      this.running = this.push().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private async push(): Promise<XeroRunSummary> {
    const summary: XeroRunSummary = { contacts: 0, invoices: 0, creditNotes: 0, debitNotes: 0, refused: 0 };
    const [row] = await this.deps.db.select().from(xeroConnection);
    if (row?.status !== 'CONNECTED') return { ...summary, stopped: 'NOT_CONNECTED' };
    // Xero's daily limit is spent: nothing until its Retry-After has passed.
    if (this.deps.accounting.limiter.pausedFor() > LONG_WAIT_MS) return { ...summary, stopped: 'FAILED' };
    const mapping = mappingOf(row.mapping);
    if (!mapping.syncFrom) {
      mapping.syncFrom = row.connectedAt.toISOString();
      await this.deps.db
        .update(xeroConnection)
        .set({ mapping: { ...(row.mapping ?? {}), syncFrom: mapping.syncFrom } })
        .where(eq(xeroConnection.id, 'xero'));
    }
    try {
      const invoices = await this.pendingInvoices(new Date(mapping.syncFrom));
      const notes = await this.pendingNotes(new Date(mapping.syncFrom));
      if (invoices.length + notes.length === 0) return summary;
      const customers = [
        ...new Set([...invoices, ...notes].map((d) => d.customerId).filter((id): id is string => !!id)),
      ];
      const contacts = await this.contacts(customers, mapping, summary);
      const reader = new InvoiceDocuments(this.deps.db);
      await this.pushInvoices(invoices, contacts, mapping, reader, summary);
      await this.pushNotes(notes, contacts, mapping, summary);
      return summary;
    } catch (error) {
      if (error instanceof XeroAuthorizationLost) return { ...summary, stopped: 'AUTHORIZATION_LOST' };
      if (error instanceof XeroUnauthorized || error instanceof XeroCallFailed) {
        this.deps.logError(error, 'A push to Xero stopped; the next run tries again');
        return { ...summary, stopped: 'FAILED' };
      }
      throw error;
    }
  }

  /** Staff's Retry after a fix: the refusal is forgotten and the document goes in the next run (started now). */
  async retry(kind: XeroLinkKind, localId: string): Promise<boolean> {
    const [link] = await this.deps.db
      .select()
      .from(xeroLink)
      .where(and(eq(xeroLink.kind, kind), eq(xeroLink.localId, localId)));
    if (!link?.error) return false;
    if (kind === 'CREDIT_NOTE' && link.xeroId) {
      // Xero has the credit note; what it refused was the allocation: try that again now.
      await this.allocateNote(localId, link.xeroId, link.attempts);
      return true;
    }
    await this.deps.db
      .update(xeroLink)
      .set({ error: null, updatedAt: this.deps.clock() })
      .where(and(eq(xeroLink.kind, kind), eq(xeroLink.localId, localId)));
    this.tick();
    return true;
  }

  /** The mapping in force (defaults until staff set it); null while Xero is not connected. */
  async mapping(): Promise<XeroMapping | null> {
    const [row] = await this.deps.db.select().from(xeroConnection);
    return row ? mappingOf(row.mapping) : null;
  }

  /** Sets the mapping after checking it against Xero's chart of accounts and tax rates (when Xero answers). */
  async setMapping(input: Omit<XeroMapping, 'syncFrom'>): Promise<XeroMapping> {
    const [row] = await this.deps.db.select().from(xeroConnection);
    if (!row) throw new DomainError('BAD_INPUT', 'Connect to Xero first, then map the accounts.');
    const codes = {
      salesAccountCode: input.salesAccountCode.trim(),
      freightAccountCode: input.freightAccountCode.trim(),
      cuttingAccountCode: input.cuttingAccountCode.trim(),
    };
    const taxType = input.taxType.trim();
    for (const [field, code] of Object.entries(codes)) {
      if (!/^[A-Za-z0-9.\-_]{1,10}$/.test(code))
        throw new DomainError(
          'BAD_INPUT',
          `The ${ACCOUNT_NAMES[field]} account code must be 1 to 10 letters or digits, as in Xero's chart of accounts.`,
        );
    }
    if (!/^[A-Z0-9_]{1,50}$/.test(taxType))
      throw new DomainError(
        'BAD_INPUT',
        'The tax type must be Xero’s code for it, e.g. OUTPUT2 (15% GST on Income).',
      );
    if (row.status === 'CONNECTED') {
      let books: { accounts: Array<{ code: string; status: string }>; taxTypes: Set<string> } | undefined;
      try {
        books = await this.deps.accounting.books(await this.access());
      } catch (error) {
        if (!(error instanceof XeroCallFailed || error instanceof XeroAuthorizationLost)) throw error;
      }
      if (books) {
        for (const [field, code] of Object.entries(codes)) {
          const account = books.accounts.find((a) => a.code === code);
          if (account?.status !== 'ACTIVE')
            throw new DomainError(
              'BAD_INPUT',
              `Xero has no active account ${code} (the ${ACCOUNT_NAMES[field]} account code). Check the chart of accounts in Xero.`,
            );
        }
        if (!books.taxTypes.has(taxType))
          throw new DomainError('BAD_INPUT', `Xero has no tax rate ${taxType} for sales.`);
      }
    }
    const mapping = { ...mappingOf(row.mapping), ...codes, taxType, contactMatch: input.contactMatch };
    await this.deps.db
      .update(xeroConnection)
      .set({ mapping, updatedAt: this.deps.clock() })
      .where(eq(xeroConnection.id, 'xero'));
    return mapping;
  }

  /** Why Xero refused this record (its words), while it has not taken it since; null otherwise. */
  async problemOf(kind: XeroLinkKind, localId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ error: xeroLink.error })
      .from(xeroLink)
      .where(and(eq(xeroLink.kind, kind), eq(xeroLink.localId, localId)));
    return row?.error ?? null;
  }

  /** What Xero refused and has not taken since, newest first, with Xero's words. */
  async problems(): Promise<XeroPushProblem[]> {
    const rows = await this.deps.db
      .select()
      .from(xeroLink)
      .where(isNotNull(xeroLink.error))
      .orderBy(desc(xeroLink.attemptedAt))
      .limit(500);
    const ids = (kind: XeroLinkKind) => rows.filter((r) => r.kind === kind).map((r) => r.localId);
    const [customers, invoices, notes] = await Promise.all([
      ids('CONTACT').length
        ? this.deps.db
            .select({ id: customer.id, name: customer.companyName, code: customer.code })
            .from(customer)
            .where(inArray(customer.id, ids('CONTACT')))
        : [],
      ids('INVOICE').length
        ? this.deps.db
            .select({ id: invoice.id, number: invoice.invoiceNumber })
            .from(invoice)
            .where(inArray(invoice.id, ids('INVOICE')))
        : [],
      [...ids('CREDIT_NOTE'), ...ids('DEBIT_NOTE')].length
        ? this.deps.db
            .select({ id: correctionNote.id, kind: correctionNote.kind, number: correctionNote.number })
            .from(correctionNote)
            .where(inArray(correctionNote.id, [...ids('CREDIT_NOTE'), ...ids('DEBIT_NOTE')]))
        : [],
    ]);
    const names = new Map<string, string>([
      ...customers.map((c): [string, string] => [c.id, `Customer ${c.name} (${c.code})`]),
      ...invoices.map((i): [string, string] => [i.id, `Invoice ${i.number}`]),
      ...notes.map((n): [string, string] => [
        n.id,
        `${n.kind === 'CREDIT' ? 'Credit note' : 'Debit note'} ${noteNumber(n.kind, n.number)}`,
      ]),
    ]);
    return rows.map((r) => ({
      kind: r.kind as XeroLinkKind,
      localId: r.localId,
      document: names.get(r.localId) ?? r.kind,
      error: r.error ?? '',
      attempts: r.attempts,
      attemptedAt: r.attemptedAt,
    }));
  }

  /** How each active customer would match Xero's contacts in the next push (nothing is created). */
  async contactPreview(): Promise<XeroContactPreview[]> {
    const mapping = await this.mapping();
    if (!mapping) throw new DomainError('BAD_INPUT', 'Connect to Xero first.');
    const rows = await this.deps.db
      .select()
      .from(customer)
      .where(isNull(customer.archivedAt))
      .orderBy(asc(customer.companyName));
    const links = await this.deps.db.select().from(xeroLink).where(eq(xeroLink.kind, 'CONTACT'));
    const linked = new Map(links.filter((l) => l.xeroId).map((l) => [l.localId, l.xeroId!]));
    const contacts = await this.deps.accounting.contacts(await this.access());
    const byId = new Map(contacts.map((c) => [c.id, c]));
    const byNumber = new Map(
      contacts.filter((c) => c.accountNumber).map((c) => [c.accountNumber!.trim().toLowerCase(), c]),
    );
    const byName = new Map(contacts.map((c) => [c.name.trim().toLowerCase(), c]));
    return rows.map((c) => {
      const base = { customerId: c.id, code: c.code, name: nameOf(c) };
      const link = linked.get(c.id);
      if (link) return { ...base, match: 'LINKED' as const, contactName: byId.get(link)?.name ?? null };
      if (mapping.contactMatch !== 'ALWAYS_CREATE') {
        const number = byNumber.get(c.code.trim().toLowerCase());
        if (number) return { ...base, match: 'ACCOUNT_NUMBER' as const, contactName: number.name };
        const name =
          mapping.contactMatch === 'NUMBER_THEN_NAME' ? byName.get(nameOf(c).toLowerCase()) : undefined;
        if (name) return { ...base, match: 'NAME' as const, contactName: name.name };
      }
      return { ...base, match: 'CREATE' as const, contactName: null };
    });
  }

  private async access(): Promise<XeroAccess> {
    return this.deps.connections.token();
  }

  private async links(kind: XeroLinkKind, ids: string[]): Promise<Map<string, LinkRow>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .select()
      .from(xeroLink)
      .where(and(eq(xeroLink.kind, kind), inArray(xeroLink.localId, ids)));
    return new Map(rows.map((r) => [r.localId, r]));
  }

  /** Invoices issued since the sync start, never exported by CSV, that Xero has not got and has not refused. */
  private async pendingInvoices(from: Date): Promise<Pending[]> {
    const rows = await this.deps.db
      .select({ id: invoice.id, number: invoice.invoiceNumber, customerId: invoice.customerId })
      .from(invoice)
      .leftJoin(xeroLink, and(eq(xeroLink.kind, 'INVOICE'), eq(xeroLink.localId, invoice.id)))
      .where(
        and(
          gte(invoice.issuedAt, from),
          isNull(invoice.exportedAt),
          isNull(xeroLink.xeroId),
          isNull(xeroLink.error),
        ),
      )
      .orderBy(asc(invoice.invoiceNumber))
      .limit(RUN_LIMIT);
    const links = await this.links(
      'INVOICE',
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, number: String(r.number), link: links.get(r.id) }));
  }

  private async pendingNotes(from: Date): Promise<Array<Pending & { kind: CorrectionKind }>> {
    const linkKind = sql`case when ${correctionNote.kind} = 'CREDIT' then 'CREDIT_NOTE' else 'DEBIT_NOTE' end`;
    const rows = await this.deps.db
      .select({
        id: correctionNote.id,
        kind: correctionNote.kind,
        number: correctionNote.number,
        customerId: correctionNote.customerId,
      })
      .from(correctionNote)
      .leftJoin(xeroLink, and(eq(xeroLink.kind, linkKind), eq(xeroLink.localId, correctionNote.id)))
      .where(
        and(
          gte(correctionNote.issuedAt, from),
          isNull(correctionNote.exportedAt),
          isNull(xeroLink.xeroId),
          isNull(xeroLink.error),
        ),
      )
      .orderBy(asc(correctionNote.kind), asc(correctionNote.number))
      .limit(RUN_LIMIT);
    const [credit, debit] = await Promise.all([
      this.links(
        'CREDIT_NOTE',
        rows.filter((r) => r.kind === 'CREDIT').map((r) => r.id),
      ),
      this.links(
        'DEBIT_NOTE',
        rows.filter((r) => r.kind === 'DEBIT').map((r) => r.id),
      ),
    ]);
    return rows.map((r) => ({
      ...r,
      number: noteNumber(r.kind, r.number),
      link: (r.kind === 'CREDIT' ? credit : debit).get(r.id),
    }));
  }

  /**
   * Each customer's Xero ContactID: linked before, or matched among Xero's contacts (by account number = customer
   * code, else by name, as the mapping says), else created. Customers Xero refused are left out (their words kept).
   */
  private async contacts(
    customerIds: string[],
    mapping: XeroMapping,
    summary: XeroRunSummary,
  ): Promise<Map<string, string>> {
    const known = new Map<string, string>();
    const links = await this.links('CONTACT', customerIds);
    for (const [id, link] of links) if (link.xeroId) known.set(id, link.xeroId);
    const wanted = customerIds.filter((id) => !known.has(id) && !links.get(id)?.error);
    if (wanted.length === 0) return known;
    const rows = await this.deps.db.select().from(customer).where(inArray(customer.id, wanted));
    const access = await this.access();
    const matched = await this.match(rows, mapping, access);
    const toCreate = rows.filter((c) => !matched.has(c.id));
    for (const [id, contactId] of matched) {
      await this.keep('CONTACT', id, { xeroId: contactId, attempts: links.get(id)?.attempts ?? 0 });
      known.set(id, contactId);
    }
    for (let start = 0; start < toCreate.length; start += XERO_BATCH) {
      const batch = toCreate.slice(start, start + XERO_BATCH);
      const key = batchKey(
        'contacts',
        batch.map((c) => [c.id, links.get(c.id)?.attempts ?? 0]),
      );
      const outcomes = await this.deps.accounting.createContacts(
        await this.access(),
        batch.map(contactOf),
        key,
      );
      for (const [index, c] of batch.entries()) {
        const outcome = outcomes[index]!;
        await this.record('CONTACT', c.id, outcome, links.get(c.id), summary);
        if (outcome.id) {
          known.set(c.id, outcome.id);
          summary.contacts += 1;
        }
      }
    }
    return known;
  }

  /** How customers match Xero's contacts now (no contact is created). */
  async match(
    rows: Array<typeof customer.$inferSelect>,
    mapping: XeroMapping,
    access?: XeroAccess,
  ): Promise<Map<string, string>> {
    const matched = new Map<string, string>();
    if (mapping.contactMatch === 'ALWAYS_CREATE' || rows.length === 0) return matched;
    const contacts = await this.deps.accounting.contacts(access ?? (await this.access()));
    const byNumber = new Map(
      contacts.filter((c) => c.accountNumber).map((c) => [c.accountNumber!.trim().toLowerCase(), c.id]),
    );
    const byName = new Map(contacts.map((c) => [c.name.trim().toLowerCase(), c.id]));
    for (const c of rows) {
      const found =
        byNumber.get(c.code.trim().toLowerCase()) ??
        (mapping.contactMatch === 'NUMBER_THEN_NAME' ? byName.get(nameOf(c).toLowerCase()) : undefined);
      if (found) matched.set(c.id, found);
    }
    return matched;
  }

  private async pushInvoices(
    pending: Pending[],
    contacts: Map<string, string>,
    mapping: XeroMapping,
    reader: InvoiceDocuments,
    summary: XeroRunSummary,
  ): Promise<void> {
    const ready = pending.filter((p) => !p.customerId || contacts.has(p.customerId));
    for (let start = 0; start < ready.length; start += XERO_BATCH) {
      const batch = ready.slice(start, start + XERO_BATCH);
      const documents = await reader.many(batch.map((p) => p.id));
      const byId = new Map(documents.map((d) => [d.id, d]));
      const items = batch.map((p) =>
        invoiceOf(byId.get(p.id)!, contactRef(p, contacts, byId.get(p.id)!), mapping),
      );
      await this.pushBatch('INVOICE', batch, items, summary, () => (summary.invoices += 1));
    }
  }

  private async pushNotes(
    pending: Array<Pending & { kind: CorrectionKind }>,
    contacts: Map<string, string>,
    mapping: XeroMapping,
    summary: XeroRunSummary,
  ): Promise<void> {
    const ready = pending.filter((p) => !p.customerId || contacts.has(p.customerId));
    const notes = await this.notes(ready.map((p) => p.id));
    // Debit notes are invoices in Xero.
    const debits = ready.filter((p) => p.kind === 'DEBIT' && notes.has(p.id));
    for (let start = 0; start < debits.length; start += XERO_BATCH) {
      const batch = debits.slice(start, start + XERO_BATCH);
      const items = batch.map((p) => {
        const note = notes.get(p.id)!;
        return noteOf(note, contactRef(p, contacts, note), mapping);
      });
      await this.pushBatch('DEBIT_NOTE', batch, items, summary, () => (summary.debitNotes += 1));
    }
    // A credit note waits for its invoice to be in Xero (unless that invoice was never to be pushed).
    const credits = ready.filter((p) => p.kind === 'CREDIT' && notes.has(p.id));
    const invoiceLinks = await this.links(
      'INVOICE',
      credits.map((p) => notes.get(p.id)!.invoiceId),
    );
    const creditable = [];
    for (const p of credits) {
      const invoiceId = notes.get(p.id)!.invoiceId;
      if (invoiceLinks.get(invoiceId)?.xeroId || !(await this.invoiceIsPushed(invoiceId))) creditable.push(p);
    }
    for (let start = 0; start < creditable.length; start += XERO_BATCH) {
      const batch = creditable.slice(start, start + XERO_BATCH);
      const items = batch.map((p) => {
        const note = notes.get(p.id)!;
        return noteOf(note, contactRef(p, contacts, note), mapping);
      });
      await this.pushBatch('CREDIT_NOTE', batch, items, summary, () => (summary.creditNotes += 1));
      for (const p of batch) {
        const [link] = await this.deps.db
          .select()
          .from(xeroLink)
          .where(and(eq(xeroLink.kind, 'CREDIT_NOTE'), eq(xeroLink.localId, p.id)));
        if (link?.xeroId && !link.error && invoiceLinks.get(notes.get(p.id)!.invoiceId)?.xeroId)
          await this.allocateNote(p.id, link.xeroId, link.attempts);
      }
    }
  }

  private async notes(ids: string[]): Promise<Map<string, Note>> {
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db.select(NOTE).from(correctionNote).where(inArray(correctionNote.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** Whether the invoice is one the sync pushes (issued since the sync start, not exported by CSV). */
  private async invoiceIsPushed(invoiceId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ exportedAt: invoice.exportedAt, issuedAt: invoice.issuedAt })
      .from(invoice)
      .where(eq(invoice.id, invoiceId));
    const [connection] = await this.deps.db.select().from(xeroConnection);
    const from = mappingOf(connection?.mapping).syncFrom;
    return !!row && row.exportedAt === null && !!from && row.issuedAt >= new Date(from);
  }

  /** Allocates a credit note's total to its invoice in Xero; Xero's refusal is kept on the note in words. */
  private async allocateNote(noteId: string, creditNoteId: string, attempts: number): Promise<void> {
    const note = (await this.notes([noteId])).get(noteId);
    if (!note) return;
    const [invoiceLink] = await this.deps.db
      .select()
      .from(xeroLink)
      .where(and(eq(xeroLink.kind, 'INVOICE'), eq(xeroLink.localId, note.invoiceId)));
    if (!invoiceLink?.xeroId) return;
    const total = toCents(note.total);
    try {
      await this.deps.accounting.allocate(
        await this.access(),
        creditNoteId,
        { invoiceId: invoiceLink.xeroId, amount: total / 100, date: aucklandDateString(note.issuedAt) },
        `cleaver-allocation-${noteId}-${attempts}`,
      );
      await this.keep('CREDIT_NOTE', noteId, { xeroId: creditNoteId, error: null, attempts: attempts + 1 });
    } catch (error) {
      if (!(error instanceof XeroRefused)) throw error;
      await this.keep('CREDIT_NOTE', noteId, {
        xeroId: creditNoteId,
        attempts: attempts + 1,
        error: `Xero took ${noteNumber('CREDIT', note.number)} but would not allocate it to invoice ${note.content.invoice.number}: ${error.message}`,
      });
    }
  }

  /**
   * One call for up to 50 documents. Each answers for itself: Xero's id is kept, or its words. A document Xero says
   * it has already (its number is taken: pushed by a run that stopped before keeping the answer) is linked to it.
   */
  private async pushBatch(
    kind: 'INVOICE' | 'DEBIT_NOTE' | 'CREDIT_NOTE',
    batch: Pending[],
    items: Json[],
    summary: XeroRunSummary,
    counted: () => void,
  ): Promise<void> {
    const key = batchKey(
      kind.toLowerCase(),
      batch.map((p) => [p.id, p.link?.attempts ?? 0]),
    );
    let outcomes: XeroOutcome[];
    try {
      outcomes =
        kind === 'CREDIT_NOTE'
          ? await this.deps.accounting.createCreditNotes(await this.access(), items, key)
          : await this.deps.accounting.createInvoices(await this.access(), items, key);
    } catch (error) {
      if (!(error instanceof XeroRefused)) throw error;
      outcomes = batch.map(() => ({ id: '', number: null, errors: error.messages }));
    }
    for (const [index, p] of batch.entries()) {
      let outcome = outcomes[index]!;
      if (!outcome.id && outcome.errors.some((e) => /must be unique/i.test(e))) {
        const access = await this.access();
        const found =
          kind === 'CREDIT_NOTE'
            ? await this.deps.accounting.creditNoteNumbered(access, p.number)
            : ((await this.deps.accounting.invoicesNumbered(access, [p.number])).get(p.number) ?? null);
        if (found) outcome = { id: found, number: p.number, errors: [] };
      }
      await this.record(kind, p.id, outcome, p.link, summary);
      if (outcome.id) counted();
    }
  }

  private async record(
    kind: XeroLinkKind,
    localId: string,
    outcome: XeroOutcome,
    link: LinkRow | undefined,
    summary: XeroRunSummary,
  ): Promise<void> {
    if (!outcome.id) summary.refused += 1;
    await this.keep(kind, localId, {
      xeroId: outcome.id || null,
      error: outcome.id ? null : outcome.errors.join(' '),
      attempts: (link?.attempts ?? 0) + 1,
    });
  }

  private async keep(
    kind: XeroLinkKind,
    localId: string,
    values: { xeroId?: string | null; error?: string | null; attempts: number },
  ): Promise<void> {
    const now = this.deps.clock();
    const row = { ...values, attemptedAt: now, updatedAt: now };
    await this.deps.db
      .insert(xeroLink)
      .values({ kind, localId, ...row })
      .onConflictDoUpdate({ target: [xeroLink.kind, xeroLink.localId], set: row });
  }
}

/** An Idempotency-Key from what a call pushes (each document and how often it was tried): the same call, the same key. */
function batchKey(what: string, documents: Array<[string, number]>): string {
  const hash = createHash('sha256')
    .update(documents.map(([id, attempts]) => `${id}:${attempts}`).join(','))
    .digest('hex')
    .slice(0, 40);
  return `cleaver-${what}-${hash}`;
}

function nameOf(c: typeof customer.$inferSelect): string {
  return (c.companyName || `${c.firstName} ${c.lastName}`).trim();
}

function contactOf(c: typeof customer.$inferSelect): Json {
  return {
    Name: nameOf(c),
    AccountNumber: c.code,
    ...(c.firstName ? { FirstName: c.firstName } : {}),
    ...(c.lastName ? { LastName: c.lastName } : {}),
    ...(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.email) ? { EmailAddress: c.email } : {}),
    Addresses: [
      {
        AddressType: 'POBOX',
        AddressLine1: c.addr1,
        AddressLine2: c.addr2,
        AddressLine3: c.addr3,
        City: c.city,
        PostalCode: c.postalCode,
        Country: 'New Zealand',
      },
    ],
  };
}

/** The ContactID when the customer is linked; a customer gone from Cleaver is named as the document printed it. */
function contactRef(
  p: Pending,
  contacts: Map<string, string>,
  document: { content: { buyer: { companyName: string } } },
): Json {
  const id = p.customerId ? contacts.get(p.customerId) : undefined;
  return id ? { ContactID: id } : { Name: document.content.buyer.companyName };
}

const dollars = (amount: number) => Math.round(amount) / 100;

/** An invoice as Xero's ACCREC invoice: packed weights as quantities, amounts excl. GST, our GST per line. */
function invoiceOf(document: InvoiceDocument, contact: Json, mapping: XeroMapping): Json {
  const { content, amounts } = document;
  const lines: Json[] = content.lines.map((line) => ({
    Description: line.productCode ? `${line.productName} (${line.productCode})` : line.productName,
    Quantity: line.quantity,
    UnitAmount: dollars(line.unitPrice),
    AccountCode: mapping.salesAccountCode,
    TaxType: mapping.taxType,
    TaxAmount: dollars(line.gst),
  }));
  for (const [description, amount, code] of [
    ['Freight', amounts.freight, mapping.freightAccountCode],
    ['Cutting', amounts.cutting, mapping.cuttingAccountCode],
  ] as const) {
    if (amount === 0) continue;
    lines.push({
      Description: description,
      Quantity: 1,
      UnitAmount: dollars(amount),
      AccountCode: code,
      TaxType: mapping.taxType,
      TaxAmount: dollars(gstOn(amount)),
    });
  }
  return {
    Type: 'ACCREC',
    Contact: contact,
    InvoiceNumber: String(document.number),
    Reference: (content.purchaseOrder || `Order ${content.orderShortId}`).slice(0, 255),
    Date: aucklandDateString(document.issuedAt),
    DueDate: content.dueDate,
    LineAmountTypes: 'Exclusive',
    Status: 'AUTHORISED',
    CurrencyCode: 'NZD',
    LineItems: lines,
  };
}

/**
 * A credit note as Xero's ACCRECCREDIT, a debit note as an ACCREC invoice numbered DN-…; lines in the note's
 * direction (what is credited, or debited): the difference in packed weight at the line's price when that
 * reproduces the note's amount, else the line as billed before taken back and as billed now.
 */
function noteOf(note: Note, contact: Json, mapping: XeroMapping): Json {
  const { content } = note;
  const { correction } = content;
  const sign = note.kind === 'CREDIT' ? -1 : 1;
  const lines: Json[] = correction.lines.flatMap((line) =>
    noteLines(line, sign).map((l) => ({
      ...l,
      AccountCode: mapping.salesAccountCode,
      TaxType: mapping.taxType,
    })),
  );
  for (const [description, change, code] of [
    ['Freight', correction.freight, mapping.freightAccountCode],
    ['Cutting', correction.cutting, mapping.cuttingAccountCode],
  ] as const) {
    if (!change || change.amount === 0) continue;
    const amount = change.amount * sign;
    lines.push({
      Description: description,
      Quantity: amount < 0 ? -1 : 1,
      UnitAmount: dollars(Math.abs(amount)),
      AccountCode: code,
      TaxType: mapping.taxType,
      TaxAmount: dollars(change.gst * sign),
    });
  }
  const number = noteNumber(note.kind, note.number);
  const title = note.kind === 'CREDIT' ? 'Credit note' : 'Debit note';
  const issued = aucklandDateString(note.issuedAt);
  const common = {
    Contact: contact,
    Reference: [`${title} for invoice ${content.invoice.number}`, content.reason]
      .filter(Boolean)
      .join(': ')
      .slice(0, 255),
    Date: issued,
    LineAmountTypes: 'Exclusive',
    Status: 'AUTHORISED',
    CurrencyCode: 'NZD',
    LineItems: lines,
  };
  return note.kind === 'CREDIT'
    ? { Type: 'ACCRECCREDIT', CreditNoteNumber: number, ...common }
    : { Type: 'ACCREC', InvoiceNumber: number, DueDate: content.dueDate ?? issued, ...common };
}

function noteLines(line: CorrectionLine, sign: number): Json[] {
  const { before, after } = line;
  const description = line.productCode ? `${line.productName} (${line.productCode})` : line.productName;
  const price = after?.unitPrice ?? before?.unitPrice;
  const onePrice = !before || !after || before.unitPrice === after.unitPrice;
  const difference = (toThousandths(after?.quantity ?? 0) - toThousandths(before?.quantity ?? 0)) / 1000;
  const row = (text: string, quantity: number, unitPrice: Cents, gst: number) => ({
    Description: text,
    Quantity: quantity * sign,
    UnitAmount: dollars(unitPrice),
    TaxAmount: dollars(gst * sign),
  });
  if (price !== undefined && onePrice && lineTotal(difference, price) === line.amount)
    return [row(description, difference, price, line.gst)];
  const rows: Json[] = [];
  if (before && toThousandths(before.quantity) !== 0)
    rows.push(
      row(`${description}, as billed before`, -before.quantity, before.unitPrice, cents(-before.gst)),
    );
  if (after && toThousandths(after.quantity) !== 0)
    rows.push(row(`${description}, as billed now`, after.quantity, after.unitPrice, after.gst));
  return rows;
}
