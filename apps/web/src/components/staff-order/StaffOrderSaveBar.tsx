import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';

interface StaffOrderSaveBarProps {
  /** Above the button: an order's totals, a standing order's next runs. */
  summary: ReactNode;
  /** 'Create Order', 'Update Scheduled Order'. */
  saveLabel: string;
  /** A save under way: the button shows it. */
  saving: boolean;
  disabled: boolean;
  /** Under the button: a refused save's message, who saved last. */
  children?: ReactNode;
}

/**
 * The staff order and standing-order editors' save panel, beside the form from lg (kept in view as the page
 * scrolls) and under it below: a summary, the form's submit button, and what is said of the save.
 */
export function StaffOrderSaveBar({
  summary,
  saveLabel,
  saving,
  disabled,
  children,
}: StaffOrderSaveBarProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, position: { lg: 'sticky' }, top: { lg: 88 } }}
    >
      {summary}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={saving}
        disabled={disabled}
        sx={{ mt: 2 }}
      >
        {saveLabel}
      </Button>
      {children}
    </Paper>
  );
}
