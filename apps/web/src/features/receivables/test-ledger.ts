import type { CustomerLedger, LedgerOpenDocument, LedgerPayment } from './api/customer-ledger';

const openDocument = (over: Partial<LedgerOpenDocument>): LedgerOpenDocument => ({
  id: 'i1',
  kind: 'INVOICE',
  number: '1042',
  issuedDate: '2026-10-05',
  dueDate: '2026-11-20',
  total: 46_000,
  open: 34_000,
  daysOverdue: 13,
  pdfUrl: '/api/invoices/i1/pdf',
  ...over,
});

export const INVOICE_1042 = openDocument({});
export const INVOICE_1057 = openDocument({
  id: 'i2',
  number: '1057',
  issuedDate: '2026-11-02',
  dueDate: '2026-12-20',
  total: 50_000,
  open: 50_000,
  daysOverdue: 0,
  pdfUrl: '/api/invoices/i2/pdf',
});

export const PAYMENT: LedgerPayment = {
  id: 'p1',
  receivedOn: '2026-11-25',
  amount: 12_000,
  method: 'BANK_TRANSFER',
  reference: 'HB001 1042',
  actorName: 'Mere Office',
  reversedAt: null,
  reversedReason: null,
  reversedByName: null,
  unallocated: 0,
  allocations: [{ documentNumber: '1042', amount: 12_000 }],
};

/** Harbourside Bistro's ledger: invoice 1042 part paid and overdue, 1057 not yet due. */
export const LEDGER: CustomerLedger = {
  source: 'Cleaver ledger',
  readAt: '2026-12-02T21:42:00.000Z',
  recordsPayments: true,
  account: {
    customerId: 'c1',
    companyName: 'Harbourside Bistro',
    code: 'HB001',
    balance: 84_000,
    overdue: 34_000,
    credit: 0,
    onStop: true,
    onStopReason: 'Over 60 days twice this year',
    creditLimit: 500_000,
    termsLabel: '20th of the month following',
    oldestOverdueDays: 13,
    ageing: { current: 50_000, days1to30: 34_000, days31to60: 0, days61to90: 0, days90plus: 0 },
  },
  entries: [
    {
      id: 'e1',
      kind: 'INVOICE',
      date: '2026-10-05',
      number: '1042',
      description: 'Order ABCDE',
      dueDate: '2026-11-20',
      debit: 46_000,
      credit: 0,
      runningBalance: 46_000,
      pdfUrl: '/api/invoices/i1/pdf',
    },
    {
      id: 'e2',
      kind: 'INVOICE',
      date: '2026-11-02',
      number: '1057',
      description: 'Order FGHIJ',
      dueDate: '2026-12-20',
      debit: 50_000,
      credit: 0,
      runningBalance: 96_000,
      pdfUrl: '/api/invoices/i2/pdf',
    },
    {
      id: 'e3',
      kind: 'PAYMENT',
      date: '2026-11-25',
      number: 'HB001 1042',
      description: 'Bank transfer',
      dueDate: null,
      debit: 0,
      credit: 12_000,
      runningBalance: 84_000,
      pdfUrl: null,
    },
  ],
  openDocuments: [INVOICE_1042, INVOICE_1057],
  payments: [PAYMENT],
};
