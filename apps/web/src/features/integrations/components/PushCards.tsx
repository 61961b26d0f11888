import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { PushRow } from '../api/pushes';
import { nextTryText, pushTitle } from '../push-text';
import { PushActions } from './PushActions';
import { PushDismissal } from './PushDismissal';
import { PushRecordLink } from './PushRecordLink';
import { PushStateChip } from './PushStateChip';

type PushCardsProps = {
  /** The list's accessible name: what it holds. */
  label: string;
  rows: readonly PushRow[];
  loading: boolean;
  retrying: string | null;
  onRetry: (push: PushRow) => void;
  onDismiss: (push: PushRow) => void;
};

/** The pushes on a phone or small tablet: one card each, what and for which record first. */
export function PushCards({ label, rows, loading, retrying, onRetry, onDismiss }: PushCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading pushes" sx={{ p: 2 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rectangular" height={120} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((push) => (
        <Box
          component="li"
          key={push.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box component="article" aria-label={pushTitle(push)}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              <Typography
                component="h3"
                sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, flex: 1 }}
              >
                {push.what}
              </Typography>
              <PushStateChip state={push.state} />
            </Box>
            <Box sx={{ mt: 0.5 }}>
              <PushRecordLink record={push.record ?? null} />
            </Box>
            {push.lastError ? (
              <Typography sx={{ mt: 0.5, fontSize: '0.9375rem', overflowWrap: 'anywhere' }}>
                {push.lastError}
              </Typography>
            ) : null}
            <Typography sx={{ mt: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}>
              {push.attempts} {push.attempts === 1 ? 'try' : 'tries'}
              {push.dismissal ? null : ` · Next try: ${nextTryText(push)}`}
            </Typography>
            {push.dismissal ? (
              <Box sx={{ mt: 1 }}>
                <PushDismissal dismissal={push.dismissal} />
              </Box>
            ) : (
              <Box sx={{ mt: 1 }}>
                <PushActions push={push} retrying={retrying} onRetry={onRetry} onDismiss={onDismiss} />
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
