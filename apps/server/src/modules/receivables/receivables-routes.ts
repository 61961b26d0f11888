import { type ErrorCode, userMessage } from '@cleaver/domain/errors';
import { toDecimalString } from '@cleaver/domain/money';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toFetchHeaders } from '../../platform/http.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';
import { csvCell } from '../invoicing/invoice-export.ts';
import type { AccountSummary } from './ledger.service.ts';
import { RECEIVABLES_FILTERS, type ReceivablesFilter } from './receivables-sql.ts';

export const RECEIVABLES_CSV_PATH = '/api/admin/receivables.csv';

const STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_INPUT: 400 };

function refuse(reply: FastifyReply, code: ErrorCode, message = userMessage(code)): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'private, no-store')
    .send({ code, message });
}

const HEADINGS = [
  'Company',
  'Code',
  'Balance',
  'Current',
  '1–30',
  '31–60',
  '61–90',
  '90+',
  'Credit',
  'On stop',
];

/**
 * The Receivables list as a spreadsheet: every customer the search and filter list (not only a page), amounts in
 * dollars. A byte-order mark leads, so Excel reads names such as 'Kāpiti Kai' as UTF-8; CRLF line ends.
 */
export function receivablesCsv(rows: readonly AccountSummary[]): string {
  const money = toDecimalString;
  const lines = [
    HEADINGS,
    ...rows.map((r) => [
      r.companyName,
      r.code,
      money(r.balance),
      money(r.ageing.current),
      money(r.ageing.days1to30),
      money(r.ageing.days31to60),
      money(r.ageing.days61to90),
      money(r.ageing.days90plus),
      money(r.credit),
      r.onStop ? 'Yes' : 'No',
    ]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * GET /api/admin/receivables.csv?search=&filter=ALL|OVERDUE|ON_STOP (ALL when left out): staff only, on the session
 * cookie. `{ code, message }` with 401 for a guest, 403 for a customer, 400 for an unknown filter.
 */
export function registerReceivablesRoutes(
  server: FastifyInstance,
  options: { services: Services; viewerOf: (headers: Headers) => Promise<Viewer | null> },
): void {
  const { services, viewerOf } = options;
  server.get<{ Querystring: { search?: string; filter?: string } }>(
    RECEIVABLES_CSV_PATH,
    async (request, reply) => {
      const viewer = await viewerOf(toFetchHeaders(request));
      // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
      if (!viewer || viewer.mustChangePassword) return refuse(reply, 'UNAUTHENTICATED');
      if (viewer.role !== 'admin') return refuse(reply, 'FORBIDDEN');
      const filter = request.query.filter || 'ALL';
      if (!(RECEIVABLES_FILTERS as readonly string[]).includes(filter)) {
        return refuse(reply, 'BAD_INPUT', `filter must be one of ${RECEIVABLES_FILTERS.join(', ')}.`);
      }
      const search = typeof request.query.search === 'string' ? request.query.search : '';
      const page = await services.receivables.receivablesAll({ search, filter: filter as ReceivablesFilter });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="receivables.csv"')
        .header('cache-control', 'private, no-store')
        .send(receivablesCsv(page.rows));
    },
  );
}
