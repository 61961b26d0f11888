import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const InvoiceSettingsQuery = graphql(`
  query InvoiceSettings {
    invoiceSettings {
      ...InvoiceSettingsFields
    }
  }
`);

graphql(`
  fragment InvoiceSettingsFields on InvoiceSettings {
    gstNumber
    address
    paymentTerms
    paymentTermsLabel
    bankAccount
    stopAfterOverdueDays
    reminderAfterDays
    xeroAccountCode
    xeroTaxType
  }
`);

export const invoiceSettingsQueryKey = ['settings', 'invoicing'] as const;

/** The GST number, invoice address, payment terms, bank account, overdue rules and Xero codes, as staff edit them. */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: invoiceSettingsQueryKey,
    queryFn: async () => (await execute(InvoiceSettingsQuery)).invoiceSettings,
    staleTime: 0,
  });
}
