import { DomainError } from '@cleaver/domain/errors';
import { builder } from '../graphql/builder.ts';
import type { BackupRunView, BackupSettings } from './nightly-backups.ts';

const BackupRunType = builder.objectRef<BackupRunView>('BackupRun').implement({
  description: 'A nightly backup.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD, Pacific/Auckland.' }),
    startedAt: t.string({ description: 'ISO 8601 instant.', resolve: (r) => r.startedAt.toISOString() }),
    finishedAt: t.string({ nullable: true, resolve: (r) => r.finishedAt?.toISOString() ?? null }),
    status: t.exposeString('status', { description: 'running, ok or failed.' }),
    file: t.exposeString('file', { nullable: true }),
    bytes: t.float({ nullable: true, resolve: (r) => r.bytes }),
    error: t.exposeString('error', { nullable: true }),
  }),
});

const BackupStatusType = builder
  .objectRef<BackupSettings & { folder: string; latest: BackupRunView | null }>('BackupStatus')
  .implement({
    description: 'The nightly backup: when it runs, how many are kept, where, and how the newest went.',
    fields: (t) => ({
      hour: t.exposeInt('hour', { description: 'The Pacific/Auckland hour it runs, 0 to 23.' }),
      keep: t.exposeInt('keep', { description: 'How many nightly backups are kept, 1 to 365.' }),
      folder: t.exposeString('folder'),
      latest: t.field({ type: BackupRunType, nullable: true, resolve: (s) => s.latest }),
    }),
  });

async function status(services: { backups: import('./nightly-backups.ts').NightlyBackups }) {
  const [settings, latest] = await Promise.all([services.backups.settings(), services.backups.latest()]);
  return { ...settings, folder: services.backups.folder, latest };
}

builder.queryFields((t) => ({
  backupStatus: t.field({
    type: BackupStatusType,
    authScopes: { admin: true },
    description: 'Staff: the nightly backup’s time, how many are kept, and the newest one’s result.',
    resolve: (_root, _args, ctx) => status(ctx.services),
  }),
}));

builder.mutationFields((t) => ({
  updateBackupSettings: t.field({
    type: BackupStatusType,
    authScopes: { admin: true },
    description: 'Staff: when the nightly backup runs (hour 0–23, Auckland) and how many are kept (1–365).',
    args: { hour: t.arg.int({ required: true }), keep: t.arg.int({ required: true }) },
    resolve: async (_root, { hour, keep }, ctx) => {
      if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
        throw new DomainError('BAD_INPUT', 'The backup hour must be a whole hour from 0 to 23.');
      }
      if (!Number.isInteger(keep) || keep < 1 || keep > 365) {
        throw new DomainError('BAD_INPUT', 'Keep from 1 to 365 backups.');
      }
      await ctx.services.backups.updateSettings({ hour, keep });
      return status(ctx.services);
    },
  }),
}));
