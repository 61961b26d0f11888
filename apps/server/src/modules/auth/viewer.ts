import { getSessionCookie } from 'better-auth/cookies';
import { type EventBus, onEvent } from '../../platform/events.ts';
import type { Auth } from './auth.ts';

export type Role = 'admin' | 'customer';

/** The signed-in person as the API sees them; null for guests. */
export type Viewer = {
  userId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  customerId: string | null;
  mustChangePassword: boolean;
};

/**
 * Guests carry no session cookie, so they never cost a database round trip. Signed-in requests
 * are answered from better-auth's signed cookie cache, falling back to the session table.
 */
export async function resolveViewer(auth: Auth, headers: Headers): Promise<Viewer | null> {
  if (!getSessionCookie(headers)) return null;
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const u = found.user;
  const role = u.role === 'admin' ? 'admin' : u.role === 'customer' ? 'customer' : null;
  // A user without a role is treated as signed out (spec: sign out users with no group).
  if (!role || u.banned) return null;
  return {
    userId: u.id,
    sessionId: found.session.id,
    email: u.email,
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    role,
    customerId: u.customerId ?? null,
    mustChangePassword: u.mustChangePassword ?? false,
  };
}

// Signed-in requests come in bursts (a page asks several queries); checking the signed session cookie
// each time is most of their cost. A verified viewer is remembered briefly, by the exact cookie values.
const REMEMBER_MS = 10_000;
const REMEMBER_MAX = 10_000;

/**
 * {@link resolveViewer} with a short memory. A disabled account must stop at once, so any customer
 * change forgets everyone; sign-out clears the browser's cookie, and a copied cookie already lives as
 * long as better-auth's 60 s cookie cache, which this stays well inside.
 */
export function rememberingViewerResolver(auth: Auth, events: EventBus) {
  const remembered = new Map<string, { viewer: Viewer; until: number }>();
  onEvent(events, 'customer', () => remembered.clear());
  return async (headers: Headers): Promise<Viewer | null> => {
    if (!getSessionCookie(headers)) return null;
    const key = sessionCookies(headers.get('cookie') ?? '');
    const known = remembered.get(key);
    if (known && known.until > Date.now()) return known.viewer;
    const viewer = await resolveViewer(auth, headers);
    if (viewer) {
      if (remembered.size >= REMEMBER_MAX) remembered.clear();
      remembered.set(key, { viewer, until: Date.now() + REMEMBER_MS });
    } else {
      remembered.delete(key);
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
