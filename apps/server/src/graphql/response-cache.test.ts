import { describe, expect, it } from 'vitest';
import { ClearingCache } from './response-cache.ts';

const answer = (n: number) => ({ data: { n } });

describe('ClearingCache', () => {
  it('keeps an answer until it is too old', () => {
    const cache = new ClearingCache(10);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('a')).toEqual(answer(1));
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', answer(2), [], -1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('forgets everything on a change, and does not keep an answer computed across one', () => {
    const cache = new ClearingCache(10);
    cache.get('a');
    cache.set('a', answer(1), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    // 'b' was being computed from data read before the change.
    cache.set('b', answer(2), [], 60_000);
    expect(cache.get('b')).toBeUndefined();
  });

  it('holds at most its limit, dropping the oldest', () => {
    const cache = new ClearingCache(2);
    for (const key of ['a', 'b', 'c']) {
      cache.get(key);
      cache.set(key, answer(1), [], 60_000);
    }
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(answer(1));
  });
});
