/** How long a message snackbar or notification toast stays, in milliseconds. */
export const SNACKBAR_MS = 2500;

/** Below this width (px) the layout is mobile: the search bar moves to a second bar. */
export const MOBILE_BREAKPOINT = 800;

/** Below this width (px) the cart summary becomes a collapsible bottom card. */
export const CART_SUMMARY_BREAKPOINT = 1264;

/** Product search starts at this many characters. */
export const SEARCH_MIN_CHARS = 3;

/** Debounce of search boxes, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Products shown in the header search dropdown. */
export const SEARCH_DROPDOWN_LIMIT = 5;

/** Products loaded per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 20;

/** How long the cart badge shakes after the cart changes, in milliseconds. */
export const BADGE_SHAKE_MS = 1000;

/** Resend Code stays disabled this long after use, in seconds. */
export const RESEND_CODE_LOCK_SECONDS = 25;

/** A temporary password is valid this many hours. */
export const TEMP_PASSWORD_HOURS = 24;

/** Digits in an emailed password-reset verification code. */
export const VERIFICATION_CODE_LENGTH = 6;

/** A password-reset verification code is valid this many minutes. */
export const VERIFICATION_CODE_MINUTES = 10;

/** Wrong entries a password-reset verification code survives; the next one needs a new code. */
export const VERIFICATION_CODE_TRIES = 5;

/** Minimum password length; also the length of generated passwords. */
export const PASSWORD_MIN_LENGTH = 8;

/** Rows-per-page options of My Orders and the back-office tables; the first is the default. */
export const MY_ORDERS_PAGE_SIZES = [50, 100, 150, 'all'] as const;

/** Rows-per-page options of the back-office customers table. */
export const CUSTOMERS_PAGE_SIZES = [25, 40, 50, 'all'] as const;

/** The most customers one answer of the back-office customers table holds ('all' shows this many at most). */
export const ADMIN_CUSTOMERS_ALL_LIMIT = 1000;

/** Rows per page of the dashboard's order history. */
export const DASHBOARD_ORDERS_PAGE_SIZE = 20;

/** Customer search in the order screen stops after this many results. */
export const CUSTOMER_SEARCH_LIMIT = 7;

/** Most price levels that may exist. */
export const MAX_PRICE_LEVELS = 100;

/** Above this many price levels the count turns red. */
export const PRICE_LEVELS_WARNING_ABOVE = 90;

/** The custom price editor searches products only above this many characters; an empty search shows them all. */
export const PRICE_LEVEL_SEARCH_ABOVE = 3;

/** Rows-per-page options of the custom price editor; the first is the default. */
export const CUSTOM_PRICE_PAGE_SIZES = [50, 100, 150] as const;

/** Most custom prices one save may set or remove. */
export const MAX_CUSTOM_PRICE_CHANGES = 2000;

/** Highest price (dollars) that may be entered; prices run from 0 to this. */
export const PRICE_MAX = 99999;

/** Largest product image upload, in bytes (2 MB). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Most pixels an uploaded image may have (40 megapixels, e.g. 8000 × 5000): a small file can declare a
 * huge picture (a decompression bomb), so its size in bytes alone says nothing about the memory it needs.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The picture formats a product image may be uploaded in, by MIME type. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Most notifications kept; older ones are deleted. */
export const NOTIFICATIONS_KEPT = 30;

/** Customers shown in the dashboard's top-customers chart. */
export const TOP_CUSTOMERS = 10;

/** Freight charge (excluding GST) assumed until settings load: $5.00. */
export const DEFAULT_FREIGHT_CHARGE_CENTS = 500;

/** Customer levels; an order's line is its customer's level. */
export const CUSTOMER_LEVELS = ['S', 'A', 'B', 'C', 'D', 'E', 'N'] as const;

/** A customer level. */
export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number];

/** Product groups, used for pick lists. */
export const PRODUCT_GROUPS = [
  'Pork A',
  'Pork B',
  'Chicken A',
  'Chicken B',
  'Chicken C',
  'Chicken D',
  'Lamb A',
  'Lamb B',
  'Beef A',
  'Beef B',
  'Duck',
  'Butcher',
  'Other',
] as const;

/** A product group. */
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

/** Categories the shop starts with, in menu order. */
export const CATEGORY_NAMES = ['Chicken', 'Pork', 'Beef', 'Lamb', 'Duck', 'Other'] as const;

/** A starting category name. */
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Product types. */
export const PRODUCT_TYPES = ['PRODUCT', 'SERVICE'] as const;

/** A product type: goods, or a service such as cutting. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Rows-per-page options of the back-office products table; 'all' asks for {@link ADMIN_PRODUCTS_ALL_LIMIT}. */
export const ADMIN_PRODUCTS_PAGE_SIZES = [20, 50, 100, 'all'] as const;

/** The most products one answer of the back-office products table holds ('all' shows this many at most). */
export const ADMIN_PRODUCTS_ALL_LIMIT = 1000;

/** Version shown in the back-office drawer. */
export const APP_VERSION = '1.2.0';

/** The built-in ledger's first invoice number; each invoice takes the next, without gaps. */
export const FIRST_INVOICE_NUMBER = 1001;

/** The most invoices one merged print takes (and Print Invoices lists). */
export const INVOICE_PRINT_MAX = 1000;

/** Most lines one order may hold; far beyond a real order, it bounds the work one request can cause. */
export const MAX_ORDER_LINES = 200;
