import { DomainError, type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isRecordId } from '../../graphql/ids.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Run } from './run-sheet.service.ts';
import { docketsPdf, runSheetPdf } from './run-sheet-pdf.ts';

export const RUN_SHEET_PDF_PATH = '/api/admin/run-sheet.pdf';
export const DOCKETS_PDF_PATH = '/api/admin/dockets.pdf';
export const DRIVER_RUN_SHEET_PATH = '/api/driver/run-sheet.pdf';
export const DRIVER_DOCKETS_PATH = '/api/driver/dockets.pdf';

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
 *
 * The same under /api/driver/ for a driver (issue 50): only the runs of the zones they drive (every run means all
 * of theirs), an order of anyone else's is not there (404), and never prices. Anyone else: 403.
 */
export function registerRunSheetRoutes(
  server: FastifyInstance,
  options: { services: Services; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { services, viewerOf } = options;
  for (const role of ['admin', 'driver'] as const) {
    const paths =
      role === 'admin'
        ? [RUN_SHEET_PDF_PATH, DOCKETS_PDF_PATH]
        : [DRIVER_RUN_SHEET_PATH, DRIVER_DOCKETS_PATH];
    const who = async (headers: Headers, reply: FastifyReply): Promise<Viewer | null> => {
      const viewer = await viewerOf(headers);
      if (!viewer || viewer.mustChangePassword) {
        refuse(reply, 'UNAUTHENTICATED');
        return null;
      }
      if (viewer.role !== role) {
        refuse(reply, 'FORBIDDEN');
        return null;
      }
      return viewer;
    };
    const runsOf = async (viewer: Viewer, date: string, zone: string | null | undefined): Promise<Run[]> => {
      const runs =
        role === 'driver'
          ? await services.deliveries.driverRuns(viewer.userId, date)
          : zone === undefined
            ? await services.runSheets.runs(date)
            : [await services.runSheets.run(date, zone)];
      if (zone === undefined) return runs;
      const found = runs.find((run) => run.zoneId === zone);
      if (!found) throw new DomainError('NOT_FOUND', 'No delivery orders for this run.');
      return [found];
    };

    server.get<{ Querystring: RunQuery }>(paths[0] as string, async (request, reply) => {
      const viewer = await who(toFetchHeaders(request), reply);
      if (!viewer) return reply;
      const date = String(request.query.date ?? '');
      try {
        const runs = await runsOf(viewer, date, zoneAsked(request.query.zone));
        const { brand } = await services.settings.businessProfile();
        return sendPdf(reply, `run-sheet-${date}.pdf`, await runSheetPdf(date, runs, { brand }));
      } catch (error) {
        if (isDomainError(error)) return refuse(reply, error.code, error.message);
        throw error;
      }
    });

    server.get<{ Querystring: RunQuery }>(paths[1] as string, async (request, reply) => {
      const viewer = await who(toFetchHeaders(request), reply);
      if (!viewer) return reply;
      const { order, date, zone, prices } = request.query;
      const named = order === undefined ? [] : Array.isArray(order) ? order : [order];
      try {
        let orderIds: string[];
        if (named.length > 0) {
          if (named.length > DOCKETS_MAX || !named.every(isRecordId)) {
            return refuse(reply, 'BAD_INPUT', `Name up to ${DOCKETS_MAX} orders by their ids.`);
          }
          orderIds = named;
          if (role === 'driver') {
            for (const id of orderIds) {
              if (!(await services.deliveries.maySee(viewer, id)))
                return refuse(reply, 'NOT_FOUND', 'Order not found.');
            }
          }
        } else {
          const runs = await runsOf(viewer, String(date ?? ''), zoneAsked(zone));
          orderIds = runs.flatMap((run) => run.stops.map((stop) => stop.orderId));
        }
        const dockets = await services.runSheets.dockets(orderIds);
        const { brand } = await services.settings.businessProfile();
        const name =
          dockets.length === 1 ? `docket-${dockets[0]?.shortId}.pdf` : `dockets-${date ?? 'orders'}.pdf`;
        const withPrices = role === 'admin' && prices === '1';
        return sendPdf(reply, name, await docketsPdf(dockets, { brand, prices: withPrices }));
      } catch (error) {
        if (isDomainError(error)) return refuse(reply, error.code, error.message);
        throw error;
      }
    });
  }
}
