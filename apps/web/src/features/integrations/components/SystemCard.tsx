import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { IntegrationSystem } from '../api/integration-systems';
import { formatWhen, SYSTEM_LABELS } from '../push-text';

type SystemCardProps = {
  system: IntegrationSystem;
  /** A check is on its way: staff's, or the one made when the screen opened. */
  checking: boolean;
  onCheck: () => void;
};

/** One external system: its adapter, the last connection check and what waits for it. */
export function SystemCard({ system, checking, onCheck }: SystemCardProps) {
  const titleId = useId();
  const title = SYSTEM_LABELS[system.system];
  const http = system.adapter === 'HTTP';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: '1 1 300px' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography>
        {http ? (
          <>
            Sends over HTTP to{' '}
            <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {system.host}
            </Box>
          </>
        ) : (
          'Built in: this app is the system, so nothing is sent anywhere.'
        )}
      </Typography>
      {http ? (
        <>
          <ConnectionLine lastCheck={system.lastCheck ?? null} checking={checking} />
          <Typography sx={{ mt: 0.5 }}>
            {system.pending} waiting, {system.failed} failed
          </Typography>
          <Button
            variant="outlined"
            size="small"
            loading={checking}
            onClick={onCheck}
            sx={{ mt: 1.5 }}
            aria-label={`Check connection to the ${title.toLowerCase()}`}
          >
            Check connection
          </Button>
        </>
      ) : null}
    </Paper>
  );
}

function ConnectionLine({
  lastCheck,
  checking,
}: {
  lastCheck: IntegrationSystem['lastCheck'] | null;
  checking: boolean;
}) {
  const [icon, text, colour] = !lastCheck
    ? [
        <HelpOutline key="icon" fontSize="small" />,
        checking ? 'Checking the connection…' : 'Connection not checked yet',
        'text.secondary',
      ]
    : lastCheck.ok
      ? [
          <CheckCircle key="icon" fontSize="small" />,
          `Connection OK at ${formatWhen(lastCheck.checkedAt)}`,
          'success.main',
        ]
      : [
          <ErrorOutline key="icon" fontSize="small" />,
          `No connection at ${formatWhen(lastCheck.checkedAt)}`,
          'error.main',
        ];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 1 }} role="status">
      <Box component="span" sx={{ color: colour, display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography>{text}</Typography>
    </Box>
  );
}
