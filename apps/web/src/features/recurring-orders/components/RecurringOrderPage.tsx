import { aucklandDateString } from '@cleaver/domain/dates';
import { userMessage } from '@cleaver/domain/errors';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { useRecurringOrder } from '../api/recurring-order';
import { RecurringOrderEditor } from './RecurringOrderEditor';

const LIST_PATH = '/Admin/Scheduled-Orders';

/** /admin/scheduled-order/{id}: one standing order to edit; /admin/scheduled-order/new: a new one. */
export function RecurringOrderPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'new';
  const navigate = useNavigate();
  const order = useRecurringOrder(isNew ? null : id);

  if (order.isError) {
    return (
      <LoadError message="The recurring order could not be loaded." onRetry={() => void order.refetch()} />
    );
  }
  if (!isNew && order.isPending) return <PageLoader label="Loading recurring order" />;
  if (!isNew && !order.data) return <InvalidRecurringOrder />;

  const shown = isNew ? null : (order.data ?? null);
  return (
    <RecurringOrderEditor
      key={shown?.id ?? 'new'}
      order={shown}
      today={aucklandDateString(new Date())}
      onCreated={(created) => void navigate(`/admin/scheduled-order/${created.id}`, { replace: true })}
      onDeleted={() => void navigate(LIST_PATH)}
      onClose={() => void navigate(LIST_PATH)}
    />
  );
}

function InvalidRecurringOrder() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 3, py: 8, textAlign: 'center' }}>
      <Typography variant="h1">{userMessage('RECURRING_ORDER_NOT_FOUND')}</Typography>
      <Button component={RouterLink} to={LIST_PATH} variant="contained">
        Back to Recurring Orders
      </Button>
    </Box>
  );
}
