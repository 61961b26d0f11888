import { divideRounded } from './money.ts';
import { formatNumber } from './numbers.ts';

/**
 * A quantity or weight in whole thousandths (quantities are `numeric(10,3)`), so 1.005 kg is exactly 1005.
 * @throws RangeError when the quantity is not a finite number.
 */
export function toThousandths(quantity: number): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`);
  return Math.round(quantity * 1000);
}

/** Smallest quantity that can be added to the trolley or ordered. */
export const MIN_QUANTITY = 0.1;

/** Largest quantity accepted on a line: 9,999 kg or items, beyond any real order and short of a typo's extra digit. */
export const MAX_QUANTITY = 9999;

/** Quantity a product card starts with. */
export const DEFAULT_QUANTITY = 1;

/** Units a product is sold in. */
export const UNITS = ['KG', 'EACH', 'PIECES', 'CTN'] as const;

/** A unit a product is sold in. */
export type Unit = (typeof UNITS)[number];

/** How a unit is labelled on screen. */
export type UnitLabel = 'KG' | 'Each' | 'Pieces' | 'CTN';

const UNIT_LABELS: Record<Unit, UnitLabel> = { KG: 'KG', EACH: 'Each', PIECES: 'Pieces', CTN: 'CTN' };

/** The label of a unit: 'EACH' → 'Each', 'PIECES' → 'Pieces'. */
export function unitLabel(u: Unit): UnitLabel {
  return UNIT_LABELS[u];
}

/** Reads a unit written in any case ('kg', 'Each', 'EACH'); null for an unknown unit. */
export function toUnit(text: string): Unit | null {
  const upper = text.trim().toUpperCase();
  return UNITS.find((unit) => unit === upper) ?? null;
}

/** True when a quantity is shown and stepped in weights (kilograms) rather than whole items. */
function isWeight(unit: Unit | string): boolean {
  return toUnit(unit) === 'KG';
}

const QUANTITY_TEXT = /^\d*\.?\d*$/;

/** True when text has only digits and at most one dot; empty or a lone dot is allowed while typing. */
export function isQuantityText(text: string): boolean {
  return QUANTITY_TEXT.test(text);
}

/** Drops every character that is not a digit, and every dot after the first: 'a1.2.5' → '1.25'. */
export function filterQuantityText(text: string): string {
  const kept = text.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  return dot < 0 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replaceAll('.', '');
}

/**
 * Reads a typed quantity, rounded to 3 decimals (halves up): '1.5' → 1.5, '.25' → 0.25, '2.0005' → 2.001.
 * Null when the text is empty, only a dot, or has anything but digits and one dot.
 */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!isQuantityText(trimmed) || !/\d/.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  // Round on the digits, not on a float: 2.0005 * 1000 is 2000.4999… in binary.
  const thousandths = Number(whole || '0') * 1000 + Number(fraction.slice(0, 3).padEnd(3, '0'));
  const roundUp = (fraction.charCodeAt(3) || 48) >= 53;
  const value = thousandths + (roundUp ? 1 : 0);
  return Number.isSafeInteger(value) ? value / 1000 : null;
}

/** True for a quantity that may be ordered: finite, at least 0.1 and at most 9,999. */
export function isOrderableQuantity(q: number): boolean {
  return Number.isFinite(q) && q >= MIN_QUANTITY && q <= MAX_QUANTITY;
}

/**
 * A quantity as a sentence says it: en-NZ digit grouping, up to 3 decimals and no trailing zeros.
 * `readableQuantity(9999)` → '9,999'; `readableQuantity(2.5)` → '2.5'.
 */
export function readableQuantity(q: number): string {
  return formatNumber(q, 3);
}

/** What typed text means as a quantity: the quantity to add, or the message saying why it cannot be added. */
export type QuantityCheck = { quantity: number; error: null } | { quantity: null; error: string };

/**
 * Reads a quantity typed on a product card, never silently rewriting it: KG keeps its decimals, other
 * units are whole numbers (2.5 EACH is 3), and the result must lie between 0.1 (1 for whole units) and
 * {@link MAX_QUANTITY}. `checkQuantity('1.2.3', 'KG')` → 'Enter a number like 1.5';
 * `checkQuantity('0.05', 'KG')` → 'Enter at least 0.1'; `checkQuantity('10000', 'KG')` → 'At most 9,999'.
 */
export function checkQuantity(text: string, unit: Unit | string): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return { quantity: null, error: 'Enter a quantity' };
  const typed = parseQuantity(trimmed);
  if (typed === null) return { quantity: null, error: 'Enter a number like 1.5' };
  const quantity = Number(formatQuantity(typed, unit));
  if (quantity > MAX_QUANTITY) return { quantity: null, error: `At most ${readableQuantity(MAX_QUANTITY)}` };
  if (!isOrderableQuantity(quantity)) {
    return { quantity: null, error: `Enter at least ${isWeight(unit) ? MIN_QUANTITY : 1}` };
  }
  return { quantity, error: null };
}

/**
 * A quantity for display: KG to 2 decimals, other units as whole numbers (unit in any case).
 * `formatQuantity(1.5, 'kg')` → '1.50'; `formatQuantity(2, 'EACH')` → '2'.
 */
export function formatQuantity(q: number, unit: Unit | string): string {
  const thousandths = toThousandths(q);
  if (!isWeight(unit)) return String(divideRounded(thousandths, 1000) + 0);
  const hundredths = divideRounded(thousandths, 10);
  const magnitude = Math.abs(hundredths);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}

/**
 * The quantity after pressing plus (1) or minus (-1): one kilogram or one item at a time, never above
 * {@link MAX_QUANTITY}. Whole-number units step from the whole number shown. A result of 0 means
 * the line is removed.
 */
export function stepQuantity(q: number, unit: Unit | string, direction: 1 | -1): number {
  const start = isWeight(unit) ? toThousandths(q) : divideRounded(toThousandths(q), 1000) * 1000;
  const next = start + direction * 1000;
  if (next <= 0) return 0;
  return Math.min(next, MAX_QUANTITY * 1000) / 1000;
}
