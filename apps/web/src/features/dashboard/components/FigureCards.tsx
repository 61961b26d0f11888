import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AccountingSales } from '../api/accounting-sales';
import type { DashboardFigures } from '../api/dashboard-figures';
import { countText, dayText, money } from '../dashboard-text';
import { FigureCard } from './FigureCard';

type FigureCardsProps = {
  /** undefined while loading. */
  figures: DashboardFigures | undefined;
  /** The accounting system's figures once loaded (only where it keeps the sales). */
  accounting: AccountingSales | undefined;
};

const small = { color: 'text.secondary', fontSize: '0.9375rem' } as const;

/**
 * The four figures staff open the dashboard for: customers, today's and yesterday's sales, the month's sales
 * so far (each GST-exclusive, large, and inclusive, small), and the work the packing floor has today (on a Sunday
 * or a closed day, the next day it works), with its date.
 */
export function FigureCards({ figures, accounting }: FigureCardsProps) {
  const fromAccounting = figures?.salesSource === 'ACCOUNTING';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        mb: 3,
      }}
    >
      <FigureCard title="Total Customers" figure={figures?.totalCustomers.toLocaleString('en-NZ')}>
        <Typography sx={small}>Active customer accounts</Typography>
      </FigureCard>
      {fromAccounting ? (
        <>
          <FigureCard title="Daily Sales" figure={accounting ? money(accounting.dailySalesTotal) : '—'}>
            <Typography sx={small}>
              {accounting
                ? 'Today, from the accounting system'
                : 'Load data to see the accounting system’s figures'}
            </Typography>
          </FigureCard>
          <FigureCard title="Monthly Sales" figure={accounting ? money(accounting.monthlySales) : '—'}>
            <Typography sx={small}>
              {accounting ? 'Month to date, from the accounting system' : 'Not loaded yet'}
            </Typography>
          </FigureCard>
        </>
      ) : (
        <>
          <FigureCard title="Daily Sales" figure={figures && money(figures.daily.exGst)} unit="excl. GST">
            {figures ? (
              <>
                <Typography sx={small}>
                  {money(figures.daily.incGst)} incl. GST · {countText(figures.daily.invoiceCount, 'invoice')}{' '}
                  today
                </Typography>
                <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
                  <Typography component="h3" sx={{ fontWeight: 600, fontSize: '0.9375rem' }}>
                    Yesterday
                  </Typography>
                  <Typography>
                    <Box component="span" sx={{ fontWeight: 700 }}>
                      {money(figures.yesterday.exGst)}
                    </Box>{' '}
                    excl. GST
                  </Typography>
                  <Typography sx={small}>
                    {money(figures.yesterday.incGst)} incl. GST ·{' '}
                    {countText(figures.yesterday.invoiceCount, 'invoice')}
                  </Typography>
                </Box>
              </>
            ) : null}
          </FigureCard>
          <FigureCard
            title="Monthly Sales"
            figure={figures && money(figures.monthToDate.exGst)}
            unit="excl. GST"
          >
            {figures ? (
              <>
                <Typography sx={small}>{money(figures.monthToDate.incGst)} incl. GST</Typography>
                <Typography sx={small}>
                  Month to date · {countText(figures.monthToDate.invoiceCount, 'invoice')}
                </Typography>
              </>
            ) : null}
          </FigureCard>
        </>
      )}
      <FigureCard
        title="Today's work"
        figure={figures && figures.work.pending + figures.work.packed}
        unit={figures && (figures.work.pending + figures.work.packed === 1 ? 'open order' : 'open orders')}
      >
        {figures ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>For {dayText(figures.work.processingDate)}</Typography>
            {figures.work.processingDate === figures.today ? null : (
              <Typography sx={small}>No packing today: the next processing day</Typography>
            )}
            <Typography>
              <Box component="span" sx={{ fontWeight: 700 }}>
                {figures.work.pending}
              </Box>{' '}
              Pending ·{' '}
              <Box component="span" sx={{ fontWeight: 700 }}>
                {figures.work.packed}
              </Box>{' '}
              Packed
            </Typography>
            <Typography sx={small}>Estimate {money(figures.work.estimateTotal)} incl. GST</Typography>
            <Link
              component={RouterLink}
              to={`/Admin/Packing?date=${figures.work.processingDate}`}
              sx={{ mt: 0.5, alignSelf: 'flex-start' }}
            >
              Open the packing board
            </Link>
          </>
        ) : null}
      </FigureCard>
    </Box>
  );
}
