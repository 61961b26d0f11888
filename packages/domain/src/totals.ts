import { gstOn } from './gst.ts';
import { type Cents, cents, divideRounded, sumCents, ZERO } from './money.ts';
import { toThousandths } from './quantity.ts';
import type { OrderStatus } from './status.ts';

/**
 * A line's value excluding GST: quantity × unit price, rounded to the nearest cent (halves up).
 * The quantity is first rounded to 3 decimals, the precision orders store.
 * @example lineTotal(1.5, cents(1299)) // 1949 (1948.5 rounds up)
 */
export function lineTotal(quantity: number, unitPrice: Cents): Cents {
  return cents(divideRounded(toThousandths(quantity) * unitPrice, 1000));
}

/** What freight depends on. Amounts exclude GST; `isDelivery` is null while no delivery method is chosen. */
export type FreightInput = {
  isDelivery: boolean | null;
  subTotal: Cents;
  freightCharge: Cents;
  freeFreightThreshold: Cents;
};

/**
 * Freight for an order: 0 for pick-up (or no delivery method yet); 0 when the sub-total including GST
 * (1.15 × sub-total) is strictly greater than the free-freight threshold; otherwise the freight charge.
 */
export function freightFor({
  isDelivery,
  subTotal,
  freightCharge,
  freeFreightThreshold,
}: FreightInput): Cents {
  if (isDelivery !== true) return ZERO;
  // 1.15 × subTotal > threshold, compared in integers to avoid float error at the boundary.
  if (subTotal * 115 > freeFreightThreshold * 100) return ZERO;
  return freightCharge;
}

/** One order line as the totals see it. */
export type TotalsLine = { quantity: number; packedWeight?: number | null; unitPrice: Cents };

/** Which quantity prices a line: the ordered quantity, or the packed weight once packed. */
export type TotalsBasis = 'ordered' | 'packed';

/**
 * The catch-weight rule. Meat and poultry sold by the kilo are ordered by an estimated weight and billed on the
 * weight the packer actually weighed (the "catch weight"). So an order's lines are priced on what was ordered while
 * it is open (PENDING, and a CANCELLED one as staff see it), and on the packed weights once it is PACKED or
 * COMPLETED: the figures the tax invoice bills. A line nobody weighed bills its ordered quantity ({@link orderTotals}).
 */
export function totalsBasis(status: OrderStatus): TotalsBasis {
  return status === 'PACKED' || status === 'COMPLETED' ? 'packed' : 'ordered';
}

/** True when an order's totals are final (its catch weights are in); false while they are an estimate. */
export function isBilledOnPackedWeights(status: OrderStatus): boolean {
  return totalsBasis(status) === 'packed';
}

/** Everything the totals of an order depend on. Amounts exclude GST. */
export type OrderTotalsInput = {
  lines: readonly TotalsLine[];
  basis: TotalsBasis;
  isDelivery: boolean | null;
  freightCharge: Cents;
  freeFreightThreshold: Cents;
  /** Cutting charge; none when absent. */
  cutting?: Cents;
  /** Freight set by staff on a stored order; wins over the computed freight. */
  freightOverride?: Cents;
};

/** An order's totals in cents. `lineTotals` follows the order of the input lines. */
export type OrderTotals = {
  subTotal: Cents;
  freight: Cents;
  cutting: Cents;
  gst: Cents;
  total: Cents;
  lineTotals: Cents[];
};

/**
 * Totals of an order: sub-total = Σ line totals; freight by {@link freightFor} unless overridden;
 * GST = 15% of each line, of freight and of cutting, each rounded on its own ("rounded per line");
 * total = sub-total + freight + cutting + GST.
 *
 * With basis `'packed'` a line is priced on its packed weight, and a line not yet weighed on its ordered quantity:
 * as the invoice bills it (packing fills blanks with the ordered quantity; a line staff add later has none).
 */
export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const lineTotals = input.lines.map((line) =>
    lineTotal(
      input.basis === 'packed' ? (line.packedWeight ?? line.quantity) : line.quantity,
      line.unitPrice,
    ),
  );
  const subTotal = sumCents(lineTotals);
  const freight =
    input.freightOverride ??
    freightFor({
      isDelivery: input.isDelivery,
      subTotal,
      freightCharge: input.freightCharge,
      freeFreightThreshold: input.freeFreightThreshold,
    });
  const cutting = input.cutting ?? ZERO;
  const gst = sumCents([...lineTotals.map(gstOn), gstOn(freight), gstOn(cutting)]);
  const total = sumCents([subTotal, freight, cutting, gst]);
  return { subTotal, freight, cutting, gst, total, lineTotals };
}

/**
 * The most an order may come to, GST included: $1,000,000.00. No real order is near it; it keeps every
 * amount of an order (lines, sub-total, GST, total) a 32-bit integer of cents, what GraphQL's Int carries.
 */
export const MAX_ORDER_TOTAL = cents(100_000_000);

/** True when an order's total is within {@link MAX_ORDER_TOTAL}. */
export function isWithinOrderLimit(totals: Pick<OrderTotals, 'total'>): boolean {
  return totals.total <= MAX_ORDER_TOTAL;
}

/** Totals input without the basis, for the named wrappers. */
export type BasisTotalsInput = Omit<OrderTotalsInput, 'basis'>;

/** Totals of an open order (cart, PENDING): ordered quantities; cutting only when given. */
export function pendingTotals(input: BasisTotalsInput): OrderTotals {
  return orderTotals({ ...input, basis: 'ordered' });
}

/** Totals of a packed or completed order: packed weights, plus freight and cutting. */
export function completedTotals(input: BasisTotalsInput): OrderTotals {
  return orderTotals({ ...input, basis: 'packed' });
}

/** A stored order as its totals need it: the freight and cutting on it were decided when it was placed or saved. */
export type StoredOrderForTotals = {
  status: OrderStatus;
  isDelivery: boolean | null;
  freight: Cents;
  cutting: Cents;
};

/**
 * A stored order's totals, as every screen, document and report shows them: on the basis its status gives
 * ({@link totalsBasis}, the catch-weight rule), with the freight and cutting stored on the order, whatever the
 * freight settings say now.
 */
export function storedOrderTotals(
  o: StoredOrderForTotals,
  lines: readonly TotalsLine[],
  settings: { freightCharge: Cents; freeFreightThreshold: Cents },
): OrderTotals {
  return orderTotals({
    lines,
    basis: totalsBasis(o.status),
    isDelivery: o.isDelivery,
    freightCharge: settings.freightCharge,
    freeFreightThreshold: settings.freeFreightThreshold,
    freightOverride: o.freight,
    cutting: o.cutting,
  });
}
