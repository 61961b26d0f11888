import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { accountOnHoldQueryKey } from './query-keys';

const AccountOnHoldQuery = graphql(`
  query AccountOnHold {
    me {
      accountOnHold
    }
  }
`);

/**
 * While the customer's account is on stop, what their trolley says ('Your account is on hold. Please contact us on
 * …'), as the server would refuse the order; null when they may order. The first screen carries it; staff putting
 * the account on stop or taking it off (the account's stream) asks again.
 */
export function useAccountOnHold(enabled: boolean) {
  return useQuery({
    queryKey: accountOnHoldQueryKey,
    queryFn: async () => (await execute(AccountOnHoldQuery)).me?.accountOnHold ?? null,
    enabled,
  });
}
