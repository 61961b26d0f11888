import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AdminCustomerRow } from '../api/admin-customers';

/**
 * Where a customer stands with the accounting system: a quiet 'In ledger' with the built-in ledger, else a
 * chip, red with the last error when the push was given up.
 */
export function CustomerSyncChip({ sync }: { sync: AdminCustomerRow['accountingSync'] }) {
  switch (sync.state) {
    case 'LEDGER':
      return (
        <Typography variant="caption" color="text.secondary">
          In ledger
        </Typography>
      );
    case 'PENDING':
      return <Chip size="small" variant="outlined" color="warning" label="Sync pending" />;
    case 'SYNCED':
      return <Chip size="small" variant="outlined" color="success" label="Synced" />;
    case 'FAILED':
      return (
        <Box sx={{ minWidth: 0, py: 0.5 }}>
          <Chip size="small" color="error" label="Sync failed" sx={{ bgcolor: 'error.dark' }} />
          {sync.lastError ? (
            <Typography
              variant="caption"
              color="error"
              component="p"
              title={sync.lastError}
              sx={{ mt: 0.25, overflowWrap: 'anywhere' }}
            >
              {sync.lastError}
            </Typography>
          ) : null}
        </Box>
      );
  }
}
