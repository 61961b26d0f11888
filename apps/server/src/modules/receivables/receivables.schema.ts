import { DomainError } from '@cleaver/domain/errors';
import { type Ageing, PAYMENT_METHODS } from '@cleaver/domain/receivables';
import { builder } from '../../graphql/builder.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import {
  type AccountSummary,
  type CustomerLedger,
  LEDGER_SOURCE,
  type OpenDocumentView,
  type ReceivablesPage,
} from './ledger.service.ts';
import type { LedgerEntry, PaymentView } from './ledger-book.ts';
import { RECEIVABLES_FILTERS } from './receivables-sql.ts';

const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });
const ReceivablesFilterEnum = builder.enumType('ReceivablesFilter', {
  description:
    'ALL: customers owing or in credit, or on stop. OVERDUE: something past due. ON_STOP: on stop.',
  values: RECEIVABLES_FILTERS,
});

const AgeingType = builder.objectRef<Ageing>('Ageing').implement({
  description: 'Cents still owed, by how far past the due date (Pacific/Auckland days).',
  fields: (t) => ({
    current: t.exposeInt('current', { description: 'Not yet due.' }),
    days1to30: t.exposeInt('days1to30'),
    days31to60: t.exposeInt('days31to60'),
    days61to90: t.exposeInt('days61to90'),
    days90plus: t.exposeInt('days90plus'),
  }),
});

const AccountSummaryType = builder.objectRef<AccountSummary>('AccountSummary').implement({
  description:
    'What a customer owes: balance, ageing and credit (cents), terms, credit limit and stop-supply.',
  fields: (t) => ({
    customerId: t.exposeID('customerId'),
    companyName: t.exposeString('companyName'),
    code: t.exposeString('code'),
    balance: t.exposeInt('balance', {
      description: 'Invoices + debit notes − credit notes − payments (not reversed); negative: in credit.',
    }),
    overdue: t.exposeInt('overdue', { description: 'What is past its due date: every bucket but current.' }),
    credit: t.exposeInt('credit', {
      description:
        'Credit on the account: payments not allocated and documents credited past what they billed.',
    }),
    ageing: t.field({ type: AgeingType, resolve: (a) => a.ageing }),
    onStop: t.exposeBoolean('onStop'),
    onStopReason: t.exposeString('onStopReason', { description: 'Staff’s words; empty to the customer.' }),
    creditLimit: t.exposeInt('creditLimit', { nullable: true, description: 'Cents; null: no limit.' }),
    terms: t.exposeString('terms', {
      description: 'The terms code in force (DAYS:7, TWENTIETH_FOLLOWING, COD): the customer’s or Settings’.',
    }),
    termsLabel: t.exposeString('termsLabel', { description: 'As read: 20th of the month following.' }),
    oldestOverdueDays: t.exposeInt('oldestOverdueDays', {
      nullable: true,
      description: 'Days the oldest overdue document is past due; null when nothing is overdue.',
    }),
  }),
});

const ReceivablesPageType = builder.objectRef<ReceivablesPage>('ReceivablesPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [AccountSummaryType], resolve: (p) => p.rows }),
    totalCount: t.exposeInt('totalCount'),
    totals: t.field({
      type: AgeingType,
      description: 'Every listed customer’s ageing summed, not only the page’s.',
      resolve: (p) => p.totals,
    }),
    balance: t.exposeInt('balance', { description: 'Every listed customer’s balance summed.' }),
    source: t.exposeString('source', {
      description:
        'Where the figures come from: Cleaver ledger, or with payments from the accounting system.',
    }),
    readAt: t.string({
      description: 'ISO 8601 instant they were read.',
      resolve: (p) => p.readAt.toISOString(),
    }),
  }),
});

const LedgerEntryType = builder.objectRef<LedgerEntry>('LedgerEntry').implement({
  description: 'One line of the running ledger, by date then time.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'INVOICE, CREDIT_NOTE, DEBIT_NOTE, PAYMENT or REVERSAL.' }),
    date: t.exposeString('date', { description: 'YYYY-MM-DD (Pacific/Auckland).' }),
    number: t.exposeString('number', { description: '1042, CN-0001, DN-0001, or a payment’s reference.' }),
    description: t.exposeString('description'),
    dueDate: t.exposeString('dueDate', {
      nullable: true,
      description: 'Invoices and debit notes: YYYY-MM-DD.',
    }),
    debit: t.exposeInt('debit', { description: 'Cents added to the balance.' }),
    credit: t.exposeInt('credit', { description: 'Cents taken off.' }),
    runningBalance: t.exposeInt('runningBalance', { description: 'Cents owed after this line.' }),
    pdfUrl: t.exposeString('pdfUrl', { nullable: true, description: 'Documents’ PDF (session cookie).' }),
  }),
});

const OpenDocumentType = builder.objectRef<OpenDocumentView>('OpenDocument').implement({
  description: 'An invoice or debit note with something still owed on it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'INVOICE or DEBIT_NOTE.' }),
    number: t.exposeString('number'),
    issuedDate: t.exposeString('issuedDate', { description: 'YYYY-MM-DD.' }),
    dueDate: t.exposeString('dueDate', { description: 'YYYY-MM-DD.' }),
    total: t.exposeInt('total', { description: 'Cents, as issued.' }),
    open: t.exposeInt('open', { description: 'Cents still owed: less its credit notes and payments.' }),
    daysOverdue: t.exposeInt('daysOverdue', { description: '0 when not yet due.' }),
    pdfUrl: t.exposeString('pdfUrl'),
  }),
});

type AllocationView = PaymentView['allocations'][number];
const PaymentAllocationViewType = builder.objectRef<AllocationView>('PaymentAllocationView').implement({
  fields: (t) => ({
    documentNumber: t.exposeString('documentNumber'),
    amount: t.exposeInt('amount', { description: 'Cents.' }),
  }),
});

const PaymentType = builder.objectRef<PaymentView>('Payment').implement({
  description: 'A payment received; never edited, only reversed (kept in the history with its allocations).',
  fields: (t) => ({
    id: t.exposeID('id'),
    receivedOn: t.exposeString('receivedOn', { description: 'YYYY-MM-DD.' }),
    amount: t.exposeInt('amount', { description: 'Cents.' }),
    method: t.field({ type: PaymentMethodEnum, resolve: (p) => p.method }),
    reference: t.exposeString('reference'),
    actorName: t.exposeString('actorName', { description: 'Who recorded it; empty to the customer.' }),
    reversedAt: t.string({
      nullable: true,
      description: 'ISO 8601 instant; null while it counts.',
      resolve: (p) => p.reversedAt?.toISOString() ?? null,
    }),
    reversedReason: t.exposeString('reversedReason', { nullable: true }),
    reversedByName: t.exposeString('reversedByName', { nullable: true }),
    allocations: t.field({ type: [PaymentAllocationViewType], resolve: (p) => p.allocations }),
    unallocated: t.exposeInt('unallocated', { description: 'Cents kept as credit on the account.' }),
  }),
});

const CustomerLedgerType = builder.objectRef<CustomerLedger>('CustomerLedger').implement({
  fields: (t) => ({
    account: t.field({ type: AccountSummaryType, resolve: (l) => l.account }),
    entries: t.field({ type: [LedgerEntryType], resolve: (l) => l.entries }),
    openDocuments: t.field({
      type: [OpenDocumentType],
      description: 'Oldest due first.',
      resolve: (l) => l.openDocuments,
    }),
    payments: t.field({ type: [PaymentType], description: 'Newest first.', resolve: (l) => l.payments }),
    source: t.exposeString('source', {
      description:
        'Where the figures come from: Cleaver ledger, or with payments from the accounting system.',
    }),
    recordsPayments: t.boolean({
      description: 'Whether staff record payments here (false: the accounting system keeps them).',
      resolve: (l) => l.source === LEDGER_SOURCE,
    }),
    readAt: t.string({
      description: 'ISO 8601 instant they were read.',
      resolve: (l) => l.readAt.toISOString(),
    }),
  }),
});

const PaymentInputType = builder.inputType('PaymentInput', {
  fields: (t) => ({
    receivedOn: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    amount: t.int({ required: true, description: 'Cents, more than 0.' }),
    method: t.field({ type: PaymentMethodEnum, required: true }),
    reference: t.string({ description: 'What the customer quoted; up to 100 characters.' }),
  }),
});

function staff(ctx: { viewer: Viewer | null }): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** The customer's own view: who at the shop recorded or reversed a payment, and staff's stop reason, stay inside. */
function customersView(ledger: CustomerLedger): CustomerLedger {
  return {
    ...ledger,
    account: { ...ledger.account, onStopReason: '' },
    payments: ledger.payments.map((p) => ({ ...p, actorName: '', reversedByName: null })),
  };
}

builder.queryFields((t) => ({
  receivables: t.field({
    type: ReceivablesPageType,
    authScopes: { admin: true },
    description:
      'Staff: customers’ balances and ageing, by amount overdue, then balance, then company. `search` looks in ' +
      'company, contact, email and code. BAD_INPUT for a limit outside 1 to 100 or a negative offset.',
    args: {
      search: t.arg.string(),
      filter: t.arg({ type: ReceivablesFilterEnum, required: true }),
      offset: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true, description: '1 to 100.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.receivables.receivablesPage({
        search: args.search,
        filter: args.filter,
        offset: args.offset,
        limit: args.limit,
      }),
  }),
  customerLedger: t.field({
    type: CustomerLedgerType,
    authScopes: { admin: true },
    description: 'Staff: a customer’s account, running ledger, open documents and payments. NOT_FOUND.',
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.receivables.ledgerOf(recordId(args.customerId)),
  }),
  myLedger: t.field({
    type: CustomerLedgerType,
    authScopes: { customer: true },
    description:
      'The signed-in customer’s own account (My Account → Account): balance, what is due when, open documents, ' +
      'payments. Staff are FORBIDDEN (they read customerLedger). Named apart from myAccount, their profile.',
    resolve: async (_root, _args, ctx) => {
      const customerId = ctx.viewer?.customerId;
      if (!customerId) throw new DomainError('FORBIDDEN');
      return customersView(await ctx.services.receivables.ledgerOf(customerId));
    },
  }),
}));

builder.mutationFields((t) => ({
  recordPayment: t.field({
    type: CustomerLedgerType,
    authScopes: { admin: true },
    description:
      'Staff: records a payment and allocates it to `allocateTo` (invoice and debit note ids, in that order) or, ' +
      'when left out or empty, to the oldest open documents; what is left stays as credit. Answers the ledger ' +
      'after it. BAD_INPUT with the reason; NOT_FOUND for an unknown or archived customer.',
    args: {
      customerId: t.arg.id({ required: true }),
      input: t.arg({ type: PaymentInputType, required: true }),
      allocateTo: t.arg.idList(),
    },
    resolve: async (_root, args, ctx) => {
      const allocateTo = args.allocateTo?.map((id) => {
        if (!isRecordId(id))
          throw new DomainError('BAD_INPUT', 'Choose invoices or debit notes of this customer’s.');
        return recordId(id);
      });
      const { customerId } = await ctx.services.receivables.recordPayment(
        staff(ctx),
        recordId(args.customerId),
        { ...args.input, reference: args.input.reference ?? '' },
        allocateTo,
      );
      return ctx.services.receivables.ledgerOf(customerId);
    },
  }),
  reversePayment: t.field({
    type: CustomerLedgerType,
    authScopes: { admin: true },
    description:
      'Staff: reverses a payment with the reason (kept in the history); it and its allocations stop counting. ' +
      'BAD_INPUT when already reversed or without a reason; NOT_FOUND.',
    args: { paymentId: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { customerId } = await ctx.services.receivables.reversePayment(
        staff(ctx),
        recordId(args.paymentId),
        args.reason,
      );
      return ctx.services.receivables.ledgerOf(customerId);
    },
  }),
}));
