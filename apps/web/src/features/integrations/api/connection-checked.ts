import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { integrationSystemsQueryKey } from './integration-systems';

const ConnectionCheckedDocument = graphql(`
  subscription ConnectionChecked {
    connectionChecked {
      system
      ok
      checkedAt
    }
  }
`);

/** Reads the systems' cards again whenever a connection is checked: by staff anywhere, or the server's probe. */
export function useLiveConnections(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: integrationSystemsQueryKey });
    return subscribe(ConnectionCheckedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
