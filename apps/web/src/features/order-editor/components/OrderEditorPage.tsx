import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { type AdminOrder, adminOrderQueryKey, useAdminOrder } from '../api/admin-order';
import { useOrderIntegrations } from '../api/order-integrations';
import { useOrderEditorSettings } from '../api/order-settings';
import { useProductionSync } from '../hooks/use-production-sync';
import { OrderEditor } from './OrderEditor';

const ORDERS_PATH = '/Admin/Orders';

/** /admin/order/{id}: one order to edit; /admin/order/new: an order taken for a customer. */
export function OrderEditorPage() {
  const { id = '' } = useParams();
  const isNew = id.toLowerCase() === 'new';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useOrderEditorSettings();
  const order = useAdminOrder(isNew ? null : id);
  // Bumped by Reload, so the form is read again even when the order's version did not move.
  const [reloads, setReloads] = useState(0);
  const integrations = useOrderIntegrations();
  const productionAdapter = integrations.data?.production === true;
  const production = useProductionSync({
    order: isNew ? null : (order.data ?? null),
    enabled: productionAdapter,
    onChanged: (synced) => queryClient.setQueryData(adminOrderQueryKey(synced.id), synced),
  });

  if (settings.isError || order.isError) {
    return (
      <LoadError
        message="The order could not be loaded."
        onRetry={() => {
          void settings.refetch();
          void order.refetch();
        }}
      />
    );
  }
  if (!settings.data || (!isNew && order.isPending)) return <PageLoader label="Loading order" />;
  if (!isNew && !order.data) return <InvalidOrder />;

  const handleSaved = (saved: AdminOrder) => {
    queryClient.setQueryData(adminOrderQueryKey(saved.id), saved);
    if (isNew) void navigate(`/admin/order/${saved.id}`, { replace: true });
  };
  const handleReload = async () => {
    await order.refetch();
    setReloads((count) => count + 1);
  };

  const shown = isNew ? null : (order.data ?? null);
  return (
    <OrderEditor
      key={`${shown?.id ?? 'new'}:${shown?.version ?? 0}:${reloads}`}
      order={shown}
      settings={settings.data}
      production={productionAdapter ? production : null}
      onSaved={handleSaved}
      onReload={() => void handleReload()}
      onDeleted={() => {
        queryClient.removeQueries({ queryKey: adminOrderQueryKey(id) });
        void navigate(ORDERS_PATH);
      }}
      onClose={() => void navigate(ORDERS_PATH)}
    />
  );
}

function InvalidOrder() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 3, py: 8, textAlign: 'center' }}>
      <Typography variant="h1">{ADMIN_MESSAGES.invalidOrder}</Typography>
      <Button component={RouterLink} to={ORDERS_PATH} variant="contained">
        Back to Orders
      </Button>
    </Box>
  );
}
