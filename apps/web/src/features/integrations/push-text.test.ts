import { describe, expect, it } from 'vitest';
import { dismissedText, formatWhen, nextTryText } from './push-text';

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
    expect(nextTryText({ state: 'DISMISSED', nextAttemptAt: null })).toBe('Not sent: dismissed');
  });
});

describe('dismissedText', () => {
  it('says who dismissed a push and when, in Pacific/Auckland', () => {
    expect(dismissedText({ byName: 'Aroha Admin', at: '2026-11-25T00:05:00Z' })).toBe(
      'Dismissed by Aroha Admin, 25/11/2026 1:05 pm',
    );
    expect(dismissedText({ byName: '', at: '2026-11-25T00:05:00Z' })).toBe(
      'Dismissed by staff, 25/11/2026 1:05 pm',
    );
  });
});
