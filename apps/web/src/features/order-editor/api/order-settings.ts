import type { ClosedDay } from '@cleaver/domain/holidays';
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
    closedDays {
      date
      name
    }
  }
`);

export type FreightSettings = {
  cutoffHour: number;
  freightCharge: Cents;
  freeFreightThreshold: Cents;
  /** Staff's closed days from today on: a new order's Order Date moves past them (and public holidays). */
  closedDays: readonly ClosedDay[];
};

/**
 * Freight charge, free-freight threshold (cents, excluding GST) and cutoff hour, as the freight rule needs them,
 * and staff's closed days for a new order's date.
 */
export function useOrderEditorSettings() {
  return useQuery({
    queryKey: ['settings', 'variables', 'order-editor'],
    queryFn: async (): Promise<FreightSettings> => {
      const { getSettingsVariables: variables, closedDays } = await execute(OrderEditorSettingsDocument);
      return {
        closedDays,
        cutoffHour: variables.cutoffHour,
        freightCharge: cents(variables.freightChargeCents),
        freeFreightThreshold: cents(variables.freeFreightThresholdCents),
      };
    },
  });
}
