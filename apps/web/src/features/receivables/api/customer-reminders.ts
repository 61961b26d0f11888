import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerRemindersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CustomerRemindersDocument = graphql(`
  query CustomerReminders($customerId: ID!) {
    customerReminders(customerId: $customerId) {
      id
      sentOn
      toEmail
      total
      documents {
        id
        kind
        number
        dueDate
        daysOverdue
        open
      }
    }
  }
`);

export type SentReminder = CustomerRemindersQuery['customerReminders'][number];

export const customerRemindersQueryKey = (customerId: string) => ['customerReminders', customerId] as const;

/** The overdue reminders a customer was sent, newest first, for staff. */
export function useCustomerReminders(customerId: string) {
  return useQuery({
    queryKey: customerRemindersQueryKey(customerId),
    queryFn: async () => (await execute(CustomerRemindersDocument, { customerId })).customerReminders,
  });
}
