import { underZoneMinimum, zoneMinimumMessage } from '@cleaver/domain/delivery-zones';
import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import type { OrderingSettings } from './api/get-settings-variables';
import type { DeliveryDay, OrderProcessingDate } from './api/order-processing-date';
import { deliveryZoneOf, processingDateView, zoneFreightSettings, zoneMinimumWarning } from './delivery-zone';

const CENTRAL: DeliveryDay = {
  date: '2026-12-03',
  text: 'Your next delivery day is Thursday 03/12/2026',
  notice: 'Orders for Central close at 2:00 pm the day before',
  zoneName: 'Central',
  days: 'Tuesday and Thursday',
  freightChargeCents: 2000,
  freeFreightThresholdCents: 40000,
  minimumOrderCents: 15000,
};

const ANSWER: OrderProcessingDate = { date: '2026-12-01', moved: false, notice: null, delivery: CENTRAL };

const SETTINGS: OrderingSettings = {
  cutoffHour: 5,
  freightCharge: cents(1500),
  freeFreightThreshold: cents(25000),
  loaded: true,
};

describe('deliveryZoneOf', () => {
  it("is the customer's zone for a delivery, and none for a pick-up, no zone or no answer yet", () => {
    expect(deliveryZoneOf(ANSWER, true)).toBe(CENTRAL);
    expect(deliveryZoneOf(ANSWER, false)).toBeNull();
    expect(deliveryZoneOf({ ...ANSWER, delivery: null }, true)).toBeNull();
    expect(deliveryZoneOf(undefined, true)).toBeNull();
  });
});

describe('processingDateView', () => {
  it("shows the van's day and its notice for a delivery to the zone, the processing date otherwise", () => {
    expect(processingDateView(ANSWER, CENTRAL)).toEqual({
      date: '2026-12-03',
      notice: 'Orders for Central close at 2:00 pm the day before',
      zone: {
        text: 'Your next delivery day is Thursday 03/12/2026',
        name: 'Central',
        days: 'Tuesday and Thursday',
      },
    });
    expect(processingDateView({ ...ANSWER, notice: 'Closed today' }, null)).toEqual({
      date: '2026-12-01',
      notice: 'Closed today',
    });
  });
});

describe('zoneFreightSettings', () => {
  it("prices a delivery to the zone with its freight and threshold, and keeps the shop's without one", () => {
    expect(zoneFreightSettings(SETTINGS, CENTRAL)).toEqual({
      ...SETTINGS,
      freightCharge: 2000,
      freeFreightThreshold: 40000,
    });
    expect(zoneFreightSettings(SETTINGS, null)).toBe(SETTINGS);
  });
});

describe('zoneMinimumWarning', () => {
  it.each([
    [
      14999,
      'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $149.99. Add more, or choose pick-up.',
    ],
    [15000, null],
  ])('a sub-total of %i cents → %s', (subTotal, warning) => {
    expect(zoneMinimumWarning(CENTRAL, cents(subTotal))).toBe(warning);
  });

  it('says what the server refuses with, in its words, for every sub-total around the minimum', () => {
    for (const minimumOrderCents of [0, 1, 15000]) {
      const zone = { ...CENTRAL, minimumOrderCents };
      const limit = { name: zone.zoneName, minimumOrder: cents(minimumOrderCents) };
      for (const subTotal of [0, minimumOrderCents - 1, minimumOrderCents, minimumOrderCents + 1, 123456]) {
        const amount = cents(Math.max(subTotal, 0));
        const refused = underZoneMinimum(limit, amount);
        expect(zoneMinimumWarning(zone, amount)).toBe(
          refused ? `${zoneMinimumMessage(limit, amount, 'customer')} Add more, or choose pick-up.` : null,
        );
      }
    }
  });

  it('says nothing without a zone or a minimum', () => {
    expect(zoneMinimumWarning(null, cents(100))).toBeNull();
    expect(zoneMinimumWarning({ ...CENTRAL, minimumOrderCents: 0 }, cents(100))).toBeNull();
  });
});
