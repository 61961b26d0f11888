import { CART_SUMMARY_BREAKPOINT } from '@cleaver/domain/constants';
import { userMessage } from '@cleaver/domain/errors';
import { isWithinOrderLimit } from '@cleaver/domain/totals';
import RemoveShoppingCart from '@mui/icons-material/RemoveShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { OnceOpened } from '../../../components/OnceOpened';
import {
  clearTrolley,
  removeTrolleyLine,
  setTrolleyDetails,
  setTrolleyQuantity,
  type TrolleyDetails,
  type TrolleyLine,
  type TrolleyOwner,
  UNREAD_TROLLEY_LINES,
  useTrolleyDetails,
  useTrolleyLines,
} from '../../../lib/trolley-store';
import { useRevealed } from '../../../lib/use-revealed';
import { useAccountOnHold } from '../api/account-on-hold';
import { type CartProductState, useCartProducts } from '../api/get-cart-product';
import { useSettingsVariables } from '../api/get-settings-variables';
import { useMyProductNotes } from '../api/my-product-notes';
import { useOrderProcessingDate } from '../api/order-processing-date';
import { accountOnHoldQueryKey, cartProductsQueryKey, orderProcessingDateQueryKey } from '../api/query-keys';
import { useSettingsChanged } from '../api/settings-changed';
import { type CartLineView, estimateCart, keepUnchangedLines } from '../cart-estimate';
import {
  deliveryZoneOf,
  processingDateView,
  zoneFreightSettings,
  zoneMinimumWarning,
} from '../delivery-zone';
import { type OrderingRole, usePlaceOrder } from '../hooks/use-place-order';
import { CartLineItem } from './CartLineItem';
import { type BlockedReason, OrderSummary, ViewBehindTrolley } from './OrderSummary';

// The cart's five dialogs are one module, loaded when the chef reaches for the page (a touch, or the keyboard's focus)
// rather than before its first render: with them came MUI's modal and transitions (decision 040).
const loadCartDialogs = () => import('./CartDialogs');
const ClearCartDialog = lazy(() => loadCartDialogs().then((module) => ({ default: module.ClearCartDialog })));
const ConfirmOrderDialog = lazy(() =>
  loadCartDialogs().then((module) => ({ default: module.ConfirmOrderDialog })),
);
const ProcessingOrderDialog = lazy(() =>
  loadCartDialogs().then((module) => ({ default: module.ProcessingOrderDialog })),
);
const OrderSentDialog = lazy(() => loadCartDialogs().then((module) => ({ default: module.OrderSentDialog })));
const SimulationDialog = lazy(() =>
  loadCartDialogs().then((module) => ({ default: module.SimulationDialog })),
);
const prepareCartDialogs = () => void loadCartDialogs();

const wide = `@media (min-width:${CART_SUMMARY_BREAKPOINT}px)`;

const BLOCKED_BY_PRODUCTS =
  'Some products cannot be ordered right now (marked below). Remove them to place your order.';
const BLOCKED_BY_LOADING = 'The current prices could not be loaded. Check your connection and try again.';

const blockedBy = (message: string): BlockedReason => ({ message, severity: 'error' });

interface CartPageProps {
  /** CUSTOMER orders, ADMIN only simulates, GUEST is asked to log in. */
  role: OrderingRole;
  trolleyOwner: TrolleyOwner;
}

/** Your Cart (the trolley): its lines at today's prices, the order summary, and placing the order. */
export function CartPage({ role, trolleyOwner }: CartPageProps) {
  // Unread while the server's page hydrates: the trolley is on this device, so the server drew it neither empty nor
  // with lines (a chef with a full trolley was shown "Your trolley is empty." until the app had read it).
  const trolleyLines = useTrolleyLines(trolleyOwner, UNREAD_TROLLEY_LINES);
  const trolleyDetails = useTrolleyDetails(trolleyOwner);
  // Until the cart is first drawn in full, the page follows the trolley and the products' answers a moment behind, in
  // React's interruptible renders: the trolley is read from this device only after the server's empty cart is
  // hydrated, and each product answers on its own; drawn at once, each was one long task in which a phone could not
  // answer a tap (docs/performance-log.md). Meanwhile the memoised view below is not drawn again until the deferred
  // copies catch up, and cannot be ordered from: that it lags is told to Confirm Order alone, through a context, as a
  // changed prop would draw the whole view in the same long task (it did: 60-70 ms at 4x CPU, just after hydration).
  // Once drawn, the view follows them at once: a tap on + steps from the quantity the trolley holds, and what Confirm
  // Order shows is what is sent. The delivery details kept on this device are read with the lines, and follow them
  // into the view; after that they are followed at once, as they are typed (a field showing a value behind what was
  // typed would lose keystrokes).
  const deferredLines = useDeferredValue(trolleyLines);
  // The lines' products are asked for as the deferred lines change, in React's interruptible render: asked for in
  // the trolley's first read, React's synchronous re-render once it is read after hydration, they made that a task
  // of 24-38 ms on a phone (4x CPU slowdown). A line added from another tab meanwhile shows loading a moment longer.
  const products = useCartProducts(deferredLines.map((line) => line.productId));
  const deferredDetails = useDeferredValue(trolleyDetails);
  const deferredProducts = useDeferredValue(products);
  const caughtUp = deferredLines === trolleyLines && deferredProducts === products;
  // Typed into before the trolley was read (the fields are on the server's page), the details are followed at once.
  const [detailsEdited, setDetailsEdited] = useState(false);
  const handleDetailsChange = useCallback(
    (change: Partial<TrolleyDetails>) => {
      setDetailsEdited(true);
      setTrolleyDetails(trolleyOwner, change);
    },
    [trolleyOwner],
  );
  const [drawn, setDrawn] = useState(false);
  const complete =
    caughtUp &&
    trolleyLines.length > 0 &&
    [...products.values()].every((state) => state.status !== 'loading');
  useEffect(() => {
    if (complete) setDrawn(true);
  }, [complete]);
  return (
    <ViewBehindTrolley.Provider value={!drawn && !caughtUp}>
      <CartView
        role={role}
        trolleyOwner={trolleyOwner}
        lines={drawn ? trolleyLines : deferredLines}
        details={deferredLines === UNREAD_TROLLEY_LINES && !detailsEdited ? deferredDetails : trolleyDetails}
        onDetailsChange={handleDetailsChange}
        productsById={drawn ? products : deferredProducts}
      />
    </ViewBehindTrolley.Provider>
  );
}

interface CartViewProps extends CartPageProps {
  lines: readonly TrolleyLine[];
  details: TrolleyDetails;
  onDetailsChange: (change: Partial<TrolleyDetails>) => void;
  productsById: ReadonlyMap<string, CartProductState>;
}

/**
 * The cart as drawn for given lines and products (CartPage feeds it the trolley; CartStyleSample, on the server,
 * sample lines).
 */
export const CartView = memo(function CartView({
  role,
  trolleyOwner,
  lines,
  details,
  onDetailsChange,
  productsById,
}: CartViewProps) {
  const signedIn = role !== 'GUEST';
  const queryClient = useQueryClient();
  const settings = useSettingsVariables(signedIn);
  const processing = useOrderProcessingDate(signedIn && lines.length > 0);
  useSettingsChanged(signedIn && lines.length > 0);
  const notes = useMyProductNotes(role === 'CUSTOMER' && lines.length > 0);
  const onHold = useAccountOnHold(role === 'CUSTOMER');
  // A delivery to the customer's zone goes by it, as the server prices and dates it: the van's day, the zone's
  // freight and minimum. Until the processing date answers, a delivery's freight is not known (the customer's zone
  // comes with it), so its figures and Confirm Order wait for it.
  const zone = deliveryZoneOf(processing.data, details.isDelivery);
  const zoneKnown = !details.isDelivery || processing.data !== undefined || processing.isError;
  const freight = useMemo(() => zoneFreightSettings(settings, zone), [settings, zone]);
  // Kept while its inputs are, so the lines (memoised) are not drawn again for a keystroke in the summary; and a line
  // whose view is unchanged keeps its object, so one product answering or one quantity changing draws that line alone.
  const lineViews = useRef<readonly CartLineView[]>([]);
  const estimate = useMemo(() => {
    const next = estimateCart(lines, productsById, freight, details.isDelivery);
    return { ...next, lines: keepUnchangedLines(lineViews.current, next.lines) };
  }, [lines, productsById, freight, details.isDelivery]);
  useEffect(() => {
    lineViews.current = estimate.lines;
  }, [estimate.lines]);
  const [clearing, setClearing] = useState(false);
  const placing = usePlaceOrder({
    role,
    owner: trolleyOwner,
    onProductRefused: () => void queryClient.invalidateQueries({ queryKey: cartProductsQueryKey }),
    onAccountRefused: () => void queryClient.invalidateQueries({ queryKey: accountOnHoldQueryKey }),
    onZoneRefused: () => void queryClient.invalidateQueries({ queryKey: orderProcessingDateQueryKey }),
  });

  // The server refuses an order past the bound, from an account on hold, or a delivery under the zone's minimum; the
  // page says so before the customer tries (in the order the server checks them).
  const minimumWarning = estimate.totals ? zoneMinimumWarning(zone, estimate.totals.subTotal) : null;
  const blockedReason: BlockedReason | null = onHold.data
    ? blockedBy(onHold.data)
    : estimate.problems.length > 0
      ? blockedBy(BLOCKED_BY_PRODUCTS)
      : estimate.failed
        ? blockedBy(BLOCKED_BY_LOADING)
        : estimate.totals && !isWithinOrderLimit(estimate.totals)
          ? blockedBy(userMessage('ORDER_TOO_LARGE'))
          : minimumWarning
            ? { message: minimumWarning, severity: 'warning' }
            : null;
  const processingView = processing.data ? processingDateView(processing.data, zone) : undefined;

  const handleQuantityChange = useCallback(
    (productId: string, quantity: number) => setTrolleyQuantity(trolleyOwner, productId, quantity),
    [trolleyOwner],
  );
  const handleRemove = useCallback(
    (productId: string) => removeTrolleyLine(trolleyOwner, productId),
    [trolleyOwner],
  );
  const handleClear = () => {
    clearTrolley(trolleyOwner);
    setClearing(false);
  };
  const handleConfirm = () =>
    void placing.confirm({
      lines: lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        notes: notes.data?.get(line.productId) ?? '',
      })),
      details,
    });

  const step = placing.step.name;
  // The trolley not read yet (the server's page, hydrating): drawn as a trolley with lines still loading, the likelier
  // case on this page, so the summary does not change size as they come.
  const reading = lines === UNREAD_TROLLEY_LINES;
  // First drawn before the trolley was read (the server's page), the lines then arrive one by one like later ones.
  const [firstDrawnReading] = useState(reading);
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 3,
          // The trolley is read from this device after the page arrives (the server draws it empty): a screen's
          // height keeps the footer out of view meanwhile, so the lines arriving push nothing on screen.
          minHeight: '100vh',
          alignContent: 'start',
          [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 380px', alignItems: 'start', gap: 4 },
        }}
        onPointerDown={prepareCartDialogs}
        onFocus={prepareCartDialogs}
      >
        {/* The heading sits over the lines only, so on a laptop the summary starts at the top of the page
            and all of it, Confirm Order included, fits the screen. */}
        <Box component="section" aria-labelledby="trolley-lines-heading">
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: 1,
              mb: 2,
            }}
          >
            <Typography variant="h1">Your Cart</Typography>
            {lines.length > 0 ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<RemoveShoppingCart />}
                onClick={() => setClearing(true)}
              >
                Clear Cart
              </Button>
            ) : null}
          </Box>
          {/* An h2 under the h1, before the lines' h3 names; polite, so changes to the count are heard. */}
          <Typography
            id="trolley-lines-heading"
            component="h2"
            aria-live="polite"
            aria-atomic="true"
            sx={{ color: 'text.secondary', mb: 1 }}
          >
            {reading
              ? 'Loading your trolley…'
              : lines.length === 0
                ? 'Your trolley is empty.'
                : `${lines.length} ${lines.length === 1 ? 'product' : 'products'} in your trolley`}
          </Typography>
          {reading ? (
            <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 2 }}>
              <Skeleton variant="rounded" height={64} />
            </Paper>
          ) : lines.length === 0 ? (
            <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
              <Typography sx={{ mb: 2 }}>Add products from the catalogue to start an order.</Typography>
              <Button component={RouterLink} to="/order" variant="outlined">
                Browse Products
              </Button>
            </Paper>
          ) : (
            <CartLines
              lines={estimate.lines}
              revealFrom={firstDrawnReading ? 0 : undefined}
              signedIn={signedIn}
              notes={role === 'CUSTOMER' ? notes.data : undefined}
              notesPending={role === 'CUSTOMER' && notes.isPending}
              onQuantityChange={handleQuantityChange}
              onRemove={handleRemove}
            />
          )}
          {estimate.failed ? (
            <LoadError
              message={BLOCKED_BY_LOADING}
              onRetry={() => void queryClient.invalidateQueries({ queryKey: cartProductsQueryKey })}
            />
          ) : null}
        </Box>

        <OrderSummary
          role={role}
          empty={!reading && lines.length === 0}
          details={details}
          onDetailsChange={onDetailsChange}
          totals={reading || !zoneKnown ? null : estimate.totals}
          freeFreightThreshold={zone || settings.loaded ? freight.freeFreightThreshold : null}
          processing={processingView ?? (processing.isError ? null : undefined)}
          blockedReason={blockedReason}
          pending={reading || !estimate.loaded || !zoneKnown}
          onConfirm={placing.open}
        />
      </Box>

      <Suspense fallback={null}>
        <OnceOpened open={clearing}>
          <ClearCartDialog open={clearing} onCancel={() => setClearing(false)} onClear={handleClear} />
        </OnceOpened>
        <OnceOpened open={step === 'confirm' || step === 'checking'}>
          <ConfirmOrderDialog
            open={step === 'confirm' || step === 'checking'}
            checking={step === 'checking'}
            lineCount={lines.length}
            isDelivery={details.isDelivery}
            purchaseOrder={details.purchaseOrder}
            total={estimate.totals?.total ?? null}
            pending={!estimate.loaded && !estimate.failed}
            blockedReason={blockedReason}
            processing={processingView}
            onCancel={placing.close}
            onConfirm={handleConfirm}
          />
        </OnceOpened>
        <OnceOpened open={step === 'sending'}>
          <ProcessingOrderDialog open={step === 'sending'} />
        </OnceOpened>
        <OnceOpened open={placing.step.name === 'sent'}>
          <OrderSentDialog
            order={placing.step.name === 'sent' ? placing.step.order : null}
            deliveryDay={zone !== null}
            onClose={placing.close}
          />
        </OnceOpened>
        <OnceOpened open={step === 'simulated'}>
          <SimulationDialog open={step === 'simulated'} onClose={placing.close} />
        </OnceOpened>
      </Suspense>
    </>
  );
});

const MemoCartLineItem = memo(CartLineItem);

interface CartLinesProps {
  lines: readonly CartLineView[];
  signedIn: boolean;
  /** The customer's saved notes by product; undefined hides the note controls (admins, or still loading). */
  notes: ReadonlyMap<string, string> | undefined;
  notesPending: boolean;
  /** How many lines the first render draws (all by default). */
  revealFrom: number | undefined;
  onQuantityChange: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}

/**
 * The trolley's lines. Lines that arrive after the first render (and, on the server's page, the lines read from the
 * device) appear one per interruptible render (`useRevealed`); a list of its own, so each of those renders draws the list and the new line, not the cart around
 * them (the summary, its fields and the dialogs were most of each render).
 */
const CartLines = memo(function CartLines({
  lines,
  signedIn,
  notes,
  notesPending,
  revealFrom,
  onQuantityChange,
  onRemove,
}: CartLinesProps) {
  const shownLines = useRevealed(lines, 1, revealFrom);
  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 } }}>
      {shownLines.map((view, index) => (
        <Fragment key={view.line.productId}>
          {index > 0 ? <Divider /> : null}
          <MemoCartLineItem
            view={view}
            signedIn={signedIn}
            note={notes ? (notes.get(view.line.productId) ?? null) : undefined}
            notePending={notesPending}
            onQuantityChange={onQuantityChange}
            onRemove={onRemove}
          />
        </Fragment>
      ))}
    </Paper>
  );
});
