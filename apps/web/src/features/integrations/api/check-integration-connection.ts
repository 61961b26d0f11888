import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ExternalSystem } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { integrationSystemsQueryKey } from './integration-systems';

const CheckIntegrationConnectionMutation = graphql(`
  mutation CheckIntegrationConnection($system: ExternalSystem!) {
    checkIntegrationConnection(system: $system) {
      system
      lastCheck {
        ok
        checkedAt
      }
    }
  }
`);

/** Asks a system's API host whether it answers; the cards show the new check. */
export function useCheckIntegrationConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (system: ExternalSystem) =>
      (await execute(CheckIntegrationConnectionMutation, { system })).checkIntegrationConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationSystemsQueryKey }),
  });
}
