import { useEffect, useEffectEvent } from 'react';
import { graphql } from '../../../gql';
import type { NotificationCreatedSubscription } from '../../../gql/graphql';
import { subscribe } from '../../../lib/graphql';

const NotificationCreatedSubscriptionDocument = graphql(`
  subscription NotificationCreated {
    notificationCreated {
      id
      message
      orderId
      mine
    }
  }
`);

export type NoticeEvent = NotificationCreatedSubscription['notificationCreated'];

/**
 * Listens for new staff notices while the component is mounted. `onNotice` also runs with `null`
 * whenever the stream opens (at first, or after a dropped connection), since notices may have been missed.
 */
export function useNotificationCreated(onNotice: (notice: NoticeEvent | null) => void): void {
  const handleNotice = useEffectEvent(onNotice);
  useEffect(
    () =>
      subscribe(
        NotificationCreatedSubscriptionDocument,
        {},
        (data) => handleNotice(data.notificationCreated),
        () => handleNotice(null),
      ),
    [],
  );
}
