import { INVOICE_PRINT_MAX } from '@cleaver/domain/constants';
import { noteNumber, noteTitle } from '@cleaver/domain/corrections';
import { isDateOnly } from '@cleaver/domain/dates';
import { type ErrorCode, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal } from '../../platform/cross-site.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';
import { correctionNotePdf } from './correction-note-pdf.ts';
import type { ExportRange } from './invoice-export.service.ts';
import { invoicePdf, invoicesPdf } from './invoice-pdf.ts';

export const INVOICE_PRINT_PATH = '/api/admin/invoices/print';
export const INVOICE_EXPORT_PATH = '/api/admin/invoices/export.csv';
export const INVOICE_EXPORT_SUMMARY_PATH = '/api/admin/invoices/export-summary';
/** The longest date range one export covers. */
const EXPORT_MAX_DAYS = 366;

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  NOT_FOUND: 404,
  BAD_INPUT: 400,
};

const PDF_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.pdf$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refuse(reply: FastifyReply, code: ErrorCode, message = userMessage(code)): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'private, no-store')
    .send({ code, message });
}

type Options = {
  services: Services;
  allowedOrigins: ReadonlySet<string>;
  viewerOf: (headers: Headers) => Promise<Viewer | null>;
};

/**
 * Invoice downloads, on the session cookie:
 * - GET /api/invoices/:invoiceId.pdf: staff any invoice, a customer their own orders' only (404 otherwise, the
 *   same answer as an unknown id), a guest 401.
 * - GET /api/notes/:noteId.pdf: a credit or debit note, seen as invoices are.
 * - POST /api/admin/invoices/print `{ invoiceIds }`: staff; one PDF, each invoice from a new page.
 * - POST /api/admin/invoices/export.csv `{ from, to, onlyNew? }`: staff; the invoices, then the credit and debit
 *   notes, issued from–to (YYYY-MM-DD, Pacific/Auckland, inclusive) as one Xero sales invoice import CSV (a credit
 *   note as an invoice of negative total, which Xero imports as a credit note), each marked as exported now; with
 *   `onlyNew: true` only those never exported before.
 * - GET /api/admin/invoices/export-summary?from=&to=: staff; `{ documents, exportedBefore, firstExportedAt,
 *   lastExportedAt }`, so the export dialog can warn before exporting a document again.
 * Every answer is `private, no-store`; refusals are `{ code, message }`.
 */
export function registerInvoiceRoutes(server: FastifyInstance, options: Options): void {
  const { services, allowedOrigins, viewerOf } = options;

  /** The viewer, or the refusal already sent. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const viewer = await viewerOf(toFetchHeaders(request));
    // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
    if (!viewer || viewer.mustChangePassword) {
      refuse(reply, 'UNAUTHENTICATED');
      return null;
    }
    return viewer;
  }

  async function staff(request: FastifyRequest, reply: FastifyReply): Promise<Viewer | null> {
    const viewer = await signedIn(request, reply);
    if (viewer && viewer.role !== 'admin') {
      refuse(reply, 'FORBIDDEN');
      return null;
    }
    return viewer;
  }

  server.get<{ Params: { file: string } }>('/api/invoices/:file', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    const id = PDF_FILE.exec(request.params.file)?.[1]?.toLowerCase();
    if (!id) return refuse(reply, 'NOT_FOUND');
    const document = await services.invoiceDocuments.one(id);
    if (!document) return refuse(reply, 'NOT_FOUND');
    if (viewer.role !== 'admin') {
      // The order's customer now: an order moved to another customer is theirs.
      const owner = await services.invoiceDocuments.customerOf(document.orderId);
      if (!viewer.customerId || owner !== viewer.customerId) return refuse(reply, 'NOT_FOUND');
    }
    const pdf = await invoicePdf(document);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="Invoice-${document.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  server.get<{ Params: { file: string } }>('/api/notes/:file', async (request, reply) => {
    const viewer = await signedIn(request, reply);
    if (!viewer) return reply;
    const id = PDF_FILE.exec(request.params.file)?.[1]?.toLowerCase();
    if (!id) return refuse(reply, 'NOT_FOUND');
    const document = await services.invoiceDocuments.note(id);
    if (!document) return refuse(reply, 'NOT_FOUND');
    if (viewer.role !== 'admin') {
      const owner = await services.invoiceDocuments.customerOf(document.orderId);
      if (!viewer.customerId || owner !== viewer.customerId) return refuse(reply, 'NOT_FOUND');
    }
    const pdf = await correctionNotePdf(document);
    const name = `${noteTitle(document.kind).replace(' ', '-')}-${noteNumber(document.kind, document.number)}`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  server.post<{ Body: unknown }>(INVOICE_PRINT_PATH, {
    bodyLimit: 128 * 1024,
    onRequest: async (request, reply) => {
      const refusal = crossSiteRefusal(request.method, toFetchHeaders(request), allowedOrigins);
      if (refusal) {
        request.log.warn({ origin: request.headers.origin }, `cross-site invoice print refused: ${refusal}`);
        return refuse(reply, 'CROSS_SITE_REFUSED');
      }
    },
    handler: async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      const ids = (request.body as { invoiceIds?: unknown } | null)?.invoiceIds;
      if (
        !Array.isArray(ids) ||
        ids.length === 0 ||
        ids.length > INVOICE_PRINT_MAX ||
        !ids.every((id): id is string => typeof id === 'string' && UUID.test(id))
      ) {
        return refuse(reply, 'BAD_INPUT', `Send invoiceIds: 1 to ${INVOICE_PRINT_MAX} invoice ids.`);
      }
      const documents = await services.invoiceDocuments.many(ids.map((id) => id.toLowerCase()));
      if (documents.length === 0) return refuse(reply, 'NOT_FOUND');
      const pdf = await invoicesPdf(documents);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="Invoices.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  /** The range asked for, or the refusal already sent. */
  function exportRange(reply: FastifyReply, from: unknown, to: unknown): ExportRange | null {
    if (typeof from !== 'string' || typeof to !== 'string' || !isDateOnly(from) || !isDateOnly(to)) {
      refuse(reply, 'BAD_INPUT', 'Give from and to as YYYY-MM-DD.');
      return null;
    }
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    if (days < 0 || days > EXPORT_MAX_DAYS) {
      refuse(reply, 'BAD_INPUT', `The range must run forward and cover at most ${EXPORT_MAX_DAYS} days.`);
      return null;
    }
    return { from, to };
  }

  server.get<{ Querystring: { from?: string; to?: string } }>(
    INVOICE_EXPORT_SUMMARY_PATH,
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      const range = exportRange(reply, request.query.from, request.query.to);
      if (!range) return reply;
      const summary = await services.invoiceExport.summary(range);
      return reply.header('cache-control', 'private, no-store').send(summary);
    },
  );

  // A POST, as it writes: each document keeps when it was exported.
  server.post<{ Body: unknown }>(INVOICE_EXPORT_PATH, {
    bodyLimit: 4 * 1024,
    onRequest: async (request, reply) => {
      const refusal = crossSiteRefusal(request.method, toFetchHeaders(request), allowedOrigins);
      if (refusal) {
        request.log.warn({ origin: request.headers.origin }, `cross-site invoice export refused: ${refusal}`);
        return refuse(reply, 'CROSS_SITE_REFUSED');
      }
    },
    handler: async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      const body = (request.body ?? {}) as { from?: unknown; to?: unknown; onlyNew?: unknown };
      const range = exportRange(reply, body.from, body.to);
      if (!range) return reply;
      if (body.onlyNew !== undefined && typeof body.onlyNew !== 'boolean') {
        return refuse(reply, 'BAD_INPUT', 'Give onlyNew as true or false.');
      }
      const { csv } = await services.invoiceExport.export(range, { onlyNew: body.onlyNew ?? false });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoices-${range.from}-to-${range.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
}
