import { MY_ORDERS_PAGE_SIZES } from '@cleaver/domain/constants';
import {
  CUSTOMER_ORDER_FILTERS,
  type CustomerOrderFilter,
  customerOrderFilterOf,
  DEFAULT_CUSTOMER_ORDER_FILTER,
} from '@cleaver/domain/status';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { OnceOpened } from '../../../components/OnceOpened';
import { usePhoneLayout } from '../../../lib/phone-layout';
import type { TrolleyOwner } from '../../../lib/trolley-store';
import { useRevealed } from '../../../lib/use-revealed';
import { type MyOrderRow, useListMyOrders } from '../api/list-my-orders';
import { useLiveMyOrders } from '../api/my-order-changed';
import { OrderCards } from './OrderCards';
import { OrdersPager } from './OrdersPager';
import { OrdersTable } from './OrdersTable';

// An order's dialog, with its change form and the form's checks (the domain's schemas and zod), loads when the
// customer reaches for an order: built at the page's start, the checks were a third of its longest task (decision 040).
const loadOrderDetailDialog = () => import('./OrderDetailDialog');
const OrderDetailDialog = lazy(() =>
  loadOrderDetailDialog().then((module) => ({ default: module.OrderDetailDialog })),
);
const prepareOrderDetail = () => void loadOrderDetailDialog();

const NO_ROWS: readonly MyOrderRow[] = [];

// Drawn again only when their rows change, not for every change of the query's state.
const ListedOrderCards = memo(OrderCards);
const ListedOrdersTable = memo(OrdersTable);

// 'All' asks for the most one page may hold.
const ALL_ROWS = 1000;
const ALL_OPTION = -1;
const rowsPerPageOptions = MY_ORDERS_PAGE_SIZES.map((size) =>
  size === 'all' ? { label: 'All', value: ALL_OPTION } : size,
);
const firstPageSize = MY_ORDERS_PAGE_SIZES[0];

/**
 * My Orders (/myorders): the customer's orders newest first, filtered by status (?status=, PENDING by
 * default), 50 a page; staff changes show without a reload.
 */
export function MyOrdersPage({ trolleyOwner }: { trolleyOwner: TrolleyOwner }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = customerOrderFilterOf(searchParams.get('status'));
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState<number>(firstPageSize);
  const [openOrderId, setOpenOrderId] = useState<string | null>(null);
  // The server draws the page too, cards or table as the request's device suggests: the first render matches it.
  const phone = usePhoneLayout();

  const limit = rowsPerPage === ALL_OPTION ? ALL_ROWS : rowsPerPage;
  const orders = useListMyOrders({ status, offset: page * limit, limit });
  useLiveMyOrders();

  const handleFilter = (next: CustomerOrderFilter | null) => {
    if (!next) return;
    setPage(0);
    setSearchParams(next === DEFAULT_CUSTOMER_ORDER_FILTER ? {} : { status: next }, { replace: true });
  };

  // The list is drawn from a deferred copy of the answer, in an interruptible render: drawn at once as the answer
  // arrives, a page of cards was one long task in which a phone could not answer a tap (docs/performance-log.md). The
  // count and the loading skeleton follow the same copy, so nothing says more than the list shows.
  const listed = useDeferredValue(orders.data);
  // Ten cards or rows a commit: drawing a page of 50 was one 150 ms commit at a phone's speed.
  const rows = useRevealed(listed?.orders ?? NO_ROWS, 10);
  const totalCount = listed?.totalCount ?? 0;
  const loading = listed === undefined && !orders.isError;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        My Orders
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          value={status}
          onChange={(_event, next: CustomerOrderFilter | null) => handleFilter(next)}
          aria-label="Status"
          size="small"
        >
          {CUSTOMER_ORDER_FILTERS.map((filter) => (
            <ToggleButton
              key={filter}
              value={filter}
              sx={{
                px: 2,
                fontWeight: 700,
                // The brand fill with its own text colour reads at AA on both themes; green text would not.
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
              }}
            >
              {filter}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {listed ? `${totalCount} ${totalCount === 1 ? 'order' : 'orders'}` : ''}
        </Typography>
      </Box>

      {orders.isError && !orders.data ? (
        <LoadError
          message="Your orders could not be loaded. Check your connection and try again."
          onRetry={() => void orders.refetch()}
        />
      ) : (
        // Touching or tabbing into the list starts the dialog's download before a View click lands.
        <Paper
          variant="outlined"
          sx={{ overflow: 'hidden' }}
          onPointerDown={prepareOrderDetail}
          onFocus={prepareOrderDetail}
        >
          {phone ? (
            <ListedOrderCards rows={rows} loading={loading} onView={setOpenOrderId} />
          ) : (
            <ListedOrdersTable rows={rows} loading={loading} onView={setOpenOrderId} />
          )}
          {listed && totalCount === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center' }}>No orders to show.</Typography>
          ) : null}
          <OrdersPager
            count={totalCount}
            page={page}
            rowsPerPage={rowsPerPage}
            options={rowsPerPageOptions}
            onPageChange={setPage}
            onRowsPerPageChange={(next) => {
              setRowsPerPage(next);
              setPage(0);
            }}
            label={phone ? 'Rows' : 'Rows per page'}
          />
        </Paper>
      )}

      <OnceOpened open={openOrderId !== null}>
        <Suspense fallback={null}>
          <OrderDetailDialog
            orderId={openOrderId}
            trolleyOwner={trolleyOwner}
            onClose={() => setOpenOrderId(null)}
          />
        </Suspense>
      </OnceOpened>
    </>
  );
}
