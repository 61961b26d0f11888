import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents, toDecimalString } from '@cleaver/domain/money';
import { effectiveTerms, termsLabel } from '@cleaver/domain/receivables';
import {
  defaultStatementPeriod,
  isStatementPeriod,
  periodEnd,
  periodHasEnded,
  periodLabel,
} from '@cleaver/domain/statement-period';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { customer, outbox, settings, statement, statementRun } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import { batchPace } from '../../platform/batch-pace.ts';
import type { Clock } from '../../platform/clock.ts';
import { buyerOf, supplierOf } from '../invoicing/invoice-documents.ts';
import { consistent } from './ledger-book.ts';
import { ledgerRows } from './ledger-rows.ts';
import { type StatementContent, statementOf, worthSending } from './statement-book.ts';
import { ledgerRowsUpTo, type StatementCustomer, statementCustomers } from './statement-rows.ts';

/** The outbox topic of statement mails: one entry per statement, keyed by it, so a statement is mailed once. */
export const STATEMENT_MAIL_TOPIC = 'statement.mail';

// Sending a month's statements runs under a transaction-scoped advisory lock per month (two-int form: this class,
// then a hash of the month), so two presses at once, from two tabs or two instances, queue one after the other.
const SEND_LOCK_CLASS = 520_713_004;
// Customers whose ledgers are read at once, and statements inserted at once, between two chances to give way to the
// shop: 25 ledgers read, or 500 statements inserted, held PGlite's thread for 150 and 460 ms (decision 030).
const CUSTOMERS_A_READ = 5;
const STATEMENTS_AN_INSERT = 25;
// Their mails (a row of a few ids each) at once.
const MAILS_AN_INSERT = 100;

export const statementPdfUrl = (id: string) => `/api/statements/${id}.pdf`;

export type StatementSummary = {
  id: string;
  customerId: string;
  period: string;
  periodLabel: string;
  statementDate: string;
  issuedAt: Date;
  openingBalance: Cents;
  closingBalance: Cents;
  pdfUrl: string;
};

/** An issued statement as printed and mailed. */
export type IssuedStatement = StatementSummary & { content: StatementContent };

export type StatementRecipients = { period: string; periodLabel: string; customerCount: number };

export type StatementRunView = {
  period: string;
  periodLabel: string;
  startedAt: Date;
  startedByName: string;
  /** Mails queued for the month's statements. */
  queued: number;
  sent: number;
  /** Given up: failed, or dismissed by staff. */
  failed: number;
  finishedAt: Date | null;
};

export type StatementsDeps = { db: Database; changes: StaffChange; clock: Clock };

/**
 * Monthly statements: a customer's month (Pacific/Auckland) with its opening balance, documents, payments and
 * reversals, closing balance and ageing at the month's end, frozen when issued (one per customer and month), and
 * "Send statements", which issues them for every customer with a balance or a line in the month and mails each
 * once through the outbox.
 */
export class Statements {
  constructor(private readonly deps: StatementsDeps) {}

  /** The month asked for, or the one before today's; BAD_INPUT for a malformed month or one not yet over. */
  period(asked?: string | null): string {
    const now = this.deps.clock();
    const period = asked?.trim() || defaultStatementPeriod(now);
    if (!isStatementPeriod(period)) throw new DomainError('BAD_INPUT', 'Choose a month as YYYY-MM.');
    if (!periodHasEnded(period, now)) throw new DomainError('BAD_INPUT', 'The month has not ended yet.');
    return period;
  }

  /** How many customers Send statements would send the month to (a statement each). */
  async recipients(asked?: string | null): Promise<StatementRecipients> {
    const period = this.period(asked);
    const contents = await this.deps.db.transaction((tx) => this.contentsOf(tx, period), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    return { period, periodLabel: periodLabel(period), customerCount: contents.length };
  }

  /** Issues one customer's statement for the month, or answers the one already issued (it never changes). */
  async issue(actor: Actor, customerId: string, asked: string): Promise<StatementSummary> {
    const period = this.period(asked);
    return this.deps.changes.run(actor, async (tx) => {
      const [found] = await tx.select().from(customer).where(eq(customer.id, customerId));
      if (!found) throw new DomainError('NOT_FOUND');
      const shop = await shopOf(tx);
      const rows = consistent(await ledgerRows(tx, customerId));
      const inserted = await insertStatements(tx, [contentFor(found, shop, rows, period, this.deps.clock())]);
      const [issued] = await this.summaries(
        tx,
        and(eq(statement.customerId, customerId), eq(statement.period, period)),
      );
      if (!issued) throw new Error('The statement was not stored');
      return {
        result: issued,
        notice: {
          message:
            inserted > 0
              ? `Statement for ${periodLabel(period)} issued for ${found.companyName}`
              : `Statement for ${periodLabel(period)} of ${found.companyName} was already issued`,
        },
      };
    });
  }

  /**
   * Send statements: issues the month's statement of every customer (not archived) with a closing balance other
   * than nil or a line in the month, and queues one mail each. Pressed again it issues and mails only what is new:
   * a statement already issued is kept as it was and mailed once.
   */
  async send(actor: Actor, asked?: string | null): Promise<StatementRunView> {
    const period = this.period(asked);
    await this.deps.changes.run(actor, async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${sql.raw(String(SEND_LOCK_CLASS))}, hashtext(${period}::text))`,
      );
      const pace = batchPace();
      const contents = await this.contentsOf(tx, period, pace);
      const customerIds = contents.map((c) => c.customerId);
      const issued = await insertStatements(
        tx,
        contents.map((c) => c.row),
        pace,
      );
      const statements = customerIds.length
        ? await tx
            .select({ id: statement.id })
            .from(statement)
            .where(and(eq(statement.period, period), inArray(statement.customerId, customerIds)))
        : [];
      let mailed = 0;
      for (let start = 0; start < statements.length; start += MAILS_AN_INSERT) {
        await pace();
        const added = await tx
          .insert(outbox)
          .values(
            statements.slice(start, start + MAILS_AN_INSERT).map((s) => ({
              topic: STATEMENT_MAIL_TOPIC,
              subject: `statement:${s.id}`,
              payload: { statementId: s.id, period },
              idempotencyKey: `${STATEMENT_MAIL_TOPIC}:${s.id}`,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: outbox.id });
        mailed += added.length;
      }
      const { queued } = await progressOf(tx, period);
      const now = this.deps.clock();
      // Pressed again, the month's run is kept (who started it, when) with the count of mails brought up to date.
      await tx
        .insert(statementRun)
        .values({ period, startedAt: now, startedByName: actorName(actor), queued, finishedAt: now })
        .onConflictDoUpdate({ target: statementRun.period, set: { queued, finishedAt: now } });
      return {
        result: null,
        notice: {
          message:
            `Statements for ${periodLabel(period)}: ${issued} issued, ${mailed} queued to mail` +
            (mailed < statements.length ? ` (${statements.length - mailed} mailed before)` : ''),
        },
      };
    });
    const run = await this.run(period);
    if (!run) throw new Error('The statement run was not stored');
    return run;
  }

  /** How sending the month's statements stands: queued, sent and failed mails; null before it was sent. */
  async run(asked?: string | null): Promise<StatementRunView | null> {
    const period = this.period(asked);
    const [row] = await this.deps.db.select().from(statementRun).where(eq(statementRun.period, period));
    if (!row) return null;
    const { sent, failed } = await progressOf(this.deps.db, period);
    return {
      period,
      periodLabel: periodLabel(period),
      startedAt: row.startedAt,
      startedByName: row.startedByName,
      queued: row.queued,
      sent,
      failed,
      finishedAt: row.finishedAt,
    };
  }

  /** The customer's statements, newest month first. */
  async ofCustomer(customerId: string): Promise<StatementSummary[]> {
    return this.summaries(this.deps.db, eq(statement.customerId, customerId));
  }

  /** One issued statement with what it prints; null when there is none. */
  async one(id: string): Promise<IssuedStatement | null> {
    const [row] = await this.deps.db.select().from(statement).where(eq(statement.id, id));
    return row ? { ...summaryOf(row), content: row.content as unknown as StatementContent } : null;
  }

  private async summaries(executor: Executor, where: SQL | undefined): Promise<StatementSummary[]> {
    const rows = await executor
      .select({
        id: statement.id,
        customerId: statement.customerId,
        period: statement.period,
        issuedAt: statement.issuedAt,
        openingBalance: statement.openingBalance,
        closingBalance: statement.closingBalance,
      })
      .from(statement)
      .where(where)
      .orderBy(desc(statement.period));
    return rows.map(summaryOf);
  }

  /** The month's statement of each customer who would get one, as rows to insert. */
  private async contentsOf(
    executor: Executor,
    period: string,
    pace = batchPace(),
  ): Promise<Array<{ customerId: string; row: typeof statement.$inferInsert }>> {
    const issuedAt = this.deps.clock();
    const [customers, shop] = [await statementCustomers(executor), await shopOf(executor)];
    const contents: Array<{ customerId: string; row: typeof statement.$inferInsert }> = [];
    // A few customers at a time, giving way between them: a month of 500 customers' ledgers read and drawn up at
    // once kept the shop's pages waiting a second on PGlite (decision 030).
    for (let start = 0; start < customers.length; start += CUSTOMERS_A_READ) {
      await pace();
      const some = customers.slice(start, start + CUSTOMERS_A_READ);
      const rows = await ledgerRowsUpTo(
        executor,
        some.map((c) => c.id),
        period,
      );
      for (const c of some) {
        const customerRows = rows.get(c.id);
        if (!customerRows) continue;
        await pace();
        const row = contentFor(c, shop, consistent(customerRows), period, issuedAt);
        if (worthSending(row.content as unknown as StatementContent))
          contents.push({ customerId: c.id, row });
      }
    }
    return contents;
  }
}

type Shop = typeof settings.$inferSelect | undefined;

async function shopOf(executor: Executor): Promise<Shop> {
  const [row] = await executor.select().from(settings).limit(1);
  return row;
}

function contentFor(
  found: StatementCustomer,
  shop: Shop,
  rows: Parameters<typeof statementOf>[0],
  period: string,
  issuedAt: Date,
): typeof statement.$inferInsert {
  const content = statementOf(rows, period, {
    supplier: supplierOf(shop),
    buyer: buyerOf(found),
    customerCode: found.code,
    bankAccount: shop?.bankAccount ?? '',
    termsLabel: termsLabel(effectiveTerms(found.paymentTerms, shop?.paymentTerms ?? null)),
  });
  return {
    customerId: found.id,
    period,
    openingBalance: toDecimalString(content.openingBalance),
    closingBalance: toDecimalString(content.closingBalance),
    content: content as unknown as Record<string, unknown>,
    issuedAt,
  };
}

/**
 * Inserts the statements not yet issued (one per customer and month), a few at a time with `pace` awaited before
 * each; answers how many were new.
 */
async function insertStatements(
  executor: Executor,
  rows: ReadonlyArray<typeof statement.$inferInsert>,
  pace: () => Promise<void> = async () => {},
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += STATEMENTS_AN_INSERT) {
    await pace();
    const added = await executor
      .insert(statement)
      .values(rows.slice(start, start + STATEMENTS_AN_INSERT))
      .onConflictDoNothing({ target: [statement.customerId, statement.period] })
      .returning({ id: statement.id });
    inserted += added.length;
  }
  return inserted;
}

/** The month's statement mails in the outbox: all, sent, and given up. */
async function progressOf(
  executor: Executor,
  period: string,
): Promise<{ queued: number; sent: number; failed: number }> {
  const [row] = await executor
    .select({
      queued: sql<number>`count(*)::int`,
      sent: sql<number>`(count(*) filter (where ${outbox.status} = 'DONE'))::int`,
      failed: sql<number>`(count(*) filter (where ${outbox.status} in ('FAILED', 'DISMISSED')))::int`,
    })
    .from(outbox)
    .innerJoin(statement, sql`${outbox.subject} = 'statement:' || ${statement.id}::text`)
    .where(and(eq(outbox.topic, STATEMENT_MAIL_TOPIC), eq(statement.period, period)));
  return { queued: Number(row?.queued ?? 0), sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0) };
}

function summaryOf(row: {
  id: string;
  customerId: string;
  period: string;
  issuedAt: Date;
  openingBalance: string;
  closingBalance: string;
}): StatementSummary {
  return {
    id: row.id,
    customerId: row.customerId,
    period: row.period,
    periodLabel: periodLabel(row.period),
    statementDate: periodEnd(row.period),
    issuedAt: row.issuedAt,
    openingBalance: toCents(row.openingBalance),
    closingBalance: toCents(row.closingBalance),
    pdfUrl: statementPdfUrl(row.id),
  };
}
