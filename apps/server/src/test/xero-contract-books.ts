import { randomUUID } from 'node:crypto';
import { dayOf, dayString, xeroDate } from './xero-contract-where.ts';

// One Xero organisation's books as the contract server keeps them, with Xero's rules for saving a contact, an
// invoice or credit note, an allocation and a payment, and the answers' shapes. Money is held in cents.

export type Held = { id: string; updatedAt: number };
export type HeldContact = Held & { fields: Record<string, unknown>; status: 'ACTIVE' | 'ARCHIVED' };
export type HeldLine = {
  id: string;
  description: string;
  quantity: number;
  unitAmount: number;
  itemCode?: string;
  accountCode?: string;
  taxType: string;
  lineCents: number;
  taxCents: number;
};
export type DocumentStatus = 'DRAFT' | 'SUBMITTED' | 'AUTHORISED' | 'VOIDED' | 'DELETED';
type HeldDocument = Held & {
  type: string;
  number: string;
  reference?: string;
  contactId: string;
  day: number;
  dueDay?: number;
  status: DocumentStatus;
  lineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  lines: HeldLine[];
};
export type HeldInvoice = HeldDocument;
export type HeldCreditNote = HeldDocument;
export type HeldPayment = Held & {
  invoiceId: string;
  day: number;
  cents: number;
  reference?: string;
  status: 'AUTHORISED' | 'DELETED';
};
export type HeldAllocation = Held & { creditNoteId: string; invoiceId: string; cents: number; day: number };

/** What the document's examples give for the organisation's settings. */
export type BooksExamples = {
  accounts: Array<Record<string, unknown>>;
  taxRates: Array<Record<string, unknown>>;
  organisation: unknown;
};

type Saved<T> = { saved?: T; errors: string[] };
type Item = Record<string, unknown>;

const PAID_WITH = 'This document cannot be edited as it has a payment or credit note allocated to it.';
const NOT_MODIFIABLE = 'Document not of valid status for modification';

export class TenantBooks {
  contacts = new Map<string, HeldContact>();
  invoices = new Map<string, HeldInvoice>();
  creditNotes = new Map<string, HeldCreditNote>();
  payments = new Map<string, HeldPayment>();
  allocations = new Map<string, HeldAllocation>();
  /** The chart of accounts (the document's example accounts and a few more of a NZ company); change to test. */
  accounts: Array<Record<string, unknown>>;
  /** Tax rates (the document's example, NZ GST). */
  taxRates: Array<Record<string, unknown>>;
  private stamp = 0;
  private serial = { ACCREC: 0, ACCRECCREDIT: 0 } as Record<string, number>;

  constructor(
    private readonly now: () => number,
    private readonly examples: BooksExamples,
  ) {
    this.accounts = examples.accounts.map((account) => ({ Status: 'ACTIVE', ...account }));
    this.taxRates = examples.taxRates.map((rate) => ({ ...rate }));
  }

  organisation(): unknown {
    return structuredClone(this.examples.organisation);
  }

  /** Marks a record changed now (UpdatedDateUTC strictly increasing, so a poll sees each change once). */
  touch(held: Held): void {
    this.stamp = Math.max(this.now(), this.stamp + 1);
    held.updatedAt = this.stamp;
  }

  saveContact(item: Item, dryRun: boolean): Saved<HeldContact> {
    const errors: string[] = [];
    const existing = this.findContact(item);
    if (item.ContactID && !existing) return { errors: [`Contact ${item.ContactID} could not be found`] };
    const name = String(item.Name ?? existing?.fields.Name ?? '').trim();
    if (!name) errors.push('The contact name must be specified.');
    const clash = [...this.contacts.values()].find(
      (contact) =>
        contact !== existing &&
        contact.status === 'ACTIVE' &&
        String(contact.fields.Name).trim().toLowerCase() === name.toLowerCase(),
    );
    if (name && clash)
      errors.push(
        `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
      );
    if (
      typeof item.EmailAddress === 'string' &&
      item.EmailAddress &&
      !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(item.EmailAddress)
    )
      errors.push('Email address must be valid.');
    if (errors.length > 0 || dryRun) return { errors };
    const { ContactID: _, UpdatedDateUTC: __, ...fields } = item;
    const contact: HeldContact = existing ?? { id: randomUUID(), updatedAt: 0, fields: {}, status: 'ACTIVE' };
    contact.fields = { ...contact.fields, ...fields, Name: name };
    if (item.ContactStatus === 'ARCHIVED' || item.ContactStatus === 'ACTIVE')
      contact.status = item.ContactStatus;
    this.touch(contact);
    this.contacts.set(contact.id, contact);
    return { saved: contact, errors };
  }

  private findContact(item: Item): HeldContact | undefined {
    if (typeof item.ContactID === 'string') return this.contacts.get(item.ContactID);
    if (typeof item.ContactNumber === 'string' && item.ContactNumber)
      return [...this.contacts.values()].find(
        (contact) => contact.fields.ContactNumber === item.ContactNumber,
      );
    return undefined;
  }

  saveInvoice(item: Item, dryRun: boolean, createOnly: boolean): Saved<HeldInvoice> {
    return this.saveDocument(
      this.invoices,
      'InvoiceID',
      'InvoiceNumber',
      ['ACCREC'],
      item,
      dryRun,
      createOnly,
    );
  }

  saveCreditNote(item: Item, dryRun: boolean, createOnly: boolean): Saved<HeldCreditNote> {
    return this.saveDocument(
      this.creditNotes,
      'CreditNoteID',
      'CreditNoteNumber',
      ['ACCRECCREDIT'],
      item,
      dryRun,
      createOnly,
    );
  }

  private saveDocument(
    held: Map<string, HeldDocument>,
    idField: string,
    numberField: string,
    types: string[],
    item: Item,
    dryRun: boolean,
    createOnly: boolean,
  ): Saved<HeldDocument> {
    const errors: string[] = [];
    const sentId = typeof item[idField] === 'string' ? String(item[idField]) : undefined;
    const sentNumber = typeof item[numberField] === 'string' ? String(item[numberField]) : undefined;
    let existing = sentId ? held.get(sentId) : undefined;
    if (sentId && !existing) return { errors: [`${idField} ${sentId} could not be found`] };
    if (!existing && !createOnly && sentNumber)
      existing = [...held.values()].find((document) => document.number === sentNumber);
    const status = (item.Status as DocumentStatus | undefined) ?? existing?.status ?? 'DRAFT';

    if (existing) {
      const settled = this.settledCents(existing);
      if (existing.status === 'VOIDED' || existing.status === 'DELETED') return { errors: [NOT_MODIFIABLE] };
      if (status === 'VOIDED') {
        if (existing.status !== 'AUTHORISED' && existing.status !== 'SUBMITTED')
          return { errors: [NOT_MODIFIABLE] };
        if (settled > 0) return { errors: [PAID_WITH] };
      } else if (status === 'DELETED') {
        if (existing.status !== 'DRAFT' && existing.status !== 'SUBMITTED')
          return { errors: [NOT_MODIFIABLE] };
      } else {
        if (settled > 0) return { errors: [PAID_WITH] };
        if (existing.status === 'AUTHORISED' && status !== 'AUTHORISED') return { errors: [NOT_MODIFIABLE] };
      }
    } else {
      if (typeof item.Type !== 'string') errors.push('The document type must be specified.');
      else if (!types.includes(item.Type))
        errors.push(`The contract server keeps ${types.join(', ')} documents only, not ${item.Type}.`);
      if (!['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(status))
        errors.push(`A document cannot be created with status ${status}.`);
      if (!item.Contact) errors.push('A Contact must be specified for this type of transaction');
    }

    const contact = item.Contact ? this.contactFor(item.Contact as Item, errors, dryRun) : undefined;
    const type = existing?.type ?? String(item.Type ?? types[0]);
    if (sentNumber !== undefined) {
      const taken = [...held.values()].find(
        (document) => document !== existing && document.type === type && document.number === sentNumber,
      );
      if (taken)
        errors.push(
          numberField === 'InvoiceNumber' ? 'Invoice # must be unique.' : 'Credit Note # must be unique.',
        );
    }
    const day = item.Date === undefined ? (existing?.day ?? dayOf(this.todayInAuckland())) : dayOf(item.Date);
    if (day === undefined) errors.push(`Date ${String(item.Date)} is not a valid date`);
    const dueDay = item.DueDate === undefined ? existing?.dueDay : dayOf(item.DueDate);
    if (item.DueDate !== undefined && dueDay === undefined)
      errors.push(`DueDate ${String(item.DueDate)} is not a valid date`);
    if (type === 'ACCREC' && status === 'AUTHORISED' && dueDay === undefined)
      errors.push('Due Date is required for an approved sales invoice (the contact has no payment terms).');
    const lineAmountTypes =
      (item.LineAmountTypes as HeldDocument['lineAmountTypes'] | undefined) ??
      existing?.lineAmountTypes ??
      'Exclusive';
    const lines = Array.isArray(item.LineItems)
      ? (item.LineItems as Item[]).map((line) => this.line(line, lineAmountTypes, status, errors))
      : (existing?.lines ?? []);
    if (lines.length === 0 && (status === 'AUTHORISED' || status === 'SUBMITTED'))
      errors.push('A document must have at least one line item to be approved.');
    if (this.totalCents(lines, lineAmountTypes) < 0) errors.push('The document total cannot be negative.');
    if (errors.length > 0 || dryRun) return { errors };

    const document: HeldDocument = existing ?? {
      id: randomUUID(),
      updatedAt: 0,
      type,
      number: sentNumber ?? this.nextNumber(type),
      contactId: '',
      day: day!,
      status,
      lineAmountTypes,
      lines,
    };
    Object.assign(document, {
      number: sentNumber ?? document.number,
      reference: item.Reference === undefined ? document.reference : String(item.Reference),
      contactId: contact?.id ?? document.contactId,
      day: day!,
      dueDay,
      status,
      lineAmountTypes,
      lines,
    });
    this.touch(document);
    held.set(document.id, document);
    return { saved: document, errors };
  }

  private contactFor(sent: Item, errors: string[], dryRun: boolean): HeldContact | undefined {
    if (typeof sent.ContactID === 'string') {
      const found = this.contacts.get(sent.ContactID);
      if (!found) errors.push(`The contact with ContactID ${sent.ContactID} could not be found`);
      return found;
    }
    const byNumber =
      typeof sent.ContactNumber === 'string'
        ? this.findContact({ ContactNumber: sent.ContactNumber })
        : undefined;
    if (byNumber) return byNumber;
    const name = typeof sent.Name === 'string' ? sent.Name.trim() : '';
    if (!name) {
      errors.push('A Contact must be specified for this type of transaction');
      return undefined;
    }
    const byName = [...this.contacts.values()].find(
      (contact) => String(contact.fields.Name).toLowerCase() === name.toLowerCase(),
    );
    if (byName || dryRun) return byName;
    // As Xero does, a contact named on a document and not found is created.
    return this.saveContact(sent, false).saved;
  }

  private line(
    sent: Item,
    amountTypes: HeldDocument['lineAmountTypes'],
    status: DocumentStatus,
    errors: string[],
  ): HeldLine {
    const description = String(sent.Description ?? '').trim();
    if (!description && !sent.ItemCode) errors.push('Description cannot be empty.');
    const quantity = typeof sent.Quantity === 'number' ? sent.Quantity : 1;
    const unitAmount = typeof sent.UnitAmount === 'number' ? sent.UnitAmount : 0;
    const discount = typeof sent.DiscountRate === 'number' ? sent.DiscountRate : 0;
    const lineCents = Math.round(quantity * unitAmount * 100 * (1 - discount / 100));
    if (typeof sent.LineAmount === 'number' && Math.round(sent.LineAmount * 100) !== lineCents)
      errors.push(
        `The line total ${sent.LineAmount.toFixed(2)} does not match the expected line total ${(lineCents / 100).toFixed(2)}`,
      );
    const accountCode = typeof sent.AccountCode === 'string' ? sent.AccountCode : undefined;
    const account = accountCode ? this.accounts.find((held) => held.Code === accountCode) : undefined;
    if (accountCode && !account)
      errors.push(`Account code '${accountCode}' is not a valid code for this document.`);
    if (account && account.Status !== 'ACTIVE')
      errors.push(
        `Account code '${accountCode}' has been archived, or has been deleted. Each line item must reference a valid account.`,
      );
    if (!accountCode && status !== 'DRAFT') errors.push('Account code must be specified');
    const taxType =
      typeof sent.TaxType === 'string'
        ? sent.TaxType
        : String(account?.TaxType ?? (amountTypes === 'NoTax' ? 'NONE' : 'OUTPUT2'));
    const rate = this.taxRates.find((held) => held.TaxType === taxType);
    if (rate?.Status !== 'ACTIVE' || rate.CanApplyToRevenue === false)
      errors.push(
        `The TaxType code '${taxType}' does not exist or cannot be used for this type of transaction.`,
      );
    const percent = amountTypes === 'NoTax' ? 0 : Number(rate?.EffectiveRate ?? 0);
    const taxCents =
      amountTypes === 'Inclusive'
        ? Math.round((lineCents * percent) / (100 + percent))
        : Math.round((lineCents * percent) / 100);
    return {
      id: typeof sent.LineItemID === 'string' ? sent.LineItemID : randomUUID(),
      description,
      quantity,
      unitAmount,
      ...(typeof sent.ItemCode === 'string' ? { itemCode: sent.ItemCode } : {}),
      ...(accountCode ? { accountCode } : {}),
      taxType,
      lineCents,
      taxCents,
    };
  }

  totalCents(lines: HeldLine[], amountTypes: HeldDocument['lineAmountTypes']): number {
    const lineSum = lines.reduce((sum, line) => sum + line.lineCents, 0);
    const taxSum = lines.reduce((sum, line) => sum + line.taxCents, 0);
    return amountTypes === 'Inclusive' ? lineSum : lineSum + taxSum;
  }

  /** Paid and credited on an invoice, or allocated from a credit note. */
  settledCents(document: HeldDocument): number {
    const allocated = [...this.allocations.values()]
      .filter((allocation) => allocation.invoiceId === document.id || allocation.creditNoteId === document.id)
      .reduce((sum, allocation) => sum + allocation.cents, 0);
    return allocated + this.paidCents(document);
  }

  paidCents(document: HeldDocument): number {
    return [...this.payments.values()]
      .filter((payment) => payment.invoiceId === document.id && payment.status === 'AUTHORISED')
      .reduce((sum, payment) => sum + payment.cents, 0);
  }

  allocate(note: HeldCreditNote, item: Item, dryRun: boolean): Saved<HeldAllocation> {
    const errors: string[] = [];
    const invoiceId = (item.Invoice as Item | undefined)?.InvoiceID;
    const invoice = typeof invoiceId === 'string' ? this.invoices.get(invoiceId) : undefined;
    const cents = Math.round(Number(item.Amount) * 100);
    const day = dayOf(item.Date);
    const remaining = this.totalCents(note.lines, note.lineAmountTypes) - this.settledCents(note);
    if (note.status !== 'AUTHORISED') errors.push('Only AUTHORISED credit notes can be allocated.');
    if (!invoice) errors.push(`Invoice ${String(invoiceId)} could not be found`);
    if (day === undefined) errors.push(`Date ${String(item.Date)} is not a valid date`);
    if (!(cents > 0)) errors.push('The allocation amount must be more than zero.');
    if (invoice) {
      const due = this.totalCents(invoice.lines, invoice.lineAmountTypes) - this.settledCents(invoice);
      if (invoice.status !== 'AUTHORISED')
        errors.push('The invoice must be AUTHORISED to allocate credit to it.');
      if (invoice.contactId !== note.contactId)
        errors.push('The credit note and the invoice must be for the same contact.');
      if (cents > due) errors.push('The amount being allocated is more than the amount due on the invoice.');
    }
    if (cents > remaining)
      errors.push('The amount being allocated is more than the remaining credit on the credit note.');
    if (errors.length > 0 || dryRun) return { errors };
    const allocation: HeldAllocation = {
      id: randomUUID(),
      updatedAt: 0,
      creditNoteId: note.id,
      invoiceId: invoice!.id,
      cents,
      day: day!,
    };
    this.touch(allocation);
    this.allocations.set(allocation.id, allocation);
    this.touch(note);
    this.touch(invoice!);
    return { saved: allocation, errors };
  }

  /** A payment received against an invoice, or why Xero would not take it. */
  pay(invoice: HeldInvoice, cents: number, day: number, reference?: string): HeldPayment | string {
    if (invoice.status !== 'AUTHORISED') return 'Payments can only be made against AUTHORISED documents';
    const due = this.totalCents(invoice.lines, invoice.lineAmountTypes) - this.settledCents(invoice);
    if (!(cents > 0) || cents > due) return 'Payment amount exceeds the amount outstanding on this document';
    const payment: HeldPayment = {
      id: randomUUID(),
      updatedAt: 0,
      invoiceId: invoice.id,
      day,
      cents,
      status: 'AUTHORISED',
      ...(reference ? { reference } : {}),
    };
    this.touch(payment);
    this.payments.set(payment.id, payment);
    this.touch(invoice);
    return payment;
  }

  private nextNumber(type: string): string {
    this.serial[type] = (this.serial[type] ?? 0) + 1;
    return `${type === 'ACCRECCREDIT' ? 'CN' : 'INV'}-${String(this.serial[type]).padStart(4, '0')}`;
  }

  private todayInAuckland(): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(this.now());
  }
}

export type Tenant = TenantBooks;

/** Accounts of a NZ company's chart beside the document's example ones (its example has only 091 and 200). */
export const MORE_NZ_ACCOUNTS: Array<Record<string, unknown>> = [
  {
    AccountID: '13918178-849a-4823-9a31-57b7eac713d7',
    Code: '090',
    Name: 'Business Bank Account',
    Type: 'BANK',
    TaxType: 'NONE',
    BankAccountType: 'BANK',
    CurrencyCode: 'NZD',
    Class: 'ASSET',
  },
  {
    AccountID: '6f9a6b1e-4c1d-4c4f-9f57-2b1c1f0e7a01',
    Code: '260',
    Name: 'Other Revenue',
    Type: 'REVENUE',
    TaxType: 'OUTPUT2',
    Class: 'REVENUE',
  },
  {
    AccountID: '6f9a6b1e-4c1d-4c4f-9f57-2b1c1f0e7a02',
    Code: '270',
    Name: 'Interest Income',
    Type: 'REVENUE',
    TaxType: 'NONE',
    Class: 'REVENUE',
  },
  {
    AccountID: '6f9a6b1e-4c1d-4c4f-9f57-2b1c1f0e7a03',
    Code: '610',
    Name: 'Accounts Receivable',
    Type: 'CURRENT',
    TaxType: 'NONE',
    Class: 'ASSET',
    SystemAccount: 'DEBTORS',
  },
  {
    AccountID: '6f9a6b1e-4c1d-4c4f-9f57-2b1c1f0e7a04',
    Code: '820',
    Name: 'GST',
    Type: 'CURRLIAB',
    TaxType: 'NONE',
    Class: 'LIABILITY',
    SystemAccount: 'GST',
  },
];

const money = (cents: number) => cents / 100;

export function renderContact(books: TenantBooks, contact: HeldContact) {
  const isCustomer = [...books.invoices.values()].some((invoice) => invoice.contactId === contact.id);
  return {
    ...contact.fields,
    ContactID: contact.id,
    ContactStatus: contact.status,
    IsSupplier: false,
    IsCustomer: isCustomer,
    UpdatedDateUTC: xeroDate(contact.updatedAt),
    HasAttachments: false,
    HasValidationErrors: false,
  };
}

function contactSummary(books: TenantBooks, contactId: string) {
  const contact = books.contacts.get(contactId);
  return {
    ContactID: contactId,
    Name: String(contact?.fields.Name ?? ''),
    ...(contact?.fields.ContactNumber ? { ContactNumber: String(contact.fields.ContactNumber) } : {}),
  };
}

function documentBody(books: TenantBooks, document: HeldDocument) {
  const subCents = document.lines.reduce(
    (sum, line) => sum + line.lineCents - (document.lineAmountTypes === 'Inclusive' ? line.taxCents : 0),
    0,
  );
  const taxCents = document.lines.reduce((sum, line) => sum + line.taxCents, 0);
  return {
    Type: document.type,
    ...(document.reference !== undefined ? { Reference: document.reference } : {}),
    Contact: contactSummary(books, document.contactId),
    Date: xeroDate(document.day),
    DateString: dayString(document.day),
    ...(document.dueDay !== undefined
      ? { DueDate: xeroDate(document.dueDay), DueDateString: dayString(document.dueDay) }
      : {}),
    LineAmountTypes: document.lineAmountTypes,
    LineItems: document.lines.map((line) => ({
      LineItemID: line.id,
      Description: line.description,
      Quantity: line.quantity,
      UnitAmount: line.unitAmount,
      ...(line.itemCode ? { ItemCode: line.itemCode } : {}),
      ...(line.accountCode ? { AccountCode: line.accountCode } : {}),
      TaxType: line.taxType,
      TaxAmount: money(line.taxCents),
      LineAmount: money(line.lineCents),
      Tracking: [],
    })),
    SubTotal: money(subCents),
    TotalTax: money(taxCents),
    Total: money(subCents + taxCents),
    UpdatedDateUTC: xeroDate(document.updatedAt),
    CurrencyCode: 'NZD',
    CurrencyRate: 1,
    HasAttachments: false,
    HasErrors: false,
    SentToContact: false,
  };
}

function shownStatus(document: HeldDocument, openCents: number, totalCents: number): string {
  return document.status === 'AUTHORISED' && totalCents > 0 && openCents === 0 ? 'PAID' : document.status;
}

export function renderInvoice(books: TenantBooks, invoice: HeldInvoice) {
  const total = books.totalCents(invoice.lines, invoice.lineAmountTypes);
  const paid = books.paidCents(invoice);
  const allocations = [...books.allocations.values()].filter(
    (allocation) => allocation.invoiceId === invoice.id,
  );
  const credited = allocations.reduce((sum, allocation) => sum + allocation.cents, 0);
  const due = invoice.status === 'VOIDED' || invoice.status === 'DELETED' ? 0 : total - paid - credited;
  const payments = [...books.payments.values()].filter(
    (payment) => payment.invoiceId === invoice.id && payment.status === 'AUTHORISED',
  );
  return {
    ...documentBody(books, invoice),
    InvoiceID: invoice.id,
    InvoiceNumber: invoice.number,
    Status: shownStatus(invoice, due, total),
    AmountDue: money(due),
    AmountPaid: money(paid),
    AmountCredited: money(credited),
    IsDiscounted: false,
    Payments: payments.map((payment) => ({
      PaymentID: payment.id,
      Date: xeroDate(payment.day),
      Amount: money(payment.cents),
      ...(payment.reference ? { Reference: payment.reference } : {}),
      CurrencyRate: 1,
      HasAccount: true,
      HasValidationErrors: false,
    })),
    CreditNotes: allocations.map((allocation) => {
      const note = books.creditNotes.get(allocation.creditNoteId)!;
      return {
        CreditNoteID: note.id,
        CreditNoteNumber: note.number,
        Date: xeroDate(allocation.day),
        AppliedAmount: money(allocation.cents),
        Total: money(books.totalCents(note.lines, note.lineAmountTypes)),
      };
    }),
    Prepayments: [],
    Overpayments: [],
  };
}

export function renderCreditNote(books: TenantBooks, note: HeldCreditNote) {
  const total = books.totalCents(note.lines, note.lineAmountTypes);
  const allocations = [...books.allocations.values()].filter(
    (allocation) => allocation.creditNoteId === note.id,
  );
  const remaining =
    note.status === 'VOIDED' || note.status === 'DELETED'
      ? 0
      : total - allocations.reduce((sum, allocation) => sum + allocation.cents, 0);
  return {
    ...documentBody(books, note),
    CreditNoteID: note.id,
    CreditNoteNumber: note.number,
    Status: shownStatus(note, remaining, total),
    RemainingCredit: money(remaining),
    Allocations: allocations.map((allocation) => renderAllocation(books, allocation)),
    Payments: [],
  };
}

export function renderAllocation(books: TenantBooks, allocation: HeldAllocation) {
  const invoice = books.invoices.get(allocation.invoiceId);
  const note = books.creditNotes.get(allocation.creditNoteId);
  return {
    AllocationID: allocation.id,
    Amount: money(allocation.cents),
    Date: xeroDate(allocation.day),
    Invoice: { InvoiceID: allocation.invoiceId, ...(invoice ? { InvoiceNumber: invoice.number } : {}) },
    CreditNote: { CreditNoteID: allocation.creditNoteId, ...(note ? { CreditNoteNumber: note.number } : {}) },
    IsDeleted: false,
  };
}

export function renderPayment(books: TenantBooks, payment: HeldPayment) {
  const invoice = books.invoices.get(payment.invoiceId);
  return {
    PaymentID: payment.id,
    Date: xeroDate(payment.day),
    Amount: money(payment.cents),
    BankAmount: money(payment.cents),
    CurrencyRate: 1,
    ...(payment.reference ? { Reference: payment.reference } : {}),
    Status: payment.status,
    PaymentType: 'ACCRECPAYMENT' as const,
    UpdatedDateUTC: xeroDate(payment.updatedAt),
    IsReconciled: false,
    HasAccount: true,
    HasValidationErrors: false,
    Account: { AccountID: '13918178-849a-4823-9a31-57b7eac713d7', Code: '090' },
    Invoice: {
      InvoiceID: payment.invoiceId,
      Type: 'ACCREC' as const,
      ...(invoice
        ? { InvoiceNumber: invoice.number, Contact: contactSummary(books, invoice.contactId) }
        : {}),
    },
  };
}
