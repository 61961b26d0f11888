import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPriceLine } from './ProductPriceLine';

function renderPrice(props: Parameters<typeof ProductPriceLine>[0]) {
  const { container } = render(
    <MemoryRouter>
      <ProductPriceLine {...props} />
    </MemoryRouter>,
  );
  return container;
}

describe('ProductPriceLine', () => {
  afterEach(cleanup);

  it('strikes through the default price when the customer has a custom price', () => {
    const container = renderPrice({
      price: { defaultPrice: 1890, customPrice: 1690, price: 1690 },
      unit: 'KG',
      signedIn: true,
    });
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('$18.90');
    // The struck price is introduced for screen readers, which seldom announce strikethrough.
    expect(struck?.previousElementSibling?.textContent).toBe('Default price: ');
    expect(container.textContent).toContain('$16.90 / KG(discount)');
  });

  it('shows the default price alone when there is no custom price', () => {
    const container = renderPrice({
      price: { defaultPrice: 1150, customPrice: null, price: 1150 },
      unit: 'EACH',
      signedIn: true,
    });
    expect(container.querySelector('s')).toBeNull();
    expect(container.textContent).toBe('$11.50 / Each');
  });

  it('offers a guest the login instead of a price', () => {
    const container = renderPrice({ price: null, unit: 'KG', signedIn: false });
    expect(container.textContent).not.toContain('$');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
