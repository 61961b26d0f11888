import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BankCsvMapping,
  type BankCsvTable,
  bankLinesOf,
  bankMatchHints,
  guessBankCsvMapping,
  headerKey,
  parseBankAmount,
  parseBankDate,
  parseCsv,
  proposeBankMatch,
  readBankCsv,
} from './bank-csv.ts';

const ANZ = [
  'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
  'Direct Credit,HARBOUR BISTRO,INV-1042,BISTRO,"Nov, thanks",1234.50,03/12/2026,,',
  'Eftpos,COUNTDOWN,,,,-12.00,03/12/2026,,',
  'Direct Credit,TAKEAWAY LTD,,TAKE01,,"1,000.00",04/12/2026,,',
].join('\r\n');

const KIWIBANK =
  'Date,Memo/Description,Source Code (payment type),TP ref,TP part,TP code,OP ref,OP part,OP code,OP name,' +
  'OP Bank Account Number,Amount (credit),Amount (debit),Amount,Balance\n' +
  '2026-12-03,HARBOUR BISTRO INV 1042,DC,1042,Bistro,,,,,HARBOUR BISTRO,12-3456-0123456-00,250.00,,250.00,1250.00\n';

const ASB = [
  'Created date / time : 03 December 2026 / 10:15:22',
  'Bank 12; Branch 3020; Account 0123456-50 (Streamline)',
  'From date 20261101',
  'To date 20261130',
  'Avail Bal : 1234.56 as of 20261203',
  '',
  'Date,Unique Id,Tran Type,Cheque Number,Payee,Memo,Amount',
  '',
  '2026/11/28,2026112801,D/C,,"HARBOUR BISTRO","DN-0003 BISTRO",88.20',
  '2026/11/29,2026112901,DEBIT,,"POWER CO","",-150.00',
].join('\n');

const identity = (source: string) => source;

function table(text: string): BankCsvTable {
  const read = readBankCsv(text);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

describe('reading CSV text', () => {
  it('reads quotes, commas and line breaks in quotes, doubled quotes, CRLF and a byte order mark', () => {
    const read = parseCsv('\uFEFFa,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4');
    expect(read).toEqual({
      ok: true,
      value: [
        { cells: ['a', 'b, c', 'say "hi"', 'two\nlines'], lineNumber: 1 },
        { cells: ['1', '2', '3', '4'], lineNumber: 3 },
      ],
    });
  });

  it('names the line of a quote never closed', () => {
    expect(parseCsv('a,b\n1,"2\n3,4')).toEqual({
      ok: false,
      message: 'a quote opened on line 2 is never closed.',
    });
  });

  it('finds the header under an ASB preamble, and refuses a file without one', () => {
    const asb = table(ASB);
    expect(asb.header).toEqual([
      'Date',
      'Unique Id',
      'Tran Type',
      'Cheque Number',
      'Payee',
      'Memo',
      'Amount',
    ]);
    expect(asb.rows.map((r) => r.lineNumber)).toEqual([9, 10]);
    expect(readBankCsv('')).toEqual({ ok: false, message: 'the file is empty.' });
    expect(readBankCsv('03/12/2026,12.00,x\n04/12/2026,1.00,y')).toEqual({
      ok: false,
      message: 'no header row (Date, Amount, …) was found.',
    });
  });

  it('takes a header of unusual names when it holds no date', () => {
    expect(table('Posted,Value,Who\n03/12/2026,1.00,x').header).toEqual(['Posted', 'Value', 'Who']);
  });

  it('keys a header the same however it is spaced or cased', () => {
    expect(headerKey([' Date', 'AMOUNT '])).toBe(headerKey(['date', 'Amount']));
  });
});

describe('dates and amounts', () => {
  it.each([
    ['03/12/2026', 'DD/MM/YYYY', '2026-12-03'],
    ['3/1/2027', 'DD/MM/YYYY', '2027-01-03'],
    ['03-12-26', 'DD/MM/YYYY', '2026-12-03'],
    ['29/02/2028', 'DD/MM/YYYY', '2028-02-29'],
    ['29/02/2027', 'DD/MM/YYYY', null],
    ['12/31/2026', 'DD/MM/YYYY', null],
    ['2026/12/03', 'YYYY/MM/DD', '2026-12-03'],
    ['2026-12-03', 'YYYY/MM/DD', null],
    ['2026-12-03', 'YYYY-MM-DD', '2026-12-03'],
    ['2026-13-03', 'YYYY-MM-DD', null],
    ['', 'DD/MM/YYYY', null],
  ] as const)('%s written %s is %s', (text, format, date) => {
    expect(parseBankDate(text, format)).toBe(date);
  });

  it.each([
    ['1,234.50', 123450],
    ['-12.00', -1200],
    ['$5', 500],
    ['+3.5', 350],
    ['.99', 99],
    [' 1 000.00 ', 100000],
    ['12.345', null],
    ['abc', null],
    ['', null],
    ['1-2', null],
  ])('%s is %s cents', (text, value) => {
    expect(parseBankAmount(text)).toBe(value);
  });

  it('reads back any amount written as banks write it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (value) => {
        const dollars = (Math.abs(value) / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2 });
        expect(parseBankAmount(`${value < 0 ? '-' : ''}${dollars}`)).toBe(value);
      }),
    );
  });
});

describe('guessing the mapping', () => {
  it.each([
    [
      ANZ,
      {
        date: 'Date',
        amount: 'Amount',
        particulars: 'Particulars',
        code: 'Code',
        reference: 'Reference',
        otherParty: 'Details',
        dateFormat: 'DD/MM/YYYY',
      },
    ],
    [
      KIWIBANK,
      {
        date: 'Date',
        amount: 'Amount',
        particulars: 'TP part',
        code: 'TP code',
        reference: 'TP ref',
        otherParty: 'OP name',
        dateFormat: 'YYYY-MM-DD',
      },
    ],
    [
      ASB,
      {
        date: 'Date',
        amount: 'Amount',
        particulars: null,
        code: null,
        reference: 'Memo',
        otherParty: 'Payee',
        dateFormat: 'YYYY/MM/DD',
      },
    ],
    [
      'Date,Amount,Other Party,Description,Reference,Particulars,Analysis Code\n03/12/2026,5.00,A,B,C,D,E',
      {
        date: 'Date',
        amount: 'Amount',
        particulars: 'Particulars',
        code: 'Analysis Code',
        reference: 'Reference',
        otherParty: 'Other Party',
        dateFormat: 'DD/MM/YYYY',
      },
    ],
  ])('guesses each bank’s columns', (text, mapping) => {
    const { header, rows } = table(text);
    expect(guessBankCsvMapping(header, rows)).toEqual(mapping);
  });

  it('leaves date and amount empty when no column is called that', () => {
    const guess = guessBankCsvMapping(['Posted', 'Value']);
    expect([guess.date, guess.amount]).toEqual(['', '']);
  });
});

describe('the credit lines', () => {
  const anzMapping = guessBankCsvMapping(table(ANZ).header, table(ANZ).rows);

  it('reads credits with their fields, and counts the debits left out', () => {
    const read = bankLinesOf(table(ANZ), anzMapping, identity);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.debitCount).toBe(1);
    expect(read.value.lines.map(({ key: _key, ...line }) => line)).toEqual([
      {
        lineNumber: 2,
        postedOn: '2026-12-03',
        amount: 123450,
        particulars: 'INV-1042',
        code: 'BISTRO',
        reference: 'Nov, thanks',
        otherParty: 'HARBOUR BISTRO',
      },
      {
        lineNumber: 4,
        postedOn: '2026-12-04',
        amount: 100000,
        particulars: '',
        code: 'TAKE01',
        reference: '',
        otherParty: 'TAKEAWAY LTD',
      },
    ]);
  });

  it('fails the whole file on a date or amount it cannot read, naming the line', () => {
    const badDate = `${ANZ}\r\nDirect Credit,X,,,,5.00,31/11/2026,,`;
    expect(bankLinesOf(table(badDate), anzMapping, identity)).toEqual({
      ok: false,
      message: 'line 5: “31/11/2026” is not a date written DD/MM/YYYY.',
    });
    const badAmount = `${ANZ}\r\nDirect Credit,X,,,,five,03/12/2026,,`;
    expect(bankLinesOf(table(badAmount), anzMapping, identity)).toEqual({
      ok: false,
      message: 'line 5: “five” is not an amount.',
    });
    const other: BankCsvMapping = { ...anzMapping, reference: 'Ref' };
    expect(bankLinesOf(table(ANZ), other, identity)).toEqual({
      ok: false,
      message: 'the file has no column “Ref”.',
    });
  });

  it('gives the same keys to the same file, and two keys to two identical payments in it', () => {
    const row = 'Direct Credit,HARBOUR BISTRO,,,,10.00,03/12/2026,,';
    const text = `${ANZ}\r\n${row}\r\n${row}`;
    const keys = (source: string) => {
      const read = bankLinesOf(table(source), anzMapping, identity);
      if (!read.ok) throw new Error(read.message);
      return read.value.lines.map((l) => l.key);
    };
    const first = keys(text);
    expect(first).toHaveLength(4);
    expect(new Set(first).size).toBe(4);
    expect(keys(text)).toEqual(first);
    // The same lines in a later export that starts earlier keep their keys.
    expect(keys(`${ANZ}\r\nDirect Credit,OTHER,,,,7.00,02/12/2026,,\r\n${row}\r\n${row}`).slice(-2)).toEqual(
      first.slice(-2),
    );
  });

  it('keys stay unique and stable for any file of repeated lines', () => {
    const header = 'Date,Amount,Reference';
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 1, max: 3 }), cents: fc.integer({ min: 1, max: 3 }) }), {
          maxLength: 30,
        }),
        (rows) => {
          const text = [header, ...rows.map((r) => `0${r.day}/12/2026,0.0${r.cents},x`)].join('\n');
          const mapping = guessBankCsvMapping(['Date', 'Amount', 'Reference']);
          const read = bankLinesOf(table(text), mapping, identity);
          if (!read.ok) throw new Error(read.message);
          const again = bankLinesOf(table(text), mapping, identity);
          if (!again.ok) throw new Error(again.message);
          expect(new Set(read.value.lines.map((l) => l.key)).size).toBe(rows.length);
          expect(again.value.lines.map((l) => l.key)).toEqual(read.value.lines.map((l) => l.key));
        },
      ),
    );
  });
});

describe('proposing a match', () => {
  const blank = { particulars: '', code: '', reference: '', otherParty: '' };
  const found = {
    invoices: [
      { number: 1042, id: 'inv-1042', customerId: 'bistro' },
      { number: 1043, id: 'inv-1043', customerId: 'bistro' },
      { number: 1050, id: 'inv-1050', customerId: 'takeaway' },
      { number: 12, id: 'inv-12', customerId: 'deli' },
    ],
    debitNotes: [{ number: 'DN-0003', id: 'dn-3', customerId: 'bistro' }],
    customers: [
      { code: 'BISTRO', id: 'bistro' },
      { code: 'TAKE01', id: 'takeaway' },
    ],
  };
  const propose = (line: Partial<typeof blank>) =>
    proposeBankMatch(bankMatchHints({ ...blank, ...line }), found);

  it.each([
    [
      { reference: 'INV-0012' },
      { customerId: 'deli', documentIds: ['inv-12'], reason: 'INV-0012 in reference' },
    ],
    [
      { particulars: 'Invoice 1042', reference: '1043' },
      {
        customerId: 'bistro',
        documentIds: ['inv-1042', 'inv-1043'],
        reason: 'Invoice 1042 in particulars, 1043 in reference',
      },
    ],
    [{ code: '#1050' }, { customerId: 'takeaway', documentIds: ['inv-1050'], reason: '#1050 in code' }],
    [{ reference: 'dn3' }, { customerId: 'bistro', documentIds: ['dn-3'], reason: 'dn3 in reference' }],
    [{ code: 'take01' }, { customerId: 'takeaway', documentIds: [], reason: 'customer code TAKE01 in code' }],
    [
      { otherParty: 'Harbour Bistro' },
      { customerId: 'bistro', documentIds: [], reason: 'customer code BISTRO in other party' },
    ],
    // The code says who paid: another customer's invoice number (mistyped) is not proposed over it.
    [
      { reference: 'INV-1050', code: 'BISTRO' },
      {
        customerId: 'bistro',
        documentIds: [],
        reason: 'customer code BISTRO in code; INV-1050 is another customer’s',
      },
    ],
    [
      { reference: 'INV-1050 1042', code: 'BISTRO' },
      { customerId: 'bistro', documentIds: ['inv-1042'], reason: '1042 in reference' },
    ],
  ])('%o proposes %o', (line, proposal) => {
    expect(propose(line)).toEqual(proposal);
  });

  it.each([
    [{ reference: 'rent' }],
    [{ reference: '03/12/2026 12.50' }],
    [{ reference: 'INV-9999' }],
    [{ reference: '12-3456-0001042-00' }],
  ])('proposes nothing for %o', (line) => {
    expect(propose(line)).toBeNull();
  });

  it('never proposes documents of two customers at once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('INV-1042', '1050', 'DN-0003', '1043', 'TAKE01', 'BISTRO', 'x'), {
          maxLength: 6,
        }),
        (words) => {
          const proposal = propose({ reference: words.join(' ') });
          if (!proposal) return;
          const owners = new Set(
            proposal.documentIds.map(
              (id) => [...found.invoices, ...found.debitNotes].find((d) => d.id === id)?.customerId,
            ),
          );
          expect([...owners].every((o) => o === proposal.customerId)).toBe(true);
        },
      ),
    );
  });
});
