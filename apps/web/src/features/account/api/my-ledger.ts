import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { MyLedgerQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const MyLedgerDocument = graphql(`
  query MyLedger {
    myLedger {
      source
      readAt
      account {
        balance
        overdue
        credit
        termsLabel
      }
      openDocuments {
        id
        kind
        number
        issuedDate
        dueDate
        total
        open
        daysOverdue
        pdfUrl
      }
      payments {
        id
        receivedOn
        amount
        method
        reference
        reversedAt
      }
    }
  }
`);

export type MyLedger = MyLedgerQuery['myLedger'];

export const myLedgerQueryOptions = queryOptions({
  queryKey: ['myLedger'] as const,
  queryFn: async () => (await execute(MyLedgerDocument)).myLedger,
});

/** The signed-in customer's own account: balance, what is due when, and the payments we have received. */
export function useMyLedger() {
  return useQuery(myLedgerQueryOptions);
}
