import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../api/admin-order';
import { CorrectionNotes } from './CorrectionNotes';

const NOTES: AdminOrder['correctionNotes'] = [
  {
    id: 'n1',
    xeroProblem: null,
    kind: 'CREDIT',
    number: 'CN-0007',
    title: 'Credit Note',
    issuedAt: '2026-12-03T01:00:00Z',
    reason: 'Returned: warm on arrival',
    invoiceNumber: 1042,
    total: 2552,
    gst: 333,
    pdfUrl: '/api/notes/n1.pdf',
  },
  {
    id: 'n2',
    xeroProblem: null,
    kind: 'DEBIT',
    number: 'DN-0001',
    title: 'Debit Note',
    issuedAt: '2026-12-04T01:00:00Z',
    reason: 'Short-shipped',
    invoiceNumber: 1042,
    total: 5175,
    gst: 675,
    pdfUrl: '/api/notes/n2.pdf',
  },
];

const INVOICE: NonNullable<AdminOrder['invoice']> = {
  id: 'i1',
  xeroProblem: null,
  number: 1042,
  revision: 1,
  issuedAt: '2026-12-02T01:00:00Z',
  total: 40474,
  pdfUrl: '/api/invoices/i1.pdf',
  emailedAt: null,
};

describe('CorrectionNotes', () => {
  afterEach(() => {
    cleanup();
  });

  it('lists the invoice, then each note with its amount, reason, date and PDF, a credit shown as less', () => {
    render(<CorrectionNotes invoice={INVOICE} notes={NOTES} />);
    const section = screen.getByRole('region', { name: 'Documents (3)' });
    const [invoice, credit, debit] = within(section).getAllByRole('listitem');
    expect(invoice!.textContent).toContain('Tax Invoice 1042 · $404.74');
    expect(within(invoice!).getByRole('link', { name: 'Download invoice 1042' }).getAttribute('href')).toBe(
      '/api/invoices/i1.pdf',
    );
    expect(credit!.textContent).toContain('Credit Note CN-0007 · −$25.52 credited');
    expect(credit!.textContent).toContain('Returned: warm on arrival');
    expect(credit!.textContent).toContain('03/12/2026 · corrects invoice 1042 · GST $3.33 credited');
    expect(within(credit!).getByRole('link', { name: 'Download CN-0007' }).getAttribute('href')).toBe(
      '/api/notes/n1.pdf',
    );
    expect(debit!.textContent).toContain('Debit Note DN-0001 · +$51.75 added');
    expect(within(debit!).getByRole('link', { name: 'Download DN-0001' }).getAttribute('href')).toBe(
      '/api/notes/n2.pdf',
    );
    // $404.74 − $25.52 + $51.75
    expect(section.textContent).toContain('Billed now, after the notes: $430.97 incl. GST');
  });

  it('lists the invoice alone until a note is issued', () => {
    render(<CorrectionNotes invoice={INVOICE} notes={[]} />);
    const section = screen.getByRole('region', { name: 'Documents (1)' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(section.textContent).not.toContain('Billed now');
    expect(within(section).queryByText(/Xero refused/)).toBeNull();
  });

  it('says on the document when Xero refused it, in Xero’s words, and where to retry', () => {
    render(
      <CorrectionNotes
        invoice={{ ...INVOICE, xeroProblem: "Account code '9999' is not a valid code for this document." }}
        notes={[{ ...NOTES[0]!, xeroProblem: null }]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Documents (2)' });
    const [invoiceItem, noteItem] = within(section).getAllByRole('listitem');
    expect(invoiceItem?.textContent).toContain(
      "Xero refused it: Account code '9999' is not a valid code for this document. Mend it, then press Retry under Xero on the Integrations screen.",
    );
    expect(noteItem?.textContent).not.toContain('Xero refused');
  });
});
