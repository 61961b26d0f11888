import { describe, expect, it } from 'vitest';
import { deliveryZoneFormSchema, typedCents } from './delivery-zone-form';

const valid = {
  name: 'Central',
  weekdays: [4, 2],
  cutoffHour: '',
  freightCharge: '15',
  freeFreightThreshold: '300.00',
  minimumOrder: '',
  driverId: '',
};

const messages = (form: typeof valid) => {
  const parsed = deliveryZoneFormSchema.safeParse(form);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message]));
};

describe('typedCents', () => {
  it.each([
    ['15', 1500],
    ['15.5', 1550],
    ['$1,500.05', 150005],
    ['.5', 50],
    ['-5', -500],
    ['15 dollars', null],
    ['1.234', null],
    ['', null],
  ])('reads %j as %j', (typed, expected) => {
    expect(typedCents(typed)).toBe(expected);
  });
});

describe('deliveryZoneFormSchema', () => {
  it('parses into the input in cents, the days in order, the shop’s cutoff, no minimum and no driver', () => {
    expect(deliveryZoneFormSchema.parse(valid)).toEqual({
      name: 'Central',
      weekdays: [2, 4],
      cutoffHour: null,
      freightChargeCents: 1500,
      freeFreightThresholdCents: 30000,
      minimumOrderCents: 0,
      driverId: null,
    });
  });

  it('sends the driver chosen by id', () => {
    expect(deliveryZoneFormSchema.parse({ ...valid, driverId: 'driver-1' })).toMatchObject({
      driverId: 'driver-1',
    });
  });

  it.each([
    [{ ...valid, weekdays: [] }, 'weekdays', 'Choose at least one delivery day'],
    [{ ...valid, name: '  ' }, 'name', 'Zone name is required'],
    [{ ...valid, freightCharge: '' }, 'freightCharge', 'Required Field'],
    [{ ...valid, freightCharge: '-5' }, 'freightCharge', 'Freight charge cannot be negative'],
    [{ ...valid, minimumOrder: 'ten' }, 'minimumOrder', 'Enter dollars and cents, e.g. 15.00'],
    [
      { ...valid, freeFreightThreshold: '100000.01' },
      'freeFreightThreshold',
      'Free freight threshold cannot be more than $100,000.00',
    ],
  ])('says what is wrong at its field: %j', (form, field, message) => {
    expect(messages(form)).toMatchObject({ [field]: message });
  });
});
