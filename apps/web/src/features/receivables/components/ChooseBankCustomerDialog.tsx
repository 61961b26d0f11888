import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import { type CustomerChoice, CustomerField } from '../../../components/staff-order/CustomerField';
import type { BankLine } from '../api/bank-lines';
import { useConfirmBankLine } from '../api/confirm-bank-line';
import { bankLineName, bankLineSummary } from '../bank-line-text';

type ChooseBankCustomerDialogProps = { line: BankLine; onClose: () => void };

/**
 * Records a bank line as a payment of the customer staff choose (the proposal was wrong, or there was none),
 * allocated to their oldest open documents. The server's refusal shows in the dialog.
 */
export function ChooseBankCustomerDialog({ line, onClose }: ChooseBankCustomerDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const confirmLine = useConfirmBankLine();
  const [customer, setCustomer] = useState<CustomerChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = confirmLine.isPending;

  const handleRecord = () => {
    if (!customer) {
      setProblem('Choose the customer who paid.');
      return;
    }
    setProblem(null);
    confirmLine.mutate(
      { key: line.key, customerId: customer.id },
      {
        onSuccess: () => {
          showSnackbar(`Payment of ${bankLineName(line)} recorded for ${customer.companyName}`, 'success');
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{`Choose the customer — ${bankLineName(line)}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {bankLineSummary(line)}. It pays their oldest invoices first; what is left stays as credit.
        </DialogContentText>
        <CustomerField
          value={customer}
          onChange={setCustomer}
          onBlur={() => undefined}
          inputRef={null}
          error={problem && !customer ? problem : undefined}
          disabled={saving}
        />
        {problem && customer ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleRecord} disabled={saving}>
          Record payment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
