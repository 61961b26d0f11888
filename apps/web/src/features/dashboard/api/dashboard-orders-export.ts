import type { DateRange } from '@cleaver/domain/dashboard';
import type { OrderFilter } from '@cleaver/domain/status';
import { graphql } from '../../../gql';
import type { DashboardOrdersExportQuery } from '../../../gql/graphql';
import { execute } from '../../../lib/graphql';

const DashboardOrdersExportDocument = graphql(`
  query DashboardOrdersExport($filter: AdminOrderFilter!, $from: String!, $to: String!) {
    adminOrdersExport(filter: $filter, from: $from, to: $to) {
      totalCount
      rows {
        id
        shortId
        companyName
        processingDate
        status
      }
    }
  }
`);

export type OrdersHistoryExport = DashboardOrdersExportQuery['adminOrdersExport'];

/**
 * Every order the history pages through for a range and status, newest first, for its CSV: asked when
 * the file is, not kept in the cache. The server stops at 10,000; `totalCount` then says how many there are.
 */
export async function fetchOrdersHistoryExport(range: DateRange, filter: OrderFilter) {
  return (await execute(DashboardOrdersExportDocument, { filter, from: range.from, to: range.to }))
    .adminOrdersExport;
}
