import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MyOrderDetail } from '../api/get-my-order';
import { isEstimate } from '../order-figures';

const money = (amount: number) => formatNZD(cents(amount));

/**
 * What an order costs, as the server worked it out: cutting, freight, sub-total, GST and total, marked as
 * an estimate until invoiced. A cancelled order comes without totals and says it was not charged, so it
 * never reads as a bill.
 */
export function OrderCharges({ order }: { order: MyOrderDetail }) {
  const { totals } = order;
  if (!totals) {
    return <Typography sx={{ mt: 2.5, fontWeight: 700 }}>Cancelled: not charged</Typography>;
  }
  const estimate = isEstimate(order);
  return (
    <Box component="section" aria-labelledby="order-charges-title" sx={{ mt: 2.5 }}>
      <Typography id="order-charges-title" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {estimate ? 'Charges (Estimate)' : 'Charges'}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          justifyContent: 'start',
          columnGap: 4,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          '& .total': { color: 'text.primary', fontWeight: 700 },
        }}
      >
        <dt>Cutting Charge</dt>
        <dd>{money(totals.cutting)}</dd>
        <dt>Freight Charge</dt>
        <dd>{money(totals.freight)}</dd>
        <dt>Sub-Total</dt>
        <dd>{money(totals.subTotal)}</dd>
        <dt>GST</dt>
        <dd>{money(totals.gst)}</dd>
        <dt className="total">{estimate ? 'Total (Estimate)' : 'Total'}</dt>
        <dd className="total">{money(totals.total)}</dd>
      </Box>
      {estimate ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          Prices for goods sold by weight may vary with the packed weight: please check your invoice.
        </Typography>
      ) : null}
    </Box>
  );
}
