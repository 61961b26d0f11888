import { packedWeightText } from '@cleaver/domain/packing';
import { formatQuantity, type Unit, unitLabel } from '@cleaver/domain/quantity';
import type { CustomerStatus } from '@cleaver/domain/status';

/** An order's figures stay an estimate until it is invoiced: packed weights and the invoice decide. */
export function isEstimate(order: { hasInvoice: boolean }): boolean {
  return !order.hasInvoice;
}

function amountOf(quantity: number, unit: Unit): string {
  return `${formatQuantity(quantity, unit)} ${unitLabel(unit)}`;
}

/**
 * What a line of an order says about its quantity: the quantity ordered, and beside it the packed weight
 * once staff have packed it (a packed order still reads PENDING to its customer) and always once COMPLETED.
 * `'Ordered 2.00 KG · Packed 2.125 KG'`: a weight to the gram it is billed on. A cancelled order was never packed
 * for anyone.
 */
export function lineQuantityText(
  line: { quantity: number; packedWeight: number | null; productUnit: Unit },
  status: CustomerStatus,
): string {
  const ordered = `Ordered ${amountOf(line.quantity, line.productUnit)}`;
  if (status === 'CANCELLED') return ordered;
  if (line.packedWeight !== null)
    return `${ordered} · Packed ${packedWeightText(line.packedWeight, line.productUnit)}`;
  return status === 'COMPLETED' ? `${ordered} · Packed —` : ordered;
}
