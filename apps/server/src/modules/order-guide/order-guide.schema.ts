import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import { ProductType } from '../catalogue/products.schema.ts';
import type { OrderGuideLineView, OrderGuideView } from './order-guide.service.ts';

const OrderGuideLineType = builder.objectRef<OrderGuideLineView>('OrderGuideLine').implement({
  description: 'A product in a customer’s order guide, with what they ordered of it in the last 90 days.',
  fields: (t) => ({
    product: t.field({ type: ProductType, resolve: (line) => line.product }),
    parLevel: t.exposeFloat('parLevel', {
      nullable: true,
      description: 'What the customer wants on hand, in the product’s unit; null when none is set.',
    }),
    lastQuantity: t.exposeFloat('lastQuantity', {
      nullable: true,
      description: 'Quantity of their latest order of it in the last 90 days; null when not ordered then.',
    }),
    lastOrderedOn: t.exposeString('lastOrderedOn', {
      nullable: true,
      description: 'YYYY-MM-DD: processing date of that order.',
    }),
    timesOrdered: t.exposeInt('timesOrdered', {
      description: 'How many of their orders of the last 90 days hold it (cancelled ones not counted).',
    }),
  }),
});

const OrderGuideType = builder.objectRef<OrderGuideView>('OrderGuide').implement({
  description:
    'A customer’s order guide: the products they ordered in the last 90 days and those added by hand, less those ' +
    'taken off, by category in the catalogue’s order; within a category as arranged, then the most ordered first.',
  fields: (t) => ({
    customerId: t.exposeID('customerId'),
    lines: t.field({ type: [OrderGuideLineType], resolve: (guide) => guide.lines }),
  }),
});

/**
 * Whose guide a change is for: a customer's own (a customer id, when given, must be theirs: FORBIDDEN otherwise);
 * staff name the customer.
 */
function guideOwner(ctx: GraphQLContext, customerId: string | null | undefined): string {
  const viewer = ctx.viewer;
  if (viewer?.role === 'customer') {
    if (!viewer.customerId) throw new DomainError('FORBIDDEN');
    if (customerId && recordId(customerId) !== viewer.customerId) throw new DomainError('FORBIDDEN');
    return viewer.customerId;
  }
  if (!customerId) throw new DomainError('BAD_INPUT', 'Choose the customer whose order guide this is.');
  return recordId(customerId);
}

const CUSTOMER_ARG = 'Staff: the customer whose guide it is. A customer leaves it out (or gives their own).';

builder.queryFields((t) => ({
  myOrderGuide: t.field({
    type: OrderGuideType,
    authScopes: { customer: true },
    description: 'Your order guide, in one request.',
    resolve: (_root, _args, ctx) => ctx.services.orderGuides.guideOf(guideOwner(ctx, null)),
  }),
  customerOrderGuide: t.field({
    type: OrderGuideType,
    authScopes: { admin: true },
    description: 'Staff: a customer’s order guide. NOT_FOUND.',
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.orderGuides.guideOf(recordId(args.customerId)),
  }),
}));

builder.mutationFields((t) => ({
  setOrderGuideParLevel: t.field({
    type: OrderGuideType,
    authScopes: { customer: true, admin: true },
    description:
      'Sets a line’s par level, in the product’s unit (null clears it); a product not in the guide joins it. ' +
      'Errors: BAD_INPUT with the reason (A par level is 0 or more, Cartons, each and pieces are whole numbers, …), ' +
      'NOT_FOUND, FORBIDDEN for another customer’s guide.',
    args: {
      customerId: t.arg.id({ description: CUSTOMER_ARG }),
      productId: t.arg.id({ required: true }),
      parLevel: t.arg.float(),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orderGuides.setParLevel(
        guideOwner(ctx, args.customerId),
        recordId(args.productId),
        args.parLevel ?? null,
      ),
  }),
  addOrderGuideProduct: t.field({
    type: OrderGuideType,
    authScopes: { customer: true, admin: true },
    description:
      'Puts an enabled product in the guide (again). Errors: BAD_INPUT when the guide holds 200 products, ' +
      'NOT_FOUND, FORBIDDEN.',
    args: { customerId: t.arg.id({ description: CUSTOMER_ARG }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.orderGuides.add(guideOwner(ctx, args.customerId), recordId(args.productId)),
  }),
  removeOrderGuideProduct: t.field({
    type: OrderGuideType,
    authScopes: { customer: true, admin: true },
    description:
      'Takes a product off the guide until it is added again, however often it is ordered. NOT_FOUND, FORBIDDEN.',
    args: { customerId: t.arg.id({ description: CUSTOMER_ARG }), productId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      ctx.services.orderGuides.remove(guideOwner(ctx, args.customerId), recordId(args.productId)),
  }),
  arrangeOrderGuide: t.field({
    type: OrderGuideType,
    authScopes: { customer: true, admin: true },
    description:
      'Saves the order of the guide’s lines: every product id in the order wanted (lines stay in their ' +
      'categories). Errors: BAD_INPUT for a product listed twice or not in the guide, FORBIDDEN.',
    args: {
      customerId: t.arg.id({ description: CUSTOMER_ARG }),
      productIds: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.orderGuides.arrange(
        guideOwner(ctx, args.customerId),
        args.productIds.map((id) => recordId(id)),
      ),
  }),
}));
