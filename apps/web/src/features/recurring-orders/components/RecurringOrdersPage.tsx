import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

export function RecurringOrdersPage() {
  return <ScreenPlaceholder title="Recurring Orders" />;
}
