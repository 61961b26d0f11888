import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import type { TypedDocumentString } from '../gql/graphql';
import { useSubscription } from './use-subscription';

/**
 * Keeps the queries under `queryKeys` current while mounted and `enabled`: every event of the subscription, and
 * every opening of its stream (events may have been missed), refetches what is on screen of them.
 */
export function useLiveInvalidation<TResult>(
  document: TypedDocumentString<TResult, Record<string, never>>,
  queryKeys: readonly QueryKey[],
  enabled = true,
): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  useSubscription(document, refresh, refresh, enabled);
}
