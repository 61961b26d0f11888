import { getSessionCookie } from 'better-auth/cookies';
import { type EventBus, onEvent } from '../../platform/events.ts';
import type { Auth } from './auth.ts';
import type { RevokedSessions, SessionLimits } from './session-guard.ts';

/** Staff, a customer's user, or a driver (staff who see only their own runs: issue 50). */
export type Role = 'admin' | 'customer' | 'driver';

/** Who a user is, as the API shows them. */
export type ViewerProfile = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  customerId: string | null;
  /** Signed in with a temporary password: nothing but setting a new one is allowed yet. */
  mustChangePassword: boolean;
};

/** The signed-in person as the API sees them, with the session they came in on; null for guests. */
export type Viewer = ViewerProfile & {
  sessionId: string;
  sessionCreatedAt: Date;
  /** When the session last showed activity (written hourly at most). */
  sessionSeenAt: Date;
};

type SessionUser = {
  id: string;
  email: string;
  role?: string | null;
  banned?: boolean | null;
  firstName?: string | null;
  lastName?: string | null;
  customerId?: string | null;
  mustChangePassword?: boolean | null;
};

/**
 * A better-auth user as the API shows them; null for one the API must not serve: no role (the spec
 * signs such users out), banned, or a customer without a customer record.
 */
export function toViewerProfile(user: SessionUser): ViewerProfile | null {
  const role = user.role === 'admin' || user.role === 'customer' || user.role === 'driver' ? user.role : null;
  if (!role || user.banned) return null;
  if (role === 'customer' && !user.customerId) return null;
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    role,
    customerId: user.customerId ?? null,
    mustChangePassword: user.mustChangePassword ?? false,
  };
}

/** A role as the API names it. */
export function roleName(role: Role): 'ADMIN' | 'CUSTOMER' | 'DRIVER' {
  return role === 'admin' ? 'ADMIN' : role === 'driver' ? 'DRIVER' : 'CUSTOMER';
}

/** A user as the sign-in answer and GraphQL's `Viewer` show them. */
export function viewerJson(profile: ViewerProfile) {
  return {
    id: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: roleName(profile.role),
    customerId: profile.customerId,
    mustChangePassword: profile.mustChangePassword,
  };
}

/**
 * Guests carry no session cookie, so they never cost a database round trip. Signed-in requests
 * are answered from better-auth's signed cookie cache, falling back to the session table.
 */
export async function resolveViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  if (!getSessionCookie(headers)) return null;
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const profile = toViewerProfile(found.user);
  if (!profile) return null;
  return {
    ...profile,
    sessionId: found.session.id,
    sessionCreatedAt: new Date(found.session.createdAt),
    sessionSeenAt: new Date(found.session.updatedAt),
  };
}

// Signed-in requests come in bursts (a page asks several queries); checking the signed session cookie
// each time is most of their cost. A verified viewer is remembered briefly, by the exact cookie values.
const REMEMBER_MS = 10_000;
const REMEMBER_MAX = 10_000;

/**
 * {@link resolveViewer} with a short memory, behind the session guards: a session revoked on the server
 * (sign-out, password change, disabled account) is refused at once even while the cookie cache or this
 * memory would still vouch for it, and the idle and absolute limits are checked on every request.
 */
export function rememberingViewerResolver(options: {
  auth: Auth;
  events: EventBus;
  revoked: RevokedSessions;
  limits: SessionLimits;
}) {
  const { auth, revoked, limits } = options;
  const remembered = new Map<string, { viewer: Viewer; until: number }>();
  // A customer's details (their email, say) may have changed: look everyone up afresh.
  onEvent(options.events, 'customer', () => remembered.clear());
  return async (headers: Headers): Promise<Viewer | null> => {
    if (!getSessionCookie(headers)) return null;
    const key = sessionCookies(headers.get('cookie') ?? '');
    const known = remembered.get(key);
    let viewer = known && known.until > Date.now() ? known.viewer : null;
    if (!viewer) {
      viewer = await resolveViewer(auth, headers);
      if (!viewer) {
        remembered.delete(key);
        return null;
      }
      if (remembered.size >= REMEMBER_MAX) remembered.clear();
      remembered.set(key, { viewer, until: Date.now() + REMEMBER_MS });
    }
    if (revoked.isRevoked(viewer) || !(await limits.admit(viewer))) {
      remembered.delete(key);
      return null;
    }
    return viewer;
  };
}

/** better-auth's own cookies from a Cookie header, in a stable order. */
function sessionCookies(cookieHeader: string): string {
  return cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith('better-auth.') || pair.startsWith('__Secure-better-auth.'))
    .sort()
    .join('; ');
}
