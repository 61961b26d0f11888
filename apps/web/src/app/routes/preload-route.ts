import { CataloguePage } from './CatalogueRoute';
import { ProductPage } from './ProductRoute';

/** Loads the code of the lazily loaded page at `pathname` (matched as React Router matches it), if any. */
export function preloadRoute(pathname: string): Promise<unknown> {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/order') return CataloguePage.preload();
  if (path === '/order/product') return ProductPage.preload();
  return Promise.resolve();
}
