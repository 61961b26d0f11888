import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages.ts';
import { emailSchema } from './auth-schemas.ts';
import {
  CUSTOMER_LEVELS,
  MAX_ORDER_LINES,
  PASSWORD_MIN_LENGTH,
  PRICE_MAX,
  PRODUCT_GROUPS,
  PRODUCT_TYPES,
} from './constants.ts';
import { parseCutoffTime } from './cutoff.ts';
import { formatDateOnly, isDateOnly, weekdayName, weekdayOf } from './dates.ts';
import { isValidGstNumber } from './gst.ts';
import { closedDays } from './holidays.ts';
import { MESSAGES } from './messages.ts';
import { PACKED_WEIGHT_MESSAGES, packedWeightProblem } from './packing.ts';
import { productAvailabilitySchema } from './product-availability.ts';
import { MAX_QUANTITY, MIN_QUANTITY, readableQuantity, UNITS } from './quantity.ts';
import { MAX_TERMS_DAYS, termsCodeSchema } from './receivables.ts';
import { FREQUENCIES, sortWeekdays } from './recurring.ts';
import { ORDER_STATUSES } from './status.ts';

/** Most cents a freight charge or threshold may be: $99,999.00. */
const MAX_SETTING_CENTS = 9_999_900;

/**
 * True when text holds a C0 control character, DEL or a C1 control: a NUL byte cannot even be stored in
 * PostgreSQL text. Tab, line feed and carriage return pass where text may run over several lines.
 */
function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x7f && code <= 0x9f) return true;
    if (code < 0x20 && !(allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

/** The message for text holding a control character, naming the field. */
export function controlCharacterMessage(label: string): string {
  return `${label} contains a character that cannot be used (a control character). Please retype it.`;
}

/**
 * Text a person typed: a string without control characters (a NUL byte, an escape), refused with a
 * message naming the field. `multiline` allows line breaks and tabs. Chain trimming and lengths after it.
 * @example typedText('Notes', { multiline: true }).trim().max(500)
 */
export function typedText(label: string, options: { multiline?: boolean; error?: string } = {}) {
  const allowLineBreaks = options.multiline === true;
  return z
    .string(options.error ? { error: options.error } : undefined)
    .refine((text) => !hasControlCharacter(text, allowLineBreaks), controlCharacterMessage(label));
}

export {
  type ChangePasswordFormInput,
  changePasswordFormSchema,
  emailSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  passwordSchema,
  type ResetPasswordFormInput,
  resetPasswordFormSchema,
  type SignInInput,
  signInSchema,
  verificationCodeSchema,
} from './auth-schemas.ts';

// A phone number as people write it: an optional leading +, then a digit (or a bracket and a digit),
// then digits with spaces, dots, dashes or brackets: '021 555 1234', '+64 21 555 1234', '(09) 555-0101'.
const PHONE_PATTERN = /^\+?\(?\d[\d\s().-]*$/;

/** A phone number on the account: required; digits with spaces, +, -, dots or brackets. */
export const accountPhoneSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(30, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

/** The account's email, which is also its sign-in: required ('This field is required') and valid. */
export const accountEmailSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(254, MESSAGES.emailInvalid)
  .toLowerCase()
  .pipe(z.email(MESSAGES.emailInvalid));

/** Account Details in edit mode: phone and email, both required. */
export const accountDetailsSchema = z.object({ phone: accountPhoneSchema, email: accountEmailSchema });

/**
 * A change to one's own account: any of phone, email and the order-confirmation preference. The current
 * password comes with a changed email; the service decides when it is needed. It is never trimmed, and
 * one longer than any password can be is simply not the password.
 */
export const accountUpdateSchema = z.object({
  phone: accountPhoneSchema.optional(),
  email: accountEmailSchema.optional(),
  orderConfirmationEmails: z.boolean().optional(),
  currentPassword: z.string().max(128, MESSAGES.oldPasswordIncorrect).optional(),
});

/** A category name: trimmed, 1 to 60 characters. */
export const categoryInputSchema = z.object({
  categoryName: typedText('Category name', { error: ADMIN_MESSAGES.categoryRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.categoryRequired)
    .max(60, 'Category name must be 60 characters or fewer'),
});

/**
 * Setting Variables: cutoff hour and freight amounts in cents: the freight charge excluding GST, the
 * free-freight threshold as the freight rule compares it, with the goods including GST.
 */
export const settingsVariablesSchema = z.object({
  cutoffHour: z
    .number({ error: ADMIN_MESSAGES.settingsFieldRequired })
    .int('Cutoff time must be a whole hour')
    .min(0, 'Cutoff time must be between 00:00 and 23:00')
    .max(23, 'Cutoff time must be between 00:00 and 23:00'),
  freightChargeCents: centsSetting('Freight charge'),
  freeFreightThresholdCents: centsSetting('Free-freight threshold'),
});

/** 'Freight charge can be at most $99,999.00'. */
function settingTooLarge(label: string): string {
  return `${label} can be at most $99,999.00`;
}

function centsSetting(label: string) {
  return z
    .number({ error: ADMIN_MESSAGES.settingsFieldRequired })
    .int(`${label} must be whole cents`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_SETTING_CENTS, settingTooLarge(label));
}

/**
 * Setting Variables as the form holds them: the cutoff hour chosen from 00:00–23:00 and the two amounts
 * typed in dollars, each required ('Required Field'); parsed into the mutation's cents.
 */
export const settingsVariablesFormSchema = z
  .object({
    cutoffHour: z.string().min(1, ADMIN_MESSAGES.settingsFieldRequired),
    freightCharge: dollarsField('Freight charge'),
    freeFreightThreshold: dollarsField('Free-freight threshold'),
  })
  .transform((form) => ({
    cutoffHour: Number(form.cutoffHour),
    freightChargeCents: Math.round(Number(form.freightCharge) * 100),
    freeFreightThresholdCents: Math.round(Number(form.freeFreightThreshold) * 100),
  }))
  .pipe(settingsVariablesSchema);

/** A setting's amount as typed in dollars: required, and what is wrong with it said once. */
function dollarsField(label: string) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      const message = settingDollarsProblem(label, text);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** What is wrong with a setting's amount typed in dollars, or null when it is $0.00 to $99,999.00 in cents. */
function settingDollarsProblem(label: string, text: string): string | null {
  if (text === '') return ADMIN_MESSAGES.settingsFieldRequired;
  if (/^-(\d+\.?\d*|\.\d+)$/.test(text)) return `${label} cannot be negative`;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return 'Enter dollars and cents, e.g. 10.00';
  if (/\.\d{3,}$/.test(text)) return `${label} can have at most 2 decimals`;
  if (Number(text) * 100 > MAX_SETTING_CENTS) return settingTooLarge(label);
  return null;
}

/** A staff member's name part: optional, trimmed, at most 100 characters. */
const personName = (label: string) =>
  typedText(label).trim().max(100, `${label} must be 100 characters or fewer`);

/** An admin account (My Account, Add new admin): first and last name, and the sign-in email. */
export const adminAccountSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
});

/** My Account for staff: the account fields, and the current password when the email changes. */
export const adminAccountUpdateSchema = adminAccountSchema.extend({
  currentPassword: z.string().max(128, MESSAGES.oldPasswordIncorrect).optional(),
});

/**
 * Reset Customer Password: the customer chosen ('Required') and a password of at least 8 characters
 * ('Required.' when empty), which the customer replaces at their next sign-in.
 */
export const customerPasswordResetSchema = z.object({
  customerId: z.string({ error: ADMIN_MESSAGES.customerRequired }).min(1, ADMIN_MESSAGES.customerRequired),
  password: z
    .string({ error: ADMIN_MESSAGES.passwordResetRequired })
    .min(1, ADMIN_MESSAGES.passwordResetRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordMin)
    .max(128),
});

/** A required field of the customer form: trimmed, 'Name is required' when empty (the spec's one text for all). */
const customerRequired = (label: string, max: number) =>
  typedText(label, { error: ADMIN_MESSAGES.nameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.nameRequired)
    .max(max, `${label} must be ${max} characters or fewer`);

/**
 * An address line as the accounting system takes it (its limits: lines 41 characters, city 31, postal
 * code 13); longer is refused with the spec's 'Customer Address Too Long'.
 */
const addressLine = (label: string, max: number) =>
  typedText(label).trim().max(max, ADMIN_MESSAGES.customerAddressTooLong);

/** The highest credit limit staff may give a customer: $1,000,000.00, in cents. */
export const MAX_CREDIT_LIMIT_CENTS = 100_000_000;

const CREDIT_LIMIT_MESSAGE =
  'Enter a credit limit from $0.00 to $1,000,000.00, or leave it empty for no limit.';

/**
 * A customer as staff save it (create and update). Code, first and last name and customer level are required
 * ('Name is required'); the email is required and valid, and lower-cased; the mobile optional; no price level
 * ('' or null) means default prices. addr1 is the company name on invoices, addr2 the street, addr3 the suburb.
 * Payment terms (a code) and the credit limit (cents) are optional: left out, a save keeps them; null is the shop's
 * default terms and no limit.
 */
export const customerInputSchema = z.object({
  customerCode: customerRequired('Customer code', 50),
  firstName: customerRequired('First name', 100),
  lastName: customerRequired('Last name', 100),
  email: emailSchema,
  mobile: z
    .string({ error: MESSAGES.phoneInvalid })
    .trim()
    .max(30, MESSAGES.phoneInvalid)
    .refine((mobile) => mobile === '' || PHONE_PATTERN.test(mobile), MESSAGES.phoneInvalid),
  companyName: typedText('Company').trim().max(200, 'Company must be 200 characters or fewer'),
  // Chosen from a list that starts empty: any text in, one of the levels out.
  customerLevel: z
    .string({ error: ADMIN_MESSAGES.nameRequired })
    .pipe(z.enum(CUSTOMER_LEVELS, { error: ADMIN_MESSAGES.nameRequired })),
  priceLevelId: z
    .union([z.uuid('Choose a price level from the list'), z.literal('')])
    .nullable()
    .transform((id) => id || null),
  // The van's zone (issue 50). Left out: kept as it is; null or '': none.
  deliveryZoneId: z
    .union([z.uuid('Choose a delivery zone from the list'), z.literal('')])
    .nullish()
    .transform((id) => (id === undefined ? undefined : id || null)),
  addr1: addressLine('Company name (address)', 41),
  addr2: addressLine('Street', 41),
  addr3: addressLine('Suburb', 41),
  city: addressLine('City', 31),
  postalCode: addressLine('Postal code', 13),
  // Staff's alone (customers never set them). Left out: kept as they are; null: the shop's default terms, no limit.
  paymentTerms: termsCodeSchema.nullish(),
  creditLimit: z
    .number({ error: CREDIT_LIMIT_MESSAGE })
    .int(CREDIT_LIMIT_MESSAGE)
    .min(0, CREDIT_LIMIT_MESSAGE)
    .max(MAX_CREDIT_LIMIT_CENTS, CREDIT_LIMIT_MESSAGE)
    .nullish(),
});

/** The customer dialog's values as the form holds them. */
export type CustomerFormValues = z.input<typeof customerInputSchema>;
/** A parsed customer, as the service writes it. */
export type ParsedCustomerInput = z.output<typeof customerInputSchema>;

/** A cutoff time as stored and shown, 'HH:00', read into its hour: '05:00' → 5. */
export const cutoffTimeSchema = z
  .string({ error: ADMIN_MESSAGES.settingsFieldRequired })
  .regex(/^([01]?\d|2[0-3]):00$/, 'Cutoff time must be between 00:00 and 23:00')
  .transform(parseCutoffTime);

/** Most cents a product price (default or custom) may be: $99,999.00. */
export const PRICE_MAX_CENTS = PRICE_MAX * 100;

/**
 * A product price in integer cents, 0 to 9,999,900 ('Number has to be between 0 and 99999'); a fraction of a
 * cent is a third decimal in dollars ('Prices can have at most 2 decimals.').
 */
const productCentsSchema = z
  .number({ error: ADMIN_MESSAGES.priceRange })
  .int(ADMIN_MESSAGES.priceDecimals)
  .min(0, ADMIN_MESSAGES.priceRange)
  .max(PRICE_MAX_CENTS, ADMIN_MESSAGES.priceRange);

/**
 * A product as staff save it (create and update): prices in integer cents, and the custom price of each
 * price level listed (null clears it; levels not listed keep theirs). The type cannot change on update.
 */
export const productInputSchema = z.object({
  productType: z.enum(PRODUCT_TYPES, { error: ADMIN_MESSAGES.productTypeRequired }),
  productName: typedText('Product name', { error: ADMIN_MESSAGES.productNameRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.productNameRequired)
    .max(200, 'Product name must be 200 characters or fewer'),
  productCode: typedText('Product code', { error: ADMIN_MESSAGES.productCodeRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.productCodeRequired)
    .max(50, 'Product code must be 50 characters or fewer'),
  description: typedText('Description', { multiline: true })
    .trim()
    .max(2000, 'Description must be 2,000 characters or fewer'),
  defaultPriceCents: productCentsSchema,
  productUnit: z.enum(UNITS, { error: ADMIN_MESSAGES.productUnitRequired }),
  categoryId: z.uuid({ error: ADMIN_MESSAGES.categoryRequired }),
  productGroup: z.enum(PRODUCT_GROUPS, { error: ADMIN_MESSAGES.productGroupRequired }),
  isEnabled: z.boolean(),
  isInStock: z.boolean(),
  imageKey: z.string().max(200).nullable(),
  // When it can be delivered (issue 50). Left out: kept as it is (none on a new product).
  leadDays: productAvailabilitySchema.shape.leadDays.optional(),
  deliveryWeekdays: productAvailabilitySchema.shape.weekdays.optional(),
  customPrices: z
    .array(z.object({ priceLevelId: z.uuid(), priceCents: productCentsSchema.nullable() }))
    .max(100)
    .refine(
      (prices) => new Set(prices.map((p) => p.priceLevelId)).size === prices.length,
      'Each price level may appear once.',
    ),
});

/** Dollars as typed in a price field: digits and at most one decimal point with up to 2 decimals. */
const DOLLARS_TEXT = /^\d{1,5}(\.\d{0,2})?$|^\.\d{1,2}$/;

/** Typed dollars into cents without floating point: '12.5' → 1250. */
function dollarTextToCents(text: string): number {
  const [whole = '', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * What is wrong with a price typed in dollars, or null when it is 0 to 99999 with at most 2 decimals: a number
 * in range with more decimals says so ('Prices can have at most 2 decimals.'), anything else gives the range.
 */
function dollarsTextProblem(text: string): string | null {
  if (DOLLARS_TEXT.test(text) && dollarTextToCents(text) <= PRICE_MAX_CENTS) return null;
  if (/^\d*\.\d{3,}$/.test(text) && Number(text) <= PRICE_MAX) return ADMIN_MESSAGES.priceDecimals;
  return ADMIN_MESSAGES.priceRange;
}

function refuseDollarsText(text: string, ctx: z.RefinementCtx) {
  const message = dollarsTextProblem(text);
  if (message) ctx.addIssue({ code: 'custom', message });
}

const requiredDollars = z
  .string()
  .trim()
  .min(1, ADMIN_MESSAGES.priceRange)
  .superRefine(refuseDollarsText)
  .transform(dollarTextToCents);

const optionalDollars = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text !== '') refuseDollarsText(text, ctx);
  })
  // Empty or 0 removes the custom price (spec §4), as in the price level editor.
  .transform((text) => (text === '' ? null : dollarTextToCents(text) || null));

/**
 * The product dialog as the form holds it: prices typed in dollars (an empty custom price clears it), the
 * type, unit, category and group chosen from lists ('' until chosen). Parses into {@link productInputSchema}.
 */
export const productFormSchema = z
  .object({
    productType: z.string().min(1, ADMIN_MESSAGES.productTypeRequired),
    // Checked here as well as in the pipe: a pipe runs only once this stage passes, and the form shows every
    // missing field at once.
    productName: z.string().trim().min(1, ADMIN_MESSAGES.productNameRequired),
    productCode: z.string().trim().min(1, ADMIN_MESSAGES.productCodeRequired),
    description: z.string(),
    defaultPrice: requiredDollars,
    productUnit: z.string().min(1, ADMIN_MESSAGES.productUnitRequired),
    categoryId: z.string().min(1, ADMIN_MESSAGES.categoryRequired),
    productGroup: z.string().min(1, ADMIN_MESSAGES.productGroupRequired),
    isEnabled: z.boolean(),
    isInStock: z.boolean(),
    imageKey: z.string().nullable(),
    leadDays: z.number({ message: 'Order days ahead must be a whole number' }).optional(),
    deliveryWeekdays: z.array(z.number()).nullable().optional(),
    customPrices: z.array(z.object({ priceLevelId: z.string(), price: optionalDollars })),
  })
  .transform(({ defaultPrice, customPrices, ...form }) => ({
    ...form,
    defaultPriceCents: defaultPrice,
    customPrices: customPrices.map((p) => ({ priceLevelId: p.priceLevelId, priceCents: p.price })),
  }))
  .pipe(productInputSchema);

/** A new price level: its name is required ('Price Level required') and unique whatever the case. */
export const priceLevelInputSchema = z.object({
  name: typedText('Price level name', { error: ADMIN_MESSAGES.priceLevelRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.priceLevelRequired)
    .max(60, 'Price level name must be 60 characters or fewer'),
});

/** A custom price as the editor saves it: cents, 0 to 9,999,900; null or 0 removes it. */
export const customPriceCentsSchema = productCentsSchema.nullable();

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * What is wrong with a custom price as typed in the price level editor, or null when it may be saved: anything
 * that is not a number says 'Please enter a custom price.', a number outside 0–99999 'Number has to be between
 * 0 and 99999', one with more than two decimals 'Prices can have at most 2 decimals.'. Empty is fine: it removes
 * the custom price.
 * @example customPriceTextError('12.345') // 'Prices can have at most 2 decimals.'
 */
export function customPriceTextError(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!NUMBER_TEXT.test(typed)) return ADMIN_MESSAGES.customPriceRequired;
  return dollarsTextProblem(typed);
}

/**
 * A custom price as typed, in cents; null for empty or 0, which remove it (spec §4). Check
 * {@link customPriceTextError} first: text it refuses reads as null here.
 * @example customPriceTextToCents('12.5') // 1250
 */
export function customPriceTextToCents(text: string): number | null {
  const typed = text.trim();
  if (customPriceTextError(typed) !== null || typed === '') return null;
  return dollarTextToCents(typed) || null;
}

/** A price in dollars, 0 to 99999. */
export const priceSchema = z
  .number({ error: ADMIN_MESSAGES.priceRange })
  .min(0, ADMIN_MESSAGES.priceRange)
  .max(PRICE_MAX, ADMIN_MESSAGES.priceRange);

const quantityRange = `Quantity must be between ${MIN_QUANTITY} and ${readableQuantity(MAX_QUANTITY)}`;

/** An orderable quantity: at least 0.1, at most 9,999 ('Quantity must be between 0.1 and 9,999'). */
export const quantitySchema = z
  .number({ error: quantityRange })
  .min(MIN_QUANTITY, quantityRange)
  .max(MAX_QUANTITY, quantityRange);

/**
 * The Contact Us form. Mobile is optional and, when given, a phone number kept as typed, by the same
 * rule as the account's phone ('+64 21 555 1234'). The spec gives the email one rule, so an empty email
 * reads 'E-mail must be valid' too.
 */
export const contactFormSchema = z.object({
  fullName: typedText('Name', { error: MESSAGES.itemRequired })
    .trim()
    .min(1, MESSAGES.itemRequired)
    .max(200, 'Name must be 200 characters or fewer'),
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .max(254, MESSAGES.emailInvalid)
    .toLowerCase()
    .pipe(z.email(MESSAGES.emailInvalid)),
  mobile: z
    .string({ error: MESSAGES.phoneInvalid })
    .trim()
    .max(30, MESSAGES.phoneInvalid)
    .refine((mobile) => mobile === '' || PHONE_PATTERN.test(mobile), MESSAGES.phoneInvalid)
    .optional()
    .default(''),
  message: typedText('Message', { multiline: true, error: MESSAGES.itemRequired })
    .trim()
    .min(1, MESSAGES.itemRequired)
    .max(5000, 'Message must be 5,000 characters or fewer'),
});

/** Parsed account change. */
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;
/** Parsed category input. */
export type CategoryInput = z.infer<typeof categoryInputSchema>;
/** Parsed settings variables. */
export type SettingsVariablesInput = z.infer<typeof settingsVariablesSchema>;
/** Parsed admin account input. */
export type AdminAccountInput = z.infer<typeof adminAccountSchema>;
/** Parsed staff My Account change. */
export type AdminAccountUpdateInput = z.infer<typeof adminAccountUpdateSchema>;
/** A product as the create and update mutations take it. */
export type ProductInput = z.input<typeof productInputSchema>;
/** A parsed product. */
export type ParsedProductInput = z.output<typeof productInputSchema>;
/** The product dialog's values as the form holds them. */
export type ProductFormValues = z.input<typeof productFormSchema>;
/** Parsed contact form. */
export type ContactFormInput = z.infer<typeof contactFormSchema>;

/**
 * What a customer sends to place an order: products, quantities and notes, the delivery method, an
 * optional purchase order number and the idempotency key made when the cart page opened. Never a price.
 */
/**
 * Half an emoji (a lone UTF-16 surrogate, e.g. from text cut short) becomes U+FFFD: PostgreSQL's JSON
 * refuses it, and the order would fail over a note.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export const placeOrderSchema = z.object({
  // Made by the browser (a UUID); printable ASCII only, as it is stored and compared.
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\x21-\x7E]+$/, 'The order key is not valid. Please reload the page.'),
  lines: z
    .array(
      z.object({
        productId: z.uuid(),
        // Stored as numeric(10,3): a fourth decimal would be silently lost, so it is refused.
        quantity: quantitySchema.refine(
          (q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6,
          quantityRange,
        ),
        notes: typedText('Notes', { multiline: true }).trim().max(500).transform(wellFormed).default(''),
      }),
    )
    .min(1, ADMIN_MESSAGES.addProductToCreate)
    .max(MAX_ORDER_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      'Each product may appear once.',
    ),
  isDelivery: z.boolean({ error: 'Please Select Delivery Method' }),
  purchaseOrder: typedText('Purchase order').trim().max(100).transform(wellFormed).default(''),
});

export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/**
 * What a customer may change on their own order before its cutoff: the products, quantities and notes, delivery
 * or pick-up and the purchase order number. As when placing, never a price.
 */
export const customerOrderChangeSchema = placeOrderSchema.omit({ idempotencyKey: true });
/** A customer's change as the mutation takes it. */
export type CustomerOrderChangeInput = z.input<typeof customerOrderChangeSchema>;
/** A parsed customer's change. */
export type ParsedCustomerOrderChange = z.output<typeof customerOrderChangeSchema>;

/** A customer's standing note on a product: at most 500 characters, line breaks allowed; empty deletes it. */
export const productNoteSchema = typedText('Notes', { multiline: true })
  .trim()
  .max(500, 'A note may hold 500 characters.')
  .transform(wellFormed);

/** Most cents staff may enter as freight or cutting: $99,999.00. */
export const STAFF_CHARGE_MAX_CENTS = 9_999_900;

const staffChargeRange = 'Number has to be between 0 and 99999';
const staffChargeSchema = z
  .number({ error: staffChargeRange })
  .int(staffChargeRange)
  .min(0, staffChargeRange)
  .max(STAFF_CHARGE_MAX_CENTS, staffChargeRange);

/**
 * An order as staff save it in the back office (create and update). Prices are never sent: the server
 * prices each new line from the customer's level; `unitPriceOverride` (cents) is staff's explicit price for
 * a line. `freight` null: the freight rule decides; a number: staff's freight in cents. `processingDate` is
 * the 'Order Date' staff pick, YYYY-MM-DD. On update an empty product list reads 'At least one product is
 * needed product to update this order.' (the server says so; this schema gives the create text).
 */
export const staffOrderSchema = z.object({
  customerId: z.uuid({ error: MESSAGES.fieldRequired }),
  processingDate: z
    .string({ error: MESSAGES.fieldRequired })
    .refine((date) => isDateOnly(date), MESSAGES.fieldRequired),
  status: z.enum(ORDER_STATUSES, { error: MESSAGES.fieldRequired }),
  isDelivery: z.boolean({ error: ADMIN_MESSAGES.selectDeliveryMethod }),
  line: z.enum(CUSTOMER_LEVELS, { error: MESSAGES.fieldRequired }),
  freight: staffChargeSchema.nullable().optional().default(null),
  cutting: staffChargeSchema.default(0),
  purchaseOrder: typedText('Purchase order').trim().max(100).transform(wellFormed).default(''),
  notes: typedText('Notes', { multiline: true }).trim().max(2000).transform(wellFormed).default(''),
  lines: z
    .array(
      z.object({
        productId: z.uuid(),
        quantity: quantitySchema.refine(
          (q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6,
          quantityRange,
        ),
        notes: typedText('Notes', { multiline: true }).trim().max(500).transform(wellFormed).default(''),
        unitPriceOverride: productCentsSchema.nullable().optional().default(null),
        // The supplied (packed) weight staff correct on the order screen; left out, the line keeps its own.
        packedWeight: z
          .number()
          .refine((weight) => packedWeightProblem(weight) === null, {
            error: (issue) => packedWeightProblem(Number(issue.input)) ?? PACKED_WEIGHT_MESSAGES.range,
          })
          .nullable()
          .optional(),
      }),
    )
    .min(1, ADMIN_MESSAGES.addProductToCreate)
    .max(MAX_ORDER_LINES)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      ADMIN_MESSAGES.productAlreadyAdded,
    ),
});

/** A staff order as the mutations take it. */
export type StaffOrderInput = z.input<typeof staffOrderSchema>;
/** A parsed staff order. */
export type ParsedStaffOrder = z.output<typeof staffOrderSchema>;

/**
 * A standing order as staff set it (create and update). Weekly and Fortnightly need at least one day; the
 * days are kept in week order Sunday to Saturday. `freight` null: the freight rule decides on each order.
 */
export const recurringOrderSchema = z
  .object({
    customerId: z.uuid({ error: MESSAGES.fieldRequired }),
    isActive: z.boolean().default(true),
    frequency: z.enum(FREQUENCIES, { error: MESSAGES.fieldRequired }),
    startingDate: z
      .string({ error: MESSAGES.fieldRequired })
      .refine((date) => isDateOnly(date), MESSAGES.fieldRequired),
    selectedDays: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .default([])
      .transform((days) => sortWeekdays(days)),
    isDelivery: z.boolean({ error: ADMIN_MESSAGES.selectDeliveryMethod }),
    freight: staffChargeSchema.nullable().optional().default(null),
    cutting: staffChargeSchema.default(0),
    notes: typedText('Notes', { multiline: true }).trim().max(2000).transform(wellFormed).default(''),
    lines: z
      .array(
        z.object({
          productId: z.uuid(),
          quantity: quantitySchema.refine(
            (q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6,
            quantityRange,
          ),
          notes: typedText('Notes', { multiline: true }).trim().max(500).transform(wellFormed).default(''),
        }),
      )
      .min(1, ADMIN_MESSAGES.recurringOrderNeedsProduct)
      .max(MAX_ORDER_LINES)
      .refine(
        (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
        ADMIN_MESSAGES.productAlreadyAdded,
      ),
  })
  .refine((o) => o.frequency === 'DAILY' || o.selectedDays.length > 0, {
    path: ['selectedDays'],
    message: 'Select one or more days.',
  });

/** A standing order as the mutations take it. */
export type RecurringOrderInput = z.input<typeof recurringOrderSchema>;
/** A parsed standing order. */
export type ParsedRecurringOrder = z.output<typeof recurringOrderSchema>;

/** A New Zealand GST number as written: 8 or 9 digits grouped NN-NNN-NNN or NNN-NNN-NNN. */
export const GST_NUMBER_PATTERN = /^\d{2,3}-\d{3}-\d{3}$/;

/** A GST number written well whose digits fail Inland Revenue's check digit (a typo, most likely). */
export const GST_NUMBER_INVALID = 'That GST number is not valid: check its digits.';

/**
 * A New Zealand bank account as written: bank, branch, account and suffix, 2-4-7-2 or 2-4-7-3 digits, each group
 * after a dash, a space or nothing.
 */
export const BANK_ACCOUNT_PATTERN = /^\d{2}[- ]?\d{4}[- ]?\d{7}[- ]?\d{2,3}$/;

/** A bank account not written as one. */
export const BANK_ACCOUNT_INVALID =
  'Enter the bank account as 12-3456-0123456-00 (2, 4, 7 and 2 or 3 digits), or leave it empty';

/** Days overdue for a rule staff may turn off: 1 to 365, or null (never). */
function overdueDays(rule: string) {
  const message = `${rule}: enter 1 to ${MAX_TERMS_DAYS} days, or leave it empty for never.`;
  return z.number({ error: message }).int(message).min(1, message).max(MAX_TERMS_DAYS, message).nullable();
}

/**
 * Invoice settings (Settings → Invoicing): the GST number ('' until set: invoicing refuses to start), the
 * business address printed on invoices, the default payment terms (a code, see receivables.ts), the bank account
 * invoices ask to be paid into ('' for none), after how many days overdue a customer goes on stop and is sent a
 * reminder (null: never), and the Xero account code and tax type of the export.
 */
export const invoiceSettingsSchema = z.object({
  gstNumber: typedText('GST number')
    .trim()
    .refine(
      (value) => value === '' || GST_NUMBER_PATTERN.test(value),
      'Enter the GST number as 123-456-789 (8 or 9 digits)',
    )
    // Only once the format is right, so a malformed number gets the one message that says how to write it.
    .refine(
      (value) => value === '' || !GST_NUMBER_PATTERN.test(value) || isValidGstNumber(value),
      GST_NUMBER_INVALID,
    ),
  address: typedText('Address', { multiline: true })
    .trim()
    .max(300, 'Address must be 300 characters or fewer'),
  paymentTerms: termsCodeSchema,
  bankAccount: typedText('Bank account')
    .trim()
    .refine((value) => value === '' || BANK_ACCOUNT_PATTERN.test(value), BANK_ACCOUNT_INVALID),
  stopAfterOverdueDays: overdueDays('Put customers on stop after'),
  reminderAfterDays: overdueDays('Send reminders after'),
  xeroAccountCode: typedText('Account code')
    .trim()
    .min(1, ADMIN_MESSAGES.settingsFieldRequired)
    .max(10, 'Account code must be 10 characters or fewer'),
  xeroTaxType: typedText('Tax type')
    .trim()
    .min(1, ADMIN_MESSAGES.settingsFieldRequired)
    .max(50, 'Tax type must be 50 characters or fewer'),
});

export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;

/** The longest reason staff may give for a closed day. */
export const CLOSED_DAY_NAME_MAX = 60;

/**
 * A day staff close the shop (a Christmas shutdown, say): a real date and why. Whether the date is today or
 * later depends on the clock, so the server checks that (and the form, against the browser's day).
 */
export const closedDaySchema = z.object({
  date: z.string().refine((date) => isDateOnly(date), 'Enter a date as DD/MM/YYYY'),
  name: typedText('Reason')
    .trim()
    .min(1, 'Enter the reason the shop is closed')
    .max(CLOSED_DAY_NAME_MAX, `At most ${CLOSED_DAY_NAME_MAX} characters`)
    .transform(wellFormed),
});

/** A closed day as staff add it. */
export type ClosedDayInput = z.input<typeof closedDaySchema>;

/**
 * Why staff need not close a date, because it is closed already: a Sunday (never processed) or a public holiday;
 * null when the shop would be open.
 * @example alreadyClosedMessage('2026-12-26') // 'Saturday 26/12/2026 is already closed: Boxing Day.'
 */
export function alreadyClosedMessage(date: string): string | null {
  const day = `${weekdayName(date)} ${formatDateOnly(date)}`;
  if (weekdayOf(date) === 0) return `${day} is already closed: the shop never processes on Sundays.`;
  const holiday = closedDays()(date);
  return holiday === null ? null : `${day} is already closed: ${holiday}.`;
}
