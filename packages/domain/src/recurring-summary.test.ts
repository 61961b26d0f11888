import { describe, expect, it } from 'vitest';
import {
  type CreatedOrderNote,
  type InterruptedRun,
  interruptedRunText,
  type RunTally,
  runSummaryText,
} from './recurring-summary.ts';

const plain: CreatedOrderNote = {
  dueDate: '2027-10-26',
  processingDate: '2027-10-26',
  movedPast: [],
  leftOff: [],
};
const labourDay: CreatedOrderNote = { ...plain, dueDate: '2027-10-25', movedPast: ['Labour Day'] };
const lamb = { name: 'Lamb Rack', why: 'out of stock' };
const mince = { name: 'Beef Mince', why: 'unavailable' };
const times = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);
const none = { skipped: [], failed: [] };

describe('runSummaryText', () => {
  const cases: Array<[string, RunTally, string]> = [
    ['orders only', { ...none, orders: [plain] }, 'Recurring orders: 1 created, 0 skipped'],
    [
      'skipped and failed, named',
      {
        orders: [],
        skipped: [{ company: 'Harbour Eats', reason: 'customer disabled' }],
        failed: [{ company: 'Gold Star', reason: 'forced failure' }],
      },
      'Recurring orders: 0 created, 1 skipped (Harbour Eats: customer disabled), 1 failed (Gold Star: forced failure)',
    ],
    [
      'left-off products counted per order, most first',
      {
        ...none,
        orders: [...times(30, { ...plain, leftOff: [lamb] }), { ...plain, leftOff: [lamb, mince] }],
      },
      'Recurring orders: 31 created, 0 skipped. Left off: Lamb Rack (out of stock) on 31 orders; ' +
        'Beef Mince (unavailable) on 1 order.',
    ],
    [
      'moved days counted per move, in date order',
      {
        ...none,
        orders: [
          ...times(2, labourDay),
          {
            dueDate: '2027-10-24',
            processingDate: '2027-10-26',
            movedPast: ['Sunday', 'Labour Day'],
            leftOff: [],
          },
          plain,
        ],
      },
      'Recurring orders: 4 created, 0 skipped. Moved past closed days: Sunday 24/10/2027 to Tuesday 26/10/2027 ' +
        '(Sunday, Labour Day) for 1 order; Monday 25/10/2027 to Tuesday 26/10/2027 (Labour Day) for 2 orders.',
    ],
    [
      'both, after the skipped',
      {
        orders: [{ ...labourDay, leftOff: [mince] }],
        skipped: [{ company: 'Harbour Eats', reason: 'customer disabled' }],
        failed: [],
      },
      'Recurring orders: 1 created, 1 skipped (Harbour Eats: customer disabled). Left off: Beef Mince (unavailable) ' +
        'on 1 order. Moved past closed days: Monday 25/10/2027 to Tuesday 26/10/2027 (Labour Day) for 1 order.',
    ],
  ];
  it.each(cases)('%s', (_, run, text) => {
    expect(runSummaryText(run)).toBe(text);
  });

  it('names five products and counts the rest, so a long run stays readable', () => {
    const products = Array.from({ length: 8 }, (_, i) => ({ name: `Product ${i + 1}`, why: 'unavailable' }));
    const text = runSummaryText({ ...none, orders: [{ ...plain, leftOff: products }] });
    expect(text).toBe(
      'Recurring orders: 1 created, 0 skipped. Left off: Product 1 (unavailable) on 1 order; ' +
        'Product 2 (unavailable) on 1 order; Product 3 (unavailable) on 1 order; Product 4 (unavailable) on 1 order; ' +
        'Product 5 (unavailable) on 1 order; and 3 more.',
    );
  });

  it('names ten skipped standing orders, once each, and counts the rest', () => {
    const skipped = Array.from({ length: 12 }, (_, i) => ({
      company: `Cafe ${i + 1}`,
      reason: 'customer disabled',
    }));
    const text = runSummaryText({ orders: [], skipped: [...skipped, skipped[0]!], failed: [] });
    expect(text).toMatch(
      /^Recurring orders: 0 created, 13 skipped \(Cafe 1: customer disabled; .*; and 2 more\)$/,
    );
    expect(text.match(/Cafe 1:/g)).toHaveLength(1);
  });
});

describe('interruptedRunText', () => {
  // Monday 6 December 2027, 00:00:30 in Auckland (NZDT, +13).
  const startedAt = new Date('2027-12-05T11:00:30Z');
  const cases: Array<[string, InterruptedRun['created'], string]> = [
    ['nothing created', [], 'It had created no orders.'],
    [
      'one customer',
      [{ company: 'Bistro Ltd', orders: 1 }],
      'It had created 1 order for 1 customer: Bistro Ltd (1).',
    ],
    [
      'customers, most orders first',
      [
        { company: 'Takeaway Co', orders: 2 },
        { company: 'Bistro Ltd', orders: 4 },
      ],
      'It had created 6 orders for 2 customers: Bistro Ltd (4), Takeaway Co (2).',
    ],
    [
      'five named, the rest counted',
      Array.from({ length: 7 }, (_, i) => ({ company: `Cafe ${i + 1}`, orders: 1 })),
      'It had created 7 orders for 7 customers: Cafe 1 (1), Cafe 2 (1), Cafe 3 (1), Cafe 4 (1), Cafe 5 (1), and 2 more.',
    ],
  ];
  it.each(cases)('%s', (_, created, sentence) => {
    expect(interruptedRunText({ startedAt, created })).toBe(
      'Recurring orders: the run started Monday, 6 December 2027 at 12:00 am was interrupted before it finished. ' +
        `${sentence} Later runs carry on where it stopped; nothing is created twice.`,
    );
  });
});

describe('runSummaryText after a run cut short', () => {
  // Monday 6 December 2027, 00:00:30 in Auckland (NZDT, +13).
  const startedAt = new Date('2027-12-05T11:00:30Z');
  const order = { dueDate: '2027-12-06', processingDate: '2027-12-06', movedPast: [], leftOff: [] };
  it('says again at its end what the earlier run had made, since its own notice is soon among the oldest', () => {
    expect(
      runSummaryText({
        orders: [order, order],
        skipped: [],
        failed: [],
        interrupted: [{ startedAt, created: [{ company: 'Bistro Ltd', orders: 4 }] }],
      }),
    ).toBe(
      'Recurring orders: 2 created, 0 skipped. Before it, the run started Monday, 6 December 2027 at 12:00 am was ' +
        'interrupted before it finished. It had created 4 orders for 1 customer: Bistro Ltd (4). This run carried ' +
        'on where it stopped; nothing was created twice.',
    );
  });
  it('says nothing more when none was', () => {
    expect(runSummaryText({ orders: [order], skipped: [], failed: [], interrupted: [] })).toBe(
      'Recurring orders: 1 created, 0 skipped',
    );
  });
});
