import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const CreateInvoiceMutation = graphql(`
  mutation CreateInvoice($orderId: ID!, $sendCustomerEmail: Boolean!) {
    createInvoice(orderId: $orderId, sendCustomerEmail: $sendCustomerEmail) {
      ...AdminOrderFields
    }
  }
`);

/**
 * Invoices the order, emailing the PDF when asked; answers the order as it is now (COMPLETED, with its invoice).
 * An invoiced order's invoice never changes: for one this only mails it again.
 */
export function useCreateInvoice() {
  return useMutation({
    mutationFn: async (variables: { orderId: string; sendCustomerEmail: boolean }) =>
      (await execute(CreateInvoiceMutation, variables)).createInvoice,
  });
}
