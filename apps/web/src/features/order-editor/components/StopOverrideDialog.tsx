import { stopOverrideSchema } from '@cleaver/domain/stop-supply';
import { ReasonDialog } from '../../../components/ReasonDialog';

interface StopOverrideDialogProps {
  /** The server's refusal, in staff's words: 'Harbourside Bistro is on stop: … Give a reason to take this order anyway.' */
  message: string;
  onSave: (reason: string) => void;
  /** Back to the form without saving. */
  onCancel: () => void;
}

/**
 * A phone order for a customer on stop, or one taking them over their credit limit: the server's reason first, then
 * staff's own for taking it anyway, kept in the order's history and the notice.
 */
export function StopOverrideDialog({ message, onSave, onCancel }: StopOverrideDialogProps) {
  return (
    <ReasonDialog
      title="Take this order anyway?"
      schema={stopOverrideSchema}
      confirmLabel="Take order"
      onSubmit={onSave}
      onCancel={onCancel}
    >
      {message} The reason is kept in the order’s history.
    </ReasonDialog>
  );
}
