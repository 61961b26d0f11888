import type { PushState } from '@cleaver/domain/integrations';
import Chip from '@mui/material/Chip';
import { PUSH_STATE_LABELS } from '../push-text';

const COLOURS = { WAITING: 'warning', SENDING: 'info', FAILED: 'error' } as const;

/** Waiting, Sending or Failed, in words (the colour only repeats them). */
export function PushStateChip({ state }: { state: PushState }) {
  return <Chip size="small" variant="outlined" color={COLOURS[state]} label={PUSH_STATE_LABELS[state]} />;
}
