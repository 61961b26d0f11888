import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ChangePasswordMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

/** Changes the password; the server ends every other session and renews this one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (variables: ChangePasswordMutationVariables) =>
      (await execute(ChangePasswordMutation, variables)).changePassword,
  });
}
