import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SyncOrderFromProductionMutation = graphql(`
  mutation SyncOrderFromProduction($id: ID!) {
    syncOrderFromProduction(id: $id) {
      changed
      order {
        ...AdminOrderFields
      }
    }
  }
`);

/** Reads the order's status and packed weights from the production system; `changed` when the order moved. */
export function useSyncOrderFromProduction() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await execute(SyncOrderFromProductionMutation, { id })).syncOrderFromProduction,
  });
}
