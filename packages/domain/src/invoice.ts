import { addDays } from './dates.ts';
import { gstOn } from './gst.ts';
import { type Cents, cents, formatNZD, sumCents } from './money.ts';
import type { OrderChangeItem } from './order-changes.ts';
import { toThousandths, toUnit, unitLabel } from './quantity.ts';
import { lineTotal } from './totals.ts';

/**
 * Tax invoices of the built-in ledger: what an order bills, line by line, and what changed between two
 * versions of an invoice. Pure: the server stores what these return with each invoice revision.
 */

/** An order line as an invoice reads it. */
export type InvoiceSourceLine = {
  productName: string;
  productCode: string;
  unit: string;
  /** As ordered. */
  quantity: number;
  /** Null: not weighed; the ordered quantity is billed. */
  packedWeight: number | null;
  unitPrice: Cents;
};

/** A line as the invoice prints it: quantity billed, unit price and amount excluding GST, and its GST. */
export type InvoiceLine = {
  productName: string;
  productCode: string;
  unit: string;
  quantity: number;
  unitPrice: Cents;
  amount: Cents;
  gst: Cents;
};

/** What an invoice bills. Cents; `total` includes GST. */
export type InvoiceBill = {
  lines: InvoiceLine[];
  subTotal: Cents;
  freight: Cents;
  cutting: Cents;
  gst: Cents;
  total: Cents;
};

/** The quantity an invoice bills for a line: its packed weight, or the ordered quantity where none was packed. */
export function billedQuantity(line: Pick<InvoiceSourceLine, 'quantity' | 'packedWeight'>): number {
  return line.packedWeight ?? line.quantity;
}

/**
 * What an order bills: each line's billed quantity × unit price (rounded to the cent), GST 15% on each
 * line, on freight and on cutting, each rounded on its own; total = sub-total + freight + cutting + GST.
 * The same rules as the order totals (totals.ts), so an order packed exactly as ordered bills its estimate.
 */
export function invoiceFromOrder(order: {
  lines: readonly InvoiceSourceLine[];
  freight: Cents;
  cutting: Cents;
}): InvoiceBill {
  const lines = order.lines.map((line): InvoiceLine => {
    const quantity = billedQuantity(line);
    const amount = lineTotal(quantity, line.unitPrice);
    return {
      productName: line.productName,
      productCode: line.productCode,
      unit: line.unit,
      quantity,
      unitPrice: line.unitPrice,
      amount,
      gst: gstOn(amount),
    };
  });
  const subTotal = sumCents(lines.map((l) => l.amount));
  const gst = sumCents([...lines.map((l) => l.gst), gstOn(order.freight), gstOn(order.cutting)]);
  return {
    lines,
    subTotal,
    freight: order.freight,
    cutting: order.cutting,
    gst,
    total: sumCents([subTotal, order.freight, order.cutting, gst]),
  };
}

/** The due date of an invoice issued on `issuedDate` (YYYY-MM-DD, Pacific/Auckland): `termsDays` later. */
export function invoiceDueDate(issuedDate: string, termsDays: number): string {
  return addDays(issuedDate, termsDays);
}

/** What of a bill an invoice revision compares: the lines, freight and cutting. */
export type BilledItems = Pick<InvoiceBill, 'freight' | 'cutting'> & {
  lines: ReadonlyArray<Pick<InvoiceLine, 'productName' | 'productCode' | 'unit' | 'quantity' | 'unitPrice'>>;
};

type BilledLine = BilledItems['lines'][number];

function billedLineKey(line: BilledLine): string {
  return `${line.productCode}\u0000${line.productName}\u0000${line.unit}`;
}

/**
 * A billed quantity as invoices print it: weights to the gram (3 decimals, as packed), other units as the
 * whole number, or to 3 decimals where a fraction was ordered. `formatBilledQuantity(2.13, 'KG')` → '2.130'.
 */
export function formatBilledQuantity(quantity: number, unit: string): string {
  const thousandths = toThousandths(quantity);
  const sign = thousandths < 0 ? '-' : '';
  const magnitude = Math.abs(thousandths);
  const whole = Math.floor(magnitude / 1000);
  const fraction = String(magnitude % 1000).padStart(3, '0');
  if (unit.toUpperCase() === 'KG') return `${sign}${whole}.${fraction}`;
  return magnitude % 1000 === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction.replace(/0+$/, '')}`;
}

/** A billed quantity with its unit: '2.130 KG', '3 Each'. */
export function billedQuantityText(quantity: number, unit: string): string {
  const known = toUnit(unit);
  return `${formatBilledQuantity(quantity, unit)} ${known ? unitLabel(known) : unit}`;
}

function billedLineQuantity(line: BilledLine): string {
  return billedQuantityText(line.quantity, line.unit);
}

function billedLineText(line: BilledLine): string {
  return `${line.productName}: ${billedLineQuantity(line)} at ${formatNZD(line.unitPrice)}`;
}

/**
 * What changed in what is billed from one invoice version to the next, as order history reads it:
 * freight, cutting, lines removed and added, and each kept line's billed quantity and unit price.
 * Empty when the bill is the same (then no new revision is written).
 */
export function billedChanges(before: BilledItems, after: BilledItems): OrderChangeItem[] {
  const items: OrderChangeItem[] = [];
  const field = (name: string, was: string | null, now: string | null) => {
    if (was !== now) items.push({ field: name, before: was, after: now });
  };
  field('Freight Charge', formatNZD(before.freight), formatNZD(after.freight));
  field('Cutting Charge', formatNZD(before.cutting), formatNZD(after.cutting));
  const beforeByKey = new Map(before.lines.map((l) => [billedLineKey(l), l]));
  const afterByKey = new Map(after.lines.map((l) => [billedLineKey(l), l]));
  for (const line of before.lines) {
    if (!afterByKey.has(billedLineKey(line)))
      items.push({ field: 'Product removed', before: billedLineText(line), after: null });
  }
  for (const line of after.lines) {
    if (!beforeByKey.has(billedLineKey(line)))
      items.push({ field: 'Product added', before: null, after: billedLineText(line) });
  }
  for (const now of after.lines) {
    const was = beforeByKey.get(billedLineKey(now));
    if (!was) continue;
    field(`Quantity of ${now.productName}`, billedLineQuantity(was), billedLineQuantity(now));
    field(`Unit price of ${now.productName}`, formatNZD(was.unitPrice), formatNZD(now.unitPrice));
  }
  return items;
}

/**
 * An invoice total above which Create Invoices marks the order for a second look before it is billed: $10,000.00
 * incl. GST, several times the largest order a restaurant or takeaway places in a day.
 */
export const UNUSUALLY_LARGE_INVOICE = cents(1_000_000);

/** True when an invoice's total (cents, GST included) is above {@link UNUSUALLY_LARGE_INVOICE}. */
export function isUnusuallyLarge(total: Cents): boolean {
  return total > UNUSUALLY_LARGE_INVOICE;
}
