import type { BilledState, Correction, CorrectionKind, CorrectionReason } from '@cleaver/domain/corrections';
import type { PaymentMethod } from '@cleaver/domain/receivables';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Every table: random v4 uuid (the UI shows the first 5 characters, so ids must not be time-ordered),
// created_at and updated_at.
const id = () => uuid('id').primaryKey().defaultRandom();
const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
// Money is numeric(12,2) in the database and integer cents in code (see @cleaver/domain/money).
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const quantity = (name: string) => numeric(name, { precision: 10, scale: 3 });

/**
 * Where the van goes and on which weekdays (issue 50). A customer in a zone gets delivery orders for its days, its
 * freight, and its minimum order; pick-up ignores zones.
 */
export const deliveryZone = pgTable(
  'delivery_zone',
  {
    id: id(),
    name: text('name').notNull(),
    /** 1 (Monday) to 6 (Saturday), sorted. */
    weekdays: integer('weekdays').array().notNull(),
    /** An earlier cutoff hour for the zone's delivery orders; null: the shop's. */
    cutoffHour: integer('cutoff_hour'),
    freightCharge: money('freight_charge').notNull(),
    freeFreightThreshold: money('free_freight_threshold').notNull(),
    minimumOrder: money('minimum_order').notNull().default('0'),
    /** The driver whose run this zone's is: they see its run sheet and dockets and record its deliveries. */
    driverId: uuid('driver_id').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('delivery_zone_name_key').on(sql`lower(${t.name})`),
    check('delivery_zone_cutoff_check', sql`${t.cutoffHour} is null or ${t.cutoffHour} between 0 and 23`),
    check(
      'delivery_zone_amounts_check',
      sql`${t.freightCharge} >= 0 and ${t.freeFreightThreshold} >= 0 and ${t.minimumOrder} >= 0`,
    ),
  ],
);

/** Where a customer's stop comes in the van's run (issue 50): staff's drop order, remembered for the next run. */
export const deliveryDrop = pgTable('delivery_drop', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customer.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  ...stamps(),
});

/**
 * Proof of delivery (issue 50): who took an order, when (the server's clock), and who handed it over, with an
 * optional photo and signature. Written once; a delivery is never recorded twice.
 */
export const deliveryProof = pgTable('delivery_proof', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => order.id, { onDelete: 'cascade' }),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  receivedBy: text('received_by').notNull(),
  photoId: uuid('photo_id').references(() => deliveryImage.id),
  signatureId: uuid('signature_id').references(() => deliveryImage.id),
  driverId: uuid('driver_id').references(() => user.id, { onDelete: 'set null' }),
  /** Who recorded it, as they were named then. */
  recordedBy: text('recorded_by').notNull(),
  ...stamps(),
});

/**
 * A proof-of-delivery photo or signature, kept in the database beside the order (and so in every backup), never
 * under the public /images/. Uploaded before the stop is marked; one no proof takes up is removed after a day.
 */
export const deliveryImage = pgTable(
  'delivery_image',
  {
    id: id(),
    kind: text('kind').$type<'photo' | 'signature'>().notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [check('delivery_image_kind_check', sql`${t.kind} in ('photo', 'signature')`)],
);

/** A driver's "run finished" for a zone's run of a date: its stops not delivered then go on the dashboard. */
export const deliveryRunEnd = pgTable(
  'delivery_run_end',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZone.id, { onDelete: 'cascade' }),
    runDate: date('run_date').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    driverId: uuid('driver_id').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.runDate] })],
);

export const priceLevel = pgTable(
  'price_level',
  {
    id: id(),
    name: text('name').notNull(),
    accountingRef: text('accounting_ref'),
    ...stamps(),
  },
  (t) => [uniqueIndex('price_level_name_key').on(sql`lower(${t.name})`)],
);

export const customer = pgTable(
  'customer',
  {
    id: id(),
    code: text('code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    companyName: text('company_name').notNull(),
    priceLevelId: uuid('price_level_id').references(() => priceLevel.id, { onDelete: 'restrict' }),
    /** The zone the van delivers to them in; null: none (pick-up customers, or delivery on every processing day). */
    deliveryZoneId: uuid('delivery_zone_id').references(() => deliveryZone.id, { onDelete: 'set null' }),
    customerLevel: text('customer_level').notNull().default('N'),
    isActive: boolean('is_active').notNull().default(true),
    addr1: text('addr1').notNull().default(''),
    addr2: text('addr2').notNull().default(''),
    addr3: text('addr3').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    accountingRef: text('accounting_ref'),
    /** The accounting system's edit sequence of this customer, sent back with the next update. */
    accountingEditSequence: text('accounting_edit_sequence'),
    orderConfirmationEmails: boolean('order_confirmation_emails').notNull().default(true),
    /** Payment terms as a code ('DAYS:7', 'TWENTIETH_FOLLOWING', 'COD'; see @cleaver/domain/receivables); null: Settings'. */
    paymentTerms: text('payment_terms'),
    /** The most the account may owe, orders placed included; null: no limit. */
    creditLimit: money('credit_limit'),
    /** On stop: the server refuses the customer's orders (staff may override one with a reason). */
    onStop: boolean('on_stop').notNull().default(false),
    /** Why, as staff wrote it, or the automatic rule's words; '' when not on stop. */
    onStopReason: text('on_stop_reason').notNull().default(''),
    onStopSince: timestamp('on_stop_since', { withTimezone: true }),
    /** Set instead of deleting a customer that orders or recurring orders name: hidden, kept for the records. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * What staff's customer search looks in, lower-cased once when the row is written rather than on every
     * search: company, email, code and 'first last', a line break between them (a search term holds none, so it
     * never matches across two fields).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(company_name || chr(10) || email || chr(10) || code || chr(10) || first_name || ' ' || last_name)`,
    ),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('customer_code_key').on(t.code),
    uniqueIndex('customer_email_key').on(sql`lower(${t.email})`),
    index('customer_company_idx').on(t.companyName),
    // Customers by company: the staff order's customer search.
    index('customer_company_lower_idx').on(sql`lower(${t.companyName})`),
    // The back office's customers table, in its order: a page is read from the index with no sort (decision 031).
    index('customer_list_idx')
      .on(sql`lower(${t.companyName})`, sql`lower(${t.lastName} || ' ' || ${t.firstName})`, t.id)
      .where(sql`${t.archivedAt} is null`),
    check('customer_level_check', sql`${t.customerLevel} in ('S','A','B','C','D','E','N')`),
    check('customer_credit_limit_check', sql`${t.creditLimit} is null or ${t.creditLimit} >= 0`),
  ],
);

// better-auth tables (user, session, account, verification), with the admin plugin's fields
// and our own: role, names, the customer link and the first-sign-in password state.
export const user = pgTable(
  'user',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'cascade' }),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('user_email_key').on(t.email),
    uniqueIndex('user_customer_key').on(t.customerId),
    check('user_role_check', sql`${t.role} in ('admin','customer','driver')`),
    check('user_customer_role_check', sql`${t.role} <> 'customer' or ${t.customerId} is not null`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: id(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    ...stamps(),
  },
  (t) => [uniqueIndex('session_token_key').on(t.token), index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: id(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...stamps(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

// Failed sign-ins, failed code checks and code requests, counted per client address and per account so
// every instance backs off together (docs/decisions/011). Keys are hashed: no emails or addresses at rest.
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: id(),
    key: text('key').notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [uniqueIndex('auth_throttle_key').on(t.key), index('auth_throttle_last_hit_idx').on(t.lastHitAt)],
);

export const category = pgTable(
  'category',
  {
    id: id(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...stamps(),
  },
  (t) => [uniqueIndex('category_name_key').on(sql`lower(${t.name})`)],
);

export const product = pgTable(
  'product',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unit: text('unit').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => category.id, { onDelete: 'restrict' }),
    productGroup: text('product_group').notNull(),
    type: text('type').notNull().default('PRODUCT'),
    defaultPrice: money('default_price').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    inStock: boolean('in_stock').notNull().default(true),
    imageKey: text('image_key'),
    /** Whole days an order must be placed before its processing date (issue 50); 0: none. */
    leadDays: integer('lead_days').notNull().default(0),
    /** The weekdays (1 Monday … 6 Saturday) it can be processed on; null: any. */
    deliveryWeekdays: integer('delivery_weekdays').array(),
    accountingRef: text('accounting_ref'),
    // What the accounting system answered last (spec: reckonProductAttributes.editSequence), sent with the next update.
    accountingEditSequence: text('accounting_edit_sequence'),
    // Deleting a product that past or recurring orders name archives it: hidden everywhere, rows intact.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('product_code_key').on(sql`lower(${t.code})`),
    index('product_category_idx').on(t.categoryId),
    index('product_name_idx').on(t.name),
    check('product_unit_check', sql`${t.unit} in ('KG','EACH','PIECES','CTN')`),
    check('product_type_check', sql`${t.type} in ('PRODUCT','SERVICE')`),
    check('product_default_price_check', sql`${t.defaultPrice} >= 0`),
    check('product_lead_days_check', sql`${t.leadDays} between 0 and 14`),
  ],
);

export const customPrice = pgTable(
  'custom_price',
  {
    id: id(),
    priceLevelId: uuid('price_level_id')
      .notNull()
      .references(() => priceLevel.id, { onDelete: 'restrict' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    price: money('price').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('custom_price_level_product_key').on(t.priceLevelId, t.productId),
    index('custom_price_product_idx').on(t.productId),
    check('custom_price_price_check', sql`${t.price} >= 0`),
  ],
);

export const productNote = pgTable(
  'product_note',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('product_note_customer_product_key').on(t.customerId, t.productId)],
);

export type CustomerSnapshot = {
  code: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  customerLevel: string;
  priceLevelName: string | null;
  address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
};

export const order = pgTable(
  'order',
  {
    id: id(),
    // Orders outlive deleted customers: the snapshot keeps what was ordered and by whom.
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    customerSnapshot: jsonb('customer_snapshot').$type<CustomerSnapshot>().notNull(),
    status: text('status').notNull().default('PENDING'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    processingDate: date('processing_date').notNull(),
    purchaseOrder: text('purchase_order').notNull().default(''),
    notes: text('notes').notNull().default(''),
    line: text('line').notNull().default('N'),
    priceLevelId: uuid('price_level_id').references(() => priceLevel.id, { onDelete: 'set null' }),
    // null = delivery method not chosen yet (staff edits reset it when products change)
    isDelivery: boolean('is_delivery'),
    freight: money('freight').notNull().default('0'),
    cutting: money('cutting').notNull().default('0'),
    productionRef: text('production_ref'),
    syncState: text('sync_state').notNull().default('NONE'),
    /** The standing order that created this order, and the due day it was created for (exactly once each). */
    recurringOrderId: uuid('recurring_order_id'),
    recurringDueDate: date('recurring_due_date'),
    placedByUserId: uuid('placed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    /** Who saved the order last in the back office (null: as placed). */
    updatedByUserId: uuid('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
    /**
     * What staff's order search looks in, lower-cased once when the row is written: the company as ordered
     * and the purchase order, a line break between them (a search term holds none).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(customer_snapshot->>'companyName', '') || chr(10) || purchase_order)`,
    ),
    ...stamps(),
  },
  (t) => [
    index('order_customer_date_idx').on(t.customerId, t.orderDate),
    index('order_status_date_idx').on(t.status, t.orderDate),
    index('order_date_idx').on(t.orderDate),
    // The staff order list: newest processing date first, all statuses or one. Migration 0028 adds
    // INCLUDE (status, search_text), which Drizzle cannot declare: the list finds its page and counts a search
    // in this index alone, never reading the wide order rows it passes over (decision 031).
    index('order_list_idx').on(sql`${t.processingDate} desc`, sql`${t.orderDate} desc`, sql`${t.id} desc`),
    index('order_status_processing_date_idx').on(t.status, sql`${t.processingDate} desc`),
    // Staff's order search (`like '%term%'`) for a term few orders hold: trigram signatures find them without
    // reading the list's index whole. GiST, not GIN: no pending list to flush in the middle of a placed order
    // (decision 031); 48-byte signatures, as 12 leave short texts' signatures too alike to rule anything out.
    index('order_search_trgm_idx').using('gist', sql`${t.searchText} gist_trgm_ops(siglen=48)`),
    // One order per standing order and due day, however many schedulers run (a moved delivery keeps its due day).
    uniqueIndex('order_recurring_day_key').on(t.recurringOrderId, t.recurringDueDate),
    check('order_status_check', sql`${t.status} in ('PENDING','PACKED','COMPLETED','CANCELLED')`),
    check('order_freight_check', sql`${t.freight} >= 0`),
    check('order_cutting_check', sql`${t.cutting} >= 0`),
    check('order_sync_state_check', sql`${t.syncState} in ('NONE','QUEUED','SYNCED','FAILED')`),
  ],
);

export const orderLine = pgTable(
  'order_line',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => product.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productCode: text('product_code').notNull(),
    unit: text('unit').notNull(),
    categoryName: text('category_name').notNull(),
    description: text('description').notNull().default(''),
    imageKey: text('image_key'),
    quantity: quantity('quantity').notNull(),
    packedWeight: quantity('packed_weight'),
    unitPrice: money('unit_price').notNull(),
    defaultPrice: money('default_price').notNull(),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** Staff set this line's unit price by hand instead of the customer's level. */
    priceOverridden: boolean('price_overridden').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    index('order_line_order_idx').on(t.orderId),
    index('order_line_product_idx').on(t.productId),
    check('order_line_quantity_check', sql`${t.quantity} > 0`),
    check('order_line_packed_weight_check', sql`${t.packedWeight} is null or ${t.packedWeight} >= 0`),
    check('order_line_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('order_line_default_price_check', sql`${t.defaultPrice} >= 0`),
  ],
);

/** A change to an order: who, when, and each field's before and after as shown to staff. */
export type OrderChangeRecord = { field: string; before: string | null; after: string | null };

// Every order's history: staff's saves and the customer's placement, newest read first.
export const orderChange = pgTable(
  'order_change',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<OrderChangeRecord[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [index('order_change_order_at_idx').on(t.orderId, t.at)],
);

export const recurringOrder = pgTable(
  'recurring_order',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    frequency: text('frequency').notNull().default('DAILY'),
    startingDate: date('starting_date').notNull(),
    // Days of the week, 0 = Sunday … 6 = Saturday, kept in week order.
    selectedDays: jsonb('selected_days').$type<number[]>().notNull().default([]),
    isDelivery: boolean('is_delivery'),
    /** The freight each order is charged; null: the freight rule decides when the order is created. */
    freight: money('freight'),
    cutting: money('cutting').notNull().default('0'),
    notes: text('notes').notNull().default(''),
    /**
     * The scheduler's mark: every due day up to and including this date has been dealt with (its order created,
     * or reported as skipped). Null: nothing yet; the scheduler starts from the day the standing order was set.
     */
    lastGeneratedDate: date('last_generated_date'),
    /** Bumped by every staff save: a save read at an older version is refused (the scheduler's mark does not bump it). */
    version: integer('version').notNull().default(1),
    /** Who saved it last. */
    updatedByName: text('updated_by_name'),
    ...stamps(),
  },
  (t) => [
    index('recurring_order_customer_idx').on(t.customerId),
    check('recurring_order_frequency_check', sql`${t.frequency} in ('DAILY','WEEKLY','FORTNIGHTLY')`),
    check('recurring_order_freight_check', sql`${t.freight} >= 0`),
    check('recurring_order_cutting_check', sql`${t.cutting} >= 0`),
  ],
);

export const recurringOrderLine = pgTable(
  'recurring_order_line',
  {
    id: id(),
    recurringOrderId: uuid('recurring_order_id')
      .notNull()
      .references(() => recurringOrder.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    quantity: quantity('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('recurring_order_line_product_key').on(t.recurringOrderId, t.productId),
    check('recurring_order_line_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A standing-order run under way, or one that never finished (its server was killed). A run writes its row when it
 * starts and deletes it with its summary notice; while it runs it holds a session advisory lock on its id, so a row
 * whose lock is free belongs to a dead run, which the next run reports (and deletes) with a notice.
 */
export const recurringRun = pgTable('recurring_run', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** The business clock's time when the run started. */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

/** The orders a run created, per standing order, written in that standing order's transaction. */
export const recurringRunCreated = pgTable(
  'recurring_run_created',
  {
    id: id(),
    runId: integer('run_id')
      .notNull()
      .references(() => recurringRun.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [index('recurring_run_created_run_idx').on(t.runId)],
);

// One row. Freight charge and threshold are excluding GST (ARCHITECTURE §4).
export const settings = pgTable(
  'settings',
  {
    id: id(),
    singleton: boolean('singleton').notNull().default(true),
    cutoffHour: smallint('cutoff_hour').notNull().default(5),
    freightCharge: money('freight_charge').notNull().default('0'),
    freeFreightThreshold: money('free_freight_threshold').notNull().default('0'),
    brand: text('brand').notNull(),
    intro: text('intro').notNull().default(''),
    about: text('about').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    hours: text('hours').notNull().default('Monday to Saturday 10am to 3pm, Sunday closed'),
    socialLink: text('social_link').notNull().default(''),
    socialLabel: text('social_label').notNull().default(''),
    /** The supplier's GST number, printed on every tax invoice; invoicing refuses to start while it is empty. */
    gstNumber: text('gst_number').notNull().default(''),
    /** Days from an invoice's date to its due date: the default terms before per-customer terms (kept for old rows). */
    paymentTermsDays: smallint('payment_terms_days').notNull().default(20),
    /** The default payment terms (a code, see @cleaver/domain/receivables), for customers without their own. */
    paymentTerms: text('payment_terms').notNull().default('TWENTIETH_FOLLOWING'),
    /** Printed on invoices and statements under "How to pay": the bank account to pay into. */
    bankAccount: text('bank_account').notNull().default(''),
    /** A customer goes on stop by themselves once their oldest overdue amount is this many days overdue; null: never. */
    stopAfterOverdueDays: smallint('stop_after_overdue_days'),
    /** An overdue reminder mail this many days after a document's due date; null: no reminders. */
    reminderAfterDays: smallint('reminder_after_days'),
    /** The Xero sales account code and tax rate the accounting CSV export writes on every line. */
    xeroAccountCode: text('xero_account_code').notNull().default('200'),
    xeroTaxType: text('xero_tax_type').notNull().default('15% GST on Income'),
    /** The hour (Pacific/Auckland) the nightly backup runs, and how many nightly backups are kept. */
    backupHour: smallint('backup_hour').notNull().default(2),
    backupKeep: smallint('backup_keep').notNull().default(14),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('settings_singleton_key').on(t.singleton),
    check('settings_singleton_check', sql`${t.singleton}`),
    check('settings_cutoff_hour_check', sql`${t.cutoffHour} between 0 and 23`),
    check('settings_freight_charge_check', sql`${t.freightCharge} >= 0`),
    check('settings_free_freight_threshold_check', sql`${t.freeFreightThreshold} >= 0`),
    check('settings_payment_terms_days_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check('settings_stop_after_overdue_days_check', sql`${t.stopAfterOverdueDays} between 1 and 365`),
    check('settings_reminder_after_days_check', sql`${t.reminderAfterDays} between 1 and 365`),
    check('settings_backup_hour_check', sql`${t.backupHour} between 0 and 23`),
    check('settings_backup_keep_check', sql`${t.backupKeep} between 1 and 365`),
  ],
);

/**
 * The nightly backups, one row a day (Pacific/Auckland): the server that inserts the day's row takes the backup,
 * so several servers on one database take it once.
 */
export const backupRun = pgTable('backup_run', {
  day: date('day').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** running, ok or failed. */
  status: text('status').notNull().default('running'),
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  error: text('error'),
});

/** Days staff close the shop (a Christmas shutdown, say) on top of NZ's public holidays, which the domain computes. */
export const closedDay = pgTable('closed_day', {
  date: date('date').primaryKey(),
  name: text('name').notNull(),
  ...stamps(),
});

export const notification = pgTable(
  'notification',
  {
    id: id(),
    userName: text('user_name').notNull(),
    message: text('message').notNull(),
    orderId: uuid('order_id').references(() => order.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [index('notification_created_idx').on(t.createdAt)],
);

/** A document's "How to pay" as printed: the terms it was issued on (their label) and the bank account, '' for none. */
export type DocumentPayment = { terms: string; bankAccount: string };

/** What an invoice printed, kept with it: a reprint years later shows what was sent, whatever changed since. */
export type InvoiceContent = {
  supplier: { name: string; address: string; gstNumber: string; phone: string; email: string };
  buyer: {
    companyName: string;
    contactName: string;
    email: string;
    /** The postal address as printed, city and postcode on the last line. */
    address: string[];
    /** The same address in parts, for Xero's POCity and POPostalCode; absent on invoices issued before it was kept. */
    postal?: { lines: string[]; city: string; postalCode: string };
  };
  orderShortId: string;
  purchaseOrder: string;
  processingDate: string;
  isDelivery: boolean | null;
  dueDate: string;
  /** How to pay, as printed; absent on invoices issued before it was kept (they print the due date alone). */
  payment?: DocumentPayment;
  /** quantity = packed weight, or the ordered quantity where none was packed; amounts and GST in cents. */
  lines: Array<{
    productName: string;
    productCode: string;
    unit: string;
    quantity: number;
    unitPrice: number;
    amount: number;
    gst: number;
  }>;
};

// The built-in accounting ledger: one invoice per order. Numbers come from 1001 up without gaps, given under
// a transaction-scoped lock as max + 1 (a sequence would leave gaps on rollback); never reused.
export const invoice = pgTable(
  'invoice',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    invoiceNumber: integer('invoice_number').notNull(),
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 when created; each update that changes what is billed adds one (see invoice_revision). */
    revision: integer('revision').notNull().default(1),
    subTotal: money('sub_total').notNull(),
    freight: money('freight').notNull(),
    cutting: money('cutting').notNull(),
    gst: money('gst').notNull(),
    total: money('total').notNull(),
    content: jsonb('content').$type<InvoiceContent>(),
    /** When it is due (Pacific/Auckland), from the customer's terms when it was issued. */
    dueDate: date('due_date'),
    /** The accounting middleware's reference once the HTTP adapter has it (reckonRefNumber, TxnId, EditSequence). */
    externalRef: jsonb('external_ref').$type<Record<string, string>>(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** When it was last exported in the Xero CSV (null: never), so the export can offer what is new. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('invoice_order_key').on(t.orderId),
    uniqueIndex('invoice_number_key').on(t.invoiceNumber),
    // Also carries what the dashboard sums, so its sales figures are read from the index alone (index-only scans).
    index('invoice_issued_sales_idx').on(t.issuedAt, t.customerId, t.total, t.gst),
    index('invoice_customer_issued_idx').on(t.customerId, t.issuedAt),
    check('invoice_amounts_check', sql`${t.subTotal} >= 0 and ${t.gst} >= 0 and ${t.total} >= 0`),
  ],
);

// Every version of an invoice, the first included: who issued it, what changed from the one before, what it billed.
export const invoiceRevision = pgTable(
  'invoice_revision',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    summary: text('summary').notNull(),
    changes: jsonb('changes').$type<OrderChangeRecord[]>().notNull().default([]),
    subTotal: money('sub_total').notNull(),
    freight: money('freight').notNull(),
    cutting: money('cutting').notNull(),
    gst: money('gst').notNull(),
    total: money('total').notNull(),
    content: jsonb('content').$type<InvoiceContent>().notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('invoice_revision_key').on(t.invoiceId, t.revision)],
);

/** What a credit or debit note prints and keeps (packages/domain/src/corrections.ts, decision 026). */
export type CorrectionNoteContent = {
  supplier: InvoiceContent['supplier'];
  buyer: InvoiceContent['buyer'];
  /** The invoice corrected: its number and the Auckland date it was issued (YYYY-MM-DD). */
  invoice: { number: number; issuedDate: string };
  orderShortId: string;
  purchaseOrder: string;
  /** The reason as printed: 'Returned: two cartons warm on arrival'. */
  reason: string;
  correction: Correction;
  /** A debit note's due date (YYYY-MM-DD) and how to pay it; absent on credit notes and older debit notes. */
  dueDate?: string;
  payment?: DocumentPayment;
};

// Credit and debit notes: an issued invoice never changes; each later change to what its order bills is a note
// that refers to it. Two series, CN- and DN-, each numbered from 1 without gaps (max + 1 under a lock, as invoices).
export const correctionNote = pgTable(
  'correction_note',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoice.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => order.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id').references(() => customer.id, { onDelete: 'set null' }),
    kind: text('kind').$type<CorrectionKind>().notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').$type<CorrectionReason>().notNull(),
    reasonText: text('reason_text'),
    /** As the note prints them, in its direction (the kind): the total never negative, a part may be. */
    subTotal: money('sub_total').notNull(),
    gst: money('gst').notNull(),
    total: money('total').notNull(),
    content: jsonb('content').$type<CorrectionNoteContent>().notNull(),
    /** What the order bills once this note is issued: the next note is the difference from here. */
    billedAfter: jsonb('billed_after').$type<BilledState>().notNull(),
    /** A debit note's due date (Pacific/Auckland), from the customer's terms when issued; null for a credit note. */
    dueDate: date('due_date'),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** When it was last exported in the Xero CSV (null: never), so the export can offer what is new. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('correction_note_number_key').on(t.kind, t.number),
    index('correction_note_invoice_idx').on(t.invoiceId, t.issuedAt),
    index('correction_note_issued_idx').on(t.issuedAt, t.customerId),
    check('correction_note_kind_check', sql`${t.kind} in ('CREDIT', 'DEBIT')`),
    check('correction_note_total_check', sql`${t.total} >= 0`),
  ],
);

// The ledger summed per customer and Auckland month, kept by triggers on invoice and correction_note in the same
// transaction as each statement writing them (migrations 0016 and 0020): invoices, less credit notes, plus debit
// notes, each in the month of its own date. The top customers of a long range read whole months here and only the
// days at its ends from the documents. Documents whose customer is gone are not here.
export const invoiceMonthSales = pgTable(
  'invoice_month_sales',
  {
    customerId: uuid('customer_id').notNull(),
    /** The 1st of the Auckland month the invoices were issued in. */
    month: date('month').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 14, scale: 2 }).notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    /** Credit and debit notes counted in the month (migration 0020): their amounts are in total and gst, signed. */
    noteCount: integer('note_count').notNull().default(0),
  },
  (t) => [
    // Two years of 60 customers is 1,440 rows: read whole, they need no index of their own.
    primaryKey({ columns: [t.customerId, t.month] }),
  ],
);

// Side effects (integration pushes, mails) written in the same transaction as the change.
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The record a push is about, as 'customer:<id>', 'price_level:<id>': its sync state is read by this. */
    subject: text('subject'),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Why staff gave the push up (status DISMISSED), who did and when: kept for looking into. */
    dismissedReason: text('dismissed_reason'),
    dismissedByName: text('dismissed_by_name'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** The order entries were written in: two written in one transaction (or one millisecond on PGlite) share a created_at. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
    // The worker claims by topic, oldest due first; entries of topics nobody here handles must not be in its way.
    index('outbox_pending_idx').on(t.topic, t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
    index('outbox_subject_idx').on(t.subject, t.seq).where(sql`${t.subject} is not null`),
    // The Integrations screen pages through what has not gone through, oldest first.
    index('outbox_open_idx').on(t.seq).where(sql`${t.status} in ('PENDING','FAILED')`),
    check('outbox_status_check', sql`${t.status} in ('PENDING','DONE','FAILED','DISMISSED')`),
  ],
);

// Order placing is idempotent per user and key: the same key returns the same order.
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    id: id(),
    key: text('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => order.id, { onDelete: 'cascade' }),
    ...stamps(),
  },
  (t) => [uniqueIndex('idempotency_key_user_key').on(t.userId, t.key)],
);

// ALTCHA challenges already answered, kept until they expire so a solution is accepted only once,
// whichever instance receives it.
export const spentChallenge = pgTable(
  'spent_challenge',
  {
    id: id(),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('spent_challenge_signature_key').on(t.signature),
    index('spent_challenge_expires_idx').on(t.expiresAt),
  ],
);

// Payments received (issue 46): recorded by staff against a customer, allocated to their open invoices and debit
// notes (oldest first unless staff choose); never edited: a payment is reversed, with a reason, and its allocations
// go with it. What is not allocated stays as credit on the account.
export const payment = pgTable(
  'payment',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'restrict' }),
    receivedOn: date('received_on').notNull(),
    amount: money('amount').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    reference: text('reference').notNull().default(''),
    /** The bank statement line it was matched from, so importing the same file twice records it once. */
    bankLineKey: text('bank_line_key'),
    /** CLEAVER (recorded here) or ACCOUNTING (read from the accounting middleware, which keeps the books). */
    source: text('source').$type<'CLEAVER' | 'ACCOUNTING'>().notNull().default('CLEAVER'),
    /** The accounting system's id of the payment (its TxnID) when read from there. */
    externalId: text('external_id'),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedReason: text('reversed_reason'),
    reversedByName: text('reversed_by_name'),
    ...stamps(),
  },
  (t) => [
    index('payment_customer_idx').on(t.customerId, t.receivedOn),
    uniqueIndex('payment_bank_line_key').on(t.bankLineKey),
    uniqueIndex('payment_external_id').on(t.externalId).where(sql`${t.reversedAt} is null`),
    check('payment_source_check', sql`${t.source} in ('CLEAVER','ACCOUNTING')`),
    check('payment_amount_check', sql`${t.amount} > 0`),
    check('payment_method_check', sql`${t.method} in ('BANK_TRANSFER','CARD','CASH','CHEQUE')`),
  ],
);

/** What of a payment went to which invoice or debit note (exactly one of the two). */
export const paymentAllocation = pgTable(
  'payment_allocation',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoice.id, { onDelete: 'restrict' }),
    noteId: uuid('note_id').references(() => correctionNote.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    ...stamps(),
  },
  (t) => [
    index('payment_allocation_payment_idx').on(t.paymentId),
    index('payment_allocation_invoice_idx').on(t.invoiceId),
    index('payment_allocation_note_idx').on(t.noteId),
    check('payment_allocation_amount_check', sql`${t.amount} > 0`),
    check('payment_allocation_document_check', sql`(${t.invoiceId} is null) <> (${t.noteId} is null)`),
  ],
);

/**
 * A customer's monthly statement as issued: its figures and lines frozen in `content` (the statement module's
 * type), so it prints the same every time. One per customer per month (`period` is YYYY-MM, Auckland).
 */
export const statement = pgTable(
  'statement',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    openingBalance: money('opening_balance').notNull(),
    closingBalance: money('closing_balance').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('statement_customer_period').on(t.customerId, t.period),
    index('statement_period_idx').on(t.period),
    check('statement_period_check', sql`${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/** A press of "Send statements" for a month: who, when, how many statements it queued. Pressed again, it is reused. */
export const statementRun = pgTable('statement_run', {
  period: text('period').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  startedByName: text('started_by_name').notNull(),
  queued: integer('queued').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** How a bank's CSV export is read, kept per header line so a file from the same bank maps itself the next time. */
export const bankCsvMapping = pgTable('bank_csv_mapping', {
  headerKey: text('header_key').primaryKey(),
  mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
  ...stamps(),
});

/** One credit line of an imported bank statement; `key` is the same for the same line in the same file again. */
export const bankLine = pgTable(
  'bank_line',
  {
    key: text('key').primaryKey(),
    fileName: text('file_name').notNull(),
    postedOn: date('posted_on').notNull(),
    amount: money('amount').notNull(),
    particulars: text('particulars').notNull().default(''),
    code: text('code').notNull().default(''),
    reference: text('reference').notNull().default(''),
    otherParty: text('other_party').notNull().default(''),
    /** OPEN (waiting for staff), MATCHED (a payment was recorded from it) or IGNORED. */
    status: text('status').notNull().default('OPEN'),
    paymentId: uuid('payment_id').references(() => payment.id, { onDelete: 'set null' }),
    importedByName: text('imported_by_name').notNull(),
    ...stamps(),
  },
  (t) => [
    index('bank_line_status_idx').on(t.status, t.postedOn),
    check('bank_line_status_check', sql`${t.status} in ('OPEN','MATCHED','IGNORED')`),
    check('bank_line_amount_check', sql`${t.amount} > 0`),
  ],
);

/** An overdue reminder mailed to a customer, with the documents it listed (`documents`: numbers, amounts, due dates). */
export const paymentReminder = pgTable(
  'payment_reminder',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'restrict' }),
    sentOn: date('sent_on').notNull(),
    toEmail: text('to_email').notNull(),
    documents: jsonb('documents').$type<Record<string, unknown>[]>().notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('payment_reminder_customer_day').on(t.customerId, t.sentOn)],
);

/** Each document a reminder listed, so a document is reminded at most once per interval. */
export const paymentReminderDocument = pgTable(
  'payment_reminder_document',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => paymentReminder.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoice.id, { onDelete: 'restrict' }),
    noteId: uuid('note_id').references(() => correctionNote.id, { onDelete: 'restrict' }),
    sentOn: date('sent_on').notNull(),
  },
  (t) => [
    index('payment_reminder_document_invoice_idx').on(t.invoiceId, t.sentOn),
    index('payment_reminder_document_note_idx').on(t.noteId, t.sentOn),
    check('payment_reminder_document_check', sql`(${t.invoiceId} is null) <> (${t.noteId} is null)`),
  ],
);

/** The daily receivables run (automatic stop, reminders): one row per Auckland day, so it runs once across instances. */
export const receivablesRun = pgTable('receivables_run', {
  day: date('day').primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  stopped: integer('stopped').notNull().default(0),
  reminded: integer('reminded').notNull().default(0),
  error: text('error'),
});

/** What was last read from an external system (the accounting middleware's payments): when, up to where, and why not. */
export const externalRead = pgTable('external_read', {
  name: text('name').primaryKey(),
  /** The last read that answered. */
  readAt: timestamp('read_at', { withTimezone: true }),
  /** Where the next read starts (the latest modification time read). */
  cursor: text('cursor'),
  /** Why the last try failed; null when it answered. */
  error: text('error'),
  ...stamps(),
});

/**
 * The Xero connection (one organisation a shop): its tokens encrypted with a key from AUTH_SECRET, when the access
 * token expires, who connected it and when, the account mapping, and what is wrong with it (told once).
 * `status`: CHOOSING (authorised, the organisation not chosen yet: `tenants` lists them), CONNECTED, or BROKEN
 * (revoked or expired: staff must connect again).
 */
export const xeroConnection = pgTable(
  'xero_connection',
  {
    id: text('id').primaryKey().default('xero'),
    status: text('status').notNull(),
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    tenants: jsonb('tenants').$type<Array<{ tenantId: string; tenantName: string }>>().notNull().default([]),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    connectedByName: text('connected_by_name').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    mapping: jsonb('mapping').$type<Record<string, unknown>>(),
    problem: text('problem'),
    problemToldAt: timestamp('problem_told_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    check('xero_connection_single', sql`${t.id} = 'xero'`),
    check('xero_connection_status_check', sql`${t.status} in ('CHOOSING','CONNECTED','BROKEN')`),
  ],
);

/**
 * What Cleaver's records are in Xero: a customer's ContactID, an invoice's or note's InvoiceID / CreditNoteID once
 * pushed (`xeroId`), or why Xero refused the last push (`error`, in Xero's words, shown on the document and the
 * Integrations screen until a retry goes through).
 */
export const xeroLink = pgTable(
  'xero_link',
  {
    kind: text('kind').notNull(),
    localId: uuid('local_id').notNull(),
    xeroId: text('xero_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.localId] }),
    check('xero_link_kind_check', sql`${t.kind} in ('CONTACT','INVOICE','CREDIT_NOTE','DEBIT_NOTE')`),
  ],
);

/**
 * A customer's cutoff reminder (issue 49): a mail `hours_before` hours (1–12) before the cutoff of the processing
 * date an order placed then would get, for processing dates on the chosen weekdays (1 = Monday … 6 = Saturday).
 * No row: off.
 */
export const cutoffReminderPreference = pgTable(
  'cutoff_reminder_preference',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customer.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    hoursBefore: smallint('hours_before').notNull().default(6),
    weekdays: jsonb('weekdays').$type<number[]>().notNull().default([]),
    ...stamps(),
  },
  (t) => [check('cutoff_reminder_preference_hours_check', sql`${t.hoursBefore} between 1 and 12`)],
);

/**
 * Each cutoff reminder sent: one per customer and processing date, claimed by inserting this row in the transaction
 * that queues the mail, so several servers send it once.
 */
export const cutoffReminderSent = pgTable(
  'cutoff_reminder_sent',
  {
    id: id(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    processingDate: date('processing_date').notNull(),
    toEmail: text('to_email').notNull(),
    /** The business clock when the scheduler sent it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    hoursBefore: smallint('hours_before').notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('cutoff_reminder_sent_customer_date').on(t.customerId, t.processingDate)],
);

/**
 * A customer's order guide (issue 49), as arranged by hand: one row per product the customer or staff placed,
 * moved, gave a par level or took off. Products ordered in the last 90 days that have no row are in the guide too,
 * after the arranged ones; `removed` hides such a product until it is added again.
 */
export const orderGuideLine = pgTable(
  'order_guide_line',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customer.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** Place in the guide, smallest first; null: not arranged (after the arranged lines). */
    position: integer('position'),
    /** What the customer wants on hand, in the product's unit; null: none set. */
    parLevel: quantity('par_level'),
    removed: boolean('removed').notNull().default(false),
    ...stamps(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    check('order_guide_line_par_check', sql`${t.parLevel} is null or ${t.parLevel} >= 0`),
  ],
);
