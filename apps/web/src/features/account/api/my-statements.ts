import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const MyStatementsDocument = graphql(`
  query MyStatements {
    myStatements {
      id
      period
      periodLabel
      statementDate
      closingBalance
      pdfUrl
    }
  }
`);

/** The signed-in customer's own statements, newest month first. */
export function useMyStatements() {
  return useQuery({
    queryKey: ['myStatements'],
    queryFn: async () => (await execute(MyStatementsDocument)).myStatements,
  });
}
