import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RetryPushMutation = graphql(`
  mutation RetryPush($id: ID!) {
    retryPush(id: $id)
  }
`);

/** Sends a failed or waiting push again now; the list refreshes from the live event. */
export function useRetryPush() {
  return useMutation({
    mutationFn: async (id: string) => (await execute(RetryPushMutation, { id })).retryPush,
  });
}
