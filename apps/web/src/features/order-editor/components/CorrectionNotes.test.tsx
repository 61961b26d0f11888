import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrder } from '../api/admin-order';
import { CorrectionNotes } from './CorrectionNotes';

const NOTES: AdminOrder['correctionNotes'] = [
  {
    id: 'n1',
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

describe('CorrectionNotes', () => {
  afterEach(() => {
    cleanup();
  });

  it('lists each note with its amount, reason, date and PDF, a credit shown as less', () => {
    render(<CorrectionNotes notes={NOTES} />);
    const section = screen.getByRole('region', { name: 'Credit and debit notes (2)' });
    const [credit, debit] = within(section).getAllByRole('listitem');
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
  });

  it('shows nothing until a note is issued', () => {
    const { container } = render(<CorrectionNotes notes={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
