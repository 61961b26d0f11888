import { describe, expect, it } from 'vitest';
import { loadText, undeliveredText } from './driver-stops';

describe('the driver’s words for a stop', () => {
  it('counts what goes off the van, leaving out no cartons', () => {
    expect(loadText(3, 2)).toBe('3 lines · 2 cartons');
    expect(loadText(1, 1)).toBe('1 line · 1 carton');
    expect(loadText(2, 0)).toBe('2 lines');
  });

  it('says how many stops go to the office’s list', () => {
    expect(undeliveredText(0)).toBe('Every stop is marked delivered.');
    expect(undeliveredText(1)).toBe('1 stop is not marked delivered. It goes to the office’s list.');
    expect(undeliveredText(2)).toBe('2 stops are not marked delivered. They go to the office’s list.');
  });
});
