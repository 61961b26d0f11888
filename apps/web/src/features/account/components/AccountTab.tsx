import { formatDateOnly } from '@cleaver/domain/dates';
import { cents, formatNZD } from '@cleaver/domain/money';
import { PAYMENT_METHOD_LABELS } from '@cleaver/domain/receivables';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { readAtText } from '../../../lib/figures-read-at';
import { type MyLedger, useMyLedger } from '../api/my-ledger';
import { MyStatements } from './MyStatements';

/** Payments shown: the latest few, newest first; the monthly statement holds the rest. */
const RECENT_PAYMENTS = 10;

const nzd = (amount: number) => formatNZD(cents(amount));

const DOCUMENT_NAMES: Readonly<Record<string, string>> = { INVOICE: 'Invoice', DEBIT_NOTE: 'Debit note' };

/**
 * The Account tab: what the customer owes, what is due when (overdue first, in the error colour) with each
 * document's PDF, credit on the account, their terms and the payments we have received. Only their own.
 */
export function AccountTab() {
  const ledger = useMyLedger();
  if (ledger.isPending) return <PageLoader label="Loading your account" />;
  if (ledger.isError) {
    return <LoadError message="We could not load your account." onRetry={() => void ledger.refetch()} />;
  }
  const { account, openDocuments, payments, readAt } = ledger.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            rowGap: 0.5,
            alignItems: 'baseline',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <dt>{account.balance < 0 ? 'In credit' : 'Balance'}</dt>
          <Box component="dd" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {nzd(Math.abs(account.balance))}
          </Box>
          {account.credit > 0 ? (
            <>
              <dt>Credit on account</dt>
              <dd>{nzd(account.credit)}</dd>
            </>
          ) : null}
          <dt>Terms</dt>
          <dd>{account.termsLabel}</dd>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          As at {readAtText(readAt)}
        </Typography>
      </Box>
      {account.overdue > 0 ? (
        <Alert severity="error" variant="outlined">
          {nzd(account.overdue)} is overdue. Please pay it as soon as you can.
        </Alert>
      ) : null}
      <DueDocuments documents={openDocuments} />
      <RecentPayments payments={payments} />
      <MyStatements />
    </Stack>
  );
}

function DueDocuments({ documents }: { documents: MyLedger['openDocuments'] }) {
  return (
    <Box component="section" aria-labelledby="account-due-heading">
      <Typography id="account-due-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        What is due
      </Typography>
      {documents.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing is due. Thank you.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {documents.map((document) => {
            const overdue = document.daysOverdue > 0;
            const kind = DOCUMENT_NAMES[document.kind] ?? 'Document';
            const name = `${kind} ${document.number}`;
            return (
              <Box
                component="li"
                key={document.id}
                sx={{
                  borderLeft: 3,
                  borderColor: overdue ? 'error.main' : 'divider',
                  pl: 1.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  columnGap: 2,
                  rowGap: 0.5,
                }}
              >
                <Box component="article" aria-label={name} sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                    {name} · {nzd(document.open)}
                    {document.open !== document.total ? (
                      <>
                        {' '}
                        <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                          of {nzd(document.total)}
                        </Typography>
                      </>
                    ) : null}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ color: overdue ? 'error.main' : 'text.secondary', fontWeight: overdue ? 600 : 400 }}
                  >
                    {overdue
                      ? `Overdue: was due ${formatDateOnly(document.dueDate)} (${document.daysOverdue} ${document.daysOverdue === 1 ? 'day' : 'days'} ago)`
                      : `Due ${formatDateOnly(document.dueDate)}`}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Issued {formatDateOnly(document.issuedDate)}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  href={document.pdfUrl}
                  target="_blank"
                  rel="noopener"
                  startIcon={<Download />}
                >
                  Download {kind.toLowerCase()} {document.number}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function RecentPayments({ payments }: { payments: MyLedger['payments'] }) {
  const recent = payments.slice(0, RECENT_PAYMENTS);
  return (
    <Box component="section" aria-labelledby="account-payments-heading">
      <Typography id="account-payments-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Recent payments
      </Typography>
      {recent.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No payments received yet.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {recent.map((payment) => {
            const reversed = payment.reversedAt != null;
            return (
              <Box
                component="li"
                key={payment.id}
                sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{formatDateOnly(payment.receivedOn)}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {PAYMENT_METHOD_LABELS[payment.method]}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                    {reversed ? ' · Reversed' : ''}
                  </Typography>
                </Box>
                <Typography
                  sx={{
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    textDecoration: reversed ? 'line-through' : undefined,
                  }}
                >
                  {nzd(payment.amount)}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
