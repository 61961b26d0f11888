import { PACKED_WEIGHT_MESSAGES, packedWeightProblem } from '@cleaver/domain/packing';
import { formatQuantity, parseQuantity, type Unit, unitLabel } from '@cleaver/domain/quantity';

/** What a packed-weight field holds: a weight to save (null clears the line), or why it cannot be saved. */
export type TypedWeight = { weight: number | null; error: null } | { weight: null; error: string };

/** Reads what the packer typed: '' clears the line, '2.13' is 2.13; anything else says what is wrong. */
export function readPackedWeight(text: string): TypedWeight {
  const trimmed = text.trim();
  if (trimmed === '') return { weight: null, error: null };
  // parseQuantity would round a fourth decimal away: say so instead of saving something else.
  if ((trimmed.split('.')[1] ?? '').length > 3)
    return { weight: null, error: PACKED_WEIGHT_MESSAGES.decimals };
  const weight = parseQuantity(trimmed);
  if (weight === null) return { weight: null, error: 'Enter a weight like 2.13' };
  const problem = packedWeightProblem(weight);
  return problem ? { weight: null, error: problem } : { weight, error: null };
}

/** A saved packed weight as its field shows it: exactly what was stored ('2.13', '2.125'), '' for none. */
export function packedWeightText(weight: number | null): string {
  return weight === null ? '' : String(weight);
}

/** `2 KG`-style text for an ordered quantity: '2.00 KG', '3 Each'. */
export function amountText(quantity: number, unit: Unit): string {
  return `${formatQuantity(quantity, unit)} ${unitLabel(unit)}`;
}

/**
 * The line's weight the screen judges by: what is typed when it reads as a weight, else what the server
 * has (so a half-typed '2.' or a mistake does not flip the highlight on and off).
 */
export function shownWeight(text: string, saved: number | null): number | null {
  const typed = readPackedWeight(text);
  return typed.error === null ? typed.weight : saved;
}

/** The field after `current` among the board's packed-weight fields, in screen order; null after the last. */
export function nextField<T>(fields: readonly T[], current: T): T | null {
  const index = fields.indexOf(current);
  return index < 0 ? null : (fields[index + 1] ?? null);
}
