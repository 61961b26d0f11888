import { builder } from '../../graphql/builder.ts';
import type { SyncState } from './accounting-sync.ts';

const SyncStateEnum = builder.enumType('AccountingSyncStateKind', {
  values: ['LEDGER', 'PENDING', 'SYNCED', 'FAILED'] as const,
  description:
    'LEDGER: kept in the built-in ledger, nothing to send; PENDING: a push waits or is retried; ' +
    'SYNCED: the last push went through; FAILED: the last push was given up.',
});

/** Where a record stands with the accounting system; customers and price levels expose it as `accountingSync`. */
export const AccountingSyncStateType = builder.objectRef<SyncState>('AccountingSyncState').implement({
  description: 'Where a record stands with the accounting system.',
  fields: (t) => ({
    state: t.field({ type: SyncStateEnum, resolve: (sync) => sync.state }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    updatedAt: t.string({ nullable: true, resolve: (sync) => sync.updatedAt?.toISOString() ?? null }),
  }),
});
