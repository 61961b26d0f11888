import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { statementRunQueryKey } from './statement-run';

const SendStatementsDocument = graphql(`
  mutation SendStatements($period: String!) {
    sendStatements(period: $period) {
      ...StatementRunFields
    }
  }
`);

/** Issues and mails the month's statements; the run it answers starts the progress shown. */
export function useSendStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: string) => (await execute(SendStatementsDocument, { period })).sendStatements,
    onSuccess: (run) => {
      queryClient.setQueryData(statementRunQueryKey(run.period), run);
      void queryClient.invalidateQueries({ queryKey: ['customerStatements'] });
    },
  });
}
