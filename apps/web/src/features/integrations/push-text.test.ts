import { describe, expect, it } from 'vitest';
import { formatWhen, nextTryText } from './push-text';

describe('formatWhen', () => {
  it.each([
    ['2026-11-25T00:05:00Z', '25/11/2026 1:05 pm'],
    ['2026-06-30T12:30:00Z', '01/07/2026 12:30 am'],
    ['2026-04-04T13:59:00Z', '05/04/2026 2:59 am'],
  ])('shows %s in Pacific/Auckland as %s', (iso, shown) => {
    expect(formatWhen(iso)).toBe(shown);
  });
});

describe('nextTryText', () => {
  it('says when a waiting push goes next, and that a failed or sending one will not wait', () => {
    expect(nextTryText({ state: 'WAITING', nextAttemptAt: '2026-11-25T00:05:00Z' })).toBe(
      '25/11/2026 1:05 pm',
    );
    expect(nextTryText({ state: 'SENDING', nextAttemptAt: null })).toBe('Sending now');
    expect(nextTryText({ state: 'FAILED', nextAttemptAt: null })).toBe('Given up: Retry or Dismiss');
  });
});
