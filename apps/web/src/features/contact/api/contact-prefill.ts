import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ContactPrefillQuery = graphql(`
  query ContactPrefill {
    myAccount {
      firstName
      lastName
      email
      phone
    }
  }
`);

/** What a signed-in customer's Contact Us form starts with. */
export interface ContactPrefill {
  fullName: string;
  email: string;
  mobile: string;
}

/**
 * The signed-in customer's name, email and phone for the Contact Us form. `userId` is the customer's
 * user id, or null for a guest or staff, who start with an empty form (nothing is asked for).
 */
export function useContactPrefill(userId: string | null) {
  return useQuery({
    queryKey: ['contactPrefill', userId],
    enabled: userId !== null,
    queryFn: async (): Promise<ContactPrefill> => {
      const { myAccount } = await execute(ContactPrefillQuery);
      return {
        fullName: [myAccount.firstName, myAccount.lastName].filter(Boolean).join(' '),
        email: myAccount.email,
        mobile: myAccount.phone,
      };
    },
  });
}
