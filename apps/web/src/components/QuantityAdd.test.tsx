import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkQuantity, QuantityAdd } from './QuantityAdd';

describe('checkQuantity', () => {
  it.each([
    ['1.5', 'KG', 1.5],
    ['.25', 'KG', 0.25],
    ['0.1', 'KG', 0.1],
    ['2', 'EACH', 2],
    ['2.5', 'EACH', 3],
    ['99999', 'CTN', 99999],
  ] as const)('reads %s %s as %s', (text, unit, quantity) => {
    expect(checkQuantity(text, unit)).toEqual({ quantity, error: null });
  });

  it.each([
    ['', 'KG', 'Enter a quantity'],
    ['.', 'KG', 'Enter a quantity'],
    ['0.09', 'KG', 'At least 0.1'],
    ['0', 'KG', 'At least 0.1'],
    ['0.4', 'EACH', 'At least 1'],
    ['100000', 'KG', 'At most 99999'],
  ] as const)('refuses %s %s', (text, unit, error) => {
    expect(checkQuantity(text, unit)).toEqual({ quantity: null, error });
  });
});

describe('QuantityAdd', () => {
  afterEach(cleanup);

  const field = () => screen.getByRole('textbox', { name: 'Quantity of Chicken Thigh' });
  const add = () => screen.getByRole('button', { name: 'Add Chicken Thigh to trolley' });

  it('starts at 1, keeps only digits and one dot, and adds what was typed', () => {
    const onAdd = vi.fn();
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" onAdd={onAdd} />);
    expect((field() as HTMLInputElement).value).toBe('1.00');

    fireEvent.change(field(), { target: { value: '2a.5.0kg' } });
    expect((field() as HTMLInputElement).value).toBe('2.50');
    fireEvent.click(add());
    expect(onAdd).toHaveBeenCalledWith(2.5);
  });

  it('steps by one with plus and minus, and minus stops before 0', () => {
    render(<QuantityAdd productName="Chicken Thigh" unit="EACH" onAdd={vi.fn()} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((field() as HTMLInputElement).value).toBe('2');
    expect(minus).toHaveProperty('disabled', false);
    fireEvent.click(minus);
    expect((field() as HTMLInputElement).value).toBe('1');
  });

  it('shows whole numbers for units other than KG once the field is left', () => {
    render(<QuantityAdd productName="Chicken Thigh" unit="PIECES" onAdd={vi.fn()} />);
    fireEvent.change(field(), { target: { value: '3.6' } });
    fireEvent.blur(field());
    expect((field() as HTMLInputElement).value).toBe('4');
  });

  it('says why a quantity below the minimum cannot be added', () => {
    const onAdd = vi.fn();
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" onAdd={onAdd} />);
    fireEvent.change(field(), { target: { value: '0.05' } });
    fireEvent.click(add());
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('At least 0.1');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('cannot be used when disabled (out of stock)', () => {
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" disabled onAdd={vi.fn()} />);
    expect(add()).toHaveProperty('disabled', true);
    expect(field()).toHaveProperty('disabled', true);
  });
});
