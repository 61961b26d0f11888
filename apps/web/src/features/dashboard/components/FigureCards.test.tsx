import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../api/dashboard-figures';
import { FigureCards } from './FigureCards';

const NOTHING = { exGst: 0, incGst: 0, invoiceCount: 0 };

const figuresOn = (today: string, processingDate: string): DashboardFigures => ({
  today,
  totalCustomers: 42,
  daily: NOTHING,
  yesterday: NOTHING,
  monthToDate: NOTHING,
  work: { processingDate, pending: 3, packed: 1, estimateTotal: 123_450 },
  salesSource: 'LEDGER',
});

function renderCards(figures: DashboardFigures) {
  render(
    <MemoryRouter>
      <FigureCards figures={figures} accounting={undefined} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('region', { name: "Today's work" }));
}

describe("FigureCards' work card", () => {
  afterEach(cleanup);

  it('names the day the floor packs, today, and opens the packing board on it', () => {
    const work = renderCards(figuresOn('2026-06-18', '2026-06-18'));
    expect(work.getByText('For Thursday 18/06/2026')).toBeTruthy();
    expect(work.queryByText(/No packing today/)).toBeNull();
    expect(work.getByText('4')).toBeTruthy();
    expect(work.getByRole('link', { name: 'Open the packing board' }).getAttribute('href')).toBe(
      '/Admin/Packing?date=2026-06-18',
    );
  });

  it('on a Sunday names the next processing day and says there is no packing today', () => {
    const work = renderCards(figuresOn('2026-06-21', '2026-06-22'));
    expect(work.getByText('For Monday 22/06/2026')).toBeTruthy();
    expect(work.getByText('No packing today: the next processing day')).toBeTruthy();
  });
});
