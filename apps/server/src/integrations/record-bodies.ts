import { toCents } from '@cleaver/domain/money';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { category, customer, priceLevel, product } from '../db/schema.ts';
import { imageVariants } from '../platform/images.ts';

/** A product as the spec's middlewares know it (spec §3, Product); the price in dollars. */
export type ExternalProduct = {
  sk: string;
  productName: string;
  productCode: string;
  description: string;
  categoryName: string;
  imageUrl: string | null;
  productUnit: string;
  productGroup: string;
  isEnabled: boolean;
  isInStock: boolean;
  defaultPrice: number;
  reckonProductAttributes: {
    listID: string | null;
    editSequence: string | null;
    isActive: boolean;
    productType: string;
  };
};

/** A customer as the production middleware knows it (spec §3, Customer). */
export type ExternalCustomer = {
  sk: string;
  customerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  priceLevel: string | null;
  customerLevel: string;
  reckonAttributes: {
    reckonId: string | null;
    isActive: boolean;
    companyAddress: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  };
};

/**
 * The product as it stands now, in the middlewares' shape; null when it is gone. An archived product is sent
 * disabled and inactive: kept there for the orders that name it, never offered again.
 */
export async function externalProduct(db: Executor, productId: string): Promise<ExternalProduct | null> {
  const [row] = await db
    .select({ product, categoryName: category.name })
    .from(product)
    .innerJoin(category, eq(category.id, product.categoryId))
    .where(eq(product.id, productId));
  if (!row) return null;
  const p = row.product;
  const active = p.archivedAt === null;
  return {
    sk: p.id,
    productName: p.name,
    productCode: p.code,
    description: p.description,
    categoryName: row.categoryName,
    imageUrl: imageVariants(p.imageKey)?.url ?? null,
    productUnit: p.unit,
    productGroup: p.productGroup,
    isEnabled: p.isEnabled && active,
    isInStock: p.inStock,
    defaultPrice: toCents(p.defaultPrice) / 100,
    reckonProductAttributes: {
      listID: p.accountingRef,
      editSequence: p.accountingEditSequence,
      isActive: active,
      productType: p.type,
    },
  };
}

/** The customer as they stand now, in the middleware's shape; null when they are gone. */
export async function externalCustomer(db: Executor, customerId: string): Promise<ExternalCustomer | null> {
  const [row] = await db
    .select({ customer, priceLevelName: priceLevel.name })
    .from(customer)
    .leftJoin(priceLevel, eq(priceLevel.id, customer.priceLevelId))
    .where(eq(customer.id, customerId));
  if (!row) return null;
  const c = row.customer;
  return {
    sk: c.id,
    customerCode: c.code,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    mobile: c.mobile,
    companyName: c.companyName,
    priceLevel: row.priceLevelName,
    customerLevel: c.customerLevel,
    reckonAttributes: {
      reckonId: c.accountingRef,
      // An archived customer is kept there too, made inactive (as in the accounting system).
      isActive: c.isActive && c.archivedAt === null,
      companyAddress: {
        addr1: c.addr1,
        addr2: c.addr2,
        addr3: c.addr3,
        city: c.city,
        postalCode: c.postalCode,
      },
    },
  };
}
