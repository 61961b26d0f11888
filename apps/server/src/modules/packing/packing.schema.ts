import { DomainError } from '@cleaver/domain/errors';
import type { PickListGroupEntry, PickListOrderEntry, PickListProductEntry } from '@cleaver/domain/packing';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
import { OrderStatusEnum } from '../orders/order-admin.schema.ts';
import { OrderUnitEnum } from '../orders/orders.schema.ts';
import type { PackedWeightResult, PackingBoard, PackingLine, PackingOrder } from './packing.service.ts';
import { type PickList, pickListPdfUrl } from './pick-list.service.ts';

const PackingLineType = builder.objectRef<PackingLine>('PackingLine').implement({
  description: 'An order line as the packing board shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productName: t.exposeString('productName'),
    productCode: t.exposeString('productCode'),
    productUnit: t.field({ type: OrderUnitEnum, resolve: (l) => l.unit }),
    productGroup: t.exposeString('productGroup', {
      description: 'The product’s current group; ‘Other’ when the product is gone.',
    }),
    quantity: t.exposeFloat('quantity', { description: 'As ordered.' }),
    packedWeight: t.exposeFloat('packedWeight', { nullable: true, description: 'null: not packed yet.' }),
    notes: t.exposeString('notes'),
    farOff: t.exposeBoolean('farOff', {
      description: 'The packed weight is more than 20 % above or below the ordered quantity.',
    }),
  }),
});

const PackingOrderType = builder.objectRef<PackingOrder>('PackingOrder').implement({
  description: 'An order on the packing board.',
  fields: (t) => ({
    id: t.exposeID('id'),
    shortId: t.exposeString('shortId'),
    version: t.exposeInt('version', { description: 'Each packed weight saved raises it.' }),
    companyName: t.exposeString('companyName', { nullable: true }),
    isDelivery: t.exposeBoolean('isDelivery', { nullable: true, description: 'null: not chosen.' }),
    purchaseOrder: t.exposeString('purchaseOrder'),
    notes: t.exposeString('notes'),
    status: t.field({ type: OrderStatusEnum, resolve: (o) => o.status }),
    lines: t.field({ type: [PackingLineType], resolve: (o) => o.lines }),
  }),
});

const PackingBoardType = builder.objectRef<PackingBoard>('PackingBoard').implement({
  fields: (t) => ({
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    orders: t.field({
      type: [PackingOrderType],
      description: 'The PENDING and PACKED orders of the date, by company name.',
      resolve: (b) => b.orders,
    }),
  }),
});

const PickListOrderType = builder.objectRef<PickListOrderEntry>('PickListOrder').implement({
  fields: (t) => ({
    orderId: t.exposeID('orderId'),
    shortId: t.exposeString('shortId'),
    companyName: t.exposeString('companyName'),
    quantity: t.exposeFloat('quantity', { description: 'Ordered on this order.' }),
    notes: t.exposeString('notes', {
      description:
        'The notes of the order’s lines of this product (‘skin off’), joined by ‘; ’; empty if none.',
    }),
    orderNotes: t.exposeString('orderNotes', { description: 'The order’s notes.' }),
    cuttingCharged: t.exposeBoolean('cuttingCharged', {
      description: 'The order has a cutting charge: cut as its notes say.',
    }),
  }),
});

const PickListProductType = builder.objectRef<PickListProductEntry>('PickListProduct').implement({
  fields: (t) => ({
    productId: t.exposeID('productId', { nullable: true, description: 'null: the product is gone.' }),
    productName: t.exposeString('productName'),
    productCode: t.exposeString('productCode'),
    unit: t.field({ type: OrderUnitEnum, resolve: (p) => p.unit }),
    quantity: t.exposeFloat('quantity', { description: 'Ordered, summed over the orders.' }),
    packedWeight: t.exposeFloat('packedWeight', {
      nullable: true,
      description: 'Packed so far, summed over the lines packed; null if none is.',
    }),
    orders: t.field({ type: [PickListOrderType], resolve: (p) => p.orders }),
  }),
});

const PickListGroupType = builder.objectRef<PickListGroupEntry>('PickListGroup').implement({
  fields: (t) => ({
    group: t.exposeString('group'),
    products: t.field({ type: [PickListProductType], resolve: (g) => g.products }),
  }),
});

const PickListType = builder.objectRef<PickList>('PickList').implement({
  description: 'A processing date’s PENDING and PACKED orders summed by product group and product.',
  fields: (t) => ({
    processingDate: t.exposeString('processingDate', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    orderCount: t.exposeInt('orderCount'),
    groups: t.field({ type: [PickListGroupType], resolve: (p) => p.groups }),
    pdfUrl: t.string({
      description: 'The same pick list as a printable PDF (staff session).',
      resolve: (p) => pickListPdfUrl(p.processingDate),
    }),
  }),
});

const PackedWeightResultType = builder.objectRef<PackedWeightResult>('PackedWeightResult').implement({
  fields: (t) => ({
    line: t.field({ type: PackingLineType, resolve: (r) => r.line }),
    orderId: t.exposeID('orderId'),
    version: t.exposeInt('version', { description: 'The order’s version after the save.' }),
  }),
});

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  packingBoard: t.field({
    type: PackingBoardType,
    authScopes: { admin: true },
    description:
      'Staff: the packing board of a processing date (YYYY-MM-DD): its PENDING and PACKED orders with their ' +
      'lines. null: the next processing date.',
    args: { processingDate: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.packing.board(args.processingDate ?? null),
  }),
  pickList: t.field({
    type: PickListType,
    authScopes: { admin: true },
    description:
      'Staff: the pick list of a processing date (YYYY-MM-DD): quantities summed by product group and ' +
      'product, with the orders each comes from. null: the next processing date.',
    args: { processingDate: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.pickList.pickList(args.processingDate ?? null),
  }),
}));

builder.mutationFields((t) => ({
  setPackedWeight: t.field({
    type: PackedWeightResultType,
    authScopes: { admin: true },
    description:
      'Staff: saves one line’s packed weight (0 to 99,999.999, at most 3 decimals; null clears it). Raises ' +
      'the order’s version and writes its history; no notification. PACKING_CLOSED once the order is ' +
      'COMPLETED or CANCELLED.',
    args: { lineId: t.arg.id({ required: true }), packedWeight: t.arg.float() },
    resolve: (_root, args, ctx) => {
      if (!isRecordId(args.lineId)) throw new DomainError('NOT_FOUND');
      return ctx.services.packing.setPackedWeight(
        staff(ctx),
        recordId(args.lineId),
        args.packedWeight ?? null,
      );
    },
  }),
  markOrderPacked: t.field({
    type: PackingOrderType,
    authScopes: { admin: true },
    description:
      'Staff: marks an order PACKED; lines without a packed weight are packed as ordered. PACKING_CLOSED once ' +
      'the order is COMPLETED or CANCELLED; PACKED_WEIGHTS_FAR_OFF (the lines in the message) while a line is ' +
      'packed more than 20 % off what was ordered, unless `confirmFarOff`; STAFF_ORDER_TOO_LARGE past the bound.',
    args: {
      id: t.arg.id({ required: true }),
      confirmFarOff: t.arg.boolean({
        description: 'Staff have seen the lines packed far off what was ordered and mean them.',
      }),
    },
    resolve: (_root, args, ctx) => {
      if (!isRecordId(args.id)) throw new DomainError('ORDER_NOT_FOUND');
      return ctx.services.packing.markPacked(staff(ctx), recordId(args.id), {
        farOffConfirmed: args.confirmFarOff === true,
      });
    },
  }),
}));
