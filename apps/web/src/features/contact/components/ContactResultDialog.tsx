import { MESSAGES } from '@cleaver/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ContactResultDialogProps {
  open: boolean;
  outcome: 'sent' | 'failed';
  /** A more specific reason from the server, shown under the spec's failure text. */
  detail?: string | undefined;
  onClose: () => void;
}

/** 'Message Sent!' or 'Error', in the spec's words. */
export function ContactResultDialog({ open, outcome, detail, onClose }: ContactResultDialogProps) {
  const sent = outcome === 'sent';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="contact-result-title"
      aria-describedby="contact-result-text"
    >
      <DialogTitle id="contact-result-title">
        {sent ? MESSAGES.contactSentTitle : MESSAGES.contactFailedTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="contact-result-text">
          {sent ? MESSAGES.contactSent : MESSAGES.contactFailed}
        </DialogContentText>
        {!sent && detail ? <DialogContentText sx={{ mt: 1 }}>{detail}</DialogContentText> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {sent ? 'Back to home' : 'OK'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
