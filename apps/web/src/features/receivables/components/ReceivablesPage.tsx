import { SEARCH_DEBOUNCE_MS } from '@cleaver/domain/constants';
import { MESSAGES } from '@cleaver/domain/messages';
import { cents, formatNZD } from '@cleaver/domain/money';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { OnStopChip } from '../../../components/OnStopChip';
import { ServerPagedGrid } from '../../../components/ServerPagedGrid';
import type { ReceivablesFilter } from '../../../gql/graphql';
import { figuresSourceText } from '../../../lib/figures-read-at';
import { type ReceivablesRow, useReceivables } from '../api/receivables';
import { useReceivablesListState } from '../hooks/use-receivables-list-state';
import { RECEIVABLES_FILTERS, RECEIVABLES_PAGE_SIZE, receivablesCsvHref } from '../receivables-list-state';
import { AgeingFigures } from './AgeingFigures';
import { LedgerLink } from './LedgerLink';
import { ReceivablesCards } from './ReceivablesCards';
import { SendStatementsButton } from './SendStatementsButton';

const pageSizeOptions = [RECEIVABLES_PAGE_SIZE];

const moneyColumn = (
  field: string,
  headerName: string,
  amountOf: (row: ReceivablesRow) => number,
  overdue = false,
): GridColDef<ReceivablesRow> => ({
  field,
  headerName,
  width: 112,
  sortable: false,
  display: 'flex',
  align: 'right',
  headerAlign: 'right',
  renderCell: ({ row }) => {
    const amount = amountOf(row);
    return (
      <Box
        component="span"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          color: amount === 0 ? 'text.secondary' : overdue ? 'error.main' : undefined,
        }}
      >
        {formatNZD(cents(amount))}
      </Box>
    );
  },
});

const columns: GridColDef<ReceivablesRow>[] = [
  {
    field: 'companyName',
    headerName: 'Company',
    flex: 1,
    minWidth: 180,
    sortable: false,
    display: 'flex',
    renderCell: ({ row, tabIndex }) => (
      <Box sx={{ py: 1, lineHeight: 1.3, minWidth: 0 }}>
        <LedgerLink customerId={row.customerId} companyName={row.companyName} tabIndex={tabIndex} />
      </Box>
    ),
  },
  { field: 'code', headerName: 'Code', width: 96, sortable: false, display: 'flex' },
  moneyColumn('balance', 'Balance', (row) => row.balance),
  moneyColumn('overdue', 'Overdue', (row) => row.overdue, true),
  moneyColumn('days1to30', '1–30', (row) => row.ageing.days1to30, true),
  moneyColumn('days31to60', '31–60', (row) => row.ageing.days31to60, true),
  moneyColumn('days61to90', '61–90', (row) => row.ageing.days61to90, true),
  moneyColumn('days90plus', '90+', (row) => row.ageing.days90plus, true),
  moneyColumn('credit', 'Credit', (row) => row.credit),
  {
    field: 'onStop',
    headerName: 'On stop',
    width: 96,
    sortable: false,
    display: 'flex',
    renderCell: ({ row }) => <OnStopChip onStop={row.onStop} />,
  },
];

/**
 * Receivables (/Admin/Receivables): what each customer owes and how overdue it is, most overdue first, filtered
 * (all, overdue, on stop), searched and paged 20 at a time on the server; totals over every customer listed, and
 * the same list as a CSV. Filter, search and page live in the URL. On phones and tablets, one card a customer.
 */
export function ReceivablesPage() {
  const { state, update, offset, limit } = useReceivablesListState();
  const [typed, setTyped] = useState(state.search);
  // Ten columns need about 1,200 px with the drawer; narrower screens get one card a customer.
  const cards = useMediaQuery((theme) => theme.breakpoints.down('lg'), { noSsr: true });
  const receivables = useReceivables({ search: state.search, filter: state.filter, offset, limit });

  // The search is sent 300 ms after the last key press, not on every one.
  useEffect(() => {
    if (typed.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: typed.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const page = receivables.data;
  const rows = page?.rows ?? [];
  const totalCount = page?.totalCount ?? 0;

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="h1">Receivables</Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {page ? figuresSourceText(page.source, page.readAt) : '\u00a0'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" component={RouterLink} to="/Admin/Receivables/Bank">
            Import bank statement
          </Button>
          <SendStatementsButton />
          <Button variant="outlined" href={receivablesCsvHref(state)} download startIcon={<Download />}>
            Download CSV
          </Button>
        </Box>
      </Box>
      {page ? (
        <Box sx={{ mb: 2 }}>
          <AgeingFigures label="Totals" balance={page.balance} ageing={page.totals} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Show"
          value={state.filter}
          onChange={(_event, filter: ReceivablesFilter | null) => {
            if (filter) update({ filter });
          }}
        >
          {RECEIVABLES_FILTERS.map((filter) => (
            <ToggleButton key={filter.value} value={filter.value} sx={{ px: 2, textTransform: 'none' }}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          label="Search customers"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          size="small"
          autoComplete="off"
          placeholder="Company, contact, email or code"
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Typography sx={{ color: 'text.secondary' }}>
          {page ? `${totalCount.toLocaleString('en-NZ')} ${totalCount === 1 ? 'customer' : 'customers'}` : ''}
        </Typography>
      </Box>
      {receivables.isError && !page ? (
        <LoadError
          message="The receivables could not be loaded."
          onRetry={() => void receivables.refetch()}
        />
      ) : (
        <ServerPagedGrid
          aria-label="Receivables"
          query={receivables}
          rows={rows}
          rowCount={totalCount}
          columns={columns}
          getRowId={(row) => row.customerId}
          page={state.page}
          pageSize={RECEIVABLES_PAGE_SIZE}
          pageSizeOptions={pageSizeOptions}
          onPagingChange={({ page: next }) => update({ page: next })}
          noRowsLabel={MESSAGES.noResults}
          cards={cards ? <ReceivablesCards rows={rows} loading={receivables.isPending} /> : undefined}
        />
      )}
    </>
  );
}
