import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ListAdminsQuery = graphql(`
  query ListAdmins($offset: Int!, $limit: Int) {
    listAdmins(offset: $offset, limit: $limit) {
      total
      admins {
        ...AdminAccountFields
      }
    }
  }
`);

export const adminsQueryKey = ['settings', 'admins'] as const;

/** One page of admins by name; `limit` null for all of them. */
export function useListAdmins(page: { offset: number; limit: number | null }) {
  return useQuery({
    queryKey: [...adminsQueryKey, page.offset, page.limit],
    queryFn: async () => (await execute(ListAdminsQuery, page)).listAdmins,
    placeholderData: keepPreviousData,
  });
}
