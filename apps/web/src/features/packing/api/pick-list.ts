import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PickListQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { packingQueryKey } from './query-keys';

const PickListDocument = graphql(`
  query PickList($processingDate: String) {
    pickList(processingDate: $processingDate) {
      processingDate
      orderCount
      pdfUrl
      groups {
        group
        products {
          productId
          productName
          productCode
          unit
          quantity
          packedWeight
          orders {
            orderId
            shortId
            companyName
            quantity
            notes
            orderNotes
            cuttingCharged
          }
        }
      }
    }
  }
`);

export type PickList = PickListQuery['pickList'];
export type PickListProduct = PickList['groups'][number]['products'][number];
export type PickListOrder = PickListProduct['orders'][number];

/**
 * A processing date's quantities by product group and product, with the orders each comes from and their line
 * notes, cutting and notes.
 */
export function usePickList(processingDate: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...packingQueryKey, 'pickList', processingDate],
    queryFn: async () => (await execute(PickListDocument, { processingDate })).pickList,
    placeholderData: keepPreviousData,
    enabled,
  });
}
