import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** Order history (/myorders). */
export function MyOrdersPage() {
  return (
    <ScreenPlaceholder
      title="My Orders"
      message="Your order history is coming soon: past and pending orders will list here."
    />
  );
}
