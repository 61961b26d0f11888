import { describe, expect, it } from 'vitest';
import { deliveredOnText } from './delivery-text';

describe('a delivery beside its order in the list', () => {
  it.each([
    // New Zealand daylight time (UTC+13) and standard time (UTC+12).
    ['2026-12-07T21:42:00.000Z', 'Delivered 08/12/2026'],
    ['2026-06-07T12:30:00.000Z', 'Delivered 08/06/2026'],
  ])('at %s reads %j, in Auckland', (deliveredAt, compact) => {
    expect(deliveredOnText(deliveredAt)).toBe(compact);
  });
});
