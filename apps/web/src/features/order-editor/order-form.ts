import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import type { CustomerLevel } from '@cleaver/domain/constants';
import { processingDate } from '@cleaver/domain/cutoff';
import { isDateOnly } from '@cleaver/domain/dates';
import { type ClosedDay, closedDays } from '@cleaver/domain/holidays';
import { MESSAGES } from '@cleaver/domain/messages';
import { type Cents, cents } from '@cleaver/domain/money';
import type { Unit } from '@cleaver/domain/quantity';
import type { OrderStatus } from '@cleaver/domain/status';
import { type OrderTotals, orderTotals, totalsBasis } from '@cleaver/domain/totals';
import { z } from 'zod';
import type { CustomerChoice } from '../../components/staff-order/CustomerField';
import type { StaffOrderInput } from '../../gql/graphql';
import { centsToDollars, dollarsToCents } from '../../lib/dollars-text';
import type { AdminOrder } from './api/admin-order';
import type { FreightSettings } from './api/order-settings';

/** The customer an order is for, as the autocomplete shows it. */
export type EditorCustomer = CustomerChoice;

export type EditorImage = { url: string; srcSet: string; width: number; height: number };

/** One product card. */
export type EditorLine = {
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  image: EditorImage | null;
  categoryName: string;
  quantity: number;
  /** Supplied quantity (the packed weight): the packing board sets it, staff may correct it here; null: not packed. */
  packedWeight: number | null;
  /** What the line is charged per unit now: the stored price, or the level's price for an unsaved line. */
  unitPrice: Cents;
  /** What the customer's level charges now; null when the product is gone. */
  levelPrice: Cents | null;
  /** A price staff set for this line; null charges the level's price. */
  override: Cents | null;
  /** The stored unit price is itself an override (clearing it goes back to the level's price). */
  storedOverride: boolean;
  notes: string;
  /** Not yet saved: the server prices it at save time. */
  isNew: boolean;
};

/** Everything the order screen edits. Money fields hold dollars as typed. */
export type OrderEditorValues = {
  customer: EditorCustomer | null;
  processingDate: string;
  line: CustomerLevel | '';
  status: OrderStatus;
  /** null until Delivery or Pick Up is chosen. */
  isDelivery: boolean | null;
  /** True when staff typed the freight; false shows (and sends) the freight rule's amount. */
  freightTyped: boolean;
  freightText: string;
  cuttingText: string;
  purchaseOrder: string;
  notes: string;
  lines: EditorLine[];
};

const money = z.string().refine((text) => dollarsToCents(text) !== null, ADMIN_MESSAGES.priceRange);

/**
 * The form's rules with the spec's messages: date, customer, Line and status required, a delivery method,
 * at least one product ('… to create order.' or '… to update this order.'), money 0–99999.
 */
export function orderEditorSchema(mode: 'create' | 'update') {
  const required = MESSAGES.fieldRequired;
  return z.object({
    customer: z.custom<EditorCustomer | null>().refine((customer) => customer !== null, required),
    processingDate: z.string().refine(isDateOnly, required),
    line: z.string().min(1, required),
    status: z.string().min(1, required),
    isDelivery: z
      .boolean()
      .nullable()
      .refine((value) => value !== null, ADMIN_MESSAGES.selectDeliveryMethod),
    freightTyped: z.boolean(),
    freightText: money,
    cuttingText: money,
    purchaseOrder: z.string().max(100),
    notes: z.string().max(2000),
    lines: z
      .custom<EditorLine[]>()
      .refine(
        (lines) => lines.length > 0,
        mode === 'create' ? ADMIN_MESSAGES.addProductToCreate : ADMIN_MESSAGES.productNeededToUpdate,
      ),
  });
}

/**
 * A new order: today's processing date by the cutoff rule, past Sundays, public holidays and staff's closed
 * days; PENDING, nothing else chosen.
 */
export function newOrderValues(
  now: Date,
  cutoffHour: number,
  staffClosedDays: readonly ClosedDay[] = [],
): OrderEditorValues {
  return {
    customer: null,
    processingDate: processingDate(now, cutoffHour, closedDays(staffClosedDays)).date,
    line: '',
    status: 'PENDING',
    isDelivery: null,
    freightTyped: false,
    freightText: '0.00',
    cuttingText: '0.00',
    purchaseOrder: '',
    notes: '',
    lines: [],
  };
}

/**
 * A stored order as the form holds it. Its freight counts as typed when it is not what the rule gives now
 * (staff set it, or the settings changed since), so a save that touches nothing else keeps it.
 */
export function valuesFromOrder(order: AdminOrder, settings: FreightSettings): OrderEditorValues {
  const values: OrderEditorValues = {
    customer: order.customer.id
      ? {
          id: order.customer.id,
          companyName: order.customer.companyName,
          contactName: order.customer.contactName,
          email: order.customer.email,
          phone: order.customer.phone,
        }
      : null,
    processingDate: order.processingDate,
    line: order.line,
    status: order.status,
    isDelivery: order.isDelivery ?? null,
    freightTyped: false,
    freightText: '',
    cuttingText: centsToDollars(order.cutting),
    purchaseOrder: order.purchaseOrder,
    notes: order.notes,
    lines: order.lines.map(
      (line): EditorLine => ({
        productId: line.productId ?? line.id,
        productName: line.productName,
        productCode: line.productCode,
        unit: line.productUnit,
        image: line.image ?? null,
        categoryName: line.categoryName,
        quantity: line.quantity,
        packedWeight: line.packedWeight ?? null,
        unitPrice: cents(line.unitPrice),
        levelPrice: line.levelPrice === null || line.levelPrice === undefined ? null : cents(line.levelPrice),
        override: line.priceOverridden ? cents(line.unitPrice) : null,
        storedOverride: line.priceOverridden,
        notes: line.notes,
        isNew: false,
      }),
    ),
  };
  const ruled = ruleFreight(values, settings);
  return order.freight === ruled
    ? { ...values, freightText: centsToDollars(ruled) }
    : { ...values, freightTyped: true, freightText: centsToDollars(order.freight) };
}

function totalsWith(values: OrderEditorValues, settings: FreightSettings, freightOverride?: Cents) {
  return orderTotals({
    lines: values.lines.map((line) => ({
      quantity: line.quantity,
      packedWeight: line.packedWeight,
      unitPrice: line.override ?? line.unitPrice,
    })),
    basis: totalsBasis(values.status),
    isDelivery: values.isDelivery,
    freightCharge: settings.freightCharge,
    freeFreightThreshold: settings.freeFreightThreshold,
    cutting: dollarsToCents(values.cuttingText) ?? cents(0),
    freightOverride,
  });
}

/** The freight §4 gives: 0 for pick-up or no method, 0 over the threshold, else the freight charge. */
export function ruleFreight(values: OrderEditorValues, settings: FreightSettings): Cents {
  return totalsWith(values, settings).freight;
}

/** The freight the form shows: what staff typed, else the rule's. */
export function shownFreight(values: OrderEditorValues, settings: FreightSettings): Cents {
  if (!values.freightTyped) return ruleFreight(values, settings);
  return dollarsToCents(values.freightText) ?? ruleFreight(values, settings);
}

/** The totals panel's figures, from the same domain function the server uses. */
export function editorTotals(values: OrderEditorValues, settings: FreightSettings): OrderTotals {
  return totalsWith(values, settings, values.freightTyped ? shownFreight(values, settings) : undefined);
}

/** What a changed product list resets (spec §4): the delivery method to unset, and with it freight to 0. */
const PRODUCT_LIST_RESET = { isDelivery: null, freightTyped: false } as const;

/** The form after adding a product; null when it is already on the order ('Product Already Added'). */
export function withLineAdded(values: OrderEditorValues, line: EditorLine): OrderEditorValues | null {
  if (values.lines.some((existing) => existing.productId === line.productId)) return null;
  return { ...values, ...PRODUCT_LIST_RESET, lines: [...values.lines, line] };
}

/** The form after removing a product card. */
export function withLineRemoved(values: OrderEditorValues, productId: string): OrderEditorValues {
  return {
    ...values,
    ...PRODUCT_LIST_RESET,
    lines: values.lines.filter((line) => line.productId !== productId),
  };
}

/** The form after Delivery or Pick Up is chosen: the freight follows the rule again. */
export function withDeliveryMethod(values: OrderEditorValues, isDelivery: boolean): OrderEditorValues {
  return { ...values, isDelivery, freightTyped: false };
}

/** The form after a customer is chosen: Line becomes the customer's level. */
export function withCustomer(values: OrderEditorValues, customer: EditorCustomer | null): OrderEditorValues {
  return { ...values, customer, line: customer?.customerLevel ?? values.line };
}

/** One line changed in place (quantity, supplied weight, notes, price override). */
export function withLineChanged(
  values: OrderEditorValues,
  productId: string,
  change: Partial<
    Pick<EditorLine, 'quantity' | 'packedWeight' | 'notes' | 'override' | 'unitPrice' | 'levelPrice'>
  >,
): OrderEditorValues {
  return {
    ...values,
    lines: values.lines.map((line) => (line.productId === productId ? { ...line, ...change } : line)),
  };
}

/**
 * The form after staff set a line's unit price by hand, or cleared it (null): a stored override then goes
 * back to the level's price, any other line to the price it was charged.
 */
export function withPriceOverride(
  values: OrderEditorValues,
  productId: string,
  override: Cents | null,
): OrderEditorValues {
  return {
    ...values,
    lines: values.lines.map((line) => {
      if (line.productId !== productId) return line;
      if (override !== null || !line.storedOverride || line.levelPrice === null) return { ...line, override };
      return { ...line, override, unitPrice: line.levelPrice };
    }),
  };
}

/**
 * What the save sends: the choices and the lines, never a total or a price the server sets itself. Freight
 * goes as the amount shown only when staff typed it; null lets the server apply the rule.
 */
export function staffOrderInput(values: OrderEditorValues): StaffOrderInput {
  if (!values.customer || values.isDelivery === null || values.line === '') {
    throw new Error('staffOrderInput: validate the form first');
  }
  return {
    customerId: values.customer.id,
    processingDate: values.processingDate,
    status: values.status,
    isDelivery: values.isDelivery,
    line: values.line,
    freight: values.freightTyped ? (dollarsToCents(values.freightText) ?? 0) : null,
    cutting: dollarsToCents(values.cuttingText) ?? 0,
    purchaseOrder: values.purchaseOrder.trim(),
    notes: values.notes.trim(),
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      // Sent as shown: the save's version check keeps it from undoing a weight the packing board saved since.
      packedWeight: line.packedWeight,
      notes: line.notes.trim(),
      unitPriceOverride: line.override,
    })),
  };
}
