import type { DateRange } from '@cleaver/domain/dashboard';
import { ORDER_STATUSES } from '@cleaver/domain/status';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useOrdersByDay } from '../api/orders-by-day';
import { useSalesByDay } from '../api/sales-by-day';
import { ordersSummary, salesSummary } from '../chart-summaries';
import type { DashboardStatusFilter, PeriodChoice } from '../dashboard-state';
import { csvFileName, ordersByDayCsv, rangeText, salesByDayCsv } from '../dashboard-text';
import { ChartPanel } from './ChartPanel';
import { OrdersByDayTable, SalesByDayTable } from './DayTables';
import { PeriodControls } from './PeriodControls';
import { StatusLegend } from './StatusLegend';

const SalesByDayChart = lazy(() =>
  import('./SalesByDayChart').then((module) => ({ default: module.SalesByDayChart })),
);
const OrdersByDayChart = lazy(() =>
  import('./OrdersByDayChart').then((module) => ({ default: module.OrdersByDayChart })),
);

const CHART_HEIGHT = 260;

type SalesAndOrdersSectionProps = {
  period: PeriodChoice;
  /** The dates the period covers; undefined until the business's today is known. */
  range: DateRange | undefined;
  status: DashboardStatusFilter;
  onPeriod: (period: PeriodChoice, range?: DateRange) => void;
  onStatus: (status: DashboardStatusFilter) => void;
};

/**
 * Sales and orders by period: the period and status controls (which the order history below follows too),
 * invoiced sales a day, and orders a processing date stacked by status.
 */
export function SalesAndOrdersSection({
  period,
  range,
  status,
  onPeriod,
  onStatus,
}: SalesAndOrdersSectionProps) {
  const headingId = useId();
  const statusOnly = status === 'ALL' ? null : status;
  const statuses = statusOnly ? [statusOnly] : ORDER_STATUSES;
  const sales = useSalesByDay(range);
  const orders = useOrdersByDay(range, statusOnly);
  const fetching = (sales.isFetching && sales.data) || (orders.isFetching && orders.data);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 2 }}>
        Sales and orders by period
      </Typography>
      <PeriodControls period={period} range={range} status={status} onPeriod={onPeriod} onStatus={onStatus} />
      <Typography sx={{ fontWeight: 600 }}>{range ? rangeText(range) : '\u00a0'}</Typography>
      <Box sx={{ height: 4, my: 1 }}>{fetching ? <LinearProgress /> : null}</Box>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {sales.isError && !sales.data ? (
          <LoadError message="The sales could not be loaded." onRetry={() => void sales.refetch()} />
        ) : (
          <ChartPanel
            title="Sales by day"
            caption="Invoiced, excl. GST, by the day each invoice was issued; a credit note comes off (a debit note adds) on its own day. The status filter does not apply."
            summary={
              sales.data && range ? salesSummary(sales.data, range) : 'Sales by day bar chart, loading.'
            }
            height={CHART_HEIGHT}
            chart={
              sales.data ? (
                <SalesByDayChart days={sales.data} height={CHART_HEIGHT} />
              ) : (
                <Skeleton variant="rounded" height={CHART_HEIGHT} />
              )
            }
            table={sales.data ? <SalesByDayTable days={sales.data} /> : null}
            csv={
              sales.data && range
                ? {
                    of: 'sales by day',
                    fileName: csvFileName('sales-by-day', range),
                    rows: () => salesByDayCsv(sales.data),
                  }
                : null
            }
          />
        )}
        {orders.isError && !orders.data ? (
          <LoadError message="The orders could not be loaded." onRetry={() => void orders.refetch()} />
        ) : (
          <ChartPanel
            title="Orders by day"
            caption={`Orders by processing date, ${statusOnly ? `${statusOnly} only` : 'by status'}.`}
            summary={
              orders.data && range
                ? ordersSummary(orders.data, statuses, range)
                : 'Orders by day bar chart, loading.'
            }
            height={CHART_HEIGHT}
            legend={<StatusLegend statuses={statuses} />}
            chart={
              orders.data ? (
                <OrdersByDayChart days={orders.data} statuses={statuses} height={CHART_HEIGHT} />
              ) : (
                <Skeleton variant="rounded" height={CHART_HEIGHT} />
              )
            }
            table={orders.data ? <OrdersByDayTable days={orders.data} statuses={statuses} /> : null}
            csv={
              orders.data && range
                ? {
                    of: 'orders by day',
                    fileName: csvFileName('orders-by-day', range),
                    rows: () => ordersByDayCsv(orders.data),
                  }
                : null
            }
          />
        )}
      </Box>
    </Paper>
  );
}
