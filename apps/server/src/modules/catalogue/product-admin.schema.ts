import { ADMIN_PRODUCTS_ALL_LIMIT, PRODUCT_TYPES } from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import { imageVariants } from '../../platform/images.ts';
import type { Viewer } from '../auth/viewer.ts';
import type {
  AdminProductPage,
  ProductDeletion,
  ProductLevelPrice,
  ProductSubmission,
} from './product-admin.service.ts';
import { ProductImageType, ProductUnitEnum } from './products.schema.ts';
import type { CatalogueProduct } from './products.service.ts';

const ProductTypeEnum = builder.enumType('ProductType', {
  description: 'Goods, or a service such as cutting. Fixed once the product exists.',
  values: PRODUCT_TYPES,
});

export const AdminProductType = builder.objectRef<CatalogueProduct>('AdminProduct').implement({
  description: 'A product as staff see it: every field, disabled products included. Prices in integer cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    productName: t.exposeString('name'),
    productCode: t.exposeString('code'),
    productType: t.field({ type: ProductTypeEnum, resolve: (p) => p.type }),
    description: t.exposeString('description'),
    productUnit: t.field({ type: ProductUnitEnum, resolve: (p) => p.unit }),
    productGroup: t.exposeString('productGroup'),
    categoryId: t.exposeID('categoryId'),
    categoryName: t.exposeString('categoryName'),
    defaultPrice: t.int({ description: 'Cents, excluding GST.', resolve: (p) => p.defaultPrice }),
    isEnabled: t.exposeBoolean('isEnabled'),
    isInStock: t.exposeBoolean('inStock'),
    imageKey: t.exposeString('imageKey', { nullable: true }),
    image: t.field({ type: ProductImageType, nullable: true, resolve: (p) => imageVariants(p.imageKey) }),
    leadDays: t.exposeInt('leadDays', { description: 'Whole days ahead it must be ordered; 0: none.' }),
    deliveryWeekdays: t.exposeIntList('deliveryWeekdays', {
      nullable: true,
      description: 'The weekdays (1 Monday … 6 Saturday) it can be delivered on; null: any.',
    }),
  }),
});

const AdminProductPageType = builder.objectRef<AdminProductPage>('AdminProductPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [AdminProductType], resolve: (page) => page.rows }),
    totalCount: t.exposeInt('totalCount', { description: 'Products matching, across every page.' }),
  }),
});

const ProductLevelPriceType = builder.objectRef<ProductLevelPrice>('ProductLevelPrice').implement({
  description: 'A price level with one product’s custom price on it.',
  fields: (t) => ({
    priceLevelId: t.exposeID('priceLevelId'),
    priceLevelName: t.exposeString('priceLevelName'),
    customPrice: t.int({
      nullable: true,
      description: 'Cents; null where the level has no custom price for the product.',
      resolve: (p) => p.customPrice,
    }),
  }),
});

const ProductDeleteOutcomeEnum = builder.enumType('ProductDeleteOutcome', {
  values: {
    DELETED: { description: 'Gone, with its custom prices and notes.' },
    ARCHIVED: { description: 'On past or recurring orders: hidden everywhere, its order lines kept.' },
  } as const,
});

const ProductDeletionType = builder.objectRef<ProductDeletion>('ProductDeletion').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    outcome: t.field({ type: ProductDeleteOutcomeEnum, resolve: (d) => d.outcome }),
  }),
});

const CustomPriceInput = builder.inputType('CustomPriceInput', {
  fields: (t) => ({
    priceLevelId: t.id({ required: true }),
    priceCents: t.int({ description: 'Cents, 0 to 9,999,900; null clears the custom price.' }),
  }),
});

const ProductInputType = builder.inputType('ProductInput', {
  description: 'Money in integer cents, excluding GST. Errors: BAD_INPUT with the field’s message.',
  fields: (t) => ({
    productType: t.field({ type: ProductTypeEnum, required: true }),
    productName: t.string({ required: true }),
    productCode: t.string({ required: true, description: 'Unique, whatever the case.' }),
    description: t.string(),
    defaultPriceCents: t.int({ required: true }),
    productUnit: t.field({ type: ProductUnitEnum, required: true }),
    categoryId: t.id({ required: true }),
    productGroup: t.string({ required: true, description: 'One of the 13 groups, e.g. "Chicken A".' }),
    isEnabled: t.boolean({ description: 'true when left out.' }),
    isInStock: t.boolean({ description: 'true when left out.' }),
    imageKey: t.string({ description: 'A key answered by the image upload, or the product’s current one.' }),
    leadDays: t.int({
      description: 'Days ahead it must be ordered, 0–14; left out: kept (0 on a new product).',
    }),
    deliveryWeekdays: t.intList({
      description: 'Weekdays 1–6 it can be delivered on; null: any day; left out: kept as it is.',
    }),
    customPrices: t.field({
      type: [CustomPriceInput],
      description: 'Custom prices to set or clear; price levels not listed keep theirs.',
    }),
  }),
});

type ProductInputArgs = typeof ProductInputType.$inferInput;

function productInput(input: ProductInputArgs): ProductSubmission {
  return {
    ...input,
    categoryId: String(input.categoryId),
    description: input.description ?? '',
    isEnabled: input.isEnabled ?? true,
    isInStock: input.isInStock ?? true,
    imageKey: input.imageKey ?? null,
    leadDays: input.leadDays ?? undefined,
    ...(input.deliveryWeekdays === undefined ? {} : { deliveryWeekdays: input.deliveryWeekdays }),
    customPrices: (input.customPrices ?? []).map((p) => ({
      priceLevelId: String(p.priceLevelId),
      priceCents: p.priceCents ?? null,
    })),
  };
}

/** The staff member a change is written under; the admin scope has already let only staff through. */
function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  adminProducts: t.field({
    type: AdminProductPageType,
    authScopes: { admin: true },
    description:
      'Staff: products (not archived; disabled included) by name, or by best match when searching name ' +
      `and code, optionally in one category. Paged by offset; limit 1 to ${ADMIN_PRODUCTS_ALL_LIMIT}.`,
    args: {
      search: t.arg.string(),
      categoryId: t.arg.id({ description: 'Only products in this category.' }),
      offset: t.arg.int({ description: 'Products to skip; 0 when left out.' }),
      limit: t.arg.int({ description: `Page size, 1 to ${ADMIN_PRODUCTS_ALL_LIMIT}; 50 when left out.` }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.productAdmin.list({
        ...args,
        // An id that is not a uuid names no category: nothing matches.
        categoryId:
          args.categoryId == null ? null : isRecordId(args.categoryId) ? recordId(args.categoryId) : '-',
      }),
  }),
  adminProduct: t.field({
    type: AdminProductType,
    nullable: true,
    authScopes: { admin: true },
    description: 'Staff: a product that is not archived, disabled ones too; null when there is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      isRecordId(args.id) ? ctx.services.productAdmin.get(recordId(args.id)) : null,
  }),
  productPriceLevels: t.field({
    type: [ProductLevelPriceType],
    authScopes: { admin: true },
    description:
      'Staff: every price level by name with the product’s custom price on each (all null without a product).',
    args: { productId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      ctx.services.productAdmin.priceLevels(args.productId == null ? null : recordId(args.productId)),
  }),
}));

builder.mutationFields((t) => ({
  createProduct: t.field({
    type: AdminProductType,
    authScopes: { admin: true },
    description:
      'Staff: adds a product with its custom prices; writes a notice; open catalogues update live. ' +
      'Errors: BAD_INPUT, PRODUCT_CODE_TAKEN, PRODUCT_IMAGE_MISSING.',
    args: { input: t.arg({ type: ProductInputType, required: true }) },
    resolve: (_root, { input }, ctx) => ctx.services.productAdmin.create(staff(ctx), productInput(input)),
  }),
  updateProduct: t.field({
    type: AdminProductType,
    authScopes: { admin: true },
    description:
      'Staff: saves a product and the custom prices listed; writes a notice; open catalogues update live. ' +
      'Errors: NOT_FOUND, BAD_INPUT, PRODUCT_TYPE_LOCKED, PRODUCT_CODE_TAKEN, PRODUCT_IMAGE_MISSING.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ProductInputType, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      ctx.services.productAdmin.update(staff(ctx), recordId(id), productInput(input)),
  }),
  deleteProduct: t.field({
    type: ProductDeletionType,
    authScopes: { admin: true },
    description:
      'Staff: deletes a product, or archives it when orders or recurring orders name it; writes a notice.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => ctx.services.productAdmin.delete(staff(ctx), recordId(id)),
  }),
}));
