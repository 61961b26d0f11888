import { type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';

export const PICK_LIST_PDF_PATH = '/api/admin/pick-list.pdf';

const STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_INPUT: 400 };

function refuse(reply: FastifyReply, code: ErrorCode, message = userMessage(code)): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'private, no-store')
    .send({ code, message });
}

/**
 * GET /api/admin/pick-list.pdf?date=YYYY-MM-DD: the pick list of a processing date (no date: the next one)
 * as a PDF, staff only. `{ code, message }` with 401 for a guest, 403 for a customer, 400 for a bad date.
 */
export function registerPickListRoutes(
  server: FastifyInstance,
  options: { services: Services; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { services, viewerOf } = options;
  server.get<{ Querystring: { date?: string } }>(PICK_LIST_PDF_PATH, async (request, reply) => {
    const viewer = await viewerOf(toFetchHeaders(request));
    // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
    if (!viewer || viewer.mustChangePassword) return refuse(reply, 'UNAUTHENTICATED');
    if (viewer.role !== 'admin') return refuse(reply, 'FORBIDDEN');
    const asked =
      typeof request.query.date === 'string' && request.query.date !== '' ? request.query.date : null;
    try {
      const { processingDate, pdf } = await services.pickList.pdf(asked);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="pick-list-${processingDate}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    } catch (error) {
      if (isDomainError(error)) return refuse(reply, error.code, error.message);
      throw error;
    }
  });
}
