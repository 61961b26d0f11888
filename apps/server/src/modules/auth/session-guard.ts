import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { session } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A session ends this long after sign-in, however busy (better-auth's expiresIn says the same). */
export const SESSION_ABSOLUTE_MS = 7 * DAY;
/** A session ends after this long without a request: a weekend away, not a week. */
export const SESSION_IDLE_MS = 3 * DAY;
/** Activity is written to the session row at most this often. */
const SEEN_WRITE_EVERY_MS = HOUR;

// better-auth's signed cookie cache vouches for a session for up to 60 s without reading the session
// table; a revoked session is remembered well beyond that.
const REVOKED_KEEP_MS = 5 * MINUTE;

/** The parts of a signed-in session the guards look at. */
export type GuardedSession = {
  sessionId: string;
  customerId: string | null;
  sessionCreatedAt: Date;
  sessionSeenAt: Date;
};

/** How a session's end came about, as its live streams are told. */
export type Revocation = {
  /** Staff disabled or archived the customer (their pages say so); otherwise a sign-out, password change or reset. */
  accountDisabled: boolean;
};

/**
 * Sessions ended on the server, kept in memory so a copied cookie that better-auth's cookie cache still
 * vouches for is refused at once, and so live streams opened on them end. Fed directly by this instance and
 * by events from the others, as each event is dispatched: a stream reading the next event finds it already told.
 */
export class RevokedSessions {
  private readonly sessions = new Map<string, { until: number } & Revocation>();
  private readonly disabledCustomers = new Set<string>();
  /** Open live streams' callbacks, by session id and by `customer:` + customer id. */
  private readonly watchers = new Map<string, Set<(revocation: Revocation) => void>>();

  constructor(events: EventBus) {
    events.listen('sessionsRevoked', ({ sessionIds, accountDisabled }) =>
      this.revoke(sessionIds, { accountDisabled: accountDisabled === true }),
    );
    events.listen('customer', ({ customerId, isActive }) => this.customerActive(customerId, isActive));
  }

  revoke(sessionIds: ReadonlyArray<string>, revocation: Revocation = { accountDisabled: false }): void {
    const now = Date.now();
    if (this.sessions.size > 10_000) {
      for (const [id, { until }] of this.sessions) if (until <= now) this.sessions.delete(id);
    }
    for (const id of sessionIds) {
      this.sessions.set(id, { until: now + REVOKED_KEEP_MS, ...revocation });
      this.tell(id, revocation);
    }
  }

  customerActive(customerId: string, isActive: boolean): void {
    if (isActive) {
      this.disabledCustomers.delete(customerId);
      return;
    }
    this.disabledCustomers.add(customerId);
    this.tell(`customer:${customerId}`, { accountDisabled: true });
  }

  isRevoked(viewer: GuardedSession): boolean {
    return this.revocationOf(viewer) !== null;
  }

  /** How the session ended, or null while it is honoured. */
  revocationOf(viewer: GuardedSession): Revocation | null {
    if (viewer.customerId && this.disabledCustomers.has(viewer.customerId)) return { accountDisabled: true };
    const revoked = this.sessions.get(viewer.sessionId);
    return revoked && revoked.until > Date.now() ? { accountDisabled: revoked.accountDisabled } : null;
  }

  /**
   * Calls `onRevoked` once, as soon as the session is revoked (or its customer disabled) on any instance; returns
   * the function that stops watching. For live streams, which outlast the request that checked the session.
   */
  watch(viewer: GuardedSession, onRevoked: (revocation: Revocation) => void): () => void {
    const keys = viewer.customerId ? [viewer.sessionId, `customer:${viewer.customerId}`] : [viewer.sessionId];
    const watcher = (revocation: Revocation) => {
      stop();
      onRevoked(revocation);
    };
    const stop = () => {
      for (const key of keys) {
        const watching = this.watchers.get(key);
        watching?.delete(watcher);
        if (watching?.size === 0) this.watchers.delete(key);
      }
    };
    for (const key of keys) {
      const watching = this.watchers.get(key) ?? new Set();
      watching.add(watcher);
      this.watchers.set(key, watching);
    }
    return stop;
  }

  private tell(key: string, revocation: Revocation): void {
    const watching = this.watchers.get(key);
    if (watching) for (const watcher of [...watching]) watcher(revocation);
  }
}

/**
 * The idle and absolute limits, on the injected clock. Activity is the session row's updated_at, which
 * better-auth no longer touches (its refresh is off) and this writes at most hourly.
 */
export class SessionLimits {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /** True while the session is within both limits (recording the activity); false once it has ended. */
  async admit(viewer: GuardedSession): Promise<boolean> {
    const now = this.clock().getTime();
    const seenAt = Math.max(viewer.sessionSeenAt.getTime(), this.seen.get(viewer.sessionId) ?? 0);
    if (now - viewer.sessionCreatedAt.getTime() >= SESSION_ABSOLUTE_MS || now - seenAt >= SESSION_IDLE_MS) {
      this.seen.delete(viewer.sessionId);
      await this.db.delete(session).where(eq(session.id, viewer.sessionId));
      return false;
    }
    if (now - seenAt >= SEEN_WRITE_EVERY_MS) {
      if (this.seen.size > 10_000) this.seen.clear();
      this.seen.set(viewer.sessionId, now);
      await this.db
        .update(session)
        .set({ updatedAt: new Date(now) })
        .where(eq(session.id, viewer.sessionId));
    }
    return true;
  }
}
