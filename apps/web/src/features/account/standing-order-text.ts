import { formatQuantity, type Unit, unitLabel } from '@cleaver/domain/quantity';

/** '2.50 KG', '3 Each': weights to two decimals, everything else whole. */
export function quantityText(quantity: number, unit: Unit): string {
  return `${formatQuantity(quantity, unit)} ${unitLabel(unit)}`;
}

/** How the order reaches the customer; a standing order without a method says so rather than guess. */
export function deliveryText(isDelivery: boolean | null): string {
  if (isDelivery === null) return 'Delivery method not set';
  return isDelivery ? 'Delivery' : 'Pick Up';
}
