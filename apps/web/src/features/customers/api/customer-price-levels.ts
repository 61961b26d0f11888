import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerPriceLevelsQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CustomerPriceLevelsDocument = graphql(`
  query CustomerPriceLevels {
    adminPriceLevels {
      rows {
        id
        name
      }
    }
  }
`);

export type CustomerPriceLevelOption = CustomerPriceLevelsQuery['adminPriceLevels']['rows'][number];

/** Every price level by name, for the customer dialog's Price Level choice. */
export function useCustomerPriceLevels() {
  return useQuery({
    queryKey: ['customerPriceLevels'],
    queryFn: async () => (await execute(CustomerPriceLevelsDocument)).adminPriceLevels.rows,
  });
}
