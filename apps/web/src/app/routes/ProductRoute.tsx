import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { useGetProduct } from '../../features/product/api/get-product';
import { trolleyOwner } from '../../lib/trolley-store';
import { lazyPage } from '../lazy-page';
import { Titled } from '../Titled';

export const ProductPage = lazyPage(() =>
  import('../../features/product/components/ProductPage').then((module) => module.ProductPage),
);

/**
 * /order/product?id=…&name=…: the tab title is '{product name} | {brand}', from the loaded product
 * (the name in the address until it arrives).
 */
export function ProductRoute() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() ?? '';
  const product = useGetProduct(id);
  const me = useMe();
  const title =
    id === '' || product.data === null
      ? 'Product not found'
      : (product.data?.productName ?? searchParams.get('name') ?? 'Product');
  return (
    <Titled title={title}>
      <Suspense fallback={<PageLoader label="Loading the product" />}>
        <ProductPage
          id={id}
          signedIn={Boolean(me.data)}
          trolleyOwner={me.isPending ? null : trolleyOwner(me.data)}
        />
      </Suspense>
    </Titled>
  );
}
