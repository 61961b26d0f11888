import { FIRST_INVOICE_NUMBER } from '@cleaver/domain/constants';
import { processingDate } from '@cleaver/domain/cutoff';
import { aucklandDateString, aucklandParts } from '@cleaver/domain/dates';
import { closedDays } from '@cleaver/domain/holidays';
import { type Cents, cents, toDecimalString, ZERO } from '@cleaver/domain/money';
import { type OrderStatus, shortOrderId } from '@cleaver/domain/status';
import { isBilledOnPackedWeights, orderTotals, totalsBasis } from '@cleaver/domain/totals';
import type { invoice, notification, order, orderLine } from '../schema.ts';
import { type Catalogue, isOrderable, type SeededProduct } from './catalogue.ts';
import { BISTRO_PRODUCT_NOTES, STYLE_PRODUCTS } from './customers-data.ts';
import type { SeededCustomer } from './people.ts';
import type { Random } from './prng.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const HISTORY_DAYS = 120;
const NOTIFIED_ORDERS = 12;
const KG_QUANTITIES = [2, 2.5, 3, 4, 5, 5, 6, 7.5, 8, 10, 10, 12.5, 15, 20];
const PIECE_QUANTITIES = [10, 12, 20, 24, 30, 40, 50];
const DELIVERY_NOTES = [
  'Please deliver before 10am',
  'Back door, ring the bell',
  'Call on arrival',
  'Leave with reception if the kitchen is closed',
];

/** The settings orders are priced with, in cents. */
export type OrderSettings = { cutoffHour: number; freightCharge: Cents; freeFreightThreshold: Cents };

export type OrderHistory = {
  orders: Array<typeof order.$inferInsert & { id: string; status: OrderStatus }>;
  lines: Array<typeof orderLine.$inferInsert>;
  /** In issue order, so the sequence numbers them as they would have been numbered. */
  invoices: Array<typeof invoice.$inferInsert>;
  notifications: Array<typeof notification.$inferInsert>;
};

type Draft = { customer: SeededCustomer; orderDate: Date; processing: string; status: OrderStatus };

export function buildOrderHistory(
  random: Random,
  catalogue: Catalogue,
  customers: readonly SeededCustomer[],
  settings: OrderSettings,
  now: Date,
): OrderHistory {
  const orderable = catalogue.products.filter(isOrderable);
  const favourites = new Map(
    customers.map((c) => {
      const usual = STYLE_PRODUCTS[c.style].map(catalogue.productByCode).filter(isOrderable);
      return [c.id, [...random.sample(usual, random.int(10, 16)), ...random.sample(orderable, 3)]];
    }),
  );
  const bistroNotes = new Map(
    BISTRO_PRODUCT_NOTES.map(({ code, notes }) => [catalogue.productByCode(code).id, notes]),
  );
  const history: OrderHistory = { orders: [], lines: [], invoices: [], notifications: [] };

  for (const { customer, orderDate, processing, status } of planOrders(random, customers, settings, now)) {
    const id = random.uuid();
    const packed = isBilledOnPackedWeights(status);
    const items = pickItems(
      random,
      favourites.get(customer.id) ?? orderable,
      orderable,
      status === 'PENDING',
    );
    const lines = items.map((item) => {
      const quantity = quantityOf(random, item);
      const packedWeight = packed ? packedWeightOf(random, item, quantity) : null;
      return { item, quantity, packedWeight, unitPrice: catalogue.priceFor(customer.priceLevelId, item) };
    });
    const isDelivery = random.chance(0.85);
    const cutting = random.chance(0.08) ? cents(1000) : ZERO;
    // Freight follows the rule on what was packed once packed, so the stored freight and the invoice agree.
    const totals = orderTotals({
      lines,
      basis: totalsBasis(status),
      isDelivery,
      freightCharge: settings.freightCharge,
      freeFreightThreshold: settings.freeFreightThreshold,
      cutting,
    });
    const settledAt = new Date(Math.min(orderDate.getTime() + DAY, now.getTime() - MINUTE));
    const updatedAt = status === 'PENDING' ? orderDate : settledAt;

    history.orders.push({
      id,
      customerId: customer.id,
      customerSnapshot: customer.snapshot,
      status,
      orderDate,
      processingDate: processing,
      purchaseOrder: purchaseOrderOf(random, customer),
      notes: random.chance(0.1) ? random.pick(DELIVERY_NOTES) : '',
      line: customer.customerLevel,
      priceLevelId: customer.priceLevelId,
      isDelivery,
      freight: toDecimalString(totals.freight),
      cutting: toDecimalString(cutting),
      placedByUserId: customer.userId,
      version: status === 'PENDING' ? 1 : status === 'PACKED' ? 2 : 3,
      createdAt: orderDate,
      updatedAt,
    });
    history.lines.push(
      ...lines.map(({ item, quantity, packedWeight, unitPrice }, position) => ({
        id: random.uuid(),
        orderId: id,
        productId: item.id,
        productName: item.name,
        productCode: item.code,
        unit: item.unit,
        categoryName: item.category,
        description: item.description,
        imageKey: item.imageKey,
        quantity: String(quantity),
        packedWeight: packedWeight === null ? null : String(packedWeight),
        unitPrice: toDecimalString(unitPrice),
        defaultPrice: item.price,
        notes: customer.demo === 'bistro' ? (bistroNotes.get(item.id) ?? '') : '',
        position,
        createdAt: orderDate,
        updatedAt,
      })),
    );
    if (status === 'COMPLETED') {
      history.invoices.push({
        id: random.uuid(),
        orderId: id,
        // Numbered below, once the invoices are in the order they were issued.
        invoiceNumber: 0,
        customerId: customer.id,
        issuedAt: settledAt,
        subTotal: toDecimalString(totals.subTotal),
        freight: toDecimalString(totals.freight),
        cutting: toDecimalString(totals.cutting),
        gst: toDecimalString(totals.gst),
        total: toDecimalString(totals.total),
        emailedAt: settledAt,
        createdAt: settledAt,
        updatedAt: settledAt,
      });
    }
  }

  history.invoices.sort((a, b) => Number(a.issuedAt) - Number(b.issuedAt));
  history.invoices.forEach((invoice, index) => {
    invoice.invoiceNumber = FIRST_INVOICE_NUMBER + index;
  });
  const byCustomer = new Map(customers.map((c) => [c.id, c]));
  history.notifications = history.orders.slice(-NOTIFIED_ORDERS).map((o) => {
    const customer = byCustomer.get(o.customerId ?? '')!;
    return {
      id: random.uuid(),
      userName: customer.userName,
      message: `${customer.companyName} placed order ${shortOrderId(o.id)}`,
      orderId: o.id,
      createdAt: o.orderDate,
      updatedAt: o.orderDate,
    };
  });
  return history;
}

// Who ordered when, oldest first, and where each order stands now.
function planOrders(
  random: Random,
  customers: readonly SeededCustomer[],
  settings: OrderSettings,
  now: Date,
): Draft[] {
  const placed: Array<{ customer: SeededCustomer; orderDate: Date }> = [];
  for (let day = HISTORY_DAYS - 1; day >= 0; day--) {
    for (const customer of customers) {
      const orderDate = new Date(now.getTime() - (day + random.next()) * DAY);
      // Kitchens order less on Sundays; the closed account stopped ordering before it was disabled.
      const rate = aucklandParts(orderDate).weekday === 0 ? customer.orderRate * 0.4 : customer.orderRate;
      if (customer.demo === 'closed' && day < 30) continue;
      if (random.chance(rate)) placed.push({ customer, orderDate });
    }
  }
  // The bistro and the takeaway always have open orders to show on My Orders.
  for (const customer of customers.filter((c) => c.demo === 'bistro' || c.demo === 'takeaway')) {
    placed.push({ customer, orderDate: new Date(now.getTime() - random.int(20, 90) * MINUTE) });
    placed.push({ customer, orderDate: new Date(now.getTime() - random.int(180, 420) * MINUTE) });
  }
  placed.sort((a, b) => a.orderDate.getTime() - b.orderDate.getTime());

  const today = aucklandDateString(now);
  // The demo has no staff closed days; orders move past the public holidays as the storefront's would.
  const closed = closedDays();
  const drafts = placed.map(({ customer, orderDate }) => {
    const processing = processingDate(orderDate, settings.cutoffHour, closed).date;
    return { customer, orderDate, processing, status: statusOf(random, daysBetween(processing, today)) };
  });
  // Every status shows up in the demo, whatever day it is seeded on.
  if (!drafts.some((d) => d.status === 'PACKED')) {
    const latestDone = drafts.findLast((d) => d.status === 'COMPLETED');
    if (latestDone) latestDone.status = 'PACKED';
  }
  if (!drafts.some((d) => d.status === 'CANCELLED')) {
    const oldest = drafts.find((d) => d.status === 'COMPLETED');
    if (oldest) oldest.status = 'CANCELLED';
  }
  // And on the demo accounts' My Orders: a cancelled order beside the completed ones (one in twenty is cancelled, so
  // some moments of seeding left the bistro none).
  for (const demo of ['bistro', 'takeaway'] as const) {
    const completed = drafts.filter((d) => d.customer.demo === demo && d.status === 'COMPLETED');
    const cancelled = drafts.some((d) => d.customer.demo === demo && d.status === 'CANCELLED');
    if (!cancelled && completed.length > 1 && completed[0]) completed[0].status = 'CANCELLED';
  }
  return drafts;
}

/** Orders for today or later are open; the last few days are being packed and invoiced; older ones are done. */
function statusOf(random: Random, age: number): OrderStatus {
  if (age <= 0) return 'PENDING';
  if (age === 1) return random.chance(0.7) ? 'PACKED' : 'COMPLETED';
  if (age <= 3) return random.chance(0.3) ? 'PACKED' : 'COMPLETED';
  return random.chance(0.05) ? 'CANCELLED' : 'COMPLETED';
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY);
}

// Between 2 and 12 products, mostly from the customer's usual list; open orders skip what is out of stock.
function pickItems(
  random: Random,
  usual: readonly SeededProduct[],
  orderable: readonly SeededProduct[],
  openOrder: boolean,
): SeededProduct[] {
  const count = 2 + Math.round(10 * random.next() ** 1.6);
  const chosen = new Set<SeededProduct>();
  for (let attempt = 0; chosen.size < count && attempt < count * 8; attempt++) {
    const item = random.chance(0.8) ? random.pick(usual) : random.pick(orderable);
    if (!(openOrder && !item.inStock)) chosen.add(item);
  }
  return [...chosen];
}

function quantityOf(random: Random, item: SeededProduct): number {
  switch (item.unit) {
    case 'KG':
      return random.pick(KG_QUANTITIES);
    case 'CTN':
      return random.int(1, 4);
    case 'EACH':
      return random.int(1, 10);
    case 'PIECES':
      return random.pick(PIECE_QUANTITIES);
  }
}

/** Weighed items come off the scale a few percent either side of what was ordered; counted ones are exact. */
function packedWeightOf(random: Random, item: SeededProduct, quantity: number): number {
  if (item.unit !== 'KG') return quantity;
  return Math.round(quantity * (0.97 + random.next() * 0.06) * 100) / 100;
}

function purchaseOrderOf(random: Random, customer: SeededCustomer): string {
  if (customer.style === 'hotel') return random.chance(0.7) ? `PO-${random.int(40000, 49999)}` : '';
  return random.chance(0.15) ? `${customer.code.slice(0, 4)}-${random.int(1000, 9999)}` : '';
}
