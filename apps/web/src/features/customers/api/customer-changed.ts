import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { graphql } from '../../../gql';
import { subscribe } from '../../../lib/graphql';
import { adminCustomersQueryKey } from './admin-customers';

const CustomerChangedDocument = graphql(`
  subscription CustomerChanged {
    customerChanged {
      action
      customerId
    }
  }
`);

/** Refetches the customers table whenever any staff member adds, changes, disables or deletes a customer. */
export function useLiveAdminCustomers(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey });
    return subscribe(CustomerChangedDocument, {}, refresh, refresh);
  }, [queryClient]);
}
