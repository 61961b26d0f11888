import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { OnStopChip } from '../../../components/OnStopChip';
import type { ReceivablesRow } from '../api/receivables';
import { LedgerLink } from './LedgerLink';

const SKELETON_CARDS = 6;

const BUCKETS = [
  ['1–30', 'days1to30'],
  ['31–60', 'days31to60'],
  ['61–90', 'days61to90'],
  ['90+', 'days90plus'],
] as const;

type ReceivablesCardsProps = { rows: readonly ReceivablesRow[]; loading: boolean };

/**
 * Receivables on a phone or tablet: one card a customer, company and on-stop first, then balance and overdue,
 * then the overdue buckets with money in them and any credit. The whole card opens the ledger.
 */
export function ReceivablesCards({ rows, loading }: ReceivablesCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading receivables" sx={{ p: 2 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={84} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Receivables" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const buckets = BUCKETS.filter(([, bucket]) => row.ageing[bucket] > 0);
        return (
          <Box
            component="li"
            key={row.customerId}
            sx={{
              position: 'relative',
              px: 2,
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-of-type': { borderBottom: 0 },
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-within': { bgcolor: 'action.hover' },
            }}
          >
            <Box component="article" aria-label={row.companyName || row.code}>
              <Box
                sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Box component="h2" sx={{ m: 0, fontSize: '1rem', lineHeight: 1.35 }}>
                  <LedgerLink customerId={row.customerId} companyName={row.companyName} stretched />
                </Box>
                <OnStopChip onStop={row.onStop} />
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 0.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: 2,
                  rowGap: 0.25,
                  fontSize: '0.9375rem',
                  fontVariantNumeric: 'tabular-nums',
                  '& div': { display: 'flex', gap: 0.5 },
                  '& dt': { color: 'text.secondary' },
                  '& dd': { m: 0 },
                }}
              >
                <div>
                  <dt>Code</dt>
                  <dd>{row.code}</dd>
                </div>
                <div>
                  <dt>Balance</dt>
                  <dd>{formatNZD(cents(row.balance))}</dd>
                </div>
                <div>
                  <dt>Overdue</dt>
                  <Box
                    component="dd"
                    sx={{ color: row.overdue > 0 ? 'error.main' : undefined, fontWeight: 600 }}
                  >
                    {formatNZD(cents(row.overdue))}
                  </Box>
                </div>
                {buckets.map(([label, bucket]) => (
                  <div key={bucket}>
                    <dt>{label}</dt>
                    <dd>{formatNZD(cents(row.ageing[bucket]))}</dd>
                  </div>
                ))}
                {row.credit > 0 ? (
                  <div>
                    <dt>Credit</dt>
                    <dd>{formatNZD(cents(row.credit))}</dd>
                  </div>
                ) : null}
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
