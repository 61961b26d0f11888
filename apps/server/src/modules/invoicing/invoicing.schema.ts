import { INVOICE_PRINT_MAX } from '@cleaver/domain/constants';
import {
  type Correction,
  type CorrectionLine,
  type CorrectionSide,
  noteTitle,
} from '@cleaver/domain/corrections';
import { salesRangeProblem } from '@cleaver/domain/dashboard';
import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import { AdminOrderType, OrderChangeItemType } from '../orders/order-admin.schema.ts';
import { OrderType } from '../orders/orders.schema.ts';
import type { ReturnRequest } from './credit-returns.ts';
import type {
  InvoiceBatchPreviewOrder,
  InvoiceBatchResult,
  InvoiceRevisionView,
  InvoiceSettings,
  InvoiceSummary,
} from './invoice-creating.service.ts';
import type { CorrectionNoteSummary, IssuedInvoice, IssuedInvoices } from './invoice-documents.ts';

export const InvoiceSummaryType = builder.objectRef<InvoiceSummary>('InvoiceSummary').implement({
  description: 'An order’s invoice in the built-in ledger.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    revision: t.exposeInt('revision', { description: '1 when created; each billed change adds one.' }),
    issuedAt: t.string({ description: 'ISO 8601 instant.', resolve: (i) => i.issuedAt.toISOString() }),
    dueDate: t.exposeString('dueDate', {
      nullable: true,
      description:
        'YYYY-MM-DD (Pacific/Auckland), by the customer’s terms when issued; null on old invoices.',
    }),
    total: t.exposeInt('total', { description: 'Cents, GST included, as the newest revision bills.' }),
    pdfUrl: t.exposeString('pdfUrl', { description: 'The PDF of the newest revision (session cookie).' }),
    emailedAt: t.string({
      nullable: true,
      description: 'ISO 8601 instant the customer was last mailed it; null if never.',
      resolve: (i) => i.emailedAt?.toISOString() ?? null,
    }),
  }),
});

const InvoiceRevisionViewType = builder.objectRef<InvoiceRevisionView>('InvoiceRevisionView').implement({
  description: 'One version of an invoice: who issued it and what changed from the one before.',
  fields: (t) => ({
    revision: t.exposeInt('revision'),
    at: t.string({ description: 'ISO 8601 instant.', resolve: (r) => r.at.toISOString() }),
    actorName: t.exposeString('actorName'),
    summary: t.exposeString('summary'),
    changes: t.field({ type: [OrderChangeItemType], resolve: (r) => r.changes }),
    total: t.exposeInt('total', { description: 'Cents, GST included.' }),
  }),
});

const CustomerInvoiceType = builder.objectRef<InvoiceSummary>('CustomerInvoice').implement({
  description: 'The invoice of a customer’s own order.',
  fields: (t) => ({
    number: t.exposeInt('number'),
    issuedAt: t.string({ description: 'ISO 8601 instant.', resolve: (i) => i.issuedAt.toISOString() }),
    total: t.exposeInt('total', { description: 'Cents, GST included.' }),
    pdfUrl: t.exposeString('pdfUrl'),
  }),
});

const CorrectionKindType = builder.enumType('CorrectionKind', {
  values: {
    CREDIT: { description: 'A credit note: the bill went down.' },
    DEBIT: { description: 'A debit note: it went up.' },
  },
});

export const CorrectionNoteType = builder.objectRef<CorrectionNoteSummary>('CorrectionNote').implement({
  description:
    'A credit or debit note correcting an order’s invoice (decision 026); never changed once issued.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: CorrectionKindType, resolve: (n) => n.kind }),
    number: t.exposeString('number', { description: 'As printed: CN-0001 or DN-0001.' }),
    title: t.exposeString('title', { description: 'Credit Note or Debit Note.' }),
    issuedAt: t.string({ description: 'ISO 8601 instant.', resolve: (n) => n.issuedAt.toISOString() }),
    reason: t.exposeString('reason', { description: 'As printed: the reason, then staff’s words.' }),
    invoiceNumber: t.exposeInt('invoiceNumber', { description: 'The invoice it corrects.' }),
    total: t.exposeInt('total', {
      description: 'Cents, GST included, credited or debited (never negative).',
    }),
    gst: t.exposeInt('gst', { description: 'Cents of GST credited or debited.' }),
    pdfUrl: t.exposeString('pdfUrl', { description: 'The note’s PDF (session cookie).' }),
  }),
});

const CorrectionSideType = builder.objectRef<CorrectionSide>('CorrectionSide').implement({
  description: 'One side of a changed line: as billed before, or after.',
  fields: (t) => ({
    quantity: t.exposeFloat('quantity', { description: 'Billed quantity: kilograms, or units.' }),
    unitPrice: t.exposeInt('unitPrice', { description: 'Cents excl. GST.' }),
    amount: t.exposeInt('amount', { description: 'Cents excl. GST.' }),
  }),
});

const CorrectionLineType = builder.objectRef<CorrectionLine>('CorrectionLine').implement({
  description: 'A line a note changes, before → after.',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    unit: t.exposeString('unit'),
    before: t.field({ type: CorrectionSideType, nullable: true, resolve: (l) => l.before }),
    after: t.field({ type: CorrectionSideType, nullable: true, resolve: (l) => l.after }),
    amount: t.exposeInt('amount', { description: 'Cents excl. GST, after − before (negative: credited).' }),
  }),
});

const CorrectionPreviewType = builder.objectRef<Correction>('CorrectionPreview').implement({
  description: 'The note a change would issue, nothing written.',
  fields: (t) => ({
    kind: t.field({ type: CorrectionKindType, resolve: (c) => c.kind }),
    title: t.string({ resolve: (c) => noteTitle(c.kind) }),
    lines: t.field({ type: [CorrectionLineType], resolve: (c) => c.lines }),
    subTotal: t.exposeInt('subTotal', { description: 'Cents excl. GST, in the note’s direction.' }),
    gst: t.exposeInt('gst', { description: 'Cents of GST, in the note’s direction.' }),
    total: t.exposeInt('total', { description: 'Cents incl. GST credited or debited (never negative).' }),
  }),
});

const ReturnInputType = builder.inputType('ReturnInput', {
  description: 'Credit / Return: how much of one line of an invoiced order came back, and why.',
  fields: (t) => ({
    orderId: t.id({ required: true }),
    lineId: t.id({ required: true }),
    returned: t.float({
      required: true,
      description: 'In the line’s unit: kilograms (to the gram) for KG lines, whole units otherwise.',
    }),
    reason: t.string({
      required: true,
      description: 'RETURNED, SHORT_SHIPPED, WEIGHT_CORRECTED, PRICE_CORRECTED, CANCELLED or OTHER.',
    }),
    reasonText: t.string({ description: 'Staff’s words (required for OTHER).' }),
    sendCustomerEmail: t.boolean({ required: true }),
  }),
});

type ReturnArgs = typeof ReturnInputType.$inferInput;

function returnRequest(input: ReturnArgs): ReturnRequest {
  return {
    orderId: orderId(input.orderId),
    // Matched against the order's own lines only: any other id is 'not on this order'.
    lineId: String(input.lineId).toLowerCase(),
    returned: input.returned,
    reason: input.reason,
    reasonText: input.reasonText ?? null,
    sendCustomerEmail: input.sendCustomerEmail,
  };
}

const InvoiceBatchResultType = builder.objectRef<InvoiceBatchResult>('InvoiceBatchResult').implement({
  fields: (t) => ({
    created: t.exposeInt('created'),
    skipped: t.exposeInt('skipped', { description: 'Already invoiced, no longer PACKED, or gone.' }),
    invoiceIds: t.exposeIDList('invoiceIds', { description: 'The invoices this call created.' }),
  }),
});

const InvoiceSettingsType = builder.objectRef<InvoiceSettings>('InvoiceSettings').implement({
  description: 'What tax invoices print and the accounting export writes.',
  fields: (t) => ({
    gstNumber: t.exposeString('gstNumber', { description: '‘’ until set: invoicing refuses to start.' }),
    address: t.exposeString('address', { description: 'The business address (the same as the profile’s).' }),
    paymentTerms: t.exposeString('paymentTerms', {
      description:
        'The default payment terms, for customers without their own: DAYS:n (0 to 365), TWENTIETH_FOLLOWING or COD.',
    }),
    paymentTermsLabel: t.exposeString('paymentTermsLabel', {
      description: 'The default terms as read: ‘14 days’, ‘20th of the month following’, ‘Cash on delivery’.',
    }),
    paymentTermsDays: t.exposeInt('paymentTermsDays', {
      deprecationReason: 'Use paymentTerms: the days of the last default terms that were a number of days.',
    }),
    bankAccount: t.exposeString('bankAccount', {
      description: 'Printed under ‘How to pay’ on invoices and debit notes; ‘’ for none.',
    }),
    stopAfterOverdueDays: t.exposeInt('stopAfterOverdueDays', {
      nullable: true,
      description:
        'A customer goes on stop once their oldest overdue amount is this many days overdue; null: never.',
    }),
    reminderAfterDays: t.exposeInt('reminderAfterDays', {
      nullable: true,
      description: 'An overdue reminder is mailed this many days after a due date; null: no reminders.',
    }),
    xeroAccountCode: t.exposeString('xeroAccountCode'),
    xeroTaxType: t.exposeString('xeroTaxType'),
  }),
});

const InvoiceSettingsInputType = builder.inputType('InvoiceSettingsInput', {
  fields: (t) => ({
    gstNumber: t.string({
      required: true,
      description: '‘’ or NN-NNN-NNN / NNN-NNN-NNN (8 or 9 digits).',
    }),
    address: t.string({ required: true }),
    paymentTerms: t.string({
      required: true,
      description: 'DAYS:n (n 0 to 365), TWENTIETH_FOLLOWING or COD; DAYS:n also sets paymentTermsDays.',
    }),
    bankAccount: t.string({
      required: true,
      description: '‘’ or a New Zealand account, 2-4-7-2 or 2-4-7-3 digits (dashes or spaces between).',
    }),
    stopAfterOverdueDays: t.int({ description: '1 to 365; null or left out: never.' }),
    reminderAfterDays: t.int({ description: '1 to 365; null or left out: no reminders.' }),
    xeroAccountCode: t.string({ required: true }),
    xeroTaxType: t.string({ required: true }),
  }),
});

function staff(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

function orderId(id: string | number): string {
  if (!isRecordId(id)) throw new DomainError('ORDER_NOT_FOUND');
  return recordId(id);
}

builder.objectFields(AdminOrderType, (t) => ({
  invoice: t.field({
    type: InvoiceSummaryType,
    nullable: true,
    description: 'Its invoice; null until invoiced.',
    resolve: (o, _args, ctx) => ctx.services.invoicing.summaryOf(o.id),
  }),
  invoiceRevisions: t.field({
    type: [InvoiceRevisionViewType],
    description: 'Every version of its invoice, newest first; [] until invoiced.',
    resolve: (o, _args, ctx) => ctx.services.invoicing.revisionsOf(o.id),
  }),
  correctionNotes: t.field({
    type: [CorrectionNoteType],
    description: 'The credit and debit notes correcting its invoice, oldest first.',
    resolve: (o, _args, ctx) => ctx.services.invoiceDocuments.notesOf(o.id),
  }),
}));

builder.objectFields(OrderType, (t) => ({
  invoice: t.field({
    type: CustomerInvoiceType,
    nullable: true,
    description: 'The order’s tax invoice; null until invoiced.',
    resolve: (o, _args, ctx) => (o.hasInvoice ? ctx.services.invoicing.summaryOf(o.id) : null),
  }),
  correctionNotes: t.field({
    type: [CorrectionNoteType],
    description: 'The credit and debit notes correcting its invoice, oldest first.',
    resolve: (o, _args, ctx) => (o.hasInvoice ? ctx.services.invoiceDocuments.notesOf(o.id) : []),
  }),
}));

const InvoiceBatchPreviewOrderType = builder
  .objectRef<InvoiceBatchPreviewOrder>('InvoiceBatchPreviewOrder')
  .implement({
    description: 'A PACKED order Create Invoices would invoice, as staff check it before confirming.',
    fields: (t) => ({
      orderId: t.exposeID('orderId'),
      shortId: t.exposeString('shortId'),
      companyName: t.exposeString('companyName'),
      processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD.' }),
      total: t.exposeInt('total', { description: 'Cents, GST included, as the invoice would bill it.' }),
      farOffLines: t.exposeStringList('farOffLines', {
        description: 'The lines packed more than 20 % off what was ordered, one sentence each.',
      }),
      unusuallyLarge: t.exposeBoolean('unusuallyLarge', {
        description: 'The total is above $10,000.00 incl. GST: worth a second look.',
      }),
    }),
  });

const IssuedInvoiceType = builder.objectRef<IssuedInvoice>('IssuedInvoice').implement({
  description: 'An issued invoice as staff pick it for printing again.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    orderId: t.exposeID('orderId'),
    shortId: t.exposeString('shortId'),
    companyName: t.exposeString('companyName'),
    issuedAt: t.string({ description: 'ISO 8601 instant.', resolve: (i) => i.issuedAt.toISOString() }),
    total: t.exposeInt('total', { description: 'Cents, GST included, as the newest revision bills.' }),
    emailedAt: t.string({
      nullable: true,
      description: 'ISO 8601 instant the customer was last mailed it; null if never.',
      resolve: (i) => i.emailedAt?.toISOString() ?? null,
    }),
  }),
});

const IssuedInvoicesType = builder.objectRef<IssuedInvoices>('IssuedInvoices').implement({
  fields: (t) => ({
    invoices: t.field({ type: [IssuedInvoiceType], resolve: (r) => r.invoices }),
    totalCount: t.exposeInt('totalCount', {
      description: 'All the range holds; more than listed past the cap.',
    }),
  }),
});

/** The longest range Print Invoices lists at once. */
const ISSUED_INVOICES_MAX_DAYS = 366;

builder.queryFields((t) => ({
  issuedInvoices: t.field({
    type: IssuedInvoicesType,
    authScopes: { admin: true },
    description:
      'Staff: the invoices issued from `from` to `to` (YYYY-MM-DD, both included, Pacific/Auckland), by ' +
      `number, at most ${INVOICE_PRINT_MAX} (what one merged print takes). BAD_INPUT when a date is malformed, ` +
      `from is after to, or the range is over ${ISSUED_INVOICES_MAX_DAYS} days.`,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, { from, to }, ctx) => {
      const problem = salesRangeProblem(from, to, ISSUED_INVOICES_MAX_DAYS);
      if (problem) throw new DomainError('BAD_INPUT', problem);
      return ctx.services.invoiceDocuments.issuedList(from, to, INVOICE_PRINT_MAX);
    },
  }),
  invoiceBatchPreview: t.field({
    type: [InvoiceBatchPreviewOrderType],
    authScopes: { admin: true },
    description:
      'Staff: what Create Invoices would invoice — each PACKED order without an invoice, oldest processing ' +
      'date first (at most 5,000), with its total and what is worth a second look.',
    resolve: (_root, _args, ctx) => ctx.services.invoicing.invoiceBatchPreview(),
  }),
  packedOrdersToInvoice: t.idList({
    authScopes: { admin: true },
    description: 'Staff: PACKED orders without an invoice, oldest processing date first (at most 5,000).',
    resolve: (_root, _args, ctx) => ctx.services.invoicing.packedOrdersToInvoice(),
  }),
  returnPreview: t.field({
    type: CorrectionPreviewType,
    authScopes: { admin: true },
    description:
      'Staff: the credit note a Credit / Return would issue, nothing written. BAD_INPUT with the reason ' +
      'when it would be refused (no invoice, more back than billed on the line, no reason …).',
    args: { input: t.arg({ type: ReturnInputType, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.creditReturns.preview(returnRequest(input)),
  }),
  invoiceSettings: t.field({
    type: InvoiceSettingsType,
    authScopes: { admin: true },
    description: 'Staff: the GST number, address, payment terms and Xero codes invoices use.',
    resolve: (_root, _args, ctx) => ctx.services.invoicing.settings(),
  }),
}));

builder.mutationFields((t) => ({
  createInvoice: t.field({
    type: AdminOrderType,
    authScopes: { admin: true },
    description:
      'Staff: invoices a PACKED or PENDING order (it becomes COMPLETED). An invoice never changes once ' +
      'issued: for an invoiced order this only mails it again. `sendCustomerEmail` mails the customer the PDF. Errors: ' +
      'INVOICE_GST_NUMBER_MISSING, INVOICE_NOT_ALLOWED (cancelled), ORDER_NOT_FOUND.',
    args: {
      orderId: t.arg.id({ required: true }),
      sendCustomerEmail: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.invoicing.createInvoice(staff(ctx), orderId(args.orderId), {
        sendCustomerEmail: args.sendCustomerEmail,
      }),
  }),
  createInvoices: t.field({
    type: InvoiceBatchResultType,
    authScopes: { admin: true },
    description:
      'Staff: invoices up to 50 PACKED orders, each in its own transaction; an order already invoiced or no ' +
      'longer PACKED is skipped. Errors: BAD_INPUT (more than 50), INVOICE_GST_NUMBER_MISSING.',
    args: {
      orderIds: t.arg.idList({ required: true }),
      sendCustomerEmail: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.invoicing.createInvoices(
        staff(ctx),
        args.orderIds.map((id) => String(id)),
        { sendCustomerEmail: args.sendCustomerEmail },
      ),
  }),
  recordReturn: t.field({
    type: AdminOrderType,
    authScopes: { admin: true },
    description:
      'Staff: records a Credit / Return on one line of an invoiced order (its billed quantity goes down by ' +
      'what came back) and issues the credit note, mailed as asked; answers the order. Errors: BAD_INPUT ' +
      '(as returnPreview), ORDER_NOT_FOUND.',
    args: { input: t.arg({ type: ReturnInputType, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const request = returnRequest(input);
      await ctx.services.creditReturns.record(staff(ctx), request);
      const saved = await ctx.services.orderAdminList.get(request.orderId);
      if (!saved) throw new DomainError('ORDER_NOT_FOUND');
      return saved;
    },
  }),
  updateInvoiceSettings: t.field({
    type: InvoiceSettingsType,
    authScopes: { admin: true },
    description: 'Staff: sets what invoices print and export; writes a notice. Errors: BAD_INPUT.',
    args: { input: t.arg({ type: InvoiceSettingsInputType, required: true }) },
    resolve: (_root, { input }, ctx) =>
      ctx.services.invoicing.updateSettings(staff(ctx), {
        ...input,
        stopAfterOverdueDays: input.stopAfterOverdueDays ?? null,
        reminderAfterDays: input.reminderAfterDays ?? null,
      }),
  }),
}));
