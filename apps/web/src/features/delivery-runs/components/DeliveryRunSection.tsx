import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ArrangeList } from '../../../components/ArrangeList';
import { runDocketsPdfUrl, runSheetPdfUrl } from '../../../lib/delivery-pdfs';
import type { DeliveryRun, RunStop } from '../api/delivery-runs';
import { isArrangeable, runDriverText, stopCountText, stopsArranged, stopsMovedBy } from '../run-stops';
import { RunStopDetails } from './RunStopDetails';

interface DeliveryRunSectionProps {
  date: string;
  run: DeliveryRun;
  /** Whether its dockets show prices. */
  prices: boolean;
  /** The run's day has come (today or earlier): stops not delivered say so. */
  due: boolean;
  /** The run's stops in the drop order staff just gave them. */
  onArrange: (stops: RunStop[]) => void;
}

/** One zone's run: its heading and PDFs, and its stops in drop order, to be put in order by drag or arrows. */
export function DeliveryRunSection({ date, run, prices, due, onArrange }: DeliveryRunSectionProps) {
  const headingId = useId();
  const zone = run.zoneId ?? null;
  // A customer with two orders that day has two stops: their order numbers tell them apart.
  const companies = run.stops.map((stop) => stop.companyName);
  const nameOf = (stop: RunStop) =>
    companies.indexOf(stop.companyName) === companies.lastIndexOf(stop.companyName)
      ? stop.companyName
      : `${stop.companyName} ${stop.shortId}`;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          px: 2,
          py: 1.25,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {run.zoneName}{' '}
            <Box component="span" sx={{ fontWeight: 400, fontSize: '1rem', color: 'text.secondary' }}>
              · {stopCountText(run.stops.length)}
            </Box>
          </Typography>
          {zone === null ? null : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {runDriverText(run)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            href={runSheetPdfUrl(date, zone)}
            target="_blank"
            rel="noopener"
            startIcon={<Print />}
            aria-label={`Print run sheet for ${run.zoneName}`}
            sx={{ minHeight: 44 }}
          >
            Print run sheet
          </Button>
          <Button
            variant="outlined"
            href={runDocketsPdfUrl(date, zone, prices)}
            target="_blank"
            rel="noopener"
            startIcon={<Print />}
            aria-label={`Print dockets for ${run.zoneName}`}
            sx={{ minHeight: 44 }}
          >
            Print dockets
          </Button>
        </Box>
      </Box>
      <ArrangeList
        label={`Stops of ${run.zoneName}`}
        items={run.stops}
        idOf={(stop) => stop.orderId}
        nameOf={nameOf}
        movable={isArrangeable}
        tallRows
        movedBy={(_orderIds, orderId, by) => stopsMovedBy(run.stops, orderId, by)}
        movedText={(name, position, count) => `${name} is now stop ${position} of ${count}`}
        onArrange={(orderIds, movedId) => onArrange(stopsArranged(run.stops, orderIds, movedId))}
      >
        {(stop, position) => (
          <RunStopDetails stop={stop} position={position} name={nameOf(stop)} prices={prices} due={due} />
        )}
      </ArrangeList>
    </Paper>
  );
}
