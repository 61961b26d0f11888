import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeGraphQL } from '../../../test/graphql-fake';
import { HeaderSearch } from './HeaderSearch';

type Found = { id: string; productName: string; isInStock: boolean };

const PRODUCTS: Found[] = [
  { id: 'p1', productName: 'Chicken Thigh Boneless', isInStock: true },
  { id: 'p2', productName: 'Chicken Thigh Bone-In', isInStock: false },
];

// The server as the search sees it: an answer per term.
const fakeServer = (answer: (term: string) => Found[]) =>
  fakeGraphQL({
    SearchProducts: ({ term }) => ({
      data: { searchProducts: answer(term).map((product) => ({ ...product, image: null })) },
    }),
  });

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <HeaderSearch />
          <Location />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search products' });
}

const location = () => screen.getByTestId('location').textContent;

describe('header search', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks nothing below 3 characters, then once, lower-cased, 300 ms after the last key', async () => {
    const server = fakeServer(() => PRODUCTS);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Ch' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.requests).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(input, { target: { value: 'Chi' } });
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.change(input, { target: { value: 'Chicken  THIGH' } });
    // The fake clock also runs with real time (for waitFor), so this leaves it a margin below 300 ms.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(server.requests).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(server.sent('SearchProducts')).toEqual([{ term: 'chicken thigh' }]);
  });

  it('lists the products, marks those out of stock, and announces the count', async () => {
    fakeServer(() => PRODUCTS);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'thigh' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));

    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Chicken Thigh Boneless',
      'Chicken Thigh Bone-InOut Of Stock',
      'View All Results',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 results');
  });

  it('says when nothing is found', async () => {
    fakeServer(() => []);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ZZZQ' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No product found for "zzzq"'));
    expect(screen.getAllByText('No product found for "zzzq"')).toHaveLength(2);
    expect(screen.queryByRole('option')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys (wrapping) and opens the highlighted product with Enter', async () => {
    fakeServer(() => PRODUCTS);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'thigh' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));

    const highlighted = () => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    };
    expect(highlighted()).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(highlighted()).toBe('View All Results');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Chicken Thigh Boneless');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toBe('Chicken Thigh Bone-InOut Of Stock');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/order/product?id=p2&name=Chicken+Thigh+Bone-In');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes to all results with Enter when nothing is highlighted, and closes with Escape', async () => {
    fakeServer(() => PRODUCTS);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Thigh' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')).toHaveLength(3);

    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(location()).toBe('/order?search=thigh');
  });

  it('opens a product when it is clicked', async () => {
    fakeServer(() => PRODUCTS);
    const input = renderSearch();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'thigh' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    fireEvent.click(screen.getByRole('option', { name: 'Chicken Thigh Boneless' }));
    expect(location()).toBe('/order/product?id=p1&name=Chicken+Thigh+Boneless');
  });
});
