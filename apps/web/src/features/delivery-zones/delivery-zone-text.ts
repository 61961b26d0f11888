import { formatCutoffTime } from '@cleaver/domain/cutoff';
import { cents, formatNZD } from '@cleaver/domain/money';

export const SHOP_CUTOFF = 'Shop’s cutoff';

/** 'Cutoff 05:00', or 'Shop’s cutoff' when the zone has none of its own. */
export function zoneCutoffText(cutoffHour: number | null): string {
  return cutoffHour === null ? SHOP_CUTOFF : `Cutoff ${formatCutoffTime(cutoffHour)}`;
}

/** 'Freight $15.00, free from $300.00'. */
export function zoneFreightText(zone: {
  freightChargeCents: number;
  freeFreightThresholdCents: number;
}): string {
  return `Freight ${formatNZD(cents(zone.freightChargeCents))}, free from ${formatNZD(cents(zone.freeFreightThresholdCents))}`;
}

/** 'Minimum $150.00 excl. GST', or 'No minimum'. */
export function zoneMinimumText(minimumOrderCents: number): string {
  return minimumOrderCents > 0 ? `Minimum ${formatNZD(cents(minimumOrderCents))} excl. GST` : 'No minimum';
}

/** '3 customers', '1 customer', 'No customers'. */
export function zoneCustomersText(count: number): string {
  if (count === 0) return 'No customers';
  return `${count} customer${count === 1 ? '' : 's'}`;
}

/** 'Driver: Tama Driver', or 'No driver'. */
export function zoneDriverText(driverName: string | null): string {
  return driverName === null ? 'No driver' : `Driver: ${driverName}`;
}
