import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminChangePasswordMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminChangePasswordMutation = graphql(`
  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** Changes the admin's own password; the server ends their other sessions and renews this one. */
export function useAdminChangePassword() {
  return useMutation({
    mutationFn: async (variables: AdminChangePasswordMutationVariables) =>
      (await execute(AdminChangePasswordMutation, variables)).changePassword,
  });
}
