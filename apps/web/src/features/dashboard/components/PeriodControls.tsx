import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type DateRange,
  MAX_CHART_DAYS,
} from '@cleaver/domain/dashboard';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DASHBOARD_STATUS_FILTERS, type DashboardStatusFilter, type PeriodChoice } from '../dashboard-state';
import { DateRangeForm } from './DateRangeForm';

type PeriodControlsProps = {
  period: PeriodChoice;
  /** The dates shown now: what the custom range starts from. */
  range: DateRange | undefined;
  status: DashboardStatusFilter;
  onPeriod: (period: PeriodChoice, range?: DateRange) => void;
  onStatus: (status: DashboardStatusFilter) => void;
};

const CHOICES: readonly { value: PeriodChoice; label: string }[] = [
  ...DASHBOARD_PERIODS.map((period) => ({ value: period, label: DASHBOARD_PERIOD_LABELS[period] })),
  { value: 'CUSTOM', label: 'Range' },
];

/**
 * The period the charts and the history cover (Today, This week, This month, or a custom From–To range shown
 * once chosen) and the order status filter.
 */
export function PeriodControls({ period, range, status, onPeriod, onStatus }: PeriodControlsProps) {
  const labelId = useId();
  // Choosing Custom range opens its From–To form; the address changes only when the range is submitted.
  const [customOpen, setCustomOpen] = useState(false);
  const shown = customOpen ? 'CUSTOM' : period;

  const handleChoice = (next: PeriodChoice | null) => {
    if (next === null) return;
    if (next === 'CUSTOM') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    onPeriod(next);
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 2 }}>
        <Box>
          <Typography id={labelId} component="span" sx={{ display: 'block', fontSize: '0.875rem', mb: 0.5 }}>
            Period
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={shown}
            onChange={(_event, next: PeriodChoice | null) => handleChoice(next)}
            aria-labelledby={labelId}
            size="small"
          >
            {CHOICES.map((choice) => (
              <ToggleButton
                key={choice.value}
                value={choice.value}
                sx={{
                  px: 1.25,
                  whiteSpace: 'nowrap',
                  fontWeight: 700,
                  // In the words' own case: in capitals (the spec's TODAY, THIS WEEK, THIS MONTH) the four no longer fit
                  // a phone's width, and RANGE was cut off.
                  textTransform: 'none',
                  // The brand fill with its own text colour reads at AA on both themes; green text would not.
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  },
                }}
              >
                {choice.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => onStatus(event.target.value as DashboardStatusFilter)}
          size="small"
          sx={{ width: 170 }}
        >
          {DASHBOARD_STATUS_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {filter}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown === 'CUSTOM' && range ? (
        <Box sx={{ mb: 2 }}>
          <DateRangeForm
            key={`${range.from}/${range.to}`}
            label="Custom period"
            range={range}
            maxDays={MAX_CHART_DAYS}
            submitLabel="Show"
            onSubmit={(chosen) => {
              setCustomOpen(false);
              onPeriod('CUSTOM', chosen);
            }}
          />
        </Box>
      ) : null}
    </>
  );
}
