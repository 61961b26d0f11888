import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminAccountFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyAdminAccountQuery = graphql(`
  query MyAdminAccount {
    myAdminAccount {
      ...AdminAccountFields
    }
  }
`);

graphql(`
  fragment AdminAccountFields on AdminAccount {
    id
    firstName
    lastName
    email
    mustChangePassword
  }
`);

export type AdminAccount = AdminAccountFieldsFragment;

export const myAdminAccountQueryKey = ['settings', 'my-admin-account'] as const;

/** The signed-in admin's own name and email (Settings, My Account). */
export function useMyAdminAccount() {
  return useQuery({
    queryKey: myAdminAccountQueryKey,
    queryFn: async () => (await execute(MyAdminAccountQuery)).myAdminAccount,
  });
}
