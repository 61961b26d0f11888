import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import { useMe } from '../features/auth/api/me';
import { useAccountOnHold } from '../features/cart/api/account-on-hold';
import { useSettingsVariables } from '../features/cart/api/get-settings-variables';
import { useMyProductNotes } from '../features/cart/api/my-product-notes';
import { useOrderProcessingDate } from '../features/cart/api/order-processing-date';
import { useListProducts } from '../features/catalogue/api/list-products';
import { useListCategories } from '../features/categories/api/list-categories';
import { useListMyOrders } from '../features/my-orders/api/list-my-orders';
import { useGetProduct } from '../features/product/api/get-product';
import { useBusinessProfile } from '../features/settings/api/business-profile';
import { fakeGraphQL, type GraphQLFake } from '../test/graphql-fake';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData, fillShell, planFirstScreen } from './first-screen';
import { hydrateFirstScreen } from './hydrate-first-screen';
import { createQueryClient } from './query-client';

const image = {
  url: '/images/products/ch-1-640.webp',
  srcSet: '/a-320.webp 320w, /a-640.webp 640w',
  width: 640,
  height: 480,
};
const product = {
  id: 'p1',
  productName: 'Chicken Thigh',
  productCode: 'CH-1',
  productUnit: 'KG',
  isInStock: true,
  image,
  price: null,
  description: 'Boneless',
  categoryName: 'Chicken',
};
// GraphQL answers as the server gives them, by the plan's document.
const answers: Record<string, unknown> = {
  Me: { me: { id: 'u1', email: 'bistro@demo.test', firstName: 'Bo', lastName: 'B', role: 'CUSTOMER' } },
  BusinessProfile: { businessProfile: { brand: 'Kauri <Meats>', intro: 'Fresh', about: '' } },
  ListCategories: { listCategories: [{ id: 'c1', categoryName: 'Chicken' }] },
  ListProducts: { listProducts: { products: [product], nextCursor: null, totalCount: 1 } },
  GetProduct: { getProduct: product },
  GetSettingsVariables: {
    getSettingsVariables: { cutoffHour: 5, freightChargeCents: 1500, freeFreightThresholdCents: 25000 },
  },
  MyProductNotes: { myProductNotes: [{ productId: 'p1', notes: 'skin off' }] },
  AccountOnHold: { me: { accountOnHold: 'Your account is on hold. Please contact us on 09 555 0100.' } },
  OrderProcessingDate: {
    orderProcessingDate: {
      date: '2026-11-30',
      moved: true,
      notice: 'Orders placed on Sunday are processed on Monday',
      delivery: {
        date: '2026-12-01',
        text: 'Your next delivery day is Tuesday 01/12/2026',
        notice: null,
        zoneName: 'Central',
        days: 'Tuesday and Thursday',
        freightChargeCents: 2000,
        freeFreightThresholdCents: 40000,
        minimumOrderCents: 15000,
      },
    },
  },
  ListMyOrders: {
    listMyOrders: {
      totalCount: 1,
      orders: [
        {
          id: 'o1',
          shortId: 'O1ABC',
          orderDay: '2026-11-28',
          status: 'COMPLETED',
          itemCount: 3,
          hasInvoice: true,
          totals: { total: 12345 },
        },
      ],
    },
  },
};

/** What the server would put into the page at `address`. */
function pageData(address: string): FirstScreenData {
  const plan = planFirstScreen(new URL(address, 'http://shop.test'));
  return {
    queries: plan.queries.map((query) => {
      const operation = query.document.match(/query (\w+)/)?.[1] ?? '';
      return { key: query.key, data: query.toCache(answers[operation]) };
    }),
  };
}

function hydratedWrapper(address: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_SCREEN_ELEMENT_ID;
  element.textContent = JSON.stringify(pageData(address));
  document.body.append(element);
  const queryClient = createQueryClient();
  hydrateFirstScreen(queryClient);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

describe('the first screen the server answers', () => {
  /** The requests sent to a server expecting none, once any started has gone out (a task later: lib/graphql.ts). */
  const requestsSent = async (server: GraphQLFake) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return server.requests.length;
  };

  it("lands under the hooks' own keys, so the catalogue renders without a request", async () => {
    const server = fakeGraphQL();
    const wrapper = hydratedWrapper('/Order/?category=Chicken');
    expect(renderHook(() => useMe(), { wrapper }).result.current.data).toMatchObject({ firstName: 'Bo' });
    expect(renderHook(() => useBusinessProfile(), { wrapper }).result.current.data?.brand).toBe(
      'Kauri <Meats>',
    );
    expect(renderHook(() => useListCategories(), { wrapper }).result.current.data).toHaveLength(1);
    const list = renderHook(() => useListProducts({ category: 'Chicken', search: null }), { wrapper });
    expect(list.result.current.data?.pages[0]?.products[0]?.productName).toBe('Chicken Thigh');
    expect(list.result.current.hasNextPage).toBe(false);
    expect(await requestsSent(server)).toBe(0);
    expect(document.getElementById(FIRST_SCREEN_ELEMENT_ID)).toBeNull();
  });

  it('gives the product page its product and preloads its code and photo', async () => {
    const server = fakeGraphQL();
    const wrapper = hydratedWrapper('/order/product?id=p1&name=Chicken%20Thigh');
    expect(renderHook(() => useGetProduct('p1'), { wrapper }).result.current.data?.description).toBe(
      'Boneless',
    );
    expect(await requestsSent(server)).toBe(0);
    const plan = planFirstScreen(new URL('http://shop.test/order/product?id=p1'));
    expect(plan.modules).toEqual(['src/features/product/components/ProductPage.tsx']);
    const detail = plan.queries.find((query) => query.key[1] === 'detail');
    expect(detail?.image?.(answers.GetProduct)).toMatchObject({ srcSet: image.srcSet });
  });

  it("gives My Orders the customer's first page of the filter the address asks for, laid out by device", async () => {
    const server = fakeGraphQL();
    const wrapper = hydratedWrapper('/MyOrders?status=completed');
    const orders = renderHook(() => useListMyOrders({ status: 'COMPLETED', offset: 0, limit: 50 }), {
      wrapper,
    });
    expect(orders.result.current.data?.orders[0]?.shortId).toBe('O1ABC');
    expect(await requestsSent(server)).toBe(0);
    const plan = planFirstScreen(new URL('http://shop.test/myorders?status=nonsense'));
    expect(plan.queries.at(-1)?.variables).toEqual({ status: 'PENDING', offset: 0, limit: 50 });
    expect(plan.byDevice).toBe(true);
    expect(plan.modules).toEqual(['src/features/my-orders/components/MyOrdersPage.tsx']);
    expect(planFirstScreen(new URL('http://shop.test/order')).byDevice).toBeUndefined();
  });

  it("gives the cart the customer's ordering settings, processing date and notes, which it shows with the lines", async () => {
    const server = fakeGraphQL();
    const wrapper = hydratedWrapper('/cart');
    const settings = renderHook(() => useSettingsVariables(true), { wrapper }).result.current;
    expect(settings).toMatchObject({ loaded: true, freightCharge: 1500, freeFreightThreshold: 25000 });
    // Asked for once the trolley's lines are drawn; meanwhile it waits in the cache.
    const processing = renderHook(() => useOrderProcessingDate(false), { wrapper }).result.current;
    expect(processing.data).toMatchObject({ date: '2026-11-30', moved: true });
    // With the customer's delivery zone, which prices a delivery: the figures are the zone's from the first paint.
    expect(processing.data?.delivery).toMatchObject({ zoneName: 'Central', freightChargeCents: 2000 });
    // The customer's notes too, so the lines are drawn once with them.
    const notes = renderHook(() => useMyProductNotes(true), { wrapper }).result.current;
    expect(notes.data).toEqual(new Map([['p1', 'skin off']]));
    // And an account on hold says so beside Confirm Order from the start.
    const onHold = renderHook(() => useAccountOnHold(true), { wrapper }).result.current;
    expect(onHold.data).toBe('Your account is on hold. Please contact us on 09 555 0100.');
    expect(await requestsSent(server)).toBe(0);
    expect(planFirstScreen(new URL('http://shop.test/Cart/')).modules).toEqual([
      'src/features/cart/components/CartPage.tsx',
    ]);
  });

  it('asks only for the shared data on pages without their own, and preloads lazily loaded pages', () => {
    expect(planFirstScreen(new URL('http://shop.test/about')).queries.map((query) => query.key[0])).toEqual([
      'me',
      'businessProfile',
      'listCategories',
    ]);
    expect(planFirstScreen(new URL('http://shop.test/about')).modules).toEqual([]);
    expect(planFirstScreen(new URL('http://shop.test/profile')).modules).toEqual([
      'src/features/account/components/ProfilePage.tsx',
    ]);
    expect(planFirstScreen(new URL('http://shop.test/contact')).modules).toEqual([
      'src/features/contact/components/ContactPage.tsx',
    ]);
  });
});

describe('the shell', () => {
  const html =
    '<title><!--brand-->Cleaver<!--/brand--></title><div class="s-app"><!--store-header--><header>' +
    '<a class="s-btn" href="/"><!--nav:/-->Home</a><a class="s-btn" href="/about"><!--nav:/about-->About</a>' +
    '<span class="s-name"><!--first-name--></span></header><!--/store-header--><main></main></div>';

  it('shows the brand, escaped, and marks the page in the menu', () => {
    const page = fillShell(html, new URL('http://shop.test/about'), pageData('/about'));
    expect(page).toContain('<title>Kauri &lt;Meats&gt;</title>');
    expect(page).toContain('<a class="s-btn s-active" href="/about" aria-current="page">About');
    expect(page).toContain('<a class="s-btn" href="/"><!--nav:/-->Home');
    expect(page).toContain('data-signed-in');
    expect(page).toContain('<span class="s-name">Bo</span>');
  });

  it('keeps the store header off pages that have none', () => {
    const page = fillShell(html, new URL('http://shop.test/login'), pageData('/login'));
    expect(page).not.toContain('<header>');
    expect(page).toContain('<main></main>');
  });
});

describe("index.html's store header, before the JavaScript arrives", () => {
  const shellAt = (address: string) => {
    const html = fillShell(indexHtml, new URL(address, 'http://shop.test'), pageData(address));
    return new DOMParser().parseFromString(html, 'text/html');
  };
  const link = (page: Document, name: string) =>
    [...page.querySelectorAll('header a')].find(
      (anchor) => (anchor.getAttribute('aria-label') ?? anchor.textContent)?.trim() === name,
    );

  it('leads to the cart, the login, home and the catalogue with real links', () => {
    const page = shellAt('/about');
    expect(link(page, 'Cart')?.getAttribute('href')).toBe('/cart');
    expect(link(page, 'Login')?.getAttribute('href')).toBe('/login');
    expect(page.querySelector('header a.s-brand')?.getAttribute('href')).toBe('/');
    expect(link(page, 'Order now')?.getAttribute('href')).toBe('/order');
  });

  it('searches the catalogue with a plain form, as the catalogue reads ?search=', () => {
    const forms = [...shellAt('/').querySelectorAll('header form')];
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form.getAttribute('action')).toBe('/order');
      expect(form.getAttribute('method')).toBe('get');
      expect(form.querySelector('input[name="search"]')?.getAttribute('aria-label')).toBe('Search products');
    }
  });

  it('opens its phone menu without script, holding links to every page', () => {
    const page = shellAt('/');
    const button = page.querySelector('header button[popovertarget]');
    expect(button?.getAttribute('aria-label')).toBe('Open menu');
    const menu = page.getElementById(button?.getAttribute('popovertarget') ?? '');
    expect(menu?.hasAttribute('popover')).toBe(true);
    expect([...(menu?.querySelectorAll('a') ?? [])].map((anchor) => anchor.getAttribute('href'))).toEqual([
      '/',
      '/order',
      '/about',
      '/contact',
    ]);
  });

  it("takes a signed-in customer's account button to their profile", () => {
    const account = shellAt('/order').querySelector('header a.s-account');
    expect(account?.getAttribute('href')).toBe('/profile');
    expect(account?.textContent).toContain('Bo');
  });
});
