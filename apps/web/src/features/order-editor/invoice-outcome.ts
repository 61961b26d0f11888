import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { GraphQLRequestError } from '../../lib/graphql';

/** Why the invoice action is not offered: a new order has nothing to bill, a cancelled one may not be billed. */
export function canInvoice(order: { status: string } | null): boolean {
  return order !== null && order.status !== 'CANCELLED';
}

/**
 * The message for a refused or failed invoice: the server's own words for a refusal it explains (the GST
 * number missing says where to set it), else the spec's 'Error Creating Invoice. Try Again.'.
 */
export function invoiceFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && !GENERIC_FAILURES.has(error.code)) return error.message;
  return ADMIN_MESSAGES.invoiceFailed;
}

/**
 * The message for a failed Sync From Production: 'Could not connect to production database.' when the
 * production system says it is offline, else 'Sync Problem. Please Refresh Page.'.
 */
export function productionSyncFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && error.code === 'PRODUCTION_OFFLINE') return error.message;
  if (error instanceof GraphQLRequestError && error.code === 'SERVER_UNAVAILABLE') return error.message;
  return ADMIN_MESSAGES.syncProblem;
}

/** The message for a failed Email Invoice: the server's words for a refusal it explains, else try again. */
export function invoiceEmailFailureMessage(error: unknown): string {
  if (error instanceof GraphQLRequestError && !GENERIC_FAILURES.has(error.code)) return error.message;
  return 'The invoice could not be emailed. Try again.';
}

// Codes that say nothing staff can act on beyond trying again.
const GENERIC_FAILURES = new Set(['INTERNAL', 'INVOICE_FAILED']);

/** The invoice's name as the header and its download show it: 'Invoice 1001', 'Invoice 1001 (Revision 2)'. */
export function invoiceLabel(invoice: { number: number; revision: number }): string {
  return invoice.revision > 1
    ? `Invoice ${invoice.number} (Revision ${invoice.revision})`
    : `Invoice ${invoice.number}`;
}
