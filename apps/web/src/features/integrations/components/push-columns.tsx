import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import type { PushRow } from '../api/pushes';
import { nextTryText } from '../push-text';
import { PushActions } from './PushActions';
import { PushDismissal } from './PushDismissal';
import { PushRecordLink } from './PushRecordLink';
import { PushStateChip } from './PushStateChip';

export type PushHandlers = {
  retrying: string | null;
  onRetry: (push: PushRow) => void;
  onDismiss: (push: PushRow) => void;
};

/**
 * The pushes grid's columns. Open pushes end with the next try and Retry / Dismiss; dismissed ones with why,
 * who and when instead.
 */
export function pushColumns(handlers: PushHandlers, dismissed: boolean): GridColDef<PushRow>[] {
  const ending: GridColDef<PushRow>[] = dismissed
    ? [
        {
          field: 'dismissal',
          headerName: 'Dismissed',
          flex: 1.6,
          minWidth: 240,
          sortable: false,
          display: 'flex',
          renderCell: ({ row }) => (
            <Box sx={{ py: 1 }}>{row.dismissal ? <PushDismissal dismissal={row.dismissal} /> : '—'}</Box>
          ),
        },
      ]
    : [
        {
          field: 'nextAttemptAt',
          headerName: 'Next try',
          width: 170,
          sortable: false,
          display: 'flex',
          renderCell: ({ row }) => <Box sx={{ py: 1, lineHeight: 1.35 }}>{nextTryText(row)}</Box>,
        },
        {
          field: 'actions',
          headerName: 'Actions',
          width: 190,
          sortable: false,
          disableColumnMenu: true,
          display: 'flex',
          renderCell: ({ row, tabIndex }) => <PushActions push={row} tabIndex={tabIndex} {...handlers} />,
        },
      ];
  return [
    {
      field: 'what',
      headerName: 'What',
      flex: 1.4,
      minWidth: 200,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.35 }}>
          <Box sx={{ mb: 0.5 }}>{row.what}</Box>
          <PushStateChip state={row.state} />
        </Box>
      ),
    },
    {
      field: 'record',
      headerName: 'Record',
      flex: 1.1,
      minWidth: 160,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ py: 1 }}>
          <PushRecordLink record={row.record ?? null} />
        </Box>
      ),
    },
    { field: 'attempts', headerName: 'Tries', width: 70, sortable: false, type: 'number', display: 'flex' },
    {
      field: 'lastError',
      headerName: 'Last error',
      flex: 1.8,
      minWidth: 220,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.35, overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
          {row.lastError ?? '—'}
        </Box>
      ),
    },
    ...ending,
  ];
}
