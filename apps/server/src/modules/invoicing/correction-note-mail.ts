import { noteNumber, noteTitle } from '@cleaver/domain/corrections';
import { formatDateOnly } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { correctionNote, customer, outbox } from '../../db/schema.ts';
import { type OutboxHandler, PermanentError } from '../../integrations/outbox-worker.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import { correctionNotePdf } from './correction-note-pdf.ts';
import type { InvoiceDocuments, NoteDocument } from './invoice-documents.ts';

/** The outbox topic of credit and debit note mails: the PDF goes out after the note is committed. */
export const NOTE_MAIL_TOPIC = 'invoice.note.mail';

/** Queues the customer's mail of a note, in the transaction that issued it (staff's "send email?" choice). */
export async function queueNoteMail(tx: Executor, noteId: string): Promise<void> {
  await tx.insert(outbox).values({
    topic: NOTE_MAIL_TOPIC,
    subject: `note:${noteId}`,
    payload: { noteId },
    idempotencyKey: `${NOTE_MAIL_TOPIC}:${noteId}`,
  });
}

/** The customer's mail: what the note corrects and why, its amount, the note as a PDF attached. */
export function noteMail(options: { document: NoteDocument; to: string; pdf: Buffer }): MailMessage {
  const { document, to, pdf } = options;
  const { content, kind } = document;
  const brand = content.supplier.name;
  const title = noteTitle(kind);
  const printed = noteNumber(kind, document.number);
  const lower = title.toLowerCase();
  const mail = brandedMail({
    to,
    subject: `${title} ${printed} from ${brand}`,
    brand,
    heading: `Your ${lower} ${printed}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Please find attached ${lower} ${printed}, which corrects tax invoice ${content.invoice.number} for your order ${content.orderShortId}.`,
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Reason', value: content.reason },
          ...(content.purchaseOrder ? [{ label: 'Purchase order', value: content.purchaseOrder }] : []),
          {
            label: kind === 'CREDIT' ? 'Credited (incl. GST)' : 'Added (incl. GST)',
            value: formatNZD(content.correction.total),
          },
          ...(content.dueDate ? [{ label: 'Due date', value: formatDateOnly(content.dueDate) }] : []),
        ],
      },
      { kind: 'note', text: 'You can also download your invoices and notes under My Orders.' },
    ],
  });
  return {
    ...mail,
    attachments: [
      { filename: `${title.replace(' ', '-')}-${printed}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}

/**
 * Delivers 'invoice.note.mail' entries: renders the note and mails it to the customer (their address now, or the
 * one the note kept when the customer record is gone), as invoices are; marks the note emailed.
 */
export function noteMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  documents: InvoiceDocuments;
}): OutboxHandler {
  return async (payload) => {
    const { noteId } = payload;
    if (typeof noteId !== 'string') throw new PermanentError('note mail: the outbox entry names no note');
    const document = await deps.documents.note(noteId);
    if (!document) throw new PermanentError(`note mail: no note ${noteId}`);
    const [current] = document.customerId
      ? await deps.db
          .select({ email: customer.email })
          .from(customer)
          .where(eq(customer.id, document.customerId))
      : [];
    const to = current?.email || document.content.buyer.email;
    const printed = noteNumber(document.kind, document.number);
    if (!to) throw new PermanentError(`note mail: ${printed} has no address to mail`);
    await deps.mailer.send(noteMail({ document, to, pdf: await correctionNotePdf(document) }));
    await deps.db.update(correctionNote).set({ emailedAt: new Date() }).where(eq(correctionNote.id, noteId));
  };
}
