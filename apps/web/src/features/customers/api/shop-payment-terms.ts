import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const ShopPaymentTermsDocument = graphql(`
  query ShopPaymentTerms {
    invoiceSettings {
      paymentTermsLabel
    }
  }
`);

/** The shop's default payment terms as read ('20th of the month following'), for "Shop default (…)". */
export function useShopPaymentTerms() {
  return useQuery({
    queryKey: ['shopPaymentTerms'],
    queryFn: async () => (await execute(ShopPaymentTermsDocument)).invoiceSettings.paymentTermsLabel,
  });
}
