// The driver's PDFs (run-sheet.routes.ts, /api/driver/): only the runs of the zones they drive, never prices.
// Opened in a tab of their own to print or read.

/** The run sheet of a date (YYYY-MM-DD): every run of the driver's, or one zone's. */
export function driverRunSheetPdfUrl(date: string, zoneId?: string): string {
  const params = new URLSearchParams({ date });
  if (zoneId) params.set('zone', zoneId);
  return `/api/driver/run-sheet.pdf?${params.toString()}`;
}

/** The delivery dockets of one zone's run of a date, one order to a page. */
export function driverRunDocketsPdfUrl(date: string, zoneId: string): string {
  return `/api/driver/dockets.pdf?${new URLSearchParams({ date, zone: zoneId }).toString()}`;
}

/** One order's delivery docket. */
export function driverDocketPdfUrl(orderId: string): string {
  return `/api/driver/dockets.pdf?${new URLSearchParams({ order: orderId }).toString()}`;
}
