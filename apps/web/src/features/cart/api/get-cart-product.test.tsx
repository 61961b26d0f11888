import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeGraphQL, serverDown } from '../../../test/graphql-fake';
import { type CartProduct, useCartProducts } from './get-cart-product';

const ids = ['p-1', 'p-2', 'p-3'];

function product(id: string): CartProduct {
  return {
    id,
    productName: `Product ${id}`,
    productCode: id.toUpperCase(),
    productUnit: 'KG',
    isInStock: true,
    image: null,
    price: { price: 1000 },
  } as CartProduct;
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * The server answering getProducts; 'gone' has no product. The requests whose number (from 1) `failing` names
 * are answered as a server that is down. Returns the ids of each request.
 */
function fakeServer(failing: (request: number) => boolean = () => false) {
  let request = 0;
  const server = fakeGraphQL({
    GetCartProducts: (variables) => {
      request += 1;
      if (failing(request)) return serverDown();
      const asked: string[] = variables.ids;
      return { data: { getProducts: asked.map((id) => (id === 'gone' ? null : product(id))) } };
    },
  });
  return { ids: () => server.sent('GetCartProducts').map((variables) => variables.ids) };
}

describe('useCartProducts', () => {
  it("asks for all the lines' products in one request and gives each line its own", async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useCartProducts([...ids, 'gone']), { wrapper });
    await waitFor(() => expect([...result.current.values()].every((s) => s.status === 'loaded')).toBe(true));
    expect(server.ids()).toEqual([[...ids, 'gone']]);
    expect(result.current.get('p-2')).toEqual({ status: 'loaded', product: product('p-2') });
    expect(result.current.get('gone')).toEqual({ status: 'loaded', product: null });
  });

  it('asks for a long trolley 200 lines at a time, and for lines added later in a request of their own', async () => {
    const server = fakeServer();
    const many = Array.from({ length: 201 }, (_, index) => `p-${index}`);
    const { result, rerender } = renderHook((lines: string[]) => useCartProducts(lines), {
      wrapper,
      initialProps: many,
    });
    await waitFor(() => expect(result.current.get('p-200')?.status).toBe('loaded'));
    expect(server.ids().map((ids) => ids.length)).toEqual([200, 1]);
    rerender([...many, 'later']);
    await waitFor(() => expect(result.current.get('later')?.status).toBe('loaded'));
    expect(server.ids().at(-1)).toEqual(['later']);
  });

  it('asks again for the whole batch after a failure, in one request, not one per line', async () => {
    const server = fakeServer((request) => request === 1);
    const { result } = renderHook(() => useCartProducts(ids), { wrapper });
    await waitFor(() => expect(result.current.get('p-3')?.status).toBe('loaded'), { timeout: 3000 });
    expect(server.ids()).toEqual([ids, ids]);
  });

  it('shows every line as failed once the asking again has failed too', async () => {
    const server = fakeGraphQL({ GetCartProducts: serverDown() });
    const { result } = renderHook(() => useCartProducts(ids), { wrapper });
    await waitFor(() => expect([...result.current.values()].every((s) => s.status === 'error')).toBe(true), {
      timeout: 5000,
    });
    expect(server.requests).toHaveLength(3);
  });
});
