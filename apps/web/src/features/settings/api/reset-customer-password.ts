import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ResetCustomerPasswordMutation = graphql(`
  mutation ResetCustomerPassword($customerId: ID!, $password: String!) {
    issueCustomerTemporaryPassword(customerId: $customerId, password: $password)
  }
`);

/**
 * Gives the customer the password staff typed as a temporary one: mailed to them, replaced at their
 * next sign-in; their sessions end.
 */
export function useResetCustomerPassword() {
  return useMutation({
    mutationFn: async (variables: { customerId: string; password: string }) =>
      (await execute(ResetCustomerPasswordMutation, variables)).issueCustomerTemporaryPassword,
  });
}
