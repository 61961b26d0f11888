import type { Cents } from './money.ts';
import type { OrderChangeItem } from './order-changes.ts';
import {
  formatQuantity,
  MAX_QUANTITY,
  readableQuantity,
  toThousandths,
  type Unit,
  unitLabel,
} from './quantity.ts';

/**
 * Packing: the packed (catch) weight staff type for each line on the packing board, the check that flags a
 * line packed far from what was ordered, and the pick list that sums a processing date's lines. Pure: shared
 * by the server and the web.
 */

/**
 * Largest packed weight a line takes: the same bound as an ordered quantity, so a typo's extra digit (99999
 * against a 10 kg line) is refused rather than billed.
 */
export const MAX_PACKED_WEIGHT = MAX_QUANTITY;

/** How far a packed weight may be from the ordered quantity before the line stands out: 20 %. */
export const FAR_OFF_SHARE = 0.2;

/** The group a pick list puts a product under when the product is gone. */
export const OTHER_GROUP = 'Other';

export const PACKED_WEIGHT_MESSAGES = {
  range: `Packed weight must be more than 0 and at most ${readableQuantity(MAX_PACKED_WEIGHT)}.`,
  decimals: 'Packed weight can have at most 3 decimals.',
} as const;

/**
 * Why a packed weight cannot be saved, or null when it can: a finite number more than 0 and at most
 * {@link MAX_PACKED_WEIGHT}, with at most 3 decimals. (null, for no weight, is always allowed and never reaches
 * this.) A line not supplied at all is removed from the order, not packed as 0.
 */
export function packedWeightProblem(weight: number): string | null {
  if (!Number.isFinite(weight) || weight <= 0 || weight > MAX_PACKED_WEIGHT)
    return PACKED_WEIGHT_MESSAGES.range;
  // 2.13 * 1000 is 2129.9999…: compare against the rounded thousandths with a tolerance far below 0.001.
  const thousandths = weight * 1000;
  if (Math.abs(thousandths - Math.round(thousandths)) > 1e-6) return PACKED_WEIGHT_MESSAGES.decimals;
  return null;
}

/**
 * Reads a packed weight as typed: '' is none (not packed), '2.13' is 2.13; anything else says what is wrong
 * (a fourth decimal is refused, never rounded away).
 */
export function checkPackedWeight(text: string): { weight: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { weight: null, error: null };
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.')
    return { weight: null, error: 'Enter a weight like 2.13' };
  const weight = Number(trimmed);
  const problem = packedWeightProblem(weight);
  return problem ? { weight: null, error: problem } : { weight, error: null };
}

/**
 * True when a line's packed weight is more than 20 % above or below its ordered quantity (2.00 kg packed as
 * 2.41 kg or 1.59 kg). A line not packed yet (null) is never far off. Compared in thousandths, so exactly
 * 20 % off is not far off.
 */
export function isFarOff(quantity: number, packedWeight: number | null): boolean {
  if (packedWeight === null) return false;
  const ordered = toThousandths(quantity);
  const packed = toThousandths(packedWeight);
  // |packed − ordered| > ordered / 5, kept in whole numbers.
  return Math.abs(packed - ordered) * 5 > ordered;
}

/**
 * What a line far from its ordered quantity says beside its colour, so the colour is never the only sign:
 * '25 % over ordered', '30 % under ordered'; null when the line is not far off (or not packed).
 */
export function farOffText(quantity: number, weight: number | null): string | null {
  if (weight === null || !isFarOff(quantity, weight)) return null;
  if (quantity === 0) return 'Ordered none';
  const percent = Math.round((Math.abs(weight - quantity) / quantity) * 100);
  return `${percent} % ${weight > quantity ? 'over' : 'under'} ordered`;
}

/** A line as the far-off check at Mark packed reads it. */
export type FarOffCandidate = {
  productName: string;
  unit: Unit;
  quantity: number;
  packedWeight: number | null;
};

/**
 * The lines packed far from what was ordered, each as one sentence staff confirm at Mark packed
 * ('Beef Rump: 12.600 KG packed, 10.00 KG ordered (26 % over ordered)'); empty when none is.
 */
export function farOffLines(lines: readonly FarOffCandidate[]): string[] {
  return lines.flatMap((line) => {
    const off = farOffText(line.quantity, line.packedWeight);
    if (off === null || line.packedWeight === null) return [];
    const packed = packedWeightText(line.packedWeight, line.unit);
    return [
      `${line.productName}: ${packed} packed, ${orderedText(line.quantity, line.unit)} ordered (${off})`,
    ];
  });
}

/**
 * A packed weight as staff read it: kilograms always to 3 decimals ('2.130 KG', the scale's reading), other
 * units as the number packed ('3 Each', '2.5 Pieces').
 */
export function packedWeightText(weight: number, unit: Unit): string {
  if (unit === 'KG') return `${(toThousandths(weight) / 1000).toFixed(3)} KG`;
  return `${toThousandths(weight) / 1000} ${unitLabel(unit)}`;
}

/** An ordered quantity as the pick list prints it: '12.50 KG', '3 Each'. */
export function orderedText(quantity: number, unit: Unit): string {
  return `${formatQuantity(quantity, unit)} ${unitLabel(unit)}`;
}

/**
 * The history item of a line's packed weight changing ('Packed weight of Beef Mince': null → '2.130 KG');
 * null when it did not change.
 */
export function packedWeightChange(
  line: { productName: string; unit: Unit },
  before: number | null,
  after: number | null,
): OrderChangeItem | null {
  const was = before === null ? null : packedWeightText(before, line.unit);
  const now = after === null ? null : packedWeightText(after, line.unit);
  return was === now ? null : { field: `Packed weight of ${line.productName}`, before: was, after: now };
}

/** One order line as the pick list reads it. */
export type PickListLine = {
  orderId: string;
  shortId: string;
  companyName: string;
  productId: string | null;
  productName: string;
  productCode: string;
  unit: Unit;
  /** The product's current group; null when the product is gone ('Other'). */
  group: string | null;
  quantity: number;
  packedWeight: number | null;
  /** The line's note ('skin off', 'diced 2cm'). */
  notes: string;
  /** The order's notes. */
  orderNotes: string;
  /** The order's cutting charge: more than 0 when the order is cut to instructions. */
  cutting: Cents;
};

export type PickListOrderEntry = {
  orderId: string;
  shortId: string;
  companyName: string;
  quantity: number;
  /** The notes of the order's lines of this product, each once, joined by '; '; '' when none has one. */
  notes: string;
  orderNotes: string;
  /** The order has a cutting charge. */
  cuttingCharged: boolean;
};

export type PickListProductEntry = {
  productId: string | null;
  productName: string;
  productCode: string;
  unit: Unit;
  /** Ordered, summed over the orders. */
  quantity: number;
  /** Packed so far, summed over the lines packed; null when none is. */
  packedWeight: number | null;
  /** By company, then order. */
  orders: PickListOrderEntry[];
};

export type PickListGroupEntry = { group: string; products: PickListProductEntry[] };

/**
 * What the packer reads under an order's entry on the pick list about the order as a whole: 'Cutting: <the
 * order's notes>' when the order has a cutting charge ('Cutting charged' without notes), 'Order notes: <notes>'
 * otherwise; null when there is neither.
 */
export function pickListOrderNote(
  entry: Pick<PickListOrderEntry, 'orderNotes' | 'cuttingCharged'>,
): string | null {
  const notes = entry.orderNotes.trim();
  if (entry.cuttingCharged) return notes === '' ? 'Cutting charged' : `Cutting: ${notes}`;
  return notes === '' ? null : `Order notes: ${notes}`;
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-NZ', { sensitivity: 'base', numeric: true });

/**
 * A processing date's lines summed by product group (the product's current group, 'Other' last when it is
 * gone), then product and unit (a product ordered in two units is two rows), with the orders each comes from.
 * Groups and products by name; sums are exact (in thousandths).
 */
export function sumPickList(lines: readonly PickListLine[]): PickListGroupEntry[] {
  type Acc = Omit<PickListProductEntry, 'quantity' | 'packedWeight'> & {
    quantity: number;
    packed: number | null;
    group: string;
  };
  const products = new Map<string, Acc>();
  for (const line of lines) {
    const group = line.group ?? OTHER_GROUP;
    const key = `${line.productId ?? `name:${line.productName}:${line.productCode}`}\n${line.unit}`;
    let entry = products.get(key);
    if (!entry) {
      entry = {
        productId: line.productId,
        productName: line.productName,
        productCode: line.productCode,
        unit: line.unit,
        group,
        quantity: 0,
        packed: null,
        orders: [],
      };
      products.set(key, entry);
    }
    entry.quantity += toThousandths(line.quantity);
    if (line.packedWeight !== null) entry.packed = (entry.packed ?? 0) + toThousandths(line.packedWeight);
    const note = line.notes.trim();
    const sameOrder = entry.orders.find((o) => o.orderId === line.orderId);
    if (sameOrder) {
      sameOrder.quantity = (toThousandths(sameOrder.quantity) + toThousandths(line.quantity)) / 1000;
      if (note !== '' && !sameOrder.notes.split('; ').includes(note))
        sameOrder.notes = sameOrder.notes === '' ? note : `${sameOrder.notes}; ${note}`;
    } else {
      entry.orders.push({
        orderId: line.orderId,
        shortId: line.shortId,
        companyName: line.companyName,
        quantity: line.quantity,
        notes: note,
        orderNotes: line.orderNotes.trim(),
        cuttingCharged: line.cutting > 0,
      });
    }
  }
  const groups = new Map<string, PickListProductEntry[]>();
  for (const { group, packed, quantity, orders, ...rest } of products.values()) {
    const list = groups.get(group) ?? [];
    list.push({
      ...rest,
      quantity: quantity / 1000,
      packedWeight: packed === null ? null : packed / 1000,
      orders: orders.sort(
        (a, b) => byText(a.companyName, b.companyName) || a.shortId.localeCompare(b.shortId),
      ),
    });
    groups.set(group, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => {
      if (a === OTHER_GROUP || b === OTHER_GROUP) return a === b ? 0 : a === OTHER_GROUP ? 1 : -1;
      return byText(a, b);
    })
    .map(([group, list]) => ({
      group,
      products: list.sort((a, b) => byText(a.productName, b.productName) || a.unit.localeCompare(b.unit)),
    }));
}
