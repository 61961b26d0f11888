import { formatDate } from '@cleaver/domain/dates';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useChooseXeroOrganisation, useDisconnectXero, useXeroConnection } from '../api/xero-connection';
import { XeroPushSettings } from './XeroPushSettings';

/**
 * Xero on the Integrations screen: Connect to Xero (Xero's own sign-in and consent), the organisation to choose when
 * there are several, then which organisation is connected, by whom and when, and Disconnect. Says how the last
 * attempt went when Xero sends staff back (`?xero=connected|choose|failed&reason=`), and why a connection broke.
 */
export function XeroCard() {
  const titleId = useId();
  const connection = useXeroConnection();
  const choose = useChooseXeroOrganisation();
  const disconnect = useDisconnectXero();
  const [params, setParams] = useSearchParams();
  const [tenantId, setTenantId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const outcome = params.get('xero');
  const dismissOutcome = () => {
    const next = new URLSearchParams(params);
    next.delete('xero');
    next.delete('reason');
    setParams(next, { replace: true });
  };
  const data = connection.data;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, flex: '1 1 300px' }}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        Xero
      </Typography>
      {outcome === 'failed' ? (
        <Alert severity="error" onClose={dismissOutcome} sx={{ mb: 1 }}>
          {params.get('reason') || 'Xero did not connect.'}
        </Alert>
      ) : outcome === 'connected' ? (
        <Alert severity="success" onClose={dismissOutcome} sx={{ mb: 1 }}>
          Connected to Xero.
        </Alert>
      ) : null}
      {connection.isError ? (
        <Typography>The Xero connection could not be loaded.</Typography>
      ) : !data ? (
        <Typography>Loading…</Typography>
      ) : !data.available ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Not set up on this server: XERO_CLIENT_ID and XERO_CLIENT_SECRET are needed to connect.
        </Typography>
      ) : data.status === 'CONNECTED' ? (
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            Connected to {data.tenantName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            by {data.connectedByName}
            {data.connectedAt ? ` on ${formatDate(data.connectedAt)}` : ''}
          </Typography>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            Disconnect
          </Button>
          <XeroPushSettings />
        </>
      ) : data.status === 'CHOOSING' ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            if (tenantId) choose.mutate(tenantId, { onSuccess: dismissOutcome });
          }}
        >
          <Typography sx={{ mb: 1 }}>
            Xero let Cleaver reach several organisations. Which one is this shop?
          </Typography>
          <TextField
            select
            label="Organisation"
            value={tenantId}
            onChange={(event) => setTenantId(event.target.value)}
            fullWidth
            required
            sx={{ mb: 1 }}
          >
            {data.organisations.map((organisation) => (
              <MenuItem key={organisation.tenantId} value={organisation.tenantId}>
                {organisation.tenantName}
              </MenuItem>
            ))}
          </TextField>
          {choose.isError ? (
            <Alert severity="error" sx={{ mb: 1 }}>
              {choose.error.message}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" loading={choose.isPending} disabled={!tenantId}>
            Connect this organisation
          </Button>
        </Box>
      ) : (
        <>
          {data.status === 'BROKEN' && data.problem ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {data.problem}
            </Alert>
          ) : (
            <Typography sx={{ mb: 1 }}>
              Send invoices, credit notes and customers to Xero as they happen, and read payments back.
            </Typography>
          )}
          {/* A full page load: Xero's sign-in is another site, and it comes back to the server's callback. */}
          <Button variant="contained" href={data.connectUrl}>
            {data.status === 'BROKEN' ? 'Connect to Xero again' : 'Connect to Xero'}
          </Button>
        </>
      )}
      {confirming && data ? (
        <ConfirmDialog
          title={`Disconnect ${data.tenantName ?? 'Xero'}?`}
          confirmLabel="Disconnect"
          danger
          pending={disconnect.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => disconnect.mutate(undefined, { onSettled: () => setConfirming(false) })}
        >
          Nothing more is sent to Xero and no payments are read from it until you connect again. What is in
          Xero stays there.
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
