import { useEffect, useEffectEvent } from 'react';
import type { TypedDocumentString } from '../gql/graphql';
import { subscribe } from './graphql';

/**
 * Listens to a subscription while mounted and `listening`: `onData` gets every event, `onReconnect` runs whenever the
 * stream opens (at first, or after a dropped connection or a hidden tab), since events may have been missed (see
 * {@link subscribe}). `false` or `null` keeps the stream closed; another value (another record opened) opens it
 * afresh. The handlers are read as they are when an event comes, so they may close over the latest render.
 */
export function useSubscription<TResult>(
  document: TypedDocumentString<TResult, Record<string, never>>,
  onData: (data: TResult) => void,
  onReconnect: () => void,
  listening: boolean | string | null = true,
): void {
  const handleData = useEffectEvent(onData);
  const handleReconnect = useEffectEvent(onReconnect);
  useEffect(() => {
    if (listening === false || listening === null) return;
    return subscribe(
      document,
      {},
      (data) => handleData(data),
      () => handleReconnect(),
    );
  }, [document, listening]);
}
