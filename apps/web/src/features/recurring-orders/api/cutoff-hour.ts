import { DEFAULT_CUTOFF_HOUR } from '@cleaver/domain/cutoff';
import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RecurringCutoffHourDocument = graphql(`
  query RecurringCutoffHour {
    getSettingsVariables {
      cutoffHour
    }
  }
`);

/** The cutoff hour, which decides a new standing order's first day; 05:00 until settings load. */
export function useCutoffHour(): number {
  const query = useQuery({
    queryKey: ['settings', 'variables', 'recurring-orders'],
    queryFn: async () => (await execute(RecurringCutoffHourDocument)).getSettingsVariables.cutoffHour,
  });
  return query.data ?? DEFAULT_CUTOFF_HOUR;
}
