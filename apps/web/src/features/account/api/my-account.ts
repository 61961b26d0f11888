import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyAccountQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyAccountDocument = graphql(`
  query MyAccount {
    myAccount {
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
  }
`);

export type MyAccount = MyAccountQuery['myAccount'];

export const myAccountQueryKey = ['myAccount'] as const;

export const myAccountQueryOptions = queryOptions({
  queryKey: myAccountQueryKey,
  queryFn: async () => (await execute(MyAccountDocument)).myAccount,
});

/** The signed-in customer's own record. */
export function useMyAccount() {
  return useQuery(myAccountQueryOptions);
}
