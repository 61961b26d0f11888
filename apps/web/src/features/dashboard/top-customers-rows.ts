import type { CsvValue } from '../../lib/csv';
import type { AccountingSales } from './api/accounting-sales';
import type { TopCustomers } from './api/top-customers';
import { customerColour, OTHERS_COLOUR } from './components/chart-colours';
import { csvMoney, customerNameOf } from './dashboard-text';

/** A customer's slice of the donut and row of the table beside it. */
export type CustomerShare = {
  id: string;
  name: string;
  colour: string;
  /** Cents the slice is sized by (GST excluded where the source tells). */
  value: number;
  /** Cents for each money column of the table. */
  amounts: number[];
  /** Part of the range's total, 0 to 1. */
  share: number;
};

/** The donut and its table: the money columns' headings, the top customers, everyone else, the total. */
export type TopCustomersView = {
  columns: string[];
  rows: CustomerShare[];
  others: CustomerShare | null;
  total: number[];
};

const shareOf = (value: number, total: number) => (total > 0 ? value / total : 0);

/** The ledger's top customers: GST excluded and included, the slices sized by the GST-exclusive sales. */
export function ledgerTopCustomers(top: TopCustomers): TopCustomersView {
  const total = top.total.exGst;
  return {
    columns: ['Sales excl. GST', 'Sales incl. GST'],
    rows: top.customers.map((customer, index) => ({
      id: customer.customerId ?? `gone-${index}`,
      name: customerNameOf(customer.customerName),
      colour: customerColour(index),
      value: customer.exGst,
      amounts: [customer.exGst, customer.incGst],
      share: shareOf(customer.exGst, total),
    })),
    others:
      top.others.exGst > 0
        ? {
            id: 'others',
            name: 'All other customers',
            colour: OTHERS_COLOUR,
            value: top.others.exGst,
            amounts: [top.others.exGst, top.others.incGst],
            share: shareOf(top.others.exGst, total),
          }
        : null,
    total: [top.total.exGst, top.total.incGst],
  };
}

/** The accounting system's donut: one amount a customer, as it reports them; the rest of its total is others. */
export function accountingTopCustomers(donut: AccountingSales['donut']): TopCustomersView {
  const named = donut.customers.reduce((sum, customer) => sum + customer.value, 0);
  const rest = donut.value - named;
  return {
    columns: ['Sales'],
    rows: donut.customers.map((customer, index) => ({
      id: `${index}-${customer.customerName}`,
      name: customerNameOf(customer.customerName),
      colour: customerColour(index),
      value: customer.value,
      amounts: [customer.value],
      share: shareOf(customer.value, donut.value),
    })),
    others:
      rest > 0
        ? {
            id: 'others',
            name: 'All other customers',
            colour: OTHERS_COLOUR,
            value: rest,
            amounts: [rest],
            share: shareOf(rest, donut.value),
          }
        : null,
    total: [donut.value],
  };
}

/** The donut's table as CSV rows, in dollars: the customers, everyone else, the total. */
export function topCustomersCsv(view: TopCustomersView): CsvValue[][] {
  const line = (name: string, amounts: readonly number[]) => [name, ...amounts.map(csvMoney)];
  return [
    ['Customer', ...view.columns.map((column) => `${column} (NZD)`)],
    ...view.rows.map((row) => line(row.name, row.amounts)),
    ...(view.others ? [line(view.others.name, view.others.amounts)] : []),
    line('Total', view.total),
  ];
}
