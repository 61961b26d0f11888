import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { customerLedgerQueryKey } from './customer-ledger';
import { receivablesQueryKey } from './receivables';

const ReversePaymentDocument = graphql(`
  mutation ReversePayment($paymentId: ID!, $reason: String!) {
    reversePayment(paymentId: $paymentId, reason: $reason) {
      ...CustomerLedgerFields
    }
  }
`);

/** Reverses a payment with the reason; the ledger it answers replaces the one on screen. */
export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: { paymentId: string; reason: string }) =>
      (await execute(ReversePaymentDocument, variables)).reversePayment,
    onSuccess: (ledger) => {
      queryClient.setQueryData(customerLedgerQueryKey(ledger.account.customerId), ledger);
      void queryClient.invalidateQueries({ queryKey: receivablesQueryKey });
    },
  });
}
