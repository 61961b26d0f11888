import { createHash } from 'node:crypto';
import {
  type BankCsvLine,
  type BankCsvMapping,
  type BankCsvTable,
  bankCsvMappingSchema,
  bankLinesOf,
  guessBankCsvMapping,
  headerKey,
  readBankCsv,
} from '@cleaver/domain/bank-csv';
import { formatDateOnly } from '@cleaver/domain/dates';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, formatNZD, toCents, toDecimalString } from '@cleaver/domain/money';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankCsvMapping, bankLine } from '../../db/schema.ts';
import { type Actor, actorName, type StaffChange } from '../../db/staff-change.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EventBus } from '../../platform/events.ts';
import { type BankLineProposal, type BankLineStatus, proposalsFor } from './bank-lines.ts';
import { Receivables } from './ledger.service.ts';

/** The largest statement file read. */
export const BANK_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** The most lines `bankLines` answers, newest first. */
export const BANK_LINES_MAX = 500;

export type BankLineView = {
  key: string;
  lineNumber: number | null;
  fileName: string;
  postedOn: string;
  amount: Cents;
  particulars: string;
  code: string;
  reference: string;
  otherParty: string;
  status: BankLineStatus;
  /** In the preview: imported before (from this file or another with the same line). */
  alreadyImported: boolean;
  paymentId: string | null;
  proposal: BankLineProposal | null;
};

export type BankImportPreview = {
  fileName: string;
  header: string[];
  mapping: BankCsvMapping;
  /** True when the mapping was saved from an earlier import of a file with this header. */
  mappingSaved: boolean;
  lines: BankLineView[];
  debitCount: number;
  /** Why the lines cannot be read with this mapping (then `lines` is empty): staff change the mapping. */
  problem: string | null;
};

export type BankImportResult = {
  imported: number;
  alreadyImported: number;
  debitCount: number;
  lines: BankLineView[];
};

export type BankImportDeps = {
  db: Database;
  changes: StaffChange;
  clock: Clock;
  /** Where a payment recorded from a bank line is announced (`ledger`). */
  events?: EventBus;
};

const lineKeyHash = (source: string) => createHash('sha256').update(source).digest('hex');

function unreadable(message: string): DomainError {
  return new DomainError('BAD_INPUT', `We could not read this file: ${message}`);
}

/**
 * Bank statement import (issue 46): a bank's CSV read with the column mapping saved for its header, its credit lines
 * kept once each (the key of a line is the same when the file is imported again) and proposed as payments of the
 * customer whose invoice number or code they quote; staff confirm each, and the payment is recorded through the
 * ledger, which marks the line matched in the same transaction.
 */
export class BankImport {
  private readonly receivables: Receivables;

  constructor(private readonly deps: BankImportDeps) {
    this.receivables = new Receivables(deps);
  }

  /** What importing the file would do: its header, the mapping (saved, else guessed, unless given) and its lines. */
  async preview(fileName: string, csv: string, given?: BankCsvMapping | null): Promise<BankImportPreview> {
    const table = tableOf(csv);
    const saved = await this.savedMapping(table.header);
    const mapping = given ? parsedMapping(given) : (saved ?? guessBankCsvMapping(table.header, table.rows));
    const base = { fileName, header: table.header, mapping, mappingSaved: saved !== null };
    if (mapping.date === '' || mapping.amount === '') {
      return {
        ...base,
        lines: [],
        debitCount: 0,
        problem: 'Choose the columns that hold the date and amount.',
      };
    }
    const read = bankLinesOf(table, mapping, lineKeyHash);
    if (!read.ok)
      return { ...base, lines: [], debitCount: 0, problem: `We could not read this file: ${read.message}` };
    const keys = read.value.lines.map((l) => l.key);
    const stored =
      keys.length === 0
        ? []
        : await this.deps.db
            .select()
            .from(bankLine)
            .where(inArray(bankLine.key, [...new Set(keys)]));
    const storedByKey = new Map(stored.map((s) => [s.key, s]));
    const proposals = await proposalsFor(this.deps.db, read.value.lines);
    return {
      ...base,
      lines: read.value.lines.map((line) => {
        const before = storedByKey.get(line.key);
        return {
          ...viewOf(line, fileName),
          status: (before?.status ?? 'OPEN') as BankLineStatus,
          alreadyImported: before !== undefined,
          paymentId: before?.paymentId ?? null,
          proposal: proposals.get(line.key) ?? null,
        };
      }),
      debitCount: read.value.debitCount,
      problem: null,
    };
  }

  /**
   * Saves the mapping for the file's header and keeps each credit line not kept before (OPEN). Importing the same
   * file again keeps nothing new. BAD_INPUT "We could not read this file: …", and nothing written, when it cannot
   * be read with the mapping.
   */
  async importLines(
    actor: Actor,
    fileName: string,
    csv: string,
    given: BankCsvMapping,
  ): Promise<BankImportResult> {
    const table = tableOf(csv);
    const mapping = parsedMapping(given);
    const read = bankLinesOf(table, mapping, lineKeyHash);
    if (!read.ok) throw unreadable(read.message);
    const name = fileName.trim().slice(0, 200) || 'statement.csv';
    const { lines, debitCount } = read.value;
    const inserted = await this.deps.changes.run(actor, async (tx) => {
      const key = headerKey(table.header);
      await tx
        .insert(bankCsvMapping)
        .values({ headerKey: key, mapping })
        .onConflictDoUpdate({ target: bankCsvMapping.headerKey, set: { mapping } });
      const rows =
        lines.length === 0
          ? []
          : await tx
              .insert(bankLine)
              .values(
                lines.map((l) => ({
                  key: l.key,
                  fileName: name,
                  postedOn: l.postedOn,
                  amount: toDecimalString(l.amount),
                  particulars: l.particulars,
                  code: l.code,
                  reference: l.reference,
                  otherParty: l.otherParty,
                  importedByName: actorName(actor),
                })),
              )
              .onConflictDoNothing({ target: bankLine.key })
              .returning({ key: bankLine.key });
      const already = lines.length - rows.length;
      return {
        result: rows.length,
        notice: {
          message:
            `Bank statement ${name} imported: ${rows.length} new ${rows.length === 1 ? 'line' : 'lines'}` +
            (already > 0 ? `, ${already} imported before` : ''),
        },
      };
    });
    const stored = await this.linesByKey(lines.map((l) => l.key));
    const proposals = await proposalsFor(this.deps.db, lines);
    return {
      imported: inserted,
      alreadyImported: lines.length - inserted,
      debitCount,
      lines: lines.flatMap((line) => {
        const row = stored.get(line.key);
        if (!row) return [];
        return [{ ...row, lineNumber: line.lineNumber, proposal: proposals.get(line.key) ?? null }];
      }),
    };
  }

  /** Kept lines with a status (OPEN by default), newest first, at most {@link BANK_LINES_MAX}, with proposals. */
  async lines(status: BankLineStatus = 'OPEN'): Promise<BankLineView[]> {
    const rows = await this.deps.db
      .select()
      .from(bankLine)
      .where(eq(bankLine.status, status))
      .orderBy(desc(bankLine.postedOn), desc(bankLine.createdAt), bankLine.key)
      .limit(BANK_LINES_MAX);
    const views = rows.map(storedView);
    const proposals = status === 'OPEN' ? await proposalsFor(this.deps.db, views) : new Map();
    return views.map((v) => ({ ...v, proposal: proposals.get(v.key) ?? null }));
  }

  /**
   * Records the line as a bank transfer from the customer (date and amount of the line, its reference fields as
   * the reference), allocated to `documentIds` or else oldest first, and marks the line matched. NOT_FOUND; BAD_INPUT
   * when the line is matched or ignored already (a second confirmation records nothing).
   */
  async confirm(
    actor: Actor & { userId?: string | null },
    key: string,
    customerId: string,
    documentIds?: readonly string[] | null,
  ): Promise<BankLineView> {
    const line = (await this.linesByKey([key])).get(key);
    if (!line) throw new DomainError('NOT_FOUND', 'This bank line was not found.');
    if (line.status === 'MATCHED') {
      throw new DomainError('BAD_INPUT', 'This bank line is already matched to a payment.');
    }
    if (line.status === 'IGNORED') throw new DomainError('BAD_INPUT', 'This bank line was ignored.');
    const reference = [line.particulars, line.code, line.reference].filter((t) => t !== '').join(' ');
    await this.receivables.recordPayment(
      actor,
      customerId,
      {
        receivedOn: line.postedOn,
        amount: line.amount,
        method: 'BANK_TRANSFER',
        reference: reference.slice(0, 100),
      },
      documentIds,
      key,
    );
    const after = (await this.linesByKey([key])).get(key);
    if (!after) throw new DomainError('NOT_FOUND', 'This bank line was not found.');
    return after;
  }

  /** Sets an open line aside (not a customer's payment); NOT_FOUND, or BAD_INPUT when it is not open. */
  async ignore(actor: Actor, key: string): Promise<BankLineView> {
    return this.deps.changes.run(actor, async (tx) => {
      const [row] = await tx
        .update(bankLine)
        .set({ status: 'IGNORED' })
        .where(and(eq(bankLine.key, key), eq(bankLine.status, 'OPEN')))
        .returning();
      if (!row) {
        const [found] = await tx
          .select({ status: bankLine.status })
          .from(bankLine)
          .where(eq(bankLine.key, key));
        if (!found) throw new DomainError('NOT_FOUND', 'This bank line was not found.');
        throw new DomainError(
          'BAD_INPUT',
          found.status === 'MATCHED'
            ? 'This bank line is already matched to a payment.'
            : 'This bank line was ignored.',
        );
      }
      const view = storedView(row);
      return {
        result: view,
        notice: {
          message: `Bank line of ${formatDateOnly(view.postedOn)} for ${formatNZD(view.amount)} ignored`,
        },
      };
    });
  }

  private async savedMapping(header: readonly string[]): Promise<BankCsvMapping | null> {
    const [row] = await this.deps.db
      .select({ mapping: bankCsvMapping.mapping })
      .from(bankCsvMapping)
      .where(eq(bankCsvMapping.headerKey, headerKey(header)));
    const parsed = row ? bankCsvMappingSchema.safeParse(row.mapping) : null;
    return parsed?.success ? parsed.data : null;
  }

  private async linesByKey(keys: readonly string[]): Promise<Map<string, BankLineView>> {
    if (keys.length === 0) return new Map();
    const rows = await this.deps.db
      .select()
      .from(bankLine)
      .where(inArray(bankLine.key, [...new Set(keys)]));
    return new Map(rows.map((r) => [r.key, storedView(r)]));
  }
}

function tableOf(csv: string): BankCsvTable {
  if (Buffer.byteLength(csv, 'utf8') > BANK_CSV_MAX_BYTES) throw unreadable('it is larger than 2 MB.');
  const read = readBankCsv(csv);
  if (!read.ok) throw unreadable(read.message);
  return read.value;
}

function parsedMapping(given: BankCsvMapping): BankCsvMapping {
  const parsed = bankCsvMappingSchema.safeParse(given);
  if (!parsed.success) throw new DomainError('BAD_INPUT', parsed.error.issues[0]?.message);
  const blankToNull = (v: string | null | undefined) => (v ? v : null);
  return {
    ...parsed.data,
    particulars: blankToNull(parsed.data.particulars),
    code: blankToNull(parsed.data.code),
    reference: blankToNull(parsed.data.reference),
    otherParty: blankToNull(parsed.data.otherParty),
  };
}

function viewOf(
  line: BankCsvLine,
  fileName: string,
): Omit<BankLineView, 'status' | 'alreadyImported' | 'paymentId' | 'proposal'> {
  const { key, lineNumber, postedOn, amount, particulars, code, reference, otherParty } = line;
  return { key, lineNumber, fileName, postedOn, amount, particulars, code, reference, otherParty };
}

function storedView(row: typeof bankLine.$inferSelect): BankLineView {
  return {
    key: row.key,
    lineNumber: null,
    fileName: row.fileName,
    postedOn: row.postedOn,
    amount: toCents(row.amount),
    particulars: row.particulars,
    code: row.code,
    reference: row.reference,
    otherParty: row.otherParty,
    status: row.status as BankLineStatus,
    alreadyImported: true,
    paymentId: row.paymentId,
    proposal: null,
  };
}
