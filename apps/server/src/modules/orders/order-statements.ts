import { randomUUID } from 'node:crypto';
import type { DeliveryZone } from '@cleaver/domain/delivery-zones';
import { DomainError } from '@cleaver/domain/errors';
import { type Cents, toCents } from '@cleaver/domain/money';
import type { ProductAvailability } from '@cleaver/domain/product-availability';
import { toUnit, type Unit } from '@cleaver/domain/quantity';
import type { NamedStatement } from '../../db/client.ts';
import type { CustomerSnapshot } from '../../db/schema.ts';
import { TRIM_NOTICES } from '../notifications/notifications.service.ts';

// Placing an order is the busiest write. In plain SQL it is two round trips to the database (read, then
// write) instead of six, and skips Drizzle's query building, which cost the server more than PostgreSQL
// spent on the order. Everything else about orders goes through Drizzle; keep these in step with schema.ts.

/** One row per product asked for (or a single row with null product columns when none was found). */
export type BuyerAndProductRow = {
  existing_order_id: string | null;
  code: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  company_name: string;
  customer_level: string;
  price_level_id: string | null;
  price_level_name: string | null;
  is_active: boolean;
  order_confirmation_emails: boolean;
  addr1: string;
  addr2: string;
  addr3: string;
  city: string;
  postal_code: string;
  product_id: string | null;
  product_name: string | null;
  product_code: string | null;
  unit: string | null;
  description: string | null;
  category_name: string | null;
  image_key: string | null;
  default_price: string | null;
  custom_price: string | null;
  is_enabled: boolean | null;
  in_stock: boolean | null;
  lead_days: number | null;
  delivery_weekdays: number[] | null;
  /** The customer's delivery zone (issue 50), all null when they are in none. */
  zone_name: string | null;
  zone_weekdays: number[] | null;
  zone_cutoff_hour: number | null;
  zone_freight_charge: string | null;
  zone_free_freight_threshold: string | null;
  zone_minimum_order: string | null;
};

/** The buyer's delivery zone as the domain's rules take it, or null when they are in none. */
export function buyerZone(row: BuyerAndProductRow): DeliveryZone | null {
  if (row.zone_name === null || row.zone_weekdays === null) return null;
  return {
    name: row.zone_name,
    weekdays: row.zone_weekdays,
    cutoffHour: row.zone_cutoff_hour,
    freightCharge: toCents(row.zone_freight_charge ?? '0'),
    freeFreightThreshold: toCents(row.zone_free_freight_threshold ?? '0'),
    minimumOrder: toCents(row.zone_minimum_order ?? '0'),
  };
}

/**
 * The buyer, the order their key already made (if any), and each product asked for with the custom
 * price of the buyer's level beside it.
 * $1 customer id, $2 product ids (JSON array), $3 user id, $4 idempotency key.
 */
export const READ_BUYER_AND_PRODUCTS: NamedStatement = {
  name: 'orders.place.read',
  text: `
select
  (select k.order_id from idempotency_key k where k.user_id = $3::uuid and k.key = $4::text) as existing_order_id,
  c.code, c.first_name, c.last_name, c.email, c.mobile, c.company_name, c.customer_level,
  c.price_level_id, pl.name as price_level_name, c.is_active, c.order_confirmation_emails,
  c.addr1, c.addr2, c.addr3, c.city, c.postal_code,
  p.id as product_id, p.name as product_name, p.code as product_code, p.unit, p.description,
  p.category_name, p.image_key, p.default_price::text as default_price, cp.price::text as custom_price,
  p.is_enabled, p.in_stock, p.lead_days, p.delivery_weekdays,
  z.name as zone_name, z.weekdays as zone_weekdays, z.cutoff_hour as zone_cutoff_hour,
  z.freight_charge::text as zone_freight_charge, z.free_freight_threshold::text as zone_free_freight_threshold,
  z.minimum_order::text as zone_minimum_order
from customer c
left join price_level pl on pl.id = c.price_level_id
left join delivery_zone z on z.id = c.delivery_zone_id
left join lateral (
  select p.id, p.name, p.code, p.unit, p.description, cat.name as category_name, p.image_key,
         p.default_price, p.is_enabled, p.in_stock, p.lead_days, p.delivery_weekdays
  from product p
  join category cat on cat.id = p.category_id
  where p.id in (select value::uuid from jsonb_array_elements_text($2::jsonb)) and p.archived_at is null
) p on true
left join custom_price cp on cp.product_id = p.id and cp.price_level_id = c.price_level_id
where c.id = $1::uuid`,
};

/** A line as the write statement takes it (inside a JSON array). */
export type LineRecord = {
  id: string;
  product_id: string;
  product_name: string;
  product_code: string;
  unit: string;
  category_name: string;
  description: string;
  image_key: string | null;
  quantity: string;
  unit_price: string;
  default_price: string;
  notes: string;
  position: number;
};

/** An outbox entry written with the order (inside a JSON array). */
export type OutboxRecord = {
  topic: string;
  payload: Record<string, unknown>;
  idempotency_key: string;
  /** What the push is about ('order:<id>'): its sync state is read by it. */
  subject?: string;
};

/**
 * Claims the idempotency key and, only if this statement claimed it, writes the order, its lines, the
 * staff notification and the outbox entries: one statement, so all of it or none. A request with the
 * same key in flight waits on the key until this one ends, then claims nothing. Answers `created` 1 or 0.
 * $1 key, $2 user id, $3 order id, $4 customer id, $5 customer snapshot (JSON), $6 order date,
 * $7 processing date, $8 purchase order, $9 line, $10 price level id, $11 is delivery, $12 freight,
 * $13 lines (JSON), $14 notification id, $15 company name, $16 notification message, $17 outbox (JSON),
 * $18 how many notices are kept (NOTIFICATIONS_KEPT).
 */
export const WRITE_ORDER: NamedStatement = {
  name: 'orders.place.write',
  text: `
with claimed as (
  insert into idempotency_key (key, user_id, order_id) values ($1::text, $2::uuid, $3::uuid)
  on conflict do nothing
  returning id
), new_order as (
  insert into "order" (id, customer_id, customer_snapshot, status, order_date, processing_date,
    purchase_order, line, price_level_id, is_delivery, freight, placed_by_user_id)
  select $3::uuid, $4::uuid, $5::jsonb, 'PENDING', $6::timestamptz, $7::date, $8::text, $9::text,
    $10::uuid, $11::boolean, $12::numeric, $2::uuid
  from claimed
  returning id
), new_lines as (
  insert into order_line (id, order_id, product_id, product_name, product_code, unit, category_name,
    description, image_key, quantity, unit_price, default_price, notes, position)
  select l.id, $3::uuid, l.product_id, l.product_name, l.product_code, l.unit, l.category_name,
    l.description, l.image_key, l.quantity, l.unit_price, l.default_price, l.notes, l.position
  from claimed, jsonb_to_recordset($13::jsonb) as l(id uuid, product_id uuid, product_name text,
    product_code text, unit text, category_name text, description text, image_key text,
    quantity numeric, unit_price numeric, default_price numeric, notes text, position int)
  returning id
), trimmed as (
  -- the newest NOTIFICATIONS_KEPT ($18) notices stay with this one: notifications' own trim statement
  ${TRIM_NOTICES} $18::int - 1
    for update skip locked)
  and exists (select 1 from claimed)
), notice as (
  insert into notification (id, user_name, message, order_id)
  select $14::uuid, $15::text, $16::text, $3::uuid from claimed
  returning id
), queued as (
  insert into outbox (topic, payload, idempotency_key, subject)
  select o.topic, o.payload, o.idempotency_key, o.subject
  from claimed, jsonb_to_recordset($17::jsonb) as o(topic text, payload jsonb, idempotency_key text,
    subject text)
  returning id
)
select count(*)::int as created from claimed`,
};

/** What the order keeps of the customer who placed it. */
export function customerSnapshotOf(row: BuyerAndProductRow): CustomerSnapshot {
  return {
    code: row.code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    companyName: row.company_name,
    customerLevel: row.customer_level,
    priceLevelName: row.price_level_name,
    address: {
      addr1: row.addr1,
      addr2: row.addr2,
      addr3: row.addr3,
      city: row.city,
      postalCode: row.postal_code,
    },
  };
}

export type OrderableProduct = {
  id: string;
  name: string;
  code: string;
  unit: string;
  description: string;
  categoryName: string;
  imageKey: string | null;
  defaultPrice: string;
  customPrice: string | null;
  isEnabled: boolean;
  inStock: boolean;
  /** When it can be delivered: days ahead, and the weekdays only (null: any). */
  availability: ProductAvailability;
};

/** The products found, by id. */
export function productsOf(rows: BuyerAndProductRow[]): Map<string, OrderableProduct> {
  const found = new Map<string, OrderableProduct>();
  for (const row of rows) {
    if (row.product_id === null) continue;
    found.set(row.product_id, {
      id: row.product_id,
      name: row.product_name ?? '',
      code: row.product_code ?? '',
      unit: row.unit ?? '',
      description: row.description ?? '',
      categoryName: row.category_name ?? '',
      imageKey: row.image_key,
      defaultPrice: row.default_price ?? '0',
      customPrice: row.custom_price,
      isEnabled: row.is_enabled === true,
      inStock: row.in_stock === true,
      availability: { leadDays: row.lead_days ?? 0, weekdays: row.delivery_weekdays },
    });
  }
  return found;
}

/** A new order line, priced at the buyer's level: their level's custom price, else the default price. */
export type PricedLine = {
  id: string;
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  categoryName: string;
  description: string;
  imageKey: string | null;
  quantity: number;
  unitPrice: Cents;
  defaultPrice: Cents;
  notes: string;
  packedWeight: null;
};

/**
 * Prices a new line by the storefront's rules: a product that is gone or disabled is PRODUCT_UNAVAILABLE,
 * one out of stock PRODUCT_OUT_OF_STOCK. Used by customers' orders and by staff's new lines alike.
 */
export function pricedLine(
  found: OrderableProduct | undefined,
  line: { quantity: number; notes: string },
): PricedLine {
  if (!found?.isEnabled) {
    throw new DomainError('PRODUCT_UNAVAILABLE', `${found?.name ?? 'A product'} is no longer available.`);
  }
  if (!found.inStock) throw new DomainError('PRODUCT_OUT_OF_STOCK', `${found.name} is out of stock.`);
  const defaultPrice = toCents(found.defaultPrice);
  return {
    id: randomUUID(),
    productId: found.id,
    productName: found.name,
    productCode: found.code,
    unit: toUnit(found.unit) ?? 'EACH',
    categoryName: found.categoryName,
    description: found.description,
    imageKey: found.imageKey,
    quantity: line.quantity,
    unitPrice: found.customPrice === null ? defaultPrice : toCents(found.customPrice),
    defaultPrice,
    notes: line.notes,
    packedWeight: null,
  };
}
