import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { cents, formatNZD } from '@cleaver/domain/money';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { StaffOrderInput } from '../../../gql/graphql';
import type { SaveQuestion, SendOptions } from '../hooks/use-order-save';
import { CorrectionDialog } from './CorrectionDialog';
import { StopOverrideDialog } from './StopOverrideDialog';

interface SaveQuestionDialogProps {
  question: SaveQuestion;
  onSend: (input: StaffOrderInput, options?: SendOptions) => void;
  /** Back to the form without saving. */
  onDismiss: () => void;
}

/**
 * Asked before a save: whether to email the customer (a new order), why the invoice is corrected (an invoiced
 * order whose bill changes), the old and new totals (an update), or why a new order is taken for a customer on stop
 * or over their credit limit (after the server refused it).
 */
export function SaveQuestionDialog({ question, onSend, onDismiss }: SaveQuestionDialogProps) {
  if (question.kind === 'email') {
    return (
      <ConfirmDialog
        title={ADMIN_MESSAGES.emailAfterCreate}
        cancelLabel="No"
        confirmLabel="Yes"
        onCancel={() => onSend(question.input, { sendCustomerEmail: false })}
        onConfirm={() => onSend(question.input, { sendCustomerEmail: true })}
        onDismiss={onDismiss}
      >
        The customer is sent the order confirmation if their email preference allows it.
      </ConfirmDialog>
    );
  }
  if (question.kind === 'stopOverride') {
    return (
      <StopOverrideDialog
        message={question.message}
        onSave={(stopOverride) =>
          onSend(question.input, { sendCustomerEmail: question.sendCustomerEmail, stopOverride })
        }
        onCancel={onDismiss}
      />
    );
  }
  if (question.kind === 'correction') {
    return (
      <CorrectionDialog
        invoiceNumber={question.invoiceNumber}
        company={question.company}
        before={question.before}
        after={question.after}
        cancelling={question.input.status === 'CANCELLED'}
        onSave={(correction) => onSend(question.input, { correction })}
        onCancel={onDismiss}
      />
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
