import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerPagedGrid } from './ServerPagedGrid';

type Row = { id: string; name: string };

const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name', flex: 1 }];
const ROWS: Row[] = [
  { id: 'r1', name: 'Harbourside Bistro' },
  { id: 'r2', name: 'Ponsonby Grill' },
];
const loaded = { data: {}, isPending: false, isFetching: false };

function renderGrid(props: {
  rows?: Row[];
  rowCount?: number;
  rowCountIsAtLeast?: boolean;
  page?: number;
  cards?: ReactNode;
}) {
  const onPagingChange = vi.fn();
  render(
    <ThemeProvider theme={createTheme()}>
      <ServerPagedGrid
        aria-label="Customers"
        query={loaded}
        rows={props.rows ?? ROWS}
        columns={columns}
        rowCount={props.rowCount ?? 120}
        rowCountIsAtLeast={props.rowCountIsAtLeast}
        page={props.page ?? 0}
        pageSize={50}
        pageSizeOptions={[50, 100]}
        onPagingChange={onPagingChange}
        noRowsLabel="No results."
        cards={props.cards}
        // The grid hides the page-size choice on narrow screens (jsdom's is 0 px): a screen's sx keeps it, as
        // the customers and products lists do.
        sx={{ '& .MuiTablePagination-input': { display: 'inline-flex' } }}
      />
    </ThemeProvider>,
  );
  return onPagingChange;
}

afterEach(cleanup);

// The first render of a grid takes seconds on a busy machine.
describe('ServerPagedGrid', { timeout: 15_000 }, () => {
  it('pages the grid on the server, and another page size starts again from the first page', async () => {
    const onPagingChange = renderGrid({ page: 1 });
    const grid = await screen.findByRole('grid', { name: 'Customers' });
    await within(grid).findByText('Harbourside Bistro');
    screen.getByText('51–100 of 120');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 2, pageSize: 50 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page:' }));
    fireEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 100 });
  });

  it('says "of 1,000+" when the server stopped counting, and always offers the next page', async () => {
    const onPagingChange = renderGrid({ page: 19, rowCount: 1000, rowCountIsAtLeast: true });
    await within(await screen.findByRole('grid', { name: 'Customers' })).findByText('Harbourside Bistro');
    screen.getByText('951–1,000 of 1,000+');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 20, pageSize: 50 });
  });

  it('shows the cards instead on a phone, paged below them under Rows, and says when a page is empty', async () => {
    const onPagingChange = renderGrid({ cards: <ul aria-label="Customers" /> });
    screen.getByRole('list', { name: 'Customers' });
    expect(screen.queryByRole('grid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 1 });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows' }));
    fireEvent.click(await screen.findByRole('option', { name: '100' }));
    expect(onPagingChange).toHaveBeenLastCalledWith({ page: 0, pageSize: 100 });
    expect(screen.queryByText('No results.')).toBeNull();

    cleanup();
    renderGrid({ rows: [], rowCount: 0, cards: <ul aria-label="Customers" /> });
    screen.getByText('No results.');
  });
});
