import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { bankLinesQueryKey } from './bank-lines';

const IgnoreBankLineDocument = graphql(`
  mutation IgnoreBankLine($key: ID!) {
    ignoreBankLine(key: $key) {
      ...BankLineFields
    }
  }
`);

/** Sets a line aside (not a customer's payment); the open lines read again. */
export function useIgnoreBankLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (key: string) => (await execute(IgnoreBankLineDocument, { key })).ignoreBankLine,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bankLinesQueryKey }),
  });
}
