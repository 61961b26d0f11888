import type { PushFilter } from '@cleaver/domain/integrations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PushesQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const PushesDocument = graphql(`
  query Pushes($status: PushFilter!, $offset: Int!, $limit: Int!) {
    pushes(status: $status, offset: $offset, limit: $limit) {
      total
      rows {
        id
        system
        what
        record {
          kind
          name
          link
        }
        attempts
        lastError
        state
        nextAttemptAt
        createdAt
        dismissal {
          reason
          byName
          at
        }
      }
    }
  }
`);

export type PushRow = PushesQuery['pushes']['rows'][number];

/** Every page of pushes in the cache: what a push change makes stale. */
export const pushesQueryKey = ['pushes'] as const;

/** One page of the open pushes, oldest first; the previous page stays while the next loads. */
export function usePushes(filter: { status: PushFilter; offset: number; limit: number }) {
  return useQuery({
    queryKey: [...pushesQueryKey, filter],
    queryFn: async () => (await execute(PushesDocument, filter)).pushes,
    placeholderData: keepPreviousData,
  });
}
