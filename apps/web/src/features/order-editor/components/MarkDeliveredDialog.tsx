import { receivedBySchema } from '@cleaver/domain/delivery-proof-schema';
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
import { z } from 'zod';

interface MarkDeliveredDialogProps {
  shortId: string;
  companyName: string;
  /** The delivery is being recorded: the dialog waits for it. */
  pending: boolean;
  /** The server's refusal of the last try, shown in place. */
  error: string | null;
  onSubmit: (receivedBy: string) => void;
  onCancel: () => void;
}

/** Staff record a delivery the driver did not: who took it (required); the time is the server's, now. */
export function MarkDeliveredDialog({
  shortId,
  companyName,
  pending,
  error,
  onSubmit,
  onCancel,
}: MarkDeliveredDialogProps) {
  const titleId = useId();
  const textId = useId();
  const form = useForm<{ receivedBy: string }, unknown, { receivedBy: string }>({
    resolver: zodResolver(z.object({ receivedBy: receivedBySchema })),
    defaultValues: { receivedBy: '' },
  });
  const handleSubmit = form.handleSubmit(({ receivedBy }) => onSubmit(receivedBy));
  const fieldError = form.formState.errors.receivedBy?.message;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <form
        noValidate
        onSubmit={(event) => {
          // Portalled, but React bubbles its submit to the order's form, which would save the order too.
          event.stopPropagation();
          void handleSubmit(event);
        }}
      >
        <DialogTitle id={titleId}>Mark order {shortId} delivered?</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            Order {shortId} for {companyName} is recorded as delivered now, and cannot be changed after.
          </DialogContentText>
          <TextField
            {...form.register('receivedBy')}
            label="Received by"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            disabled={pending}
            error={Boolean(fieldError)}
            helperText={fieldError ?? 'Who took the delivery'}
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
          <Button type="submit" variant="contained" loading={pending}>
            Mark delivered
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
