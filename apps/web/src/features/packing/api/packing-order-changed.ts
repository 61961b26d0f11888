import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { packingQueryKey } from './query-keys';

const PackingOrderChangedDocument = graphql(`
  subscription PackingOrderChanged {
    adminOrderChanged {
      action
      orderId
    }
  }
`);

/** Refetches the board and pick list whenever an order is placed, changed, packed or deleted anywhere. */
export function useLivePacking(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: packingQueryKey });
    return subscribe(PackingOrderChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
