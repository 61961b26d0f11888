/** Every status an order can have. New orders start PENDING. */
export const ORDER_STATUSES = ['PENDING', 'PACKED', 'COMPLETED', 'CANCELLED'] as const;

/** An order's status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses a customer is shown. */
export type CustomerStatus = 'PENDING' | 'COMPLETED' | 'CANCELLED';

/** True when `x` is one of {@link ORDER_STATUSES}. */
export function isOrderStatus(x: unknown): x is OrderStatus {
  return typeof x === 'string' && (ORDER_STATUSES as readonly string[]).includes(x);
}

/**
 * The status a customer sees: PACKED shows as PENDING. CANCELLED stays CANCELLED, so a chef never reads a
 * cancelled order as a bill, though the COMPLETED filter lists it (see {@link statusesForCustomerFilter}).
 */
export function customerStatus(s: OrderStatus): CustomerStatus {
  switch (s) {
    case 'PENDING':
    case 'PACKED':
      return 'PENDING';
    case 'COMPLETED':
      return 'COMPLETED';
    case 'CANCELLED':
      return 'CANCELLED';
  }
}

/** Colour of each status chip, as a MUI palette name. */
export const STATUS_COLOURS: Readonly<Record<OrderStatus, 'success' | 'warning' | 'info' | 'error'>> = {
  COMPLETED: 'success',
  PENDING: 'warning',
  PACKED: 'info',
  CANCELLED: 'error',
};

/** Colour of each status as hex, for charts: green, orange, blue, red. */
export const STATUS_HEX: Readonly<Record<OrderStatus, string>> = {
  COMPLETED: '#4CAF50',
  PENDING: '#FF9800',
  PACKED: '#2196F3',
  CANCELLED: '#F44336',
};

/** Status filters of the back-office orders list. DEFAULT is the open work: PENDING and PACKED. */
export const ORDER_FILTERS = ['ALL', 'DEFAULT', 'PENDING', 'PACKED', 'COMPLETED', 'CANCELLED'] as const;

/** A back-office orders list filter. */
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The filter the back-office orders list starts on until staff choose another. */
export const DEFAULT_ORDER_FILTER: OrderFilter = 'PENDING';

/** The statuses a back-office filter selects. */
export function statusesForFilter(f: OrderFilter): readonly OrderStatus[] {
  switch (f) {
    case 'ALL':
      return ORDER_STATUSES;
    case 'DEFAULT':
      return ['PENDING', 'PACKED'];
    default:
      return [f];
  }
}

/** Status filters of the customer's My Orders table. */
export const CUSTOMER_ORDER_FILTERS = ['ALL', 'COMPLETED', 'PENDING'] as const;

/** A My Orders filter. */
export type CustomerOrderFilter = (typeof CUSTOMER_ORDER_FILTERS)[number];

/** The filter My Orders starts on. */
export const DEFAULT_CUSTOMER_ORDER_FILTER: CustomerOrderFilter = 'PENDING';

/**
 * The My Orders filter an address's `?status=` asks for, in any case; anything else (or nothing) is the default.
 * The page and the server's first screen read it alike.
 */
export function customerOrderFilterOf(value: string | null | undefined): CustomerOrderFilter {
  return (
    CUSTOMER_ORDER_FILTERS.find((filter) => filter === value?.toUpperCase()) ?? DEFAULT_CUSTOMER_ORDER_FILTER
  );
}

/**
 * The stored statuses a My Orders filter selects, matching what {@link customerStatus} shows; COMPLETED also
 * lists the cancelled orders (the spec's grouping).
 */
export function statusesForCustomerFilter(f: CustomerOrderFilter): readonly OrderStatus[] {
  switch (f) {
    case 'ALL':
      return ORDER_STATUSES;
    case 'PENDING':
      return ['PENDING', 'PACKED'];
    case 'COMPLETED':
      return ['COMPLETED', 'CANCELLED'];
  }
}

/** The short order id shown to people: the first 5 characters, upper-cased. */
export function shortOrderId(id: string): string {
  return id.slice(0, 5).toUpperCase();
}
