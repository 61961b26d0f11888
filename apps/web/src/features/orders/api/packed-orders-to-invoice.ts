import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const PackedOrdersToInvoiceQuery = graphql(`
  query PackedOrdersToInvoice {
    packedOrdersToInvoice
  }
`);

/** The ids of the PACKED orders without an invoice, oldest processing date first; read fresh for each batch. */
export async function fetchPackedOrdersToInvoice(): Promise<string[]> {
  return (await execute(PackedOrdersToInvoiceQuery)).packedOrdersToInvoice;
}
