import { builder } from '../../graphql/builder.ts';
import { OrderStatusEnum } from '../orders/order-admin.schema.ts';
import type {
  CustomerSales,
  DashboardFigures,
  DashboardWork,
  DayOrders,
  DaySales,
  SalesAmount,
  TopCustomers,
} from './sales-figures.service.ts';

const SalesSourceEnum = builder.enumType('SalesSource', {
  description:
    'Where the sales figures come from: LEDGER, the built-in invoices; ACCOUNTING, the accounting middleware ' +
    '(ask `accountingSales` behind the load-data button).',
  values: ['LEDGER', 'ACCOUNTING'] as const,
});

const SalesAmountType = builder.objectRef<SalesAmount>('SalesAmount').implement({
  description: 'Invoiced sales, in cents.',
  fields: (t) => ({
    exGst: t.exposeFloat('exGst', {
      description: `GST exclusive: total − GST. Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).`,
    }),
    incGst: t.exposeFloat('incGst', {
      description: `GST inclusive: the invoices’ totals. Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).`,
    }),
    invoiceCount: t.exposeInt('invoiceCount'),
  }),
});

const DashboardWorkType = builder.objectRef<DashboardWork>('DashboardWork').implement({
  description:
    'The open work waiting for the packing floor today (on a Sunday or a closed day, the next processing day).',
  fields: (t) => ({
    processingDate: t.exposeString('processingDate', {
      description:
        'YYYY-MM-DD, Pacific/Auckland: today when the shop processes today, at any hour (after the cutoff too); ' +
        'on a Sunday or a closed day, the next processing day.',
    }),
    pending: t.exposeInt('pending'),
    packed: t.exposeInt('packed'),
    estimateTotal: t.exposeInt('estimateTotal', {
      description: 'Cents, GST included: the PENDING and PACKED orders of that date, by the domain totals.',
    }),
  }),
});

const DashboardFiguresType = builder.objectRef<DashboardFigures>('DashboardFigures').implement({
  description: 'The dashboard’s figure cards.',
  fields: (t) => ({
    today: t.exposeString('today', { description: 'YYYY-MM-DD, Pacific/Auckland, by the business clock.' }),
    totalCustomers: t.exposeInt('totalCustomers', {
      description: 'Active customers: not disabled, not archived.',
    }),
    daily: t.field({
      type: SalesAmountType,
      description: 'Invoices issued today (the Auckland day) so far.',
      resolve: (f) => f.daily,
    }),
    yesterday: t.field({ type: SalesAmountType, resolve: (f) => f.yesterday }),
    monthToDate: t.field({
      type: SalesAmountType,
      description: 'Invoices issued from the 1st of this Auckland month to now.',
      resolve: (f) => f.monthToDate,
    }),
    work: t.field({ type: DashboardWorkType, resolve: (f) => f.work }),
    salesSource: t.field({ type: SalesSourceEnum, resolve: (f) => f.salesSource }),
  }),
});

const CustomerSalesType = builder.objectRef<CustomerSales>('CustomerSales').implement({
  fields: (t) => ({
    customerId: t.exposeID('customerId', { nullable: true, description: 'null when the customer is gone.' }),
    customerName: t.exposeString('customerName', {
      description: 'The company; as the invoice kept it when the customer is gone.',
    }),
    exGst: t.exposeFloat('exGst', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    incGst: t.exposeFloat('incGst', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
  }),
});

const TopCustomersType = builder.objectRef<TopCustomers>('TopCustomers').implement({
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    total: t.field({
      type: SalesAmountType,
      description: 'Every invoice in the range.',
      resolve: (r) => r.total,
    }),
    customers: t.field({
      type: [CustomerSalesType],
      description: 'At most 10, largest GST-exclusive amount first (ties by name).',
      resolve: (r) => r.customers,
    }),
    others: t.field({
      type: SalesAmountType,
      description: 'Everyone not in the 10.',
      resolve: (r) => r.others,
    }),
  }),
});

const DaySalesType = builder.objectRef<DaySales>('DaySales').implement({
  description: 'Invoiced sales of one Auckland day, in cents.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    exGst: t.exposeFloat('exGst', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    incGst: t.exposeFloat('incGst', {
      description: 'Cents, a whole number (a Float: sums over a busy year pass Int’s $21.4M).',
    }),
    invoiceCount: t.exposeInt('invoiceCount'),
  }),
});

const DayOrdersType = builder.objectRef<DayOrders>('DayOrders').implement({
  description: 'Orders of one processing date, by status.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    pending: t.exposeInt('pending'),
    packed: t.exposeInt('packed'),
    completed: t.exposeInt('completed'),
    cancelled: t.exposeInt('cancelled'),
  }),
});

builder.queryFields((t) => ({
  dashboardFigures: t.field({
    type: DashboardFiguresType,
    authScopes: { admin: true },
    description: 'Staff: the dashboard’s figure cards, from the built-in ledger.',
    resolve: (_root, _args, ctx) => ctx.services.salesFigures.figures(),
  }),
  topCustomers: t.field({
    type: TopCustomersType,
    authScopes: { admin: true },
    description:
      'Staff: the customers invoiced most from `from` to `to` (YYYY-MM-DD, both included, Pacific/Auckland). ' +
      'BAD_INPUT when a date is malformed, from is after to, or the range is over 731 days.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.salesFigures.topCustomers(args),
  }),
  salesByDay: t.field({
    type: [DaySalesType],
    authScopes: { admin: true },
    description:
      'Staff: invoiced sales of every day from `from` to `to` (both included), zeros included. ' +
      'BAD_INPUT beyond 366 days.',
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.salesFigures.salesByDay(args),
  }),
  ordersByDay: t.field({
    type: [DayOrdersType],
    authScopes: { admin: true },
    description:
      'Staff: orders of every processing date from `from` to `to` (both included) by status, zeros included. ' +
      'With a status the other counts are 0. BAD_INPUT beyond 366 days.',
    args: {
      from: t.arg.string({ required: true }),
      to: t.arg.string({ required: true }),
      status: t.arg({ type: OrderStatusEnum }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.salesFigures.ordersByDay({ from: args.from, to: args.to }, args.status ?? null),
  }),
}));
