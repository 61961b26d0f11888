import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import type { LedgerOpenDocument } from './api/customer-ledger';
import { allocationPreview, paymentAmountCents, paymentFormSchema } from './payment-form';

const doc = (over: Partial<LedgerOpenDocument>): LedgerOpenDocument => ({
  id: 'i1',
  kind: 'INVOICE',
  number: '1042',
  issuedDate: '2026-10-05',
  dueDate: '2026-11-20',
  total: 34_000,
  open: 34_000,
  daysOverdue: 13,
  pdfUrl: '/api/invoices/i1.pdf',
  ...over,
});

const I1042 = doc({});
const I1057 = doc({
  id: 'i2',
  number: '1057',
  issuedDate: '2026-11-02',
  dueDate: '2026-12-20',
  open: 50_000,
});

describe('paymentAmountCents', () => {
  it.each([
    ['120', 12_000],
    ['120.5', 12_050],
    ['120.50', 12_050],
    ['1,250.05', 125_005],
    ['$1,250.05', 125_005],
    [' 0.10 ', 10],
    ['.5', 50],
    ['1000000', 100_000_000],
  ])('reads %s as %i cents', (text, expected) => {
    expect(paymentAmountCents(text)).toBe(expected);
  });

  it.each(['', 'abc', '12.345', '-5', '1,25.00', '12..5', '1e3'])('refuses %j', (text) => {
    expect(paymentAmountCents(text)).toBeNull();
  });
});

describe('allocationPreview', () => {
  it('pays the oldest in full and part of the next, leaving nothing as credit', () => {
    expect(allocationPreview(cents(46_000), [I1057, I1042])).toBe(
      'Pays 1042 in full, $120.00 of 1057; $0.00 left as credit',
    );
  });

  it('keeps what is more than everything open as credit', () => {
    expect(allocationPreview(cents(100_000), [I1042, I1057])).toBe(
      'Pays 1042 in full, 1057 in full; $160.00 left as credit',
    );
  });

  it('pays only the documents chosen, in their order', () => {
    expect(allocationPreview(cents(10_000), [I1042, I1057], ['i2'])).toBe(
      'Pays $100.00 of 1057; $0.00 left as credit',
    );
  });

  it('says so when nothing is open', () => {
    expect(allocationPreview(cents(5_000), [])).toBe('Pays no open document; $50.00 left as credit');
  });
});

describe('paymentFormSchema', () => {
  const form = {
    receivedOn: '2026-12-03',
    amount: '120.50',
    method: 'BANK_TRANSFER',
    reference: ' INV 1042 ',
    allocateTo: 'OLDEST',
    chosen: [],
  } as const;

  it('gives the payment in cents with the reference trimmed', () => {
    expect(paymentFormSchema.parse(form)).toMatchObject({ amount: 12_050, reference: 'INV 1042' });
  });

  it.each([
    [{ amount: '12.345' }, 'amount', 'Enter the amount in dollars and cents, e.g. 120.50.'],
    [{ amount: '0' }, 'amount', 'Enter an amount more than $0.00.'],
    [{ amount: '1000000.01' }, 'amount', 'A payment is at most $1,000,000.00.'],
    [{ receivedOn: '31/02/2026' }, 'receivedOn', 'Enter the date the payment was received.'],
    [{ allocateTo: 'CHOSEN' }, 'chosen', 'Choose the documents it pays, or allocate it oldest first.'],
  ])('refuses %j', (change, path, message) => {
    const result = paymentFormSchema.safeParse({ ...form, ...change });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [path, message],
    ]);
  });
});
