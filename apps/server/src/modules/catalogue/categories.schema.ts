import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import { recordId } from '../../graphql/ids.ts';
import type { Category } from './categories.service.ts';

const CategoryType = builder.objectRef<Category>('Category').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    categoryName: t.exposeString('name'),
  }),
});

type CategoryEvent = { action: 'ADDED' | 'UPDATED' | 'DELETED'; category: Category };

const CategoryEventType = builder.objectRef<CategoryEvent>('CategoryEvent').implement({
  fields: (t) => ({
    action: t.field({ type: ChangeActionEnum, resolve: (e) => e.action }),
    category: t.field({ type: CategoryType, resolve: (e) => e.category }),
  }),
});

builder.queryFields((t) => ({
  listCategories: t.field({
    type: [CategoryType],
    authScopes: { public: true },
    description: 'Every category, in menu order. Open to guests.',
    resolve: (_root, _args, ctx) => ctx.services.categories.list(),
  }),
}));

builder.mutationFields((t) => ({
  createCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    args: { categoryName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.create(args),
  }),
  updateCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), categoryName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.update(recordId(args.id), args),
  }),
  deleteCategory: t.field({
    type: 'ID',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.delete(recordId(args.id)),
  }),
}));

builder.subscriptionFields((t) => ({
  categoryChanged: t.field({
    type: CategoryEventType,
    authScopes: { public: true },
    description: 'A category was added, updated or deleted.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('category'),
    resolve: (event) => event,
  }),
}));
