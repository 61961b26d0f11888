import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import type { InvoiceChunkResult } from '../batch-invoicing';

const CreateInvoicesMutation = graphql(`
  mutation CreateInvoices($orderIds: [ID!]!, $sendCustomerEmail: Boolean!) {
    createInvoices(orderIds: $orderIds, sendCustomerEmail: $sendCustomerEmail) {
      created
      skipped
      invoiceIds
    }
  }
`);

/** Invoices up to 50 orders; one already invoiced or no longer PACKED is skipped, not refused. */
export async function createInvoices(
  orderIds: string[],
  sendCustomerEmail: boolean,
): Promise<InvoiceChunkResult> {
  return (await execute(CreateInvoicesMutation, { orderIds, sendCustomerEmail })).createInvoices;
}
