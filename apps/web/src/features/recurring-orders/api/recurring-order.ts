import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecurringOrderFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const RecurringOrderDocument = graphql(`
  query RecurringOrder($id: ID!) {
    recurringOrder(id: $id) {
      ...RecurringOrderFields
    }
  }
`);

graphql(`
  fragment RecurringOrderFields on RecurringOrder {
    id
    isActive
    frequency
    startingDate
    selectedDays
    frequencyText
    isDelivery
    freight
    cutting
    notes
    lastGeneratedDate
    updatedAt
    version
    updatedByName
    customer {
      id
      companyName
      firstName
      lastName
      customerCode
      email
      isActive
      deliveryZoneName
      deliveryWeekdays
    }
    lines {
      id
      productId
      productName
      productCode
      unit
      quantity
      notes
      available
      unitPrice
      image {
        url
        srcSet
        width
        height
      }
    }
  }
`);

export type RecurringOrder = RecurringOrderFieldsFragment;

export const recurringOrderQueryKey = (id: string) => ['recurringOrder', id] as const;

/** One standing order as staff edit it; null for an unknown or malformed id. */
export function useRecurringOrder(id: string | null) {
  return useQuery({
    queryKey: recurringOrderQueryKey(id ?? ''),
    queryFn: async () => (await execute(RecurringOrderDocument, { id: id ?? '' })).recurringOrder ?? null,
    enabled: id !== null,
    // The editor holds its own copy of the form; a refetch behind it would not show anyway.
    refetchOnWindowFocus: false,
  });
}
