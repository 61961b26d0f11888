import { ORDER_STATUSES, type OrderStatus, STATUS_COLOURS } from '@cleaver/domain/status';
import { BarChart } from '@mui/x-charts/BarChart';
import { useSchemePalette } from '../../../lib/use-scheme-palette';
import type { DayOrders } from '../api/orders-by-day';
import { shortDay, statusCount } from '../dashboard-text';

type OrdersByDayChartProps = {
  days: readonly DayOrders[];
  /** The statuses drawn: one when the status filter names one, else all four. */
  statuses: readonly OrderStatus[];
  height: number;
};

/** Orders a processing date, stacked by status in the status chips' colours. Loaded lazily. */
export function OrdersByDayChart({ days, statuses, height }: OrdersByDayChartProps) {
  const palette = useSchemePalette();
  return (
    <BarChart
      height={height}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      hideLegend
      xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day.date)) }]}
      yAxis={[{ width: 40, tickMinStep: 1 }]}
      series={ORDER_STATUSES.filter((status) => statuses.includes(status)).map((status) => ({
        id: status,
        label: status,
        stack: 'orders',
        data: days.map((day) => statusCount(day, status)),
        color: palette[STATUS_COLOURS[status]].main,
      }))}
    />
  );
}
