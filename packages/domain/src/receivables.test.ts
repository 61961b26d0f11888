import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents } from './money.ts';
import {
  ageingOf,
  allocatePayment,
  bucketOf,
  dueDateFor,
  effectiveTerms,
  type OpenDocument,
  overCreditLimitMessage,
  overdueOf,
  parseTerms,
  paymentInputSchema,
  termsCode,
  termsLabel,
} from './receivables.ts';

describe('payment terms', () => {
  it.each([
    // issued (Auckland date), terms, due
    ['2026-12-03', 'DAYS:7', '2026-12-10'],
    ['2026-12-28', 'DAYS:14', '2027-01-11'],
    ['2027-02-20', 'DAYS:14', '2027-03-06'],
    ['2028-02-20', 'DAYS:14', '2028-03-05'], // a leap year
    ['2026-12-03', 'TWENTIETH_FOLLOWING', '2027-01-20'],
    ['2026-12-31', 'TWENTIETH_FOLLOWING', '2027-01-20'],
    ['2026-11-30', 'TWENTIETH_FOLLOWING', '2026-12-20'],
    ['2027-01-31', 'TWENTIETH_FOLLOWING', '2027-02-20'],
    ['2026-04-05', 'DAYS:7', '2026-04-12'], // the weekend daylight saving ends
    ['2026-09-26', 'DAYS:1', '2026-09-27'], // and begins
    ['2026-12-03', 'COD', '2026-12-03'],
    ['2026-12-03', 'DAYS:0', '2026-12-03'],
  ])('a document of %s on %s is due %s', (issued, code, due) => {
    expect(dueDateFor(issued, parseTerms(code)!)).toBe(due);
  });

  it('reads and writes the codes, and refuses anything else', () => {
    for (const code of ['DAYS:0', 'DAYS:7', 'DAYS:365', 'TWENTIETH_FOLLOWING', 'COD']) {
      expect(termsCode(parseTerms(code)!)).toBe(code);
    }
    for (const code of ['DAYS:366', 'DAYS:-1', 'DAYS:', 'days:7', 'EOM', '', 'DAYS:7.5']) {
      expect(parseTerms(code)).toBeNull();
    }
  });

  it('names the terms as staff and customers read them', () => {
    expect(termsLabel({ kind: 'DAYS', days: 7 })).toBe('7 days');
    expect(termsLabel({ kind: 'DAYS', days: 1 })).toBe('1 day');
    expect(termsLabel({ kind: 'TWENTIETH_FOLLOWING' })).toBe('20th of the month following');
    expect(termsLabel({ kind: 'COD' })).toBe('Cash on delivery');
  });

  it("takes the customer's own terms, else the shop's default, else the 20th of the month following", () => {
    expect(effectiveTerms('COD', 'DAYS:7')).toEqual({ kind: 'COD' });
    expect(effectiveTerms(null, 'DAYS:7')).toEqual({ kind: 'DAYS', days: 7 });
    expect(effectiveTerms('EOM', 'DAYS:7')).toEqual({ kind: 'DAYS', days: 7 });
    expect(effectiveTerms(null, '')).toEqual({ kind: 'TWENTIETH_FOLLOWING' });
  });
});

const document = fc.record({
  id: fc.uuid(),
  issuedDate: fc.integer({ min: 0, max: 400 }).map((d) => new Date(Date.UTC(2026, 0, 1 + d))),
  terms: fc.integer({ min: 0, max: 60 }),
  open: fc.integer({ min: 0, max: 500_000 }),
});
const documents = fc
  .uniqueArray(document, { selector: (d) => d.id, maxLength: 12 })
  .map((list): OpenDocument[] =>
    list.map((d) => {
      const issued = d.issuedDate.toISOString().slice(0, 10);
      return {
        id: d.id,
        issuedDate: issued,
        dueDate: dueDateFor(issued, { kind: 'DAYS', days: d.terms }),
        open: cents(d.open),
      };
    }),
  );

describe('allocating a payment', () => {
  it('never allocates more than the payment, nor more than is open on a document; the rest is credit', () => {
    fc.assert(
      fc.property(documents, fc.integer({ min: 1, max: 2_000_000 }), (open, amount) => {
        const { allocations, unallocated } = allocatePayment(cents(amount), open);
        const total = allocations.reduce((sum, a) => sum + a.amount, 0);
        expect(total + unallocated).toBe(amount);
        expect(unallocated).toBeGreaterThanOrEqual(0);
        for (const allocation of allocations) {
          const on = open.find((d) => d.id === allocation.documentId)!;
          expect(allocation.amount).toBeGreaterThan(0);
          expect(allocation.amount).toBeLessThanOrEqual(on.open);
        }
        // Credit is left over only when everything open was paid.
        const owed = open.reduce((sum, d) => sum + d.open, 0);
        if (unallocated > 0) expect(total).toBe(owed);
      }),
      { numRuns: 1000 },
    );
  });

  it('pays the oldest due first, unless staff choose the documents', () => {
    const open: OpenDocument[] = [
      { id: 'b', issuedDate: '2026-11-10', dueDate: '2026-12-20', open: cents(5000) },
      { id: 'a', issuedDate: '2026-10-10', dueDate: '2026-11-20', open: cents(3000) },
      { id: 'c', issuedDate: '2026-11-25', dueDate: '2026-12-20', open: cents(2000) },
    ];
    expect(allocatePayment(cents(6000), open)).toEqual({
      allocations: [
        { documentId: 'a', amount: 3000 },
        { documentId: 'b', amount: 3000 },
      ],
      unallocated: 0,
    });
    expect(allocatePayment(cents(12000), open, ['c', 'nope'])).toEqual({
      allocations: [{ documentId: 'c', amount: 2000 }],
      unallocated: 10000,
    });
  });
});

describe('ageing', () => {
  it('puts each open amount in the bucket of its days overdue', () => {
    const today = '2026-12-03';
    expect(bucketOf('2026-12-03', today)).toBe('current');
    expect(bucketOf('2026-12-02', today)).toBe('days1to30');
    expect(bucketOf('2026-11-03', today)).toBe('days1to30');
    expect(bucketOf('2026-11-02', today)).toBe('days31to60');
    expect(bucketOf('2026-10-04', today)).toBe('days31to60');
    expect(bucketOf('2026-10-03', today)).toBe('days61to90');
    expect(bucketOf('2026-09-04', today)).toBe('days61to90');
    expect(bucketOf('2026-09-03', today)).toBe('days90plus');
  });

  it('adds up to what is open, whatever the dates', () => {
    fc.assert(
      fc.property(documents, (open) => {
        const ageing = ageingOf(open, '2026-12-03');
        const sum = Object.values(ageing).reduce((s, v) => s + v, 0);
        expect(sum).toBe(open.reduce((s, d) => s + d.open, 0));
        expect(overdueOf(ageing)).toBe(sum - ageing.current);
      }),
    );
  });
});

describe('payments as staff record them', () => {
  it('takes a date, an amount in cents, a method and a reference', () => {
    expect(
      paymentInputSchema.parse({
        receivedOn: '2026-12-03',
        amount: 12345,
        method: 'BANK_TRANSFER',
        reference: ' 1042 ',
      }),
    ).toEqual({ receivedOn: '2026-12-03', amount: 12345, method: 'BANK_TRANSFER', reference: '1042' });
    const refused = (input: Record<string, unknown>) =>
      paymentInputSchema.safeParse({ receivedOn: '2026-12-03', amount: 100, method: 'CASH', ...input }).error
        ?.issues[0]?.message;
    expect(refused({ amount: 0 })).toBe('Enter an amount more than $0.00.');
    expect(refused({ amount: 1.5 })).toBe('Enter the amount in dollars and cents.');
    expect(refused({ method: 'BITCOIN' })).toBe('Choose how it was paid.');
    expect(refused({ receivedOn: '03/12/2026' })).toBe('Enter the date the payment was received.');
  });

  it('says what a credit limit refusal is, with the figures', () => {
    expect(overCreditLimitMessage(cents(180000), cents(35000), cents(200000), '09 555 0100')).toBe(
      'This order of $350.00 would take your account to $2,150.00, over its credit limit of $2,000.00. Please contact us on 09 555 0100.',
    );
  });
});
