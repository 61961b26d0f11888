import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersPager } from './OrdersPager';

const OPTIONS = [50, 100, 150, { label: 'All', value: -1 }];

function drawn(props: { count: number; page: number; rowsPerPage: number }) {
  const onPageChange = vi.fn();
  const onRowsPerPageChange = vi.fn();
  render(
    <OrdersPager
      {...props}
      options={OPTIONS}
      label="Rows per page"
      onPageChange={onPageChange}
      onRowsPerPageChange={onRowsPerPageChange}
    />,
  );
  return { onPageChange, onRowsPerPageChange };
}

describe('OrdersPager', () => {
  afterEach(cleanup);

  it('says which orders the page shows and moves a page either way', () => {
    const { onPageChange } = drawn({ count: 1_234, page: 1, rowsPerPage: 50 });
    expect(screen.getByText('51–100 of 1,234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange.mock.calls).toEqual([[2], [0]]);
  });

  it('holds the buttons at either end, and with every order on one page', () => {
    drawn({ count: 120, page: 2, rowsPerPage: 50 });
    expect(screen.getByText('101–120 of 120')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(true);
    cleanup();
    drawn({ count: 120, page: 0, rowsPerPage: -1 });
    expect(screen.getByText('1–120 of 120')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to previous page' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(true);
    cleanup();
    drawn({ count: 0, page: 0, rowsPerPage: 50 });
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
  });

  it('offers the page sizes by their label and hands the chosen one on', () => {
    const { onRowsPerPageChange } = drawn({ count: 120, page: 0, rowsPerPage: 50 });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect([...select.options].map((option) => option.text)).toEqual(['50', '100', '150', 'All']);
    fireEvent.change(select, { target: { value: '-1' } });
    expect(onRowsPerPageChange).toHaveBeenCalledWith(-1);
  });
});
