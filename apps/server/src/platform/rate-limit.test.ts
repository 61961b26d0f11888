import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limit.ts';

function limiterAt(start: number) {
  const clock = { now: start };
  const limiter = new SlidingWindowLimiter({ limit: 3, windowMs: 1_000, now: () => clock.now });
  return { limiter, clock };
}

describe('SlidingWindowLimiter', () => {
  it('allows the limit within the window, then refuses', () => {
    const { limiter } = limiterAt(0);
    expect([1, 2, 3, 4].map(() => limiter.tryTake('10.0.0.1'))).toEqual([true, true, true, false]);
  });

  it('counts each key on its own', () => {
    const { limiter } = limiterAt(0);
    for (let i = 0; i < 3; i++) limiter.tryTake('10.0.0.1');
    expect(limiter.tryTake('10.0.0.1')).toBe(false);
    expect(limiter.tryTake('10.0.0.2')).toBe(true);
  });

  it('frees a slot once the oldest event leaves the window', () => {
    const { limiter, clock } = limiterAt(0);
    limiter.tryTake('a');
    clock.now = 400;
    limiter.tryTake('a');
    limiter.tryTake('a');
    clock.now = 999;
    expect(limiter.tryTake('a')).toBe(false);
    clock.now = 1_000;
    expect(limiter.tryTake('a')).toBe(true);
    expect(limiter.tryTake('a')).toBe(false);
  });

  it('does not count refused attempts', () => {
    const { limiter, clock } = limiterAt(0);
    for (let i = 0; i < 3; i++) limiter.tryTake('a');
    clock.now = 500;
    for (let i = 0; i < 10; i++) limiter.tryTake('a');
    clock.now = 1_000;
    expect([1, 2, 3, 4].map(() => limiter.tryTake('a'))).toEqual([true, true, true, false]);
  });

  it('keeps limiting a busy key when it forgets quiet ones', () => {
    const { limiter, clock } = limiterAt(0);
    for (let i = 0; i < 1_100; i++) limiter.tryTake(`quiet-${i}`);
    clock.now = 600;
    for (let i = 0; i < 3; i++) limiter.tryTake('busy');
    clock.now = 1_100;
    expect(limiter.tryTake('someone-new')).toBe(true);
    clock.now = 1_200;
    expect(limiter.tryTake('busy')).toBe(false);
    expect(limiter.tryTake('quiet-0')).toBe(true);
  });
});
