import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineQuantity } from './LineQuantity';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: 'Quantity of Thigh' }) as HTMLInputElement;

describe('LineQuantity', () => {
  it('shows KG to 2 decimals, keeps digits and one dot, and changes the line as it is typed', () => {
    const onChange = vi.fn();
    render(<LineQuantity productName="Thigh" unit="KG" quantity={1.5} onChange={onChange} />);
    expect(field().value).toBe('1.50');
    fireEvent.change(field(), { target: { value: '2a.2.5' } });
    expect(field().value).toBe('2.25');
    expect(onChange).toHaveBeenLastCalledWith(2.25);
  });

  it('refuses more than a line may hold, saying so, and goes back to what the line holds when left', () => {
    const onChange = vi.fn();
    render(<LineQuantity productName="Thigh" unit="KG" quantity={12} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '50000' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('At most 9,999');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(field());
    expect(onChange).not.toHaveBeenCalled();
    expect(field().value).toBe('12.00');
    // The field holds the line's quantity again: no longer marked wrong, but it says why it went back.
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('At most 9,999')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '9999' } });
    expect(onChange).toHaveBeenLastCalledWith(9999);
    expect(screen.queryByText('At most 9,999')).toBeNull();
  });

  it('rounds other units to whole numbers', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <LineQuantity productName="Thigh" unit="EACH" quantity={2} onChange={onChange} />,
    );
    expect(field().value).toBe('2');
    fireEvent.change(field(), { target: { value: '3.6' } });
    expect(onChange).toHaveBeenLastCalledWith(4);
    rerender(<LineQuantity productName="Thigh" unit="EACH" quantity={4} onChange={onChange} />);
    fireEvent.blur(field());
    expect(field().value).toBe('4');
  });

  it('removes the line when 0 is typed and the field is left, not while typing 0.5', () => {
    const onChange = vi.fn();
    render(<LineQuantity productName="Thigh" unit="KG" quantity={1} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.change(field(), { target: { value: '0.' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: '0.5' } });
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    fireEvent.change(field(), { target: { value: '0' } });
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('an empty field left behind removes the line too; a tiny weight becomes the minimum', () => {
    const onChange = vi.fn();
    render(<LineQuantity productName="Thigh" unit="KG" quantity={1} onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '' } });
    fireEvent.keyDown(field(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(0);
    fireEvent.change(field(), { target: { value: '0.04' } });
    fireEvent.blur(field());
    expect(onChange).toHaveBeenLastCalledWith(0.1);
    expect(field().value).toBe('0.10');
  });

  it('steps with plus and minus, and minus down to 0 removes the line', () => {
    const onChange = vi.fn();
    render(<LineQuantity productName="Thigh" unit="EACH" quantity={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Thigh' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Thigh' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('shows a quantity changed elsewhere', () => {
    const { rerender } = render(
      <LineQuantity productName="Thigh" unit="KG" quantity={1} onChange={vi.fn()} />,
    );
    rerender(<LineQuantity productName="Thigh" unit="KG" quantity={3.5} onChange={vi.fn()} />);
    expect(field().value).toBe('3.50');
  });
});
