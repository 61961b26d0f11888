import { describe, expect, it } from 'vitest';
import { csvText } from '../../lib/csv';
import {
  dayText,
  historyCsv,
  money,
  ordersByDayCsv,
  rangeText,
  salesByDayCsv,
  shortDay,
} from './dashboard-text';

describe('dashboard text', () => {
  it('shows money, days and ranges the NZ way', () => {
    expect(money(123450)).toBe('$1,234.50');
    expect(dayText('2026-06-18')).toBe('Thursday 18/06/2026');
    expect(shortDay('2026-06-18')).toBe('18/06');
    expect(rangeText({ from: '2026-06-01', to: '2026-06-30' })).toBe('01/06/2026 – 30/06/2026');
    expect(rangeText({ from: '2026-06-18', to: '2026-06-18' })).toBe('18/06/2026');
  });
});

describe('the dashboard’s CSV files', () => {
  it('lists sales and orders day by day', () => {
    expect(
      csvText(salesByDayCsv([{ date: '2026-06-01', exGst: 10000, incGst: 11500, invoiceCount: 2 }])),
    ).toBe('Date,Invoices,Sales excl. GST (NZD),Sales incl. GST (NZD)\r\n01/06/2026,2,100.00,115.00');
    expect(
      csvText(ordersByDayCsv([{ date: '2026-06-01', pending: 3, packed: 2, completed: 5, cancelled: 1 }])),
    ).toBe('Date,PENDING,PACKED,COMPLETED,CANCELLED,Total\r\n01/06/2026,3,2,5,1,11');
  });

  it('lists a page of the order history, naming a customer that is gone', () => {
    expect(
      csvText(
        historyCsv([{ shortId: 'AB12C', companyName: null, status: 'PACKED', processingDate: '2026-06-18' }]),
      ),
    ).toBe(
      'Customer,Order,Status,Date\r\nUnknown Customer (Unable to find in Database),AB12C,PACKED,18/06/2026',
    );
  });
});
