import { describe, expect, it } from 'vitest';
import { staffOrderSchema } from './schemas.ts';

const valid = {
  customerId: '0b7c1a2e-4d5f-4a6b-8c9d-0e1f2a3b4c5d',
  processingDate: '2026-11-24',
  status: 'PENDING',
  isDelivery: true,
  line: 'A',
  freight: null,
  cutting: 0,
  lines: [{ productId: '1b7c1a2e-4d5f-4a6b-8c9d-0e1f2a3b4c5d', quantity: 1.5 }],
};

const firstMessage = (input: unknown) => staffOrderSchema.safeParse(input).error?.issues[0]?.message;

describe('staffOrderSchema', () => {
  it('reads a staff order with defaults for the optional fields', () => {
    expect(staffOrderSchema.parse(valid)).toEqual({
      ...valid,
      purchaseOrder: '',
      notes: '',
      lines: [{ ...valid.lines[0], notes: '', unitPriceOverride: null }],
    });
    expect(staffOrderSchema.parse({ ...valid, freight: 1500, cutting: 250 })).toMatchObject({
      freight: 1500,
      cutting: 250,
    });
  });

  it('says what is missing in the spec’s words', () => {
    expect(firstMessage({ ...valid, customerId: '' })).toBe('This field is required');
    expect(firstMessage({ ...valid, processingDate: '24/11/2026' })).toBe('This field is required');
    expect(firstMessage({ ...valid, status: undefined })).toBe('This field is required');
    expect(firstMessage({ ...valid, isDelivery: null })).toBe('Please Select Delivery Method');
    expect(firstMessage({ ...valid, lines: [] })).toBe('Please add at least one product to create order.');
    expect(firstMessage({ ...valid, lines: [valid.lines[0], valid.lines[0]] })).toBe('Product Already Added');
  });

  it('refuses charges and prices outside whole cents from 0 to $99,999', () => {
    for (const bad of [-1, 1.5, 10_000_000]) {
      expect(staffOrderSchema.safeParse({ ...valid, cutting: bad }).success).toBe(false);
      expect(staffOrderSchema.safeParse({ ...valid, freight: bad }).success).toBe(false);
      expect(
        staffOrderSchema.safeParse({ ...valid, lines: [{ ...valid.lines[0], unitPriceOverride: bad }] })
          .success,
      ).toBe(false);
    }
    expect(
      staffOrderSchema.safeParse({ ...valid, lines: [{ ...valid.lines[0], quantity: 0.05 }] }).success,
    ).toBe(false);
  });
});
