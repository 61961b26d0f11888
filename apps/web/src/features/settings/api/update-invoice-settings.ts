import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { InvoiceSettingsInput } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { invoiceSettingsQueryKey } from './invoice-settings';

const UpdateInvoiceSettingsMutation = graphql(`
  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
    updateInvoiceSettings(input: $input) {
      ...InvoiceSettingsFields
    }
  }
`);

/** Saves the Invoicing settings; invoices issued from then on print them. */
export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvoiceSettingsInput) =>
      (await execute(UpdateInvoiceSettingsMutation, { input })).updateInvoiceSettings,
    onSuccess: (saved) => queryClient.setQueryData(invoiceSettingsQueryKey, saved),
  });
}
