import { describe, expect, it } from 'vitest';
import { ordersSummary, salesSummary } from './chart-summaries';

const JUNE = { from: '2026-06-01', to: '2026-06-30' };

describe('the charts in words', () => {
  it('sums the sales and names the best day', () => {
    const days = [
      { date: '2026-06-01', exGst: 10000, invoiceCount: 1 },
      { date: '2026-06-02', exGst: 25050, invoiceCount: 2 },
      { date: '2026-06-03', exGst: 0, invoiceCount: 0 },
    ];
    expect(salesSummary(days, JUNE)).toBe(
      'Sales by day bar chart, 01/06/2026 – 30/06/2026: $350.50 excl. GST from 3 invoices; the best day 02/06/2026 with $250.50.',
    );
    expect(salesSummary([{ date: '2026-06-01', exGst: 0, invoiceCount: 0 }], JUNE)).toBe(
      'Sales by day bar chart, 01/06/2026 – 30/06/2026: no invoices.',
    );
  });

  it('counts the orders of the statuses shown and names the busiest day', () => {
    const days = [
      { date: '2026-06-01', pending: 1, packed: 0, completed: 2, cancelled: 0 },
      { date: '2026-06-02', pending: 3, packed: 1, completed: 0, cancelled: 1 },
    ];
    expect(ordersSummary(days, ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED'], JUNE)).toBe(
      'Orders by day bar chart, 01/06/2026 – 30/06/2026: 8 orders (4 PENDING, 1 PACKED, 2 COMPLETED, 1 CANCELLED); the busiest day 02/06/2026 with 5.',
    );
    expect(ordersSummary(days, ['COMPLETED'], { from: '2026-06-01', to: '2026-06-01' })).toBe(
      'Orders by day bar chart, 01/06/2026: 2 orders (2 COMPLETED); the busiest day 01/06/2026 with 2.',
    );
    expect(ordersSummary([], ['PENDING'], JUNE)).toBe(
      'Orders by day bar chart, 01/06/2026 – 30/06/2026: no orders.',
    );
  });
});
