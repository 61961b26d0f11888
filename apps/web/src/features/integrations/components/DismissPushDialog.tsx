import { DISMISS_REASON_MAX, type DismissPushInput, dismissPushSchema } from '@cleaver/domain/integrations';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { PushRow } from '../api/pushes';
import { pushTitle } from '../push-text';

type DismissPushDialogProps = {
  push: PushRow;
  pending: boolean;
  /** The server's refusal, shown in place. */
  error: string | null;
  onCancel: () => void;
  onDismiss: (reason: string) => void;
};

/** Asks why a push is given up for good: the reason is kept with it for whoever looks later. */
export function DismissPushDialog({ push, pending, error, onCancel, onDismiss }: DismissPushDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<DismissPushInput>({
    resolver: zodResolver(dismissPushSchema),
    defaultValues: { reason: '' },
  });
  const handleSubmit = form.handleSubmit(({ reason }) => onDismiss(reason));
  const reasonError = form.formState.errors.reason?.message;
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle id={titleId}>Dismiss this push?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {pushTitle(push)} will not be sent again. The external system will not hear of this change unless
            it is made again.
          </DialogContentText>
          {/* The server's refusal (it went through, or is being sent) is about the push, not the reason typed. */}
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextField
            {...form.register('reason')}
            label="Reason"
            required
            fullWidth
            multiline
            minRows={2}
            autoFocus
            disabled={pending}
            error={Boolean(reasonError)}
            helperText={reasonError ?? 'Why it can never go through, for whoever looks later.'}
            slotProps={{ htmlInput: { maxLength: DISMISS_REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" loading={pending}>
            Dismiss
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
