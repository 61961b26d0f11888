/**
 * Allows `limit` events per key within a sliding window, in this process's memory. With several
 * instances each keeps its own count, so the effective limit is per instance.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly options: { limit: number; windowMs: number; now?: () => number }) {}

  /** Records an event for `key` and returns true, or returns false (recording nothing) when over the limit. */
  tryTake(key: string): boolean {
    const now = this.now();
    const recent = this.recent(key, now);
    if (recent.length >= this.options.limit) return false;
    recent.push(now);
    this.hits.set(key, recent);
    // Forget keys that have gone quiet, so addresses seen once do not pile up.
    if (this.hits.size > 1_000) this.sweep(now);
    return true;
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => now - at < this.options.windowMs);
  }

  private sweep(now: number) {
    for (const key of this.hits.keys()) {
      const recent = this.recent(key, now);
      if (recent.length === 0) this.hits.delete(key);
      else this.hits.set(key, recent);
    }
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
