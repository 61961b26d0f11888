import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { CartPage } from '../../features/cart/components/CartPage';

export function CartRoute() {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Loading your cart" />;
  return <CartPage signedIn={Boolean(me.data)} />;
}
