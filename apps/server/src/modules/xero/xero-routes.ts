import { isDomainError, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance } from 'fastify';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Viewer } from '../auth/viewer.ts';
import { XERO_CALLBACK_PATH, type XeroConnections } from './xero-connection.service.ts';

export const XERO_CONNECT_PATH = '/api/xero/connect';
/** Where staff land after Xero: the Integrations screen's Xero card, told how it went. */
export const XERO_RETURN_PATH = '/Admin/Integrations';

/**
 * GET /api/xero/connect sends staff to Xero's consent page; Xero sends the browser back to GET /api/xero/callback with
 * the code (or an error), which finishes the connection and returns to the Integrations screen with `xero=connected`,
 * `xero=choose` or `xero=failed&reason=…`. Staff only (a guest is sent to sign in, a customer gets 403).
 */
export function registerXeroRoutes(
  server: FastifyInstance,
  options: { xero: XeroConnections; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { xero, viewerOf } = options;
  const back = (params: Record<string, string>) => `${XERO_RETURN_PATH}?${new URLSearchParams(params)}`;

  server.get(XERO_CONNECT_PATH, async (request, reply) => {
    const viewer = await viewerOf(toFetchHeaders(request));
    if (!viewer || viewer.mustChangePassword) return reply.redirect('/login');
    if (viewer.role !== 'admin') {
      return reply.status(403).send({ code: 'FORBIDDEN', message: userMessage('FORBIDDEN') });
    }
    try {
      return reply.header('cache-control', 'no-store').redirect(xero.startUrl(viewer));
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return reply.redirect(back({ xero: 'failed', reason: error.message }));
    }
  });

  server.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    XERO_CALLBACK_PATH,
    async (request, reply) => {
      const viewer = await viewerOf(toFetchHeaders(request));
      if (!viewer || viewer.mustChangePassword) return reply.redirect('/login');
      if (viewer.role !== 'admin') {
        return reply.status(403).send({ code: 'FORBIDDEN', message: userMessage('FORBIDDEN') });
      }
      const { code, state, error } = request.query;
      if (error || !code || !state) {
        const reason =
          error === 'access_denied' ? 'Access was not allowed at Xero.' : 'Xero did not connect.';
        return reply.redirect(back({ xero: 'failed', reason }));
      }
      try {
        const view = await xero.complete(viewer, code, state);
        return reply.redirect(back({ xero: view.status === 'CHOOSING' ? 'choose' : 'connected' }));
      } catch (failure) {
        request.log.warn({ err: failure }, 'Connecting to Xero failed');
        const reason = isDomainError(failure)
          ? failure.message
          : 'Xero could not be reached or refused the sign-in. Try again in a minute.';
        return reply.redirect(back({ xero: 'failed', reason }));
      }
    },
  );
}
