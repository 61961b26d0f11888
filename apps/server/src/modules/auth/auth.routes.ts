import { type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendFetchResponse, toFetchHeaders, toFetchRequest } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import { type Auth, CLIENT_IP_HEADER } from './auth.ts';
import { viewerJson } from './viewer.ts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  BAD_INPUT: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  TEMP_PASSWORD_EXPIRED: 403,
  RATE_LIMITED: 429,
};

/**
 * The REST face of identity under /api/auth. Only two paths are open: sign-in (answered by the identity
 * service, so it is throttled and worded like the GraphQL `signIn`) and sign-out (better-auth's, which
 * clears the cookies). Every other better-auth endpoint is closed: the rest of identity is GraphQL, and
 * nothing may go around its rules (first sign-in, throttling, session guards).
 */
export function registerAuthRoutes(
  server: FastifyInstance,
  options: { auth: Auth; services: Services; allowedOrigins: ReadonlySet<string>; publicUrl: string },
): void {
  const { auth, services, allowedOrigins } = options;
  // better-auth checks Origin only when cookies are present; a foreign page must not be able to sign a
  // browser in either (login CSRF), so every POST must come from our own origin.
  const isForeign = (request: FastifyRequest) => !allowedOrigins.has(request.headers.origin ?? '');
  const refuseForeign = (reply: FastifyReply) =>
    reply.status(403).send({ code: 'INVALID_ORIGIN', message: 'Invalid origin' });

  server.post('/api/auth/sign-in/email', async (request, reply) => {
    if (isForeign(request)) return refuseForeign(reply);
    const body = (request.body ?? {}) as { email?: unknown; password?: unknown };
    try {
      const signedIn = await services.auth.signIn(
        {
          email: typeof body.email === 'string' ? body.email : '',
          password: typeof body.password === 'string' ? body.password : '',
        },
        { ip: request.ip, headers: toFetchHeaders(request) },
      );
      reply.header('set-cookie', signedIn.setCookies);
      reply.header('cache-control', 'no-store');
      return reply.send({ user: viewerJson(signedIn.user) });
    } catch (error) {
      const code: ErrorCode = isDomainError(error) ? error.code : 'SIGN_IN_FAILED';
      if (!isDomainError(error)) request.log.error(error, 'sign-in failed');
      const message = isDomainError(error) ? error.message : userMessage(code);
      return reply.status(STATUS[code] ?? 500).send({ code, message });
    }
  });

  server.post('/api/auth/sign-out', async (request, reply) => {
    if (isForeign(request)) return refuseForeign(reply);
    const headers = toFetchHeaders(request);
    const sessionId = await services.auth.currentSessionId(headers);
    const fetchRequest = toFetchRequest(request, options.publicUrl);
    fetchRequest.headers.set(CLIENT_IP_HEADER, request.ip);
    const response = await auth.handler(fetchRequest);
    // The row is gone; a copy of the cookie that the cookie cache would still vouch for is refused too.
    if (response.ok && sessionId) services.auth.endSessions([sessionId]);
    return sendFetchResponse(reply, response);
  });

  server.all('/api/auth/*', async (_request, reply) =>
    reply.status(404).send({ code: 'NOT_FOUND', message: userMessage('NOT_FOUND') }),
  );
}
