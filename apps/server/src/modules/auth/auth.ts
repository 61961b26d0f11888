import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema.ts';

export type AuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins?: string[];
};

// Kept short so a revoked or disabled session stops working quickly even where the cookie cache
// answers without the database; the identity module also revokes sessions and pushes a sign-out.
const COOKIE_CACHE_SECONDS = 60;

/** The header the server sets to the client's address for better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-cleaver-client-ip';

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Cleaver',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    trustedOrigins: options.trustedOrigins ?? [options.baseURL],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Customers and staff are created by staff, never by sign-up.
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 14,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: true, maxAge: COOKIE_CACHE_SECONDS },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '', input: false },
        lastName: { type: 'string', required: false, defaultValue: '', input: false },
        customerId: { type: 'string', required: false, input: false },
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false },
        tempPasswordExpiresAt: { type: 'date', required: false, input: false },
      },
    },
    plugins: [
      admin({ defaultRole: 'customer', adminRoles: ['admin'], bannedUserMessage: 'Account disabled.' }),
    ],
    advanced: {
      database: { generateId: 'uuid' },
      // Set by the server from Fastify's request.ip (see TRUST_PROXY), never taken from the client.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // A restaurant's staff may share one IP; per-account backoff comes with the identity module.
    rateLimit: {
      enabled: true,
      window: 60,
      max: 200,
      storage: 'memory',
      customRules: { '/sign-in/email': { window: 60, max: 30 } },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
