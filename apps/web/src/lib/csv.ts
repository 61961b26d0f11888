/** A spreadsheet cell's value; null and undefined are empty cells. */
export type CsvValue = string | number | null | undefined;

// A cell a spreadsheet would read as a formula (CSV injection, OWASP): =, +, -, @, or a tab or line break first.
const FORMULA_START = /^[=+\-@\t\r\n]/;
// A plain number such as -12.50 is not a formula and stays a number the spreadsheet can sum.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
// A cell holding any of these must be quoted (RFC 4180); so must one with a space at either end.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe, so it shows as the
 * text it is; a cell holding a comma, quote or line break is quoted, its quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text (RFC 4180: comma-separated, CRLF line ends); the first row is usually the headings. */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/**
 * Hands rows to the browser as a CSV file to save. A byte-order mark leads, so Excel reads names such as
 * 'Kāpiti Kai' in UTF-8 rather than the system's code page.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvValue[])[]): void {
  const blob = new Blob(['\uFEFF', csvText(rows), '\r\n'], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a minute leaves slow machines room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
