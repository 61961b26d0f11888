import { type ErrorCode, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';
import { statementPdf } from './statement-pdf.ts';

const STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, NOT_FOUND: 404 };
const PDF_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;

function refuse(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'private, no-store')
    .send({ code, message: userMessage(code) });
}

/**
 * GET /api/statements/:statementId.pdf on the session cookie: staff any statement, a customer their own only (404
 * otherwise, the same answer as an unknown id), a guest 401. Printed again it is the same file, byte for byte.
 */
export function registerStatementRoutes(
  server: FastifyInstance,
  options: { services: Services; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { services, viewerOf } = options;
  server.get<{ Params: { file: string } }>('/api/statements/:file', async (request, reply) => {
    const viewer = await viewerOf(toFetchHeaders(request));
    // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
    if (!viewer || viewer.mustChangePassword) return refuse(reply, 'UNAUTHENTICATED');
    const id = PDF_FILE.exec(request.params.file)?.[1]?.toLowerCase();
    if (!id) return refuse(reply, 'NOT_FOUND');
    const statement = await services.statements.one(id);
    if (!statement) return refuse(reply, 'NOT_FOUND');
    if (viewer.role !== 'admin' && (!viewer.customerId || viewer.customerId !== statement.customerId)) {
      return refuse(reply, 'NOT_FOUND');
    }
    const pdf = await statementPdf(statement);
    const name = `Statement-${statement.period}-${statement.content.customerCode}`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
