import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { PackingBoardQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { packingQueryKey } from './query-keys';

const PackingBoardDocument = graphql(`
  query PackingBoard($processingDate: String) {
    packingBoard(processingDate: $processingDate) {
      processingDate
      orders {
        ...PackingOrder
      }
    }
  }

  fragment PackingOrder on PackingOrder {
    id
    shortId
    version
    companyName
    isDelivery
    purchaseOrder
    notes
    status
    lines {
      ...PackingLine
    }
  }

  fragment PackingLine on PackingLine {
    id
    productName
    productCode
    productUnit
    quantity
    packedWeight
    notes
    farOff
  }
`);

export type PackingBoard = PackingBoardQuery['packingBoard'];
export type PackingOrder = PackingBoard['orders'][number];
export type PackingLine = PackingOrder['lines'][number];

export const packingBoardQueryKey = (processingDate: string | null) =>
  [...packingQueryKey, 'board', processingDate] as const;

/** The PENDING and PACKED orders of a processing date (null: the next one, which the answer names). */
export function usePackingBoard(processingDate: string | null) {
  return useQuery({
    queryKey: packingBoardQueryKey(processingDate),
    queryFn: async () => (await execute(PackingBoardDocument, { processingDate })).packingBoard,
    placeholderData: keepPreviousData,
  });
}
