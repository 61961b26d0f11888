import { cents } from '@cleaver/domain/money';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffLineCard } from './StaffLineCard';

const LINE = {
  productName: 'Beef Mince',
  productCode: 'BM-1',
  unit: 'KG' as const,
  image: null,
  quantity: 2,
  notes: '',
};

const handlers = () => ({
  onQuantityChange: vi.fn(),
  onNotesChange: vi.fn(),
  onRemove: vi.fn(),
});

describe('StaffLineCard', () => {
  afterEach(cleanup);

  it('on an order: Ordered, Supplied and Override price; a mistake in either number is reported', () => {
    const onQuantityValidity = vi.fn();
    const onPacked = vi.fn();
    const onOverride = vi.fn();
    render(
      <StaffLineCard
        line={LINE}
        disabled={false}
        imageSize="large"
        codeNote="new, priced when saved"
        quantityLabel="Ordered"
        pricing={{ unitPrice: cents(1250), override: cents(990), levelPrice: cents(1250), onOverride }}
        supplied={{ packedWeight: null, onChange: onPacked }}
        onQuantityValidity={onQuantityValidity}
        {...handlers()}
      />,
    );
    expect(screen.getByText('BM-1 · new, priced when saved')).toBeTruthy();
    expect(screen.getByText('Override')).toBeTruthy();
    expect(screen.getByText('Level price $12.50')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Override price of Beef Mince'));
    expect(onOverride).toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Ordered (KG)'), { target: { value: '3.00.3' } });
    expect(onQuantityValidity).toHaveBeenLastCalledWith(false);
    fireEvent.change(screen.getByLabelText('Ordered (KG)'), { target: { value: '3' } });
    expect(onQuantityValidity).toHaveBeenLastCalledWith(true);
    fireEvent.change(screen.getByLabelText('Supplied (KG)'), { target: { value: '19.874' } });
    expect(onPacked).toHaveBeenCalledWith(19.874);
  });

  it('on a standing order: Quantity only, no Supplied or Override price, and its warning', () => {
    const events = handlers();
    render(
      <StaffLineCard
        line={LINE}
        disabled={false}
        imageSize="small"
        codeNote={null}
        warning="Left off while disabled or out of stock"
        quantityLabel="Quantity"
        {...events}
      />,
    );
    expect(screen.getByText('BM-1')).toBeTruthy();
    expect(screen.getByText('Left off while disabled or out of stock')).toBeTruthy();
    expect(screen.queryByLabelText(/Supplied/)).toBeNull();
    expect(screen.queryByText('Override price')).toBeNull();
    fireEvent.change(screen.getByLabelText('Quantity (KG)'), { target: { value: '2.5' } });
    expect(events.onQuantityChange).toHaveBeenCalledWith(2.5);
    fireEvent.click(screen.getByLabelText('Remove Beef Mince'));
    expect(events.onRemove).toHaveBeenCalled();
  });
});
