import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
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

/** An attempt let through: each counter it was counted on, with the lock its hit set (null if none). */
export type Attempt = ReadonlyArray<{ counter: Counter; lockedUntil: Date | null }>;

// Rows quiet for a day are of no further use; they are swept every so many hits.
const SWEEP_EVERY_HITS = 200;
const SWEEP_AFTER_MS = 24 * HOUR;

/**
 * Counts attempts per key in the database, so every server instance backs off together. An attempt is
 * counted before the password or code is checked, one statement per counter, so a burst of concurrent
 * attempts gets exactly each policy's limit. The same work is done for any subject, so whether an email
 * has an account never changes what happens here.
 */
export class Throttle {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one attempt on every counter, locking those that reach their policy's limit. Null when a
   * counter refuses it (locked, or hit more recently than its policy's least interval); a refused
   * attempt is counted on none of them.
   */
  async attempt(counters: ReadonlyArray<Counter>): Promise<Attempt | null> {
    const now = this.clock();
    const counted: Array<Attempt[number]> = [];
    for (const counter of counters) {
      const lockedUntil = await this.count(counter, now);
      if (lockedUntil === undefined) {
        // Refused here, so not an attempt after all: the counters before this one get it back.
        await this.giveBack(counted);
        return null;
      }
      counted.push({ counter, lockedUntil });
    }
    this.hitsSinceSweep += counted.length;
    if (this.hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.hitsSinceSweep = 0;
      await this.db
        .delete(authThrottle)
        .where(lt(authThrottle.lastHitAt, new Date(now.getTime() - SWEEP_AFTER_MS)));
    }
    return counted;
  }

  /**
   * Takes back an attempt's hit on the given counters (all it was counted on by default), because it
   * turned out not to be a failure: the count goes down by one, and a lock goes if this attempt set it
   * or the count is below the limit again.
   */
  async giveBack(attempt: Attempt, counters?: ReadonlyArray<Counter>): Promise<void> {
    const now = this.clock();
    for (const { counter, lockedUntil } of attempt) {
      if (counters && !counters.includes(counter)) continue;
      const belowLimit = sql`${authThrottle.hits} - 1 < ${counter.policy.lockAfter}`;
      const unlock = lockedUntil
        ? sql`${belowLimit} or ${authThrottle.lockedUntil} = ${lockedUntil}`
        : belowLimit;
      await this.db
        .update(authThrottle)
        .set({
          hits: sql`greatest(${authThrottle.hits} - 1, 0)`,
          lockedUntil: sql`case when ${unlock} then null else ${authThrottle.lockedUntil} end`,
          updatedAt: now,
        })
        .where(eq(authThrottle.key, keyOf(counter)));
    }
  }

  /** Forgets a counter, e.g. an account's failures once it signs in. */
  async reset(counter: Counter): Promise<void> {
    await this.db.delete(authThrottle).where(eq(authThrottle.key, keyOf(counter)));
  }

  /**
   * One hit on one counter, in one statement: ON CONFLICT DO UPDATE locks the existing row and its SET
   * and WHERE see the row as it is under that lock, so concurrent hits are decided one after another.
   * Returns the lock the hit set (null for none), or undefined when the counter refused it: a refused
   * hit updates nothing, and so returns no row.
   */
  private async count(counter: Counter, now: Date): Promise<Date | null | undefined> {
    const { policy } = counter;
    const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
    const hits = sql`(case when ${authThrottle.lastHitAt} < ${forgetBefore} then 1 else ${authThrottle.hits} + 1 end)`;
    // lockFor() in SQL, since the count it depends on is only known under the row lock.
    const lockMs = sql`least(${policy.lockMs}::float8 * power(2, least(${hits} - ${policy.lockAfter}, 20)), ${policy.maxLockMs}::float8)`;
    const open = sql`(${authThrottle.lockedUntil} is null or ${authThrottle.lockedUntil} <= ${now})`;
    const allowed =
      policy.minIntervalMs === undefined
        ? open
        : sql`${open} and ${authThrottle.lastHitAt} <= ${new Date(now.getTime() - policy.minIntervalMs)}`;
    const firstLockMs = lockFor(policy, 1);
    const rows = await this.db
      .insert(authThrottle)
      .values({
        key: keyOf(counter),
        hits: 1,
        lastHitAt: now,
        lockedUntil: firstLockMs > 0 ? new Date(now.getTime() + firstLockMs) : null,
      })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          hits,
          lockedUntil: sql`case when ${hits} >= ${policy.lockAfter} then ${now}::timestamptz + ${lockMs} * interval '1 millisecond' end`,
          lastHitAt: now,
          updatedAt: now,
        },
        setWhere: allowed,
      })
      .returning({ lockedUntil: authThrottle.lockedUntil });
    return rows[0] ? rows[0].lockedUntil : undefined;
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
