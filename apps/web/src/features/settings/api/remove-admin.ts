import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { adminsQueryKey } from './list-admins';

const RemoveAdminMutation = graphql(`
  mutation RemoveAdmin($id: ID!) {
    removeAdmin(id: $id)
  }
`);

/** Removes another admin; their sessions end at once. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await execute(RemoveAdminMutation, { id })).removeAdmin,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
