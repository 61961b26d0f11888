import { type ClosedDayLookup, closedDays } from '@cleaver/domain/holidays';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import { execute } from '../../../lib/graphql';

const RecurringClosedDaysDocument = graphql(`
  query RecurringClosedDays {
    closedDays {
      date
      name
    }
  }
`);

/** The staff's closed days as the recurring order editor reads them. */
export const closedDaysQueryKey = ['closedDays', 'recurring-orders'] as const;

/**
 * The shop's closed days as a lookup: NZ public holidays (computed here, as the server does) and the days
 * staff closed in Setting Variables. Until those load, public holidays only.
 */
export function useClosedDayLookup(): ClosedDayLookup {
  const staffDays = useQuery({
    queryKey: closedDaysQueryKey,
    queryFn: async () => (await execute(RecurringClosedDaysDocument)).closedDays,
  });
  return useMemo(() => (staffDays.data ? closedDays(staffDays.data) : publicHolidaysOnly), [staffDays.data]);
}

const publicHolidaysOnly = closedDays();
