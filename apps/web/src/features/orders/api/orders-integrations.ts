import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const OrdersIntegrationsQuery = graphql(`
  query OrdersIntegrations {
    integrations {
      production
      accounting
    }
  }
`);

/** Which external systems have an HTTP adapter (true) rather than the built-in one; fixed while the server runs. */
export function useOrdersIntegrations() {
  return useQuery({
    queryKey: ['integrations'],
    queryFn: async () => (await execute(OrdersIntegrationsQuery)).integrations,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
