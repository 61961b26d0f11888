import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { AdminCustomerRow } from '../api/admin-customers';
import { customerName } from '../customer-name';
import { ContactConfirmDialog, type ContactRequest } from './ContactConfirmDialog';
import { CustomerDetails } from './CustomerDetails';
import { CustomerForm } from './CustomerForm';
import { OnStopDialog } from './OnStopDialog';

interface CustomerDialogProps {
  /** null: add a new customer (edit mode only). */
  customer: AdminCustomerRow | null;
  mode: 'view' | 'edit';
  onClose: () => void;
}

/**
 * A customer in view mode (every field, Put on stop or Take off stop, Edit) or edit mode (the form, Save / Cancel),
 * or Add Customer.
 * Full screen on phones. Saving an existing customer goes back to view mode with what was saved.
 */
export function CustomerDialog({ customer, mode: initialMode, onClose }: CustomerDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [mode, setMode] = useState(customer ? initialMode : 'edit');
  const [shown, setShown] = useState(customer);
  const [contact, setContact] = useState<ContactRequest | null>(null);
  const [stopping, setStopping] = useState(false);
  const editing = mode === 'edit';
  const title = !shown ? 'Add Customer' : editing ? 'Edit Customer' : customerName(shown);

  return (
    <Dialog
      open
      onClose={(_event, reason) => {
        // A stray click beside the dialog must not throw away a half-typed customer.
        if (!(editing && reason === 'backdropClick')) onClose();
      }}
      fullScreen={phone}
      fullWidth
      maxWidth={editing ? 'md' : 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {editing ? (
        <CustomerForm
          customer={shown}
          onSaved={(saved) => {
            if (!shown) return onClose();
            setShown(saved);
            setMode('view');
          }}
          onCancel={() => (shown ? setMode('view') : onClose())}
        />
      ) : shown ? (
        <>
          <DialogContent dividers>
            <CustomerDetails customer={shown} onContact={setContact} />
          </DialogContent>
          <DialogActions>
            <Button color="error" onClick={() => setStopping(true)} sx={{ mr: 'auto' }}>
              {shown.onStop ? 'Take off stop' : 'Put on stop'}
            </Button>
            <Button onClick={onClose}>Close</Button>
            <Button variant="contained" onClick={() => setMode('edit')}>
              Edit
            </Button>
          </DialogActions>
        </>
      ) : null}
      {contact ? <ContactConfirmDialog request={contact} onClose={() => setContact(null)} /> : null}
      {stopping && shown ? (
        <OnStopDialog
          customer={shown}
          onSaved={(saved) => {
            setShown(saved);
            setStopping(false);
          }}
          onClose={() => setStopping(false)}
        />
      ) : null}
    </Dialog>
  );
}
