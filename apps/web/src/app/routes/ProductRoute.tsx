import { useSearchParams } from 'react-router';
import { ProductPage } from '../../features/product/components/ProductPage';
import { Titled } from '../Titled';

/** /order/product?id=…&name=…: the tab title carries the product's name when the link gives one. */
export function ProductRoute() {
  const [searchParams] = useSearchParams();
  const name = searchParams.get('name');
  return (
    <Titled title={name || 'Product'}>
      <ProductPage name={name} />
    </Titled>
  );
}
