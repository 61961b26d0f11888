import { MAX_ORDER_LINES } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { availabilityText } from '@cleaver/domain/product-availability';
import { UNITS } from '@cleaver/domain/quantity';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import { type ImageVariants, imageVariants } from '../../platform/images.ts';
import type { CatalogueProduct, ProductPage } from './products.service.ts';

export const ProductUnitEnum = builder.enumType('ProductUnit', { values: UNITS });

export const ProductImageType = builder.objectRef<ImageVariants>('ProductImage').implement({
  description: 'WebP variants of a product picture, 4:3.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The largest variant.' }),
    srcSet: t.exposeString('srcSet', { description: 'Every variant with its width, for an img srcset.' }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

export const ProductType = builder.objectRef<CatalogueProduct>('Product').implement({
  fields: (t) => ({
    leadDays: t.exposeInt('leadDays', {
      description: 'Whole days an order must be placed before its processing date; 0: none.',
    }),
    deliveryWeekdays: t.exposeIntList('deliveryWeekdays', {
      nullable: true,
      description: 'The weekdays (1 Monday … 6 Saturday) it can be delivered on; null: any.',
    }),
    availability: t.string({
      nullable: true,
      description: '“Order 2 days ahead”, “Thursdays only”, both; null: any day.',
      resolve: (p) => availabilityText({ leadDays: p.leadDays, weekdays: p.deliveryWeekdays }),
    }),
    id: t.exposeID('id'),
    productName: t.exposeString('name'),
    productCode: t.exposeString('code'),
    description: t.exposeString('description'),
    productUnit: t.field({ type: ProductUnitEnum, resolve: (p) => p.unit }),
    categoryName: t.exposeString('categoryName'),
    productGroup: t.exposeString('productGroup'),
    isEnabled: t.exposeBoolean('isEnabled'),
    isInStock: t.exposeBoolean('inStock'),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (p) => imageVariants(p.imageKey) }),
    // `price` is pricing's (modules/pricing/product-price.schema.ts): what the viewer pays for it.
  }),
});

const ProductPageType = builder.objectRef<ProductPage>('ProductPage').implement({
  fields: (t) => ({
    products: t.field({ type: [ProductType], resolve: (page) => page.products }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
    totalCount: t.exposeInt('totalCount', { description: 'Products matching, across every page.' }),
  }),
});

type ProductEvent = {
  action: 'ADDED' | 'UPDATED' | 'DELETED';
  productId: string;
  product: CatalogueProduct | null;
};

const ProductEventType = builder.objectRef<ProductEvent>('ProductEvent').implement({
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (e) => e.action }),
    productId: t.exposeID('productId'),
    product: t.field({
      type: ProductType,
      nullable: true,
      description: 'Null when the product was deleted or archived.',
      resolve: (e) => e.product,
    }),
  }),
});

builder.queryFields((t) => ({
  listProducts: t.field({
    type: ProductPageType,
    authScopes: { public: true },
    description: 'The catalogue: enabled products by name, or by best match when searching. Open to guests.',
    args: {
      category: t.arg.string({ description: 'A category name, e.g. "Chicken".' }),
      search: t.arg.string({
        description: 'Matched against names and codes, any word order, partial words.',
      }),
      after: t.arg.string({ description: 'The nextCursor of the previous page.' }),
      first: t.arg.int({ description: 'Page size, 1 to 100; 20 when left out.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.products.list(args),
  }),
  searchProducts: t.field({
    type: [ProductType],
    authScopes: { public: true },
    description: 'The header search: up to 5 enabled products; none for a term under 3 characters.',
    args: { term: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.products.search(args.term),
  }),
  getProduct: t.field({
    type: ProductType,
    nullable: true,
    authScopes: { public: true },
    description: 'An enabled product; null when there is none with this id or it is disabled.',
    args: { id: t.arg.id({ required: true }) },
    // An id that is not even a uuid names no product: null, like any other unknown id.
    resolve: (_root, args, ctx) =>
      isRecordId(args.id) ? ctx.services.products.get(recordId(args.id)) : null,
  }),
  getProducts: t.field({
    type: [ProductType],
    nullable: { list: false, items: true },
    authScopes: { public: true },
    description:
      `The enabled products with these ids, in the order asked, at most ${MAX_ORDER_LINES} (an order's lines): ` +
      'null in the place of an id with no enabled product. The cart asks for its lines in one request.',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => {
      if (args.ids.length > MAX_ORDER_LINES) throw new DomainError('BAD_INPUT');
      return Promise.all(
        args.ids.map(String).map((id) => (isRecordId(id) ? ctx.services.products.get(recordId(id)) : null)),
      );
    },
  }),
}));

builder.mutationFields((t) => ({
  setProductAvailability: t.field({
    type: ProductType,
    authScopes: { admin: true },
    description:
      'Staff: enables or disables a product, or marks it in or out of stock; writes a notice and pushes the product to the external systems. Open catalogues update live.',
    args: {
      id: t.arg.id({ required: true }),
      isEnabled: t.arg.boolean(),
      isInStock: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => {
      // The admin scope has let only staff through; the change is written under their name.
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
      return ctx.services.productAdmin.setAvailability(ctx.viewer, recordId(args.id), args);
    },
  }),
}));

builder.subscriptionFields((t) => ({
  productChanged: t.field({
    type: ProductEventType,
    authScopes: { public: true },
    description:
      'A product was added, updated (disabled ones included, so lists can drop them), deleted or archived.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('product'),
    resolve: async (event, _args, ctx) => {
      const product = await ctx.services.products.get(event.productId, { includeDisabled: true });
      // Deleted or archived meanwhile: lists drop it either way.
      return { action: product ? event.action : 'DELETED', productId: event.productId, product };
    },
  }),
}));
