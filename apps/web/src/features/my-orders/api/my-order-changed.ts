import { useEffect, useEffectEvent } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';

const MyOrderChangedSubscription = graphql(`
  subscription MyOrderChanged {
    myOrderChanged {
      action
      order {
        id
      }
    }
  }
`);

/**
 * Listens for the customer's own orders being placed or changed by staff while mounted. `onChange` also
 * runs whenever the stream opens (at first, or after a dropped connection), since events may have been
 * missed.
 */
export function useMyOrderChanged(onChange: () => void): void {
  const handleChange = useEffectEvent(onChange);
  useEffect(
    () =>
      subscribe(
        MyOrderChangedSubscription,
        {},
        () => handleChange(),
        () => handleChange(),
      ),
    [],
  );
}
