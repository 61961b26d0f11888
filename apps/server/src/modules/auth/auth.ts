import { userMessage } from '@cleaver/domain/errors';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema.ts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { SESSION_ABSOLUTE_MS } from './session-guard.ts';

export type AuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins?: string[];
  /** Decides whether a temporary password has expired. */
  clock?: Clock;
};

// Short, and backed by the in-memory revoked-session set (session-guard.ts), so a revoked or disabled
// session stops at once even where the cookie cache answers without the database.
const COOKIE_CACHE_SECONDS = 60;

/** The code better-auth answers when a sign-in used a temporary password past its expiry. */
export const TEMP_PASSWORD_EXPIRED = 'TEMP_PASSWORD_EXPIRED';

/** The header the server sets to the client's address for better-auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-cleaver-client-ip';

export function createAuth(options: AuthOptions) {
  const clock = options.clock ?? systemClock;
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
      // The same scrypt as better-auth's, with a lower cost only in test runs (password-hash.ts).
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // The absolute limit is the cookie's and the row's lifetime. better-auth would slide it on use; that
    // is off, and the idle limit is checked on our clock instead (session-guard.ts, docs/decisions/011).
    session: {
      expiresIn: SESSION_ABSOLUTE_MS / 1000,
      disableSessionRefresh: true,
      cookieCache: { enabled: true, maxAge: COOKIE_CACHE_SECONDS },
    },
    databaseHooks: {
      session: {
        create: {
          // Runs after the password was verified (and after the admin plugin's ban check), so an
          // expired temporary password is only ever reported to someone who knew it.
          before: async (created) => {
            const [found] = await options.db
              .select({ must: user.mustChangePassword, expiresAt: user.tempPasswordExpiresAt })
              .from(user)
              .where(eq(user.id, created.userId));
            if (found?.must && found.expiresAt && found.expiresAt.getTime() <= clock().getTime()) {
              throw new APIError('FORBIDDEN', {
                code: TEMP_PASSWORD_EXPIRED,
                message: userMessage('TEMP_PASSWORD_EXPIRED'),
              });
            }
          },
        },
      },
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
    // Only sign-out reaches better-auth's router (auth.routes.ts); sign-in and codes are throttled by
    // the identity service per address and per account, in the database.
    rateLimit: { enabled: true, window: 60, max: 200, storage: 'memory' },
    // Unknown emails and wrong passwords are expected; they are counted, not logged as warnings.
    logger: { level: 'error' },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
