import { getSessionCookie } from 'better-auth/cookies';
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
