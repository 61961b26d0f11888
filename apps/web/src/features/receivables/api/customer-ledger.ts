import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerLedgerFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CustomerLedgerDocument = graphql(`
  query CustomerLedger($customerId: ID!) {
    customerLedger(customerId: $customerId) {
      ...CustomerLedgerFields
    }
  }
`);

// What the ledger screen shows; recording or reversing a payment answers with the same fields.
graphql(`
  fragment CustomerLedgerFields on CustomerLedger {
    source
    readAt
    recordsPayments
    account {
      customerId
      companyName
      code
      balance
      overdue
      credit
      onStop
      onStopReason
      creditLimit
      termsLabel
      oldestOverdueDays
      ageing {
        current
        days1to30
        days31to60
        days61to90
        days90plus
      }
    }
    entries {
      id
      kind
      date
      number
      description
      dueDate
      debit
      credit
      runningBalance
      pdfUrl
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
      actorName
      reversedAt
      reversedReason
      reversedByName
      unallocated
      allocations {
        documentNumber
        amount
      }
    }
  }
`);

export type CustomerLedger = CustomerLedgerFieldsFragment;
export type LedgerOpenDocument = CustomerLedger['openDocuments'][number];
export type LedgerPayment = CustomerLedger['payments'][number];

export const customerLedgerQueryKey = (customerId: string) => ['customerLedger', customerId] as const;

/** A customer's account, running ledger, open documents and payments, for staff. */
export function useCustomerLedger(customerId: string) {
  return useQuery({
    queryKey: customerLedgerQueryKey(customerId),
    queryFn: async () => (await execute(CustomerLedgerDocument, { customerId })).customerLedger,
  });
}
