import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyAccountFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyAccountDocument = graphql(`
  query MyAccount {
    myAccount {
      ...MyAccountFields
    }
  }
`);

// What My Account shows; the change mutation answers with the same fields.
graphql(`
  fragment MyAccountFields on MyAccount {
    businessName
    contactPerson
    phone
    email
    address {
      addr1
      addr2
      addr3
      city
      postalCode
    }
    orderConfirmationEmails
  }
`);

export type MyAccount = MyAccountFieldsFragment;

export const myAccountQueryKey = ['myAccount'] as const;

export const myAccountQueryOptions = queryOptions({
  queryKey: myAccountQueryKey,
  queryFn: async () => (await execute(MyAccountDocument)).myAccount,
});

/** The signed-in customer's own record. */
export function useMyAccount() {
  return useQuery(myAccountQueryOptions);
}
