import { DomainError } from '@cleaver/domain/errors';
import type { StaffOrderInput } from '@cleaver/domain/schemas';
import { ORDER_FILTERS, ORDER_STATUSES } from '@cleaver/domain/status';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { AppEvents } from '../../platform/events.ts';
import { imageVariants } from '../../platform/images.ts';
import type { Viewer } from '../auth/viewer.ts';
import { ProductImageType } from '../catalogue/products.schema.ts';
import { CustomerLevelEnum } from '../customers/customer-admin.schema.ts';
import { CustomerMatchType } from '../customers/customers.schema.ts';
import type {
  AdminOrder,
  AdminOrderCustomer,
  AdminOrderLine,
  AdminOrderPage,
  AdminOrderRow,
  OrderChangeView,
  OrderListExport,
  OrderListExportRow,
  StaffOrderProduct,
} from './order-admin-list.service.ts';
import { OrderTotalsType, OrderUnitEnum } from './orders.schema.ts';

const AdminOrderFilterEnum = builder.enumType('AdminOrderFilter', {
  description: 'The back-office orders list’s status filter. DEFAULT is the open work: PENDING and PACKED.',
  values: ORDER_FILTERS,
});

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'An order’s status as staff see it.',
  values: ORDER_STATUSES,
});

const AdminOrderRowType = builder.objectRef<AdminOrderRow>('AdminOrderRow').implement({
  description: 'An order as the back-office orders list shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId', { description: 'First 5 characters, upper-cased.' }),
    customerId: t.exposeID('customerId', { nullable: true }),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description:
        'null when the customer record is gone: show ‘Unknown Customer (Unable to find in Database)’.',
    }),
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true, description: 'null: not chosen.' }),
    itemCount: t.exposeInt('itemCount'),
    total: t.exposeInt('total', { description: 'Cents, GST included.' }),
    totalIsEstimate: t.exposeBoolean('totalIsEstimate', { description: 'True until PACKED or COMPLETED.' }),
    status: t.field({ type: OrderStatusEnum, resolve: (r) => r.status }),
    invoiceNumber: t.exposeInt('invoiceNumber', { nullable: true }),
  }),
});

const AdminOrderPageType = builder.objectRef<AdminOrderPage>('AdminOrderPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [AdminOrderRowType], resolve: (p) => p.rows }),
    totalCount: t.exposeInt('totalCount', {
      description:
        'Orders matching, across every page; when `countIsCapped`, the count stopped there (a multiple of 1,000 ' +
        'past this page) and more match.',
    }),
    countIsCapped: t.exposeBoolean('countIsCapped', {
      description: 'More orders match than `totalCount`: the list says "1,000+".',
    }),
  }),
});

const AdminOrderExportRowType = builder.objectRef<OrderListExportRow>('AdminOrderExportRow').implement({
  description: 'An order as a download of the orders list holds it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId', { description: 'First 5 characters, upper-cased.' }),
    companyName: t.exposeString('companyName', {
      nullable: true,
      description:
        'null when the customer record is gone: show ‘Unknown Customer (Unable to find in Database)’.',
    }),
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    status: t.field({ type: OrderStatusEnum, resolve: (r) => r.status }),
  }),
});

const AdminOrderExportType = builder.objectRef<OrderListExport>('AdminOrderExport').implement({
  fields: (t) => ({
    rows: t.field({
      type: [AdminOrderExportRowType],
      description: 'The newest 10,000 at most, in the list’s order.',
      resolve: (e) => e.rows,
    }),
    totalCount: t.exposeInt('totalCount', {
      description: 'Orders matching in all: more than the rows when the download was capped.',
    }),
  }),
});

const AdminOrderLineType = builder.objectRef<AdminOrderLine>('AdminOrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId', { nullable: true }),
    productName: t.exposeString('productName'),
    productCode: t.exposeString('productCode'),
    productUnit: t.field({ type: OrderUnitEnum, resolve: (l) => l.unit }),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (l) => imageVariants(l.imageKey) }),
    categoryName: t.exposeString('categoryName'),
    quantity: t.exposeFloat('quantity', { description: 'As ordered.' }),
    packedWeight: t.exposeFloat('packedWeight', { nullable: true }),
    unitPrice: t.exposeInt('unitPrice', { description: 'Cents charged per unit.' }),
    levelPrice: t.exposeInt('levelPrice', {
      nullable: true,
      description:
        'Cents the customer’s level charges for the product now (null if the product is gone); shown beside an override.',
    }),
    priceOverridden: t.exposeBoolean('priceOverridden', { description: 'Staff set the unit price by hand.' }),
    notes: t.exposeString('notes'),
  }),
});

const AdminOrderCustomerType = builder.objectRef<AdminOrderCustomer>('AdminOrderCustomer').implement({
  description: 'The customer as the order keeps them; `exists` false when the customer record is gone.',
  fields: (t) => ({
    id: t.exposeID('id', { nullable: true }),
    companyName: t.exposeString('companyName'),
    contactName: t.exposeString('contactName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    exists: t.exposeBoolean('exists'),
  }),
});

export const OrderChangeItemType = builder
  .objectRef<OrderChangeView['changes'][number]>('OrderChangeItem')
  .implement({
    description: 'One field of a change, before and after, as shown to staff.',
    fields: (t) => ({
      field: t.exposeString('field'),
      before: t.exposeString('before', { nullable: true }),
      after: t.exposeString('after', { nullable: true }),
    }),
  });

const OrderChangeType = builder.objectRef<OrderChangeView>('OrderChange').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    version: t.exposeInt('version', { description: 'The order’s version this change made.' }),
    at: t.string({ description: 'ISO 8601 instant.', resolve: (c) => c.at.toISOString() }),
    actorName: t.exposeString('actorName'),
    summary: t.exposeString('summary'),
    changes: t.field({ type: [OrderChangeItemType], resolve: (c) => c.changes }),
  }),
});

export const AdminOrderType = builder.objectRef<AdminOrder>('AdminOrder').implement({
  description: 'An order as the back-office order screen shows and edits it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    version: t.exposeInt('version', {
      description: 'Send it back with a save: a newer one refuses the save.',
    }),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    orderDate: t.string({
      description: 'ISO 8601 instant it was placed.',
      resolve: (o) => o.orderDate.toISOString(),
    }),
    processingDate: t.exposeString('processingDate', {
      description: 'The ‘Order Date’ staff see: the day it is packed and delivered, YYYY-MM-DD.',
    }),
    line: t.field({ type: CustomerLevelEnum, resolve: (o) => o.line }),
    priceLevelId: t.exposeID('priceLevelId', { nullable: true }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    notes: t.exposeString('notes'),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true }),
    freight: t.exposeInt('freight'),
    cutting: t.exposeInt('cutting'),
    customer: t.field({ type: AdminOrderCustomerType, resolve: (o) => o.customer }),
    productionRef: t.exposeString('productionRef', { nullable: true }),
    invoiceNumber: t.exposeInt('invoiceNumber', { nullable: true }),
    lines: t.field({ type: [AdminOrderLineType], resolve: (o) => o.lines }),
    totals: t.field({ type: OrderTotalsType, resolve: (o) => o.totals }),
    totalIsEstimate: t.exposeBoolean('totalIsEstimate'),
    updatedAt: t.string({ description: 'ISO 8601 instant.', resolve: (o) => o.updatedAt.toISOString() }),
    updatedByName: t.exposeString('updatedByName', { nullable: true }),
    history: t.field({
      type: [OrderChangeType],
      description: 'Newest first.',
      resolve: (o) => o.history,
    }),
  }),
});

type AdminOrderEvent = AppEvents['order'][0];
const AdminOrderEventType = builder.objectRef<AdminOrderEvent>('AdminOrderEvent').implement({
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (e) => e.action }),
    orderId: t.exposeID('orderId'),
    version: t.int({ nullable: true, resolve: (e) => e.version ?? null }),
    actorName: t.string({
      nullable: true,
      description: 'Who saved it, for staff saves; null for a customer’s placement.',
      resolve: (e) => e.actorName ?? null,
    }),
  }),
});

const StaffOrderProductType = builder.objectRef<StaffOrderProduct>('StaffOrderProduct').implement({
  description: 'A product staff may add to an order, priced at the customer’s level.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    unit: t.field({ type: OrderUnitEnum, resolve: (p) => p.unit }),
    categoryId: t.exposeID('categoryId', { nullable: true }),
    categoryName: t.exposeString('categoryName'),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (p) => imageVariants(p.imageKey) }),
    price: t.exposeInt('price', { description: 'Cents per unit at the customer’s level, excluding GST.' }),
    isEnabled: t.exposeBoolean('isEnabled'),
    inStock: t.exposeBoolean('inStock'),
  }),
});

const StaffOrderLineInput = builder.inputType('StaffOrderLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.float({ required: true }),
    notes: t.string(),
    unitPriceOverride: t.int({
      description:
        'Cents: staff’s price for this line instead of the customer’s level; send it again on every save to keep it. ' +
        'Null: no override — a new line and a line whose override is taken off are priced from the level, another ' +
        'line keeps the price it was charged.',
    }),
    packedWeight: t.float({
      description:
        'The supplied (packed) weight, more than 0 and at most 9,999 with 3 decimals. Left out: the line keeps the ' +
        'one it has (the packing board sets it); null: not packed.',
    }),
  }),
});

const StaffOrderInputType = builder.inputType('StaffOrderInput', {
  description: 'An order as staff save it. There are no totals: the server prices and totals it.',
  fields: (t) => ({
    customerId: t.id({ required: true }),
    processingDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    status: t.field({ type: OrderStatusEnum, required: true }),
    isDelivery: t.boolean({ required: true }),
    line: t.field({ type: CustomerLevelEnum, required: true }),
    freight: t.int({ description: 'Cents; null: the freight rule decides.' }),
    cutting: t.int({ required: true, description: 'Cents.' }),
    purchaseOrder: t.string(),
    notes: t.string(),
    lines: t.field({ type: [StaffOrderLineInput], required: true }),
  }),
});

type StaffOrderArgs = typeof StaffOrderInputType.$inferInput;

const InvoiceCorrectionInputType = builder.inputType('InvoiceCorrectionInput', {
  description:
    'Why staff changed what an invoiced order bills: the reason its credit or debit note prints (decision 026).',
  fields: (t) => ({
    reason: t.string({
      required: true,
      description: 'RETURNED, SHORT_SHIPPED, WEIGHT_CORRECTED, PRICE_CORRECTED, CANCELLED or OTHER.',
    }),
    reasonText: t.string({ description: 'Staff’s words (required for OTHER), 200 characters at most.' }),
    sendCustomerEmail: t.boolean({ required: true, description: 'Mail the customer the note’s PDF.' }),
  }),
});

/** The GraphQL input as the domain schema takes it; ids stay as sent, the schema checks them. */
function staffOrderInput(input: StaffOrderArgs): StaffOrderInput {
  return {
    customerId: String(input.customerId),
    processingDate: input.processingDate,
    status: input.status,
    isDelivery: input.isDelivery,
    line: input.line,
    freight: input.freight ?? null,
    cutting: input.cutting,
    purchaseOrder: input.purchaseOrder ?? '',
    notes: input.notes ?? '',
    lines: input.lines.map((l) => ({
      productId: String(l.productId),
      quantity: l.quantity,
      notes: l.notes ?? '',
      unitPriceOverride: l.unitPriceOverride ?? null,
      // Absent keeps the line's packed weight; null clears it.
      ...(l.packedWeight === undefined ? {} : { packedWeight: l.packedWeight }),
    })),
  };
}

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

function orderId(id: string | number): string {
  if (!isRecordId(id)) throw new DomainError('ORDER_NOT_FOUND');
  return recordId(id);
}

builder.queryFields((t) => ({
  adminOrders: t.field({
    type: AdminOrderPageType,
    authScopes: { admin: true },
    description:
      'Staff: a page of orders, newest processing date first. `search` looks in the company, the order id ' +
      '(from its start) and the purchase order; `from` and `to` (YYYY-MM-DD) bound the processing date.',
    args: {
      filter: t.arg({ type: AdminOrderFilterEnum, required: true }),
      search: t.arg.string(),
      from: t.arg.string(),
      to: t.arg.string(),
      offset: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true, description: '1 to 100.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.orderAdminList.list(args),
  }),
  adminOrdersExport: t.field({
    type: AdminOrderExportType,
    authScopes: { admin: true },
    description:
      'Staff: every order `adminOrders` would page through for the same filter, search and dates, for a CSV ' +
      'download: newest processing date first, at most 10,000 (then `totalCount` is larger than the rows).',
    args: {
      filter: t.arg({ type: AdminOrderFilterEnum, required: true }),
      search: t.arg.string(),
      from: t.arg.string(),
      to: t.arg.string(),
    },
    resolve: (_root, args, ctx) => ctx.services.orderAdminList.exportList(args),
  }),
  adminOrder: t.field({
    type: AdminOrderType,
    nullable: true,
    authScopes: { admin: true },
    description: 'Staff: one order; null for an unknown or malformed id (‘Invalid Order’).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      isRecordId(args.id) ? ctx.services.orderAdminList.get(recordId(args.id)) : null,
  }),
  staffOrderProducts: t.field({
    type: [StaffOrderProductType],
    authScopes: { admin: true },
    description:
      'Staff: products that may be added to an order (enabled, not archived), priced at the customer’s level ' +
      '(default prices without a customer), by name.',
    args: {
      customerId: t.arg.id(),
      search: t.arg.string(),
      categoryId: t.arg.id(),
      limit: t.arg.int({ description: '1 to 1000; 200 when not given.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orderAdminList.products({
        customerId: args.customerId ? recordId(args.customerId) : null,
        search: args.search ?? null,
        categoryId: args.categoryId ? recordId(args.categoryId) : null,
        limit: args.limit ?? null,
      }),
  }),
}));

builder.mutationFields((t) => ({
  createStaffOrder: t.field({
    type: AdminOrderType,
    authScopes: { admin: true },
    description:
      'Staff: an order for a customer (taken by phone), priced from their level. `sendCustomerEmail` sends ' +
      'them the confirmation mail if their preference allows. For a customer on stop, or an order that would ' +
      'take them over their credit limit: STOP_OVERRIDE_REQUIRED (why, in the message; extensions refusal ' +
      'ON_STOP or OVER_CREDIT_LIMIT) unless `stopOverride` gives the reason to take it anyway.',
    args: {
      input: t.arg({ type: StaffOrderInputType, required: true }),
      sendCustomerEmail: t.arg.boolean({ required: true }),
      stopOverride: t.arg.string({
        description:
          'Why the order is taken though the customer is on stop or over their credit limit (1–200 characters, ' +
          'trimmed; BAD_INPUT otherwise): kept in the order’s history and the notice.',
      }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orderWriter.create(staff(ctx), staffOrderInput(args.input), {
        sendCustomerEmail: args.sendCustomerEmail,
        stopOverride: args.stopOverride ?? null,
      }),
  }),
  updateStaffOrder: t.field({
    type: AdminOrderType,
    authScopes: { admin: true },
    description:
      'Staff: saves an order read at `version`. A newer version refuses the save with ORDER_STALE ' +
      '(extensions changedBy, changedAt) and changes nothing. On an invoiced order a change to what it bills ' +
      'issues a credit or debit note with `correction`’s reason; without one it is refused (BAD_INPUT), as is ' +
      'moving an invoiced order to another customer.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: StaffOrderInputType, required: true }),
      correction: t.arg({ type: InvoiceCorrectionInputType }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orderWriter.update(
        staff(ctx),
        orderId(args.id),
        args.version,
        staffOrderInput(args.input),
        args.correction ?? null,
      ),
  }),
  deleteStaffOrder: t.boolean({
    authScopes: { admin: true },
    description:
      'Staff: deletes an order read at `version`, with its lines and history. An invoiced order stays.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.orderWriter.delete(staff(ctx), orderId(args.id), args.version);
      return true;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  adminOrderChanged: t.field({
    type: AdminOrderEventType,
    authScopes: { admin: true },
    description: 'Staff: an order was placed, changed or deleted, by anyone.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('order'),
    resolve: (event) => event,
  }),
}));

// Staff's customer search also tells the order screen what choosing the customer sets (their level).
builder.objectFields(CustomerMatchType, (t) => ({
  phone: t.exposeString('phone'),
  customerLevel: t.field({ type: CustomerLevelEnum, resolve: (c) => c.customerLevel }),
  priceLevelName: t.exposeString('priceLevelName', { nullable: true, description: 'null: default prices.' }),
}));
