import { createTheme, ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueProduct } from '../api/list-products';
import { ProductCard, type ProductCardProps } from './ProductCard';

const THIGH: CatalogueProduct = {
  id: 'p1',
  productName: 'Chicken Thigh Boneless',
  productCode: 'CH-THB-01',
  productUnit: 'KG',
  isInStock: true,
  availability: null,
  image: {
    url: '/images/products/ch-thb-01-640.webp',
    srcSet: '/images/products/ch-thb-01-320.webp 320w, /images/products/ch-thb-01-640.webp 640w',
    width: 640,
    height: 480,
  },
  price: null,
};

function renderCard(props: Partial<ProductCardProps> = {}) {
  const onAdd = vi.fn();
  render(
    <ThemeProvider theme={createTheme({ cssVariables: true })}>
      <MemoryRouter>
        <ProductCard
          product={THIGH}
          inTrolley={false}
          signedIn={false}
          eagerImage={false}
          canAdd
          onAdd={onAdd}
          {...props}
        />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { card: screen.getByRole('article', { name: 'Chicken Thigh Boneless' }), onAdd };
}

describe('ProductCard', () => {
  afterEach(cleanup);

  it('shows a guest the name, code and unit but no price, and links to the product page', () => {
    const { card } = renderCard();
    expect(card.textContent).toContain('CH-THB-01');
    expect(card.textContent).toContain('Unit: KG');
    expect(card.textContent).not.toContain('$');
    expect(within(card).getByRole('link', { name: 'Chicken Thigh Boneless' }).getAttribute('href')).toBe(
      '/order/product?id=p1&name=Chicken+Thigh+Boneless',
    );
  });

  it('shows the price the customer pays, per unit', () => {
    const { card } = renderCard({
      product: { ...THIGH, price: { defaultPrice: 1190, customPrice: 1090, price: 1090 } },
      signedIn: true,
    });
    expect(card.textContent).toContain('$10.90 / KG');
    expect(card.textContent).not.toContain('$11.90');
  });

  it('says when a product can be delivered, and nothing when it is any day', () => {
    expect(renderCard({ product: { ...THIGH, availability: 'Thursdays only' } }).card.textContent).toContain(
      'Thursdays only',
    );
    cleanup();
    expect(renderCard().card.textContent).not.toMatch(/only|ahead/);
  });

  it('loads a lazy, sized, responsive image named after the product', () => {
    const { card } = renderCard();
    const image = within(card).getByRole('img', { name: 'Chicken Thigh Boneless' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('srcset')).toBe(THIGH.image?.srcSet);
    expect(image.getAttribute('sizes')).toMatch(/vw/);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
  });

  it('shows a named placeholder when the product has no image', () => {
    const { card } = renderCard({ product: { ...THIGH, image: null } });
    expect(within(card).getByRole('img', { name: 'Chicken Thigh Boneless' }).tagName).toBe('DIV');
  });

  it("marks a product in the trolley 'Added'", () => {
    expect(renderCard({ inTrolley: true }).card.textContent).toContain('Added');
    cleanup();
    expect(renderCard({ inTrolley: false }).card.textContent).not.toContain('Added');
  });

  it('shows OUT OF STOCK to signed-in users only, and never lets it be added', () => {
    const outOfStock = { ...THIGH, isInStock: false };
    const signedIn = renderCard({ product: outOfStock, signedIn: true }).card;
    expect(signedIn.textContent).toContain('OUT OF STOCK');
    expect(within(signedIn).getByRole('button', { name: /^Add/ })).toHaveProperty('disabled', true);
    cleanup();
    const guest = renderCard({ product: outOfStock, signedIn: false }).card;
    expect(guest.textContent).not.toContain('OUT OF STOCK');
    expect(within(guest).getByRole('button', { name: /^Add/ })).toHaveProperty('disabled', true);
  });

  it('adds the quantity in the field', () => {
    const { card, onAdd } = renderCard();
    fireEvent.change(within(card).getByRole('textbox'), { target: { value: '2.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Add Chicken Thigh Boneless to trolley' }));
    expect(onAdd).toHaveBeenCalledWith(THIGH, 2.5);
  });
});
