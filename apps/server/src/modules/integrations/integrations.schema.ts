import { DomainError } from '@cleaver/domain/errors';
import { PUSH_FILTERS, PUSH_STATES } from '@cleaver/domain/integrations';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { recordId } from '../../graphql/ids.ts';
import type { AppEvents } from '../../platform/events.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ConnectionState, IntegrationView } from './connections.service.ts';
import { IntegrationsType } from './production.schema.ts';
import type { PushRecord, PushRecordKind } from './push-records.ts';
import type { PushDismissal, PushPage, PushView } from './pushes.service.ts';

const ExternalSystemEnum = builder.enumType('ExternalSystem', {
  values: { PRODUCTION: { value: 'production' }, ACCOUNTING: { value: 'accounting' } } as const,
});

const IntegrationAdapterEnum = builder.enumType('IntegrationAdapter', {
  description:
    'BUILT_IN: the ledger or packing board in this app, nothing is pushed; HTTP: the spec’s REST contract.',
  values: ['BUILT_IN', 'HTTP'] as const,
});

const PushFilterEnum = builder.enumType('PushFilter', {
  description:
    'Open pushes: ALL (waiting and failed), PENDING (waiting or being sent) or FAILED; or DISMISSED by staff.',
  values: PUSH_FILTERS,
});

const PushStateEnum = builder.enumType('PushState', {
  description:
    'WAITING for its next try, SENDING right now, FAILED (given up: refused, or too many tries), or DISMISSED by staff.',
  values: PUSH_STATES,
});

const PushRecordKindEnum = builder.enumType('PushRecordKind', {
  values: [
    'ORDER',
    'ORDERS',
    'CUSTOMER',
    'PRODUCT',
    'PRICE_LEVEL',
    'STANDING_ORDER',
  ] satisfies PushRecordKind[],
});

const ConnectionStateType = builder.objectRef<ConnectionState>('ConnectionState').implement({
  fields: (t) => ({
    ok: t.exposeBoolean('ok', { description: 'The API host answered CONNECTION_OK.' }),
    checkedAt: t.string({ description: 'ISO 8601 instant.', resolve: (c) => c.checkedAt.toISOString() }),
  }),
});

const IntegrationSystemType = builder.objectRef<IntegrationView>('IntegrationSystem').implement({
  description: 'An external system: its adapter, its last connection check and its open pushes.',
  fields: (t) => ({
    system: t.field({ type: ExternalSystemEnum, resolve: (i) => i.system }),
    adapter: t.field({ type: IntegrationAdapterEnum, resolve: (i) => i.adapter }),
    host: t.exposeString('host', { nullable: true, description: 'The API host (HTTP only).' }),
    lastCheck: t.field({
      type: ConnectionStateType,
      nullable: true,
      description:
        'null until checked (by staff, the screen opening, or the probe while pushes wait); kept in memory, told to every instance.',
      resolve: (i) => i.lastCheck,
    }),
    pending: t.exposeInt('pending', { description: 'Pushes waiting or being sent.' }),
    failed: t.exposeInt('failed', { description: 'Pushes given up.' }),
  }),
});

const PushRecordType = builder.objectRef<PushRecord>('PushRecord').implement({
  fields: (t) => ({
    kind: t.field({ type: PushRecordKindEnum, resolve: (r) => r.kind }),
    name: t.exposeString('name', {
      description:
        'A customer’s company, a product’s name, an order’s company and short id; ‘(deleted)’ when gone.',
    }),
    link: t.exposeString('link', {
      nullable: true,
      description: 'The back-office path of its screen; null when gone or without one.',
    }),
  }),
});

const PushDismissalType = builder.objectRef<PushDismissal>('PushDismissal').implement({
  description: 'Why staff gave a push up, who and when.',
  fields: (t) => ({
    reason: t.exposeString('reason'),
    byName: t.exposeString('byName', { description: 'The staff member’s name.' }),
    at: t.string({ description: 'ISO 8601 instant.', resolve: (d) => d.at.toISOString() }),
  }),
});

const PushType = builder.objectRef<PushView>('Push').implement({
  description: 'A change not yet through to an external system.',
  fields: (t) => ({
    id: t.exposeID('id'),
    system: t.field({ type: ExternalSystemEnum, resolve: (p) => p.system }),
    topic: t.exposeString('topic'),
    what: t.exposeString('what', { description: '‘Product update to the accounting system’.' }),
    record: t.field({ type: PushRecordType, nullable: true, resolve: (p) => p.record }),
    attempts: t.exposeInt('attempts', { description: 'Tries so far.' }),
    lastError: t.exposeString('lastError', { nullable: true }),
    state: t.field({ type: PushStateEnum, resolve: (p) => p.state }),
    nextAttemptAt: t.string({
      nullable: true,
      description: 'ISO 8601 instant of the next try; null while being sent or once failed.',
      resolve: (p) => p.nextAttemptAt?.toISOString() ?? null,
    }),
    createdAt: t.string({ description: 'ISO 8601 instant.', resolve: (p) => p.createdAt.toISOString() }),
    dismissal: t.field({
      type: PushDismissalType,
      nullable: true,
      description: 'null unless DISMISSED.',
      resolve: (p) => p.dismissal,
    }),
  }),
});

const PushPageType = builder.objectRef<PushPage>('PushPage').implement({
  fields: (t) => ({
    rows: t.field({ type: [PushType], resolve: (p) => p.rows }),
    total: t.exposeInt('total', { description: 'Pushes matching, across every page.' }),
  }),
});

type ConnectionEvent = AppEvents['connection'][0];
const ConnectionCheckedEventType = builder.objectRef<ConnectionEvent>('ConnectionCheckedEvent').implement({
  fields: (t) => ({
    system: t.field({ type: ExternalSystemEnum, resolve: (e) => e.system }),
    ok: t.exposeBoolean('ok'),
    checkedAt: t.exposeString('checkedAt', { description: 'ISO 8601 instant.' }),
  }),
});

type PushesEvent = AppEvents['pushes'][0];
const PushesEventType = builder.objectRef<PushesEvent>('PushesEvent').implement({
  fields: (t) => ({ pushIds: t.exposeIDList('pushIds') }),
});

function staff(ctx: GraphQLContext): Viewer {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED');
  return ctx.viewer;
}

/** A malformed id names no push: it is gone as far as the caller can tell. */
function pushId(id: string | number): string {
  try {
    return recordId(id);
  } catch {
    throw new DomainError('PUSH_GONE');
  }
}

// The `integrations` query (which systems are HTTP) also tells the Integrations screen about each system.
builder.objectFields(IntegrationsType, (t) => ({
  systems: t.field({
    type: [IntegrationSystemType],
    authScopes: { admin: true },
    description: 'Staff: the production and accounting systems, in that order, with their open pushes.',
    resolve: (_root, _args, ctx) => ctx.services.connections.list(),
  }),
}));

builder.queryFields((t) => ({
  pushes: t.field({
    type: PushPageType,
    authScopes: { admin: true },
    description: 'Staff: a page of pushes not yet through, oldest first.',
    args: {
      status: t.arg({ type: PushFilterEnum, required: true }),
      offset: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true, description: '1 to 100.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.pushes.list(args.status, args.offset, args.limit),
  }),
}));

builder.mutationFields((t) => ({
  checkIntegrationConnection: t.field({
    type: IntegrationSystemType,
    authScopes: { admin: true },
    description:
      'Staff: asks the system’s API host GET /connection now (when it answers, its pushes backing off go now); ' +
      'a built-in system is answered as is.',
    args: { system: t.arg({ type: ExternalSystemEnum, required: true }) },
    resolve: (_root, args, ctx) => ctx.services.connections.check(args.system),
  }),
  retryPush: t.boolean({
    authScopes: { admin: true },
    description:
      'Staff: sends a failed or waiting push again now, its tries counted afresh. Errors: PUSH_GONE, PUSH_BEING_SENT.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      staff(ctx);
      await ctx.services.pushes.retry(pushId(args.id));
      return true;
    },
  }),
  dismissPush: t.boolean({
    authScopes: { admin: true },
    description:
      'Staff: gives a failed or waiting push up for good, keeping the reason (3–500 characters), who and when. ' +
      'Errors: BAD_INPUT, PUSH_GONE, PUSH_BEING_SENT.',
    args: { id: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.services.pushes.dismiss(staff(ctx), pushId(args.id), { reason: args.reason });
      return true;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  pushesChanged: t.field({
    type: PushesEventType,
    authScopes: { admin: true },
    description:
      'Staff: pushes were claimed by the worker (which wakes on each change queued with one), delivered, failed, retried or dismissed.',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('pushes'),
    resolve: (event) => event,
  }),
  connectionChecked: t.field({
    type: ConnectionCheckedEventType,
    authScopes: { admin: true },
    description:
      'Staff: an external system’s connection was checked (by staff, a screen opening or the probe while pushes wait).',
    subscribe: (_root, _args, ctx) => ctx.services.events.subscribe('connection'),
    resolve: (event) => event,
  }),
}));
