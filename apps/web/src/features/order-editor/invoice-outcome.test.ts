import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { userMessage } from '@cleaver/domain/errors';
import { describe, expect, test } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql';
import {
  canInvoice,
  invoiceFailureMessage,
  invoiceLabel,
  productionSyncFailureMessage,
} from './invoice-outcome';

describe('invoice outcome', () => {
  test('a new or cancelled order cannot be invoiced; any other can', () => {
    expect(canInvoice(null)).toBe(false);
    expect(canInvoice({ status: 'CANCELLED' })).toBe(false);
    for (const status of ['PENDING', 'PACKED', 'COMPLETED']) expect(canInvoice({ status })).toBe(true);
  });

  test('a refusal the server explains keeps its words; anything else is the spec message', () => {
    // As the server sends it: a coded error with its message.
    const gst = new GraphQLRequestError(
      'INVOICE_GST_NUMBER_MISSING',
      userMessage('INVOICE_GST_NUMBER_MISSING'),
    );
    expect(invoiceFailureMessage(gst)).toMatch(/Settings → Invoicing/);
    expect(invoiceFailureMessage(new GraphQLRequestError('INTERNAL'))).toBe(ADMIN_MESSAGES.invoiceFailed);
    expect(invoiceFailureMessage(new Error('boom'))).toBe(ADMIN_MESSAGES.invoiceFailed);
  });

  test('production offline has its own message; other sync failures ask for a refresh', () => {
    const offline = new GraphQLRequestError('PRODUCTION_OFFLINE', userMessage('PRODUCTION_OFFLINE'));
    expect(productionSyncFailureMessage(offline)).toBe(ADMIN_MESSAGES.productionOffline);
    expect(productionSyncFailureMessage(new GraphQLRequestError('SYNC_FAILED'))).toBe(
      ADMIN_MESSAGES.syncProblem,
    );
    expect(productionSyncFailureMessage(new Error('x'))).toBe(ADMIN_MESSAGES.syncProblem);
  });

  test('the invoice label names a revision only after the first', () => {
    expect(invoiceLabel({ number: 1001, revision: 1 })).toBe('Invoice 1001');
    expect(invoiceLabel({ number: 1001, revision: 3 })).toBe('Invoice 1001 (Revision 3)');
  });
});
