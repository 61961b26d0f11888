import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useSnackbar } from '../../../components/snackbar-context';
import { type BackupStatus, useBackupStatus, useUpdateBackupSettings } from '../api/backup-status';
import { hourText, latestText, scheduleText } from '../backup-text';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Settings → Backups: the hour the nightly backup runs, how many are kept, and how the newest went. */
export function BackupSettingsView() {
  const status = useBackupStatus();
  if (status.isError) {
    return <LoadError message="The backup settings could not be loaded." onRetry={status.refetch} />;
  }
  if (!status.data) return <PageLoader />;
  return <BackupSettingsForm saved={status.data} />;
}

function BackupSettingsForm({ saved }: { saved: BackupStatus }) {
  const showSnackbar = useSnackbar();
  const update = useUpdateBackupSettings();
  const [hour, setHour] = useState(saved.hour);
  const [keep, setKeep] = useState(String(saved.keep));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const keepNumber = /^\d+$/.test(keep.trim()) ? Number(keep.trim()) : Number.NaN;
  const keepError =
    keep.trim() === ''
      ? 'Enter how many backups to keep.'
      : !Number.isInteger(keepNumber) || keepNumber < 1 || keepNumber > 365
        ? 'Keep from 1 to 365 backups.'
        : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (keepError) return;
    setServerError(null);
    update.mutate(
      { hour, keep: keepNumber },
      {
        onSuccess: () => showSnackbar('Backup settings updated.', 'success'),
        onError: (error) => setServerError(error.message),
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit}
      spacing={2.5}
      aria-label="Backups"
      sx={{ pt: 1 }}
    >
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {scheduleText(saved)}
      </Typography>
      {saved.latest?.status === 'failed' ? (
        <Alert severity="error">{latestText(saved)}</Alert>
      ) : (
        <Typography sx={{ fontWeight: 600 }}>{latestText(saved)}</Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          label="Backup Time"
          value={hour}
          onChange={(event) => setHour(Number(event.target.value))}
          helperText="New Zealand time, when the shop is quiet."
          sx={{ flex: '1 1 180px' }}
        >
          {HOURS.map((value) => (
            <MenuItem key={value} value={value}>
              {hourText(value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Backups Kept"
          value={keep}
          onChange={(event) => setKeep(event.target.value)}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          error={submitted && Boolean(keepError)}
          helperText={(submitted && keepError) || 'Older nightly backups are deleted.'}
          sx={{ flex: '1 1 180px' }}
        />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        A backup holds the whole shop, password hashes included: copy them somewhere safe, off this machine.
        To take one now or restore one, see the deployment guide (npm run backup, npm run restore).
      </Typography>
      {serverError ? (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={update.isPending} disabled={update.isPending}>
          Save
        </Button>
      </Box>
    </Stack>
  );
}
