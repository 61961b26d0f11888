import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** Product detail (/order/product?id=…&name=…). */
export function ProductPage({ name }: { name: string | null }) {
  return (
    <ScreenPlaceholder
      title={name || 'Product'}
      message="Product details are coming soon: image, price, description and quantity will show here."
    />
  );
}
