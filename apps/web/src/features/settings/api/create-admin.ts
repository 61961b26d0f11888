import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CreateAdminInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { adminsQueryKey } from './list-admins';

const CreateAdminMutation = graphql(`
  mutation CreateAdmin($input: CreateAdminInput!) {
    createAdmin(input: $input) {
      ...AdminAccountFields
    }
  }
`);

/** Adds an admin; the server mails them a temporary password. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateAdminInput) =>
      (await execute(CreateAdminMutation, { input })).createAdmin,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });
}
