import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const MeQuery = graphql(`
  query Me {
    me {
      ...ViewerFields
    }
  }
`);

// Who is signed in; completing the first sign-in answers with the same fields.
graphql(`
  fragment ViewerFields on Viewer {
    id
    email
    firstName
    lastName
    role
    customerId
    mustChangePassword
  }
`);

export const meQueryKey = ['me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async () => (await execute(MeQuery)).me ?? null,
});

/** The signed-in user, or null for guests. */
export function useMe() {
  return useQuery(meQueryOptions);
}
