import {
  ADMIN_PRODUCTS_ALL_LIMIT,
  MAX_CUSTOM_PRICE_CHANGES,
  MAX_PRICE_LEVELS,
} from '@cleaver/domain/constants';
import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import { AccountingSyncStateType } from '../../integrations/accounting/accounting-sync.schema.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { CustomPriceSave, LevelProductPage, LevelProductRow } from './custom-prices.service.ts';
import type { PriceLevelList, PriceLevelSummary } from './price-levels.service.ts';

const AdminPriceLevelType = builder.objectRef<PriceLevelSummary>('AdminPriceLevel').implement({
  description: 'A price level as staff see it: what is on it and where it stands with the accounting system.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    customPriceCount: t.exposeInt('customPriceCount', { description: 'Products with a custom price on it.' }),
    customerCount: t.exposeInt('customerCount', { description: 'Customers on it, archived ones left out.' }),
    accountingSync: t.field({ type: AccountingSyncStateType, resolve: (level) => level.accountingSync }),
  }),
});

const AdminPriceLevelListType = builder.objectRef<PriceLevelList>('AdminPriceLevelList').implement({
  fields: (t) => ({
    rows: t.field({ type: [AdminPriceLevelType], resolve: (list) => list.rows }),
    count: t.exposeInt('count', { description: 'Price levels that exist, whatever the search.' }),
    limit: t.exposeInt('limit', { description: `Most price levels that may exist (${MAX_PRICE_LEVELS}).` }),
  }),
});

const PriceLevelProductType = builder.objectRef<LevelProductRow>('PriceLevelProduct').implement({
  description: 'A product in a price level’s custom price editor. Prices in integer cents, excluding GST.',
  fields: (t) => ({
    productId: t.exposeID('productId'),
    productCode: t.exposeString('productCode'),
    productName: t.exposeString('productName'),
    isEnabled: t.exposeBoolean('isEnabled'),
    defaultPrice: t.int({ resolve: (row) => row.defaultPrice }),
    customPrice: t.int({
      nullable: true,
      description: 'The level’s custom price; null where it has none.',
      resolve: (row) => row.customPrice,
    }),
  }),
});

const PriceLevelProductPageType = builder.objectRef<LevelProductPage>('PriceLevelProductPage').implement({
  fields: (t) => ({
    priceLevelId: t.id({ resolve: (page) => page.priceLevel.id }),
    priceLevelName: t.string({ resolve: (page) => page.priceLevel.name }),
    rows: t.field({ type: [PriceLevelProductType], resolve: (page) => page.rows }),
    totalCount: t.exposeInt('totalCount', { description: 'Products matching, across every page.' }),
  }),
});

const CustomPriceSaveType = builder.objectRef<CustomPriceSave>('CustomPriceSave').implement({
  fields: (t) => ({
    priceLevelId: t.exposeID('priceLevelId'),
    set: t.exposeInt('set', { description: 'Custom prices set or changed.' }),
    removed: t.exposeInt('removed', { description: 'Custom prices removed.' }),
    customPriceCount: t.exposeInt('customPriceCount', { description: 'Custom prices on the level now.' }),
  }),
});

const CustomPriceChangeInput = builder.inputType('CustomPriceChangeInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    price: t.int({ description: 'Cents, 0 to 9,999,900; null or 0 removes the custom price.' }),
  }),
});

/** The staff member a change is written under; the admin scope has already let only staff through. */
function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.queryFields((t) => ({
  adminPriceLevels: t.field({
    type: AdminPriceLevelListType,
    authScopes: { admin: true },
    description: 'Staff: price levels whose name holds the search (any case), by name, and how many exist.',
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => ctx.services.priceLevels.list(args.search),
  }),
  priceLevelProducts: t.field({
    type: PriceLevelProductPageType,
    authScopes: { admin: true },
    description:
      'Staff: the custom price editor of a price level: products (not archived; disabled included) by name, ' +
      `or by best match when searching name and code, paged by offset; limit 1 to ${ADMIN_PRODUCTS_ALL_LIMIT}. ` +
      'Errors: NOT_FOUND.',
    args: {
      priceLevelId: t.arg.id({ required: true }),
      search: t.arg.string(),
      onlyCustom: t.arg.boolean({ description: 'Only products with a custom price on the level.' }),
      offset: t.arg.int({ description: 'Products to skip; 0 when left out.' }),
      limit: t.arg.int({ description: 'Page size; 50 when left out.' }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.customPrices.products({ ...args, priceLevelId: recordId(args.priceLevelId) }),
  }),
}));

builder.mutationFields((t) => ({
  createPriceLevel: t.field({
    type: AdminPriceLevelType,
    authScopes: { admin: true },
    description: `Staff: adds a price level (at most ${MAX_PRICE_LEVELS}); writes a notice. Errors: PRICE_LEVEL_REQUIRED, PRICE_LEVEL_EXISTS, PRICE_LEVEL_LIMIT, BAD_INPUT.`,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.priceLevels.create(staff(ctx), args),
  }),
  deletePriceLevel: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description:
      'Staff: deletes a price level with no custom prices and no customers (archived customers let go of it); ' +
      'writes a notice. ' +
      'Errors: NOT_FOUND, PRICE_LEVEL_IN_USE, PRICE_LEVEL_HAS_CUSTOMERS.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.priceLevels.delete(staff(ctx), recordId(args.id)),
  }),
  updateCustomPrices: t.field({
    type: CustomPriceSaveType,
    authScopes: { admin: true },
    description:
      `Staff: sets and removes up to ${MAX_CUSTOM_PRICE_CHANGES} custom prices of a level in one transaction (all or none); ` +
      'writes a notice; customers on the level see the new prices at once. ' +
      'Errors: NOTHING_TO_UPDATE, BAD_INPUT (naming the row), NOT_FOUND.',
    args: {
      priceLevelId: t.arg.id({ required: true }),
      changes: t.arg({ type: [CustomPriceChangeInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.customPrices.update(
        staff(ctx),
        recordId(args.priceLevelId),
        args.changes.map((change) => ({
          productId: String(change.productId).toLowerCase(),
          priceCents: change.price ?? null,
        })),
      ),
  }),
}));
