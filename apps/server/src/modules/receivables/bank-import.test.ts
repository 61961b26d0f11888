import { randomUUID } from 'node:crypto';
import { addDays, aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { cents, toDecimalString } from '@cleaver/domain/money';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCsvMapping, bankLine, customer, invoice, order, payment } from '../../db/schema.ts';
import type { ApiClient } from '../../test/client.ts';
import { codeOf, customerIdOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const TODAY = aucklandDateString(new Date());
const ago = (days: number) => addDays(TODAY, -days);

const MAPPING = 'date amount particulars code reference otherParty dateFormat';
const LINE = `key lineNumber fileName postedOn amount particulars code reference otherParty status alreadyImported
  paymentId proposal { customerId companyName customerCode documents { id number } reason }`;
const PREVIEW = `mutation ($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {
  previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {
    fileName header mapping { ${MAPPING} } mappingSaved lines { ${LINE} } debitCount problem } }`;
const IMPORT = `mutation ($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {
  importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {
    imported alreadyImported debitCount lines { ${LINE} } } }`;
const CONFIRM = `mutation ($key: ID!, $customerId: ID!, $documentIds: [ID!]) {
  confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) { ${LINE} } }`;
const IGNORE = `mutation ($key: ID!) { ignoreBankLine(key: $key) { ${LINE} } }`;
const LINES = `query ($status: BankLineStatus) { bankLines(status: $status) { ${LINE} } }`;
const REVERSE = `mutation ($id: ID!, $reason: String!) { reversePayment(paymentId: $id, reason: $reason) {
  account { balance } } }`;

type Mapping = {
  date: string;
  amount: string;
  particulars: string | null;
  code: string | null;
  reference: string | null;
  otherParty: string | null;
  dateFormat: string;
};
type Line = {
  key: string;
  lineNumber: number | null;
  postedOn: string;
  amount: number;
  particulars: string;
  code: string;
  reference: string;
  otherParty: string;
  status: string;
  alreadyImported: boolean;
  paymentId: string | null;
  proposal: {
    customerId: string;
    customerCode: string;
    documents: Array<{ id: string; number: string }>;
    reason: string;
  } | null;
};
type Preview = {
  header: string[];
  mapping: Mapping;
  mappingSaved: boolean;
  lines: Line[];
  debitCount: number;
  problem: string | null;
};
type Imported = { imported: number; alreadyImported: number; debitCount: number; lines: Line[] };

const ANZ_HEADER =
  'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge';
const ANZ_MAPPING: Mapping = {
  date: 'Date',
  amount: 'Amount',
  particulars: 'Particulars',
  code: 'Code',
  reference: 'Reference',
  otherParty: 'Details',
  dateFormat: 'DD/MM/YYYY',
};

/** An ANZ export of the rows given as [details, particulars, code, reference, amount, date]. */
function anz(rows: ReadonlyArray<readonly [string, string, string, string, string, string]>): string {
  const cell = (c: string) => (/[",]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
  return [
    ANZ_HEADER,
    ...rows.map(([details, part, code, ref, amount, date]) =>
      ['Direct Credit', details, part, code, ref, amount, formatDateOnly(date), '', ''].map(cell).join(','),
    ),
  ].join('\r\n');
}

describe.each(TEST_DATABASES)('bank statement import on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  let template: typeof order.$inferSelect;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    const bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [source] = await db().select().from(order).where(eq(order.customerId, bistroId)).limit(1);
    template = source!;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A customer of the test's own, with a code no other test uses. */
  async function newCustomer(): Promise<{ id: string; code: string }> {
    const code = `BNK${randomUUID().slice(0, 6)}`.toUpperCase();
    const [row] = await db()
      .insert(customer)
      .values({
        code,
        firstName: 'Pat',
        lastName: 'Payer',
        email: `${code.toLowerCase()}@bank.test`,
        companyName: `Bank Test ${code}`,
      })
      .returning({ id: customer.id });
    return { id: row!.id, code };
  }

  async function invoiceFor(customerId: string, total: number): Promise<{ id: string; number: number }> {
    const { id: _id, searchText: _s, createdAt: _c, updatedAt: _u, ...rest } = template;
    const orderId = randomUUID();
    await db()
      .insert(order)
      .values({ ...rest, id: orderId, customerId, status: 'COMPLETED', version: 1, recurringOrderId: null });
    const [{ highest } = { highest: 0 }] = await db()
      .select({ highest: sql<number>`coalesce(max(${invoice.invoiceNumber}), 1000)::int` })
      .from(invoice);
    const [row] = await db()
      .insert(invoice)
      .values({
        orderId,
        invoiceNumber: Number(highest) + 1,
        customerId,
        issuedAt: new Date(`${ago(20)}T12:00:00+12:00`),
        subTotal: toDecimalString(cents(total)),
        freight: '0.00',
        cutting: '0.00',
        gst: '0.00',
        total: toDecimalString(cents(total)),
        dueDate: ago(1),
      })
      .returning({ id: invoice.id, number: invoice.invoiceNumber });
    return { id: row!.id, number: row!.number };
  }

  async function preview(csv: string, mapping?: Mapping): Promise<Preview> {
    const answer = await admin.graphql<{ previewBankImport: Preview }>(PREVIEW, {
      fileName: 'statement.csv',
      csv,
      mapping,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.previewBankImport;
  }

  async function imported(csv: string, mapping: Mapping = ANZ_MAPPING): Promise<Imported> {
    const answer = await admin.graphql<{ importBankLines: Imported }>(IMPORT, {
      fileName: 'statement.csv',
      csv,
      mapping,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.importBankLines;
  }

  async function confirm(key: string, customerId: string, documentIds?: string[]) {
    return admin.graphql<{ confirmBankLine: Line }>(CONFIRM, { key, customerId, documentIds });
  }

  async function stored(): Promise<{ lines: number; mappings: number; payments: number }> {
    const [[lines], [mappings], [payments]] = await Promise.all([
      db().select({ n: count() }).from(bankLine),
      db().select({ n: count() }).from(bankCsvMapping),
      db().select({ n: count() }).from(payment),
    ]);
    return { lines: lines!.n, mappings: mappings!.n, payments: payments!.n };
  }

  it('refuses guests and customers everything', async () => {
    const csv = anz([['X', '', '', '', '5.00', ago(1)]]);
    const calls: Array<[string, Record<string, unknown>]> = [
      [PREVIEW, { fileName: 'a.csv', csv }],
      [IMPORT, { fileName: 'a.csv', csv, mapping: ANZ_MAPPING }],
      [CONFIRM, { key: 'x', customerId: randomUUID() }],
      [IGNORE, { key: 'x' }],
      [LINES, {}],
    ];
    const before = await stored();
    for (const [query, variables] of calls) {
      expect(codeOf(await guest.graphql(query, variables))).toBe('UNAUTHENTICATED');
      expect(codeOf(await bistro.graphql(query, variables))).toBe('FORBIDDEN');
    }
    expect(await stored()).toEqual(before);
  });

  it('says what it could not read in a file, and writes nothing', async () => {
    const before = await stored();
    const unclosed = `${ANZ_HEADER}\r\nDirect Credit,"X,,,,5.00,01/12/2026,,`;
    for (const query of [PREVIEW, IMPORT]) {
      const answer = await admin.graphql(query, { fileName: 'bad.csv', csv: unclosed, mapping: ANZ_MAPPING });
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(answer.errors?.[0]?.message).toBe(
        'We could not read this file: a quote opened on line 2 is never closed.',
      );
    }
    const badDate = `${anz([['Good', '', '', '', '5.00', ago(1)]])}\r\nDirect Credit,X,,,,5.00,31/02/2026,,`;
    const answer = await admin.graphql(IMPORT, { fileName: 'bad.csv', csv: badDate, mapping: ANZ_MAPPING });
    expect(answer.errors?.[0]?.message).toBe(
      'We could not read this file: line 3: “31/02/2026” is not a date written DD/MM/YYYY.',
    );
    const noHeader = await admin.graphql(PREVIEW, { fileName: 'x.csv', csv: '01/12/2026,5.00,x\n' });
    expect(noHeader.errors?.[0]?.message).toBe(
      'We could not read this file: no header row (Date, Amount, …) was found.',
    );
    const wrongColumn = await admin.graphql(IMPORT, {
      fileName: 'x.csv',
      csv: anz([['A', '', '', '', '1.00', ago(1)]]),
      mapping: { ...ANZ_MAPPING, reference: 'Ref' },
    });
    expect(wrongColumn.errors?.[0]?.message).toBe(
      'We could not read this file: the file has no column “Ref”.',
    );
    const badFormat = await admin.graphql(IMPORT, {
      fileName: 'x.csv',
      csv: anz([['A', '', '', '', '1.00', ago(1)]]),
      mapping: { ...ANZ_MAPPING, dateFormat: 'MM/DD/YYYY' },
    });
    expect(badFormat.errors?.[0]?.message).toBe('Choose how the dates are written.');
    expect(await stored()).toEqual(before);
  });

  it('reads a long export (1.5 MB, past the 1 MB other requests are held to), and refuses one over 2 MB in words', async () => {
    // Long rows rather than many: what is measured is the request, not the matching.
    const row = (n: number) =>
      [`DIRECT CREDIT ${'X'.repeat(220)}`, `LINE ${n}`, '', '', '1.00', ago(3)] as const;
    const long = anz(Array.from({ length: 6_000 }, (_, n) => row(n)));
    expect(Buffer.byteLength(long)).toBeGreaterThan(1.5 * 1024 * 1024);
    expect(Buffer.byteLength(long)).toBeLessThan(2 * 1024 * 1024);
    const LIGHT = `mutation ($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {
      previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) { debitCount lines { amount } } }`;
    const read = await admin.graphql<{ previewBankImport: { lines: unknown[] } }>(LIGHT, {
      fileName: 'long.csv',
      csv: long,
      mapping: ANZ_MAPPING,
    });
    expect(read.errors).toBeUndefined();
    expect(read.data?.previewBankImport.lines).toHaveLength(6_000);
    const tooLong = anz(Array.from({ length: 8_000 }, (_, n) => row(n)));
    const refused = await admin.graphql(LIGHT, { fileName: 'huge.csv', csv: tooLong, mapping: ANZ_MAPPING });
    expect(refused.errors?.[0]?.message).toBe('We could not read this file: it is larger than 2 MB.');
  });

  it('previews an export with the guessed mapping, proposals by invoice number and by code, debits counted', async () => {
    const bakery = await newCustomer();
    const cafe = await newCustomer();
    const owed = await invoiceFor(bakery.id, 12_345);
    const csv = [
      anz([
        ['BAKERY LTD', `INV-${owed.number}`, '', 'thanks', '123.45', ago(2)],
        ['CAFE', 'Nov', cafe.code.toLowerCase(), '', '1,000.00', ago(2)],
        ['STRANGER', 'gift', '', '', '7.00', ago(2)],
      ]),
      `Eftpos,POWER,,,,-80.00,${formatDateOnly(ago(2))},,`,
    ].join('\r\n');
    const answer = await preview(csv);
    expect(answer.mapping).toEqual(ANZ_MAPPING);
    expect(answer.mappingSaved).toBe(false);
    expect(answer.problem).toBeNull();
    expect(answer.debitCount).toBe(1);
    expect(answer.lines.map((l) => [l.amount, l.postedOn, l.alreadyImported, l.proposal])).toEqual([
      [
        12_345,
        ago(2),
        false,
        {
          customerId: bakery.id,
          companyName: `Bank Test ${bakery.code}`,
          customerCode: bakery.code,
          documents: [{ id: owed.id, number: String(owed.number) }],
          reason: `INV-${owed.number} in particulars`,
        },
      ],
      [
        100_000,
        ago(2),
        false,
        {
          customerId: cafe.id,
          companyName: `Bank Test ${cafe.code}`,
          customerCode: cafe.code,
          documents: [],
          reason: `customer code ${cafe.code} in code`,
        },
      ],
      [700, ago(2), false, null],
    ]);
  });

  it('keeps a file once: the same file again records nothing, and its lines show as imported', async () => {
    const token = randomUUID().slice(0, 8);
    const twin = ['TWIN', token, '', '', '10.00', ago(3)] as const;
    const csv = anz([twin, twin, ['OTHER', token, '', '', '11.00', ago(3)]]);
    const first = await imported(csv);
    expect([first.imported, first.alreadyImported]).toEqual([3, 0]);
    expect(new Set(first.lines.map((l) => l.key)).size).toBe(3);
    const before = await stored();
    const second = await imported(csv);
    expect([second.imported, second.alreadyImported]).toEqual([0, 3]);
    expect(second.lines.map((l) => l.key)).toEqual(first.lines.map((l) => l.key));
    expect(await stored()).toEqual(before);
    const again = await preview(csv);
    expect(again.mappingSaved).toBe(true);
    expect(again.lines.every((l) => l.alreadyImported)).toBe(true);
  });

  it('remembers the mapping of an unusual header', async () => {
    const token = randomUUID().slice(0, 8);
    const csv = `Posted,Value,Who,Note\n${ago(1)},25.00,Someone,${token}\n`;
    const guessed = await preview(csv);
    expect(guessed.problem).toBe('Choose the columns that hold the date and amount.');
    expect(guessed.header).toEqual(['Posted', 'Value', 'Who', 'Note']);
    const mapping: Mapping = {
      date: 'Posted',
      amount: 'Value',
      particulars: null,
      code: null,
      reference: 'Note',
      otherParty: 'Who',
      dateFormat: 'YYYY-MM-DD',
    };
    expect((await preview(csv, mapping)).lines.map((l) => l.reference)).toEqual([token]);
    await imported(csv, mapping);
    const saved = await preview(csv);
    expect([saved.mappingSaved, saved.mapping, saved.problem]).toEqual([true, mapping, null]);
  });

  it('confirms a line as a bank transfer of the customer, once however often it is pressed', async () => {
    const bakery = await newCustomer();
    const owed = await invoiceFor(bakery.id, 20_000);
    const result = await imported(anz([['BAKERY', '', '', `Inv ${owed.number}`, '200.00', ago(4)]]));
    const [line] = result.lines;
    expect(line?.proposal?.reason).toBe(`Inv ${owed.number} in reference`);
    const [one, two] = await Promise.all([
      confirm(line!.key, bakery.id, [owed.id]),
      confirm(line!.key, bakery.id, [owed.id]),
    ]);
    const answers = [one, two];
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
    expect(answers.flatMap((a) => a.errors?.map((e) => e.message) ?? [])).toEqual([
      'This bank line is already matched to a payment.',
    ]);
    const payments = await db().select().from(payment).where(eq(payment.customerId, bakery.id));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      receivedOn: ago(4),
      amount: '200.00',
      method: 'BANK_TRANSFER',
      reference: `Inv ${owed.number}`,
      bankLineKey: line!.key,
    });
    const matched = answers.find((a) => a.errors === undefined)!.data!.confirmBankLine;
    expect([matched.status, matched.paymentId]).toEqual(['MATCHED', payments[0]!.id]);
    const open = await admin.graphql<{ bankLines: Line[] }>(LINES, {});
    expect(open.data!.bankLines.some((l) => l.key === line!.key)).toBe(false);
    const done = await admin.graphql<{ bankLines: Line[] }>(LINES, { status: 'MATCHED' });
    expect(done.data!.bankLines.find((l) => l.key === line!.key)?.paymentId).toBe(payments[0]!.id);
    const later = await confirm(line!.key, bakery.id);
    expect(later.errors?.[0]?.message).toBe('This bank line is already matched to a payment.');
  });

  it('opens the line again when its payment is reversed, to be matched to the right customer', async () => {
    const wrong = await newCustomer();
    const right = await newCustomer();
    const [line] = (await imported(anz([['SOMEONE', right.code, '', '', '55.00', ago(5)]]))).lines;
    expect(line?.proposal?.customerId).toBe(right.id);
    const first = await confirm(line!.key, wrong.id);
    expect(first.errors).toBeUndefined();
    const reversed = await admin.graphql(REVERSE, {
      id: first.data!.confirmBankLine.paymentId,
      reason: 'Keyed against the wrong customer',
    });
    expect(reversed.errors).toBeUndefined();
    const open = await admin.graphql<{ bankLines: Line[] }>(LINES, { status: 'OPEN' });
    expect(open.data!.bankLines.find((l) => l.key === line!.key)).toMatchObject({
      status: 'OPEN',
      paymentId: null,
    });
    const second = await confirm(line!.key, right.id);
    expect(second.errors).toBeUndefined();
    const [rightPayment] = await db().select().from(payment).where(eq(payment.customerId, right.id));
    expect(rightPayment).toMatchObject({ amount: '55.00', bankLineKey: line!.key, reversedAt: null });
    const [wrongPayment] = await db().select().from(payment).where(eq(payment.customerId, wrong.id));
    expect(wrongPayment?.reversedReason).toBe('Keyed against the wrong customer');
  });

  it('ignores a line, which then cannot be confirmed, and answers NOT_FOUND for an unknown one', async () => {
    const someone = await newCustomer();
    const [line] = (await imported(anz([['INTEREST', randomUUID().slice(0, 8), '', '', '0.42', ago(1)]])))
      .lines;
    const ignored = await admin.graphql<{ ignoreBankLine: Line }>(IGNORE, { key: line!.key });
    expect(ignored.data?.ignoreBankLine.status).toBe('IGNORED');
    const paymentsBefore = (await stored()).payments;
    expect((await confirm(line!.key, someone.id)).errors?.[0]?.message).toBe('This bank line was ignored.');
    expect((await admin.graphql(IGNORE, { key: line!.key })).errors?.[0]?.message).toBe(
      'This bank line was ignored.',
    );
    expect(codeOf(await confirm('no-such-line', someone.id))).toBe('NOT_FOUND');
    expect((await stored()).payments).toBe(paymentsBefore);
    const listed = await admin.graphql<{ bankLines: Line[] }>(LINES, { status: 'IGNORED' });
    expect(listed.data!.bankLines.map((l) => l.key)).toContain(line!.key);
  });
});
