// The van's PDFs, made by the server (run-sheet.routes.ts) and opened in a tab of their own to print.

/** Which run: a zone's id, null for the customers in no zone, undefined for every run of the date. */
export type RunZone = string | null | undefined;

function withRun(params: URLSearchParams, zone: RunZone): URLSearchParams {
  if (zone !== undefined) params.set('zone', zone ?? 'none');
  return params;
}

/** The driver's run sheet of a date (YYYY-MM-DD): every run, or one. */
export function runSheetPdfUrl(date: string, zone?: RunZone): string {
  return `/api/admin/run-sheet.pdf?${withRun(new URLSearchParams({ date }), zone).toString()}`;
}

/** The delivery dockets of a date's runs (or one run), one order to a page; prices only when asked. */
export function runDocketsPdfUrl(date: string, zone: RunZone, prices: boolean): string {
  const params = withRun(new URLSearchParams({ date }), zone);
  if (prices) params.set('prices', '1');
  return `/api/admin/dockets.pdf?${params.toString()}`;
}

/** One order's delivery docket; prices only when asked. */
export function orderDocketPdfUrl(orderId: string, prices = false): string {
  const params = new URLSearchParams({ order: orderId });
  if (prices) params.set('prices', '1');
  return `/api/admin/dockets.pdf?${params.toString()}`;
}
