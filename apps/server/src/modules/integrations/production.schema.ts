import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { isRecordId, recordId } from '../../graphql/ids.ts';
import type { ExternalSync } from '../../integrations/order-sync.ts';
import type { Viewer } from '../auth/viewer.ts';
import { AdminOrderType } from '../orders/order-admin.schema.ts';
import type { AdminOrder } from '../orders/order-admin-list.service.ts';

const SyncStatusEnum = builder.enumType('SyncStatus', {
  description:
    'PENDING: the push waits or is being retried; SENT: the system took it; FAILED: given up (Retry sends it again).',
  values: ['PENDING', 'SENT', 'FAILED'] as const,
});

export const ExternalSyncType = builder.objectRef<ExternalSync>('ExternalSync').implement({
  description: 'The newest push about a record (an order, a product, a customer) to one external system.',
  fields: (t) => ({
    system: t.exposeString('system', { description: '‘production’ or ‘accounting’.' }),
    status: t.field({ type: SyncStatusEnum, resolve: (sync) => sync.status }),
    topic: t.exposeString('topic', { description: 'What was pushed, e.g. production.order.update.' }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: 'Why the last attempt failed, as staff are shown it.',
    }),
    updatedAt: t.string({
      description: 'ISO 8601 instant.',
      resolve: (sync) => sync.updatedAt.toISOString(),
    }),
  }),
});

type Integrations = { production: boolean; accounting: boolean };
export const IntegrationsType = builder.objectRef<Integrations>('Integrations').implement({
  description: 'Which systems are the HTTP adapters (true) rather than built in (false).',
  fields: (t) => ({
    production: t.exposeBoolean('production'),
    accounting: t.exposeBoolean('accounting'),
  }),
});

type ProductionSyncResult = { order: AdminOrder; changed: boolean };
const ProductionSyncResultType = builder.objectRef<ProductionSyncResult>('ProductionSyncResult').implement({
  fields: (t) => ({
    order: t.field({ type: AdminOrderType, resolve: (result) => result.order }),
    changed: t.exposeBoolean('changed', {
      description: 'The production system’s status or packed weights replaced the order’s.',
    }),
  }),
});

type MultiSyncResult = { sent: number; updated: number };
const MultiSyncResultType = builder.objectRef<MultiSyncResult>('MultiSyncResult').implement({
  fields: (t) => ({
    sent: t.exposeInt('sent', { description: 'Orders sent to the production system.' }),
    updated: t.exposeInt('updated', { description: 'Orders its answer changed here.' }),
  }),
});

builder.objectFields(AdminOrderType, (t) => ({
  sync: t.field({
    type: [ExternalSyncType],
    authScopes: { admin: true },
    description: 'The newest push about the order per external system; [] with the built-in systems.',
    resolve: (order, _args, ctx) => ctx.services.orderSync.syncOf(order.id),
  }),
}));

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

function orderId(id: string | number): string {
  if (!isRecordId(id)) throw new DomainError('ORDER_NOT_FOUND');
  return recordId(id);
}

builder.queryFields((t) => ({
  integrations: t.field({
    type: IntegrationsType,
    authScopes: { admin: true },
    description: 'Staff: which external systems are configured.',
    resolve: (_root, _args, ctx) => ctx.services.orderSync.integrations(),
  }),
}));

builder.mutationFields((t) => ({
  retryOrderSync: t.field({
    type: AdminOrderType,
    authScopes: { admin: true },
    description: 'Staff: sends the order’s failed pushes again, now.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.productionSync.retry(staff(ctx), orderId(args.orderId)),
  }),
  syncOrderFromProduction: t.field({
    type: ProductionSyncResultType,
    authScopes: { admin: true },
    description:
      'Staff: asks the production system for the order and takes its status and packed weights when they ' +
      'differ. With the built-in production system nothing is asked and `changed` is false.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => ctx.services.productionSync.syncOrder(staff(ctx), orderId(args.id)),
  }),
  syncOrdersWithProduction: t.field({
    type: MultiSyncResultType,
    authScopes: { admin: true },
    description:
      'Staff: sends every open (PENDING and PACKED) order to the production system and takes its answers.',
    resolve: (_root, _args, ctx) => ctx.services.productionSync.syncAll(staff(ctx)),
  }),
}));
