import { userMessage } from '@cleaver/domain/errors';

/** A file the server made, named for the save dialog. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The merged PDF of the given invoices, one invoice to a page (or more), to print in one go. */
export async function fetchInvoicesPdf(invoiceIds: readonly string[]): Promise<DownloadedFile> {
  const response = await send('/api/admin/invoices/print', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceIds }),
  });
  return { blob: await response.blob(), fileName: `invoices-${invoiceIds.length}.pdf` };
}

/**
 * The invoices and notes issued from `from` to `to` (YYYY-MM-DD, Auckland, inclusive) as Xero's sales invoice import
 * CSV; only those never exported before when `onlyNew`. The server marks each one it includes as exported now.
 */
export async function fetchXeroExport(from: string, to: string, onlyNew: boolean): Promise<DownloadedFile> {
  const response = await send('/api/admin/invoices/export.csv', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, to, onlyNew }),
  });
  return { blob: await response.blob(), fileName: `xero-invoices-${from}-to-${to}.csv` };
}

/** How many documents a range holds, and how many of them an export has included before (and when). */
export type XeroExportSummary = {
  documents: number;
  exportedBefore: number;
  /** ISO instants of the earliest and the latest of those exports; null when none. */
  firstExportedAt: string | null;
  lastExportedAt: string | null;
};

export async function fetchXeroExportSummary(from: string, to: string): Promise<XeroExportSummary> {
  const query = new URLSearchParams({ from, to });
  const response = await send(`/api/admin/invoices/export-summary?${query.toString()}`, { method: 'GET' });
  return (await response.json()) as XeroExportSummary;
}

/** Hands a file to the browser to save (or open, as it is set to). */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a minute leaves slow machines room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'include' });
  } catch {
    throw new Error(userMessage('SERVER_UNAVAILABLE'));
  }
  if (!response.ok) throw new Error(await refusal(response));
  return response;
}

// The server words its refusals as { message } (or { error }); anything else gets a plain text.
async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: fall through.
  }
  return response.status === 401 || response.status === 403
    ? 'Your session has ended. Please sign in again.'
    : 'The file could not be made. Please try again.';
}
