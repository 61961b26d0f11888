import Print from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { orderDocketPdfUrl } from '../lib/delivery-pdfs';

interface PrintDocketButtonProps {
  orderId: string;
  /** Where several orders show, which one: "Print docket for order ABC123". */
  accessibleName?: string;
  sx?: SxProps<Theme>;
}

/** Opens an order's delivery docket (no prices) in a tab of its own, to print. */
export function PrintDocketButton({ orderId, accessibleName, sx }: PrintDocketButtonProps) {
  return (
    <Button
      variant="outlined"
      href={orderDocketPdfUrl(orderId)}
      target="_blank"
      rel="noopener"
      startIcon={<Print />}
      aria-label={accessibleName}
      sx={sx}
    >
      Print docket
    </Button>
  );
}
