import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { integrationSystemsQueryKey } from './integration-systems';
import { pushesQueryKey } from './pushes';

const PushesChangedDocument = graphql(`
  subscription PushesChanged {
    pushesChanged {
      pushIds
    }
  }
`);

/** Reads the pushes and the systems' counts again whenever a push is queued, tried, retried or dismissed. */
export function useLivePushes(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: pushesQueryKey });
      void queryClient.invalidateQueries({ queryKey: integrationSystemsQueryKey });
    };
    return subscribe(PushesChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
