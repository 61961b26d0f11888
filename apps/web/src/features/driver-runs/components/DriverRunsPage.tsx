import { addDays, aucklandDateString, formatDateOnly, isDateOnly, weekdayName } from '@cleaver/domain/dates';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/DateField';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useDriverRuns } from '../api/driver-runs';
import { DriverRunSection } from './DriverRunSection';

/**
 * Deliveries (/driver): the signed-in driver's runs of a day, each with its stops in drop order, on a phone in the
 * van. The day lives in the URL and starts on today in Auckland; the driver marks each stop delivered as it is
 * handed over and finishes the run at the end.
 */
export function DriverRunsPage() {
  const [params, setParams] = useSearchParams();
  const today = aucklandDateString(Date.now());
  const asked = params.get('date');
  const date = asked && isDateOnly(asked) ? asked : today;
  const runs = useDriverRuns(date);
  const [unreadable, setUnreadable] = useState(false);

  const showDate = (next: string) => {
    setUnreadable(false);
    setParams(next === today ? {} : { date: next }, { replace: true });
  };
  const handleDate = (value: string) => {
    setUnreadable(!isDateOnly(value));
    if (isDateOnly(value)) showDate(value);
  };

  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Deliveries
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
        <IconButton
          aria-label="Previous day"
          onClick={() => showDate(addDays(date, -1))}
          sx={{ mt: 0.5, width: 48, height: 48 }}
        >
          <ChevronLeft />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <DateField
            label="Delivery date"
            pickerLabel="Choose delivery date"
            value={date}
            onChange={handleDate}
            error={unreadable ? 'Enter a date as DD/MM/YYYY' : undefined}
            hint={date === today ? `${weekdayName(date)}, today` : weekdayName(date)}
            sx={{ width: '100%' }}
          />
        </Box>
        <IconButton
          aria-label="Next day"
          onClick={() => showDate(addDays(date, 1))}
          sx={{ mt: 0.5, width: 48, height: 48 }}
        >
          <ChevronRight />
        </IconButton>
      </Box>
      {date === today ? null : (
        <Button onClick={() => showDate(today)} sx={{ minHeight: 44 }}>
          Back to today
        </Button>
      )}
      <Box sx={{ height: 4, my: 1 }}>{runs.isFetching && runs.data ? <LinearProgress /> : null}</Box>
      {runs.isError && !runs.data ? (
        <LoadError message="Your deliveries could not be loaded." onRetry={() => void runs.refetch()} />
      ) : !runs.data ? (
        <PageLoader label="Loading your deliveries" />
      ) : runs.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>No deliveries for you on {formatDateOnly(date)}.</Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {runs.data.map((run) => (
            <DriverRunSection key={run.zoneId} date={date} run={run} underWay={date <= today} />
          ))}
        </Box>
      )}
    </Box>
  );
}
