import { type DateRange, monthRange } from '@cleaver/domain/dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useLoadAccountingSales } from '../api/accounting-sales';
import { useDashboardFigures } from '../api/dashboard-figures';
import { useLiveDashboard } from '../api/dashboard-order-changed';
import { chartRange, topCustomersRange } from '../dashboard-state';
import { useDashboardState } from '../hooks/use-dashboard-state';
import { accountingTopCustomers } from '../top-customers-rows';
import { AccountingSalesPanel, type LoadedAccountingSales } from './AccountingSalesPanel';
import { FigureCards } from './FigureCards';
import { OrdersHistory } from './OrdersHistory';
import { SalesAndOrdersSection } from './SalesAndOrdersSection';
import { TopCustomersSection } from './TopCustomersSection';
import { UndeliveredStopsSection } from './UndeliveredStopsSection';
import { WaitingForDataDialog } from './WaitingForDataDialog';

/**
 * The back office home (/Admin), both readings of the spec on one screen: the deliveries nobody signed for (while
 * there are any), the figure cards, the top ten customers, sales and orders by period, and the order history. Sales
 * come from the built-in ledger; where the accounting system keeps them, its figures load on the Load data button.
 * Every choice lives in the URL.
 */
export function DashboardPage({ firstName }: { firstName: string }) {
  const { state, update } = useDashboardState();
  const figures = useDashboardFigures();
  useLiveDashboard();
  const today = figures.data?.today;
  const range = today ? chartRange(state, today) : undefined;
  const topRange = today ? topCustomersRange(state, today) : undefined;
  const fromAccounting = figures.data?.salesSource === 'ACCOUNTING';

  const { load, cancel } = useLoadAccountingSales();
  const [accounting, setAccounting] = useState<LoadedAccountingSales | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const loadAccounting = (forRange: DateRange) => {
    setLoadError(null);
    load.mutate(forRange, {
      onSuccess: (sales) => setAccounting({ range: forRange, sales }),
      onError: (error) => {
        if (error.name !== 'AbortError') setLoadError(error.message);
      },
    });
  };

  const handleTopRange = (next: DateRange | null) => {
    update({ topFrom: next?.from ?? '', topTo: next?.to ?? '' });
    // The accounting system's donut is asked for afresh for each range.
    if (fromAccounting && today) loadAccounting(next ?? monthRange(today));
  };
  const accountingDonut =
    accounting && topRange && accounting.range.from === topRange.from && accounting.range.to === topRange.to
      ? accountingTopCustomers(accounting.sales.donut)
      : null;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box>
          <Typography variant="h1" sx={{ mb: 0.5 }}>
            Dashboard
          </Typography>
          <Typography sx={{ fontSize: '1.125rem' }}>Welcome back, {firstName}.</Typography>
        </Box>
        {fromAccounting && topRange ? (
          <Button variant="contained" onClick={() => loadAccounting(topRange)} disabled={load.isPending}>
            Load data
          </Button>
        ) : null}
      </Box>
      {loadError ? (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }} onClose={() => setLoadError(null)}>
          {loadError}
        </Alert>
      ) : null}
      <UndeliveredStopsSection />
      {figures.isError && !figures.data ? (
        <LoadError message="The dashboard could not be loaded." onRetry={() => void figures.refetch()} />
      ) : (
        <>
          <FigureCards figures={figures.data} accounting={accounting?.sales} />
          <TopCustomersSection
            today={today}
            range={topRange}
            onRangeChange={handleTopRange}
            accounting={fromAccounting ? { view: accountingDonut } : undefined}
          />
          {accounting && today ? <AccountingSalesPanel sales={accounting.sales} today={today} /> : null}
          <SalesAndOrdersSection
            period={state.period}
            range={range}
            status={state.status}
            onPeriod={(period, custom) => update({ period, from: custom?.from ?? '', to: custom?.to ?? '' })}
            onStatus={(status) => update({ status })}
          />
          <OrdersHistory
            range={range}
            status={state.status}
            page={state.page}
            onPage={(page) => update({ page })}
          />
        </>
      )}
      <WaitingForDataDialog open={load.isPending} onCancel={cancel} />
    </>
  );
}
