import { aucklandDateString } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { UNITS } from '@cleaver/domain/quantity';
import {
  CUSTOMER_ORDER_FILTERS,
  type CustomerStatus,
  customerStatus,
  DEFAULT_CUSTOMER_ORDER_FILTER,
  shortOrderId,
} from '@cleaver/domain/status';
import type { OrderTotals } from '@cleaver/domain/totals';
import { filter, pipe } from 'graphql-yoga';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import { imageVariants } from '../../platform/images.ts';
import { ProductImageType, ProductType } from '../catalogue/products.schema.ts';
import type { DeliveryDayView, OrderLineView, OrderPage, OrderView } from './orders.service.ts';
import type { ProductNote } from './product-notes.service.ts';

const CustomerOrderStatusEnum = builder.enumType('CustomerOrderStatus', {
  description:
    'An order’s status as its customer sees it: PACKED reads PENDING. A CANCELLED order is listed under the COMPLETED filter.',
  values: ['PENDING', 'COMPLETED', 'CANCELLED'] as const satisfies readonly CustomerStatus[],
});
const CustomerOrderFilterEnum = builder.enumType('CustomerOrderFilter', { values: CUSTOMER_ORDER_FILTERS });
export const OrderUnitEnum = builder.enumType('OrderLineUnit', { values: UNITS });

export const OrderTotalsType = builder.objectRef<OrderTotals>('OrderTotals').implement({
  description:
    'Integer cents. Open orders are priced on ordered quantities (an estimate); packed and completed ones on packed weights.',
  fields: (t) => ({
    subTotal: t.exposeInt('subTotal'),
    freight: t.exposeInt('freight'),
    cutting: t.exposeInt('cutting'),
    gst: t.exposeInt('gst'),
    total: t.exposeInt('total'),
  }),
});

const OrderLineType = builder.objectRef<OrderLineView>('OrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    productId: t.exposeID('productId', { nullable: true }),
    productName: t.exposeString('productName'),
    productCode: t.exposeString('productCode'),
    productUnit: t.field({ type: OrderUnitEnum, resolve: (l) => l.unit }),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (l) => imageVariants(l.imageKey) }),
    quantity: t.exposeFloat('quantity', { description: 'As ordered.' }),
    packedWeight: t.exposeFloat('packedWeight', {
      nullable: true,
      description: 'Set once staff have packed the order (null while it is being packed).',
    }),
    unitPrice: t.exposeInt('unitPrice', {
      description: 'Cents charged per unit, decided when the order was placed.',
    }),
    notes: t.exposeString('notes'),
    product: t.field({
      type: ProductType,
      nullable: true,
      description:
        'The product as it is now, if it can still be ordered (enabled); null otherwise. For "order again".',
      resolve: (l, _args, ctx) => (l.productId ? ctx.services.products.get(l.productId) : null),
    }),
  }),
});

type CustomerChange = { canChange: boolean; message: string; phone: string | null };
const CustomerChangeType = builder.objectRef<CustomerChange>('OrderCustomerChange').implement({
  fields: (t) => ({
    canChange: t.exposeBoolean('canChange'),
    phone: t.exposeString('phone', {
      nullable: true,
      description:
        'Locked: the shop’s phone from Settings, to call about a change (null while it can change, or none set).',
    }),
    message: t.exposeString('message', {
      description:
        '‘You can change or cancel this order until 05:00 on Friday 04/12/2026.’ or ‘This order is locked: …’',
    }),
  }),
});

export const OrderType = builder.objectRef<OrderView>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.string({
      description: 'First 5 characters, upper-cased.',
      resolve: (o) => shortOrderId(o.id),
    }),
    orderDate: t.string({ description: 'ISO 8601 instant.', resolve: (o) => o.orderDate.toISOString() }),
    orderDay: t.string({
      description:
        'The day the order was placed, YYYY-MM-DD in Pacific/Auckland: what the customer sees, without the browser ' +
        'needing the time zone rules (the first Intl format a page makes costs a phone about 100 ms).',
      resolve: (o) => aucklandDateString(o.orderDate),
    }),
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    status: t.field({ type: CustomerOrderStatusEnum, resolve: (o) => customerStatus(o.status) }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true }),
    freight: t.exposeInt('freight'),
    cutting: t.exposeInt('cutting'),
    hasInvoice: t.exposeBoolean('hasInvoice'),
    version: t.exposeInt('version', {
      description:
        'Send it back with changeMyOrder or cancelMyOrder: a newer one refuses the change (ORDER_STALE).',
    }),
    customerChange: t.field({
      type: CustomerChangeType,
      description:
        'Whether the customer may still change or cancel the order (PENDING, packing not started, before its ' +
        'processing date’s cutoff in Pacific/Auckland), and what to tell them: until when, or why not and whom to call.',
      resolve: (o, _args, ctx) => ctx.services.orders.changeWindow(o),
    }),
    itemCount: t.int({ resolve: (o) => o.lines.length }),
    lines: t.field({ type: [OrderLineType], resolve: (o) => o.lines }),
    totals: t.field({
      type: OrderTotalsType,
      nullable: true,
      description: 'Null for a cancelled order: it was not charged, and must not read as a bill.',
      resolve: (o) => o.totals,
    }),
  }),
});

const OrderPageType = builder.objectRef<OrderPage>('OrderPage').implement({
  fields: (t) => ({
    orders: t.field({ type: [OrderType], resolve: (p) => p.orders }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

const DeliveryDayType = builder.objectRef<DeliveryDayView>('DeliveryDay').implement({
  description:
    'A customer’s next delivery day in their delivery zone, and the zone’s charges (cents, excl. GST).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    text: t.exposeString('text', { description: '“Your next delivery day is Thursday 04/12/2026”.' }),
    notice: t.exposeString('notice', {
      nullable: true,
      description:
        'Why an order placed now is not processed today (the zone’s cutoff, Sunday, a closed day).',
    }),
    zoneName: t.exposeString('name'),
    days: t.exposeString('days', {
      description: 'The zone’s delivery days in words: “Tuesday and Thursday”.',
    }),
    freightChargeCents: t.int({ resolve: (d) => d.freightCharge }),
    freeFreightThresholdCents: t.int({ resolve: (d) => d.freeFreightThreshold }),
    minimumOrderCents: t.int({ resolve: (d) => d.minimumOrder, description: '0: no minimum.' }),
  }),
});

type ProcessingDateView = {
  date: string;
  moved: boolean;
  notice: string | null;
  delivery: DeliveryDayView | null;
};
const ProcessingDateType = builder.objectRef<ProcessingDateView>('ProcessingDate').implement({
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    moved: t.exposeBoolean('moved', { description: 'True when the cutoff or a Sunday moved it past today.' }),
    notice: t.exposeString('notice', { nullable: true }),
    delivery: t.field({
      type: DeliveryDayType,
      nullable: true,
      description:
        'For a customer in a delivery zone: the processing date of a delivery order placed now (the first of ' +
        'the zone’s days on or after `date`, by the zone’s cutoff), and the zone’s charges. Null otherwise: ' +
        'a delivery is processed on `date`, with Settings’ freight. Pick-up always goes by `date`.',
      resolve: (p) => p.delivery,
    }),
  }),
});

const ProductNoteType = builder.objectRef<ProductNote>('ProductNote').implement({
  fields: (t) => ({ productId: t.exposeID('productId'), notes: t.exposeString('notes') }),
});

const OrderLineInput = builder.inputType('OrderLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.float({ required: true }),
    notes: t.string(),
  }),
});

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  description:
    'What a customer orders. There is deliberately no price or total here: the server decides them.',
  fields: (t) => ({
    idempotencyKey: t.string({
      required: true,
      description: 'Made when the cart page opens; new after each order.',
    }),
    lines: t.field({ type: [OrderLineInput], required: true }),
    isDelivery: t.boolean({ required: true, description: 'true: delivery; false: pick-up.' }),
    purchaseOrder: t.string(),
  }),
});

const ChangeMyOrderInput = builder.inputType('ChangeMyOrderInput', {
  description: 'A customer’s own order as they change it: the whole list of lines. Never a price.',
  fields: (t) => ({
    lines: t.field({ type: [OrderLineInput], required: true }),
    isDelivery: t.boolean({ required: true, description: 'true: delivery; false: pick-up.' }),
    purchaseOrder: t.string(),
  }),
});

type OrderEvent = { action: 'ADDED' | 'UPDATED' | 'DELETED'; order: OrderView };
const OrderEventType = builder.objectRef<OrderEvent>('OrderEvent').implement({
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (e) => e.action }),
    order: t.field({ type: OrderType, resolve: (e) => e.order }),
  }),
});

/** The signed-in customer's id; the scope has already made sure there is one. */
function customerIdOf(ctx: { viewer: { customerId: string | null } | null }): string {
  const id = ctx.viewer?.customerId;
  if (!id) throw new DomainError('CUSTOMER_ORDER_ONLY');
  return id;
}

builder.queryFields((t) => ({
  orderProcessingDate: t.field({
    type: ProcessingDateType,
    authScopes: { signedIn: true },
    description:
      'The day an order placed now is processed, worked out on the server in Pacific/Auckland time.',
    resolve: (_root, _args, ctx) => ctx.services.orders.processingDateNow(ctx.viewer?.customerId ?? null),
  }),
  listMyOrders: t.field({
    type: OrderPageType,
    authScopes: { customer: true },
    description: 'The signed-in customer’s orders, newest first.',
    args: {
      status: t.arg({ type: CustomerOrderFilterEnum, defaultValue: DEFAULT_CUSTOMER_ORDER_FILTER }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 50, description: '1 to 1000.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orders.listMine(customerIdOf(ctx), {
        filter: args.status ?? DEFAULT_CUSTOMER_ORDER_FILTER,
        offset: args.offset ?? 0,
        limit: args.limit ?? 50,
      }),
  }),
  getMyOrder: t.field({
    type: OrderType,
    authScopes: { customer: true },
    description: 'One of the signed-in customer’s orders; any other id is ORDER_NOT_FOUND.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (!isRecordId(args.id)) throw new DomainError('ORDER_NOT_FOUND');
      return ctx.services.orders.mine(customerIdOf(ctx), recordId(args.id));
    },
  }),
  myProductNotes: t.field({
    type: [ProductNoteType],
    authScopes: { customer: true },
    description: 'The signed-in customer’s saved notes, for the given products or all.',
    args: { productIds: t.arg.idList({ description: 'At most 1,000.' }) },
    resolve: (_root, args, ctx) =>
      ctx.services.productNotes.list(customerIdOf(ctx), args.productIds?.map(String).filter(isRecordId)),
  }),
}));

builder.mutationFields((t) => ({
  createOrder: t.field({
    type: OrderType,
    authScopes: { customer: true },
    description:
      'Places an order. The same idempotency key always answers with the same order. Refused, with the shop’s ' +
      'phone in the message, while the account is on stop (ACCOUNT_ON_HOLD) or when the order would take it over ' +
      'its credit limit (CREDIT_LIMIT_EXCEEDED, with the figures).',
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('CUSTOMER_ORDER_ONLY');
      return ctx.services.orderWriter.place(ctx.viewer, {
        idempotencyKey: input.idempotencyKey,
        isDelivery: input.isDelivery,
        purchaseOrder: input.purchaseOrder ?? '',
        lines: input.lines.map((l) => ({
          productId: String(l.productId),
          quantity: l.quantity,
          notes: l.notes ?? '',
        })),
      });
    },
  }),
  changeMyOrder: t.field({
    type: OrderType,
    authScopes: { customer: true },
    description:
      'Changes the signed-in customer’s own order read at `version`, by staff’s rules (kept lines keep their ' +
      'price; new ones are priced by the server). ORDER_LOCKED, with why and the shop’s phone, after the cutoff ' +
      'or once packing started; ORDER_STALE over a newer version; ORDER_NOT_FOUND for anyone else’s order. The ' +
      'confirmation mail is sent again.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      input: t.arg({ type: ChangeMyOrderInput, required: true }),
    },
    resolve: (_root, { id, version, input }, ctx) => {
      if (!ctx.viewer) throw new DomainError('CUSTOMER_ORDER_ONLY');
      if (!isRecordId(id)) throw new DomainError('ORDER_NOT_FOUND');
      return ctx.services.orderWriter.changeByCustomer(ctx.viewer, recordId(id), version, {
        isDelivery: input.isDelivery,
        purchaseOrder: input.purchaseOrder ?? '',
        lines: input.lines.map((l) => ({
          productId: String(l.productId),
          quantity: l.quantity,
          notes: l.notes ?? '',
        })),
      });
    },
  }),
  cancelMyOrder: t.field({
    type: OrderType,
    authScopes: { customer: true },
    description:
      'Cancels the signed-in customer’s own order read at `version`; refused as changeMyOrder is once it is locked.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, { id, version }, ctx) => {
      if (!ctx.viewer) throw new DomainError('CUSTOMER_ORDER_ONLY');
      if (!isRecordId(id)) throw new DomainError('ORDER_NOT_FOUND');
      return ctx.services.orderWriter.changeByCustomer(ctx.viewer, recordId(id), version, null);
    },
  }),
  setProductNote: t.field({
    type: ProductNoteType,
    nullable: true,
    authScopes: { customer: true },
    description:
      'Adds or replaces the signed-in customer’s note on a product; an empty note deletes it (null).',
    args: { productId: t.arg.id({ required: true }), notes: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.productNotes.set(customerIdOf(ctx), recordId(args.productId), args.notes),
  }),
  deleteProductNote: t.field({
    type: 'ID',
    authScopes: { customer: true },
    args: { productId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const productId = recordId(args.productId);
      await ctx.services.productNotes.delete(customerIdOf(ctx), productId);
      return productId;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  myOrderChanged: t.field({
    type: OrderEventType,
    authScopes: { customer: true },
    description:
      'One of the signed-in customer’s orders was placed or changed (by staff or by them). Nobody else’s.',
    subscribe: (_root, _args, ctx) => {
      const customerId = customerIdOf(ctx);
      return pipe(
        ctx.services.events.subscribe('order'),
        // A deleted order cannot be read back as an Order; the customer's list drops it on its next read.
        filter((event) => event.customerId === customerId && event.action !== 'DELETED'),
      );
    },
    resolve: async (event, _args, ctx) => ({
      action: event.action,
      order: await ctx.services.orders.mine(customerIdOf(ctx), event.orderId),
    }),
  }),
}));
