import { type Cents, cents } from '@cleaver/domain/money';
import type { OrderTotals } from '@cleaver/domain/totals';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderingRole } from '../hooks/use-place-order';
import { OrderSummary, ViewBehindTrolley } from './OrderSummary';

const CUSTOMER: OrderingRole = 'CUSTOMER';

function totals(freight: number): OrderTotals {
  return {
    subTotal: cents(10_000),
    freight: cents(freight),
    cutting: cents(0),
    gst: cents(1500 + Math.round(freight * 0.15)),
    total: cents(11_500 + freight),
    lineTotals: [cents(10_000)],
  };
}

type SummaryProps = Parameters<typeof OrderSummary>[0];

const PROPS: SummaryProps = {
  role: CUSTOMER,
  empty: false,
  details: { purchaseOrder: '', isDelivery: true },
  onDetailsChange: () => undefined,
  totals: totals(1500),
  freeFreightThreshold: cents(25_000) as Cents,
  processing: { date: '2026-11-30', notice: null },
  blockedReason: null,
  pending: false,
  onConfirm: () => undefined,
};

function summary(props: Partial<SummaryProps> = {}) {
  return render(<OrderSummary {...PROPS} {...props} />);
}

describe('OrderSummary', () => {
  afterEach(cleanup);

  it('cuts a purchase order number pasted longer than 100 characters, and says so', () => {
    const onDetailsChange = vi.fn();
    function Holding() {
      const [details, setDetails] = useState(PROPS.details);
      const change = (next: Partial<typeof details>) => {
        onDetailsChange(next);
        setDetails((was) => ({ ...was, ...next }));
      };
      return <OrderSummary {...PROPS} details={details} onDetailsChange={change} />;
    }
    render(<Holding />);
    fireEvent.change(screen.getByLabelText('Purchase Order Number'), { target: { value: 'P'.repeat(150) } });
    expect(onDetailsChange).toHaveBeenLastCalledWith({ purchaseOrder: 'P'.repeat(100) });
    expect(screen.getByText('At most 100 characters: the rest was left out.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Purchase Order Number'), { target: { value: 'PO-42' } });
    expect(screen.queryByText(/the rest was left out/)).toBeNull();
  });

  it('says when freight is free, and below what freight is charged', () => {
    summary();
    expect(screen.getByText('Free freight when the Sub-Total plus GST is over $250.00.')).toBeTruthy();
    cleanup();
    summary({ totals: totals(0) });
    expect(screen.getByText('Free freight on this order.')).toBeTruthy();
  });

  it('holds the lines open while the figures and the processing date load, so nothing below them moves', () => {
    const { container } = summary({
      totals: null,
      freeFreightThreshold: null,
      processing: undefined,
      pending: true,
    });
    expect(screen.queryByText(/Free freight/)).toBeNull();
    expect(screen.queryByText(/Processing Date:/)).toBeNull();
    // The phone card's total and processing date, the free-freight line, the figures and the processing date.
    expect(container.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(7);
  });

  it('holds Confirm Order while the cart drawn is behind the trolley, and lets it go once caught up', () => {
    const confirm = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Order' });
    const { rerender } = render(
      <ViewBehindTrolley.Provider value={true}>
        <OrderSummary {...PROPS} />
      </ViewBehindTrolley.Provider>,
    );
    expect(confirm().disabled).toBe(true);
    rerender(
      <ViewBehindTrolley.Provider value={false}>
        <OrderSummary {...PROPS} />
      </ViewBehindTrolley.Provider>,
    );
    expect(confirm().disabled).toBe(false);
  });

  it("says the van's next day for a delivery to the customer's zone, and the days it goes there", () => {
    summary({
      processing: {
        date: '2026-12-03',
        notice: null,
        zone: {
          text: 'Your next delivery day is Thursday 03/12/2026',
          name: 'Central',
          days: 'Tuesday and Thursday',
        },
      },
    });
    // The phone's closed card and the details both say it; neither says "Processing Date".
    expect(screen.getAllByText('Your next delivery day is Thursday 03/12/2026')).toHaveLength(2);
    expect(screen.getByText('Central delivers on Tuesday and Thursday.')).toBeTruthy();
    expect(screen.queryByText(/Processing Date/)).toBeNull();
  });

  it('shows a warning the customer can answer beside a Confirm Order that waits for it', () => {
    const message =
      'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $100.00.';
    summary({ blockedReason: { message, severity: 'warning' } });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(alert.className).toContain('Warning');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm Order' }).disabled).toBe(true);
  });

  it('drops the processing date it could not load instead of a placeholder that never ends', () => {
    const { container } = summary({ processing: null });
    expect(screen.queryByText(/Processing Date:/)).toBeNull();
    expect(screen.getByText('Could not be loaded; asked again each minute.')).toBeTruthy();
    expect(container.querySelectorAll('.MuiSkeleton-root')).toHaveLength(0);
  });
});
