import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { BUSINESS_TIME_ZONE } from '@cleaver/domain/dates';
import { GraphQLRequestError } from '../../lib/graphql';
import type { AdminOrderEvent } from './api/admin-order-changed';

/** Why a save or delete did not go through, as the screen shows it. */
export type SaveFailure =
  /** Someone saved first: the server's message names who and when; the form is kept until Reload. */
  | { kind: 'stale'; message: string }
  /** The server refused the input (a product gone, out of stock, a bad field): its message, in place. */
  | { kind: 'refused'; message: string }
  /** The save changes what an invoiced order bills and said no reason: the screen asks for one. */
  | { kind: 'reason' }
  /** A new order for a customer on stop or over their credit limit: the server says which, the screen asks why. */
  | { kind: 'override'; message: string }
  | { kind: 'failed'; message: string };

// Codes whose server message tells staff what to fix; anything else is the spec's catch-all.
const REFUSALS = new Set([
  'BAD_INPUT',
  'PRODUCT_UNAVAILABLE',
  'PRODUCT_OUT_OF_STOCK',
  'STAFF_ORDER_TOO_LARGE',
  'NOT_FOUND',
  'ORDER_NOT_FOUND',
  'ORDER_EMPTY',
]);

/** Turns a failed save (or delete) into what the screen says. */
export function saveFailure(error: unknown, action: 'save' | 'delete' = 'save'): SaveFailure {
  if (error instanceof GraphQLRequestError) {
    if (error.code === 'ORDER_STALE') return { kind: 'stale', message: error.message };
    if (error.code === 'STOP_OVERRIDE_REQUIRED') return { kind: 'override', message: error.message };
    if (error.code === 'BAD_INPUT' && error.message === ADMIN_MESSAGES.correctionReasonMissing) {
      return { kind: 'reason' };
    }
    if (REFUSALS.has(error.code)) return { kind: 'refused', message: error.message };
  }
  return {
    kind: 'failed',
    message: action === 'delete' ? ADMIN_MESSAGES.orderDeleteFailed : ADMIN_MESSAGES.orderUpdateFailed,
  };
}

/** Someone else's save of the open order, for the banner. */
export type RemoteSave = { version: number; name: string; time: string; deleted: boolean };

let clock: Intl.DateTimeFormat | undefined;

/** An instant's time of day in Auckland, 24-hour: '05:07'. */
export function timeOfDay(at: Date): string {
  clock ??= new Intl.DateTimeFormat('en-NZ', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return clock.format(at);
}

/**
 * The banner for a live event about the open order, or null when it is nothing new: the screen's own save,
 * or one it has already loaded (its version is not above the one the form was read at).
 */
export function remoteSave(event: AdminOrderEvent, myVersion: number, now: Date): RemoteSave | null {
  const deleted = event.action === 'DELETED';
  if (!deleted && (event.version ?? 0) <= myVersion) return null;
  return {
    version: event.version ?? myVersion + 1,
    name: event.actorName || 'Someone',
    time: timeOfDay(now),
    deleted,
  };
}

/** The banner's words. */
export function remoteSaveText(save: RemoteSave): string {
  return save.deleted
    ? `${save.name} deleted this order at ${save.time}.`
    : `${save.name} saved this order at ${save.time}.`;
}

/** True when the save would change the order's total, so staff confirm the old and new totals first. */
export function totalMoves(before: number, after: number): boolean {
  return before !== after;
}
