import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ListNotificationsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ListNotificationsQueryDocument = graphql(`
  query ListNotifications {
    listNotifications {
      id
      user
      message
      notificationTime
      orderId
    }
  }
`);

export type Notice = ListNotificationsQuery['listNotifications'][number];

export const listNotificationsQueryKey = ['listNotifications'] as const;

/** The newest 30 staff notices, newest first. */
export function useListNotifications() {
  return useQuery({
    queryKey: listNotificationsQueryKey,
    queryFn: async () => (await execute(ListNotificationsQueryDocument)).listNotifications,
    // Kept fresh by the notificationCreated subscription rather than by polling.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
