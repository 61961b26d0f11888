import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ShowSnackbar, SnackbarContext } from '../../../components/snackbar-context';
import type { StaffOrderInput } from '../../../gql/graphql';
import { type Answer, fakeGraphQL, refused } from '../../../test/graphql-fake';
import { useOrderSave } from '../hooks/use-order-save';
import { SaveQuestionDialog } from './SaveQuestionDialog';

const INPUT: StaffOrderInput = {
  customerId: '0b6e3f4e-0000-4000-8000-0000000000aa',
  processingDate: '2026-12-04',
  status: 'PENDING',
  isDelivery: false,
  line: 'A',
  cutting: 0,
  purchaseOrder: '',
  notes: '',
  lines: [
    { productId: '9a1c2b3d-0000-4000-8000-000000000001', quantity: 2, notes: '', unitPriceOverride: null },
  ],
};
const ON_STOP = 'Harbourside Bistro is on stop: Cheque bounced. Give a reason to take this order anyway.';

/** A new order's save as the order screen runs it: Save, then the questions it asks. */
function Harness({ saved }: { saved: string[] }) {
  const saving = useOrderSave({
    order: null,
    onSaved: (order) => saved.push(order.id),
    onDeleted: () => undefined,
  });
  return (
    <>
      <button type="button" onClick={() => saving.save(INPUT, 2500)}>
        Create Order
      </button>
      {saving.question ? (
        <SaveQuestionDialog
          question={saving.question}
          onSend={saving.send}
          onDismiss={saving.dismissQuestion}
        />
      ) : null}
    </>
  );
}

function renderHarness() {
  const saved: string[] = [];
  const shown: string[] = [];
  const show: ShowSnackbar = (message) => void shown.push(message);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarContext value={show}>
        <Harness saved={saved} />
      </SnackbarContext>
    </QueryClientProvider>,
  );
  return { saved, shown };
}

afterEach(cleanup);

describe('a phone order for a customer on stop', () => {
  it('shows staff why it was refused and takes it with the reason they give', async () => {
    const server = fakeGraphQL({
      CreateStaffOrder: ({ stopOverride }): Answer =>
        stopOverride
          ? { data: { createStaffOrder: { id: 'o-1' } } }
          : refused('STOP_OVERRIDE_REQUIRED', ON_STOP, { refusal: 'ON_STOP' }),
    });
    const { saved, shown } = renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: ADMIN_MESSAGES.emailAfterCreate })).getByRole('button', {
        name: 'No',
      }),
    );

    const asking = await screen.findByRole('dialog', { name: 'Take this order anyway?' });
    within(asking).getByText(/^Harbourside Bistro is on stop: Cheque bounced\./);
    expect(within(asking).queryByText(/Your account is on hold/)).toBeNull();
    fireEvent.click(within(asking).getByRole('button', { name: 'Take order' }));
    expect(await within(asking).findByText('Give a reason to take this order anyway.')).toBeTruthy();
    expect(server.sent('CreateStaffOrder')).toHaveLength(1);

    fireEvent.change(within(asking).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Paid by phone today ' },
    });
    fireEvent.click(within(asking).getByRole('button', { name: 'Take order' }));
    await screen.findByRole('button', { name: 'Create Order' });
    await expect.poll(() => saved).toEqual(['o-1']);
    expect(server.sent('CreateStaffOrder')).toEqual([
      { input: INPUT, sendCustomerEmail: false, stopOverride: null },
      { input: INPUT, sendCustomerEmail: false, stopOverride: 'Paid by phone today' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Take this order anyway?' })).toBeNull();
    expect(shown).toEqual([ADMIN_MESSAGES.orderCreated]);
  });
});
