import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { CUTOFF_HOURS, formatCutoffTime } from '@cleaver/domain/cutoff';
import { settingsVariablesFormSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import type { SettingsVariablesFieldsFragment } from '../../../gql/graphql';
import { DeliveryZonesSection } from '../../delivery-zones/components/DeliveryZonesSection';
import { useSettingsVariablesForm } from '../api/settings-variables';
import { useUpdateSettingsVariables } from '../api/update-settings-variables';
import { ClosedDaysSection } from './ClosedDaysSection';
import { ServerError } from './ServerError';

/**
 * Setting Variables: freight charge (excluding GST), free-freight threshold (compared with the goods including
 * GST) and the cutoff time, then the delivery zones, then the days the shop is closed.
 */
export function SettingVariablesView() {
  const variables = useSettingsVariablesForm();
  if (variables.isError) {
    return <LoadError message="The setting variables could not be loaded." onRetry={variables.refetch} />;
  }
  if (!variables.data) return <PageLoader />;
  return (
    <Stack spacing={3} divider={<Divider />}>
      <SettingVariablesForm saved={variables.data} />
      <DeliveryZonesSection shopCutoffHour={variables.data.cutoffHour} />
      <ClosedDaysSection />
    </Stack>
  );
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

function SettingVariablesForm({ saved }: { saved: SettingsVariablesFieldsFragment }) {
  const showSnackbar = useSnackbar();
  const update = useUpdateSettingsVariables();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(settingsVariablesFormSchema),
    defaultValues: {
      cutoffHour: String(saved.cutoffHour),
      freightCharge: dollars(saved.freightChargeCents),
      freeFreightThreshold: dollars(saved.freeFreightThresholdCents),
    },
  });

  const handleValid = handleSubmit((input) => {
    setServerError(null);
    update.mutate(input, {
      onSuccess: () => showSnackbar('Setting variables updated.', 'success'),
      onError: (error) => setServerError(error.message),
    });
  });

  const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleValid}
      spacing={2.5}
      aria-label="Setting Variables"
      sx={{ pt: 1 }}
    >
      <TextField
        {...register('freightCharge')}
        label="Freight Charge (excl. GST)"
        required
        inputMode="decimal"
        autoComplete="off"
        slotProps={{ ...money, htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.freightCharge)}
        helperText={errors.freightCharge?.message}
      />
      <TextField
        {...register('freeFreightThreshold')}
        label="Free Freight Over (incl. GST)"
        required
        autoComplete="off"
        slotProps={{ ...money, htmlInput: { inputMode: 'decimal' } }}
        error={Boolean(errors.freeFreightThreshold)}
        helperText={errors.freeFreightThreshold?.message ?? ADMIN_MESSAGES.freeFreightRule}
      />
      <Controller
        control={control}
        name="cutoffHour"
        render={({ field }) => (
          <TextField
            {...field}
            select
            label="Cutoff Time"
            required
            error={Boolean(errors.cutoffHour)}
            helperText={
              errors.cutoffHour?.message ??
              'Orders placed at or after this hour are processed the next working day.'
            }
          >
            {CUTOFF_HOURS.map((hour) => (
              <MenuItem key={hour} value={String(hour)}>
                {formatCutoffTime(hour)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <ServerError message={serverError} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={update.isPending}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}
