import { aucklandDateString, formatDateOnly, isDateOnly, weekdayName } from '@cleaver/domain/dates';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/DateField';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { runDocketsPdfUrl, runSheetPdfUrl } from '../../../lib/delivery-pdfs';
import { useArrangeDeliveryRun } from '../api/arrange-delivery-run';
import { type DeliveryRun, type RunStop, useDeliveryRuns } from '../api/delivery-runs';
import { useLiveDeliveryRuns } from '../api/delivery-runs-changed';
import { usePackingDay } from '../api/packing-day';
import { stopCountText } from '../run-stops';
import { DeliveryRunSection } from './DeliveryRunSection';

const dayText = (date: string) => `${weekdayName(date)} ${formatDateOnly(date)}`;

/**
 * Run sheet (/Admin/RunSheet): a delivery date's runs, one per zone, each with its stops in the order the van
 * drops them. Staff put the stops in order (saved at each move, and remembered for the next runs) and print the
 * driver's run sheet and the dockets. The date lives in the URL; it starts on the day the packing floor works on.
 */
export function RunSheetPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const chosen = asked && isDateOnly(asked) ? asked : null;
  const packingDay = usePackingDay(chosen === null);
  const date = chosen ?? packingDay.data ?? '';
  const runs = useDeliveryRuns(date);
  const arrange = useArrangeDeliveryRun(date);
  useLiveDeliveryRuns();
  const showSnackbar = useSnackbar();
  const [prices, setPrices] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  const handleDate = (value: string) => {
    setUnreadable(!isDateOnly(value));
    if (isDateOnly(value)) setParams({ date: value }, { replace: true });
  };

  const handleArrange = (run: DeliveryRun, stops: RunStop[]) => {
    if (stops.every((stop, at) => stop.orderId === run.stops[at]?.orderId)) return;
    arrange.mutate(
      { zoneId: run.zoneId ?? null, stops },
      { onError: (error) => showSnackbar(`The stops could not be moved. ${error.message}`, 'error') },
    );
  };

  const stopCount = runs.data?.reduce((count, run) => count + run.stops.length, 0) ?? 0;
  const hasStops = stopCount > 0;
  // The browser's clock read in Auckland: the run's day has come, so a stop not marked delivered may be missed.
  const due = date !== '' && date <= aucklandDateString(Date.now());
  const failed = (packingDay.isError && !date) || (runs.isError && !runs.data);

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, mb: 2 }}>
        <Typography variant="h1">Run Sheet</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {runs.data && hasStops
            ? `${runs.data.length} ${runs.data.length === 1 ? 'run' : 'runs'}, ${stopCountText(stopCount)}`
            : ''}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          columnGap: 2,
          rowGap: 1.5,
          mb: 1,
        }}
      >
        <DateField
          label="Delivery date"
          pickerLabel="Choose delivery date"
          value={date}
          onChange={handleDate}
          error={unreadable ? 'Enter a date as DD/MM/YYYY' : undefined}
          hint={date ? weekdayName(date) : undefined}
          sx={{ width: { xs: '100%', sm: 220 } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 0.5 }}>
          <Button
            variant="contained"
            href={runSheetPdfUrl(date)}
            target="_blank"
            rel="noopener"
            startIcon={<Print />}
            disabled={!hasStops}
            sx={{ minHeight: 48 }}
          >
            Print run sheet
          </Button>
          <Button
            variant="outlined"
            href={runDocketsPdfUrl(date, undefined, prices)}
            target="_blank"
            rel="noopener"
            startIcon={<Print />}
            disabled={!hasStops}
            sx={{ minHeight: 48 }}
          >
            Print dockets
          </Button>
          <FormControlLabel
            control={<Checkbox checked={prices} onChange={(event) => setPrices(event.target.checked)} />}
            label="Show prices on dockets"
            sx={{ mr: 0, minHeight: 48 }}
          />
        </Box>
      </Box>
      {hasStops ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Put the stops in the order the van drops them: drag a stop by its handle, or use the arrows. Each
          customer keeps its place on later runs.
        </Typography>
      ) : null}
      <Box sx={{ height: 4, mb: 1 }}>{runs.isFetching && runs.data ? <LinearProgress /> : null}</Box>
      {failed ? (
        <LoadError
          message="The run sheet could not be loaded."
          onRetry={() => void (date ? runs.refetch() : packingDay.refetch())}
        />
      ) : !runs.data ? (
        <PageLoader label="Loading the run sheet" />
      ) : !hasStops ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>No delivery orders for {dayText(date)}.</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {runs.data.map((run) => (
            <DeliveryRunSection
              key={run.zoneId ?? 'none'}
              date={date}
              run={run}
              prices={prices}
              due={due}
              onArrange={(stops) => handleArrange(run, stops)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
