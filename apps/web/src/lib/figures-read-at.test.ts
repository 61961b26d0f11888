import { describe, expect, it } from 'vitest';
import { figuresSourceText, readAtText } from './figures-read-at';

describe('figures read at', () => {
  // 21:42 UTC on 2 December is 10:42 on 3 December in Auckland (NZDT, +13).
  const readAt = '2026-12-02T21:42:05.000Z';

  it.each([
    ['the same New Zealand day', '2026-12-03T01:00:00.000Z', '10:42'],
    ['a later day', '2026-12-04T01:00:00.000Z', '10:42 on 03/12/2026'],
  ])('reads the time alone on %s, else the date too', (_case, now, expected) => {
    expect(readAtText(readAt, new Date(now))).toBe(expected);
  });

  it('names the source', () => {
    expect(figuresSourceText('Cleaver ledger', readAt, new Date('2026-12-03T01:00:00.000Z'))).toBe(
      'From the Cleaver ledger, read 10:42',
    );
  });
});
