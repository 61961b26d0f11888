import { toCents } from '@cleaver/domain/money';
import type { ParsedCustomerOrderChange, StaffOrderInput } from '@cleaver/domain/schemas';
import type { order } from '../../db/schema.ts';
import type { StaffLine } from './order-writer.ts';

/** What the order writer's save needs to know of a customer changing their own order. */
export type CustomerSave = {
  customerId: string;
  /** Where the changed order's confirmation goes (the signed-in user, as when placing). */
  email: string;
  /** True for a cancellation: nothing is mailed, and the total may only go down. */
  cancelled: boolean;
  /** The shop's phone, for the refusals the customer reads (read before the transaction). */
  phone: string;
};

/** The refusal of a change that leaves no products: cancelling is the way to take them all off. */
export const CUSTOMER_EMPTY = 'Keep at least one product on the order, or cancel the order.';

/**
 * The save staff's rules check, made of the order as stored and what the customer may change: its lines (products,
 * quantities, notes), delivery or pick-up and purchase order; `null` cancels it as it stands. Everything else
 * (processing date, status, level, cutting, staff's notes) stays as it is; freight follows the rule again. A
 * price staff overrode on a kept line stays overridden.
 */
export function customerDraft(
  current: typeof order.$inferSelect,
  currentLines: readonly StaffLine[],
  change: ParsedCustomerOrderChange | null,
): StaffOrderInput {
  const overridden = new Map(
    currentLines.flatMap((l) =>
      l.productId && l.priceOverridden ? [[l.productId, l.unitPrice] as const] : [],
    ),
  );
  const lines =
    change?.lines ??
    currentLines.flatMap((l) =>
      l.productId ? [{ productId: l.productId, quantity: l.quantity, notes: l.notes }] : [],
    );
  const isDelivery = change ? change.isDelivery : current.isDelivery;
  return {
    customerId: current.customerId ?? '',
    processingDate: current.processingDate,
    status: change ? (current.status as StaffOrderInput['status']) : 'CANCELLED',
    // Staff's orders may carry no method yet; the customer's cancel keeps it so (delivery is the default).
    isDelivery: isDelivery ?? true,
    line: current.line as StaffOrderInput['line'],
    freight: change ? null : toCents(current.freight),
    cutting: toCents(current.cutting),
    purchaseOrder: change ? change.purchaseOrder : current.purchaseOrder,
    notes: current.notes,
    lines: lines.map((l) => ({ ...l, unitPriceOverride: overridden.get(l.productId) ?? null })),
  };
}
