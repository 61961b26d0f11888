import { formatTimeAndDay } from '@cleaver/domain/dates';
import Flag from '@mui/icons-material/Flag';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import type { DriverRun, DriverStop } from '../api/driver-runs';
import { useFinishDeliveryRun } from '../api/finish-delivery-run';
import { driverRunDocketsPdfUrl, driverRunSheetPdfUrl } from '../driver-pdfs';
import { stopCountText, stopNames, undeliveredText } from '../driver-stops';
import { DriverStopCard } from './DriverStopCard';
import { MarkDeliveredDialog } from './MarkDeliveredDialog';

interface DriverRunSectionProps {
  /** The run's date, YYYY-MM-DD. */
  date: string;
  run: DriverRun;
  /** False for a later day's run: nothing on it can be delivered or finished yet. */
  underWay: boolean;
}

/** One zone's run: its PDFs, its stops in drop order to mark delivered, and finishing it. */
export function DriverRunSection({ date, run, underWay }: DriverRunSectionProps) {
  const headingId = useId();
  const showSnackbar = useSnackbar();
  const finish = useFinishDeliveryRun();
  const [delivering, setDelivering] = useState<DriverStop | null>(null);
  const [finishing, setFinishing] = useState(false);
  const names = stopNames(run.stops);
  const nameOf = (stop: DriverStop) => names.get(stop.orderId) ?? stop.companyName;
  const delivered = run.stops.filter((stop) => stop.deliveredAt).length;

  const handleFinish = () =>
    finish.mutate(
      { zoneId: run.zoneId, date },
      {
        onSuccess: () => setFinishing(false),
        onError: (error) => {
          setFinishing(false);
          showSnackbar(`The run could not be finished. ${error.message}`, 'error');
        },
      },
    );

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {run.zoneName}{' '}
        <Box component="span" sx={{ fontWeight: 400, fontSize: '1rem', color: 'text.secondary' }}>
          · {stopCountText(run.stops.length)}, {delivered} delivered
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <Button
          variant="outlined"
          href={driverRunSheetPdfUrl(date, run.zoneId)}
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
          href={driverRunDocketsPdfUrl(date, run.zoneId)}
          target="_blank"
          rel="noopener"
          startIcon={<Print />}
          aria-label={`Dockets for ${run.zoneName}`}
          sx={{ minHeight: 44 }}
        >
          Dockets
        </Button>
      </Box>
      <Box
        component="ol"
        aria-label={`Stops of ${run.zoneName}`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {run.stops.map((stop, index) => (
          <li key={stop.orderId}>
            <DriverStopCard
              stop={stop}
              position={index + 1}
              name={nameOf(stop)}
              deliverable={underWay}
              onMarkDelivered={() => setDelivering(stop)}
            />
          </li>
        ))}
      </Box>
      <Box sx={{ mt: 1.5 }}>
        {run.finishedAt ? (
          <Typography sx={{ fontWeight: 600 }}>Run finished at {formatTimeAndDay(run.finishedAt)}</Typography>
        ) : underWay ? (
          <Button
            variant="outlined"
            fullWidth
            startIcon={<Flag />}
            onClick={() => setFinishing(true)}
            aria-label={`Finish run for ${run.zoneName}`}
            sx={{ minHeight: 48 }}
          >
            Finish run
          </Button>
        ) : (
          <Typography sx={{ color: 'text.secondary' }}>
            This run is for a later day: its stops are marked delivered on the day.
          </Typography>
        )}
      </Box>
      {delivering ? <MarkDeliveredDialog stop={delivering} onClose={() => setDelivering(null)} /> : null}
      {finishing ? (
        <ConfirmDialog
          title={`Finish the ${run.zoneName} run?`}
          confirmLabel="Finish run"
          pending={finish.isPending}
          onCancel={() => setFinishing(false)}
          onConfirm={handleFinish}
        >
          {undeliveredText(run.stops.length - delivered)}
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
