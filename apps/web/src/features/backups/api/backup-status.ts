import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { BackupStatusFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

graphql(`
  fragment BackupStatusFields on BackupStatus {
    hour
    keep
    folder
    latest {
      day
      startedAt
      finishedAt
      status
      bytes
      error
    }
  }
`);

const BackupStatusQuery = graphql(`
  query BackupStatus {
    backupStatus {
      ...BackupStatusFields
    }
  }
`);

const UpdateBackupSettingsMutation = graphql(`
  mutation UpdateBackupSettings($hour: Int!, $keep: Int!) {
    updateBackupSettings(hour: $hour, keep: $keep) {
      ...BackupStatusFields
    }
  }
`);

export type BackupStatus = BackupStatusFieldsFragment;

const backupStatusQueryKey = ['backups', 'status'] as const;

/** When the nightly backup runs, how many are kept, where, and how the newest went. */
export function useBackupStatus() {
  return useQuery({
    queryKey: backupStatusQueryKey,
    queryFn: async () => (await execute(BackupStatusQuery)).backupStatus,
    staleTime: 0,
  });
}

/** Saves the backup hour and how many are kept. */
export function useUpdateBackupSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { hour: number; keep: number }) =>
      (await execute(UpdateBackupSettingsMutation, input)).updateBackupSettings,
    onSuccess: (saved) => queryClient.setQueryData(backupStatusQueryKey, saved),
  });
}
