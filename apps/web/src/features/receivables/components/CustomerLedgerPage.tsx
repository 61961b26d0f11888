import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageLoader';
import { figuresSourceText } from '../../../lib/figures-read-at';
import { GraphQLRequestError } from '../../../lib/graphql';
import { type LedgerPayment, useCustomerLedger } from '../api/customer-ledger';
import { AccountSummaryList } from './AccountSummaryList';
import { AgeingFigures } from './AgeingFigures';
import { CustomerReminders } from './CustomerReminders';
import { CustomerStatements } from './CustomerStatements';
import { LedgerEntriesTable } from './LedgerEntriesTable';
import { OpenDocumentsTable } from './OpenDocumentsTable';
import { PaymentsList } from './PaymentsList';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { ReversePaymentDialog } from './ReversePaymentDialog';

const LIST_PATH = '/Admin/Receivables';

type Open = { dialog: 'record' } | { dialog: 'reverse'; payment: LedgerPayment } | null;

/**
 * A customer's ledger (/Admin/Receivables/{customerId}): their account and ageing, what is still open, every
 * document and payment with the running balance, and the payments with Reverse; Record payment above.
 */
export function CustomerLedgerPage() {
  const { customerId = '' } = useParams();
  const ledger = useCustomerLedger(customerId);
  const [open, setOpen] = useState<Open>(null);

  if (ledger.isPending) return <PageLoader label="Loading the ledger" />;
  if (ledger.isError) {
    const missing = ledger.error instanceof GraphQLRequestError && ledger.error.code === 'NOT_FOUND';
    return (
      <>
        <BackLink />
        <LoadError
          message={missing ? 'There is no such customer.' : 'The ledger could not be loaded.'}
          onRetry={missing ? undefined : () => void ledger.refetch()}
        />
      </>
    );
  }

  const { account } = ledger.data;
  return (
    <>
      <BackLink />
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
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {account.companyName}{' '}
            <Typography component="span" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
              {account.code}
            </Typography>
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {figuresSourceText(ledger.data.source, ledger.data.readAt)}
          </Typography>
        </Box>
        {ledger.data.recordsPayments ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpen({ dialog: 'record' })}>
            Record payment
          </Button>
        ) : (
          <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>
            Payments are recorded in the accounting system; Cleaver reads them from there every few minutes.
          </Typography>
        )}
      </Box>
      {/* One column that never grows past the page: the wide tables scroll inside their sections on a phone. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Section title="Account">
          <AccountSummaryList account={account} />
        </Section>
        <Section title="Ageing">
          <AgeingFigures label="Ageing" balance={account.balance} ageing={account.ageing} />
        </Section>
        <Section title="Open documents">
          <OpenDocumentsTable documents={ledger.data.openDocuments} />
        </Section>
        <Section title="Ledger">
          <LedgerEntriesTable entries={ledger.data.entries} />
        </Section>
        <Section title="Payments">
          <PaymentsList
            payments={ledger.data.payments}
            onReverse={
              ledger.data.recordsPayments ? (payment) => setOpen({ dialog: 'reverse', payment }) : undefined
            }
          />
        </Section>
        <CustomerReminders customerId={customerId} />
        <CustomerStatements customerId={customerId} />
      </Box>
      {open?.dialog === 'record' ? (
        <RecordPaymentDialog ledger={ledger.data} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'reverse' ? (
        <ReversePaymentDialog payment={open.payment} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to={LIST_PATH}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
    >
      <ArrowBack fontSize="small" aria-hidden />
      Receivables
    </Link>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
