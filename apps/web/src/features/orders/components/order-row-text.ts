import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';

/** The row's company, or the spec's words when the customer record is gone. */
export const companyOf = (row: { companyName?: string | null }) =>
  row.companyName ?? ADMIN_MESSAGES.unknownCustomer;

/** Delivery, Pick Up, or a dash while the method has not been chosen. */
export const deliveryOf = (row: { isDelivery?: boolean | null }) =>
  row.isDelivery == null ? '—' : row.isDelivery ? 'Delivery' : 'Pick Up';
