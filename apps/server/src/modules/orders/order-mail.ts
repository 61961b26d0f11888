import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { formatQuantity, unitLabel } from '@cleaver/domain/quantity';
import { shortOrderId } from '@cleaver/domain/status';
import type { MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import type { PlacedOrderView } from './orders.service.ts';

/** The outbox topic of order confirmations: the mail goes out after the order is committed. */
export const ORDER_CONFIRMATION_TOPIC = 'mail.order-confirmation';

/**
 * What the outbox keeps for a confirmation: the order as placed (or as the customer changed it, `changed`), so
 * the mail says what was ordered.
 */
export type OrderConfirmationPayload = { to: string; order: PlacedOrderView; changed?: boolean };

/**
 * The outbox entry of an order's confirmation mail: the same for a customer's order and one staff create. A
 * customer's change to their order (`changed`, the version it made) mails it again, once per version.
 */
export function confirmationEntry(to: string, order: PlacedOrderView, changed?: { version: number }) {
  const payload: OrderConfirmationPayload = changed ? { to, order, changed: true } : { to, order };
  return {
    topic: ORDER_CONFIRMATION_TOPIC,
    payload,
    idempotencyKey: changed
      ? `${ORDER_CONFIRMATION_TOPIC}:${order.id}:v${changed.version}`
      : `${ORDER_CONFIRMATION_TOPIC}:${order.id}`,
  };
}

/** The payload as read back from the outbox's JSON (dates come back as strings). */
export function confirmationFromPayload(payload: Record<string, unknown>): OrderConfirmationPayload {
  const { to, order, changed } = payload as {
    to: unknown;
    order: (PlacedOrderView & { orderDate: string }) | undefined;
    changed?: unknown;
  };
  if (typeof to !== 'string' || !order?.id || !Array.isArray(order.lines) || !order.totals) {
    throw new Error('order confirmation: the outbox entry holds no order');
  }
  return { to, order: { ...order, orderDate: new Date(order.orderDate) }, changed: changed === true };
}

/** The customer's confirmation: what was ordered, the estimate, and when it will be processed. */
export function orderConfirmationMail(options: {
  order: PlacedOrderView;
  to: string;
  brand: string;
  /** The customer changed the order: the mail says so, and what it holds now. */
  changed?: boolean;
}): MailMessage {
  const { order, to, brand, changed = false } = options;
  const id = shortOrderId(order.id);
  const day = `${weekdayName(order.processingDate)} ${formatDateOnly(order.processingDate)}`;
  return brandedMail({
    to,
    subject: changed ? `Order ${id} changed` : `Order ${id} received`,
    brand,
    heading: changed ? `We have your changed order ${id}` : `Thank you, we have your order ${id}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `It will be processed on ${day}, for ${order.isDelivery ? 'delivery' : 'pick-up'}.`,
      },
      {
        kind: 'fields',
        rows: order.lines.map((line) => ({
          label: `${line.productName} (${line.productCode})`,
          value:
            `${formatQuantity(line.quantity, line.unit)} ${unitLabel(line.unit)} × ${formatNZD(line.unitPrice)}` +
            (line.notes ? ` (${line.notes})` : ''),
        })),
      },
      {
        kind: 'fields',
        rows: [
          ...(order.purchaseOrder ? [{ label: 'Purchase order', value: order.purchaseOrder }] : []),
          { label: 'Sub-Total', value: formatNZD(order.totals.subTotal) },
          { label: 'Freight', value: formatNZD(order.totals.freight) },
          { label: 'GST', value: formatNZD(order.totals.gst) },
          { label: 'Total (Estimate)', value: formatNZD(order.totals.total) },
        ],
      },
      {
        kind: 'note',
        text:
          'Prices for goods sold by weight may vary with the packed weight: please check your invoice. ' +
          'You can turn these emails off under My Account, Preferences.',
      },
    ],
  });
}
