import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { DonutSales, NamedSales } from '../../integrations/accounting/accounting-http.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { AccountingSales } from './accounting-sales.service.ts';

const NamedSalesType = builder.objectRef<NamedSales>('NamedSales').implement({
  description: 'One customer’s sales as the accounting system reports them.',
  fields: (t) => ({
    customerName: t.exposeString('customerName'),
    value: t.exposeFloat('value', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
  }),
});

const AccountingDonutType = builder.objectRef<DonutSales>('AccountingDonut').implement({
  description: 'The sales of a From–To range and the customers behind them.',
  fields: (t) => ({
    value: t.exposeFloat('value', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    customers: t.field({ type: [NamedSalesType], resolve: (donut) => donut.customers }),
  }),
});

const AccountingSalesType = builder.objectRef<AccountingSales>('AccountingSales').implement({
  description: 'The dashboard’s sales figures from the accounting system (its HTTP adapter), in cents.',
  fields: (t) => ({
    dailySalesTotal: t.exposeFloat('dailySalesTotal', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    topCustomersDaily: t.field({ type: [NamedSalesType], resolve: (sales) => sales.topCustomersDaily }),
    monthlySales: t.exposeFloat('monthlySales', {
      description:
        'This month so far. Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    yearToDate: t.field({
      type: [NamedSalesType],
      description: 'Each customer’s sales this year.',
      resolve: (sales) => sales.yearToDate,
    }),
    donut: t.field({
      type: AccountingDonutType,
      description: 'For the asked From–To range.',
      resolve: (sales) => sales.donut,
    }),
  }),
});

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  accountingSales: t.field({
    type: AccountingSalesType,
    authScopes: { admin: true },
    description:
      'Staff: the sales figures from the accounting system, the donut for `from`–`to` (YYYY-MM-DD, both ' +
      'included). ACCOUNTING_NOT_CONFIGURED with the built-in ledger. Abandoning the request stops the ' +
      'calls to the accounting system.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.accountingSales.figures(staff(ctx), { from: args.from, to: args.to }, ctx.signal),
  }),
}));
