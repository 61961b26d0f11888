import type { IncomingHttpHeaders } from 'node:http';

/** An answer: status and JSON body. */
export type XeroAnswer = { status: number; body: unknown };

/** An accounting request that passed the document, the token, the tenant and the limits. */
export type AccountingRequest = {
  operationId: string;
  tenantId: string;
  /** The path after /api.xro/2.0. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  // biome-ignore lint/suspicious/noExplicitAny: bodies the document already checked.
  body: any;
};

/** A payment as GET /Payments answers it. */
export type XeroPayment = {
  PaymentID: string;
  Date: string;
  Amount: number;
  Reference?: string;
  Status: 'AUTHORISED' | 'DELETED';
  PaymentType: 'ACCRECPAYMENT';
  UpdatedDateUTC: string;
  Invoice: {
    InvoiceID: string;
    InvoiceNumber?: string;
    Type: string;
    Contact: { ContactID: string; Name: string };
  };
};

export type AccountingState = {
  answer(request: AccountingRequest): XeroAnswer;
  recordPayment(
    tenantId: string,
    payment: { invoiceId: string; amount: number; date?: string; reference?: string },
  ): XeroPayment;
};

export function createAccountingState(_now: () => number): AccountingState {
  return {
    answer: (request) => ({ status: 501, body: { Title: 'Not Implemented', Detail: request.operationId } }),
    recordPayment: () => {
      throw new Error('not yet');
    },
  };
}
