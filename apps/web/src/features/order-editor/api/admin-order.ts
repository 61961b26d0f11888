import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminOrderFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const AdminOrderQuery = graphql(`
  query OrderEditorOrder($id: ID!) {
    adminOrder(id: $id) {
      ...AdminOrderFields
    }
  }
`);

graphql(`
  fragment AdminOrderFields on AdminOrder {
    id
    shortId
    version
    status
    orderDate
    processingDate
    line
    priceLevelId
    purchaseOrder
    notes
    isDelivery
    freight
    cutting
    productionRef
    invoiceNumber
    totalIsEstimate
    updatedAt
    updatedByName
    customer {
      id
      companyName
      contactName
      email
      phone
      exists
    }
    lines {
      id
      productId
      productName
      productCode
      productUnit
      categoryName
      quantity
      packedWeight
      unitPrice
      levelPrice
      priceOverridden
      notes
      image {
        url
        srcSet
        width
        height
      }
    }
    totals {
      subTotal
      freight
      cutting
      gst
      total
    }
    delivery {
      deliveredAt
      receivedBy
      recordedBy
      photoUrl
      signatureUrl
    }
    invoice {
      id
      number
      revision
      issuedAt
      total
      pdfUrl
      emailedAt
      xeroProblem
    }
    correctionNotes {
      id
      kind
      number
      xeroProblem
      title
      issuedAt
      reason
      invoiceNumber
      total
      gst
      pdfUrl
    }
    invoiceRevisions {
      revision
      at
      actorName
      summary
      total
      changes {
        field
        before
        after
      }
    }
    sync {
      system
      status
      topic
      attempts
      lastError
      updatedAt
    }
    history {
      id
      version
      at
      actorName
      summary
      changes {
        field
        before
        after
      }
    }
  }
`);

export type AdminOrder = AdminOrderFieldsFragment;
export type AdminOrderLine = AdminOrder['lines'][number];
export type DeliveryProof = NonNullable<AdminOrder['delivery']>;

export const adminOrderQueryKey = (id: string) => ['adminOrder', id] as const;

/** The order as stored now, outside the cache (the open form keeps what it was read at). */
export async function fetchAdminOrder(id: string): Promise<AdminOrder | null> {
  return (await execute(AdminOrderQuery, { id })).adminOrder ?? null;
}

/** One order as staff edit it; null for an unknown or malformed id. */
export function useAdminOrder(id: string | null) {
  return useQuery({
    queryKey: adminOrderQueryKey(id ?? ''),
    queryFn: () => fetchAdminOrder(id ?? ''),
    enabled: id !== null,
    // The editor holds its own copy of the form; a refetch behind it must not be mistaken for a reload.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
