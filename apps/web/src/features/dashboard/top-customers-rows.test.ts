import { describe, expect, it } from 'vitest';
import { csvText } from '../../lib/csv';
import { accountingTopCustomers, ledgerTopCustomers, topCustomersCsv } from './top-customers-rows';

describe('the top customers’ donut and table', () => {
  const ledger = ledgerTopCustomers({
    from: '2026-06-01',
    to: '2026-06-30',
    total: { exGst: 200000, incGst: 230000, invoiceCount: 9 },
    customers: [
      { customerId: 'c1', customerName: 'Bistro, Ponsonby', exGst: 150000, incGst: 172500 },
      { customerId: null, customerName: '=Gone Ltd', exGst: 40000, incGst: 46000 },
    ],
    others: { exGst: 10000, incGst: 11500, invoiceCount: 3 },
  });

  it('sizes the ledger’s slices by the sales excluding GST, with everyone else as one grey slice', () => {
    expect(ledger.rows.map((row) => [row.name, row.value, row.share])).toEqual([
      ['Bistro, Ponsonby', 150000, 0.75],
      ['=Gone Ltd', 40000, 0.2],
    ]);
    expect(ledger.others).toMatchObject({ name: 'All other customers', value: 10000, share: 0.05 });
    expect(ledger.total).toEqual([200000, 230000]);
  });

  it('writes the table as CSV in dollars, a formula-like name kept as text', () => {
    expect(csvText(topCustomersCsv(ledger)).split('\r\n')).toEqual([
      'Customer,Sales excl. GST (NZD),Sales incl. GST (NZD)',
      '"Bistro, Ponsonby",1500.00,1725.00',
      "'=Gone Ltd,400.00,460.00",
      'All other customers,100.00,115.00',
      'Total,2000.00,2300.00',
    ]);
  });

  it('takes the accounting system’s one amount a customer, the rest of its total as others', () => {
    const view = accountingTopCustomers({
      value: 1000,
      customers: [
        { customerName: 'Bistro', value: 600 },
        { customerName: 'Takeaway', value: 400 },
      ],
    });
    expect(view.columns).toEqual(['Sales']);
    expect(view.others).toBeNull();
    expect(view.rows.map((row) => row.share)).toEqual([0.6, 0.4]);
    expect(accountingTopCustomers({ value: 0, customers: [] }).rows).toEqual([]);
  });
});
