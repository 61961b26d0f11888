import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { ConfirmBankLineMutationVariables } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { bankLinesQueryKey } from './bank-lines';
import { customerLedgerQueryKey } from './customer-ledger';
import { receivablesQueryKey } from './receivables';

const ConfirmBankLineDocument = graphql(`
  mutation ConfirmBankLine($key: ID!, $customerId: ID!, $documentIds: [ID!]) {
    confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) {
      ...BankLineFields
    }
  }
`);

/** Records the line as the customer's bank transfer; the open lines, the customer's ledger and the Receivables list read again. */
export function useConfirmBankLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: ConfirmBankLineMutationVariables) =>
      (await execute(ConfirmBankLineDocument, variables)).confirmBankLine,
    onSettled: (_line, _error, { customerId }) => {
      void queryClient.invalidateQueries({ queryKey: bankLinesQueryKey });
      void queryClient.invalidateQueries({ queryKey: customerLedgerQueryKey(customerId) });
      void queryClient.invalidateQueries({ queryKey: receivablesQueryKey });
    },
  });
}
