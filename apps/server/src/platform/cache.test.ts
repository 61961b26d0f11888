import { describe, expect, it } from 'vitest';
import { ReloadingValue } from './cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ReloadingValue', () => {
  it('loads once for concurrent readers and keeps the value', async () => {
    let loads = 0;
    const value = new ReloadingValue(async () => ++loads);
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
    expect(await value.get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads again after an invalidation', async () => {
    let loads = 0;
    const value = new ReloadingValue(async () => ++loads);
    await value.get();
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('does not keep a value whose load an invalidation overtook', async () => {
    const first = deferred<string>();
    const loads = [first.promise, Promise.resolve('fresh')];
    const value = new ReloadingValue(() => loads.shift() ?? Promise.resolve('later'));
    const waiting = value.get();
    value.invalidate();
    first.resolve('stale');
    expect(await waiting).toBe('stale');
    expect(await value.get()).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    const loads = [Promise.reject(new Error('database down')), Promise.resolve('ok')];
    const value = new ReloadingValue(() => loads.shift() ?? Promise.resolve('later'));
    await expect(value.get()).rejects.toThrow('database down');
    expect(await value.get()).toBe('ok');
  });
});
