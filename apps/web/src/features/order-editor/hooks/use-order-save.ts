import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import type { InvoiceCorrectionInput, StaffOrderInput } from '../../../gql/graphql';
import type { AdminOrder } from '../api/admin-order';
import { useCreateStaffOrder } from '../api/create-staff-order';
import { useDeleteStaffOrder } from '../api/delete-staff-order';
import { useUpdateStaffOrder } from '../api/update-staff-order';
import { billedChange, issuedNote, noteIssuedText } from '../correction';
import { saveFailure } from '../save-outcome';

/**
 * A question asked before the save goes: send the confirmation email (create), the total moves (update), or
 * why an invoiced order's bill changes (the save issues a credit or debit note). Totals are cents with GST.
 */
export type SaveQuestion =
  | { kind: 'email'; input: StaffOrderInput }
  | { kind: 'total'; input: StaffOrderInput; before: number; after: number }
  | {
      kind: 'correction';
      input: StaffOrderInput;
      before: number;
      after: number;
      invoiceNumber: number;
      company: string;
    }
  /** A new order the server refused (the customer is on stop or over their limit, `message`): why take it anyway. */
  | { kind: 'stopOverride'; input: StaffOrderInput; sendCustomerEmail: boolean; message: string };

/**
 * How a save goes: with the confirmation email (a new order), why the invoice is corrected, or why a new order is
 * taken though the customer is on stop or over their credit limit.
 */
export type SendOptions = {
  sendCustomerEmail?: boolean;
  correction?: InvoiceCorrectionInput;
  stopOverride?: string;
};

interface OrderSaveOptions {
  order: AdminOrder | null;
  onSaved: (order: AdminOrder) => void;
  onDeleted: () => void;
}

/**
 * Creating, updating and deleting the open order, at the version it was read. A refused save keeps the form:
 * a stale version shows the server's message (who and when) until staff reload; any other refusal shows in place.
 */
export function useOrderSave({ order, onSaved, onDeleted }: OrderSaveOptions) {
  const showSnackbar = useSnackbar();
  const createOrder = useCreateStaffOrder();
  const updateOrder = useUpdateStaffOrder();
  const deleteOrder = useDeleteStaffOrder();
  const [question, setQuestion] = useState<SaveQuestion | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = createOrder.isPending || updateOrder.isPending || deleteOrder.isPending;

  const handleFailure = (error: unknown, action: 'save' | 'delete') => {
    const failure = saveFailure(error, action);
    if (failure.kind === 'stale') setStale(failure.message);
    if (failure.kind === 'refused') setRefusal(failure.message);
    showSnackbar(failure.kind === 'failed' ? failure.message : ADMIN_MESSAGES.orderUpdateFailed, 'error');
  };

  const send = (
    input: StaffOrderInput,
    { sendCustomerEmail = false, correction, stopOverride }: SendOptions = {},
  ) => {
    setQuestion(null);
    setRefusal(null);
    if (!order) {
      createOrder.mutate(
        { input, sendCustomerEmail, stopOverride: stopOverride ?? null },
        {
          onSuccess: (created) => {
            showSnackbar(ADMIN_MESSAGES.orderCreated, 'success');
            onSaved(created);
          },
          onError: (error) => {
            const failure = saveFailure(error);
            // Staff are told why in staff's words, and asked for the reason to take it anyway.
            if (failure.kind === 'override' && !stopOverride) {
              setQuestion({ kind: 'stopOverride', input, sendCustomerEmail, message: failure.message });
            } else handleFailure(error, 'save');
          },
        },
      );
      return;
    }
    updateOrder.mutate(
      { id: order.id, version: order.version, input, correction: correction ?? null },
      {
        onSuccess: (saved) => {
          const note = issuedNote(order.correctionNotes, saved.correctionNotes);
          showSnackbar(
            note ? `${ADMIN_MESSAGES.orderUpdated} ${noteIssuedText(note)}` : ADMIN_MESSAGES.orderUpdated,
            'success',
          );
          onSaved(saved);
        },
        onError: (error) => {
          // Lines moved but the total did not (one up as much as another went down): the server still issues a
          // note, and asks why.
          if (order.invoice && !correction && saveFailure(error).kind === 'reason') {
            const billed = billedChange(order, order.status, order.totals.total).before;
            setQuestion({
              kind: 'correction',
              input,
              before: billed,
              after: billed,
              invoiceNumber: order.invoice.number,
              company: order.customer.companyName,
            });
          } else handleFailure(error, 'save');
        },
      },
    );
  };

  /**
   * Saves a valid form: asks first when creating (email), when what an invoiced order bills changes (why), or
   * when the total moves.
   */
  const save = (input: StaffOrderInput, newTotal: number) => {
    if (!order) {
      setQuestion({ kind: 'email', input });
      return;
    }
    const billed = billedChange(order, input.status, newTotal);
    if (order.invoice && billed.before !== billed.after) {
      setQuestion({
        kind: 'correction',
        input,
        ...billed,
        invoiceNumber: order.invoice.number,
        company: order.customer.companyName,
      });
    } else if (newTotal !== order.totals.total) {
      setQuestion({ kind: 'total', input, before: order.totals.total, after: newTotal });
    } else send(input);
  };

  const remove = (onDone: () => void) => {
    if (!order) return;
    deleteOrder.mutate(
      { id: order.id, version: order.version },
      {
        onSuccess: () => {
          showSnackbar(ADMIN_MESSAGES.orderDeleted, 'success');
          onDeleted();
        },
        onError: (error) => handleFailure(error, 'delete'),
        onSettled: onDone,
      },
    );
  };

  return {
    save,
    send,
    remove,
    question,
    dismissQuestion: () => setQuestion(null),
    stale,
    refusal,
    pending,
    deleting: deleteOrder.isPending,
  };
}
