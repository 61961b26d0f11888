import { cents, formatNZD } from '@cleaver/domain/money';
import { type Unit, unitLabel } from '@cleaver/domain/quantity';

/** A price per unit as shown on cards and product pages: 1250, 'KG' → '$12.50 / KG'. */
export function unitPriceText(priceCents: number, unit: Unit): string {
  return `${formatNZD(cents(priceCents))} / ${unitLabel(unit)}`;
}
