import { graphql } from '../../../gql';
import type { InvoiceBatchPreviewQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const InvoiceBatchPreviewDocument = graphql(`
  query InvoiceBatchPreview {
    invoiceBatchPreview {
      orderId
      shortId
      companyName
      processingDate
      total
      farOffLines
      unusuallyLarge
    }
  }
`);

export type InvoiceBatchOrder = InvoiceBatchPreviewQuery['invoiceBatchPreview'][number];

/**
 * The PACKED orders without an invoice, oldest processing date first, each with the total its invoice would bill
 * and what makes it worth a second look; read fresh for each batch.
 */
export async function fetchInvoiceBatchPreview(): Promise<InvoiceBatchOrder[]> {
  return (await execute(InvoiceBatchPreviewDocument)).invoiceBatchPreview;
}
