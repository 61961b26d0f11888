import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { DashboardFiguresQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';
import { dashboardQueryKey } from './query-keys';

const DashboardFiguresDocument = graphql(`
  query DashboardFigures {
    dashboardFigures {
      today
      totalCustomers
      daily {
        exGst
        incGst
        invoiceCount
      }
      yesterday {
        exGst
        incGst
        invoiceCount
      }
      monthToDate {
        exGst
        incGst
        invoiceCount
      }
      work {
        processingDate
        pending
        packed
        estimateTotal
      }
      salesSource
    }
  }
`);

export type DashboardFigures = DashboardFiguresQuery['dashboardFigures'];

/** The figure cards: customers, today's, yesterday's and the month's sales, and the next processing date's work. */
export function useDashboardFigures() {
  return useQuery({
    queryKey: [...dashboardQueryKey, 'figures'],
    queryFn: async () => (await execute(DashboardFiguresDocument)).dashboardFigures,
  });
}
