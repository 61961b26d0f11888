import { graphql } from '../../../gql';
import { useLiveInvalidation } from '../../../lib/use-live-invalidation';
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
  useLiveInvalidation(CustomerChangedDocument, [adminCustomersQueryKey]);
}
