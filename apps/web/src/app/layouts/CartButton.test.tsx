import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addTrolleyLine,
  removeTrolleyLine,
  setTrolleyDetails,
  setTrolleyQuantity,
  type TrolleyLine,
} from '../../lib/trolley-store';
import { CartButton } from './CartButton';

const OWNER = 'user-bistro';
const thigh: TrolleyLine = {
  productId: 'thigh',
  productName: 'Chicken Thigh',
  productCode: 'CT1',
  productUnit: 'KG',
  imageUrl: null,
  quantity: 1,
};

function shakes(): string | null {
  const badge = screen.getByRole('link').querySelector('.MuiBadge-root');
  return badge?.getAttribute('data-shake') ?? null;
}

describe('CartButton', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(cleanup);

  it('counts lines and shakes whenever the trolley changes, not when only the purchase order does', () => {
    render(
      <MemoryRouter>
        <CartButton owner={OWNER} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    // The link's text is in its name (WCAG 2.5.3): an empty cart shows no hidden '0'.
    expect(screen.getByRole('link').textContent).toBe('');
    expect(shakes()).toBeNull();

    act(() => addTrolleyLine(OWNER, thigh));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(screen.getByRole('link').textContent).toBe('1');
    expect(shakes()).toBe('1');

    // A new quantity is a change too, though the count stays.
    act(() => setTrolleyQuantity(OWNER, 'thigh', 2.5));
    expect(shakes()).toBe('2');

    act(() => setTrolleyDetails(OWNER, { purchaseOrder: 'PO-1' }));
    expect(shakes()).toBe('2');

    act(() => removeTrolleyLine(OWNER, 'thigh'));
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(screen.getByRole('link').textContent).toBe('');
    expect(shakes()).toBe('3');
  });

  it('does not shake when another user’s trolley comes into view', () => {
    addTrolleyLine('someone-else', thigh);
    const { rerender } = render(
      <MemoryRouter>
        <CartButton owner={OWNER} />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <CartButton owner="someone-else" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(shakes()).toBeNull();
  });

  it('does not replay the last shake when the user signs out to an empty trolley', () => {
    const { rerender } = render(
      <MemoryRouter>
        <CartButton owner={OWNER} />
      </MemoryRouter>,
    );
    act(() => addTrolleyLine(OWNER, thigh));
    expect(shakes()).toBe('1');
    rerender(
      <MemoryRouter>
        <CartButton owner="guest" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    expect(shakes()).toBeNull();
  });

  it('does not shake when a page the server drew reads the trolley after hydrating', async () => {
    addTrolleyLine(OWNER, thigh);
    const app = (
      <MemoryRouter>
        <CartButton owner={OWNER} />
      </MemoryRouter>
    );
    // The server has no trolley: its page shows an empty cart.
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeTruthy();
    const root = await act(async () => hydrateRoot(container, app));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
    expect(shakes()).toBeNull();

    act(() => setTrolleyQuantity(OWNER, 'thigh', 3));
    expect(shakes()).toBe('1');
    act(() => root.unmount());
    container.remove();
  });
});
