import {
  ADMIN_PRODUCTS_ALL_LIMIT,
  ADMIN_PRODUCTS_PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
} from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import { availabilityText } from '@cleaver/domain/product-availability';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { ServerPagedGrid } from '../../../components/ServerPagedGrid';
import { useLiveAdminProducts } from '../api/admin-product-changed';
import { type AdminProductRow, useAdminProducts } from '../api/admin-products';
import { useProductCategories } from '../api/product-categories';
import { ALL_ROWS, useProductsListState } from '../hooks/use-products-list-state';
import { DeleteProductDialog } from './DeleteProductDialog';
import { ProductDialog } from './ProductDialog';
import { ProductViewDialog } from './ProductViewDialog';

const pageSizeOptions = ADMIN_PRODUCTS_PAGE_SIZES.map((size) =>
  size === 'all' ? { label: 'All', value: ALL_ROWS } : size,
);

type Open =
  | { dialog: 'add' }
  | { dialog: 'edit'; id: string }
  | { dialog: 'view'; product: AdminProductRow }
  | { dialog: 'delete'; product: AdminProductRow }
  | null;

/**
 * Products (/Admin/Products): the catalogue paged, searched and filtered on the server (so it stays quick
 * at ten thousand products), with View, Edit and Delete on each row and Add Product above. The search
 * box, category, page and page size live in the URL. Other staff's changes show at once.
 */
export function ProductsPage() {
  const { state, update, offset, limit } = useProductsListState();
  const [typed, setTyped] = useState(state.search);
  const [open, setOpen] = useState<Open>(null);
  const categories = useProductCategories();
  const products = useAdminProducts({ search: state.search, categoryId: state.categoryId, offset, limit });
  useLiveAdminProducts();

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const totalCount = products.data?.totalCount ?? 0;
  const truncated = state.pageSize === ALL_ROWS && totalCount > ADMIN_PRODUCTS_ALL_LIMIT;

  const columns: GridColDef<AdminProductRow>[] = [
    {
      field: 'productName',
      headerName: 'Product Name',
      flex: 2,
      minWidth: 200,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => {
        const availability = availabilityText({ leadDays: row.leadDays, weekdays: row.deliveryWeekdays });
        return (
          <Box sx={{ lineHeight: 1.3, py: 1 }}>
            <Box>{row.productName}</Box>
            <Typography variant="caption" color="text.secondary">
              {row.productCode}
            </Typography>
            {availability ? (
              <Typography variant="caption" component="div" color="text.secondary">
                {availability}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
    {
      field: 'isEnabled',
      headerName: 'Product Status',
      minWidth: 190,
      flex: 1,
      sortable: false,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 1 }}>
          <Chip
            size="small"
            label={row.isEnabled ? 'Enabled' : 'Disabled'}
            color={row.isEnabled ? 'success' : 'default'}
            variant={row.isEnabled ? 'filled' : 'outlined'}
          />
          {row.isInStock ? null : (
            <Chip size="small" label={MESSAGES.outOfStock} color="warning" variant="outlined" />
          )}
        </Box>
      ),
    },
    {
      field: 'categoryName',
      headerName: 'Category',
      minWidth: 110,
      flex: 1,
      sortable: false,
      display: 'flex',
    },
    {
      field: 'defaultPrice',
      headerName: 'Price',
      minWidth: 100,
      sortable: false,
      display: 'flex',
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatNZD(value as Cents),
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: 150,
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          <IconButton
            aria-label={`View ${row.productName}`}
            onClick={() => setOpen({ dialog: 'view', product: row })}
          >
            <Visibility />
          </IconButton>
          <IconButton
            aria-label={`Edit ${row.productName}`}
            onClick={() => setOpen({ dialog: 'edit', id: row.id })}
          >
            <Edit />
          </IconButton>
          <IconButton
            aria-label={`Delete ${row.productName}`}
            color="error"
            onClick={() => setOpen({ dialog: 'delete', product: row })}
          >
            <Delete />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="Products" addLabel="Add Product" onAdd={() => setOpen({ dialog: 'add' })} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label="Search"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          autoComplete="off"
          placeholder="Name or code"
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <TextField
          select
          label="Category"
          value={state.categoryId ?? ''}
          onChange={(event) => update({ categoryId: event.target.value || null })}
          size="small"
          sx={{ flex: '0 1 200px', minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All</MenuItem>
          {(categories.data ?? []).map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.categoryName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {truncated ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          All shows the first {ADMIN_PRODUCTS_ALL_LIMIT.toLocaleString('en-NZ')} of{' '}
          {totalCount.toLocaleString('en-NZ')} products. Search or choose a category to find the others.
        </Alert>
      ) : null}
      {products.isError && !products.data ? (
        <LoadError message="The products could not be loaded." onRetry={() => void products.refetch()} />
      ) : (
        <ServerPagedGrid
          aria-label="Products"
          query={products}
          rows={products.data?.rows ?? []}
          rowCount={truncated ? ADMIN_PRODUCTS_ALL_LIMIT : totalCount}
          columns={columns}
          page={state.page}
          pageSize={state.pageSize}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={update}
          noRowsLabel={MESSAGES.noResults}
          // The grid hides the page-size choice on phones; the label stays so the control keeps its name.
          sx={{ '& .MuiTablePagination-input': { display: 'inline-flex' } }}
        />
      )}
      {open?.dialog === 'add' ? <ProductDialog productId={null} onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'edit' ? <ProductDialog productId={open.id} onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'view' ? (
        <ProductViewDialog
          product={open.product}
          onClose={() => setOpen(null)}
          onEdit={() => setOpen({ dialog: 'edit', id: open.product.id })}
        />
      ) : null}
      {open?.dialog === 'delete' ? (
        <DeleteProductDialog product={open.product} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
