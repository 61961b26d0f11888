import { type Cents, cents, toCents } from '@cleaver/domain/money';
import type { OrderStatus } from '@cleaver/domain/status';
import { storedOrderTotals } from '@cleaver/domain/totals';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { type CustomerSnapshot, invoice, order, orderLine, product } from '../db/schema.ts';
import { imageVariants } from '../platform/images.ts';

/** One order line as the spec's middleware knows it (spec §3, Order line); money in dollars. */
export type ExternalOrderLine = {
  sk: string;
  productId: string | null;
  productName: string;
  categoryName: string;
  description: string;
  quantity: number;
  packedWeight: number | null;
  imageUrl: string | null;
  productUnit: string;
  productCode: string;
  defaultPrice: number;
  newPrice: number;
  isEnabled: boolean;
  isInStock: boolean;
  productGroup: string;
  reckonProductAttributes: { listID: string | null };
  customPrice: number | null;
  notes: string;
  customerId: string | null;
};

/** An order as the spec's middleware knows it (spec §3, Order); money in dollars, the order date in epoch ms. */
export type ExternalOrder = {
  sk: string;
  orderId: string;
  customerId: string | null;
  customer: {
    sk: string | null;
    customerCode: string;
    firstName: string;
    lastName: string;
    email: string;
    mobile: string;
    companyName: string;
    priceLevel: string | null;
    customerLevel: string;
    reckonAttributes: { companyAddress: CustomerSnapshot['address'] };
  };
  orderStatus: OrderStatus;
  orderDate: number;
  processingDate: string;
  products: ExternalOrderLine[];
  purchaseOrder: string;
  notes: string;
  line: string;
  freight: number;
  cutting: number;
  isDelivery: boolean | null;
  invoiceRef: Record<string, string> | null;
  productionRef: string | null;
  invoiceNumber: number | null;
  isInvoiceCreated: boolean;
  totalCost: number;
};

/** Line fields the accounting middleware is not sent (spec §7, invoice create and update). */
export type AccountingOrderLine = Omit<
  ExternalOrderLine,
  'isInStock' | 'productGroup' | 'reckonProductAttributes' | 'customPrice' | 'notes'
>;
export type AccountingOrder = Omit<ExternalOrder, 'products'> & { products: AccountingOrderLine[] };

// A stored order carries its freight, which wins over the freight rule: the rule's settings play no part.
const STORED_FREIGHT_ONLY = { freightCharge: cents(0), freeFreightThreshold: cents(0) };

const dollars = (amount: Cents): number => amount / 100;

/** The order as it stands now, in the middleware's shape; null when it is gone. */
export async function externalOrder(db: Executor, orderId: string): Promise<ExternalOrder | null> {
  const [row] = await db
    .select({
      order,
      invoiceNumber: invoice.invoiceNumber,
      invoiceRef: invoice.externalRef,
    })
    .from(order)
    .leftJoin(invoice, eq(invoice.orderId, order.id))
    .where(eq(order.id, orderId));
  if (!row) return null;
  const lines = await db
    .select({
      line: orderLine,
      productGroup: product.productGroup,
      isEnabled: product.isEnabled,
      inStock: product.inStock,
      listID: product.accountingRef,
    })
    .from(orderLine)
    .leftJoin(product, eq(product.id, orderLine.productId))
    .where(eq(orderLine.orderId, orderId))
    .orderBy(asc(orderLine.position));
  const o = row.order;
  const status = o.status as OrderStatus;
  const freight = toCents(o.freight);
  const cutting = toCents(o.cutting);
  const priced = lines.map(({ line }) => ({
    quantity: Number(line.quantity),
    packedWeight: line.packedWeight === null ? null : Number(line.packedWeight),
    unitPrice: toCents(line.unitPrice),
  }));
  const totals = storedOrderTotals(
    { status, isDelivery: o.isDelivery, freight, cutting },
    priced,
    STORED_FREIGHT_ONLY,
  );
  const snapshot = o.customerSnapshot;
  return {
    sk: o.id,
    orderId: o.id,
    customerId: o.customerId,
    customer: {
      sk: o.customerId,
      customerCode: snapshot.code,
      firstName: snapshot.firstName,
      lastName: snapshot.lastName,
      email: snapshot.email,
      mobile: snapshot.mobile,
      companyName: snapshot.companyName,
      priceLevel: snapshot.priceLevelName,
      customerLevel: snapshot.customerLevel,
      reckonAttributes: { companyAddress: snapshot.address },
    },
    orderStatus: status,
    orderDate: o.orderDate.getTime(),
    processingDate: o.processingDate,
    products: lines.map(({ line, productGroup, isEnabled, inStock, listID }, index) => ({
      sk: line.id,
      productId: line.productId,
      productName: line.productName,
      categoryName: line.categoryName,
      description: line.description,
      quantity: priced[index]!.quantity,
      packedWeight: priced[index]!.packedWeight,
      imageUrl: imageVariants(line.imageKey)?.url ?? null,
      productUnit: line.unit,
      productCode: line.productCode,
      defaultPrice: dollars(toCents(line.defaultPrice)),
      newPrice: dollars(priced[index]!.unitPrice),
      isEnabled: isEnabled ?? false,
      isInStock: inStock ?? false,
      productGroup: productGroup ?? 'Other',
      reckonProductAttributes: { listID },
      customPrice: line.priceOverridden ? dollars(priced[index]!.unitPrice) : null,
      notes: line.notes,
      customerId: o.customerId,
    })),
    purchaseOrder: o.purchaseOrder,
    notes: o.notes,
    line: o.line,
    freight: dollars(freight),
    cutting: dollars(cutting),
    isDelivery: o.isDelivery,
    invoiceRef: row.invoiceRef ?? null,
    productionRef: o.productionRef,
    invoiceNumber: row.invoiceNumber ?? null,
    isInvoiceCreated: row.invoiceNumber !== null,
    totalCost: dollars(totals.total),
  };
}

/** The order as the accounting middleware is sent it: lines without the fields the spec strips. */
export function accountingOrder(source: ExternalOrder): AccountingOrder {
  return {
    ...source,
    products: source.products.map(
      ({
        isInStock: _inStock,
        productGroup: _group,
        reckonProductAttributes: _attributes,
        customPrice: _custom,
        notes: _notes,
        ...line
      }) => line,
    ),
  };
}
