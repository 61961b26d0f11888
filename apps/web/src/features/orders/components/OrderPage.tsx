import { shortOrderId } from '@cleaver/domain/status';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** One order (/admin/order/:id), or a new one when the id is 'new'. */
export function OrderPage() {
  const { id = '' } = useParams();
  const title = id.toLowerCase() === 'new' ? 'New Order' : `Order ${shortOrderId(id)}`;
  return <ScreenPlaceholder title={title} />;
}
