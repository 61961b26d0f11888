import { shortOrderId } from '@cleaver/domain/status';
import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** One recurring order (/admin/scheduled-order/:id), or a new one when the id is 'new'. */
export function RecurringOrderPage() {
  const { id = '' } = useParams();
  const title = id.toLowerCase() === 'new' ? 'New Recurring Order' : `Recurring Order ${shortOrderId(id)}`;
  return <ScreenPlaceholder title={title} />;
}
