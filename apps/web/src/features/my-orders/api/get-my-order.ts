import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyOrderDetailFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { myOrdersQueryKey } from './query-keys';

const GetMyOrderQuery = graphql(`
  query GetMyOrder($id: ID!) {
    getMyOrder(id: $id) {
      ...MyOrderDetail
    }
  }

  fragment MyOrderDetail on Order {
    id
    shortId
    orderDay
    processingDate
    status
    purchaseOrder
    isDelivery
    freight
    cutting
    hasInvoice
    version
    customerChange {
      canChange
      message
      phone
    }
    delivery {
      deliveredAt
      receivedBy
      photoUrl
      signatureUrl
    }
    invoice {
      number
      pdfUrl
    }
    correctionNotes {
      id
      number
      title
      pdfUrl
    }
    totals {
      subTotal
      freight
      cutting
      gst
      total
    }
    lines {
      id
      productId
      productName
      productCode
      productUnit
      image {
        url
        srcSet
        width
        height
      }
      quantity
      packedWeight
      unitPrice
      notes
      product {
        id
        productName
        productCode
        productUnit
        isInStock
        image {
          url
        }
      }
    }
  }
`);

export type MyOrderDetail = MyOrderDetailFragment;
export type MyOrderLine = MyOrderDetail['lines'][number];

/** One of the customer's orders with its lines, and each line's product as it is now (for order again). */
export function useGetMyOrder(id: string | null) {
  return useQuery({
    queryKey: [...myOrdersQueryKey, 'detail', id],
    queryFn: async () => (await execute(GetMyOrderQuery, { id: id ?? '' })).getMyOrder,
    enabled: id !== null,
  });
}
