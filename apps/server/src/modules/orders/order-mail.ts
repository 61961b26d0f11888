import { formatDateOnly, weekdayName } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { formatQuantity, unitLabel } from '@cleaver/domain/quantity';
import { shortOrderId } from '@cleaver/domain/status';
import type { MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import type { PlacedOrderView } from './orders.service.ts';

/** The outbox topic of order confirmations: the mail goes out after the order is committed. */
export const ORDER_CONFIRMATION_TOPIC = 'mail.order-confirmation';

/** What the outbox keeps for a confirmation: the order as placed, so the mail says what was ordered. */
export type OrderConfirmationPayload = { to: string; order: PlacedOrderView };

/** The outbox entry of a new order's confirmation mail: the same for a customer's order and one staff create. */
export function confirmationEntry(to: string, order: PlacedOrderView) {
  const payload: OrderConfirmationPayload = { to, order };
  return {
    topic: ORDER_CONFIRMATION_TOPIC,
    payload,
    idempotencyKey: `${ORDER_CONFIRMATION_TOPIC}:${order.id}`,
  };
}

/** The payload as read back from the outbox's JSON (dates come back as strings). */
export function confirmationFromPayload(payload: Record<string, unknown>): OrderConfirmationPayload {
  const { to, order } = payload as {
    to: unknown;
    order: (PlacedOrderView & { orderDate: string }) | undefined;
  };
  if (typeof to !== 'string' || !order?.id || !Array.isArray(order.lines) || !order.totals) {
    throw new Error('order confirmation: the outbox entry holds no order');
  }
  return { to, order: { ...order, orderDate: new Date(order.orderDate) } };
}

/** The customer's confirmation: what was ordered, the estimate, and when it will be processed. */
export function orderConfirmationMail(options: {
  order: PlacedOrderView;
  to: string;
  brand: string;
}): MailMessage {
  const { order, to, brand } = options;
  const id = shortOrderId(order.id);
  const day = `${weekdayName(order.processingDate)} ${formatDateOnly(order.processingDate)}`;
  return brandedMail({
    to,
    subject: `Order ${id} received`,
    brand,
    heading: `Thank you, we have your order ${id}`,
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
