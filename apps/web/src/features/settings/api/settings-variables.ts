import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const SettingsVariablesQuery = graphql(`
  query SettingsVariables {
    getSettingsVariables {
      ...SettingsVariablesFields
    }
  }
`);

graphql(`
  fragment SettingsVariablesFields on SettingsVariables {
    cutoffHour
    freightChargeCents
    freeFreightThresholdCents
  }
`);

export const settingsVariablesQueryKey = ['settings', 'variables', 'form'] as const;

/** Cutoff hour, freight charge (cents, excluding GST) and free-freight threshold (cents, goods including GST). */
export function useSettingsVariablesForm() {
  return useQuery({
    queryKey: settingsVariablesQueryKey,
    queryFn: async () => (await execute(SettingsVariablesQuery)).getSettingsVariables,
    staleTime: 0,
  });
}
