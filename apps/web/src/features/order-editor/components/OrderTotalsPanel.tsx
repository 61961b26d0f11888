import { type Cents, formatNZD } from '@cleaver/domain/money';
import type { OrderTotals } from '@cleaver/domain/totals';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface OrderTotalsPanelProps {
  totals: OrderTotals;
  /** True until the order is packed: figures on ordered quantities, not packed weights. */
  estimate: boolean;
}

/** Sub-total, freight, cutting, GST and total, computed by the domain rules the server saves with. */
export function OrderTotalsPanel({ totals, estimate }: OrderTotalsPanelProps) {
  const headingId = useId();
  const totalLabel = estimate ? 'Total (Estimate)' : 'Total';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {estimate ? 'Totals (Estimate)' : 'Totals'}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          rowGap: 0.75,
          columnGap: 2,
          '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
        }}
      >
        <Figure label="Sub-Total" amount={totals.subTotal} />
        <Figure label="Freight" amount={totals.freight} />
        <Figure label="Cutting" amount={totals.cutting} />
        <Figure label="GST" amount={totals.gst} />
        <Box sx={{ gridColumn: '1 / -1', borderTop: 1, borderColor: 'divider', my: 0.25 }} />
        <Figure label={totalLabel} amount={totals.total} strong />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {estimate
          ? 'On the ordered quantities; final once packed, on the weight supplied.'
          : 'On the weight supplied.'}
      </Typography>
    </Box>
  );
}

function Figure({ label, amount, strong = false }: { label: string; amount: Cents; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ fontWeight: weight }}>
        {formatNZD(amount)}
      </Typography>
    </>
  );
}
