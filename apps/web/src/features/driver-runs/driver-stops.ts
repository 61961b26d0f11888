import { readableQuantity } from '@cleaver/domain/quantity';
import type { DriverStop } from './api/driver-runs';

/** "1 stop", "4 stops". */
export function stopCountText(count: number): string {
  return `${count} ${count === 1 ? 'stop' : 'stops'}`;
}

/** What goes off the van at a stop: "3 lines · 2 cartons"; cartons left out when there are none. */
export function loadText(lineCount: number, cartons: number): string {
  const lines = `${lineCount} ${lineCount === 1 ? 'line' : 'lines'}`;
  if (cartons === 0) return lines;
  return `${lines} · ${readableQuantity(cartons)} ${cartons === 1 ? 'carton' : 'cartons'}`;
}

/** The address as a Google Maps search, which opens the maps app on a phone. */
export function mapsUrl(address: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.join(', '))}`;
}

/** A phone number as a tel: link, spaces and dashes left out. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What the finish question says of the stops still to deliver. */
export function undeliveredText(count: number): string {
  if (count === 0) return 'Every stop is marked delivered.';
  if (count === 1) return '1 stop is not marked delivered. It goes to the office’s list.';
  return `${count} stops are not marked delivered. They go to the office’s list.`;
}

/**
 * How each stop is named in its controls: its company, with its order number when the company has two stops
 * on the run (two orders for one day).
 */
export function stopNames(stops: readonly DriverStop[]): Map<string, string> {
  const companies = stops.map((stop) => stop.companyName);
  return new Map(
    stops.map((stop) => [
      stop.orderId,
      companies.indexOf(stop.companyName) === companies.lastIndexOf(stop.companyName)
        ? stop.companyName
        : `${stop.companyName} ${stop.shortId}`,
    ]),
  );
}
