import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function OrdersPage() {
  return <ScreenPlaceholder title="Orders" />;
}
