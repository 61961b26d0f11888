import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XeroExportDialog } from './XeroExportDialog';

/** The export endpoint as the dialog sees it: every address asked for. */
function fakeServer() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
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
  const download = () => fireEvent.click(within(shown).getByRole('button', { name: 'Download CSV' }));
  return { shown, field, download, onClose };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('XeroExportDialog', () => {
  it('shows this month so far, day first, and exports it', async () => {
    const asked = fakeServer();
    const { shown, field, download, onClose } = dialog();
    expect(shown.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(shown.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Invoices and credit and debit notes issued from one date to the other/,
    );
    const today = aucklandDateString(new Date());
    expect(field('From').value).toBe(formatDateOnly(`${today.slice(0, 8)}01`));
    expect(field('To').value).toBe(formatDateOnly(today));
    download();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(asked).toEqual([`/api/admin/invoices/export.csv?from=${today.slice(0, 8)}01&to=${today}`]);
  });

  it('takes dates typed day first, and refuses what is not a date or a range backwards, sending nothing', async () => {
    const asked = fakeServer();
    const { shown, field, download } = dialog();
    fireEvent.change(field('From'), { target: { value: '31/11/2026' } });
    download();
    expect(within(shown).getByText('Enter a date as DD/MM/YYYY')).toBeTruthy();
    fireEvent.change(field('From'), { target: { value: '3/11/2026' } });
    fireEvent.change(field('To'), { target: { value: '02/11/2026' } });
    download();
    expect(within(shown).getByText('To is before From.')).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.change(field('To'), { target: { value: '30/11/2026' } });
    download();
    await waitFor(() =>
      expect(asked).toEqual(['/api/admin/invoices/export.csv?from=2026-11-03&to=2026-11-30']),
    );
  });
});
