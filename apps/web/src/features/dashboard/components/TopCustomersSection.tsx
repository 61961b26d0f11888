import {
  type DateRange,
  MAX_TOP_CUSTOMER_DAYS,
  monthRange,
  previousMonthRange,
} from '@cleaver/domain/dashboard';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useTopCustomers } from '../api/top-customers';
import { csvFileName, money, rangeText } from '../dashboard-text';
import { ledgerTopCustomers, type TopCustomersView, topCustomersCsv } from '../top-customers-rows';
import { ChartFigure } from './ChartFigure';
import { DateRangeForm } from './DateRangeForm';
import { DownloadCsvButton } from './DownloadCsvButton';
import { TopCustomersTable } from './TopCustomersTable';

const TopCustomersDonut = lazy(() =>
  import('./TopCustomersDonut').then((module) => ({ default: module.TopCustomersDonut })),
);

const DONUT_HEIGHT = 240;

type TopCustomersSectionProps = {
  /** The business's today, YYYY-MM-DD; undefined until the figures say. */
  today: string | undefined;
  /** The range shown; undefined until today is known. */
  range: DateRange | undefined;
  /** A new range, or null for this month. */
  onRangeChange: (range: DateRange | null) => void;
  /**
   * Where the accounting system keeps the sales: its donut once loaded (null before), instead of the ledger's.
   */
  accounting?: { view: TopCustomersView | null };
};

/**
 * Top 10 Customers: a donut of the range's sales by customer with the same figures in a table (the chart's
 * text alternative), a From–To range (this month until staff choose), quick This month and Last month
 * buttons, and the table as CSV.
 */
export function TopCustomersSection({ today, range, onRangeChange, accounting }: TopCustomersSectionProps) {
  const headingId = useId();
  const top = useTopCustomers(accounting ? undefined : range);
  const view = accounting ? accounting.view : top.data ? ledgerTopCustomers(top.data) : undefined;
  const thisMonth = today ? monthRange(today) : undefined;
  const lastMonth = today ? previousMonthRange(today) : undefined;
  const same = (a: DateRange | undefined, b: DateRange | undefined) => a?.from === b?.from && a?.to === b?.to;

  const slices = view ? [...view.rows, ...(view.others ? [view.others] : [])] : [];
  const summary =
    view && range
      ? slices.length === 0
        ? `Top customers donut chart, ${rangeText(range)}: no sales.`
        : `Top customers donut chart, ${rangeText(range)}: ${slices
            .map((slice) => `${slice.name} ${money(slice.value)}`)
            .join(', ')}.`
      : 'Top customers donut chart, loading.';

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mb: 2,
        }}
      >
        <Typography id={headingId} variant="h2">
          Top 10 Customers
        </Typography>
        {/* Shown once today is known: greyed-out buttons while loading read poorly and do nothing. */}
        {thisMonth && lastMonth ? (
          <Box role="group" aria-label="Quick ranges" sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant={same(range, thisMonth) ? 'contained' : 'outlined'}
              aria-pressed={same(range, thisMonth)}
              onClick={() => onRangeChange(null)}
            >
              This month
            </Button>
            <Button
              variant={same(range, lastMonth) ? 'contained' : 'outlined'}
              aria-pressed={same(range, lastMonth)}
              onClick={() => onRangeChange(lastMonth)}
            >
              Last month
            </Button>
          </Box>
        ) : null}
      </Box>
      {range ? (
        <DateRangeForm
          key={`${range.from}/${range.to}`}
          label="Top customers range"
          range={range}
          maxDays={MAX_TOP_CUSTOMER_DAYS}
          submitLabel="Submit"
          onSubmit={onRangeChange}
        />
      ) : (
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
      )}
      <Box sx={{ height: 4, my: 1.5 }}>{top.isFetching && top.data ? <LinearProgress /> : null}</Box>
      {top.isError && !top.data ? (
        <LoadError message="The top customers could not be loaded." onRetry={() => void top.refetch()} />
      ) : view === null ? (
        <Typography sx={{ py: 3 }}>Load data to see the top customers from the accounting system.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) 3fr' },
            alignItems: 'start',
          }}
        >
          <ChartFigure summary={summary} height={DONUT_HEIGHT}>
            {view ? (
              slices.length > 0 ? (
                <TopCustomersDonut slices={slices} height={DONUT_HEIGHT} />
              ) : (
                <EmptyDonut height={DONUT_HEIGHT} />
              )
            ) : (
              <Skeleton variant="circular" width={DONUT_HEIGHT} height={DONUT_HEIGHT} sx={{ mx: 'auto' }} />
            )}
          </ChartFigure>
          <Box sx={{ minWidth: 0 }}>
            {view && range ? (
              <>
                <TopCustomersTable view={view} caption={`Sales ${rangeText(range)}`} />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                  <DownloadCsvButton
                    of="the top customers"
                    fileName={csvFileName('top-customers', range)}
                    rows={() => topCustomersCsv(view)}
                  />
                </Box>
              </>
            ) : (
              <Skeleton variant="rounded" height={DONUT_HEIGHT} />
            )}
          </Box>
        </Box>
      )}
    </Paper>
  );
}

// A range without sales keeps the chart's place, a plain ring, so the page does not jump.
function EmptyDonut({ height }: { height: number }) {
  return (
    <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
      <Box
        sx={{
          width: height - 16,
          height: height - 16,
          borderRadius: '50%',
          border: (theme) => `${Math.round(height * 0.2)}px solid ${theme.vars.palette.action.hover}`,
        }}
      />
    </Box>
  );
}
