import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { CustomerCutoffRemindersQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const CustomerCutoffRemindersDocument = graphql(`
  query CustomerCutoffReminders($customerId: ID!) {
    customerCutoffReminders(customerId: $customerId) {
      id
      processingDate
      sentAt
      toEmail
      hoursBefore
    }
  }
`);

export type SentCutoffReminder = CustomerCutoffRemindersQuery['customerCutoffReminders'][number];

/** The cutoff reminders a customer was sent, newest first, for staff. */
export function useCustomerCutoffReminders(customerId: string) {
  return useQuery({
    queryKey: ['customerCutoffReminders', customerId] as const,
    queryFn: async () =>
      (await execute(CustomerCutoffRemindersDocument, { customerId })).customerCutoffReminders,
  });
}
