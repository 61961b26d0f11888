import type { AdminOrder } from './api/admin-order';

/** Staff may record the delivery of a delivery order that is not cancelled and not delivered yet. */
export const canMarkDelivered = (order: AdminOrder): boolean =>
  order.isDelivery === true && order.status !== 'CANCELLED' && !order.delivery;
