import type { DateRange } from '@cleaver/domain/dashboard';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { SalesByDayQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const SalesByDayDocument = graphql(`
  query SalesByDay($from: String!, $to: String!) {
    salesByDay(from: $from, to: $to) {
      date
      exGst
      incGst
      invoiceCount
    }
  }
`);

export type DaySales = SalesByDayQuery['salesByDay'][number];

/** Invoiced sales of every day of a range, zeros included; nothing until the range is known. */
export function useSalesByDay(range: DateRange | undefined) {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'salesByDay', range],
    queryFn: async () => (await execute(SalesByDayDocument, range as DateRange)).salesByDay,
    enabled: range !== undefined,
    placeholderData: keepPreviousData,
  });
}
