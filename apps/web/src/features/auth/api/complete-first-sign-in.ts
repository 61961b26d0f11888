import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { meQueryKey } from './me';

const CompleteFirstSignInMutation = graphql(`
  mutation CompleteFirstSignIn($newPassword: String!) {
    completeFirstSignIn(newPassword: $newPassword) {
      ...ViewerFields
    }
  }
`);

/** Replaces the temporary password; the server starts a fresh session and answers with the viewer. */
export function useCompleteFirstSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (newPassword: string) =>
      (await execute(CompleteFirstSignInMutation, { newPassword })).completeFirstSignIn,
    onSuccess: (viewer) => queryClient.setQueryData(meQueryKey, viewer),
  });
}
