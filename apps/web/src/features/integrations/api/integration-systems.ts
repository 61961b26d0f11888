import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { IntegrationSystemsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const IntegrationSystemsDocument = graphql(`
  query IntegrationSystems {
    integrations {
      systems {
        system
        adapter
        host
        lastCheck {
          ok
          checkedAt
        }
        pending
        failed
      }
    }
  }
`);

export type IntegrationSystem = IntegrationSystemsQuery['integrations']['systems'][number];

/** The systems' cards: what a push change or a connection check makes stale. */
export const integrationSystemsQueryKey = ['integrationSystems'] as const;

/** The production and accounting systems: adapter, last connection check and open pushes. */
export function useIntegrationSystems() {
  return useQuery({
    queryKey: integrationSystemsQueryKey,
    queryFn: async () => (await execute(IntegrationSystemsDocument)).integrations.systems,
  });
}
