import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  readableQuantity,
  toThousandths,
  type Unit,
} from './quantity.ts';

/**
 * The order guide (issue 49): the lines a customer orders from most nights, each with a par level, what they want on
 * hand after the delivery. Counting what is on hand gives the quantity to order: par − on hand.
 */

/** How many days of orders the guide is built from. */
export const ORDER_GUIDE_HISTORY_DAYS = 90;

/** Most lines a guide holds: the products of 90 days and those added by hand. */
export const MAX_ORDER_GUIDE_LINES = 200;

/** True for units sold as whole items (cartons, each, pieces): their par levels and quantities are whole. */
export function isWholeUnit(unit: Unit): boolean {
  return unit !== 'KG';
}

/**
 * What to order to bring `onHand` up to `par`, in the product's unit: never below 0, whole items rounded up for
 * CTN, EACH and PIECES (2.5 cartons short is 3 to order), and for KG rounded up to the hundredth the trolley shows,
 * and at least the smallest orderable weight (0.1) when anything is short at all. 0 means order nothing.
 * `quantityToPar(10, 3.5, 'CTN')` → 7; `quantityToPar(5, 4.96, 'KG')` → 0.1; `quantityToPar(2, 5, 'EACH')` → 0.
 */
export function quantityToPar(par: number, onHand: number, unit: Unit): number {
  const short = toThousandths(par) - toThousandths(Math.max(onHand, 0));
  if (short <= 0) return 0;
  if (isWholeUnit(unit)) return Math.min(Math.ceil(short / 1000), MAX_QUANTITY);
  const hundredths = Math.ceil(short / 10);
  return Math.min(Math.max(hundredths / 100, MIN_QUANTITY), MAX_QUANTITY);
}

/** A typed par level or on-hand count: the number, or the message saying why it cannot be used. */
export type GuideFigureCheck = { value: number; error: null } | { value: null; error: string };

/**
 * Reads a par level as typed: empty clears it (null, no par), otherwise 0 to 9,999, whole for whole units.
 * `checkParLevel('2.5', 'CTN')` → 'Cartons, each and pieces are whole numbers'.
 */
export function checkParLevel(text: string, unit: Unit): GuideFigureCheck | { value: null; error: null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  return checkFigure(trimmed, unit);
}

/**
 * Reads an on-hand count as typed: empty is nothing counted (null), otherwise 0 to 9,999; part items are fine
 * (half a carton open on the shelf).
 */
export function checkOnHand(text: string): GuideFigureCheck | { value: null; error: null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  return checkFigure(trimmed, 'KG');
}

function checkFigure(text: string, unit: Unit): GuideFigureCheck {
  const value = parseQuantity(text);
  if (value === null) return { value: null, error: 'Enter a number like 1.5' };
  if (value > MAX_QUANTITY) return { value: null, error: `At most ${readableQuantity(MAX_QUANTITY)}` };
  if (isWholeUnit(unit) && !Number.isInteger(value)) {
    return { value: null, error: 'Cartons, each and pieces are whole numbers' };
  }
  return { value, error: null };
}

/** Why a par level is refused by the server, or null when it may be saved (null clears the par level). */
export function parLevelProblem(par: number | null, unit: Unit): string | null {
  if (par === null) return null;
  if (!Number.isFinite(par) || par < 0) return 'A par level is 0 or more';
  if (par > MAX_QUANTITY) return `A par level is at most ${readableQuantity(MAX_QUANTITY)}`;
  if (isWholeUnit(unit) && !Number.isInteger(par)) return 'Cartons, each and pieces are whole numbers';
  if (toThousandths(par) / 1000 !== par) return 'A par level has at most 3 decimals';
  return null;
}
