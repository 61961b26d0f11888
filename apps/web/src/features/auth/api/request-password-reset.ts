import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Forgot password, step one: the server mails a code if the email has an account, and says the same either way. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await execute(RequestPasswordResetMutation, { email })).requestPasswordReset,
  });
}
