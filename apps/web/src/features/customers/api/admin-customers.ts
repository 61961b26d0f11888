import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminCustomersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminCustomersDocument = graphql(`
  query AdminCustomers($search: String, $offset: Int, $limit: Int) {
    adminCustomers(search: $search, offset: $offset, limit: $limit) {
      totalCount
      rows {
        ...AdminCustomerRow
      }
    }
  }

  fragment AdminCustomerRow on AdminCustomer {
    id
    customerCode
    firstName
    lastName
    email
    mobile
    companyName
    customerLevel
    isActive
    onStop
    onStopReason
    onStopSince
    priceLevel {
      id
      name
    }
    deliveryZone {
      id
      name
    }
    address {
      addr1
      addr2
      addr3
      city
      postalCode
    }
    paymentTerms
    paymentTermsLabel
    creditLimit
    orderCount
    recurringOrderCount
    accountingSync {
      state
      lastError
    }
    sync {
      system
      status
      lastError
    }
  }
`);

export type AdminCustomerRow = AdminCustomersQuery['adminCustomers']['rows'][number];

export type AdminCustomersFilter = { search: string; offset: number; limit: number };

/** Every customers-table page in the cache: what a customer change makes stale. */
export const adminCustomersQueryKey = ['adminCustomers'] as const;

/** One page of the back-office customers table; the previous page stays on screen while the next loads. */
export function useAdminCustomers(filter: AdminCustomersFilter) {
  return useQuery({
    queryKey: [...adminCustomersQueryKey, filter],
    queryFn: async () =>
      (
        await execute(AdminCustomersDocument, {
          search: filter.search || null,
          offset: filter.offset,
          limit: filter.limit,
        })
      ).adminCustomers,
    placeholderData: keepPreviousData,
  });
}
