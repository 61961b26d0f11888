import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import type { OrderFilter } from '@cleaver/domain/status';
import FileDownload from '@mui/icons-material/FileDownload';
import Print from '@mui/icons-material/Print';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Sync from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { adminOrdersQueryKey } from '../api/admin-orders';
import { fetchInvoiceBatchPreview, type InvoiceBatchOrder } from '../api/invoice-batch-preview';
import { useOrdersIntegrations } from '../api/orders-integrations';
import { useSyncOrdersWithProduction } from '../api/sync-orders-with-production';
import { BatchInvoiceDialog } from './BatchInvoiceDialog';
import { PrintInvoicesDialog } from './PrintInvoicesDialog';
import { XeroExportDialog } from './XeroExportDialog';

/**
 * The orders list's invoicing actions: with the DEFAULT filter, Create Invoices (every PACKED order without
 * an invoice) and Database Sync (when the production system is an HTTP adapter); Print Invoices (issued ones,
 * again) and Export for Xero always.
 */
export function OrdersInvoicingBar({ filter }: { filter: OrderFilter }) {
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const integrations = useOrdersIntegrations();
  const databaseSync = useSyncOrdersWithProduction();
  const [loadingBatch, setLoadingBatch] = useState(false);
  const [batch, setBatch] = useState<InvoiceBatchOrder[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const [printing, setPrinting] = useState(false);
  const openWork = filter === 'DEFAULT';

  const handleCreateInvoices = async () => {
    setLoadingBatch(true);
    try {
      const orders = await fetchInvoiceBatchPreview();
      if (orders.length === 0) showSnackbar(ADMIN_MESSAGES.noPackedOrders, 'info');
      else setBatch(orders);
    } catch (error) {
      showSnackbar(error instanceof Error ? error.message : ADMIN_MESSAGES.invoiceFailed, 'error');
    } finally {
      setLoadingBatch(false);
    }
  };

  const handleDatabaseSync = () =>
    databaseSync.mutate(undefined, {
      onSuccess: ({ sent, updated }) => {
        showSnackbar(`Database synced: ${sent} sent, ${updated} updated.`, 'success');
        void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
      },
      onError: (error) =>
        showSnackbar(
          error instanceof GraphQLRequestError && error.code === 'PRODUCTION_OFFLINE'
            ? error.message
            : ADMIN_MESSAGES.syncProblem,
          'error',
          { persist: true },
        ),
    });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
      {openWork ? (
        <Button
          variant="contained"
          startIcon={<ReceiptLong />}
          loading={loadingBatch}
          onClick={() => void handleCreateInvoices()}
        >
          Create Invoices
        </Button>
      ) : null}
      {openWork && integrations.data?.production ? (
        <Button
          variant="outlined"
          startIcon={<Sync />}
          loading={databaseSync.isPending}
          onClick={handleDatabaseSync}
        >
          Database Sync
        </Button>
      ) : null}
      <Button variant="outlined" startIcon={<Print />} onClick={() => setPrinting(true)}>
        Print Invoices
      </Button>
      <Button variant="outlined" startIcon={<FileDownload />} onClick={() => setExporting(true)}>
        Export for Xero
      </Button>
      {batch ? <BatchInvoiceDialog orders={batch} onClose={() => setBatch(null)} /> : null}
      {exporting ? <XeroExportDialog onClose={() => setExporting(false)} /> : null}
      {printing ? <PrintInvoicesDialog onClose={() => setPrinting(false)} /> : null}
    </Box>
  );
}
