import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateAdminInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { driversQueryKey } from './list-drivers';

const CreateDriverMutation = graphql(`
  mutation CreateDriver($input: CreateAdminInput!) {
    createDriver(input: $input) {
      ...AdminAccountFields
    }
  }
`);

/** Adds a driver; the server mails them a temporary password. */
export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAdminInput) =>
      (await execute(CreateDriverMutation, { input })).createDriver,
    onSuccess: () => {
      // The delivery zone dialog's Driver choices are kept under the zones' key.
      void queryClient.invalidateQueries({ queryKey: ['deliveryZones'] });
      return queryClient.invalidateQueries({ queryKey: driversQueryKey });
    },
  });
}
