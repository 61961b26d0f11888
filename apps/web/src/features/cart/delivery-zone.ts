import { type Cents, cents, formatNZD } from '@cleaver/domain/money';
import type { OrderingSettings } from './api/get-settings-variables';
import type { DeliveryDay, OrderProcessingDate } from './api/order-processing-date';

/** What the cart adds to the server's refusal of a delivery under its zone's minimum: the two ways on. */
export const UNDER_MINIMUM_WAYS_ON = 'Add more, or choose pick-up.';

/** The processing date as the cart shows it: for a delivery to the customer's zone, the van's next day there. */
export type ProcessingDateView = {
  date: string;
  notice: string | null;
  /** A delivery to the customer's zone: `date` is the van's next day there. */
  zone?: { text: string; name: string; days: string };
};

/**
 * The zone a trolley goes by: the customer's zone for a delivery, none for a pick-up or a customer in no zone (or
 * while the processing date has not answered).
 */
export function deliveryZoneOf(
  answer: OrderProcessingDate | undefined,
  isDelivery: boolean,
): DeliveryDay | null {
  return isDelivery ? (answer?.delivery ?? null) : null;
}

/** The day the cart shows for the answer: the zone's delivery day and its notice for a delivery there, else the processing date. */
export function processingDateView(
  answer: OrderProcessingDate,
  zone: DeliveryDay | null,
): ProcessingDateView {
  if (!zone) return { date: answer.date, notice: answer.notice };
  return {
    date: zone.date,
    notice: zone.notice,
    zone: { text: zone.text, name: zone.zoneName, days: zone.days },
  };
}

/** The settings with a zone's freight charge and free-freight threshold in place of the shop's, as the server prices a delivery there. */
export function zoneFreightSettings(settings: OrderingSettings, zone: DeliveryDay | null): OrderingSettings {
  if (!zone) return settings;
  return {
    ...settings,
    freightCharge: cents(zone.freightChargeCents),
    freeFreightThreshold: cents(zone.freeFreightThresholdCents),
  };
}

/**
 * The server's refusal of a delivery under the zone's minimum (sub-total excl. GST), said before the customer tries,
 * with the ways on; null when the order is not under it.
 */
export function zoneMinimumWarning(zone: DeliveryDay | null, subTotal: Cents): string | null {
  // The domain's underZoneMinimum and zoneMinimumMessage('customer'), written out: @cleaver/domain/delivery-zones
  // also holds the delivery-date rule, which would bring the cutoff and holiday calendar into the cart's first
  // load for two lines. delivery-zone.test.ts holds the two to the same words.
  if (!zone || zone.minimumOrderCents <= 0 || subTotal >= zone.minimumOrderCents) return null;
  const minimum = formatNZD(cents(zone.minimumOrderCents));
  return `Orders for delivery to ${zone.zoneName} need at least ${minimum} excl. GST; your trolley is ${formatNZD(subTotal)}. ${UNDER_MINIMUM_WAYS_ON}`;
}
