import { formatCutoffTime } from '@cleaver/domain/cutoff';
import { REMINDER_HOURS, REMINDER_WEEKDAYS } from '@cleaver/domain/cutoff-reminder';
import { WEEKDAY_NAMES } from '@cleaver/domain/dates';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useSnackbar } from '../../../components/snackbar-context';
import { type CutoffReminderChoice, useMyCutoffReminder } from '../api/my-cutoff-reminder';
import { useSetMyCutoffReminder } from '../api/set-my-cutoff-reminder';
import { useShopCutoffHour } from '../api/shop-cutoff-hour';

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/**
 * The reminder mail before the cutoff: on or off, how many hours before, and for which processing days. Each change
 * is saved at once; the server checks it too and its refusal is shown, the saved choice kept.
 */
export function CutoffReminderSettings() {
  const showSnackbar = useSnackbar();
  const reminder = useMyCutoffReminder();
  const save = useSetMyCutoffReminder();
  const cutoff = formatCutoffTime(useShopCutoffHour());
  const hoursLabelId = useId();
  const daysLabelId = useId();

  if (reminder.isPending)
    return <Typography sx={{ color: 'text.secondary' }}>Loading your reminder…</Typography>;
  if (reminder.isError) {
    return <LoadError message="Your reminder could not be loaded." onRetry={() => void reminder.refetch()} />;
  }
  // Shows the choice at once; the server's answer replaces it, a refusal puts the saved one back.
  const choice: CutoffReminderChoice = save.isPending ? save.variables : reminder.data;

  const handleChange = (change: Partial<CutoffReminderChoice>) => {
    if (save.isPending) return;
    save.mutate(
      { enabled: choice.enabled, hoursBefore: choice.hoursBefore, weekdays: [...choice.weekdays], ...change },
      {
        onSuccess: () => showSnackbar('Your reminder was saved.', 'success'),
        onError: (error) => showSnackbar(error.message || 'Your reminder could not be saved.', 'error'),
      },
    );
  };
  const handleDay = (day: number, checked: boolean) =>
    handleChange({
      weekdays: checked
        ? [...choice.weekdays, day].sort((a, b) => a - b)
        : choice.weekdays.filter((d) => d !== day),
    });

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Cutoff reminder
      </FormLabel>
      <FormControlLabel
        control={
          <Switch
            checked={choice.enabled}
            onChange={(event) => handleChange({ enabled: event.target.checked })}
          />
        }
        label="Email me a reminder before the cutoff"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: choice.enabled ? 2 : 0 }}>
        Sent only when you have no order yet for that day. Orders placed after {cutoff} go to the next day.
      </Typography>
      {choice.enabled ? (
        <Stack spacing={2}>
          <FormControl size="small" sx={{ maxWidth: 260 }}>
            <InputLabel id={hoursLabelId}>How long before the {cutoff} cutoff</InputLabel>
            <Select
              labelId={hoursLabelId}
              label={`How long before the ${cutoff} cutoff`}
              value={choice.hoursBefore}
              onChange={(event) => handleChange({ hoursBefore: Number(event.target.value) })}
            >
              {REMINDER_HOURS.map((hours) => (
                <MenuItem key={hours} value={hours}>
                  {hoursText(hours)} before
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={daysLabelId}>
              Remind me for orders processed on
            </FormLabel>
            <FormGroup row aria-labelledby={daysLabelId}>
              {REMINDER_WEEKDAYS.map((day) => {
                const name = WEEKDAY_NAMES[day] ?? '';
                return (
                  <FormControlLabel
                    key={day}
                    control={
                      <Checkbox
                        checked={choice.weekdays.includes(day)}
                        onChange={(event) => handleDay(day, event.target.checked)}
                        slotProps={{ input: { 'aria-label': name } }}
                      />
                    }
                    label={name.slice(0, 3)}
                  />
                );
              })}
            </FormGroup>
          </FormControl>
        </Stack>
      ) : null}
    </FormControl>
  );
}
