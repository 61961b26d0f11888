import { formatTimeAndDay } from '@cleaver/domain/dates';
import { readableQuantity } from '@cleaver/domain/quantity';
import { keptInPlace, movedOnePlace } from '../../lib/arrange-order';
import type { DeliveryRun, RunStop } from './api/delivery-runs';

// The server keeps one drop place per customer (remembered for the next runs), so a customer's orders of the
// day travel together, and a stop whose customer was deleted cannot be placed: it stays where it is.

/** "1 stop", "4 stops". */
export function stopCountText(count: number): string {
  return `${count} ${count === 1 ? 'stop' : 'stops'}`;
}

/** What goes off the van at a stop: "3 lines, 2 cartons"; cartons left out when there are none. */
export function loadText(lineCount: number, cartons: number): string {
  const lines = `${lineCount} ${lineCount === 1 ? 'line' : 'lines'}`;
  if (cartons === 0) return lines;
  return `${lines}, ${readableQuantity(cartons)} ${cartons === 1 ? 'carton' : 'cartons'}`;
}

/** Whose run it is and whether it is over: 'Driver: Tama Driver · finished 4:12 pm', 'No driver'. */
export function runDriverText(run: Pick<DeliveryRun, 'driverName' | 'finishedAt'>): string {
  const driver = run.driverName ? `Driver: ${run.driverName}` : 'No driver';
  return run.finishedAt ? `${driver} · finished ${formatTimeAndDay(run.finishedAt)}` : driver;
}

/** A stop that can be moved: its customer is still on file. */
export const isArrangeable = (stop: RunStop): boolean => Boolean(stop.customerId);

/** Whether the stop of an order id can be moved, among `stops`. */
const arrangeableIn = (stops: readonly RunStop[]) => {
  const movable = new Set(stops.filter(isArrangeable).map((stop) => stop.orderId));
  return (orderId: string) => movable.has(orderId);
};

/** The run's customers in drop order, each once: what arrangeDeliveryRun saves. */
export function customerOrder(stops: readonly RunStop[]): string[] {
  return [...new Set(stops.flatMap((stop) => (stop.customerId ? [stop.customerId] : [])))];
}

/**
 * The stops' order ids after moving `orderId` one drop up (-1) or down (1): its customer's stops go past the next
 * customer's together, stops without a customer keep their places. Null when it cannot go that way.
 */
export function stopsMovedBy(stops: readonly RunStop[], orderId: string, by: -1 | 1): string[] | null {
  const stop = stops.find((s) => s.orderId === orderId);
  if (!stop?.customerId) return null;
  const customers = movedOnePlace(customerOrder(stops), stop.customerId, by);
  if (!customers) return null;
  const moving = customers.flatMap((customerId) =>
    stops.filter((s) => s.customerId === customerId).map((s) => s.orderId),
  );
  return keptInPlace(
    stops.map((s) => s.orderId),
    moving,
    arrangeableIn(stops),
  );
}

/**
 * The stops in the order of `orderIds` (a drag or a move left them so), each customer's stops gathered where
 * `movedId` went for its customer and where the first of them is for the others; stops without a customer stay
 * where they were.
 */
export function stopsArranged(
  stops: readonly RunStop[],
  orderIds: readonly string[],
  movedId: string,
): RunStop[] {
  const byId = new Map(stops.map((stop) => [stop.orderId, stop]));
  const ordered = orderIds.flatMap((id) => byId.get(id) ?? []);
  const placeOf = new Map<string, string>();
  const moved = byId.get(movedId);
  if (moved?.customerId) placeOf.set(moved.customerId, movedId);
  for (const stop of ordered) {
    if (stop.customerId && !placeOf.has(stop.customerId)) placeOf.set(stop.customerId, stop.orderId);
  }
  const gathered = ordered.flatMap((stop) => {
    if (!stop.customerId) return [stop];
    if (placeOf.get(stop.customerId) !== stop.orderId) return [];
    return ordered.filter((other) => other.customerId === stop.customerId);
  });
  const arranged = keptInPlace(
    stops.map((stop) => stop.orderId),
    gathered.map((stop) => stop.orderId),
    arrangeableIn(stops),
  );
  return arranged.flatMap((id) => byId.get(id) ?? []);
}
