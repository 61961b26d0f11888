import { formatDate } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LedgerPayment } from '../api/customer-ledger';
import { nzd, paymentSummary } from '../ledger-text';

type PaymentsListProps = {
  payments: readonly LedgerPayment[];
  /** Absent when payments are kept in the accounting system: they are voided there, not reversed here. */
  onReverse?: (payment: LedgerPayment) => void;
};

/**
 * The payments received, newest first: what each paid and what it left as credit, who recorded it, and, once
 * reversed, when, by whom and why (a payment is never edited, only reversed).
 */
export function PaymentsList({ payments, onReverse }: PaymentsListProps) {
  if (payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No payments recorded.</Typography>;
  }
  return (
    <Box component="ul" aria-label="Payments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {payments.map((payment) => {
        const summary = paymentSummary(payment);
        const reversed = payment.reversedAt != null;
        const paid = payment.allocations.map((a) => `${a.documentNumber} ${nzd(a.amount)}`).join(', ');
        return (
          <Box
            component="li"
            key={payment.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              columnGap: 2,
              rowGap: 0.5,
              borderLeft: 3,
              borderColor: reversed ? 'divider' : 'success.main',
              pl: 1.5,
              py: 0.5,
            }}
          >
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography
                sx={{
                  fontWeight: 600,
                  fontVariantNumeric: 'tabular-nums',
                  textDecoration: reversed ? 'line-through' : undefined,
                  overflowWrap: 'anywhere',
                }}
              >
                {summary}
              </Typography>
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                {[
                  paid ? `Paid ${paid}` : null,
                  payment.unallocated > 0 ? `${nzd(payment.unallocated)} kept as credit` : null,
                  payment.actorName ? `recorded by ${payment.actorName}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              {reversed && payment.reversedAt ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    Reversed
                  </Box>{' '}
                  {formatDate(payment.reversedAt)}
                  {payment.reversedByName ? ` by ${payment.reversedByName}` : ''}
                  {payment.reversedReason ? `: ${payment.reversedReason}` : ''}
                </Typography>
              ) : null}
            </Box>
            {reversed || !onReverse ? null : (
              <Button
                size="small"
                color="error"
                variant="outlined"
                onClick={() => onReverse(payment)}
                aria-label={`Reverse payment of ${summary}`}
              >
                Reverse
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
