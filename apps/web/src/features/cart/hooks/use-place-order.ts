import { userMessage } from '@cleaver/domain/errors';
import { MESSAGES } from '@cleaver/domain/messages';
import { useRef, useState } from 'react';
import { useDismissSnackbar, useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { clearTrolley, type TrolleyDetails, type TrolleyOwner } from '../../../lib/trolley-store';
import { checkConnection } from '../api/check-connection';
import { createOrder, type PlacedOrder } from '../api/create-order';
import { UNDER_MINIMUM_WAYS_ON } from '../delivery-zone';
import { newIdempotencyKey } from '../idempotency-key';

/** Who is ordering: a customer orders, an admin only simulates, a guest is asked to log in. */
export type OrderingRole = 'CUSTOMER' | 'ADMIN' | 'GUEST';

export type PlaceOrderStep =
  | { name: 'idle' }
  | { name: 'confirm' }
  /** Confirmed: checking the server can be reached. */
  | { name: 'checking' }
  /** The processing dialog, while the order is sent. */
  | { name: 'sending' }
  | { name: 'sent'; order: PlacedOrder }
  | { name: 'simulated' };

export type OrderLineToSend = { productId: string; quantity: number; notes: string };

type PlaceOrderOptions = {
  role: OrderingRole;
  owner: TrolleyOwner | null;
  /** After a product-specific refusal, so the cart shows which line it was. */
  onProductRefused: () => void;
  /** After the account's refusal (on hold, over its credit limit), so the cart says so before the next try. */
  onAccountRefused?: () => void;
  /** After a delivery refused under the zone's minimum (the zone changed meanwhile), so the cart shows the new one. */
  onZoneRefused?: () => void;
};

// After the spec's texts (§8), what a chef can do next. When the answer was lost the order may exist, and a
// reload makes a new idempotency key, so they look in My Orders before sending it again.
const CHECK_MY_ORDERS =
  'Your trolley is kept. Look in My Orders, and if the order is not there, press Confirm Order again.';
const TRY_AGAIN =
  'Your trolley is kept. Please press Confirm Order again, or call us if this keeps happening.';

/** The connection check failed: nothing was sent. */
export const SERVER_UNAVAILABLE_MESSAGE = `${userMessage('SERVER_UNAVAILABLE')} Your trolley is kept.`;

/** The message for an order the server refused or that could not be sent; the spec's texts (§8) first. */
export function orderFailureMessage(error: unknown): string {
  if (!(error instanceof GraphQLRequestError)) return `${MESSAGES.orderFailed} ${CHECK_MY_ORDERS}`;
  switch (error.code) {
    case 'PRODUCT_UNAVAILABLE':
    case 'PRODUCT_OUT_OF_STOCK':
      // The server names the product: 'Duck Livers is out of stock.'
      return error.message;
    case 'ACCOUNT_ON_HOLD':
    case 'CREDIT_LIMIT_EXCEEDED':
      // The server's words, with the shop's phone and, for the limit, the figures.
      return error.message;
    case 'UNDER_ZONE_MINIMUM':
      // The server's words, with the zone and the figures: 'Orders for delivery to Central need at least …'.
      return `${error.message} ${UNDER_MINIMUM_WAYS_ON}`;
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'CUSTOMER_ORDER_ONLY':
      return MESSAGES.loginToOrder;
    case 'SERVER_UNAVAILABLE':
    case 'INTERNAL':
      // The request failed on the way or the server broke: the order may or may not exist, and trying
      // again later with the same key is safe.
      return `${MESSAGES.orderFailed} ${CHECK_MY_ORDERS}`;
    default:
      return `${MESSAGES.orderNotCreated}. ${TRY_AGAIN}`;
  }
}

/**
 * Placing an order (spec §4): Confirm Order opens a confirm dialog; an admin only simulates (the trolley
 * is cleared); then the connection check, the processing dialog, the create call and 'Order Sent!' with
 * the trolley emptied. One idempotency key is made when the cart opens and renewed after each order, so
 * a double click or a retry after a lost answer never orders twice.
 */
export function usePlaceOrder({
  role,
  owner,
  onProductRefused,
  onAccountRefused,
  onZoneRefused,
}: PlaceOrderOptions) {
  const showSnackbar = useSnackbar();
  const dismissSnackbar = useDismissSnackbar();
  const [step, setStep] = useState<PlaceOrderStep>({ name: 'idle' });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // A second click lands before React re-renders the disabled button; the ref stops it at once.
  const busy = useRef(false);

  const open = () => {
    if (busy.current) return;
    // An error from the last try is answered by trying again.
    dismissSnackbar();
    setStep({ name: 'confirm' });
  };
  const close = () => {
    if (!busy.current) setStep({ name: 'idle' });
  };

  const confirm = async (order: {
    lines: readonly OrderLineToSend[];
    details: TrolleyDetails;
  }): Promise<void> => {
    if (busy.current || owner === null) return;
    if (role === 'ADMIN') {
      clearTrolley(owner);
      setStep({ name: 'simulated' });
      return;
    }
    if (role === 'GUEST') {
      showSnackbar(MESSAGES.loginToOrder, 'warning');
      setStep({ name: 'idle' });
      return;
    }

    busy.current = true;
    try {
      setStep({ name: 'checking' });
      if (!(await checkConnection())) {
        showSnackbar(SERVER_UNAVAILABLE_MESSAGE, 'error', { persist: true });
        setStep({ name: 'idle' });
        return;
      }
      setStep({ name: 'sending' });
      const placed = await createOrder({
        idempotencyKey,
        lines: order.lines.map(({ productId, quantity, notes }) => ({ productId, quantity, notes })),
        isDelivery: order.details.isDelivery,
        purchaseOrder: order.details.purchaseOrder.trim(),
      });
      clearTrolley(owner);
      setIdempotencyKey(newIdempotencyKey());
      setStep({ name: 'sent', order: placed });
    } catch (error) {
      const message = orderFailureMessage(error);
      // Errors stay until closed: a chef may look up from the board long after 2.5 s.
      showSnackbar(message, 'error', { persist: true });
      if (
        error instanceof GraphQLRequestError &&
        (error.code === 'PRODUCT_UNAVAILABLE' || error.code === 'PRODUCT_OUT_OF_STOCK')
      ) {
        onProductRefused();
      }
      if (
        error instanceof GraphQLRequestError &&
        (error.code === 'ACCOUNT_ON_HOLD' || error.code === 'CREDIT_LIMIT_EXCEEDED')
      ) {
        onAccountRefused?.();
      }
      if (error instanceof GraphQLRequestError && error.code === 'UNDER_ZONE_MINIMUM') onZoneRefused?.();
      setStep({ name: 'idle' });
    } finally {
      busy.current = false;
    }
  };

  return { step, open, close, confirm, idempotencyKey };
}
