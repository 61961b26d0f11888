import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface ReloadButtonProps {
  /** Read when pressed: edits on the screen that a reload would throw away. */
  isDirty: () => boolean;
  onReload: () => void;
}

/** Reads the order again after someone else saved it; asks first when that would discard what was typed here. */
export function ReloadButton({ isDirty, onReload }: ReloadButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button color="inherit" size="small" onClick={() => (isDirty() ? setAsking(true) : onReload())}>
        Reload
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Discard your changes?"
          cancelLabel="Keep editing"
          confirmLabel="Discard and reload"
          danger
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onReload();
          }}
        >
          What you changed on this order has not been saved. Reloading shows the order as it is stored now,
          without your changes.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
