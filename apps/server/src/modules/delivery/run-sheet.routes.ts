import { type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRecordId } from '../../graphql/ids.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';
import { docketsPdf, runSheetPdf } from './run-sheet-pdf.ts';

export const RUN_SHEET_PDF_PATH = '/api/admin/run-sheet.pdf';
export const DOCKETS_PDF_PATH = '/api/admin/dockets.pdf';

/** At most this many orders' dockets in one PDF. */
const DOCKETS_MAX = 200;

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_INPUT: 400,
  NOT_FOUND: 404,
};

function refuse(reply: FastifyReply, code: ErrorCode, message = userMessage(code)): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'private, no-store')
    .send({ code, message });
}

function sendPdf(reply: FastifyReply, name: string, pdf: Buffer): FastifyReply {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

type RunQuery = { date?: string; zone?: string; order?: string | string[]; prices?: string };

/** `zone`: a zone's id, 'none' for customers in no zone; absent: every run. */
function zoneAsked(zone: string | undefined): string | null | undefined {
  if (zone === undefined || zone === '') return undefined;
  if (zone === 'none') return null;
  return zone;
}

/**
 * GET /api/admin/run-sheet.pdf?date=YYYY-MM-DD[&zone=<id>|none]: the driver's run sheet of a date (every run, or
 * one zone's). GET /api/admin/dockets.pdf?order=<id>[&order=…] or ?date=…[&zone=…]: delivery dockets, one order to
 * a page, prices only with &prices=1. Staff only: `{ code, message }` with 401 for a guest, 403 for a customer,
 * 400 for a bad date or id, 404 for an order or run not there.
 */
export function registerRunSheetRoutes(
  server: FastifyInstance,
  options: { services: Services; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { services, viewerOf } = options;
  const staff = async (headers: Headers, reply: FastifyReply): Promise<boolean> => {
    const viewer = await viewerOf(headers);
    if (!viewer || viewer.mustChangePassword) {
      refuse(reply, 'UNAUTHENTICATED');
      return false;
    }
    if (viewer.role !== 'admin') {
      refuse(reply, 'FORBIDDEN');
      return false;
    }
    return true;
  };
  const runsOf = async (date: string, zone: string | null | undefined) =>
    zone === undefined ? services.runSheets.runs(date) : [await services.runSheets.run(date, zone)];

  server.get<{ Querystring: RunQuery }>(RUN_SHEET_PDF_PATH, async (request, reply) => {
    if (!(await staff(toFetchHeaders(request), reply))) return reply;
    const date = String(request.query.date ?? '');
    try {
      const runs = await runsOf(date, zoneAsked(request.query.zone));
      const { brand } = await services.settings.businessProfile();
      return sendPdf(reply, `run-sheet-${date}.pdf`, await runSheetPdf(date, runs, { brand }));
    } catch (error) {
      if (isDomainError(error)) return refuse(reply, error.code, error.message);
      throw error;
    }
  });

  server.get<{ Querystring: RunQuery }>(DOCKETS_PDF_PATH, async (request, reply) => {
    if (!(await staff(toFetchHeaders(request), reply))) return reply;
    const { order, date, zone, prices } = request.query;
    const named = order === undefined ? [] : Array.isArray(order) ? order : [order];
    try {
      let orderIds: string[];
      if (named.length > 0) {
        if (named.length > DOCKETS_MAX || !named.every(isRecordId)) {
          return refuse(reply, 'BAD_INPUT', `Name up to ${DOCKETS_MAX} orders by their ids.`);
        }
        orderIds = named;
      } else {
        const runs = await runsOf(String(date ?? ''), zoneAsked(zone));
        orderIds = runs.flatMap((run) => run.stops.map((stop) => stop.orderId));
      }
      const dockets = await services.runSheets.dockets(orderIds);
      const { brand } = await services.settings.businessProfile();
      const name =
        dockets.length === 1 ? `docket-${dockets[0]?.shortId}.pdf` : `dockets-${date ?? 'orders'}.pdf`;
      return sendPdf(reply, name, await docketsPdf(dockets, { brand, prices: prices === '1' }));
    } catch (error) {
      if (isDomainError(error)) return refuse(reply, error.code, error.message);
      throw error;
    }
  });
}
