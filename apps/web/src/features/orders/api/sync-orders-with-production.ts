import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SyncOrdersWithProductionMutation = graphql(`
  mutation SyncOrdersWithProduction {
    syncOrdersWithProduction {
      sent
      updated
    }
  }
`);

/** Database Sync: sends every open (DEFAULT) order to the production system and takes back what it changed. */
export function useSyncOrdersWithProduction() {
  return useMutation({
    mutationFn: async () => (await execute(SyncOrdersWithProductionMutation)).syncOrdersWithProduction,
  });
}
