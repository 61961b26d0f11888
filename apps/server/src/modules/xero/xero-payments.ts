import { toCents } from '@cleaver/domain/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { invoice, xeroConnection, xeroLink } from '../../db/schema.ts';
import type { ReceivedPayment } from '../../integrations/accounting/accounting-http.ts';
import { XERO_LIMITER } from '../../integrations/xero/xero-accounting.ts';
import type { PaymentSource } from '../receivables/accounting-payments.ts';
import type { XeroConnections } from './xero-connection.service.ts';

// Payments back from Xero (issue 47, item 4): while Xero is connected the books are kept there, and the payments
// received against Cleaver's invoices are read (GET /Payments, If-Modified-Since the last read, a page at a time)
// into the ledger by the receivables module, like the accounting middleware's (decision 028). A payment deleted in
// Xero comes back DELETED and reverses its copy. Credit notes allocated in Xero change no balance here: Cleaver
// issued them, and its ledger already counts them against their invoice.

export const XERO_PAYMENTS_READ = 'xero-payments';
export const XERO_FIGURES_SOURCE = 'Cleaver ledger with payments from Xero';
const PAGE_SIZE = 100;
const CALL_TIMEOUT_MS = 15_000;

type XeroPaymentJson = {
  PaymentID: string;
  Date: string;
  Amount: number;
  Reference?: string;
  Status?: string;
  PaymentType?: string;
  UpdatedDateUTC: string;
  Invoice?: { InvoiceID?: string };
};

/** A Xero JSON date ('/Date(1764633600000+0000)/') as an instant. */
export function xeroInstant(value: string): Date {
  const match = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value);
  const date = match ? new Date(Number(match[1])) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a Xero date: ${value}`);
  return date;
}

/** The payments Xero received, as a PaymentSource for the receivables module's reader. */
export function xeroPayments(deps: {
  db: Database;
  connections: Pick<XeroConnections, 'token'>;
  apiUrl: string;
}): PaymentSource {
  return {
    readName: XERO_PAYMENTS_READ,
    actorName: 'Xero',
    figuresSource: XERO_FIGURES_SOURCE,
    async active() {
      const [row] = await deps.db.select({ status: xeroConnection.status }).from(xeroConnection);
      return row?.status === 'CONNECTED';
    },
    async received(cursor, signal) {
      const { accessToken, tenantId } = await deps.connections.token();
      const found: ReceivedPayment[] = [];
      for (let page = 1; ; page++) {
        const url = new URL(`${deps.apiUrl}/api.xro/2.0/Payments`);
        url.searchParams.set('page', String(page));
        // Through the process's one limiter, so the poll and the pushes share Xero's calls a minute.
        const response = await XERO_LIMITER.run(() =>
          fetch(url, {
            headers: {
              authorization: `Bearer ${accessToken}`,
              'xero-tenant-id': tenantId,
              accept: 'application/json',
              // Xero's form: UTC, to the second, no zone.
              ...(cursor ? { 'if-modified-since': cursor.slice(0, 19) } : {}),
            },
            signal: AbortSignal.any([signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
          }),
        );
        if (response.status === 429) XERO_LIMITER.pause(Number(response.headers.get('retry-after')) || 60);
        if (!response.ok) throw new Error(`Xero's GET /Payments answered ${response.status}`);
        const body = (await response.json()) as { Payments?: XeroPaymentJson[] };
        const payments = body.Payments ?? [];
        for (const payment of payments) {
          if (payment.PaymentType && payment.PaymentType !== 'ACCRECPAYMENT') continue;
          const invoiceId = payment.Invoice?.InvoiceID;
          found.push({
            txnId: payment.PaymentID,
            txnDate: xeroInstant(payment.Date).toISOString().slice(0, 10),
            totalAmount: toCents(payment.Amount),
            reference: (payment.Reference ?? '').slice(0, 100),
            method: 'Direct Credit',
            voided: payment.Status === 'DELETED',
            timeModified: xeroInstant(payment.UpdatedDateUTC).toISOString(),
            appliedTo: invoiceId ? [{ txnId: invoiceId, amount: toCents(payment.Amount) }] : [],
          });
        }
        if (payments.length < PAGE_SIZE) return found;
      }
    },
    async invoicesOf(executor, refs) {
      const rows = await executor
        .select({ id: invoice.id, customerId: invoice.customerId, ref: xeroLink.xeroId })
        .from(xeroLink)
        .innerJoin(invoice, eq(invoice.id, xeroLink.localId))
        .where(and(eq(xeroLink.kind, 'INVOICE'), inArray(xeroLink.xeroId, [...refs])));
      return rows.flatMap((r) =>
        r.customerId && r.ref ? [{ id: r.id, customerId: r.customerId, ref: r.ref }] : [],
      );
    },
  };
}
