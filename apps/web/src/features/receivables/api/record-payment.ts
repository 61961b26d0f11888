import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { RecordPaymentMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { customerLedgerQueryKey } from './customer-ledger';
import { receivablesQueryKey } from './receivables';

const RecordPaymentDocument = graphql(`
  mutation RecordPayment($customerId: ID!, $input: PaymentInput!, $allocateTo: [ID!]) {
    recordPayment(customerId: $customerId, input: $input, allocateTo: $allocateTo) {
      ...CustomerLedgerFields
    }
  }
`);

/** Records a payment; the ledger it answers replaces the one on screen, and the Receivables list reads again. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: RecordPaymentMutationVariables) =>
      (await execute(RecordPaymentDocument, variables)).recordPayment,
    onSuccess: (ledger, { customerId }) => {
      queryClient.setQueryData(customerLedgerQueryKey(customerId), ledger);
      void queryClient.invalidateQueries({ queryKey: receivablesQueryKey });
    },
  });
}
