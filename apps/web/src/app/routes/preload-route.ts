import { CartPage } from './CartRoute';
import { CataloguePage } from './CatalogueRoute';
import { ContactPage } from './ContactRoute';
import { FirstTimeSignInPage } from './FirstTimeSignInRoute';
import { LoginPage } from './LoginRoute';
import { MyOrdersPage } from './MyOrdersRoute';
import { OrderGuidePage } from './OrderGuideRoute';
import { ProductPage } from './ProductRoute';
import { ProfilePage } from './ProfileRoute';

// The lazily loaded pages by path, matched as React Router matches them. first-screen.ts names the same
// modules for the server to list, and the page's loader to preload (decision 022).
const pages = {
  '/order': CataloguePage,
  '/order/product': ProductPage,
  '/cart': CartPage,
  '/myorders': MyOrdersPage,
  '/order-guide': OrderGuidePage,
  '/profile': ProfilePage,
  '/contact': ContactPage,
  '/login': LoginPage,
  '/firsttimesignin': FirstTimeSignInPage,
} as const;

/** Loads the code of the lazily loaded page at `pathname`, if any. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const path = pathname.toLowerCase().replace(/\/+$/, '') as keyof typeof pages;
  return Object.hasOwn(pages, path) ? pages[path].preload() : Promise.resolve();
}
