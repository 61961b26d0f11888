import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar-context';
import type { RecurringOrderInput } from '../../../gql/graphql';
import { useCreateRecurringOrder } from '../api/create-recurring-order';
import { useDeleteRecurringOrder } from '../api/delete-recurring-order';
import { type RecurringOrder, recurringOrderQueryKey } from '../api/recurring-order';
import { recurringOrdersQueryKey } from '../api/recurring-orders';
import { useSetRecurringOrderActive } from '../api/set-recurring-order-active';
import { useUpdateRecurringOrder } from '../api/update-recurring-order';

interface RecurringOrderActionsOptions {
  order: RecurringOrder | null;
  onSaved: (order: RecurringOrder) => void;
  onActiveChanged: (saved: RecurringOrder) => void;
  onDeleted: () => void;
}

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : ADMIN_MESSAGES.requiredFields;

/** Saving, stopping, starting and deleting the open standing order, each saying how it went. */
export function useRecurringOrderActions({
  order,
  onSaved,
  onActiveChanged,
  onDeleted,
}: RecurringOrderActionsOptions) {
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const create = useCreateRecurringOrder();
  const update = useUpdateRecurringOrder();
  const setActive = useSetRecurringOrderActive();
  const remove = useDeleteRecurringOrder();

  const stored = (saved: RecurringOrder) => {
    queryClient.setQueryData(recurringOrderQueryKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey });
  };
  const handleSaved = (saved: RecurringOrder) => {
    stored(saved);
    showSnackbar(ADMIN_MESSAGES.recurringOrderSet, 'success');
    onSaved(saved);
  };
  const handleError = (error: unknown) => showSnackbar(errorText(error), 'error', { persist: true });

  return {
    saving: create.isPending || update.isPending,
    switching: setActive.isPending,
    deleting: remove.isPending,
    busy: create.isPending || update.isPending || setActive.isPending || remove.isPending,
    save: (input: RecurringOrderInput) => {
      if (order)
        update.mutate(
          { id: order.id, version: order.version, input },
          { onSuccess: handleSaved, onError: handleError },
        );
      else create.mutate(input, { onSuccess: handleSaved, onError: handleError });
    },
    setActive: (isActive: boolean, onDone?: () => void) => {
      if (!order) return;
      setActive.mutate(
        { id: order.id, version: order.version, isActive },
        {
          onSuccess: (saved) => {
            stored(saved);
            showSnackbar(isActive ? 'Recurring order started.' : 'Recurring order stopped.', 'success');
            onActiveChanged(saved);
          },
          onError: handleError,
          onSettled: onDone,
        },
      );
    },
    remove: (onDone?: () => void) => {
      if (!order) return;
      remove.mutate(
        { id: order.id, version: order.version },
        {
          onSuccess: () => {
            queryClient.removeQueries({ queryKey: recurringOrderQueryKey(order.id) });
            void queryClient.invalidateQueries({ queryKey: recurringOrdersQueryKey });
            showSnackbar('Recurring order deleted.', 'success');
            onDeleted();
          },
          onError: handleError,
          onSettled: onDone,
        },
      );
    },
  };
}
