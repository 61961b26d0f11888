// The table walls, checked by `npm run walls` beside dependency-cruiser's module walls: each table has one
// owner (a folder of apps/server/src), and only the owner writes it. Other modules read what they need or ask
// the owner's service (docs/architecture.md, "Modules"). A write is a Drizzle `.insert(t)`, `.update(t)` or
// `.delete(t)` of a table from db/schema.ts, or `insert into`, `update … set`, `delete from` in SQL text.
// Tests, the demo seed and restore (which writes the whole database back) are outside the walls. The outbox is
// the one shared table: any module queues a job in its own transaction (that is what makes it an outbox); only
// the integrations work it off. The writes that still cross a wall are listed in CROSSINGS with their reason:
// a new one fails the check, and so does a listed one that is gone (take it off the list).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../apps/server/src/', import.meta.url));

/** Owner folder → the tables (schema.ts export names) it alone writes. */
export const TABLE_OWNERS = {
  'modules/auth': ['user', 'session', 'account', 'verification', 'authThrottle'],
  'modules/contact': ['spentChallenge'],
  'modules/catalogue': ['category', 'product'],
  'modules/pricing': ['priceLevel', 'customPrice'],
  'modules/customers': ['customer'],
  'modules/cutoff-reminders': ['cutoffReminderPreference', 'cutoffReminderSent'],
  'modules/order-guide': ['orderGuideLine'],
  'modules/delivery': ['deliveryZone', 'deliveryDrop', 'deliveryProof', 'deliveryImage', 'deliveryRunEnd'],
  'modules/orders': ['order', 'orderLine', 'orderChange', 'idempotencyKey', 'productNote'],
  'modules/recurring-orders': ['recurringOrder', 'recurringOrderLine', 'recurringRun', 'recurringRunCreated'],
  'modules/invoicing': ['invoice', 'invoiceRevision', 'invoiceMonthSales', 'correctionNote'],
  'modules/notifications': ['notification'],
  'modules/receivables': [
    'payment',
    'paymentAllocation',
    'bankCsvMapping',
    'bankLine',
    'statement',
    'statementRun',
    'paymentReminder',
    'paymentReminderDocument',
    'receivablesRun',
    'externalRead',
  ],
  'modules/settings': ['settings', 'closedDay'],
  'modules/xero': ['xeroConnection', 'xeroLink'],
  integrations: ['outbox'],
  'modules/integrations': ['outbox'],
  backup: ['backupRun'],
};

/** Tables any module may insert into (queue a job); updates and deletes stay with the owners. */
const SHARED_INSERTS = ['outbox'];

/** Writes that still cross a wall, by file and table, and why. Shrink this list; do not grow it. */
const CROSSINGS = [
  ['backup/nightly-backups.ts', 'settings', "records the last backup's result on the settings row"],
  [
    'integrations/accounting/accounting-handlers.ts',
    'priceLevel',
    "records the accounting system's id for a price level",
  ],
  [
    'integrations/accounting/accounting-handlers.ts',
    'customer',
    "records the accounting system's id for a customer",
  ],
  [
    'integrations/accounting/invoice-handlers.ts',
    'invoice',
    "records the accounting system's id for an invoice",
  ],
  [
    'integrations/accounting/product-handlers.ts',
    'product',
    "records the accounting system's id for a product",
  ],
  [
    'modules/catalogue/product-custom-prices.ts',
    'customPrice',
    "a product's form saves its level prices in the product's transaction",
  ],
  [
    'modules/customers/customer-admin.service.ts',
    'user',
    "a customer's login is made, renamed and retired with the customer",
  ],
  [
    'modules/customers/customer-admin.service.ts',
    'session',
    "a retired customer's sessions end in the same transaction",
  ],
  [
    'modules/invoicing/invoice-creating.service.ts',
    'settings',
    'the invoice settings are columns of the settings row',
  ],
  [
    'modules/orders/order-statements.ts',
    'notification',
    "placing an order writes staff's notice in its one statement (the fast path)",
  ],
  [
    'modules/pricing/price-levels.service.ts',
    'customer',
    "moving customers between price levels sets the customer's level",
  ],
];

/** Folders outside the walls: they write every table on purpose. */
const EXEMPT = [/^db\/seed\//, /^backup\/restore/, /\.test\.ts$/, /^test\//];

const schema = readFileSync(join(root, 'db/schema.ts'), 'utf8');
const tables = new Map(); // export name → SQL name
for (const m of schema.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1], m[2]);

const ownerOf = new Map(); // export name → owner folders
for (const [folder, names] of Object.entries(TABLE_OWNERS)) {
  for (const name of names) {
    if (!tables.has(name)) throw new Error(`table-walls: ${name} is not a table in db/schema.ts`);
    ownerOf.set(name, [...(ownerOf.get(name) ?? []), folder]);
  }
}
const seen = new Set();
const unowned = [...tables.keys()].filter((name) => !ownerOf.has(name));
const bySqlName = new Map([...tables].map(([name, sqlName]) => [sqlName, name]));

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.ts')) yield path;
  }
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE =
  /\b(insert\s+into|update|delete\s+from)\s+"?(\w+)"?(?:\s+as\s+\w+|\s+\w+)?\s+(?:set|values|select|where|\(|using|default|on|returning|$)/gi;

const problems = unowned.map((name) => `db/schema.ts: table ${name} has no owner in scripts/table-walls.mjs`);
for (const path of files(root)) {
  const file = relative(root, path);
  if (EXEMPT.some((re) => re.test(file))) continue;
  const text = readFileSync(path, 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const writes = [];
  for (const m of text.matchAll(DRIZZLE_WRITE)) {
    if (tables.has(m[2])) writes.push({ table: m[2], index: m.index, how: `.${m[1]}(${m[2]})` });
  }
  for (const m of text.matchAll(SQL_WRITE)) {
    const name = bySqlName.get(m[2].toLowerCase());
    if (name) writes.push({ table: name, index: m.index, how: m[0].trim().replace(/\s+/g, ' ') });
  }
  for (const w of writes) {
    const owners = ownerOf.get(w.table) ?? [];
    if (owners.some((owner) => file.startsWith(`${owner}/`))) continue;
    if (SHARED_INSERTS.includes(w.table) && /^(\.insert|insert)/i.test(w.how)) continue;
    const crossing = CROSSINGS.find(([f, t]) => f === file && t === w.table);
    if (crossing) {
      seen.add(crossing);
      continue;
    }
    problems.push(
      `${file}:${lineOf(w.index)}: ${w.how} writes ${w.table}, which ${owners.join(' and ')} owns`,
    );
  }
}

for (const crossing of CROSSINGS) {
  if (!seen.has(crossing))
    problems.push(`${crossing[0]} no longer writes ${crossing[1]}: take it off CROSSINGS`);
}
if (problems.length > 0) {
  console.error(`Table walls: ${problems.length} write(s) outside the owner\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Table walls: ${tables.size} tables written by their owners (${CROSSINGS.length} listed crossings).`,
);
