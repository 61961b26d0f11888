import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

interface ReasonDialogProps {
  title: string;
  /** What the dialog says above the field: what the action does, or the server's refusal that asks for a reason. */
  children: ReactNode;
  /** The domain's rule for the reason (trimmed, its length): its message shows under the field. */
  schema: z.ZodType<string, string>;
  confirmLabel: string;
  danger?: boolean;
  /** The action is being saved: the dialog waits for it. */
  pending?: boolean;
  /** The server's refusal of the last try, shown in place. */
  error?: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** An action that needs staff to say why: a required Reason field, checked by the domain's schema before it is sent. */
export function ReasonDialog({
  title,
  children,
  schema,
  confirmLabel,
  danger = false,
  pending = false,
  error = null,
  onSubmit,
  onCancel,
}: ReasonDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<{ reason: string }, unknown, { reason: string }>({
    resolver: zodResolver(z.object({ reason: schema })),
    defaultValues: { reason: '' },
  });
  const handleSubmit = form.handleSubmit(({ reason }) => onSubmit(reason));
  const fieldError = form.formState.errors.reason?.message;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Portalled, but React bubbles its submit to a form around the dialog's opener, which would save too.
          event.stopPropagation();
          void handleSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} component="div" sx={{ mb: 2 }}>
            {children}
          </DialogContentText>
          <TextField
            {...form.register('reason')}
            label="Reason"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            disabled={pending}
            error={Boolean(fieldError)}
            helperText={fieldError}
          />
          {error ? (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
