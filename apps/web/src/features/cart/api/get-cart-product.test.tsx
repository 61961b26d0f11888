import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
 * fetch as the server answers getProducts, recording the ids of each request; 'gone' has no product. The
 * requests whose number (from 1) `failing` names are answered as a server that is down.
 */
function fakeServer(failing: (request: number) => boolean = () => false) {
  const requests: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const { variables } = JSON.parse(String(init?.body)) as { variables: { ids: string[] } };
      requests.push(variables.ids);
      if (failing(requests.length)) return new Response('down', { status: 503 });
      const getProducts = variables.ids.map((id) => (id === 'gone' ? null : product(id)));
      return Response.json({ data: { getProducts } });
    }),
  );
  return requests;
}

describe('useCartProducts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for all the lines' products in one request and gives each line its own", async () => {
    const requests = fakeServer();
    const { result } = renderHook(() => useCartProducts([...ids, 'gone']), { wrapper });
    await waitFor(() => expect([...result.current.values()].every((s) => s.status === 'loaded')).toBe(true));
    expect(requests).toEqual([[...ids, 'gone']]);
    expect(result.current.get('p-2')).toEqual({ status: 'loaded', product: product('p-2') });
    expect(result.current.get('gone')).toEqual({ status: 'loaded', product: null });
  });

  it('asks for a long trolley 200 lines at a time, and for lines added later in a request of their own', async () => {
    const requests = fakeServer();
    const many = Array.from({ length: 201 }, (_, index) => `p-${index}`);
    const { result, rerender } = renderHook((lines: string[]) => useCartProducts(lines), {
      wrapper,
      initialProps: many,
    });
    await waitFor(() => expect(result.current.get('p-200')?.status).toBe('loaded'));
    expect(requests.map((ids) => ids.length)).toEqual([200, 1]);
    rerender([...many, 'later']);
    await waitFor(() => expect(result.current.get('later')?.status).toBe('loaded'));
    expect(requests.at(-1)).toEqual(['later']);
  });

  it('asks again for the whole batch after a failure, in one request, not one per line', async () => {
    const requests = fakeServer((request) => request === 1);
    const { result } = renderHook(() => useCartProducts(ids), { wrapper });
    await waitFor(() => expect(result.current.get('p-3')?.status).toBe('loaded'), { timeout: 3000 });
    expect(requests).toEqual([ids, ids]);
  });

  it('shows every line as failed once the asking again has failed too', async () => {
    const failing = vi.fn(async () => new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', failing);
    const { result } = renderHook(() => useCartProducts(ids), { wrapper });
    await waitFor(() => expect([...result.current.values()].every((s) => s.status === 'error')).toBe(true), {
      timeout: 5000,
    });
    expect(failing).toHaveBeenCalledTimes(3);
  });
});
