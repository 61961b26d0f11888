import { CATALOGUE_PAGE_SIZE, MY_ORDERS_PAGE_SIZES } from '@cleaver/domain/constants';
import { customerOrderFilterOf } from '@cleaver/domain/status';
import {
  accountOnHoldQueryKey,
  orderingSettingsQueryKey,
  orderProcessingDateQueryKey,
  productNotesQueryKey,
} from '../features/cart/api/query-keys';
import { myOrdersListKey } from '../features/my-orders/api/query-keys';
import {
  AccountOnHoldDocument,
  BusinessProfileDocument,
  GetProductDocument,
  GetSettingsVariablesDocument,
  ListCategoriesDocument,
  ListMyOrdersDocument,
  ListProductsDocument,
  MeDocument,
  MyProductNotesDocument,
  OrderProcessingDateDocument,
  type TypedDocumentString,
} from '../gql/graphql';
import { CARD_IMAGE_SIZES, PRODUCT_IMAGE_SIZES } from '../lib/image-sizes';

import type { FirstScreenData } from './first-screen-data';

export {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  PAGE_MODULES_ELEMENT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from './first-screen-data';

// What the first screen of a storefront page shows, so the server can answer those queries inside the page
// it sends (the query cache starts from them: no request waterfall after the JavaScript, and no loading
// state to shift the layout) and point the browser at the code and the photo it will need. Pure data and
// functions without React or the DOM: the server imports this file (`@cleaver/web/first-screen`).

/** The photo that will be the largest paint, for a `<link rel="preload" as="image">`. */
export type ImageHint = { url: string; srcSet: string; sizes: string };

export interface FirstScreenQuery {
  key: readonly unknown[];
  document: string;
  variables: Record<string, unknown> | undefined;
  /** The GraphQL answer (`data`) as the query's hook keeps it in the cache. */
  toCache: (data: unknown) => unknown;
  /** The largest photo this answer puts on screen, if any. */
  image?: (data: unknown) => ImageHint | null;
}

export interface FirstScreenPlan {
  queries: FirstScreenQuery[];
  /** Lazily loaded modules the page renders at once (keys of Vite's manifest), to preload. */
  modules: string[];
  /**
   * The page lays itself out for a phone otherwise than for a wider screen (My Orders' cards and table): the
   * server draws the layout the request's device suggests, and the page carries that guess (`phone`) so the
   * browser's first render matches it.
   */
  byDevice?: boolean;
}

function query<TResult, TVariables>(
  key: readonly unknown[],
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  toCache: (data: TResult) => unknown,
  image?: (data: TResult) => ImageHint | null,
): FirstScreenQuery {
  return {
    key,
    document: document.toString(),
    variables: variables as Record<string, unknown> | undefined,
    toCache: toCache as (data: unknown) => unknown,
    image: image as ((data: unknown) => ImageHint | null) | undefined,
  };
}

// The keys below are the hooks' own (features/*/api); first-screen.test.ts checks they stay the same.
const everyPage = [
  query(['me'], MeDocument, {}, (data) => data.me ?? null),
  query(['businessProfile'], BusinessProfileDocument, {}, (data) => data.businessProfile),
  query(['listCategories'], ListCategoriesDocument, {}, (data) => data.listCategories),
];

const CATALOGUE_MODULE = 'src/features/catalogue/components/CataloguePage.tsx';
const PRODUCT_MODULE = 'src/features/product/components/ProductPage.tsx';
const MY_ORDERS_MODULE = 'src/features/my-orders/components/MyOrdersPage.tsx';
const CART_MODULE = 'src/features/cart/components/CartPage.tsx';
// Pages whose code loads lazily but whose data is the visitor's own or live (see routes/preload-route.ts).
const OTHER_MODULES: Record<string, string> = {
  '/profile': 'src/features/account/components/ProfilePage.tsx',
  '/order-guide': 'src/features/order-guide/components/OrderGuidePage.tsx',
  '/contact': 'src/features/contact/components/ContactPage.tsx',
  '/login': 'src/features/auth/components/LoginPage.tsx',
  '/firsttimesignin': 'src/features/auth/components/FirstTimeSignInPage.tsx',
};

/** Paths match case-insensitively and with or without a trailing slash, as React Router matches them. */
function routePath(url: URL): string {
  const path = url.pathname.toLowerCase().replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

// Pages drawn inside StoreLayout (AppRoutes); the others (sign-in, 404, back office) have no store header.
const STORE_PATHS = new Set([
  '/',
  '/order',
  '/order/product',
  '/cart',
  '/profile',
  '/myorders',
  '/order-guide',
  '/about',
  '/contact',
]);

function htmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function answer(data: FirstScreenData, key: string): unknown {
  return data.queries.find((query) => query.key[0] === key)?.data;
}

/**
 * index.html's shell made to look like the page React will draw at `url`: the brand, Login or the account
 * menu, the current menu item, and no store header on pages without one. The markers are index.html's.
 */
export function fillShell(html: string, url: URL, data: FirstScreenData): string {
  const path = routePath(url);
  const profile = answer(data, 'businessProfile') as { brand?: string } | null | undefined;
  const me = answer(data, 'me') as { firstName?: string } | null | undefined;
  let page = html;
  if (profile?.brand) {
    const brand = htmlText(profile.brand);
    page = page.replace(/<!--brand-->[^<]*<!--\/brand-->/g, () => brand);
  }
  if (!STORE_PATHS.has(path)) return page.replace(/<!--store-header-->[\s\S]*<!--\/store-header-->/, '');
  if (me) {
    const firstName = htmlText(me.firstName ?? '');
    page = page
      .replace('<div class="s-app">', '<div class="s-app" data-signed-in="">')
      .replace('<!--first-name-->', () => firstName);
  }
  // NavLink's rule: Home only on /, the others on their path and below.
  return page.replace(/<a class="s-btn" href="([^"]*)"><!--nav:\1-->/g, (link, href: string) =>
    href === path || (href !== '/' && path.startsWith(`${href}/`))
      ? `<a class="s-btn s-active" href="${href}" aria-current="page">`
      : link,
  );
}

/** The queries and lazy modules of the first screen at `url` (path and search of a storefront address). */
export function planFirstScreen(url: URL): FirstScreenPlan {
  const path = routePath(url);
  const params = url.searchParams;
  if (path === '/order') {
    // As CataloguePage reads the address; ?category= in another case than the shop's name just misses.
    const category = params.get('category')?.trim() || null;
    const search = params.get('search')?.trim() || null;
    const products = query(
      ['products', 'list', { category, search }],
      ListProductsDocument,
      { category, search, after: null, first: CATALOGUE_PAGE_SIZE },
      (data) => ({ pages: [data.listProducts], pageParams: [null] }),
      (data) => {
        const image = data.listProducts.products[0]?.image;
        return image ? { url: image.url, srcSet: image.srcSet, sizes: CARD_IMAGE_SIZES } : null;
      },
    );
    return { queries: [...everyPage, products], modules: [CATALOGUE_MODULE] };
  }
  if (path === '/order/product') {
    const id = params.get('id')?.trim() ?? '';
    if (id === '') return { queries: everyPage, modules: [PRODUCT_MODULE] };
    const product = query(
      ['products', 'detail', id],
      GetProductDocument,
      { id },
      (data) => data.getProduct ?? null,
      (data) => {
        const image = data.getProduct?.image;
        return image ? { url: image.url, srcSet: image.srcSet, sizes: PRODUCT_IMAGE_SIZES } : null;
      },
    );
    return { queries: [...everyPage, product], modules: [PRODUCT_MODULE] };
  }
  if (path === '/myorders') {
    // The customer's first page of orders as MyOrdersPage first asks for it (a guest's answer is an error:
    // none is carried, and the page sends them to sign in).
    const variables = {
      status: customerOrderFilterOf(params.get('status')),
      offset: 0,
      limit: MY_ORDERS_PAGE_SIZES[0],
    };
    const orders = query(
      myOrdersListKey(variables),
      ListMyOrdersDocument,
      variables,
      (data) => data.listMyOrders,
    );
    return { queries: [...everyPage, orders], modules: [MY_ORDERS_MODULE], byDevice: true };
  }
  if (path === '/cart') {
    // The trolley is on the device, so the server draws no lines; but the order summary's settings and processing
    // date are the customer's, not the trolley's. Answered here, the total and the processing date (with the
    // notice when the cutoff or a Sunday moved it) come with the lines instead of after them, and do not move
    // Confirm Order down as they arrive. So do the customer's saved notes: the lines are drawn once with them,
    // not again when they answer. A guest's answers are errors, as are an admin's notes: none is carried.
    const settings = query(
      orderingSettingsQueryKey,
      GetSettingsVariablesDocument,
      {},
      (data) => data.getSettingsVariables,
    );
    const processing = query(
      orderProcessingDateQueryKey,
      OrderProcessingDateDocument,
      {},
      (data) => data.orderProcessingDate,
    );
    const notes = query(productNotesQueryKey, MyProductNotesDocument, {}, (data) => data.myProductNotes);
    // An account on hold says so beside Confirm Order from the first paint, not a moment later.
    const onHold = query(
      accountOnHoldQueryKey,
      AccountOnHoldDocument,
      {},
      (data) => data.me?.accountOnHold ?? null,
    );
    return { queries: [...everyPage, settings, processing, notes, onHold], modules: [CART_MODULE] };
  }
  const module = OTHER_MODULES[path];
  return { queries: everyPage, modules: module ? [module] : [] };
}
