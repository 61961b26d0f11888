import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { type MyRecurringOrder, useMyRecurringOrders } from '../api/my-recurring-orders';
import { deliveryText, quantityText } from '../standing-order-text';

/** Standing orders: what staff set up to arrive regularly, so a chef sees what is already coming. Read-only. */
export function StandingOrdersTab() {
  const standingOrders = useMyRecurringOrders();
  if (standingOrders.isPending) return <PageLoader label="Loading your standing orders" />;
  if (standingOrders.isError) {
    return (
      <LoadError
        message="We could not load your standing orders."
        onRetry={() => void standingOrders.refetch()}
      />
    );
  }
  if (standingOrders.data.length === 0) {
    return (
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 700 }}>You have no standing orders.</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          A standing order brings the same products on the days you choose, without ordering each time. Ask us
          and our staff can set one up for you.
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        These orders are made for you automatically on the days shown. Order anything extra as usual. To
        change a standing order, contact us.
      </Typography>
      {standingOrders.data.map((standingOrder) => (
        <StandingOrderCard key={standingOrder.id} standingOrder={standingOrder} />
      ))}
    </Stack>
  );
}

const detailsSx = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '9rem 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 1, sm: 0 } },
  '& dd': { m: 0 },
  '& ul': { m: 0, p: 0, listStyle: 'none' },
} as const;

function StandingOrderCard({ standingOrder }: { standingOrder: MyRecurringOrder }) {
  const headingId = `standing-order-${standingOrder.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
          mb: 1,
        }}
      >
        <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {standingOrder.frequencyText}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {deliveryText(standingOrder.isDelivery ?? null)}
        </Typography>
      </Box>
      <Box component="dl" sx={detailsSx}>
        <dt>Products</dt>
        <dd>
          {standingOrder.lines.length === 0 ? (
            <Typography variant="body2">None at the moment.</Typography>
          ) : (
            <ul>
              {standingOrder.lines.map((line) => (
                <Box
                  component="li"
                  key={line.productName}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}
                >
                  <span>{line.productName}</span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {quantityText(line.quantity, line.unit)}
                  </Box>
                </Box>
              ))}
            </ul>
          )}
        </dd>
        <dt>Next orders</dt>
        <dd>
          {standingOrder.nextRuns.length === 0 ? (
            <Typography variant="body2">No dates coming up.</Typography>
          ) : (
            <ul>
              {standingOrder.nextRuns.map((run) => (
                <Box component="li" key={run.dueDate} sx={{ py: 0.25 }}>
                  {run.text}
                </Box>
              ))}
            </ul>
          )}
        </dd>
      </Box>
    </Paper>
  );
}
