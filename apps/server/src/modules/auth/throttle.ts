import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How a counter backs off: the `lockAfter`-th hit locks it for `lockMs`, and each later hit doubles that. */
export type ThrottlePolicy = {
  lockAfter: number;
  lockMs: number;
  maxLockMs: number;
  /** A counter without a hit for this long starts again from zero. */
  forgetAfterMs: number;
  /** Least time between two hits; a hit sooner than this is refused too. */
  minIntervalMs?: number;
};

/** What is counted, against whom (a client address or an account's email), under which policy. */
export type Counter = { scope: string; subject: string; policy: ThrottlePolicy };

/**
 * The numbers behind the identity limits (docs/decisions/011). Per account they stop guessing one
 * password or code; per client address they stop trying many accounts from one place, yet leave room
 * for a restaurant's staff sharing an address.
 */
export const POLICIES = {
  signInPerAccount: { lockAfter: 5, lockMs: MINUTE, maxLockMs: 15 * MINUTE, forgetAfterMs: HOUR },
  signInPerAddress: { lockAfter: 20, lockMs: MINUTE, maxLockMs: 15 * MINUTE, forgetAfterMs: HOUR },
  codeCheckPerAccount: { lockAfter: 5, lockMs: 5 * MINUTE, maxLockMs: HOUR, forgetAfterMs: HOUR },
  codeCheckPerAddress: { lockAfter: 20, lockMs: 5 * MINUTE, maxLockMs: HOUR, forgetAfterMs: HOUR },
  codeSendPerAccount: {
    lockAfter: 5,
    lockMs: 15 * MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
    // The browser locks Resend Code for 25 s; a little less here allows for clock and network skew.
    minIntervalMs: 20_000,
  },
  codeSendPerAddress: { lockAfter: 20, lockMs: 15 * MINUTE, maxLockMs: HOUR, forgetAfterMs: HOUR },
} as const satisfies Record<string, ThrottlePolicy>;

// Rows quiet for a day are of no further use; they are swept every so many hits.
const SWEEP_EVERY_HITS = 200;
const SWEEP_AFTER_MS = 24 * HOUR;

/**
 * Counts hits per key in the database, so every server instance backs off together. The same work is
 * done for any subject, so whether an email has an account never changes what happens here.
 */
export class Throttle {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** True when any counter is locked, or was hit more recently than its policy's least interval. */
  async isBlocked(counters: ReadonlyArray<Counter>): Promise<boolean> {
    const now = this.clock().getTime();
    const keys = counters.map(keyOf);
    const rows = await this.db
      .select({
        key: authThrottle.key,
        lastHitAt: authThrottle.lastHitAt,
        lockedUntil: authThrottle.lockedUntil,
      })
      .from(authThrottle)
      .where(inArray(authThrottle.key, keys));
    return rows.some((row) => {
      const policy = counters[keys.indexOf(row.key)]?.policy;
      if (!policy) return false;
      if (row.lockedUntil && row.lockedUntil.getTime() > now) return true;
      return policy.minIntervalMs !== undefined && now - row.lastHitAt.getTime() < policy.minIntervalMs;
    });
  }

  /** Counts one hit on every counter, locking those that reach their policy's limit. */
  async hit(counters: ReadonlyArray<Counter>): Promise<void> {
    const now = this.clock();
    for (const counter of counters) {
      const key = keyOf(counter);
      const forgetBefore = new Date(now.getTime() - counter.policy.forgetAfterMs);
      // One statement, so concurrent hits on one key each count.
      const [row] = await this.db
        .insert(authThrottle)
        .values({ key, hits: 1, lastHitAt: now })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${authThrottle.lastHitAt} < ${forgetBefore} then 1 else ${authThrottle.hits} + 1 end`,
            lockedUntil: sql`case when ${authThrottle.lastHitAt} < ${forgetBefore} then null else ${authThrottle.lockedUntil} end`,
            lastHitAt: now,
            updatedAt: now,
          },
        })
        .returning({ hits: authThrottle.hits });
      const lockMs = lockFor(counter.policy, row?.hits ?? 1);
      if (lockMs > 0) {
        await this.db
          .update(authThrottle)
          .set({ lockedUntil: new Date(now.getTime() + lockMs) })
          .where(eq(authThrottle.key, key));
      }
    }
    this.hitsSinceSweep += counters.length;
    if (this.hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.hitsSinceSweep = 0;
      await this.db
        .delete(authThrottle)
        .where(lt(authThrottle.lastHitAt, new Date(now.getTime() - SWEEP_AFTER_MS)));
    }
  }

  /** Forgets a counter, e.g. an account's failures once it signs in. */
  async reset(counter: Counter): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, keyOf(counter)));
  }
}

/** How long the `hits`-th hit locks a counter: nothing below the limit, then doubling up to the cap. */
export function lockFor(policy: ThrottlePolicy, hits: number): number {
  if (hits < policy.lockAfter) return 0;
  const doublings = Math.min(hits - policy.lockAfter, 20);
  return Math.min(policy.lockMs * 2 ** doublings, policy.maxLockMs);
}

// Keys are hashed so neither the emails people typed nor their addresses are kept in the table.
function keyOf(counter: Counter): string {
  const digest = createHash('sha256').update(`${counter.scope}\u0000${counter.subject}`).digest('base64url');
  return `${counter.scope}:${digest}`;
}
