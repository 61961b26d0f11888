import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';

interface ConfirmDialogProps {
  title: string;
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** Red confirm, for deleting. */
  danger?: boolean;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Escape or a click beside the dialog; Cancel's action unless the answers are Yes and No. */
  onDismiss?: () => void;
}

/** A question with two answers: delete, send the confirmation email, save a changed total. */
export function ConfirmDialog({
  title,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  danger = false,
  pending = false,
  onCancel,
  onConfirm,
  onDismiss = onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onDismiss}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children ? (
        <DialogContent>
          <DialogContentText id={textId} component="div">
            {children}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel} disabled={pending} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          variant="contained"
          color={danger ? 'error' : 'primary'}
          loading={pending}
          // The dark theme's error red is too light under white text; its darker shade reads in both themes.
          sx={danger ? { bgcolor: 'error.dark' } : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
