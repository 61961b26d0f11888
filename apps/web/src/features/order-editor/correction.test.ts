import { describe, expect, it } from 'vitest';
import type { AdminOrder } from './api/admin-order';
import {
  billedChange,
  correctionFormSchema,
  issuedNote,
  noteIssuedText,
  noteKind,
  readReturned,
} from './correction';

const note = (id: string, kind: 'CREDIT' | 'DEBIT', number: string) =>
  ({ id, kind, number }) as AdminOrder['correctionNotes'][number];

describe('an invoiced order’s correction', () => {
  it('bills what the totals say, and nothing once cancelled', () => {
    const completed = { status: 'COMPLETED', totals: { total: 3450 } };
    expect(billedChange(completed, 'COMPLETED', 2000)).toEqual({ before: 3450, after: 2000 });
    expect(billedChange(completed, 'CANCELLED', 3450)).toEqual({ before: 3450, after: 0 });
    expect(billedChange({ ...completed, status: 'CANCELLED' }, 'CANCELLED', 2000)).toEqual({
      before: 0,
      after: 0,
    });
  });

  it('is a credit note when the total goes down, a debit note when it goes up or stays', () => {
    expect(noteKind(3450, 2000)).toBe('CREDIT');
    expect(noteKind(3450, 4000)).toBe('DEBIT');
    expect(noteKind(3450, 3450)).toBe('DEBIT');
  });

  it('names the note a save issued: the newest one not there before', () => {
    const first = note('n1', 'CREDIT', 'CN-0001');
    const second = note('n2', 'DEBIT', 'DN-0001');
    expect(issuedNote([first], [first, second])).toBe(second);
    expect(issuedNote([first], [first])).toBeNull();
    expect(noteIssuedText(first)).toBe('Credit note CN-0001 issued.');
    expect(noteIssuedText(second)).toBe('Debit note DN-0001 issued.');
  });

  it('takes a reason of the list, words for Other, and the mail as answered', () => {
    expect(
      correctionFormSchema.parse({ reason: 'RETURNED', reasonText: '  warm  ', sendCustomerEmail: true }),
    ).toEqual({ reason: 'RETURNED', reasonText: 'warm', sendCustomerEmail: true });
    const messages = (values: unknown) =>
      correctionFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(messages({ reason: '', reasonText: '', sendCustomerEmail: false })).toEqual([
      'Choose why the invoice is being corrected.',
    ]);
    expect(messages({ reason: 'OTHER', reasonText: ' ', sendCustomerEmail: false })).toEqual([
      'Say why the invoice is being corrected.',
    ]);
  });
});

describe('a Returned quantity', () => {
  it.each([
    ['', 'KG', { returned: null, problem: null }],
    ['1.2', 'KG', { returned: 1.2, problem: null }],
    ['5.5', 'KG', { returned: 5.5, problem: null }],
    ['.', 'KG', { returned: null, problem: 'Enter a number like 1.5.' }],
    ['0', 'KG', { returned: null, problem: 'Enter how much came back, more than 0.' }],
    ['5.501', 'KG', { returned: null, problem: 'You cannot credit more than was billed on this line.' }],
    ['1.5', 'CTN', { returned: null, problem: 'Enter whole units: CTN lines come back whole.' }],
    ['2', 'CTN', { returned: 2, problem: null }],
  ] as const)('%s %s on a line billed 5.5', (text, unit, reading) => {
    expect(readReturned(text, 5.5, unit)).toEqual(reading);
  });
});
