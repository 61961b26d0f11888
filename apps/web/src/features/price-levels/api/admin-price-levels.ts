import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminPriceLevelsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminPriceLevelsDocument = graphql(`
  query AdminPriceLevels($search: String) {
    adminPriceLevels(search: $search) {
      count
      limit
      rows {
        id
        name
        customPriceCount
        customerCount
        accountingSync {
          state
          lastError
        }
      }
    }
  }
`);

export type AdminPriceLevel = AdminPriceLevelsQuery['adminPriceLevels']['rows'][number];

/** Every price-levels answer in the cache: what adding, deleting or saving custom prices makes stale. */
export const adminPriceLevelsQueryKey = ['adminPriceLevels'] as const;

/** The price levels whose name holds the search, and how many exist of the most allowed. */
export function useAdminPriceLevels(search: string) {
  return useQuery({
    queryKey: [...adminPriceLevelsQueryKey, search],
    queryFn: async () =>
      (await execute(AdminPriceLevelsDocument, { search: search || null })).adminPriceLevels,
    placeholderData: keepPreviousData,
  });
}
