import { DomainError } from '@cleaver/domain/errors';
import { builder, ChangeActionEnum } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import type { Viewer } from '../auth/viewer.ts';
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

/** The staff member a change is written under; the admin scope has already let only staff through. */
function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

builder.mutationFields((t) => ({
  createCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    description: 'Adds a category; writes a notice.',
    args: { categoryName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.create(staff(ctx), args),
  }),
  updateCategory: t.field({
    type: CategoryType,
    authScopes: { admin: true },
    description: 'Renames a category; writes a notice.',
    args: { id: t.arg.id({ required: true }), categoryName: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.update(staff(ctx), recordId(args.id), args),
  }),
  deleteCategory: t.field({
    type: 'ID',
    authScopes: { admin: true },
    description: 'Deletes a category that holds no products (archived ones count); writes a notice.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.categories.delete(staff(ctx), recordId(args.id)),
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
