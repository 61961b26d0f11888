import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type DataGridProps,
  type GridColDef,
  type GridPaginationModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { RefetchBar } from './RefetchBar';

/** A page turned (`page` alone), or another page size chosen (back to the first page). */
export type PagingChange = { page: number; pageSize?: number };

type ServerPagedGridProps<Row extends GridValidRowModel> = Pick<
  DataGridProps<Row>,
  'aria-label' | 'aria-labelledby' | 'getRowId' | 'onRowClick' | 'onCellKeyDown' | 'disableColumnMenu' | 'sx'
> & {
  /** The list's query: its first load draws the grid's overlay, a refetch with rows on screen the bar above. */
  query: { data: unknown; isPending: boolean; isFetching: boolean };
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  /** How many rows the server has to page through. */
  rowCount: number;
  /** The server stopped counting at `rowCount` and more rows follow: shown as "1,000+". */
  rowCountIsAtLeast?: boolean;
  /** Zero-based, as the grid counts. */
  page: number;
  pageSize: number;
  pageSizeOptions: ReadonlyArray<number | { value: number; label: string }>;
  onPagingChange: (change: PagingChange) => void;
  /** What an empty page says; none where the screen says so itself. */
  noRowsLabel?: string;
  /** On narrow screens the rows as cards instead, with the same paging below them. */
  cards?: ReactNode;
  /** In a panel with its own outline: no outlined paper of its own. */
  bare?: boolean;
};

/**
 * A list the server pages: the Data Grid in server mode (or the screen's cards), the page and page size the
 * screen holds (in its URL), the refetch bar, the loading overlay and the empty page. Columns, names and the
 * row actions stay the screen's; `sx` adds to the grid's own (no border of its own).
 */
export function ServerPagedGrid<Row extends GridValidRowModel>({
  query,
  rows,
  columns,
  rowCount,
  rowCountIsAtLeast = false,
  page,
  pageSize,
  pageSizeOptions,
  onPagingChange,
  noRowsLabel,
  cards,
  bare = false,
  sx,
  ...gridProps
}: ServerPagedGridProps<Row>) {
  const refetchBar = <RefetchBar show={query.isFetching && query.data !== undefined} />;
  // A capped count: the pager says "of 1,000+" and always offers the next page (the count stops past it).
  const displayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from.toLocaleString('en-NZ')}–${to.toLocaleString('en-NZ')} of ${
      rowCountIsAtLeast ? countAtLeast(rowCount) : count.toLocaleString('en-NZ')
    }`;
  const pagerCount = rowCountIsAtLeast ? -1 : rowCount;

  if (cards !== undefined) {
    const list = (
      <>
        {refetchBar}
        {cards}
        {noRowsLabel !== undefined && query.data && rowCount === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }}>{noRowsLabel}</Typography>
        ) : null}
        <TablePagination
          component="div"
          count={pagerCount}
          labelDisplayedRows={displayedRows}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...pageSizeOptions]}
          onPageChange={(_event, next) => onPagingChange({ page: next })}
          onRowsPerPageChange={(event) => onPagingChange({ pageSize: Number(event.target.value), page: 0 })}
          labelRowsPerPage="Rows"
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      </>
    );
    return bare ? (
      list
    ) : (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list}
      </Paper>
    );
  }

  // Another page size starts again from the first page.
  const handlePagination = (model: GridPaginationModel) =>
    onPagingChange({ page: model.pageSize === pageSize ? model.page : 0, pageSize: model.pageSize });
  const grid = (
    <>
      {refetchBar}
      <DataGrid
        {...gridProps}
        rows={rows}
        rowCount={pagerCount}
        paginationMeta={rowCountIsAtLeast ? { hasNextPage: true } : undefined}
        columns={columns}
        loading={query.isPending}
        paginationMode="server"
        filterMode="server"
        sortingMode="server"
        paginationModel={{ page, pageSize }}
        onPaginationModelChange={handlePagination}
        pageSizeOptions={[...pageSizeOptions]}
        getRowHeight={() => 'auto'}
        autoHeight
        disableRowSelectionOnClick
        disableColumnSelector
        disableColumnFilter
        localeText={{
          ...(noRowsLabel === undefined ? {} : { noRowsLabel }),
          paginationDisplayedRows: displayedRows,
        }}
        sx={[{ border: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    </>
  );
  return bare ? (
    grid
  ) : (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {grid}
    </Paper>
  );
}

/** A count the server stopped at, as lists show it: "1,000+". */
export function countAtLeast(count: number): string {
  return `${count.toLocaleString('en-NZ')}+`;
}
