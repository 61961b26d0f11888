import type { PushState } from '@cleaver/domain/integrations';
import Chip from '@mui/material/Chip';
import { PUSH_STATE_LABELS } from '../push-text';

const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';
// Light shades carry dark text and the dark red white text: legible on both themes.
const LOOKS = {
  WAITING: { bgcolor: 'warning.light', color: DARK_TEXT },
  SENDING: { bgcolor: 'info.light', color: DARK_TEXT },
  FAILED: { bgcolor: 'error.dark', color: '#ffffff' },
  DISMISSED: { bgcolor: 'grey.300', color: DARK_TEXT },
} as const;

/** Waiting, Sending, Failed or Dismissed, in words (the colour only repeats them). */
export function PushStateChip({ state }: { state: PushState }) {
  return <Chip size="small" label={PUSH_STATE_LABELS[state]} sx={{ ...LOOKS[state], fontWeight: 700 }} />;
}
