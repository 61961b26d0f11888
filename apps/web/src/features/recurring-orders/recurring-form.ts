import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { aucklandDateString, isDateOnly } from '@cleaver/domain/dates';
import { zoneClosedDays } from '@cleaver/domain/delivery-zones';
import { userMessage } from '@cleaver/domain/errors';
import type { ClosedDayLookup } from '@cleaver/domain/holidays';
import { MESSAGES } from '@cleaver/domain/messages';
import type { Unit } from '@cleaver/domain/quantity';
import {
  type Frequency,
  firstDayToCome,
  firstDueDay,
  nextRuns,
  type RecurringRun,
  sortWeekdays,
} from '@cleaver/domain/recurring';
import { z } from 'zod';
import type { CustomerChoice } from '../../components/staff-order/CustomerField';
import type { RecurringOrderInput } from '../../gql/graphql';
import { centsToDollars, dollarsToCents } from '../../lib/dollars-text';
import type { RecurringOrder } from './api/recurring-order';

export type RecurringLine = {
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  image: { url: string; srcSet: string; width: number; height: number } | null;
  quantity: number;
  notes: string;
  /** False: disabled, out of stock or archived, so the scheduler leaves it off each order. */
  available: boolean;
  /** Cents at the customer's level now; null when unavailable. */
  unitPrice: number | null;
};

/** Everything the recurring order editor edits. Money fields hold dollars as typed. */
export type RecurringFormValues = {
  customer: CustomerChoice | null;
  isActive: boolean;
  frequency: Frequency;
  /** `YYYY-MM-DD`, or the text typed while it is not a date yet. */
  startingDate: string;
  /** 0 = Sunday … 6 = Saturday; used by Weekly and Fortnightly. */
  selectedDays: number[];
  /** null until Delivery or Pick Up is chosen. */
  isDelivery: boolean | null;
  /** '' leaves the freight to the freight rule on each order. */
  freightText: string;
  cuttingText: string;
  notes: string;
  lines: RecurringLine[];
};

/** True for the frequencies that come round on chosen weekdays. */
export const usesDays = (frequency: Frequency) => frequency !== 'DAILY';

const money = z.string().refine((text) => dollarsToCents(text) !== null, ADMIN_MESSAGES.priceRange);

/** The form's rules with the spec's messages (the server checks the same with the domain schema). */
export const recurringFormSchema = z
  .object({
    customer: z
      .custom<CustomerChoice | null>()
      .refine((customer) => customer !== null, MESSAGES.fieldRequired),
    isActive: z.boolean(),
    frequency: z.string().min(1, MESSAGES.fieldRequired),
    startingDate: z.string().refine(isDateOnly, MESSAGES.fieldRequired),
    selectedDays: z.array(z.number()),
    isDelivery: z
      .boolean()
      .nullable()
      .refine((value) => value !== null, ADMIN_MESSAGES.selectDeliveryMethod),
    freightText: money,
    cuttingText: money,
    notes: z.string().max(2000),
    lines: z
      .custom<RecurringLine[]>()
      .refine((lines) => lines.length > 0, ADMIN_MESSAGES.recurringOrderNeedsProduct),
  })
  .refine((values) => !usesDays(values.frequency as Frequency) || values.selectedDays.length > 0, {
    path: ['selectedDays'],
    message: userMessage('RECURRING_DAYS_REQUIRED'),
    // Said alongside the other fields' messages, not only once they are all right.
    when: () => true,
  });

/** A new standing order: active, Daily from today (Auckland), nothing else chosen. */
export function newRecurringValues(today: string): RecurringFormValues {
  return {
    customer: null,
    isActive: true,
    frequency: 'DAILY',
    startingDate: today,
    selectedDays: [],
    isDelivery: null,
    freightText: '',
    cuttingText: '',
    notes: '',
    lines: [],
  };
}

/** The form as a stored standing order fills it. */
export function valuesFromRecurringOrder(order: RecurringOrder): RecurringFormValues {
  const { customer } = order;
  return {
    customer: {
      id: customer.id,
      companyName: customer.companyName,
      contactName: `${customer.firstName} ${customer.lastName}`.trim(),
      email: customer.email,
      phone: '',
      deliveryZoneName: customer.deliveryZoneName ?? null,
      deliveryWeekdays: customer.deliveryWeekdays ?? null,
    },
    isActive: order.isActive,
    frequency: order.frequency,
    startingDate: order.startingDate,
    selectedDays: sortWeekdays(order.selectedDays),
    isDelivery: order.isDelivery ?? null,
    freightText: order.freight === null || order.freight === undefined ? '' : centsToDollars(order.freight),
    cuttingText: order.cutting ? centsToDollars(order.cutting) : '',
    notes: order.notes,
    lines: order.lines.map((line) => ({
      productId: line.productId,
      productName: line.productName,
      productCode: line.productCode,
      unit: line.unit,
      image: line.image ?? null,
      quantity: line.quantity,
      notes: line.notes,
      available: line.available,
      unitPrice: line.unitPrice ?? null,
    })),
  };
}

/** What create and update send, from values the schema accepted. Daily sends no days. */
export function recurringOrderInput(values: RecurringFormValues): RecurringOrderInput {
  return {
    customerId: values.customer?.id ?? '',
    isActive: values.isActive,
    frequency: values.frequency,
    startingDate: values.startingDate,
    selectedDays: usesDays(values.frequency) ? sortWeekdays(values.selectedDays) : [],
    isDelivery: values.isDelivery ?? false,
    freight: values.freightText.trim() === '' ? null : dollarsToCents(values.freightText),
    cutting: dollarsToCents(values.cuttingText) ?? 0,
    notes: values.notes.trim(),
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      notes: line.notes.trim(),
    })),
  };
}

/**
 * The day the editor's next orders start from, as the server will have it: for a saved standing order, today or
 * the day after the scheduler's mark; for a new one, the first day the cutoff rule allows an order placed `now`
 * (after the cutoff, on a Sunday or a closed day, a later day).
 */
export function previewStart(
  saved: Pick<RecurringOrder, 'lastGeneratedDate'> | null,
  now: Date,
  cutoffHour: number,
  closed: ClosedDayLookup,
): string {
  if (saved) return firstDayToCome(aucklandDateString(now), saved.lastGeneratedDate ?? null);
  return firstDueDay(now, cutoffHour, closed);
}

/**
 * The days the form's deliveries move past: the shop's closed days, and for a delivery to the customer's zone the
 * days its van does not go, as the server's run goes by them.
 */
export function formClosedDays(
  values: Pick<RecurringFormValues, 'customer' | 'isDelivery'>,
  closed: ClosedDayLookup,
): ClosedDayLookup {
  const { customer } = values;
  if (values.isDelivery !== true || !customer?.deliveryZoneName || !customer.deliveryWeekdays) return closed;
  return zoneClosedDays(closed, { name: customer.deliveryZoneName, weekdays: customer.deliveryWeekdays });
}

/**
 * The next five runs the form's plan gives from `today`, as the server will compute them: none while the
 * starting date is not a date or Weekly/Fortnightly has no day chosen.
 */
export function previewRuns(
  values: Pick<RecurringFormValues, 'frequency' | 'startingDate' | 'selectedDays'>,
  today: string,
  closed: ClosedDayLookup,
): RecurringRun[] {
  if (!isDateOnly(values.startingDate)) return [];
  if (usesDays(values.frequency) && values.selectedDays.length === 0) return [];
  const plan = {
    frequency: values.frequency,
    startingDate: values.startingDate,
    selectedDays: usesDays(values.frequency) ? values.selectedDays : [],
  };
  return nextRuns(plan, today, closed);
}

/** The lines with one more product; null when it is already there ('Product Already Added'). */
export function withLineAdded(lines: RecurringLine[], line: RecurringLine): RecurringLine[] | null {
  if (lines.some((candidate) => candidate.productId === line.productId)) return null;
  return [...lines, line];
}

/** The lines with one product's quantity or notes changed. */
export function withLineChanged(
  lines: RecurringLine[],
  productId: string,
  changes: Partial<Pick<RecurringLine, 'quantity' | 'notes'>>,
): RecurringLine[] {
  return lines.map((line) => (line.productId === productId ? { ...line, ...changes } : line));
}

/** The lines without one product. */
export function withLineRemoved(lines: RecurringLine[], productId: string): RecurringLine[] {
  return lines.filter((line) => line.productId !== productId);
}
