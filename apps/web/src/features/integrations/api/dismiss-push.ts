import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const DismissPushMutation = graphql(`
  mutation DismissPush($id: ID!, $reason: String!) {
    dismissPush(id: $id, reason: $reason)
  }
`);

/** Gives a push up for good, with the reason kept. */
export function useDismissPush() {
  return useMutation({
    mutationFn: async (variables: { id: string; reason: string }) =>
      (await execute(DismissPushMutation, variables)).dismissPush,
  });
}
