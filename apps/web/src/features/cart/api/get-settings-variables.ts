import { DEFAULT_FREIGHT_CHARGE_CENTS } from '@cleaver/domain/constants';
import { DEFAULT_CUTOFF_HOUR } from '@cleaver/domain/cutoff';
import { type Cents, cents } from '@cleaver/domain/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';
import { orderingSettingsQueryKey } from './query-keys';

const GetSettingsVariablesQuery = graphql(`
  query GetSettingsVariables {
    getSettingsVariables {
      cutoffHour
      freightChargeCents
      freeFreightThresholdCents
    }
  }
`);

export type OrderingSettings = {
  cutoffHour: number;
  freightCharge: Cents;
  freeFreightThreshold: Cents;
  /** False while the defaults stand in. */
  loaded: boolean;
};

// Until settings load the freight is $5 and the cutoff 05:00 (spec §9). With no threshold known yet,
// no order counts as over it, so the $5 shows rather than a free freight that may not be.
const UNTIL_LOADED: OrderingSettings = {
  cutoffHour: DEFAULT_CUTOFF_HOUR,
  freightCharge: cents(DEFAULT_FREIGHT_CHARGE_CENTS),
  freeFreightThreshold: cents(Number.MAX_SAFE_INTEGER),
  loaded: false,
};

/** Freight charge, free-freight threshold and cutoff hour (signed-in users); the defaults until loaded. */
export function useSettingsVariables(enabled: boolean): OrderingSettings {
  const query = useQuery({
    queryKey: orderingSettingsQueryKey,
    queryFn: async () => (await execute(GetSettingsVariablesQuery)).getSettingsVariables,
    enabled,
  });
  const { data } = query;
  // The same object while the answer is (the cart's estimate is kept against it).
  return useMemo(
    () =>
      data
        ? {
            cutoffHour: data.cutoffHour,
            freightCharge: cents(data.freightChargeCents),
            freeFreightThreshold: cents(data.freeFreightThresholdCents),
            loaded: true,
          }
        : UNTIL_LOADED,
    [data],
  );
}
