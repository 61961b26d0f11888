import { PUSH_FILTERS, type PushFilter } from '@cleaver/domain/integrations';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { useSnackbar } from '../../../components/snackbar-context';
import { BackupCard } from '../../backups/components/BackupCard';
import { XeroCard } from '../../xero/components/XeroCard';
import {
  useCheckConnectionsOnOpen,
  useCheckIntegrationConnection,
} from '../api/check-integration-connection';
import { useLiveConnections } from '../api/connection-checked';
import { useDismissPush } from '../api/dismiss-push';
import { useIntegrationSystems } from '../api/integration-systems';
import { type PushRow, usePushes } from '../api/pushes';
import { useLivePushes } from '../api/pushes-changed';
import { useRetryPush } from '../api/retry-push';
import { PUSH_PAGE_SIZES, usePushesListState } from '../hooks/use-pushes-list-state';
import { pushTitle, SYSTEM_LABELS } from '../push-text';
import { DismissPushDialog } from './DismissPushDialog';
import { PushCards } from './PushCards';
import { type PushHandlers, pushColumns } from './push-columns';
import { SystemCard } from './SystemCard';

const FILTER_LABELS: Record<PushFilter, string> = {
  ALL: 'Waiting and failed',
  PENDING: 'Waiting',
  FAILED: 'Failed',
  DISMISSED: 'Dismissed',
};

const EMPTY: Record<PushFilter, string> = {
  ALL: 'Nothing waiting: every change has gone through.',
  PENDING: 'Nothing waiting to be sent.',
  FAILED: 'No failed pushes.',
  DISMISSED: 'No dismissed pushes.',
};

const pageSizeOptions = [...PUSH_PAGE_SIZES];

/**
 * Integrations (/Admin/Integrations): each external system's adapter and connection, then every push that
 * has not gone through, with Retry and Dismiss. Live: pushes queued, tried, retried or dismissed anywhere
 * show at once. On phones, one card each.
 */
export function IntegrationsPage() {
  const showSnackbar = useSnackbar();
  const { state, update, offset, limit } = usePushesListState();
  const cards = useMediaQuery('(max-width:799.95px)', { noSsr: true });
  const systems = useIntegrationSystems();
  const pushes = usePushes({ status: state.status, offset, limit });
  const check = useCheckIntegrationConnection();
  const retry = useRetryPush();
  const dismiss = useDismissPush();
  const [dismissing, setDismissing] = useState<PushRow | null>(null);
  const [dismissError, setDismissError] = useState<string | null>(null);
  const checkingOnOpen = useCheckConnectionsOnOpen(systems.data);
  useLivePushes();
  useLiveConnections();

  const handleCheck = (system: 'PRODUCTION' | 'ACCOUNTING') =>
    check.mutate(system, {
      onSuccess: (checked) =>
        checked.lastCheck?.ok
          ? showSnackbar(`The ${SYSTEM_LABELS[system].toLowerCase()} answered.`, 'success')
          : showSnackbar(`The ${SYSTEM_LABELS[system].toLowerCase()} did not answer.`, 'error', {
              persist: true,
            }),
      onError: (error) => showSnackbar(error.message, 'error', { persist: true }),
    });
  const handleRetry = (push: PushRow) =>
    retry.mutate(push.id, {
      onSuccess: () => showSnackbar(`Sending again: ${pushTitle(push)}.`, 'success'),
      onError: (error) => showSnackbar(error.message, 'error', { persist: true }),
      onSettled: () => void pushes.refetch(),
    });
  const handleDismissOpen = (push: PushRow) => {
    setDismissError(null);
    setDismissing(push);
  };
  const handleDismiss = (reason: string) => {
    if (!dismissing) return;
    dismiss.mutate(
      { id: dismissing.id, reason },
      {
        onSuccess: () => {
          showSnackbar(`Dismissed: ${pushTitle(dismissing)}.`, 'success');
          setDismissing(null);
          void pushes.refetch();
        },
        onError: (error) => {
          setDismissError(error.message);
          // Gone through or being sent meanwhile: the list shows where it stands now.
          void pushes.refetch();
        },
      },
    );
  };
  const handlers: PushHandlers = {
    retrying: retry.isPending ? (retry.variables ?? null) : null,
    onRetry: handleRetry,
    onDismiss: handleDismissOpen,
  };

  const rows = pushes.data?.rows ?? [];
  const total = pushes.data?.total ?? 0;
  const empty = pushes.data && total === 0;
  const dismissedView = state.status === 'DISMISSED';
  const listName = dismissedView ? 'Dismissed pushes' : 'Pushes not yet through';
  // Pushes cleared while staff were on a later page: back to the last page that still has some.
  const lastPage = Math.max(0, Math.ceil(total / state.pageSize) - 1);
  useEffect(() => {
    if (pushes.data && state.page > lastPage) update({ page: lastPage });
  }, [pushes.data, state.page, lastPage, update]);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Integrations
      </Typography>
      {systems.isError && !systems.data ? (
        <LoadError message="The systems could not be loaded." onRetry={() => void systems.refetch()} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
          {(systems.data ?? []).map((system) => (
            <SystemCard
              key={system.system}
              system={system}
              checking={
                (check.isPending && check.variables === system.system) ||
                checkingOnOpen.includes(system.system)
              }
              onCheck={() => handleCheck(system.system)}
            />
          ))}
          <BackupCard />
          <XeroCard />
        </Box>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            {dismissedView ? 'Dismissed' : 'Not yet through'}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {pushes.data ? `${total.toLocaleString('en-NZ')} ${total === 1 ? 'push' : 'pushes'}` : ''}
          </Typography>
        </Box>
        <TextField
          select
          label="Show"
          value={state.status}
          onChange={(event) => update({ status: event.target.value as PushFilter })}
          size="small"
          sx={{ minWidth: 200 }}
        >
          {PUSH_FILTERS.map((filter) => (
            <MenuItem key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {pushes.isError && !pushes.data ? (
        <LoadError message="The pushes could not be loaded." onRetry={() => void pushes.refetch()} />
      ) : empty ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography role="status" sx={{ textAlign: 'center' }}>
            {EMPTY[state.status]}
          </Typography>
        </Paper>
      ) : (
        <ServerPagedGrid
          aria-label={listName}
          query={pushes}
          rows={rows}
          rowCount={total}
          columns={pushColumns(handlers, dismissedView)}
          page={state.page}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={update}
          cards={
            cards ? (
              <PushCards label={listName} rows={rows} loading={pushes.isPending} {...handlers} />
            ) : undefined
          }
        />
      )}
      {dismissing ? (
        <DismissPushDialog
          push={dismissing}
          pending={dismiss.isPending}
          error={dismissError}
          onCancel={() => setDismissing(null)}
          onDismiss={handleDismiss}
        />
      ) : null}
    </>
  );
}
