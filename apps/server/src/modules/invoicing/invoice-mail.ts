import { formatDateOnly } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer, invoice } from '../../db/schema.ts';
import { type OutboxHandler, PermanentError } from '../../integrations/outbox-worker.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import type { InvoiceDocument, InvoiceDocuments } from './invoice-documents.ts';
import { invoicePdf } from './invoice-pdf.ts';

/** The outbox topic of invoice mails: the PDF goes out after the invoice is committed. */
export const INVOICE_MAIL_TOPIC = 'invoice.mail';

/** Which invoice, and which of its versions, to mail. */
export type InvoiceMailPayload = { invoiceId: string; revision: number };

function payloadOf(payload: Record<string, unknown>): InvoiceMailPayload {
  const { invoiceId, revision } = payload;
  if (typeof invoiceId !== 'string' || typeof revision !== 'number') {
    throw new PermanentError('invoice mail: the outbox entry names no invoice');
  }
  return { invoiceId, revision };
}

/** The customer's mail: a short note, the invoice as a PDF attached. */
export function invoiceMail(options: { document: InvoiceDocument; to: string; pdf: Buffer }): MailMessage {
  const { document, to, pdf } = options;
  const { content, number, revision } = document;
  const brand = content.supplier.name;
  const revised = revision > 1 ? ` (revision ${revision})` : '';
  const mail = brandedMail({
    to,
    subject: `Tax invoice ${number}${revised} from ${brand}`,
    brand,
    heading: `Your tax invoice ${number}${revised}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Please find attached tax invoice ${number} for your order ${content.orderShortId}.`,
      },
      {
        kind: 'fields',
        rows: [
          ...(content.purchaseOrder ? [{ label: 'Purchase order', value: content.purchaseOrder }] : []),
          { label: 'Total (incl. GST)', value: formatNZD(document.amounts.total) },
          { label: 'Due date', value: formatDateOnly(content.dueDate) },
        ],
      },
      {
        kind: 'note',
        text: 'You can also download your invoices under My Orders.',
      },
    ],
  });
  return {
    ...mail,
    attachments: [{ filename: `Invoice-${number}.pdf`, content: pdf, contentType: 'application/pdf' }],
  };
}

/**
 * Delivers 'invoice.mail' entries: renders the invoice version named and mails it to the customer (their
 * address now, or the one on the invoice when the customer record is gone), whatever their
 * order-confirmation preference: an invoice is not a notification. Marks the invoice emailed.
 */
export function invoiceMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  documents: InvoiceDocuments;
}): OutboxHandler {
  return async (payload) => {
    const { invoiceId, revision } = payloadOf(payload);
    const document = await deps.documents.one(invoiceId, revision);
    if (!document) throw new PermanentError(`invoice mail: no invoice ${invoiceId} revision ${revision}`);
    const [current] = document.customerId
      ? await deps.db
          .select({ email: customer.email })
          .from(customer)
          .where(eq(customer.id, document.customerId))
      : [];
    const to = current?.email || document.content.buyer.email;
    if (!to) throw new PermanentError(`invoice mail: invoice ${document.number} has no address to mail`);
    const pdf = await invoicePdf(document);
    await deps.mailer.send(invoiceMail({ document, to, pdf }));
    await deps.db.update(invoice).set({ emailedAt: new Date() }).where(eq(invoice.id, invoiceId));
  };
}
