import { billedQuantityText } from '@cleaver/domain/invoice';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { AdminOrder, AdminOrderLine } from '../api/admin-order';
import { lineBilled } from '../correction';
import { CreditReturnDialog } from './CreditReturnDialog';

interface CreditReturnActionProps {
  order: AdminOrder;
  line: AdminOrderLine;
  /** True while the form holds changes not saved yet: the return would be recorded on the stored order. */
  isDirty: () => boolean;
  disabled: boolean;
  onReturned: (order: AdminOrder) => void;
}

/** Under a line of an invoiced order: what it bills now, and Credit / Return, which records what came back. */
export function CreditReturnAction({ order, line, isDirty, disabled, onReturned }: CreditReturnActionProps) {
  const showSnackbar = useSnackbar();
  const [open, setOpen] = useState(false);

  const handleOpen = () => {
    if (isDirty()) showSnackbar(UNSAVED_FIRST, 'warning', { persist: true });
    else setOpen(true);
  };

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 1.5,
        px: 1,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        Billed {billedQuantityText(lineBilled(line), line.productUnit)}
      </Typography>
      <Button
        size="small"
        startIcon={<AssignmentReturnOutlined />}
        onClick={handleOpen}
        disabled={disabled}
        aria-label={`Credit / Return ${line.productName}`}
      >
        Credit / Return
      </Button>
      {open ? (
        <CreditReturnDialog
          order={order}
          line={line}
          onClose={() => setOpen(false)}
          onReturned={onReturned}
        />
      ) : null}
    </Box>
  );
}

const UNSAVED_FIRST =
  'This order has changes that are not saved. Update Order first, then record the return.';
