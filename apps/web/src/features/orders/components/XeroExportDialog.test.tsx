import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { XeroExportSummary } from '../api/invoice-files';
import { XeroExportDialog } from './XeroExportDialog';

const NONE_BEFORE: XeroExportSummary = {
  documents: 40,
  exportedBefore: 0,
  firstExportedAt: null,
  lastExportedAt: null,
};

/**
 * The export endpoints as the dialog sees them: the summary answers `summary`, the export a CSV. Returns every
 * request made, as 'GET url' or 'POST url body'.
 */
function fakeServer(summary: XeroExportSummary = NONE_BEFORE) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      asked.push(method === 'GET' ? `GET ${url}` : `${method} ${url} ${String(init.body)}`);
      if (url.startsWith('/api/admin/invoices/export-summary')) return Response.json(summary);
      return new Response('*ContactName\n', { headers: { 'content-type': 'text/csv' } });
    }),
  );
  // jsdom has neither; the dialog hands the file to the browser through them.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => undefined;
    },
  );
  return asked;
}

function dialog() {
  const onClose = vi.fn();
  render(<XeroExportDialog onClose={onClose} />);
  const shown = screen.getByRole('dialog', { name: 'Export for Xero' });
  const field = (name: string) => within(shown).getByRole('textbox', { name }) as HTMLInputElement;
  const onlyNew = () =>
    within(shown).getByRole('checkbox', { name: 'Only what was not exported yet' }) as HTMLInputElement;
  const press = (name: string) => fireEvent.click(within(shown).getByRole('button', { name }));
  return { shown, field, onlyNew, press, onClose };
}

const EXPORT = '/api/admin/invoices/export.csv';
const SUMMARY = '/api/admin/invoices/export-summary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('XeroExportDialog', () => {
  it('shows this month so far, day first, and exports only what was not exported yet', async () => {
    const asked = fakeServer();
    const { shown, field, onlyNew, press, onClose } = dialog();
    expect(shown.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(shown.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Invoices and credit and debit notes issued from one date to the other/,
    );
    const today = aucklandDateString(new Date());
    const first = `${today.slice(0, 8)}01`;
    expect(field('From').value).toBe(formatDateOnly(first));
    expect(field('To').value).toBe(formatDateOnly(today));
    expect(onlyNew().checked).toBe(true);
    press('Download CSV');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toEqual([
      `GET ${SUMMARY}?from=${first}&to=${today}`,
      `POST ${EXPORT} {"from":"${first}","to":"${today}","onlyNew":true}`,
    ]);
  });

  it('takes dates typed day first, and refuses what is not a date or a range backwards, sending nothing', async () => {
    const asked = fakeServer();
    const { shown, field, press } = dialog();
    fireEvent.change(field('From'), { target: { value: '31/11/2026' } });
    press('Download CSV');
    expect(within(shown).getByText('Enter a date as DD/MM/YYYY')).toBeTruthy();
    fireEvent.change(field('From'), { target: { value: '3/11/2026' } });
    fireEvent.change(field('To'), { target: { value: '02/11/2026' } });
    press('Download CSV');
    expect(within(shown).getByText('To is before From.')).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.change(field('To'), { target: { value: '30/11/2026' } });
    press('Download CSV');
    await waitFor(() =>
      expect(asked.at(-1)).toBe(`POST ${EXPORT} {"from":"2026-11-03","to":"2026-11-30","onlyNew":true}`),
    );
  });

  it('warns before exporting documents again, and exports them only when asked again', async () => {
    // Exported at 10:00 on 3 December in Auckland (UTC+13): 21:00 UTC the day before.
    const asked = fakeServer({
      documents: 40,
      exportedBefore: 12,
      firstExportedAt: '2026-12-02T21:00:00.000Z',
      lastExportedAt: '2026-12-02T21:30:00.000Z',
    });
    const { shown, field, onlyNew, press, onClose } = dialog();
    fireEvent.change(field('From'), { target: { value: '01/12/2026' } });
    fireEvent.change(field('To'), { target: { value: '03/12/2026' } });
    fireEvent.click(onlyNew());
    expect(onlyNew().checked).toBe(false);
    press('Download CSV');
    const warning = await within(shown).findByRole('alert');
    expect(warning.textContent).toBe('12 of these were exported before, on 03/12/2026. Export them again?');
    expect(asked).toEqual([`GET ${SUMMARY}?from=2026-12-01&to=2026-12-03`]);
    expect(onClose).not.toHaveBeenCalled();

    press('Export again');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toEqual([
      `GET ${SUMMARY}?from=2026-12-01&to=2026-12-03`,
      `POST ${EXPORT} {"from":"2026-12-01","to":"2026-12-03","onlyNew":false}`,
    ]);
  });

  it('asks afresh when the range changes after a warning, and says when nothing is new', async () => {
    const asked = fakeServer({
      documents: 2,
      exportedBefore: 2,
      firstExportedAt: '2026-11-30T21:00:00.000Z',
      lastExportedAt: '2026-12-02T21:00:00.000Z',
    });
    const { shown, field, onlyNew, press, onClose } = dialog();
    fireEvent.change(field('From'), { target: { value: '01/12/2026' } });
    fireEvent.change(field('To'), { target: { value: '03/12/2026' } });
    fireEvent.click(onlyNew());
    press('Download CSV');
    expect((await within(shown).findByRole('alert')).textContent).toBe(
      '2 of these were exported before, between 01/12/2026 and 03/12/2026. Export them again?',
    );
    // Another range: the warning is for the old one, so it goes and the button asks again.
    fireEvent.change(field('To'), { target: { value: '04/12/2026' } });
    expect(within(shown).queryByRole('alert')).toBeNull();
    expect(within(shown).queryByRole('button', { name: 'Export again' })).toBeNull();

    // Only what is new, of which there is none: said in words, and no file.
    fireEvent.click(onlyNew());
    press('Download CSV');
    expect((await within(shown).findByRole('status')).textContent).toBe(
      'Nothing new: all 2 documents in this range were exported before, between 01/12/2026 and 03/12/2026. ' +
        'Untick “Only what was not exported yet” to export them again.',
    );
    expect(asked.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
