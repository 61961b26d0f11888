import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityAdd } from './QuantityAdd';

describe('QuantityAdd', () => {
  afterEach(cleanup);

  const field = () => screen.getByRole('textbox', { name: 'Quantity of Chicken Thigh' });
  const add = () => screen.getByRole('button', { name: 'Add Chicken Thigh to trolley' });

  it('starts at 1 and adds what was typed', () => {
    const onAdd = vi.fn();
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" onAdd={onAdd} />);
    expect((field() as HTMLInputElement).value).toBe('1.00');

    fireEvent.change(field(), { target: { value: '2.5' } });
    fireEvent.click(add());
    expect(onAdd).toHaveBeenCalledWith(2.5);
    expect((field() as HTMLInputElement).value).toBe('2.50');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['0', 'Enter at least 0.1'],
    ['0.05', 'Enter at least 0.1'],
    ['1.2.3', 'Enter a number like 1.5'],
    ['2a.5.0kg', 'Enter a number like 1.5'],
    ['10000', 'At most 9,999'],
    ['', 'Enter a quantity'],
  ])(
    'refuses %j with %j, keeps what was typed and adds nothing, however often Add is pressed',
    (typed, message) => {
      const onAdd = vi.fn();
      render(<QuantityAdd productName="Chicken Thigh" unit="KG" onAdd={onAdd} />);
      fireEvent.change(field(), { target: { value: typed } });
      fireEvent.click(add());
      fireEvent.click(add());
      expect(onAdd).not.toHaveBeenCalled();
      expect((field() as HTMLInputElement).value).toBe(typed);
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(field().getAttribute('aria-invalid')).toBe('true');
      expect(field().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    },
  );

  it('says why as soon as the field is left, and the message goes once the quantity is fixed', () => {
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" onAdd={vi.fn()} />);
    fireEvent.change(field(), { target: { value: '1.2.3' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(field());
    expect(screen.getByRole('alert').textContent).toBe('Enter a number like 1.5');
    fireEvent.change(field(), { target: { value: '0' } });
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 0.1');
    fireEvent.change(field(), { target: { value: '1.2' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for whole items for units other than KG', () => {
    const onAdd = vi.fn();
    render(<QuantityAdd productName="Chicken Thigh" unit="EACH" onAdd={onAdd} />);
    fireEvent.change(field(), { target: { value: '0.4' } });
    fireEvent.click(add());
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 1');
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

  it('cannot be used when disabled (out of stock)', () => {
    render(<QuantityAdd productName="Chicken Thigh" unit="KG" disabled onAdd={vi.fn()} />);
    expect(add()).toHaveProperty('disabled', true);
    expect(field()).toHaveProperty('disabled', true);
  });
});
