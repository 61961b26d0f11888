import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { customer, priceLevel } from '../apps/server/src/db/schema.ts';
import { prepareBenchCatalogue } from './catalogue-data.ts';

/** The number of customers the back office's customers table is measured at. */
export const BENCH_CUSTOMERS = 5_000;

const PLACES = ['Ponsonby', 'Newmarket', 'Takapuna', 'Henderson', 'Manukau', 'Howick', 'Onehunga', 'Albany'];
const KINDS = ['Bistro', 'Takeaways', 'Kitchen', 'Café', 'Grill', 'Catering', 'Hotel', 'Noodle House'];
const FIRST = ['Aroha', 'Wei', 'Sione', 'Priya', 'James', 'Mere', 'Tevita', 'Hannah', 'Raj', 'Linh'];
const LAST = [
  'Ngata',
  'Chen',
  'Fifita',
  'Patel',
  'Walker',
  'Parata',
  'Tuilagi',
  'McKenzie',
  'Singh',
  'Nguyen',
];
const LEVELS = ['S', 'A', 'B', 'C', 'D', 'E', 'N'] as const;

/**
 * The demo data with the customers topped up to {@link BENCH_CUSTOMERS} generated ones (records only; the
 * table reads no sign-ins), spread over the seeded price levels, so the customers table is searched at a
 * realistic size.
 */
export async function prepareBenchCustomers(databaseUrl: string | undefined): Promise<{ dataDir: string }> {
  const { dataDir } = await prepareBenchCatalogue(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const db = database.db;
    const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(customer);
    const levels = await db.select({ id: priceLevel.id }).from(priceLevel);
    const rows = Array.from({ length: Math.max(0, BENCH_CUSTOMERS - existing) }, (_, i) => {
      const n = existing + i + 1;
      const place = PLACES[i % PLACES.length]!;
      const kind = KINDS[Math.floor(i / PLACES.length) % KINDS.length]!;
      const company = `${place} ${kind} ${n}`;
      return {
        code: `BC${String(n).padStart(5, '0')}`,
        firstName: FIRST[i % FIRST.length]!,
        lastName: LAST[Math.floor(i / FIRST.length) % LAST.length]!,
        email: `owner${n}@bench-customer.test`,
        mobile: `021 ${String(100 + (n % 900))} ${String(1000 + (n % 9000))}`,
        companyName: company,
        priceLevelId: i % 3 === 0 ? null : (levels[i % levels.length]?.id ?? null),
        customerLevel: LEVELS[i % LEVELS.length]!,
        addr1: company,
        addr2: `${1 + (n % 300)} Main Road`,
        addr3: place,
        city: 'Auckland',
        postalCode: String(1000 + (n % 1100)),
      };
    });
    for (let start = 0; start < rows.length; start += 500) {
      await db.insert(customer).values(rows.slice(start, start + 500));
    }
    // As autovacuum leaves a live database after a bulk load (the server analyses PGlite's at start).
    if (rows.length > 0) await db.execute(sql`analyze customer`);
    return { dataDir };
  } finally {
    await database.close();
  }
}
