import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import { cents, formatNZD } from '@cleaver/domain/money';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { StaffOrderInput } from '../../../gql/graphql';
import type { SaveQuestion } from '../hooks/use-order-save';

interface SaveQuestionDialogProps {
  question: SaveQuestion;
  onSend: (input: StaffOrderInput, sendCustomerEmail?: boolean) => void;
  /** Back to the form without saving. */
  onDismiss: () => void;
}

/** Asked before a save: whether to email the customer (a new order), or the old and new totals (an update). */
export function SaveQuestionDialog({ question, onSend, onDismiss }: SaveQuestionDialogProps) {
  if (question.kind === 'email') {
    return (
      <ConfirmDialog
        title={ADMIN_MESSAGES.emailAfterCreate}
        cancelLabel="No"
        confirmLabel="Yes"
        onCancel={() => onSend(question.input, false)}
        onConfirm={() => onSend(question.input, true)}
        onDismiss={onDismiss}
      >
        The customer is sent the order confirmation if their email preference allows it.
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="The order total changes"
      confirmLabel="Save"
      onCancel={onDismiss}
      onConfirm={() => onSend(question.input)}
    >
      Total {formatNZD(cents(question.before))} → {formatNZD(cents(question.after))}. New lines are priced by
      the server when it saves.
    </ConfirmDialog>
  );
}
