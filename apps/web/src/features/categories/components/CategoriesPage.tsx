import { MY_ORDERS_PAGE_SIZES } from '@cleaver/domain/constants';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { type Category, useListCategories } from '../api/list-categories';
import { CategoryDialog } from './CategoryDialog';

const ALL_ROWS = -1;
const pageSizeOptions = MY_ORDERS_PAGE_SIZES.map((size) =>
  size === 'all' ? { label: 'All', value: ALL_ROWS } : size,
);
const firstPageSize = MY_ORDERS_PAGE_SIZES[0];

/** Page and page size live in the URL (?page=2&size=100, 'all'), so a reload or a shared link keeps them. */
function readPagination(searchParams: URLSearchParams): GridPaginationModel {
  const size = searchParams.get('size');
  const pageSize =
    size === 'all'
      ? ALL_ROWS
      : (MY_ORDERS_PAGE_SIZES.find((option) => String(option) === size) ?? firstPageSize);
  const page = Math.max(0, Number.parseInt(searchParams.get('page') ?? '1', 10) - 1 || 0);
  return { page: pageSize === ALL_ROWS ? 0 : page, pageSize: pageSize as number };
}

type Editing = { category: Category | null } | null;

/**
 * Categories (/Admin/Categories): every category in menu order, 50 a page, with Add Category and an edit
 * dialog per row. Any staff member's change shows here at once (the categoryChanged subscription).
 */
export function CategoriesPage() {
  const categories = useListCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<Editing>(null);
  const pagination = readPagination(searchParams);

  const handlePagination = (model: GridPaginationModel) => {
    const next = new URLSearchParams(searchParams);
    if (model.page > 0) next.set('page', String(model.page + 1));
    else next.delete('page');
    if (model.pageSize === firstPageSize) next.delete('size');
    else next.set('size', model.pageSize === ALL_ROWS ? 'all' : String(model.pageSize));
    setSearchParams(next, { replace: true });
  };

  const columns: GridColDef<Category>[] = [
    { field: 'categoryName', headerName: 'Category Name', flex: 1, minWidth: 160 },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: 96,
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <IconButton aria-label={`Edit ${row.categoryName}`} onClick={() => setEditing({ category: row })}>
          <Edit />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Categories"
        addLabel="Add Category"
        onAdd={() => setEditing({ category: null })}
      />
      {categories.isError ? (
        <LoadError message="The categories could not be loaded." onRetry={() => void categories.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
          <DataGrid
            aria-label="Categories"
            rows={categories.data ?? []}
            columns={columns}
            loading={categories.isPending}
            autoHeight
            disableRowSelectionOnClick
            disableColumnSelector
            pageSizeOptions={pageSizeOptions}
            paginationModel={pagination}
            onPaginationModelChange={handlePagination}
            // The grid hides the page-size choice on phones; categories keep it (the label stays for its name).
            sx={{ border: 0, '& .MuiTablePagination-input': { display: 'inline-flex' } }}
          />
        </Paper>
      )}
      {editing ? <CategoryDialog category={editing.category} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
