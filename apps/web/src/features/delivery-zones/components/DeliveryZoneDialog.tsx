import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { CUTOFF_HOURS, formatCutoffTime } from '@cleaver/domain/cutoff';
import { WEEKDAY_NAMES } from '@cleaver/domain/dates';
import { DELIVERY_WEEKDAYS } from '@cleaver/domain/delivery-zones';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { useCreateDeliveryZone } from '../api/create-delivery-zone';
import { type DeliveryZoneDriver, useDeliveryZoneDrivers } from '../api/delivery-zone-drivers';
import type { DeliveryZoneRow } from '../api/delivery-zones';
import { useUpdateDeliveryZone } from '../api/update-delivery-zone';
import {
  type DeliveryZoneFormInput,
  type DeliveryZoneFormValues,
  deliveryZoneFormSchema,
  deliveryZoneFormValues,
} from '../delivery-zone-form';
import { SHOP_CUTOFF } from '../delivery-zone-text';

interface DeliveryZoneDialogProps {
  /** null: add a new zone; otherwise the one being edited. */
  zone: DeliveryZoneRow | null;
  /** The shop's cutoff hour from Settings, to say whether the zone's is earlier. */
  shopCutoffHour: number;
  onClose: () => void;
}

type MoneyField = 'freightCharge' | 'freeFreightThreshold' | 'minimumOrder';

/**
 * Add or edit a delivery zone: its name, the days the van goes, an earlier cutoff if any, its freight and minimum
 * order in dollars, and the driver whose run it is. Checked with the domain's zone schema; the server's refusal
 * shows above the buttons and the dialog stays open. Full screen on phones.
 */
export function DeliveryZoneDialog({ zone, shopCutoffHour, onClose }: DeliveryZoneDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const createZone = useCreateDeliveryZone();
  const updateZone = useUpdateDeliveryZone();
  const drivers = useDeliveryZoneDrivers();
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = createZone.isPending || updateZone.isPending;
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeliveryZoneFormValues, unknown, DeliveryZoneFormInput>({
    resolver: zodResolver(deliveryZoneFormSchema),
    defaultValues: deliveryZoneFormValues(zone),
  });
  const cutoffHour = useWatch({ control, name: 'cutoffHour' });
  const driverChoices = driverOptions(zone, drivers.data);

  const handleSave = handleSubmit((input) => {
    setServerError(null);
    const options = {
      onSuccess: () => {
        showSnackbar(zone ? 'Delivery zone saved.' : 'Delivery zone added.', 'success');
        onClose();
      },
      onError: (error: Error) => setServerError(error.message),
    };
    if (zone) updateZone.mutate({ id: zone.id, input }, options);
    else createZone.mutate(input, options);
  });

  const money = (name: MoneyField, label: string, hint: string) => (
    <TextField
      {...register(name)}
      label={label}
      required={name !== 'minimumOrder'}
      fullWidth
      disabled={saving}
      autoComplete="off"
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );

  return (
    <Dialog
      open
      // A stray click beside the dialog must not throw away what was typed.
      onClose={(_event, reason) => {
        if (!saving && reason !== 'backdropClick') onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={handleSave} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{zone ? 'Edit delivery zone' : 'Add delivery zone'}</DialogTitle>
        <DialogContent dividers>
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              rowGap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <TextField
              {...register('name')}
              label="Zone name"
              required
              autoFocus
              fullWidth
              disabled={saving}
              autoComplete="off"
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? 'e.g. Central, or North Shore'}
              sx={{ gridColumn: '1 / -1' }}
            />
            <Controller
              control={control}
              name="weekdays"
              render={({ field, fieldState }) => (
                <FormControl
                  component="fieldset"
                  required
                  error={Boolean(fieldState.error)}
                  disabled={saving}
                  sx={{ gridColumn: '1 / -1' }}
                >
                  <FormLabel component="legend">Delivery days</FormLabel>
                  <FormGroup row sx={{ columnGap: 1 }}>
                    {DELIVERY_WEEKDAYS.map((day, index) => (
                      <FormControlLabel
                        key={day}
                        label={WEEKDAY_NAMES[day]}
                        control={
                          <Checkbox
                            checked={field.value.includes(day)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, day].sort((a, b) => a - b)
                                  : field.value.filter((d) => d !== day),
                              )
                            }
                            onBlur={field.onBlur}
                            // The first box takes focus when no day is chosen.
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  <FormHelperText>
                    {fieldState.error?.message ??
                      'The days the van goes. An order waits for the next of them.'}
                  </FormHelperText>
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="cutoffHour"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Cutoff"
                  fullWidth
                  disabled={saving}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? cutoffHint(cutoffHour, shopCutoffHour)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{SHOP_CUTOFF}</MenuItem>
                  {CUTOFF_HOURS.map((hour) => (
                    <MenuItem key={hour} value={String(hour)}>
                      {formatCutoffTime(hour)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {money(
              'minimumOrder',
              'Minimum order (excl. GST)',
              'Empty: no minimum. Pick-up orders need none.',
            )}
            {money('freightCharge', 'Freight charge', 'Excl. GST, for each delivery order.')}
            {money('freeFreightThreshold', 'Free freight from', ADMIN_MESSAGES.freeFreightRule)}
            <Controller
              control={control}
              name="driverId"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Driver"
                  fullWidth
                  disabled={saving}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error) || drivers.isError}
                  helperText={
                    fieldState.error?.message ??
                    (drivers.isError
                      ? 'The drivers could not be loaded: the zone keeps the driver it has.'
                      : drivers.data?.length === 0
                        ? 'No drivers yet: add them in Settings, Drivers.'
                        : 'The driver sees this zone’s runs on their phone.')
                  }
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  sx={{ gridColumn: '1 / -1' }}
                >
                  <MenuItem value="">No driver</MenuItem>
                  {driverChoices.map((driver) => (
                    <MenuItem key={driver.id} value={driver.id}>
                      {driver.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
          {serverError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** What the chosen cutoff does, beside the shop's: only an earlier hour changes anything. */
function cutoffHint(chosen: string, shopCutoffHour: number): string {
  const shop = formatCutoffTime(shopCutoffHour);
  if (chosen === '') return `Orders close at the shop’s cutoff, ${shop}.`;
  return Number(chosen) < shopCutoffHour
    ? `Orders for this zone close earlier than the shop’s ${shop}.`
    : `Not earlier than the shop’s ${shop}: the shop’s cutoff applies.`;
}

/**
 * The drivers to choose from by name; the zone's own driver is among them while the list loads (or if it no
 * longer has them), so the choice shows their name rather than nothing.
 */
function driverOptions(
  zone: DeliveryZoneRow | null,
  drivers: readonly DeliveryZoneDriver[] | undefined,
): { id: string; name: string }[] {
  const options = (drivers ?? []).map((driver) => ({
    id: driver.id,
    name: `${driver.firstName} ${driver.lastName}`.trim() || driver.email,
  }));
  if (zone?.driverId && !options.some((option) => option.id === zone.driverId)) {
    options.unshift({ id: zone.driverId, name: zone.driverName ?? 'Its driver' });
  }
  return options;
}
