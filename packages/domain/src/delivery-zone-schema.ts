import { z } from 'zod';
import { DELIVERY_WEEKDAYS } from './delivery-zones.ts';
import { type Cents, formatNZD } from './money.ts';

// Kept apart from delivery-zones.ts so the storefront's cart can use the zone rules without loading zod.

const ZONE_NAME_MAX = 60;
/** The most any of a zone's amounts may be: $100,000.00. */
const ZONE_AMOUNT_MAX = 10_000_000;

const amount = (what: string) =>
  z
    .number({ message: `${what} must be an amount` })
    .int(`${what} must be in whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(ZONE_AMOUNT_MAX, `${what} cannot be more than ${formatNZD(ZONE_AMOUNT_MAX as Cents)}`);

/** A delivery zone as staff save it (amounts in cents). */
export const deliveryZoneSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Zone name is required')
    .max(ZONE_NAME_MAX, `Zone name can be at most ${ZONE_NAME_MAX} characters`),
  weekdays: z
    .array(z.number().int(), { message: 'Choose the days the van goes' })
    .min(1, 'Choose at least one delivery day')
    .refine(
      (days) => days.every((d) => DELIVERY_WEEKDAYS.includes(d)),
      'Delivery days are Monday to Saturday',
    )
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  cutoffHour: z
    .number()
    .int('Cutoff must be a whole hour')
    .min(0, 'Cutoff must be from 00:00 to 23:00')
    .max(23, 'Cutoff must be from 00:00 to 23:00')
    .nullable(),
  freightChargeCents: amount('Freight charge'),
  freeFreightThresholdCents: amount('Free freight threshold'),
  minimumOrderCents: amount('Minimum order'),
});
export type DeliveryZoneInput = z.input<typeof deliveryZoneSchema>;
