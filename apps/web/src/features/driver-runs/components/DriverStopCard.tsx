import { deliveredText } from '@cleaver/domain/delivery-proof';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DriverStop } from '../api/driver-runs';
import { driverDocketPdfUrl } from '../driver-pdfs';
import { loadText, mapsUrl, telHref } from '../driver-stops';

interface DriverStopCardProps {
  stop: DriverStop;
  /** Its place on the run, from 1. */
  position: number;
  /** How the stop is named in its controls: its company, with its order when the company has two stops. */
  name: string;
  /** False for a later day's run: it cannot be delivered yet. */
  deliverable: boolean;
  onMarkDelivered: () => void;
}

/** One stop as the driver reads it at the kerb: who, where, whom to call, what goes off, and the handover. */
export function DriverStopCard({ stop, position, name, deliverable, onMarkDelivered }: DriverStopCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        {/* The list says each stop's place to a screen reader; the number is for the eye. */}
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            flexShrink: 0,
            minWidth: 30,
            height: 30,
            px: 0.5,
            borderRadius: 15,
            bgcolor: stop.deliveredAt ? 'success.main' : 'text.primary',
            color: 'background.paper',
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {position}
        </Box>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
          {stop.companyName}
        </Typography>
        <Typography
          component="span"
          sx={{ ml: 'auto', fontFamily: 'monospace', color: 'text.secondary', flexShrink: 0 }}
        >
          {stop.shortId}
        </Typography>
      </Box>
      {stop.address.length > 0 ? (
        <Link
          href={mapsUrl(stop.address)}
          target="_blank"
          rel="noopener"
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', py: 0.5 }}
        >
          {stop.address.join('\n')}
        </Link>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>No address on file</Typography>
      )}
      {stop.contactName || stop.phone ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {stop.contactName}
          {stop.contactName && stop.phone ? ' · ' : ''}
          {stop.phone ? (
            <Link href={telHref(stop.phone)} sx={{ whiteSpace: 'nowrap', display: 'inline-block', py: 0.5 }}>
              {stop.phone}
            </Link>
          ) : null}
        </Typography>
      ) : null}
      {stop.notes ? (
        <Typography
          sx={{
            justifySelf: 'start',
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
      <Typography sx={{ color: 'text.secondary' }}>
        {loadText(stop.lineCount, stop.cartons)}
        {stop.purchaseOrder ? ` · PO ${stop.purchaseOrder}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        {stop.deliveredAt ? (
          <Typography
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600, color: 'success.main' }}
          >
            <CheckCircle fontSize="small" aria-hidden />
            {deliveredText({ deliveredAt: stop.deliveredAt, receivedBy: stop.receivedBy ?? '' })}
          </Typography>
        ) : deliverable ? (
          <Button
            variant="contained"
            onClick={onMarkDelivered}
            aria-label={`Mark delivered: ${name}`}
            sx={{ minHeight: 48 }}
          >
            Mark delivered
          </Button>
        ) : null}
        <Button
          href={driverDocketPdfUrl(stop.orderId)}
          target="_blank"
          rel="noopener"
          startIcon={<Print />}
          aria-label={`Docket for ${name}`}
          sx={{ minHeight: 48, ml: 'auto' }}
        >
          Docket
        </Button>
      </Box>
    </Paper>
  );
}
