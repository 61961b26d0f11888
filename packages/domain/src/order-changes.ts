import { aucklandParts, formatDateOnly } from './dates.ts';
import { type Cents, formatNZD } from './money.ts';
import { packedWeightText } from './packing.ts';
import { formatQuantity, type Unit, unitLabel } from './quantity.ts';
import type { OrderStatus } from './status.ts';

/**
 * An order's history: what a staff save changed, field by field, before and after as staff read them
 * (money as $12.34, quantities with their unit, dates DD/MM/YYYY). Pure: the server stores what this
 * returns with each save, in the save's transaction.
 */

/** One changed field; `before` null for something added, `after` null for something removed. */
export type OrderChangeItem = { field: string; before: string | null; after: string | null };

/** A line as the history compares it. Lines are matched by product. */
export type ChangeLine = {
  productId: string | null;
  productName: string;
  unit: Unit;
  quantity: number;
  packedWeight: number | null;
  unitPrice: Cents;
  priceOverridden: boolean;
  notes: string;
};

/** Everything of an order the history follows. */
export type OrderChangeState = {
  /** The customer's company. */
  customer: string;
  status: OrderStatus;
  /** true delivery, false pick-up, null not chosen. */
  isDelivery: boolean | null;
  freight: Cents;
  cutting: Cents;
  /** The 'Order Date' staff pick, YYYY-MM-DD. */
  processingDate: string;
  purchaseOrder: string;
  notes: string;
  /** The customer level the order is on (Line). */
  line: string;
  lines: readonly ChangeLine[];
};

/** A quantity with its unit: '2.50 KG', '3 Each'. */
export function quantityText(quantity: number, unit: Unit): string {
  return `${formatQuantity(quantity, unit)} ${unitLabel(unit)}`;
}

/** A line's unit price, marked when staff set it by hand: '$12.34' or '$11.00 (override)'. */
export function unitPriceText(line: Pick<ChangeLine, 'unitPrice' | 'priceOverridden'>): string {
  return `${formatNZD(line.unitPrice)}${line.priceOverridden ? ' (override)' : ''}`;
}

/** A whole line in one phrase: 'Beef Mince: 2.50 KG at $12.34'. */
export function lineText(line: ChangeLine): string {
  return `${line.productName}: ${quantityText(line.quantity, line.unit)} at ${unitPriceText(line)}`;
}

function deliveryText(isDelivery: boolean | null): string | null {
  if (isDelivery === null) return null;
  return isDelivery ? 'Delivery' : 'Pick-up';
}

/** Empty text reads as nothing. */
function orNull(text: string): string | null {
  return text === '' ? null : text;
}

function lineKey(line: ChangeLine): string {
  return line.productId ?? `name:${line.productName}`;
}

/**
 * What changed from `before` to `after`: order fields first (customer, line, order date, status, delivery
 * method, freight, cutting, purchase order, notes), then lines removed, lines added, and each kept line's
 * quantity, packed weight, unit price and notes. Nothing for fields that are the same.
 */
export function orderChanges(before: OrderChangeState, after: OrderChangeState): OrderChangeItem[] {
  const items: OrderChangeItem[] = [];
  const field = (name: string, was: string | null, now: string | null) => {
    if (was !== now) items.push({ field: name, before: was, after: now });
  };
  field('Customer', before.customer, after.customer);
  field('Line', before.line, after.line);
  field('Order Date', formatDateOnly(before.processingDate), formatDateOnly(after.processingDate));
  field('Status', before.status, after.status);
  field('Delivery Method', deliveryText(before.isDelivery), deliveryText(after.isDelivery));
  field('Freight Charge', formatNZD(before.freight), formatNZD(after.freight));
  field('Cutting Charge', formatNZD(before.cutting), formatNZD(after.cutting));
  field('Purchase Order', orNull(before.purchaseOrder), orNull(after.purchaseOrder));
  field('Notes', orNull(before.notes), orNull(after.notes));

  const afterByKey = new Map(after.lines.map((l) => [lineKey(l), l]));
  const beforeByKey = new Map(before.lines.map((l) => [lineKey(l), l]));
  for (const line of before.lines) {
    if (!afterByKey.has(lineKey(line)))
      items.push({ field: 'Product removed', before: lineText(line), after: null });
  }
  for (const line of after.lines) {
    if (!beforeByKey.has(lineKey(line)))
      items.push({ field: 'Product added', before: null, after: lineText(line) });
  }
  for (const now of after.lines) {
    const was = beforeByKey.get(lineKey(now));
    if (!was) continue;
    const name = now.productName;
    field(`Quantity of ${name}`, quantityText(was.quantity, was.unit), quantityText(now.quantity, now.unit));
    field(
      `Packed weight of ${name}`,
      // As the packing board records it: a weight to the gram.
      was.packedWeight === null ? null : packedWeightText(was.packedWeight, was.unit),
      now.packedWeight === null ? null : packedWeightText(now.packedWeight, now.unit),
    );
    field(`Unit price of ${name}`, unitPriceText(was), unitPriceText(now));
    field(`Notes on ${name}`, orNull(was.notes), orNull(now.notes));
  }
  return items;
}

/**
 * The changes of a new order: each field set and each line added. For the history's first entry of an
 * order staff create.
 */
export function createdOrderChanges(after: OrderChangeState): OrderChangeItem[] {
  const empty: OrderChangeState = {
    customer: after.customer,
    line: after.line,
    processingDate: after.processingDate,
    status: after.status,
    isDelivery: null,
    freight: 0 as Cents,
    cutting: 0 as Cents,
    purchaseOrder: '',
    notes: '',
    lines: [],
  };
  return orderChanges(empty, after);
}

/**
 * One line saying what a save changed, for the history list: 'No changes', or the changed fields, at
 * most three named: 'Status, Freight Charge and 2 more'.
 */
export function changeSummary(items: readonly OrderChangeItem[]): string {
  if (items.length === 0) return 'No changes';
  const added = items.filter((i) => i.field === 'Product added').length;
  const removed = items.filter((i) => i.field === 'Product removed').length;
  const labels = [
    ...(added > 0 ? [added === 1 ? '1 product added' : `${added} products added`] : []),
    ...(removed > 0 ? [removed === 1 ? '1 product removed' : `${removed} products removed`] : []),
    ...items.filter((i) => i.field !== 'Product added' && i.field !== 'Product removed').map((i) => i.field),
  ];
  if (labels.length === 1) return labels[0] ?? '';
  if (labels.length <= 3) return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more`;
}

/** An instant as staff read a change's time, in Pacific/Auckland: 'HH:mm DD/MM/YYYY' ('05:07 24/11/2026'). */
export function formatChangeTime(d: Date | number | string): string {
  const { year, month, day, hour, minute } = aucklandParts(d);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hour)}:${two(minute)} ${two(day)}/${two(month)}/${String(year).padStart(4, '0')}`;
}
