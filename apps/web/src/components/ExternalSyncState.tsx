import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A record's newest push to one external system, as the API's `ExternalSync` answers it. */
export type ExternalSyncEntry = {
  system: string;
  status: 'PENDING' | 'SENT' | 'FAILED';
  lastError?: string | null;
};

const STATUS_TEXT = { PENDING: 'Pending', SENT: 'Sent', FAILED: 'Failed' } as const;

// Filled, light shades with dark text and dark shades with white text: legible on both themes (an outlined
// orange chip on white is 3.1:1, below what axe asks of small text).
const LOOKS = {
  PENDING: { bgcolor: 'warning.light', color: 'rgba(0, 0, 0, 0.87)' },
  SENT: { bgcolor: 'success.dark', color: '#ffffff' },
  FAILED: { bgcolor: 'error.dark', color: '#ffffff' },
} as const;

const systemName = (system: string) => system.charAt(0).toUpperCase() + system.slice(1);

interface ExternalSyncStateProps {
  sync: ReadonlyArray<ExternalSyncEntry>;
  /** Actions shown after the chips, e.g. an order's Retry. */
  children?: ReactNode;
  /** Space below the chips: a form's top has some, a field in a list of fields none. */
  gapBelow?: boolean;
}

/**
 * Where a record (an order, a product, a customer) stands with each external system: a chip per system,
 * Pending, Sent or Failed, and why the last try did not go through written out under it, so it is read on a
 * phone and by a screen reader too. Nothing with the built-in systems (an empty list).
 */
export function ExternalSyncState({ sync, children, gapBelow = true }: ExternalSyncStateProps) {
  if (sync.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="External systems"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: gapBelow ? 2 : 0 }}
    >
      {sync.map((entry) => {
        const reason = entry.status === 'SENT' ? null : (entry.lastError ?? null);
        return (
          <Box key={entry.system} sx={{ minWidth: 0 }}>
            <Chip
              size="small"
              label={`${systemName(entry.system)}: ${STATUS_TEXT[entry.status]}`}
              title={reason ?? undefined}
              sx={LOOKS[entry.status]}
            />
            {reason ? (
              <Typography
                variant="caption"
                color={entry.status === 'FAILED' ? 'error' : 'text.secondary'}
                component="p"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {reason}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      {children}
    </Box>
  );
}
