import { formatDateOnly } from '@cleaver/domain/dates';
import { formatNZD } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customer } from '../../db/schema.ts';
import { type OutboxHandler, PermanentError } from '../../integrations/outbox-worker.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';
import { statementPdf } from './statement-pdf.ts';
import type { IssuedStatement, Statements } from './statements.ts';

/** The customer's mail: the month, the balances, how to pay, the statement as a PDF attached. */
export function statementMail(options: { statement: IssuedStatement; to: string; pdf: Buffer }): MailMessage {
  const { statement, to, pdf } = options;
  const { content } = statement;
  const brand = content.supplier.name;
  const mail = brandedMail({
    to,
    subject: `Statement for ${content.periodLabel} from ${brand}`,
    brand,
    heading: `Your statement for ${content.periodLabel}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Please find attached your statement for ${content.periodLabel}, dated ${formatDateOnly(content.statementDate)}.`,
      },
      {
        kind: 'fields',
        rows: [
          { label: 'Opening balance', value: formatNZD(content.openingBalance) },
          { label: 'Closing balance', value: formatNZD(content.closingBalance) },
          ...(content.howToPay.bankAccount
            ? [{ label: 'Bank account', value: content.howToPay.bankAccount }]
            : []),
          { label: 'Reference', value: content.howToPay.reference },
        ],
      },
      { kind: 'note', text: 'You can also download your statements under My Account → Account.' },
    ],
  });
  return {
    ...mail,
    attachments: [
      {
        filename: `Statement-${content.period}-${content.customerCode}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}

/** Delivers 'statement.mail' entries: renders the issued statement and mails it to the customer's address now. */
export function statementMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  statements: Statements;
}): OutboxHandler {
  return async (payload) => {
    const { statementId } = payload;
    if (typeof statementId !== 'string')
      throw new PermanentError('statement mail: the entry names no statement');
    const statement = await deps.statements.one(statementId);
    if (!statement) throw new PermanentError(`statement mail: no statement ${statementId}`);
    const [current] = await deps.db
      .select({ email: customer.email })
      .from(customer)
      .where(eq(customer.id, statement.customerId));
    const to = current?.email || statement.content.buyer.email;
    if (!to)
      throw new PermanentError(`statement mail: ${statement.content.customerCode} has no address to mail`);
    await deps.mailer.send(statementMail({ statement, to, pdf: await statementPdf(statement) }));
  };
}
