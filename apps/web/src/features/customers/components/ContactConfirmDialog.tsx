import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type ContactRequest = { kind: 'email' | 'call'; address: string; customerName: string };

/** Asks before an email or a mobile number opens the mail program or starts a call (spec §2). */
export function ContactConfirmDialog({ request, onClose }: { request: ContactRequest; onClose: () => void }) {
  const titleId = useId();
  const email = request.kind === 'email';
  const href = email ? `mailto:${request.address}` : `tel:${request.address.replace(/[^\d+]/g, '')}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{email ? 'Send an email?' : 'Call this number?'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          {email
            ? `Open your mail program to write to ${request.customerName} at ${request.address}?`
            : `Call ${request.customerName} on ${request.address}?`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" href={href} onClick={onClose}>
          {email ? 'Send Email' : 'Call'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
