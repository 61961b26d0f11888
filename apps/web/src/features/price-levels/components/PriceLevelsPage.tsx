import { priceLevelCount } from '@cleaver/domain/admin-messages';
import { PRICE_LEVELS_WARNING_ABOVE, SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../../components/AdminPageHeader';
import { LoadError } from '../../../components/LoadError';
import { RefetchBar } from '../../../components/RefetchBar';
import { type AdminPriceLevel, useAdminPriceLevels } from '../api/admin-price-levels';
import { type CustomPriceEdits, hasUnsavedEdits } from '../hooks/custom-price-edits';
import { usePriceLevelsState } from '../hooks/use-price-levels-state';
import { AddPriceLevelDialog } from './AddPriceLevelDialog';
import { CustomPriceEditor } from './CustomPriceEditor';
import { DeletePriceLevelDialog } from './DeletePriceLevelDialog';
import { SyncStateChip } from './SyncStateChip';

type Open = { dialog: 'add' } | { dialog: 'delete'; level: AdminPriceLevel } | null;

/**
 * Price Levels (/Admin/PriceLevels): how many levels exist of the 100 allowed, the levels searched on the
 * server with their custom prices, customers and accounting sync, Add Price Level, delete, and each level's
 * custom price editor (opened over the list, its place in the URL).
 */
export function PriceLevelsPage() {
  const { state, update } = usePriceLevelsState();
  const [typed, setTyped] = useState(state.search);
  const [open, setOpen] = useState<Open>(null);
  const levels = useAdminPriceLevels(state.search);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  // The editor's typed prices live here, so the back button cannot drop them unasked: while some are unsaved
  // the editor stays open when the URL leaves it, and asks.
  const navigate = useNavigate();
  const [edits, setEdits] = useState<CustomPriceEdits>(new Map());
  const [shownLevel, setShownLevel] = useState(state.levelId);
  const openedHere = useRef(false);
  const unsaved = hasUnsavedEdits(edits);
  if (state.levelId !== shownLevel && (state.levelId !== null || !unsaved)) {
    setShownLevel(state.levelId);
    setEdits(new Map());
  }
  const leaving = shownLevel !== null && state.levelId === null;

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const count = levels.data?.count ?? 0;
  const limit = levels.data?.limit ?? 100;
  const openEditor = (levelId: string) => {
    openedHere.current = true;
    update({ levelId }, { push: true });
  };
  const closeEditor = () => {
    setEdits(new Map());
    const pushed = openedHere.current;
    openedHere.current = false;
    // Opened from the list: going back removes the editor's history entry, as the back button would.
    if (leaving) setShownLevel(null);
    else if (pushed) navigate(-1);
    else update({ levelId: null });
  };

  const columns: GridColDef<AdminPriceLevel>[] = [
    {
      field: 'name',
      headerName: 'Price Level',
      flex: 2,
      minWidth: 170,
      display: 'flex',
      renderCell: ({ row }) => (
        <Box sx={{ py: 1, lineHeight: 1.3 }}>
          <Link
            component="button"
            type="button"
            onClick={() => openEditor(row.id)}
            sx={{ textAlign: 'left', font: 'inherit', fontWeight: 500 }}
          >
            {row.name}
          </Link>
          {phone ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {countText(row.customPriceCount, 'custom price')} · {countText(row.customerCount, 'customer')}
            </Typography>
          ) : null}
          <SyncStateChip sync={row.accountingSync} />
        </Box>
      ),
    },
    {
      field: 'customPriceCount',
      headerName: 'Custom Prices',
      type: 'number',
      minWidth: 120,
      flex: 1,
      display: 'flex',
    },
    {
      field: 'customerCount',
      headerName: 'Customers',
      type: 'number',
      minWidth: 100,
      flex: 1,
      display: 'flex',
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      width: 110,
      display: 'flex',
      align: 'center',
      headerAlign: 'center',
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label={`Edit custom prices of ${row.name}`} onClick={() => openEditor(row.id)}>
            <Edit />
          </IconButton>
          <IconButton
            aria-label={`Delete ${row.name}`}
            color="error"
            onClick={() => setOpen({ dialog: 'delete', level: row })}
          >
            <Delete />
          </IconButton>
        </Box>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Price Levels"
        addLabel="Add Price Level"
        onAdd={() => setOpen({ dialog: 'add' })}
      >
        {levels.data ? (
          <Typography
            component="p"
            variant="h6"
            color={count > PRICE_LEVELS_WARNING_ABOVE ? 'error' : 'text.secondary'}
            aria-label={`${count} of at most ${limit} price levels`}
          >
            {priceLevelCount(count)}
          </Typography>
        ) : null}
      </AdminPageHeader>
      <TextField
        label="Search"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        size="small"
        autoComplete="off"
        placeholder="Price level name"
        sx={{ mb: 2, width: '100%', maxWidth: 420 }}
      />
      {levels.isError && !levels.data ? (
        <LoadError message="The price levels could not be loaded." onRetry={() => void levels.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
          <RefetchBar show={levels.isFetching && levels.data !== undefined} />
          <DataGrid
            aria-label="Price levels"
            rows={levels.data?.rows ?? []}
            columns={columns}
            loading={levels.isPending}
            // A phone shows the counts under the name, so the actions stay in view.
            columnVisibilityModel={phone ? { customPriceCount: false, customerCount: false } : {}}
            getRowHeight={() => 'auto'}
            autoHeight
            hideFooter
            disableRowSelectionOnClick
            disableColumnSelector
            disableColumnFilter
            localeText={{ noRowsLabel: MESSAGES.noResults }}
            sx={{ border: 0 }}
          />
        </Paper>
      )}
      {open?.dialog === 'add' ? (
        <AddPriceLevelDialog atLimit={count >= limit} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'delete' ? (
        <DeletePriceLevelDialog level={open.level} onClose={() => setOpen(null)} />
      ) : null}
      {shownLevel ? (
        <CustomPriceEditor
          key={shownLevel}
          priceLevelId={shownLevel}
          edits={edits}
          onEditsChange={setEdits}
          leaving={leaving}
          onStay={() => update({ levelId: shownLevel }, { push: true })}
          onClose={closeEditor}
        />
      ) : null}
    </>
  );
}

function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
