import { MESSAGES } from '@cleaver/domain/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** What an admin gets for confirming an order: nothing is sent, and the trolley has been cleared. */
export function SimulationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="simulation-title"
      aria-describedby="simulation-text"
    >
      <DialogTitle id="simulation-title">Simulation Only</DialogTitle>
      <DialogContent>
        <DialogContentText id="simulation-text">{MESSAGES.adminSimulation}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
