import Box from '@mui/material/Box';
import { OnStopChip } from '../../../components/OnStopChip';
import type { CustomerLedger } from '../api/customer-ledger';
import { nzd } from '../ledger-text';

/** A customer's account at a glance: balance, overdue, credit, terms, credit limit, and why they are on stop. */
export function AccountSummaryList({ account }: { account: CustomerLedger['account'] }) {
  return (
    <Box
      component="dl"
      aria-label="Account"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'auto 1fr', md: 'auto 1fr auto 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        alignItems: 'baseline',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
      }}
    >
      <dt>Balance</dt>
      <dd>{account.balance < 0 ? `${nzd(-account.balance)} in credit` : nzd(account.balance)}</dd>
      <dt>Overdue</dt>
      <Box component="dd" sx={{ color: account.overdue > 0 ? 'error.main' : undefined }}>
        {nzd(account.overdue)}
        {account.oldestOverdueDays ? ` (oldest ${account.oldestOverdueDays} days)` : ''}
      </Box>
      <dt>Credit</dt>
      <dd>{nzd(account.credit)}</dd>
      <dt>Terms</dt>
      <dd>{account.termsLabel}</dd>
      <dt>Credit limit</dt>
      <dd>
        {account.creditLimit === null || account.creditLimit === undefined
          ? 'None'
          : nzd(account.creditLimit)}
      </dd>
      <dt>On stop</dt>
      <dd>
        {account.onStop ? (
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <OnStopChip onStop />
            <span>{account.onStopReason}</span>
          </Box>
        ) : (
          'No'
        )}
      </dd>
    </Box>
  );
}
