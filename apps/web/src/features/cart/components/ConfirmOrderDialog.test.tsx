import { type Cents, cents } from '@cleaver/domain/money';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmOrderDialog } from './ConfirmOrderDialog';

type DialogProps = Parameters<typeof ConfirmOrderDialog>[0];

const PROPS: DialogProps = {
  open: true,
  checking: false,
  lineCount: 2,
  isDelivery: true,
  purchaseOrder: 'PO-77',
  total: cents(11_500) as Cents,
  pending: false,
  blockedReason: null,
  processing: { date: '2026-11-30', notice: null },
  onCancel: () => undefined,
  onConfirm: () => undefined,
};

function dialog(props: Partial<DialogProps> = {}) {
  render(<ConfirmOrderDialog {...PROPS} {...props} />);
  const shown = screen.getByRole('dialog', { name: 'Confirm Order' });
  return { shown, confirm: within(shown).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement };
}

afterEach(cleanup);

describe('ConfirmOrderDialog', () => {
  it('shows what is sent, and Confirm sends it', () => {
    const onConfirm = vi.fn();
    const { shown, confirm } = dialog({ onConfirm });
    expect(shown.textContent).toContain('PO-77');
    expect(shown.textContent).toContain('$115.00');
    expect(shown.textContent).toContain('Monday 30/11/2026');
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("shows a delivery to the customer's zone on the van's day, with the zone's notice", () => {
    const notice = 'Orders for Central close at 2:00 pm the day before';
    const { shown } = dialog({
      processing: {
        date: '2026-12-03',
        notice,
        zone: {
          text: 'Your next delivery day is Thursday 03/12/2026',
          name: 'Central',
          days: 'Tuesday and Thursday',
        },
      },
    });
    expect(within(shown).getByText('Delivery Day')).toBeTruthy();
    expect(within(shown).queryByText('Processing Date')).toBeNull();
    expect(shown.textContent).toContain('Thursday 03/12/2026');
    expect(within(shown).getByText(notice)).toBeTruthy();
  });

  it('waits while the cart changed under it is estimated again, showing no stale total', () => {
    const onConfirm = vi.fn();
    const { shown, confirm } = dialog({ pending: true, onConfirm });
    expect(confirm.disabled).toBe(true);
    expect(within(shown).getByText('Loading')).toBeTruthy();
    expect(shown.textContent).not.toContain('$');
  });

  it('does not send a trolley emptied under it (the order placed from another tab)', () => {
    const { confirm } = dialog({ lineCount: 0, total: null });
    expect(confirm.disabled).toBe(true);
  });

  it('says why the order cannot be sent as it stands, and does not send it', () => {
    const reason =
      'Some products cannot be ordered right now (marked below). Remove them to place your order.';
    const { shown, confirm } = dialog({ blockedReason: { message: reason, severity: 'error' } });
    expect(within(shown).getByText(reason)).toBeTruthy();
    expect(confirm.disabled).toBe(true);
  });
});
