import { deliveredText } from '@cleaver/domain/delivery-proof';
import { isOrderStatus } from '@cleaver/domain/status';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OrderStatusChip } from '../../../components/OrderStatusChip';
import { orderDocketPdfUrl } from '../../../lib/delivery-pdfs';
import type { RunStop } from '../api/delivery-runs';
import { isArrangeable, loadText } from '../run-stops';

interface RunStopDetailsProps {
  stop: RunStop;
  /** Its place on the run, from 1. */
  position: number;
  /** How the stop is named in its controls: its company, with its order when the company has two stops. */
  name: string;
  prices: boolean;
  /** The run's day has come: a stop not delivered says so. */
  due: boolean;
}

/**
 * One stop of a run as the office and the driver read it: who, whether and to whom it was delivered, where, whom
 * to call, what goes off, and notes.
 */
export function RunStopDetails({ stop, position, name, prices, due }: RunStopDetailsProps) {
  return (
    <Box sx={{ py: 0.75, minWidth: 0, display: 'grid', gap: 0.25 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {/* The list says each stop's place to a screen reader; the number is for the eye. */}
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              minWidth: 28,
              height: 28,
              px: 0.5,
              borderRadius: 14,
              bgcolor: 'text.primary',
              color: 'background.paper',
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {position}
          </Box>
          <Typography
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
          >
            {stop.companyName}
          </Typography>
        </Box>
        <Typography component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {stop.shortId}
        </Typography>
        {isOrderStatus(stop.status) ? <OrderStatusChip status={stop.status} /> : stop.status}
      </Box>
      {stop.deliveredAt && stop.receivedBy !== null ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}>
          <CheckCircle fontSize="small" aria-hidden sx={{ color: 'success.main' }} />
          {deliveredText({ deliveredAt: stop.deliveredAt, receivedBy: stop.receivedBy })}
        </Typography>
      ) : due ? (
        <Typography sx={{ color: 'text.secondary' }}>Not delivered yet</Typography>
      ) : null}
      {stop.address.length > 0 ? (
        <Box
          component="address"
          sx={{ fontStyle: 'normal', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {stop.address.join('\n')}
        </Box>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>No address on file</Typography>
      )}
      {stop.contactName || stop.phone ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {stop.contactName}
          {stop.contactName && stop.phone ? ' · ' : ''}
          {stop.phone ? (
            <Link href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`} sx={{ whiteSpace: 'nowrap' }}>
              {stop.phone}
            </Link>
          ) : null}
        </Typography>
      ) : null}
      <Typography sx={{ color: 'text.secondary' }}>
        {loadText(stop.lineCount, stop.cartons)}
        {stop.purchaseOrder ? ` · PO ${stop.purchaseOrder}` : ''}
      </Typography>
      {stop.notes ? (
        <Typography
          sx={{
            justifySelf: 'start',
            mt: 0.25,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'warning.light',
            color: 'rgba(0, 0, 0, 0.87)',
            fontWeight: 600,
            whiteSpace: 'pre-line',
            overflowWrap: 'anywhere',
          }}
        >
          Notes: {stop.notes}
        </Typography>
      ) : null}
      {isArrangeable(stop) ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The customer was deleted: this stop stays where it is.
        </Typography>
      )}
      <Box>
        <Button
          size="small"
          href={orderDocketPdfUrl(stop.orderId, prices)}
          target="_blank"
          rel="noopener"
          startIcon={<Print />}
          aria-label={`Docket for ${name}`}
          sx={{ minHeight: 40, ml: -0.75 }}
        >
          Docket
        </Button>
      </Box>
    </Box>
  );
}
