import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const StatementRecipientsDocument = graphql(`
  query StatementRecipients($period: String) {
    statementRecipients(period: $period) {
      period
      periodLabel
      customerCount
    }
  }
`);

/** How many customers Send statements would mail for the month; the month before this one when none is given. */
export function useStatementRecipients(period: string | null) {
  return useQuery({
    queryKey: ['statementRecipients', period],
    queryFn: async () => (await execute(StatementRecipientsDocument, { period })).statementRecipients,
  });
}
