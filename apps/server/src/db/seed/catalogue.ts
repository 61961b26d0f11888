import { CATEGORY_NAMES, type CategoryName } from '@cleaver/domain/constants';
import { type Cents, cents, toCents, toDecimalString } from '@cleaver/domain/money';
import type { category, customPrice, priceLevel, product } from '../schema.ts';
import { PRODUCTS, type ProductSeed } from './catalogue-data.ts';
import { CUSTOMERS, PRICE_LEVELS, type PriceLevelName, STYLE_PRODUCTS } from './customers-data.ts';
import { productImageKey } from './images.ts';
import type { Random } from './prng.ts';

export type SeededProduct = ProductSeed & {
  id: string;
  categoryId: string;
  imageKey: string;
  priceCents: Cents;
};

export type Catalogue = {
  categories: Array<typeof category.$inferInsert>;
  products: SeededProduct[];
  productRows: Array<typeof product.$inferInsert>;
  priceLevels: Array<typeof priceLevel.$inferInsert & { id: string; name: PriceLevelName }>;
  customPrices: Array<typeof customPrice.$inferInsert>;
  /** The seeded product with this code; throws on a code the seed data does not define. */
  productByCode(code: string): SeededProduct;
  /** The price a customer on `priceLevelId` pays: its custom price, else the default price (ARCHITECTURE §4). */
  priceFor(priceLevelId: string | null, item: SeededProduct): Cents;
};

/** Products that can go on an order: enabled goods (services are charged through cutting instead). */
export function isOrderable(item: SeededProduct): boolean {
  return item.isEnabled && item.type === 'PRODUCT';
}

export function buildCatalogue(random: Random, createdAt: Date): Catalogue {
  const stamps = { createdAt, updatedAt: createdAt };
  const categoryIds = new Map<CategoryName, string>(CATEGORY_NAMES.map((name) => [name, random.uuid()]));
  const categories = CATEGORY_NAMES.map((name, sortOrder) => ({
    id: categoryIds.get(name)!,
    name,
    sortOrder,
    ...stamps,
  }));

  const products: SeededProduct[] = PRODUCTS.map((seed) => ({
    ...seed,
    id: random.uuid(),
    categoryId: categoryIds.get(seed.category)!,
    imageKey: productImageKey(seed.code),
    priceCents: toCents(seed.price),
  }));
  const byCode = new Map(products.map((item) => [item.code, item]));
  const productByCode = (code: string): SeededProduct => {
    const item = byCode.get(code);
    if (!item) throw new Error(`Seed data names an unknown product code: ${code}`);
    return item;
  };
  const productRows = products.map((item) => ({
    id: item.id,
    code: item.code,
    name: item.name,
    description: item.description,
    unit: item.unit,
    categoryId: item.categoryId,
    productGroup: item.group,
    type: item.type,
    defaultPrice: item.price,
    isEnabled: item.isEnabled,
    inStock: item.inStock,
    imageKey: item.imageKey,
    ...stamps,
  }));

  const priceLevels = PRICE_LEVELS.map((level) => ({ id: random.uuid(), name: level.name, ...stamps }));
  const customPrices: Array<typeof customPrice.$inferInsert> = [];
  const custom = new Map<string, Cents>();
  for (const [index, level] of PRICE_LEVELS.entries()) {
    const levelId = priceLevels[index]!.id;
    for (const item of discountedProducts(random, level.name, level.productCount, products, productByCode)) {
      const price = discounted(item.priceCents, 0.06 + random.next() * 0.12);
      custom.set(`${levelId}:${item.id}`, price);
      customPrices.push({
        id: random.uuid(),
        priceLevelId: levelId,
        productId: item.id,
        price: toDecimalString(price),
        ...stamps,
      });
    }
  }

  return {
    categories,
    products,
    productRows,
    priceLevels,
    customPrices,
    productByCode,
    priceFor: (priceLevelId, item) =>
      (priceLevelId ? custom.get(`${priceLevelId}:${item.id}`) : undefined) ?? item.priceCents,
  };
}

// A level's discounts go mostly on what its customers actually buy, so the demo shows them in use.
function discountedProducts(
  random: Random,
  level: PriceLevelName,
  count: number,
  products: readonly SeededProduct[],
  productByCode: (code: string) => SeededProduct,
): SeededProduct[] {
  const favourites = new Set<SeededProduct>();
  for (const customer of CUSTOMERS) {
    if (customer.priceLevel !== level) continue;
    for (const code of STYLE_PRODUCTS[customer.style]) {
      const item = productByCode(code);
      if (isOrderable(item)) favourites.add(item);
    }
  }
  const chosen = random.sample([...favourites], Math.ceil(count * 0.75));
  const others = products.filter((item) => isOrderable(item) && !chosen.includes(item));
  return [...chosen, ...random.sample(others, count - chosen.length)];
}

/** `fraction` off the price, rounded to 10 cents from $5 up (how a butcher quotes), to the cent below. */
function discounted(price: Cents, fraction: number): Cents {
  const raw = price * (1 - fraction);
  return cents(price >= 500 ? Math.round(raw / 10) * 10 : Math.round(raw));
}
