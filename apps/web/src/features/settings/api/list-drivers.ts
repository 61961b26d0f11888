import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ListDriversQuery = graphql(`
  query ListDrivers {
    listDrivers {
      ...AdminAccountFields
    }
  }
`);

export const driversQueryKey = ['settings', 'drivers'] as const;

/** Every driver, by name. */
export function useListDrivers() {
  return useQuery({
    queryKey: driversQueryKey,
    queryFn: async () => (await execute(ListDriversQuery)).listDrivers,
  });
}
