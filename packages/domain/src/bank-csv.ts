import { z } from 'zod';
import { type Cents, cents, toCents } from './money.ts';

/** How a bank's export writes its dates. */
export const BANK_DATE_FORMATS = ['DD/MM/YYYY', 'YYYY/MM/DD', 'YYYY-MM-DD'] as const;
export type BankDateFormat = (typeof BANK_DATE_FORMATS)[number];

/** The reference fields of a bank line, in the order a match is looked for in them. */
export const BANK_TEXT_FIELDS = ['reference', 'particulars', 'code', 'otherParty'] as const;
export type BankTextField = (typeof BANK_TEXT_FIELDS)[number];

export const BANK_FIELD_LABELS: Readonly<Record<BankTextField, string>> = {
  reference: 'reference',
  particulars: 'particulars',
  code: 'code',
  otherParty: 'other party',
};

/** Which column of a bank's CSV holds what, by the column's header as the file writes it. */
export const bankCsvMappingSchema = z.object({
  date: z.string().trim().min(1, 'Choose the column that holds the date.'),
  amount: z.string().trim().min(1, 'Choose the column that holds the amount.'),
  particulars: z.string().trim().nullish(),
  code: z.string().trim().nullish(),
  reference: z.string().trim().nullish(),
  otherParty: z.string().trim().nullish(),
  dateFormat: z.enum(BANK_DATE_FORMATS, { error: 'Choose how the dates are written.' }),
});
export type BankCsvMapping = z.infer<typeof bankCsvMappingSchema>;

/** A bank CSV read into its header and the rows under it (blank rows left out). */
export type BankCsvTable = {
  header: string[];
  /** `lineNumber` counts from 1 at the file's first line, as a spreadsheet shows it. */
  rows: Array<{ cells: string[]; lineNumber: number }>;
};

/** One credit line of a statement: money received. */
export type BankCsvLine = {
  /** The same for the same line of the same file read again; two identical lines of one file keep two keys. */
  key: string;
  lineNumber: number;
  /** YYYY-MM-DD. */
  postedOn: string;
  amount: Cents;
  particulars: string;
  code: string;
  reference: string;
  otherParty: string;
};

export type BankCsvResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** Most exports carry a few lines about the account before the header; a header further down is not a bank CSV. */
const HEADER_SEARCH_ROWS = 15;

/**
 * Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks);
 * a byte order mark, CRLF or CR line ends and a missing final line break are all read. An unclosed quote is an
 * error, with the line it opened on.
 */
export function parseCsv(text: string): BankCsvResult<Array<{ cells: string[]; lineNumber: number }>> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: Array<{ cells: string[]; lineNumber: number }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    rows.push({ cells, lineNumber: rowLine });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      quoteLine = line;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted) return { ok: false, message: `a quote opened on line ${quoteLine} is never closed.` };
  if (cell !== '' || cells.length > 0) endRow();
  return { ok: true, value: rows };
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/**
 * Reads a bank CSV: the header is the first row, among the first few, that names a date and an amount column, or
 * else has three or more cells and no date in them (the lines above it describe the account).
 */
export function readBankCsv(text: string): BankCsvResult<BankCsvTable> {
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const rows = parsed.value.filter((r) => !isBlank(r.cells));
  if (rows.length === 0) return { ok: false, message: 'the file is empty.' };
  const candidates = rows.slice(0, HEADER_SEARCH_ROWS);
  const named = candidates.findIndex((r) => {
    const guess = guessBankCsvMapping(r.cells);
    return guess.date !== '' && guess.amount !== '';
  });
  const at =
    named >= 0
      ? named
      : candidates.findIndex(
          (r) =>
            r.cells.filter((c) => c.trim() !== '').length >= 3 &&
            !r.cells.some((c) => BANK_DATE_FORMATS.some((f) => parseBankDate(c, f) !== null)),
        );
  const header = rows[at];
  if (at < 0 || !header) return { ok: false, message: 'no header row (Date, Amount, …) was found.' };
  return { ok: true, value: { header: header.cells.map((c) => c.trim()), rows: rows.slice(at + 1) } };
}

/** The key a mapping is saved under: the header's cells, trimmed and lower-cased, so the same bank's files share it. */
export function headerKey(header: readonly string[]): string {
  return header.map((c) => c.trim().toLowerCase()).join(',');
}

// What NZ banks call each column (ANZ, ASB, BNZ, Kiwibank, Westpac), best first. Kiwibank's TP fields are what
// the payer wrote for this account's statement; OP are the other party's.
const HEADER_NAMES: Readonly<Record<keyof Omit<BankCsvMapping, 'dateFormat'>, readonly string[]>> = {
  date: ['date', 'transaction date', 'processed date', 'posted date'],
  amount: ['amount', 'amount (nzd)', 'transaction amount'],
  particulars: ['particulars', 'tp part'],
  code: ['code', 'analysis code', 'tp code'],
  reference: ['reference', 'tp ref', 'memo', 'memo/description', 'description'],
  otherParty: ['other party', 'payee', 'op name', 'details', 'payer'],
};

/**
 * The mapping guessed from a header (and, for the date format, from the rows under it): each field takes the
 * column its usual names point to; a date or amount not found is ''. Staff check it once; it is then saved.
 */
export function guessBankCsvMapping(
  header: readonly string[],
  rows: ReadonlyArray<{ cells: readonly string[] }> = [],
): BankCsvMapping {
  const names = header.map((c) => c.trim());
  const lower = names.map((c) => c.toLowerCase());
  const pick = (wanted: readonly string[]): string | null => {
    for (const name of wanted) {
      const at = lower.indexOf(name);
      if (at >= 0) return names[at] ?? null;
    }
    return null;
  };
  const date = pick(HEADER_NAMES.date) ?? names.find((_, i) => lower[i]?.includes('date')) ?? '';
  const amount =
    pick(HEADER_NAMES.amount) ??
    names.find((_, i) => /amount/.test(lower[i] ?? '') && !/foreign|credit|debit/.test(lower[i] ?? '')) ??
    '';
  const dateAt = names.indexOf(date);
  const samples = dateAt < 0 ? [] : rows.map((r) => (r.cells[dateAt] ?? '').trim()).filter((c) => c !== '');
  const dateFormat =
    BANK_DATE_FORMATS.find(
      (f) => samples.length > 0 && samples.slice(0, 50).every((s) => parseBankDate(s, f) !== null),
    ) ?? 'DD/MM/YYYY';
  return {
    date,
    amount,
    particulars: pick(HEADER_NAMES.particulars),
    code: pick(HEADER_NAMES.code),
    reference: pick(HEADER_NAMES.reference),
    otherParty: pick(HEADER_NAMES.otherParty),
    dateFormat,
  };
}

const DATE_PATTERNS: Readonly<Record<BankDateFormat, RegExp>> = {
  'DD/MM/YYYY': /^(?<d>\d{1,2})[/.-](?<m>\d{1,2})[/.-](?<y>\d{4}|\d{2})$/,
  'YYYY/MM/DD': /^(?<y>\d{4})\/(?<m>\d{1,2})\/(?<d>\d{1,2})$/,
  'YYYY-MM-DD': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})$/,
};

/** A bank's date as YYYY-MM-DD, or null when it is not a real date in that format (a two-digit year is 20YY). */
export function parseBankDate(text: string, format: BankDateFormat): string | null {
  const groups = DATE_PATTERNS[format].exec(text.trim())?.groups;
  if (!groups) return null;
  const year = Number(groups.y?.length === 2 ? `20${groups.y}` : groups.y);
  const month = Number(groups.m);
  const day = Number(groups.d);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A bank's amount ("1,234.50", "-12.00", "$5", "+3.5") in cents, or null when it is not one. */
export function parseBankAmount(text: string): Cents | null {
  const plain = text.trim().replace(/[$,\s]/g, '');
  const match = /^([+-]?)(\d+(?:\.\d{1,2})?|\.\d{1,2})$/.exec(plain);
  if (!match) return null;
  const value = toCents(match[2] ?? '');
  return cents(match[1] === '-' ? -value : value);
}

/** What a bank line key is hashed from: the row's cells and which occurrence of that exact row it is in the file. */
export function bankLineKeySource(cells: readonly string[], occurrence: number): string {
  return `${cells.map((c) => c.trim()).join('\u001f')}\u001e${occurrence}`;
}

/**
 * The credit lines of a statement read with a mapping, each with its stable key (`hash` of `bankLineKeySource`);
 * debits (and zero amounts) are counted and left out. A mapped column missing from the header, or a row whose
 * date or amount cannot be read, fails the whole file with the line named.
 */
export function bankLinesOf(
  table: BankCsvTable,
  mapping: BankCsvMapping,
  hash: (source: string) => string,
): BankCsvResult<{ lines: BankCsvLine[]; debitCount: number }> {
  const columns = {} as Record<keyof Omit<BankCsvMapping, 'dateFormat'>, number>;
  for (const field of ['date', 'amount', ...BANK_TEXT_FIELDS] as const) {
    const name = mapping[field];
    if (name === null || name === undefined || name === '') {
      columns[field] = -1;
      continue;
    }
    const at = table.header.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
    if (at < 0) return { ok: false, message: `the file has no column “${name}”.` };
    columns[field] = at;
  }
  const seen = new Map<string, number>();
  const lines: BankCsvLine[] = [];
  let debitCount = 0;
  for (const row of table.rows) {
    const cell = (at: number) => (at < 0 ? '' : (row.cells[at] ?? '').trim());
    const postedOn = parseBankDate(cell(columns.date), mapping.dateFormat);
    if (!postedOn) {
      return {
        ok: false,
        message: `line ${row.lineNumber}: “${cell(columns.date)}” is not a date written ${mapping.dateFormat}.`,
      };
    }
    const amount = parseBankAmount(cell(columns.amount));
    if (amount === null) {
      return { ok: false, message: `line ${row.lineNumber}: “${cell(columns.amount)}” is not an amount.` };
    }
    const content = bankLineKeySource(row.cells, 0);
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    if (amount <= 0) {
      debitCount++;
      continue;
    }
    lines.push({
      key: hash(bankLineKeySource(row.cells, occurrence)),
      lineNumber: row.lineNumber,
      postedOn,
      amount,
      particulars: cell(columns.particulars),
      code: cell(columns.code),
      reference: cell(columns.reference),
      otherParty: cell(columns.otherParty),
    });
  }
  return { ok: true, value: { lines, debitCount } };
}

/** Something in a line's reference fields that may say who paid: an invoice or debit note number, or a code. */
export type BankMatchHint =
  | { kind: 'INVOICE'; number: number; text: string; field: BankTextField; prefixed: boolean }
  | { kind: 'DEBIT_NOTE'; number: string; text: string; field: BankTextField }
  | { kind: 'CODE'; code: string; text: string; field: BankTextField };

/**
 * The invoice numbers ("INV-0012", "Invoice 1042", "#1042" or a bare 1042), debit note numbers ("DN-0001",
 * "DN1") and words that may be customer codes in a line's reference fields, reference first. Customer codes are
 * compared upper-cased.
 */
export function bankMatchHints(
  line: Pick<BankCsvLine, BankTextField>,
  limits: { maxWords: number } = { maxWords: 20 },
): BankMatchHint[] {
  const hints: BankMatchHint[] = [];
  let words = 0;
  for (const field of BANK_TEXT_FIELDS) {
    const text = line[field];
    for (const m of text.matchAll(/\bDN[\s#:-]*0*(\d{1,6})\b/gi)) {
      hints.push({ kind: 'DEBIT_NOTE', number: `DN-${(m[1] ?? '').padStart(4, '0')}`, text: m[0], field });
    }
    const invoiceAt = new Set<number>();
    for (const m of text.matchAll(/(?:\bINV(?:OICE)?|#)[\s#:.-]*(\d{1,9})\b/gi)) {
      invoiceAt.add((m.index ?? 0) + m[0].length - (m[1] ?? '').length);
      hints.push({ kind: 'INVOICE', number: Number(m[1]), text: m[0].trim(), field, prefixed: true });
    }
    for (const m of text.matchAll(/(?<![\w./-])(\d{1,9})(?![\w/-]|\.\d)/g)) {
      if (invoiceAt.has(m.index ?? -1) || Number(m[1]) < 1) continue;
      hints.push({ kind: 'INVOICE', number: Number(m[1]), text: m[1] ?? '', field, prefixed: false });
    }
    const whole = text.trim().toUpperCase();
    const tokens = new Set([whole, ...whole.split(/[^A-Z0-9_-]+/)]);
    for (const token of tokens) {
      if (token.length < 2 || words >= limits.maxWords) continue;
      words++;
      hints.push({ kind: 'CODE', code: token, text: token, field });
    }
  }
  return hints;
}

/** Documents and customers the hints were looked up as, by the server. */
export type BankHintLookup = {
  invoices: ReadonlyArray<{ number: number; id: string; customerId: string }>;
  debitNotes: ReadonlyArray<{ number: string; id: string; customerId: string }>;
  customers: ReadonlyArray<{ code: string; id: string }>;
};

/** Who a line is proposed as from, the documents it pays, and why, in words ("INV-0012 in reference"). */
export type BankProposal = { customerId: string; documentIds: string[]; reason: string };

/**
 * The proposal for a line: the customer of the first document number found (an "INV" number before a bare one),
 * with every found document of theirs; else the customer whose code appears; else null.
 */
export function proposeBankMatch(
  hints: readonly BankMatchHint[],
  found: BankHintLookup,
): BankProposal | null {
  const documents: Array<{ id: string; customerId: string; hint: BankMatchHint }> = [];
  const ranked = [...hints].sort((a, b) => rank(a) - rank(b));
  for (const hint of ranked) {
    if (hint.kind === 'INVOICE') {
      const doc = found.invoices.find((d) => d.number === hint.number);
      if (doc) documents.push({ id: doc.id, customerId: doc.customerId, hint });
    } else if (hint.kind === 'DEBIT_NOTE') {
      const doc = found.debitNotes.find((d) => d.number === hint.number);
      if (doc) documents.push({ id: doc.id, customerId: doc.customerId, hint });
    }
  }
  // A customer code in the line names who paid: their documents among those found, and a document of someone
  // else's (a mistyped number) is not proposed over it.
  const byCode = hints.flatMap((hint) => {
    if (hint.kind !== 'CODE') return [];
    const holder = found.customers.find((c) => c.code.toUpperCase() === hint.code);
    return holder ? [{ holder, hint }] : [];
  })[0];
  const first = byCode ? documents.find((d) => d.customerId === byCode.holder.id) : documents[0];
  if (first) {
    const theirs = documents.filter((d) => d.customerId === first.customerId);
    const ids = [...new Set(theirs.map((d) => d.id))];
    const reasons = [...new Set(theirs.map((d) => `${d.hint.text} in ${BANK_FIELD_LABELS[d.hint.field]}`))];
    return { customerId: first.customerId, documentIds: ids, reason: reasons.join(', ') };
  }
  if (byCode) {
    const others = documents.length > 0 ? `; ${documents[0]?.hint.text} is another customer’s` : '';
    return {
      customerId: byCode.holder.id,
      documentIds: [],
      reason: `customer code ${byCode.holder.code} in ${BANK_FIELD_LABELS[byCode.hint.field]}${others}`,
    };
  }
  return null;
}

function rank(hint: BankMatchHint): number {
  return hint.kind === 'INVOICE' && !hint.prefixed ? 1 : 0;
}
