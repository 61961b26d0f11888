import { aucklandDateString } from '@cleaver/domain/dates';
import { alreadyClosedMessage, CLOSED_DAY_NAME_MAX } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '../../../components/DateField';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { useAddClosedDay } from '../api/add-closed-day';
import { useClosedDays } from '../api/closed-days';
import { useRemoveClosedDay } from '../api/remove-closed-day';
import { closedDayFormSchema, comingPublicHolidays, dayText } from '../closed-days';
import { ServerError } from './ServerError';

/**
 * Closed days in Setting Variables: the days staff closed the shop (with Remove), a form to add one, and the
 * public holidays of the next 12 months, which are closed already.
 */
export function ClosedDaysSection() {
  const headingId = useId();
  const today = aucklandDateString(new Date());
  const days = useClosedDays();
  const remove = useRemoveClosedDay();
  const showSnackbar = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);

  const handleRemove = (date: string) => {
    setServerError(null);
    remove.mutate(date, {
      onSuccess: () => showSnackbar('Closed day removed.', 'success'),
      onError: (error) => setServerError(error.message),
    });
  };

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h3" variant="h6">
        Closed days
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Orders are not processed on Sundays, public holidays or the days added here. An order for a closed day
        is processed on the next open day, and customers are told why before they order.
      </Typography>
      {days.isError ? (
        <LoadError message="The closed days could not be loaded." onRetry={days.refetch} />
      ) : null}
      {!days.data && !days.isError ? <PageLoader label="Loading closed days" /> : null}
      {days.data?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No closed days added.</Typography>
      ) : null}
      {days.data && days.data.length > 0 ? (
        <List aria-label="Closed days added" disablePadding>
          {days.data.map((day) => (
            <ListItem
              key={day.date}
              divider
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  aria-label={`Remove ${dayText(day.date)} (${day.name})`}
                  loading={remove.isPending && remove.variables === day.date}
                  disabled={remove.isPending}
                  onClick={() => handleRemove(day.date)}
                >
                  Remove
                </Button>
              }
              sx={{ pr: 12 }}
            >
              <ListItemText
                primary={dayText(day.date)}
                secondary={day.name}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      <ServerError message={serverError} />
      <AddClosedDayForm today={today} />
      <PublicHolidays today={today} />
    </Stack>
  );
}

function AddClosedDayForm({ today }: { today: string }) {
  const showSnackbar = useSnackbar();
  const add = useAddClosedDay();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = useMemo(() => closedDayFormSchema(today), [today]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { date: '', name: '' } });

  const handleValid = handleSubmit((day) => {
    // A Sunday or a public holiday: said here as the server would refuse it.
    const alreadyClosed = alreadyClosedMessage(day.date);
    setServerError(alreadyClosed);
    if (alreadyClosed) return;
    add.mutate(day, {
      onSuccess: () => {
        reset();
        showSnackbar('Closed day added.', 'success');
      },
      onError: (error) => setServerError(error.message),
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={handleValid} aria-label="Add a closed day" spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateField
              label="Date"
              hint="DD/MM/YYYY"
              pickerLabel="Choose closed day"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              min={today}
              error={errors.date?.message}
              disabled={add.isPending}
              sx={{ flex: { sm: '0 0 13rem' } }}
            />
          )}
        />
        <TextField
          {...register('name')}
          label="Reason"
          required
          autoComplete="off"
          placeholder="e.g. Christmas shutdown"
          disabled={add.isPending}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'Customers see it in the order notice'}
          slotProps={{ htmlInput: { maxLength: CLOSED_DAY_NAME_MAX } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" loading={add.isPending} disabled={add.isPending}>
          Add closed day
        </Button>
      </Box>
    </Stack>
  );
}

/** The public holidays of the next 12 months: closed already, shown so staff need not add them. */
function PublicHolidays({ today }: { today: string }) {
  const headingId = useId();
  const holidays = useMemo(() => comingPublicHolidays(today), [today]);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Public holidays in the next 12 months
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Closed already, with the weekday a weekend holiday is observed on.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {holidays.map((holiday) => (
          <Box
            component="li"
            key={holiday.date}
            sx={{ display: 'grid', gridTemplateColumns: '10.5rem 1fr', columnGap: 2, py: 0.25 }}
          >
            <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {dayText(holiday.date)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {holiday.name}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
