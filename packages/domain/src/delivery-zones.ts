import { type ProcessingDate, processingDate } from './cutoff.ts';
import { addDays, formatDateOnly, WEEKDAY_NAMES, weekdayName, weekdayOf } from './dates.ts';
import { type ClosedDay, type ClosedDayLookup, isProcessingDay } from './holidays.ts';
import { type Cents, formatNZD } from './money.ts';

/**
 * A delivery zone: where the van goes, on which weekdays, and what delivery there costs. Pick-up orders ignore
 * zones; a customer in no zone orders for delivery as before (every processing day, Settings' freight).
 */
export type DeliveryZone = {
  name: string;
  /** The weekdays the van goes, 1 (Monday) to 6 (Saturday); never Sunday, when the shop is closed. */
  weekdays: readonly number[];
  /** An earlier cutoff for this zone's orders (0–23), or null for the shop's. */
  cutoffHour: number | null;
  /** Excl. GST. */
  freightCharge: Cents;
  /** Freight is free once the sub-total with GST is over this, as with Settings' threshold. */
  freeFreightThreshold: Cents;
  /** Excl. GST: the least a delivery order to the zone may be; 0 for none. */
  minimumOrder: Cents;
};

/** The days staff can choose for a zone, Monday to Saturday. */
export const DELIVERY_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

/** The cutoff a zone's delivery orders go by: the zone's when it is earlier than the shop's, else the shop's. */
export function zoneCutoffHour(
  zone: Pick<DeliveryZone, 'cutoffHour'> | null,
  shopCutoffHour: number,
): number {
  return zone?.cutoffHour == null ? shopCutoffHour : Math.min(zone.cutoffHour, shopCutoffHour);
}

/** The processing date of a delivery order, and the zone's delivery day it waited for, if any. */
export type DeliveryDate = ProcessingDate & {
  /** True when the van's first day after the cutoff rule's date was later than that date. */
  waitedForVan: boolean;
};

/** Stops a zone whose days are all closed from looping for ever. */
const MAX_DAYS_AHEAD = 400;

/**
 * The processing date of a delivery order placed at `now` for a customer in `zone` (Pacific/Auckland): the date the
 * cutoff rule gives (with the zone's earlier cutoff, if any; Sundays and closed days skipped as for every order),
 * then the first of the zone's delivery days on or after it that the shop also processes. Without a zone, the
 * cutoff rule's date.
 * @throws RangeError when no delivery day comes within 400 days.
 */
export function deliveryProcessingDate(
  now: Date,
  shopCutoffHour: number,
  closed: ClosedDayLookup,
  zone: Pick<DeliveryZone, 'weekdays' | 'cutoffHour'> | null,
): DeliveryDate {
  const base = processingDate(now, zoneCutoffHour(zone, shopCutoffHour), closed);
  if (!zone) return { ...base, waitedForVan: false };
  const skipped: ClosedDay[] = [...base.closed];
  let day = base.date;
  for (let i = 0; i < MAX_DAYS_AHEAD; i++) {
    if (zone.weekdays.includes(weekdayOf(day))) {
      if (isProcessingDay(day, closed)) {
        return {
          date: day,
          moved: base.moved || day !== base.date,
          reason: base.reason,
          closed: skipped,
          waitedForVan: day !== base.date,
        };
      }
      const name = closed(day);
      if (name !== null) skipped.push({ date: day, name });
    }
    day = addDays(day, 1);
  }
  throw new RangeError(`No delivery day within ${MAX_DAYS_AHEAD} days of ${base.date}`);
}

/**
 * The shop's closed days with the days a zone's van does not go added, named so: what moves a zone customer's
 * standing delivery to the van's next day, as a closed day moves anyone's ('Central has no delivery on Mondays').
 * The shop's lookup itself for no zone.
 */
export function zoneClosedDays(
  closed: ClosedDayLookup,
  zone: Pick<DeliveryZone, 'name' | 'weekdays'> | null,
): ClosedDayLookup {
  if (!zone) return closed;
  return (date) =>
    closed(date) ??
    (zone.weekdays.includes(weekdayOf(date))
      ? null
      : `${zone.name} has no delivery on ${weekdayName(date)}s`);
}

/** 'Your next delivery day is Thursday 04/12/2026', as the cart says it. */
export function nextDeliveryDayText(date: string): string {
  return `Your next delivery day is ${weekdayName(date)} ${formatDateOnly(date)}`;
}

/** 'Tuesday and Thursday', 'Monday, Wednesday and Friday': a zone's days in words. */
export function deliveryDaysText(weekdays: readonly number[]): string {
  const names = [...weekdays].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d] ?? String(d));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** True when a delivery order's sub-total (excl. GST) is under the zone's minimum. */
export function underZoneMinimum(zone: Pick<DeliveryZone, 'minimumOrder'>, subtotal: Cents): boolean {
  return zone.minimumOrder > 0 && subtotal < zone.minimumOrder;
}

/**
 * The refusal of a delivery order under its zone's minimum, worded for whoever placed it: the customer's trolley,
 * or the order staff are entering.
 */
export function zoneMinimumMessage(
  zone: Pick<DeliveryZone, 'name' | 'minimumOrder'>,
  subtotal: Cents,
  audience: 'customer' | 'staff',
): string {
  const need = `Orders for delivery to ${zone.name} need at least ${formatNZD(zone.minimumOrder)} excl. GST`;
  return audience === 'customer'
    ? `${need}; your trolley is ${formatNZD(subtotal)}.`
    : `${need}; this order is ${formatNZD(subtotal)}.`;
}
