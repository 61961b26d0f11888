import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ResetPasswordMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword)
  }
`);

/** Forgot password, step two: the mailed code and the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (variables: ResetPasswordMutationVariables) =>
      (await execute(ResetPasswordMutation, variables)).resetPassword,
  });
}
