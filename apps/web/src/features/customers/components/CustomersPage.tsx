import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function CustomersPage() {
  return <ScreenPlaceholder title="Customers" />;
}
