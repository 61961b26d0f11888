import { userMessage } from '@cleaver/domain/errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { type RecurringOrder, useRecurringOrder } from '../api/recurring-order';
import { useLiveRecurringOrder } from '../api/recurring-orders-changed';
import { RecurringOrderEditor } from './RecurringOrderEditor';

const LIST_PATH = '/Admin/Scheduled-Orders';

/** /admin/scheduled-order/{id}: one standing order to edit; /admin/scheduled-order/new: a new one. */
export function RecurringOrderPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'new';
  const navigate = useNavigate();
  const order = useRecurringOrder(isNew ? null : id);
  useLiveRecurringOrder(isNew ? null : id);
  // The version the editor opened (or last saved itself): its saves carry it, so a newer one from someone else
  // refuses them instead of being overwritten. A newer version read meanwhile is offered, not swapped in.
  const [held, setHeld] = useState<RecurringOrder | null>(null);
  // Bumped by Reload: the editor starts again from the newer version (its own saves keep what is typed).
  const [reloads, setReloads] = useState(0);
  const latest = isNew ? null : (order.data ?? null);
  // The same version read again is no one's edit: the scheduler moved its mark (the next orders start later), or
  // the customer or a product changed. The editor takes it; what is typed stays.
  if (latest && latest !== held && (held?.id !== latest.id || held.version === latest.version))
    setHeld(latest);

  if (order.isError && !held) {
    return (
      <LoadError message="The recurring order could not be loaded." onRetry={() => void order.refetch()} />
    );
  }
  if (!isNew && order.isPending) return <PageLoader label="Loading recurring order" />;
  if (!isNew && !order.data) return <InvalidRecurringOrder />;

  const shown = isNew ? null : held;
  const newer = shown && latest && latest.version > shown.version ? latest : null;
  return (
    <>
      {newer ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              onClick={() => {
                setHeld(newer);
                setReloads((n) => n + 1);
              }}
            >
              Reload
            </Button>
          }
        >
          {newer.updatedByName ?? 'Someone else'} changed this recurring order. Reload to see their change;
          what you have not saved here is lost.
        </Alert>
      ) : null}
      <RecurringOrderEditor
        key={shown ? `${shown.id}:${reloads}` : 'new'}
        order={shown}
        onSaved={setHeld}
        now={new Date()}
        onCreated={(created) => void navigate(`/admin/scheduled-order/${created.id}`, { replace: true })}
        onDeleted={() => void navigate(LIST_PATH)}
        onClose={() => void navigate(LIST_PATH)}
      />
    </>
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
