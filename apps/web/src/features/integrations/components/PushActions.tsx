import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PushRow } from '../api/pushes';
import { pushTitle } from '../push-text';

type PushActionsProps = {
  push: PushRow;
  /** The push whose retry is on its way, if any. */
  retrying: string | null;
  onRetry: (push: PushRow) => void;
  onDismiss: (push: PushRow) => void;
  tabIndex?: number;
};

/** Retry and Dismiss; neither while the push is being sent (its answer is on its way). */
export function PushActions({ push, retrying, onRetry, onDismiss, tabIndex }: PushActionsProps) {
  const sending = push.state === 'SENDING';
  const title = pushTitle(push);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={sending}
        loading={retrying === push.id}
        onClick={() => onRetry(push)}
        aria-label={`Retry: ${title}`}
        tabIndex={tabIndex}
      >
        Retry
      </Button>
      <Button
        size="small"
        color="error"
        disabled={sending}
        onClick={() => onDismiss(push)}
        aria-label={`Dismiss: ${title}`}
        tabIndex={tabIndex}
      >
        Dismiss
      </Button>
    </Box>
  );
}
