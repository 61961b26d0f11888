import { formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useUndeliveredStops } from '../api/undelivered-stops';
import { countText } from '../dashboard-text';
import { ViewOrderLink } from './ViewOrderLink';

// On a phone the zone goes under the date, leaving the customer's name room to wrap between words.
const NOT_ON_PHONES = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Undelivered stops, at the top of the dashboard: delivery orders nobody signed for whose run is over, each with
 * its day, zone and customer, the customer's phone to ring and the order to open. Shown only while there are any.
 */
export function UndeliveredStopsSection() {
  const headingId = useId();
  const stops = useUndeliveredStops();

  if (stops.isError && !stops.data) {
    return (
      <LoadError message="The undelivered stops could not be loaded." onRetry={() => void stops.refetch()} />
    );
  }
  if (!stops.data || stops.data.length === 0) return null;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3, minWidth: 0, borderColor: 'warning.main', borderLeftWidth: 6 }}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: 0.5 }}>
        Undelivered stops
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        {countText(stops.data.length, 'stop')} nobody signed for on runs that are over. Ring the customer,
        then open the order.
      </Typography>
      <Box sx={{ overflowX: 'auto', minWidth: 0 }}>
        <Table size="small" aria-labelledby={headingId} sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell sx={NOT_ON_PHONES}>Zone</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Order</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {stops.data.map((stop) => (
              <TableRow key={stop.orderId}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateOnly(stop.processingDate)}
                  <Box
                    component="span"
                    sx={{ display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
                  >
                    {stop.zoneName}
                  </Box>
                </TableCell>
                <TableCell sx={NOT_ON_PHONES}>{stop.zoneName}</TableCell>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word', minWidth: 120 }}>
                  {stop.companyName}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {stop.phone ? (
                    <Link href={`tel:${stop.phone.replace(/[^\d+]/g, '')}`}>{stop.phone}</Link>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box
                    component="span"
                    sx={{ fontFamily: 'monospace', mr: 1, display: { xs: 'none', sm: 'inline' } }}
                  >
                    {stop.shortId}
                  </Box>
                  <ViewOrderLink id={stop.orderId} shortId={stop.shortId} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
