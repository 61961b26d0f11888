import { MAX_QUANTITY, toThousandths, UNITS, type Unit } from '@cleaver/domain/quantity';
import { useSyncExternalStore } from 'react';

/**
 * The trolley (the cart) lives in localStorage, one entry per user: `cleaver.trolley.<user id>`, or
 * `cleaver.trolley.guest` for a visitor who is not signed in, holding the lines and the purchase order
 * number and delivery method chosen for them. Someone signing in on a shared browser never sees the
 * lines of the person before them.
 */
export const TROLLEY_KEY_PREFIX = 'cleaver.trolley.';

/** Whose trolley: a signed-in user's id, or 'guest'. */
export type TrolleyOwner = string;

export const GUEST_TROLLEY: TrolleyOwner = 'guest';

/** Whose trolley to show: the signed-in user's, or the guest trolley when nobody is signed in. */
export function trolleyOwner(user: { id: string } | null | undefined): TrolleyOwner {
  return user?.id ?? GUEST_TROLLEY;
}

/** The localStorage key holding one owner's trolley. */
export function trolleyKey(owner: TrolleyOwner): string {
  return `${TROLLEY_KEY_PREFIX}${owner}`;
}

/** What goes with the lines: the purchase order number and the delivery method, kept until the order is placed. */
export interface TrolleyDetails {
  purchaseOrder: string;
  /** true: delivery; false: pick-up. */
  isDelivery: boolean;
}

export interface TrolleyLine {
  productId: string;
  productName: string;
  productCode: string;
  productUnit: Unit;
  /** The product's 640 px image, or null when it has none. */
  imageUrl: string | null;
  quantity: number;
}

// Same-tab writers dispatch this after changing the trolley; other tabs hear the storage event.
const TROLLEY_CHANGED_EVENT = 'cleaver:trolley-changed';
const EMPTY: readonly TrolleyLine[] = Object.freeze([]);

function isTrolleyLine(value: unknown): value is TrolleyLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.productId === 'string' &&
    typeof line.productName === 'string' &&
    typeof line.productCode === 'string' &&
    UNITS.includes(line.productUnit as Unit) &&
    (typeof line.imageUrl === 'string' || line.imageUrl === null) &&
    typeof line.quantity === 'number' &&
    Number.isFinite(line.quantity) &&
    line.quantity > 0
  );
}

/** The details of a trolley never given any (delivery, no purchase order number). */
export const DEFAULT_DETAILS: TrolleyDetails = Object.freeze({ purchaseOrder: '', isDelivery: true });

interface StoredTrolley {
  lines: readonly TrolleyLine[];
  details: TrolleyDetails;
}

const EMPTY_TROLLEY: StoredTrolley = Object.freeze({ lines: EMPTY, details: DEFAULT_DETAILS });

function parseTrolley(raw: string | null): StoredTrolley {
  if (!raw) return EMPTY_TROLLEY;
  try {
    const stored: unknown = JSON.parse(raw);
    const record = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : null;
    const lines = record && 'lines' in record && Array.isArray(record.lines) ? record.lines : stored;
    const purchaseOrder = record && 'purchaseOrder' in record ? record.purchaseOrder : undefined;
    const isDelivery = record && 'isDelivery' in record ? record.isDelivery : undefined;
    return {
      // A line written by an older or tampered copy of the app is dropped rather than breaking the page.
      // A quantity above today's largest line (kept by an older version) is brought down to it.
      lines: Array.isArray(lines)
        ? Object.freeze(
            lines.filter(isTrolleyLine).map((line) => ({ ...line, quantity: clampQuantity(line.quantity) })),
          )
        : EMPTY,
      details: Object.freeze({
        purchaseOrder: typeof purchaseOrder === 'string' ? purchaseOrder : DEFAULT_DETAILS.purchaseOrder,
        isDelivery: typeof isDelivery === 'boolean' ? isDelivery : DEFAULT_DETAILS.isDelivery,
      }),
    };
  } catch {
    return EMPTY_TROLLEY;
  }
}

function readRaw(owner: TrolleyOwner): string | null {
  try {
    return window.localStorage.getItem(trolleyKey(owner));
  } catch {
    return null;
  }
}

// useSyncExternalStore needs the same objects back while nothing changed, so parsed trolleys are kept
// against the text they came from.
const parsed = new Map<TrolleyOwner, { raw: string | null; trolley: StoredTrolley }>();

function getTrolley(owner: TrolleyOwner): StoredTrolley {
  const raw = readRaw(owner);
  const cached = parsed.get(owner);
  if (cached && cached.raw === raw) return cached.trolley;
  const fresh = parseTrolley(raw);
  // Typing a purchase order number must not look like a change of lines (the badge shakes on those).
  const trolley =
    cached && sameLines(cached.trolley.lines, fresh.lines)
      ? { ...fresh, lines: cached.trolley.lines }
      : fresh;
  parsed.set(owner, { raw, trolley });
  return trolley;
}

function sameLines(a: readonly TrolleyLine[], b: readonly TrolleyLine[]): boolean {
  return a.length === b.length && JSON.stringify(a) === JSON.stringify(b);
}

/** The owner's trolley lines, in the order they were added. */
export function getTrolleyLines(owner: TrolleyOwner): readonly TrolleyLine[] {
  return getTrolley(owner).lines;
}

/** The owner's purchase order number and delivery method. */
export function getTrolleyDetails(owner: TrolleyOwner): TrolleyDetails {
  return getTrolley(owner).details;
}

/** Number of lines in the owner's trolley (not the sum of quantities). */
export function getTrolleyLineCount(owner: TrolleyOwner): number {
  return getTrolleyLines(owner).length;
}

/** Tells trolley readers in this tab that a stored trolley changed. */
export function notifyTrolleyChanged(): void {
  window.dispatchEvent(new Event(TROLLEY_CHANGED_EVENT));
}

function writeTrolley(owner: TrolleyOwner, lines: readonly TrolleyLine[], details: TrolleyDetails): void {
  const blank =
    details.purchaseOrder === DEFAULT_DETAILS.purchaseOrder &&
    details.isDelivery === DEFAULT_DETAILS.isDelivery;
  try {
    if (lines.length === 0 && blank) window.localStorage.removeItem(trolleyKey(owner));
    else window.localStorage.setItem(trolleyKey(owner), JSON.stringify({ lines, ...details }));
  } catch {
    // Storage full or blocked (private mode): the trolley cannot be kept, and there is nothing better to do.
  }
  notifyTrolleyChanged();
}

function writeLines(owner: TrolleyOwner, lines: readonly TrolleyLine[]): void {
  writeTrolley(owner, lines, getTrolleyDetails(owner));
}

/** Changes the purchase order number or the delivery method kept with the owner's trolley. */
export function setTrolleyDetails(owner: TrolleyOwner, details: Partial<TrolleyDetails>): void {
  const current = getTrolleyDetails(owner);
  const next = { ...current, ...details };
  if (next.purchaseOrder === current.purchaseOrder && next.isDelivery === current.isDelivery) return;
  writeTrolley(owner, getTrolleyLines(owner), next);
}

// Quantities are kept to thousandths (numeric(10,3) on the server) and never above the largest line.
function clampQuantity(quantity: number): number {
  return Math.min(toThousandths(quantity), MAX_QUANTITY * 1000) / 1000;
}

/**
 * Puts a product in the trolley. A product already there gets the quantity added to its line, so
 * pressing Add twice with 2 kg makes one line of 4 kg. A quantity of 0 or less changes nothing.
 */
export function addTrolleyLine(owner: TrolleyOwner, line: TrolleyLine): void {
  if (!(line.quantity > 0)) return;
  const lines = getTrolleyLines(owner);
  const existing = lines.find((current) => current.productId === line.productId);
  if (!existing) {
    writeLines(owner, [...lines, { ...line, quantity: clampQuantity(line.quantity) }]);
    return;
  }
  const quantity = clampQuantity(existing.quantity + line.quantity);
  // The newest name, code, unit and image win: the product may have been edited since.
  writeLines(
    owner,
    lines.map((current) => (current === existing ? { ...line, quantity } : current)),
  );
}

/** Sets a line's quantity; 0 or less removes the line. */
export function setTrolleyQuantity(owner: TrolleyOwner, productId: string, quantity: number): void {
  if (!(quantity > 0)) {
    removeTrolleyLine(owner, productId);
    return;
  }
  const lines = getTrolleyLines(owner);
  if (!lines.some((line) => line.productId === productId)) return;
  writeLines(
    owner,
    lines.map((line) =>
      line.productId === productId ? { ...line, quantity: clampQuantity(quantity) } : line,
    ),
  );
}

export function removeTrolleyLine(owner: TrolleyOwner, productId: string): void {
  const lines = getTrolleyLines(owner);
  if (!lines.some((line) => line.productId === productId)) return;
  writeLines(
    owner,
    lines.filter((line) => line.productId !== productId),
  );
}

/** Empties the trolley, purchase order number and delivery method included. */
export function clearTrolley(owner: TrolleyOwner): void {
  writeTrolley(owner, EMPTY, DEFAULT_DETAILS);
}

function subscribe(listener: () => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(TROLLEY_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', handleStorage);
  window.addEventListener(TROLLEY_CHANGED_EVENT, listener);
  return () => {
    window.removeEventListener('storage', handleStorage);
    window.removeEventListener(TROLLEY_CHANGED_EVENT, listener);
  };
}

/**
 * What the header's cart badge and the cart page read while a page the server drew is hydrating
 * (`useTrolleyLines(owner, UNREAD_TROLLEY_LINES)`): no lines, as the server drew them (the trolley is in this
 * browser's storage), but not the trolley read as empty either: the badge's first read right after hydration is no
 * change to shake for, and the cart draws its lines loading rather than "Your trolley is empty.". Everyone else
 * gets the empty trolley's own array, so an unused trolley reads the same after hydration and React has nothing
 * to draw again.
 */
export const UNREAD_TROLLEY_LINES: readonly TrolleyLine[] = Object.freeze([]);

/**
 * The owner's trolley lines, re-rendering when they change in this tab or another. `null` (the user is
 * still loading) reads as empty, so a signed-in user never glimpses the guest trolley. `serverLines` is the
 * answer while a server-drawn page hydrates (no lines).
 */
export function useTrolleyLines(
  owner: TrolleyOwner | null,
  serverLines: readonly TrolleyLine[] = EMPTY,
): readonly TrolleyLine[] {
  return useSyncExternalStore(
    subscribe,
    () => (owner === null ? EMPTY : getTrolleyLines(owner)),
    () => serverLines,
  );
}

/** The owner's purchase order number and delivery method; the defaults while the user is loading. */
export function useTrolleyDetails(owner: TrolleyOwner | null): TrolleyDetails {
  return useSyncExternalStore(
    subscribe,
    () => (owner === null ? DEFAULT_DETAILS : getTrolleyDetails(owner)),
    () => DEFAULT_DETAILS,
  );
}

export function useTrolleyLineCount(owner: TrolleyOwner | null): number {
  return useTrolleyLines(owner).length;
}

/** The ids of the products in the owner's trolley, for 'Added' marks. */
export function useTrolleyProductIds(owner: TrolleyOwner | null): ReadonlySet<string> {
  return productIdsOf(useTrolleyLines(owner));
}

// One set per stored trolley, so the set is the same object until the trolley changes.
const idSets = new WeakMap<readonly TrolleyLine[], ReadonlySet<string>>();
function productIdsOf(lines: readonly TrolleyLine[]): ReadonlySet<string> {
  let ids = idSets.get(lines);
  if (!ids) {
    ids = new Set(lines.map((line) => line.productId));
    idSets.set(lines, ids);
  }
  return ids;
}
