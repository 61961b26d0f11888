import { DEFAULT_CUTOFF_HOUR } from '@cleaver/domain/cutoff';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const AccountCutoffHourDocument = graphql(`
  query AccountCutoffHour {
    getSettingsVariables {
      cutoffHour
    }
  }
`);

/** The shop's cutoff hour, which the reminder is counted back from; 05:00 until settings load. */
export function useShopCutoffHour(): number {
  const query = useQuery({
    queryKey: ['settings', 'variables', 'account'],
    queryFn: async () => (await execute(AccountCutoffHourDocument)).getSettingsVariables.cutoffHour,
  });
  return query.data ?? DEFAULT_CUTOFF_HOUR;
}
