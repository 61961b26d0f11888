import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, isNotNull } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/db/prepare.ts';
import { category, customer, customPrice, product } from '../apps/server/src/db/schema.ts';
import { FolderStorage } from '../apps/server/src/platform/storage.ts';

/** The catalogue size the storefront targets are measured at. */
export const BENCH_PRODUCTS = 1_000;

/** The catalogue size the back office's products list is measured at. */
export const BENCH_ADMIN_PRODUCTS = 10_000;

const CUTS = [
  'Whole',
  'Diced',
  'Minced',
  'Sliced',
  'Boneless',
  'Bone-In',
  'Marinated',
  'Crumbed',
  'Smoked',
  'Trimmed',
];
const PACKS = ['1kg', '2kg', '5kg', '10kg CTN', 'Bulk'];
const UNITS = ['KG', 'KG', 'EACH', 'PIECES', 'CTN'] as const;

/**
 * Seeds the demo data and then tops the catalogue up with generated products to {@link BENCH_PRODUCTS}, a
 * third of them with a custom price on the bistro customer's price level, so the catalogue and search are
 * measured at a realistic size. PGlite gets a fresh temporary folder; PostgreSQL is topped up in place.
 */
export async function prepareBenchCatalogue(
  databaseUrl: string | undefined,
  products: number = BENCH_PRODUCTS,
): Promise<{ dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cleaver-bench-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const storage = new FolderStorage(join(dataDir, 'uploads'));
    await seedIfEmpty(database, { seedDemo: true, storage, log: () => {} });
    const db = database.db;
    const [{ n: existing } = { n: 0 }] = await db.select({ n: count() }).from(product);
    const missing = products - existing;
    if (missing <= 0) return { dataDir };

    const categories = await db.select({ id: category.id, name: category.name }).from(category);
    // Generated products reuse a seeded picture of their category, so responses carry real image URLs.
    const pictures = await db
      .select({ categoryId: product.categoryId, imageKey: product.imageKey, group: product.productGroup })
      .from(product)
      .where(isNotNull(product.imageKey));
    const [bistro] = await db
      .select({ priceLevelId: customer.priceLevelId })
      .from(customer)
      .where(eq(customer.email, 'bistro@demo.test'));

    const rows = Array.from({ length: missing }, (_, i) => {
      const cat = categories[i % categories.length];
      const picture = pictures.find((p) => p.categoryId === cat?.id) ?? pictures[0];
      const cut = CUTS[Math.floor(i / categories.length) % CUTS.length];
      const pack = PACKS[Math.floor(i / (categories.length * CUTS.length)) % PACKS.length];
      return {
        // Numbered on from what is there, so a second top-up (to the admin list's size) adds new codes.
        code: `BX-${String(existing + i + 1).padStart(5, '0')}`,
        name: `${cat?.name} ${cut} ${pack} No. ${existing + i + 1}`,
        description: `Generated for the benchmark: ${cut?.toLowerCase()} ${cat?.name.toLowerCase()}, ${pack}.`,
        unit: UNITS[i % UNITS.length] ?? 'KG',
        categoryId: cat?.id ?? '',
        productGroup: picture?.group ?? 'Other',
        defaultPrice: (5 + ((i * 37) % 4000) / 100).toFixed(2),
        inStock: i % 17 !== 0,
        imageKey: picture?.imageKey ?? null,
      };
    });
    for (let start = 0; start < rows.length; start += 200) {
      const inserted = await db
        .insert(product)
        .values(rows.slice(start, start + 200))
        .returning({ id: product.id, defaultPrice: product.defaultPrice });
      if (bistro?.priceLevelId) {
        const levelId = bistro.priceLevelId;
        const discounted = inserted.filter((_, i) => i % 3 === 0);
        if (discounted.length > 0) {
          await db.insert(customPrice).values(
            discounted.map((p) => ({
              priceLevelId: levelId,
              productId: p.id,
              price: (Number(p.defaultPrice) * 0.9).toFixed(2),
            })),
          );
        }
      }
    }
    return { dataDir };
  } finally {
    await database.close();
  }
}
