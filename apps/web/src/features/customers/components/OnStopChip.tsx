import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdminCustomerRow } from '../api/admin-customers';

type OnStop = Pick<AdminCustomerRow, 'onStop' | 'onStopReason' | 'onStopSince'>;

/** 'On stop', red, beside a customer whose orders are refused; the reason shows on hover. Nothing otherwise. */
export function OnStopChip({ customer }: { customer: OnStop }) {
  if (!customer.onStop) return null;
  return (
    <Chip
      label="On stop"
      color="error"
      size="small"
      title={customer.onStopReason || undefined}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The customer dialog's Supply row: 'Supplied', or the chip with why and since when. */
export function OnStopState({ customer }: { customer: OnStop }) {
  if (!customer.onStop) return 'Supplied';
  const since = customer.onStopSince ? sinceText(customer.onStopSince) : '';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <OnStopChip customer={customer} />
      <span>{[customer.onStopReason, since].filter(Boolean).join(' · ')}</span>
    </Box>
  );
}

/** 'since 03/12/2026', in Auckland. */
function sinceText(instant: string): string {
  return `since ${formatDateOnly(aucklandDateString(instant))}`;
}
