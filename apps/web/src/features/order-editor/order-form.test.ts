import { cents } from '@cleaver/domain/money';
import { describe, expect, it } from 'vitest';
import { dateFromDayFirst } from '../../lib/day-first-date';
import type { AdminOrder } from './api/admin-order';
import type { FreightSettings } from './api/order-settings';
import {
  type EditorLine,
  editorTotals,
  newOrderValues,
  type OrderEditorValues,
  orderEditorSchema,
  shownFreight,
  staffOrderInput,
  valuesFromOrder,
  withCustomer,
  withDeliveryMethod,
  withLineAdded,
  withLineChanged,
  withLineRemoved,
  withPriceOverride,
} from './order-form';

// $5.00 freight, free when the sub-total plus GST is over $100.00.
const settings: FreightSettings = {
  cutoffHour: 5,
  freightCharge: cents(500),
  freeFreightThreshold: cents(10_000),
  closedDays: [],
};

const CUSTOMER = '0b6e3f4e-0000-4000-8000-0000000000aa';
const MINCE = '0b6e3f4e-0000-4000-8000-000000000001';
const RIBS = '0b6e3f4e-0000-4000-8000-000000000002';

function storedLine(productId: string, overrides: Partial<AdminOrder['lines'][number]> = {}) {
  return {
    id: `line-${productId}`,
    productId,
    productName: 'Beef Mince',
    productCode: 'BM-1',
    productUnit: 'KG' as const,
    categoryName: 'Beef',
    quantity: 2,
    packedWeight: null,
    unitPrice: 1250,
    levelPrice: 1250,
    priceOverridden: false,
    notes: '',
    image: null,
    ...overrides,
  };
}

function storedOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'order-1',
    shortId: 'ORDER',
    version: 3,
    status: 'PENDING',
    orderDate: '2026-11-23T18:00:00.000Z',
    processingDate: '2026-11-24',
    line: 'A',
    priceLevelId: null,
    purchaseOrder: 'PO-7',
    notes: 'Back door',
    isDelivery: true,
    freight: 500,
    cutting: 0,
    productionRef: null,
    invoiceNumber: null,
    delivery: null,
    totalIsEstimate: true,
    updatedAt: '2026-11-23T18:00:00.000Z',
    updatedByName: null,
    customer: {
      id: CUSTOMER,
      companyName: 'Harbourside Bistro',
      contactName: 'Sophie Tane',
      email: 'bistro@demo.test',
      phone: '021 482 3307',
      exists: true,
    },
    lines: [storedLine(MINCE)],
    totals: { subTotal: 2500, freight: 500, cutting: 0, gst: 450, total: 3450 },
    invoice: null,
    correctionNotes: [],
    invoiceRevisions: [],
    sync: [],
    history: [],
    ...overrides,
  };
}

function newLine(productId: string, unitPrice = 900): EditorLine {
  return {
    productId,
    productName: 'Pork Ribs',
    productCode: 'PR-1',
    unit: 'KG',
    image: null,
    categoryName: 'Pork',
    quantity: 1.5,
    packedWeight: null,
    unitPrice: cents(unitPrice),
    levelPrice: cents(unitPrice),
    override: null,
    storedOverride: false,
    notes: '',
    isNew: true,
  };
}

describe('the order form', () => {
  it('reads a stored order; freight the rule gives now follows the rule, other freight counts as typed', () => {
    const ruled = valuesFromOrder(storedOrder(), settings);
    expect(ruled).toMatchObject({ freightTyped: false, freightText: '5.00', isDelivery: true, line: 'A' });
    expect(ruled.lines[0]).toMatchObject({ productId: MINCE, unitPrice: 1250, override: null, isNew: false });

    const byHand = valuesFromOrder(storedOrder({ freight: 1234 }), settings);
    expect(byHand).toMatchObject({ freightTyped: true, freightText: '12.34' });
    expect(staffOrderInput(byHand).freight).toBe(1234);
  });

  it('adding or removing a product resets the delivery method to unset and freight to 0', () => {
    const typed = { ...valuesFromOrder(storedOrder({ freight: 1234 }), settings) };
    const added = withLineAdded(typed, newLine(RIBS));
    expect(added).toMatchObject({ isDelivery: null, freightTyped: false });
    expect(added && shownFreight(added, settings)).toBe(0);

    const removed = withLineRemoved(valuesFromOrder(storedOrder(), settings), MINCE);
    expect(removed).toMatchObject({ isDelivery: null, freightTyped: false, lines: [] });

    // A changed quantity is not a changed product list.
    const more = withLineChanged(valuesFromOrder(storedOrder(), settings), MINCE, { quantity: 3 });
    expect(more.isDelivery).toBe(true);
  });

  it('refuses a product already on the order (Product Already Added)', () => {
    const values = valuesFromOrder(storedOrder(), settings);
    expect(withLineAdded(values, newLine(MINCE))).toBeNull();
  });

  it('pick-up charges no freight; delivery charges it until the sub-total plus GST is over the threshold', () => {
    const values = valuesFromOrder(storedOrder(), settings);
    expect(shownFreight(withDeliveryMethod(values, false), settings)).toBe(0);
    expect(shownFreight(withDeliveryMethod(values, true), settings)).toBe(500);
    // 2 kg × $50.00 = $100.00; × 1.15 is over $100.00.
    const big = withLineChanged(withDeliveryMethod(values, true), MINCE, { unitPrice: cents(5000) });
    expect(shownFreight(big, settings)).toBe(0);
    // Choosing the method again drops freight typed by hand.
    const typed: OrderEditorValues = { ...values, freightTyped: true, freightText: '9' };
    expect(shownFreight(typed, settings)).toBe(900);
    expect(withDeliveryMethod(typed, true).freightTyped).toBe(false);
  });

  it('totals an estimate on ordered quantities and a final on packed weights, with overrides and cutting', () => {
    const values: OrderEditorValues = {
      ...valuesFromOrder(storedOrder(), settings),
      isDelivery: false,
      cuttingText: '10',
    };
    // 2 × $12.50 = $25.00; cutting $10.00; GST $3.75 + $1.50.
    expect(editorTotals(values, settings)).toMatchObject({
      subTotal: 2500,
      cutting: 1000,
      gst: 525,
      total: 4025,
    });

    const packed: OrderEditorValues = {
      ...values,
      status: 'PACKED',
      lines: values.lines.map((line) => ({ ...line, packedWeight: 1.8, override: cents(1000) })),
    };
    // 1.8 × $10.00 (the override) = $18.00.
    expect(editorTotals(packed, settings)).toMatchObject({ subTotal: 1800, total: 1800 + 1000 + 270 + 150 });
  });

  it('sends the choices and lines with overrides, freight only when typed, and never a total', () => {
    const values = withLineChanged(valuesFromOrder(storedOrder(), settings), MINCE, {
      override: cents(1100),
      notes: ' skin off ',
    });
    const input = staffOrderInput({ ...values, cuttingText: '2.5' });
    expect(input).toEqual({
      customerId: CUSTOMER,
      processingDate: '2026-11-24',
      status: 'PENDING',
      isDelivery: true,
      line: 'A',
      freight: null,
      cutting: 250,
      purchaseOrder: 'PO-7',
      notes: 'Back door',
      lines: [
        { productId: MINCE, quantity: 2, packedWeight: null, notes: 'skin off', unitPriceOverride: 1100 },
      ],
    });
    expect(JSON.stringify(input)).not.toMatch(/total/i);

    // An override stays one when saved again; cleared, the line goes back to the level's price.
    const overridden = valuesFromOrder(
      storedOrder({ lines: [storedLine(MINCE, { unitPrice: 999, priceOverridden: true })] }),
      settings,
    );
    expect(staffOrderInput(overridden).lines[0]?.unitPriceOverride).toBe(999);
    const cleared = withPriceOverride(overridden, MINCE, null);
    expect(staffOrderInput(cleared).lines[0]?.unitPriceOverride).toBeNull();
    // The preview charges the level's price again.
    expect(editorTotals(cleared, settings).subTotal).toBe(2500);
  });

  it('choosing a customer sets Line to their level', () => {
    const values = newOrderValues(new Date('2026-11-24T01:00:00Z'), 5);
    const chosen = withCustomer(values, {
      id: CUSTOMER,
      companyName: 'Golden Wok Takeaways',
      contactName: 'Kevin Chen',
      email: 'takeaway@demo.test',
      phone: '022 761 0458',
      customerLevel: 'B',
    });
    expect(chosen.line).toBe('B');
  });

  it('says what is missing in the spec’s words, for a new order and for an update', () => {
    const empty = newOrderValues(new Date('2026-11-24T01:00:00Z'), 5);
    const messages = (mode: 'create' | 'update') => {
      const result = orderEditorSchema(mode).safeParse(empty);
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(messages('create')).toEqual({
      customer: 'This field is required',
      line: 'This field is required',
      isDelivery: 'Please Select Delivery Method',
      lines: 'Please add at least one product to create order.',
    });
    expect(messages('update').lines).toBe('At least one product is needed product to update this order.');
    expect(orderEditorSchema('update').safeParse({ ...empty, cuttingText: '12.345' }).success).toBe(false);
  });

  it('dates a new order past the cutoff, public holidays and staff’s closed days', () => {
    // Thursday 2 April 2026, 10:00 in Auckland: past the 05:00 cutoff, and Friday is Good Friday.
    const thursday = new Date('2026-04-01T21:00:00Z');
    expect(newOrderValues(thursday, 5).processingDate).toBe('2026-04-04');
    expect(newOrderValues(thursday, 5, [{ date: '2026-04-04', name: 'Stocktake' }]).processingDate).toBe(
      '2026-04-07',
    );
  });

  it('reads Order Date typed day first; anything else stays as typed and is refused', () => {
    expect(dateFromDayFirst('26/11/2026')).toBe('2026-11-26');
    expect(dateFromDayFirst('1/2/2027')).toBe('2027-02-01');
    expect(dateFromDayFirst('31/02/2027')).toBe('31/02/2027');
    const values = newOrderValues(new Date('2026-11-24T01:00:00Z'), 5);
    const parsed = orderEditorSchema('create').safeParse({ ...values, processingDate: '31/02/2027' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0])).toContain(
      'processingDate',
    );
  });
});
