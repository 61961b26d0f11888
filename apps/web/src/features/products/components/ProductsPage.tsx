import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function ProductsPage() {
  return <ScreenPlaceholder title="Products" />;
}
