import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { BankLineFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

// What the bank import screen shows of a line, in the preview and in the open lines alike.
graphql(`
  fragment BankLineFields on BankLine {
    key
    lineNumber
    fileName
    postedOn
    amount
    particulars
    code
    reference
    otherParty
    status
    alreadyImported
    paymentId
    proposal {
      customerId
      companyName
      customerCode
      documents {
        id
        number
      }
      reason
    }
  }
`);

const BankLinesDocument = graphql(`
  query BankLines {
    bankLines(status: OPEN) {
      ...BankLineFields
    }
  }
`);

export type BankLine = BankLineFieldsFragment;

export const bankLinesQueryKey = ['bankLines'] as const;

/** The imported lines still waiting for staff, newest first, each with what it is proposed as. */
export function useBankLines() {
  return useQuery({
    queryKey: bankLinesQueryKey,
    queryFn: async () => (await execute(BankLinesDocument)).bankLines,
  });
}
