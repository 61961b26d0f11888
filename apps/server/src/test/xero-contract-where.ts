// Xero's list filters, as the contract server reads them: `where` (the .NET-like expressions Xero accepts),
// `order`, `page`, and its dates ("/Date(1573755038314+0000)/").

/** A Xero JSON date for an instant. */
export function xeroDate(ms: number): string {
  return `/Date(${ms}+0000)/`;
}

/** The instant of a Xero JSON date, or NaN. */
export function xeroDateMs(value: string): number {
  const match = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value);
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * The midnight (UTC, as Xero gives day dates) of a date as clients send it: '2026-12-03', '2026-12-03T00:00:00'
 * or a Xero JSON date; undefined when it is none of those.
 */
export function dayOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const json = xeroDateMs(value);
  const ms = Number.isNaN(json)
    ? Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
    : json;
  if (Number.isNaN(ms)) return undefined;
  return Math.floor(ms / 86_400_000) * 86_400_000;
}

export function dayString(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 10)}T00:00:00`;
}

type Clause = (record: Record<string, unknown>) => boolean;

/** A where expression as a predicate; throws with Xero's words when it cannot be read. */
export function whereFilter(expression: string): Clause {
  const alternatives = expression.split(/\s+(?:OR|\|\|)\s+/i);
  const clauses = alternatives.map((alternative) =>
    alternative.split(/\s+(?:AND|&&)\s+/i).map((part) => clause(part.trim())),
  );
  return (record) => clauses.some((all) => all.every((test) => test(record)));
}

function clause(text: string): Clause {
  const inner = /^\((.*)\)$/.exec(text);
  if (inner) return clause(inner[1]!.trim());
  const method = /^([\w.]+)(\.ToLower\(\))?\.(Contains|StartsWith|EndsWith)\("(.*)"\)$/.exec(text);
  if (method) {
    const [, path, , name, literal] = method;
    const wanted = literal!.toLowerCase();
    return (record) => {
      const held = String(read(record, path!) ?? '').toLowerCase();
      if (name === 'Contains') return held.includes(wanted);
      if (name === 'StartsWith') return held.startsWith(wanted);
      return held.endsWith(wanted);
    };
  }
  const comparison = /^([\w.]+)\s*(==|!=|>=|<=|>|<)\s*(.+)$/.exec(text);
  if (!comparison) throw new Error(`Unable to parse the where clause "${text}"`);
  const [, path, operator, rawValue] = comparison;
  const wanted = literalValue(rawValue!.trim());
  return (record) => {
    const held = comparable(read(record, path!), wanted);
    if (held === undefined) return operator === '!=';
    if (operator === '==') return held === wanted;
    if (operator === '!=') return held !== wanted;
    if (operator === '>=') return held >= wanted;
    if (operator === '<=') return held <= wanted;
    if (operator === '>') return held > wanted;
    return held < wanted;
  };
}

function literalValue(text: string): string | number | boolean {
  const quoted = /^"(.*)"$/.exec(text);
  if (quoted) return quoted[1]!.toLowerCase();
  const guid = /^Guid\("([0-9a-fA-F-]{36})"\)$/.exec(text);
  if (guid) return guid[1]!.toLowerCase();
  const date =
    /^DateTime\((\d{4}),\s*(\d{1,2}),\s*(\d{1,2})(?:,\s*(\d{1,2}),\s*(\d{1,2}),\s*(\d{1,2}))?\)$/.exec(text);
  if (date) {
    const [, y, m, d, h = '0', min = '0', s = '0'] = date;
    return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s));
  }
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  throw new Error(`Unable to parse the where clause value ${text}`);
}

/** A held value in the wanted value's terms: dates as instants, text in lower case. */
function comparable(
  value: unknown,
  wanted: string | number | boolean,
): string | number | boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof wanted === 'number' && typeof value === 'string') {
    const ms = xeroDateMs(value);
    return Number.isNaN(ms) ? Number(value) : ms;
  }
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

function read(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const name of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

/** Sorts by `order` ("InvoiceNumber ASC", "UpdatedDateUTC DESC"); keeps the held order without one. */
export function ordered<T extends Record<string, unknown>>(records: T[], order: string | undefined): T[] {
  if (!order) return records;
  const [path = '', direction = 'ASC'] = order.trim().split(/\s+/);
  const sign = direction.toUpperCase() === 'DESC' ? -1 : 1;
  const key = (record: T) => {
    const value = read(record, path);
    if (typeof value === 'string' && !Number.isNaN(xeroDateMs(value))) return xeroDateMs(value);
    return typeof value === 'string' ? value.toLowerCase() : Number(value ?? 0);
  };
  return [...records].sort((a, b) => {
    const left = key(a);
    const right = key(b);
    return left < right ? -sign : left > right ? sign : 0;
  });
}

/** One page (1-based) of `pageSize` (Xero's 100 unless asked), with Xero's pagination figures. */
export function paged<T>(records: T[], page: number, pageSize = 100) {
  return {
    records: records.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      page,
      pageSize,
      pageCount: Math.ceil(records.length / pageSize),
      itemCount: records.length,
    },
  };
}
