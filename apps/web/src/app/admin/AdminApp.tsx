import { Suspense } from 'react';
import { useRoutes } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useMe } from '../../features/auth/api/me';
import { CategoriesPage } from '../../features/categories/components/CategoriesPage';
import { CustomersPage } from '../../features/customers/components/CustomersPage';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';
import { RunSheetPage } from '../../features/delivery-runs/components/RunSheetPage';
import { OrderEditorPage } from '../../features/order-editor/components/OrderEditorPage';
import { OrdersPage } from '../../features/orders/components/OrdersPage';
import { PackingPage } from '../../features/packing/components/PackingPage';
import { PriceLevelsPage } from '../../features/price-levels/components/PriceLevelsPage';
import { ProductsPage } from '../../features/products/components/ProductsPage';
import { RecurringOrderPage } from '../../features/recurring-orders/components/RecurringOrderPage';
import { RecurringOrdersPage } from '../../features/recurring-orders/components/RecurringOrdersPage';
import { BareLayout } from '../layouts/BareLayout';
import { lazyPage } from '../lazy-page';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Titled } from '../Titled';
import { AdminLayout } from './AdminLayout';

// Looked at now and then, when something has not gone through: its code loads only when opened.
const IntegrationsPage = lazyPage(() =>
  import('../../features/integrations/components/IntegrationsPage').then((module) => module.IntegrationsPage),
);

// Receivables and a customer's ledger: the office's money screens, loaded when first opened.
const ReceivablesPage = lazyPage(() =>
  import('../../features/receivables/components/ReceivablesPage').then((module) => module.ReceivablesPage),
);
const BankImportPage = lazyPage(() =>
  import('../../features/receivables/components/BankImportPage').then((module) => module.BankImportPage),
);
const CustomerLedgerPage = lazyPage(() =>
  import('../../features/receivables/components/CustomerLedgerPage').then(
    (module) => module.CustomerLedgerPage,
  ),
);

/**
 * The whole back office, loaded as its own chunk only when staff open /Admin. Paths are relative to
 * /admin and match case-insensitively, so /Admin/Orders and /admin/orders are the same screen.
 */
export function AdminApp() {
  const { data: me } = useMe();
  return useRoutes([
    {
      element: <AdminLayout />,
      children: [
        {
          index: true,
          element: (
            <Titled title="Admin">
              <DashboardPage firstName={me?.firstName ?? ''} />
            </Titled>
          ),
        },
        {
          path: 'orders',
          element: (
            <Titled title="Orders">
              <OrdersPage />
            </Titled>
          ),
        },
        {
          path: 'packing',
          element: (
            <Titled title="Packing">
              <PackingPage />
            </Titled>
          ),
        },
        {
          path: 'runsheet',
          element: (
            <Titled title="Run Sheet">
              <RunSheetPage />
            </Titled>
          ),
        },
        {
          path: 'order/:id',
          element: (
            <Titled title="Order">
              <OrderEditorPage />
            </Titled>
          ),
        },
        {
          path: 'scheduled-orders',
          element: (
            <Titled title="Recurring Orders">
              <RecurringOrdersPage />
            </Titled>
          ),
        },
        {
          path: 'scheduled-order/:id',
          element: (
            <Titled title="Recurring Order">
              <RecurringOrderPage />
            </Titled>
          ),
        },
        {
          path: 'products',
          element: (
            <Titled title="Products">
              <ProductsPage />
            </Titled>
          ),
        },
        {
          path: 'categories',
          element: (
            <Titled title="Categories">
              <CategoriesPage />
            </Titled>
          ),
        },
        {
          path: 'customers',
          element: (
            <Titled title="Customers">
              <CustomersPage />
            </Titled>
          ),
        },
        {
          path: 'receivables',
          element: (
            <Titled title="Receivables">
              <Suspense fallback={<PageLoader label="Loading the receivables" />}>
                <ReceivablesPage />
              </Suspense>
            </Titled>
          ),
        },
        {
          path: 'receivables/bank',
          element: (
            <Titled title="Import bank statement">
              <Suspense fallback={<PageLoader label="Loading the bank import" />}>
                <BankImportPage />
              </Suspense>
            </Titled>
          ),
        },
        {
          path: 'receivables/:customerId',
          element: (
            <Titled title="Ledger">
              <Suspense fallback={<PageLoader label="Loading the ledger" />}>
                <CustomerLedgerPage />
              </Suspense>
            </Titled>
          ),
        },
        {
          path: 'pricelevels',
          element: (
            <Titled title="Price Levels">
              <PriceLevelsPage />
            </Titled>
          ),
        },
        {
          path: 'integrations',
          element: (
            <Titled title="Integrations">
              <Suspense fallback={<PageLoader label="Loading the integrations" />}>
                <IntegrationsPage />
              </Suspense>
            </Titled>
          ),
        },
      ],
    },
    {
      path: '*',
      element: (
        <Titled title="404">
          <BareLayout>
            <NotFoundPage />
          </BareLayout>
        </Titled>
      ),
    },
  ]);
}
