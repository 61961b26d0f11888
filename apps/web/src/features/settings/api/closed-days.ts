import { type QueryClient, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SettingsClosedDayFieldsFragment } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const ClosedDaysQuery = graphql(`
  query ClosedDays {
    closedDays {
      ...SettingsClosedDayFields
    }
  }
`);

graphql(`
  fragment SettingsClosedDayFields on ClosedDay {
    date
    name
  }
`);

export const closedDaysQueryKey = ['settings', 'closed-days'] as const;

/** Staff's closed days from today on, in date order (public holidays are computed, not listed). */
export function useClosedDays() {
  return useQuery({
    queryKey: closedDaysQueryKey,
    queryFn: async () => (await execute(ClosedDaysQuery)).closedDays,
    staleTime: 0,
  });
}

/**
 * After an add or remove: this list from the answer; the other screens' copies (the order editor's default
 * date, the recurring-order editor's runs) are read again.
 */
export function closedDaysChanged(queryClient: QueryClient, days: SettingsClosedDayFieldsFragment[]): void {
  queryClient.setQueryData(closedDaysQueryKey, days);
  void queryClient.invalidateQueries({ queryKey: ['closedDays'] });
  void queryClient.invalidateQueries({ queryKey: ['settings', 'variables', 'order-editor'] });
}
