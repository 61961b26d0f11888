import { closedDays } from '@cleaver/domain/holidays';
import { type RecurringRun, runText } from '@cleaver/domain/recurring';
import { describe, expect, it } from 'vitest';
import type { RecurringOrder } from './api/recurring-order';
import {
  formClosedDays,
  newRecurringValues,
  previewRuns,
  previewStart,
  type RecurringFormValues,
  type RecurringLine,
  recurringFormSchema,
  recurringOrderInput,
  valuesFromRecurringOrder,
  withLineAdded,
  withLineChanged,
  withLineRemoved,
} from './recurring-form';

const brisket: RecurringLine = {
  productId: '00000000-0000-4000-8000-000000000001',
  productName: 'Beef Brisket',
  productCode: 'BF-BRI',
  unit: 'KG',
  image: null,
  quantity: 5,
  notes: '',
  available: true,
  unitPrice: 1850,
};

const filled: RecurringFormValues = {
  ...newRecurringValues('2026-11-24'),
  customer: {
    id: '00000000-0000-4000-8000-0000000000c1',
    companyName: 'Bistro Ltd',
    contactName: 'Bea Stro',
    email: 'bistro@demo.test',
    phone: '',
  },
  frequency: 'WEEKLY',
  selectedDays: [4, 1],
  isDelivery: true,
  lines: [brisket],
};

const messages = (values: RecurringFormValues) => {
  const parsed = recurringFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the recurring order form', () => {
  it('starts active, Daily from today, with nothing chosen', () => {
    expect(newRecurringValues('2026-11-24')).toMatchObject({
      isActive: true,
      frequency: 'DAILY',
      startingDate: '2026-11-24',
      selectedDays: [],
      isDelivery: null,
      lines: [],
    });
  });

  it("refuses an empty form with the spec's messages", () => {
    expect(messages(newRecurringValues('2026-11-24'))).toEqual({
      customer: 'This field is required',
      isDelivery: 'Please Select Delivery Method',
      lines: 'Add one or more products to create recurring order.',
    });
  });

  it('needs a day for Weekly and Fortnightly but not for Daily, and a real starting date', () => {
    expect(messages({ ...filled, selectedDays: [] })).toEqual({ selectedDays: 'Select one or more days.' });
    expect(messages({ ...filled, frequency: 'FORTNIGHTLY', selectedDays: [] }).selectedDays).toBe(
      'Select one or more days.',
    );
    expect(messages({ ...filled, frequency: 'DAILY', selectedDays: [] })).toEqual({});
    expect(messages({ ...newRecurringValues('2026-11-24'), frequency: 'WEEKLY' }).selectedDays).toBe(
      'Select one or more days.',
    );
    expect(messages({ ...filled, startingDate: '31/02/2027' })).toEqual({
      startingDate: 'This field is required',
    });
    expect(messages({ ...filled, cuttingText: '12.345' }).cuttingText).toBe(
      'Number has to be between 0 and 99999',
    );
  });

  it('sends the days in week order, none for Daily, and a blank freight as the freight rule (null)', () => {
    expect(
      recurringOrderInput({ ...filled, freightText: '', cuttingText: '2.5', notes: ' Back door ' }),
    ).toEqual({
      customerId: filled.customer?.id,
      isActive: true,
      frequency: 'WEEKLY',
      startingDate: '2026-11-24',
      selectedDays: [1, 4],
      isDelivery: true,
      freight: null,
      cutting: 250,
      notes: 'Back door',
      lines: [{ productId: brisket.productId, quantity: 5, notes: '' }],
    });
    const daily = recurringOrderInput({ ...filled, frequency: 'DAILY', freightText: '0' });
    expect(daily.selectedDays).toEqual([]);
    expect(daily.freight).toBe(0);
  });

  it('reads a stored standing order back into the form', () => {
    const stored = {
      id: 'r1',
      isActive: false,
      frequency: 'FORTNIGHTLY',
      startingDate: '2026-12-01',
      selectedDays: [5, 2],
      frequencyText: 'Fortnightly: Tuesday, Friday',
      isDelivery: false,
      freight: 750,
      cutting: 0,
      notes: 'Ring first',
      customer: {
        id: 'c1',
        companyName: 'Bistro Ltd',
        firstName: 'Bea',
        lastName: 'Stro',
        customerCode: 'C001',
        email: 'bistro@demo.test',
        isActive: true,
      },
      lines: [{ ...brisket, id: 'l1', available: false, unitPrice: null }],
    } as unknown as RecurringOrder;
    expect(valuesFromRecurringOrder(stored)).toMatchObject({
      customer: { id: 'c1', companyName: 'Bistro Ltd', contactName: 'Bea Stro' },
      isActive: false,
      frequency: 'FORTNIGHTLY',
      selectedDays: [2, 5],
      isDelivery: false,
      freightText: '7.50',
      cuttingText: '',
      notes: 'Ring first',
      lines: [{ productId: brisket.productId, available: false, unitPrice: null }],
    });
  });

  it('adds, changes and removes lines; a product already there is refused', () => {
    const added = withLineAdded([], brisket);
    expect(added).toEqual([brisket]);
    expect(withLineAdded([brisket], { ...brisket, quantity: 2 })).toBeNull();
    expect(withLineChanged([brisket], brisket.productId, { quantity: 7.5 })[0]?.quantity).toBe(7.5);
    expect(withLineRemoved([brisket], brisket.productId)).toEqual([]);
  });
});

describe('the next orders preview', () => {
  const closed = closedDays([{ date: '2026-11-26', name: 'Stocktake' }]);

  it('gives the next five Mondays and Thursdays from today', () => {
    const runs = previewRuns({ ...filled, selectedDays: [1, 4] }, '2026-11-24', closedDays());
    expect(runs.map((run) => run.dueDate)).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
    ]);
  });

  it('puts a delivery to the customer’s zone on the van’s days, as the server’s run will', () => {
    const central = { ...filled.customer!, deliveryZoneName: 'Central', deliveryWeekdays: [2, 4] };
    const delivered = { ...filled, customer: central, selectedDays: [1] };
    const runs = previewRuns(delivered, '2026-11-24', formClosedDays(delivered, closedDays()));
    expect(runText(runs[0] as RecurringRun)).toBe(
      'Monday 30/11/2026 (moved to Tuesday 01/12/2026: Central has no delivery on Mondays)',
    );
    // Picked up, it keeps its Mondays; so does a customer in no zone.
    const pickUp = { ...delivered, isDelivery: false };
    expect(previewRuns(pickUp, '2026-11-24', formClosedDays(pickUp, closedDays()))[0]?.processingDate).toBe(
      '2026-11-30',
    );
    const noZone = { ...delivered, customer: filled.customer };
    expect(previewRuns(noZone, '2026-11-24', formClosedDays(noZone, closedDays()))[0]?.processingDate).toBe(
      '2026-11-30',
    );
  });

  it('moves a run past a staff closed day or a public holiday, and says so', () => {
    const runs = previewRuns(filled, '2026-11-24', closed);
    expect(runText(runs[0] as RecurringRun)).toBe(
      'Thursday 26/11/2026 (moved to Friday 27/11/2026: Stocktake)',
    );
    const easter = previewRuns({ ...filled, startingDate: '2027-03-29' }, '2026-11-24', closed)[0];
    expect(easter).toMatchObject({ dueDate: '2027-03-29', processingDate: '2027-03-30' });
  });

  it('starts a new standing order where an order placed now would be processed', () => {
    const holidays = closedDays();
    // Wednesday 25 November 2026 in Auckland (NZDT), with a 05:00 cutoff.
    expect(previewStart(null, new Date('2026-11-25T04:59:00+13:00'), 5, holidays)).toBe('2026-11-25');
    expect(previewStart(null, new Date('2026-11-25T05:00:00+13:00'), 5, holidays)).toBe('2026-11-26');
    // Staff's Stocktake on Thursday 26: Thursday's delivery still comes, made on Friday.
    expect(previewStart(null, new Date('2026-11-25T05:00:00+13:00'), 5, closed)).toBe('2026-11-26');
    // Saturday after the cutoff, and Sunday: Sunday's delivery, made on Monday.
    expect(previewStart(null, new Date('2026-11-28T10:00:00+13:00'), 5, holidays)).toBe('2026-11-29');
    expect(previewStart(null, new Date('2026-11-29T03:00:00+13:00'), 5, holidays)).toBe('2026-11-29');
    // A saved one goes by the server's mark, whatever the hour.
    const saved = { lastGeneratedDate: '2026-11-25' };
    expect(previewStart(saved, new Date('2026-11-25T04:00:00+13:00'), 5, holidays)).toBe('2026-11-26');
    expect(
      previewStart({ lastGeneratedDate: '2026-11-24' }, new Date('2026-11-25T22:00:00+13:00'), 5, holidays),
    ).toBe('2026-11-25');
  });

  it('shows nothing until the plan is complete', () => {
    expect(previewRuns({ ...filled, selectedDays: [] }, '2026-11-24', closed)).toEqual([]);
    expect(previewRuns({ ...filled, startingDate: '24/11' }, '2026-11-24', closed)).toEqual([]);
    expect(
      previewRuns({ ...filled, frequency: 'DAILY', selectedDays: [] }, '2026-11-24', closed),
    ).toHaveLength(5);
  });
});
