import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { PRICE_LEVEL_SEARCH_ABOVE, SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '../../../components/LoadError';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { type PriceLevelProduct, usePriceLevelProducts } from '../api/price-level-products';
import { useUpdateCustomPrices } from '../api/update-custom-prices';
import {
  type CustomPriceEdits,
  hasUnsavedEdits,
  invalidEdits,
  pendingChanges,
} from '../hooks/custom-price-edits';
import { usePriceLevelsState } from '../hooks/use-price-levels-state';
import { CustomPriceTable } from './CustomPriceTable';

interface CustomPriceEditorProps {
  priceLevelId: string;
  /** Typed prices, kept by the page across the editor's pages until saved or discarded. */
  edits: CustomPriceEdits;
  onEditsChange: (edits: CustomPriceEdits) => void;
  /** The URL left the editor (the back button) while prices were unsaved: ask before closing. */
  leaving: boolean;
  onStay: () => void;
  onClose: () => void;
}

/** What the search box sends: nothing new until it holds more than 3 characters; emptied, every product again. */
function sentSearch(typed: string, current: string): string {
  const term = typed.trim();
  if (term === '') return '';
  return term.length > PRICE_LEVEL_SEARCH_ABOVE ? term : current;
}

/**
 * A price level's custom price editor, over the whole screen (on a phone as on a desktop): every product with
 * its default price and the level's custom price, searched and paged on the server. Typed prices are kept
 * across pages and searches; Update Custom Prices sends only the changed ones, all saved or none.
 */
export function CustomPriceEditor({
  priceLevelId,
  edits,
  onEditsChange,
  leaving,
  onStay,
  onClose,
}: CustomPriceEditorProps) {
  const titleId = useId();
  const confirmTitleId = useId();
  const showSnackbar = useSnackbar();
  const saveButton = useRef<HTMLButtonElement>(null);
  const { state, update, offset, limit } = usePriceLevelsState();
  const [typed, setTyped] = useState(state.productSearch);
  // The switch shows the click at once: the URL it is kept in changes in a transition, which a busy phone
  // may render a moment later (and a controlled switch would spring back meanwhile).
  const [onlyCustom, setOnlyCustom] = useState(state.onlyCustom);
  useEffect(() => setOnlyCustom(state.onlyCustom), [state.onlyCustom]);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const products = usePriceLevelProducts({
    priceLevelId,
    search: state.productSearch,
    onlyCustom: state.onlyCustom,
    offset,
    limit,
  });
  const updateCustomPrices = useUpdateCustomPrices();
  const saving = updateCustomPrices.isPending;
  const levelName = products.data?.priceLevelName ?? '';
  const changeCount = pendingChanges(edits).length;

  useEffect(() => {
    const search = sentSearch(typed, state.productSearch);
    if (leaving || search === state.productSearch) return;
    const timer = setTimeout(() => update({ productSearch: search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const handlePriceChange = (row: PriceLevelProduct, text: string) => {
    const next = new Map(edits);
    const earlier = edits.get(row.productId);
    next.set(row.productId, {
      text,
      original: earlier ? earlier.original : row.customPrice,
      productName: row.productName,
      productCode: row.productCode,
    });
    onEditsChange(next);
  };

  const handleClose = () => {
    if (hasUnsavedEdits(edits)) setConfirmingClose(true);
    else onClose();
  };

  const handleStay = () => {
    setConfirmingClose(false);
    if (leaving) onStay();
  };

  const handleSave = () => {
    const [invalid] = invalidEdits(edits);
    if (invalid) {
      showSnackbar(`${invalid.productName}: ${invalid.message}`, 'error');
      return;
    }
    const changes = pendingChanges(edits);
    if (changes.length === 0) {
      showSnackbar(ADMIN_MESSAGES.nothingToUpdate, 'info');
      return;
    }
    updateCustomPrices.mutate(
      { priceLevelId, changes },
      {
        onSuccess: () => {
          onEditsChange(new Map());
          showSnackbar(ADMIN_MESSAGES.customPricesUpdated, 'success');
        },
        onError: (error) => {
          // The server names the row it refused; anything else is the spec's catch-all.
          const refused =
            error instanceof GraphQLRequestError &&
            (error.code === 'BAD_INPUT' || error.code === 'NOTHING_TO_UPDATE' || error.code === 'NOT_FOUND');
          const reason = refused ? error.message : ADMIN_MESSAGES.customPriceError;
          showSnackbar(`${ADMIN_MESSAGES.priceLevelUpdateFailed}: ${reason}`, 'error', { persist: true });
        },
      },
    );
  };

  return (
    <Dialog fullScreen open onClose={saving ? undefined : handleClose} aria-labelledby={titleId}>
      <AppBar position="static" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="Close custom prices" onClick={handleClose} disabled={saving}>
            <Close />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flexGrow: 1 }}>
            Custom Prices{levelName ? `: ${levelName}` : ''}
          </Typography>
        </Toolbar>
        {products.isFetching ? <LinearProgress aria-label="Loading products" /> : null}
      </AppBar>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
          A price above 0 replaces the default price for customers on this level; empty or 0 removes it.
          Prices you type are kept across pages until you update them.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 2,
            mb: 1,
            px: { xs: 1, sm: 0 },
          }}
        >
          <TextField
            label="Search products"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            size="small"
            autoComplete="off"
            helperText="From 4 characters, name or code; empty shows every product"
            sx={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={onlyCustom}
                onChange={(event) => {
                  setOnlyCustom(event.target.checked);
                  update({ onlyCustom: event.target.checked });
                }}
              />
            }
            label="Only products with a custom price"
          />
        </Box>
        {products.isError && !products.data ? (
          <LoadError message="The products could not be loaded." onRetry={() => void products.refetch()} />
        ) : (
          <CustomPriceTable
            levelName={levelName}
            rows={products.data?.rows ?? []}
            totalCount={products.data?.totalCount ?? 0}
            page={state.page}
            pageSize={state.pageSize}
            edits={edits}
            onPriceChange={handlePriceChange}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(pageSize) => update({ pageSize })}
            onPastLastPrice={() => saveButton.current?.focus()}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ borderTop: 1, borderColor: 'divider', px: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} role="status">
          {changeCount === 0
            ? 'No unsaved changes'
            : `${changeCount} unsaved ${changeCount === 1 ? 'change' : 'changes'}`}
        </Typography>
        <Button onClick={() => onEditsChange(new Map())} disabled={saving || edits.size === 0}>
          Discard
        </Button>
        <Button ref={saveButton} variant="contained" onClick={handleSave} loading={saving}>
          Update Custom Prices
        </Button>
      </DialogActions>
      <Dialog open={confirmingClose || leaving} onClose={handleStay} aria-labelledby={confirmTitleId}>
        <DialogTitle id={confirmTitleId}>{ADMIN_MESSAGES.unsavedCustomPrices}</DialogTitle>
        <DialogActions>
          <Button onClick={handleStay} autoFocus>
            Keep Editing
          </Button>
          <Button onClick={onClose} color="error" variant="contained">
            Leave Without Saving
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}
