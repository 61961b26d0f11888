import { type Cents, cents } from '@cleaver/domain/money';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const OrderEditorSettingsDocument = graphql(`
  query OrderEditorSettings {
    getSettingsVariables {
      cutoffHour
      freightChargeCents
      freeFreightThresholdCents
    }
  }
`);

export type FreightSettings = { cutoffHour: number; freightCharge: Cents; freeFreightThreshold: Cents };

/** Freight charge, free-freight threshold (cents, excluding GST) and cutoff hour, as the freight rule needs them. */
export function useOrderEditorSettings() {
  return useQuery({
    queryKey: ['settings', 'variables', 'order-editor'],
    queryFn: async (): Promise<FreightSettings> => {
      const variables = (await execute(OrderEditorSettingsDocument)).getSettingsVariables;
      return {
        cutoffHour: variables.cutoffHour,
        freightCharge: cents(variables.freightChargeCents),
        freeFreightThreshold: cents(variables.freeFreightThresholdCents),
      };
    },
  });
}
