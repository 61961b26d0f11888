import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const CustomerStatementsDocument = graphql(`
  query CustomerStatements($customerId: ID!) {
    customerStatements(customerId: $customerId) {
      id
      period
      periodLabel
      statementDate
      openingBalance
      closingBalance
      pdfUrl
    }
  }
`);

/** A customer's issued statements, newest month first (staff). */
export function useCustomerStatements(customerId: string) {
  return useQuery({
    queryKey: ['customerStatements', customerId],
    queryFn: async () => (await execute(CustomerStatementsDocument, { customerId })).customerStatements,
  });
}
