import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useBackupStatus } from '../api/backup-status';
import { latestText, scheduleText } from '../backup-text';

/** The nightly backup on the Integrations screen: when it runs and how the newest went. */
export function BackupCard() {
  const titleId = useId();
  const status = useBackupStatus();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: '1 1 300px' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Backups
      </Typography>
      {status.isError ? (
        <Typography>The backup status could not be loaded.</Typography>
      ) : status.data ? (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{scheduleText(status.data)}</Typography>
          {status.data.latest?.status === 'failed' ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {latestText(status.data)}
            </Alert>
          ) : (
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{latestText(status.data)}</Typography>
          )}
        </>
      ) : (
        <Typography>Loading…</Typography>
      )}
    </Paper>
  );
}
