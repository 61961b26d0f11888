import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { deliveryZoneSchema } from '@cleaver/domain/delivery-zone-schema';
import { toCents } from '@cleaver/domain/money';
import { z } from 'zod';
import { centsToDollars } from '../../lib/dollars-text';
import type { DeliveryZoneRow } from './api/delivery-zones';

export const DOLLARS_MESSAGE = 'Enter dollars and cents, e.g. 15.00';

/**
 * The zone dialog as the form holds it: the cutoff chosen ('' the shop's), the amounts typed in dollars and the
 * driver chosen ('' none).
 */
export type DeliveryZoneFormValues = {
  name: string;
  weekdays: number[];
  cutoffHour: string;
  freightCharge: string;
  freeFreightThreshold: string;
  minimumOrder: string;
  driverId: string;
};

type MoneyField = 'freightCharge' | 'freeFreightThreshold' | 'minimumOrder';

// Where the domain schema's message for each amount in cents is shown: at the field it was typed in.
const FIELD_OF: Record<string, keyof DeliveryZoneFormValues> = {
  freightChargeCents: 'freightCharge',
  freeFreightThresholdCents: 'freeFreightThreshold',
  minimumOrderCents: 'minimumOrder',
};

/** Dollars as typed ('15', '15.5', '$1,500.00', '-5') in cents; null when it is not an amount. */
export function typedCents(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^(-?)\$/, '$1')
    .replace(/,/g, '');
  return /^-?(\d{1,9}(\.\d{0,2})?|\.\d{1,2})$/.test(text) ? toCents(text) : null;
}

/**
 * Checks the form with the domain's zone schema, so the screen says what the server would, each message at its
 * field; parses into the DeliveryZoneInput the mutations take. An empty minimum is none; the freight amounts are
 * required. The driver is always sent (null for none), as the server keeps a zone's driver when it is left out.
 */
export const deliveryZoneFormSchema = z
  .object({
    name: z.string(),
    weekdays: z.array(z.number()),
    cutoffHour: z.string(),
    freightCharge: z.string(),
    freeFreightThreshold: z.string(),
    minimumOrder: z.string(),
    driverId: z.string(),
  })
  .transform((form, ctx) => {
    const amount = (field: MoneyField, emptyIsZero: boolean): number => {
      if (form[field].trim() === '') {
        if (emptyIsZero) return 0;
        ctx.addIssue({ code: 'custom', path: [field], message: ADMIN_MESSAGES.settingsFieldRequired });
        return 0;
      }
      const typed = typedCents(form[field]);
      if (typed === null) ctx.addIssue({ code: 'custom', path: [field], message: DOLLARS_MESSAGE });
      return typed ?? 0;
    };
    const zone = deliveryZoneSchema.safeParse({
      name: form.name,
      weekdays: form.weekdays,
      cutoffHour: form.cutoffHour === '' ? null : Number(form.cutoffHour),
      freightChargeCents: amount('freightCharge', false),
      freeFreightThresholdCents: amount('freeFreightThreshold', false),
      minimumOrderCents: amount('minimumOrder', true),
    });
    if (!zone.success) {
      for (const issue of zone.error.issues) {
        const key = String(issue.path[0]);
        ctx.addIssue({ code: 'custom', path: [FIELD_OF[key] ?? key], message: issue.message });
      }
      return z.NEVER;
    }
    return { ...zone.data, driverId: form.driverId === '' ? null : form.driverId };
  });

export type DeliveryZoneFormInput = z.output<typeof deliveryZoneFormSchema>;

/** The form's starting values: the zone as saved, or blanks for a new one (no days, the shop's cutoff, no driver). */
export function deliveryZoneFormValues(zone: DeliveryZoneRow | null): DeliveryZoneFormValues {
  return {
    name: zone?.name ?? '',
    weekdays: [...(zone?.weekdays ?? [])],
    cutoffHour: zone?.cutoffHour == null ? '' : String(zone.cutoffHour),
    freightCharge: zone ? centsToDollars(zone.freightChargeCents) : '',
    freeFreightThreshold: zone ? centsToDollars(zone.freeFreightThresholdCents) : '',
    minimumOrder: zone && zone.minimumOrderCents > 0 ? centsToDollars(zone.minimumOrderCents) : '',
    driverId: zone?.driverId ?? '',
  };
}
