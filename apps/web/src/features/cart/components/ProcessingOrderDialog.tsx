import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

/** Shown while the order is being sent; it cannot be dismissed, since the answer decides what comes next. */
export function ProcessingOrderDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="processing-order-title" aria-describedby="processing-order-text">
      <DialogTitle id="processing-order-title">Processing Order</DialogTitle>
      <DialogContent>
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography id="processing-order-text">Sending your order, please wait…</Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
