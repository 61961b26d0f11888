import { aucklandDateString, formatDateOnly } from '@cleaver/domain/dates';
import Box from '@mui/material/Box';
import { OnStopChip } from '../../../components/OnStopChip';
import type { AdminCustomerRow } from '../api/admin-customers';

type OnStop = Pick<AdminCustomerRow, 'onStop' | 'onStopReason' | 'onStopSince'>;

/** The customer dialog's Supply row: 'Supplied', or the chip with why and since when. */
export function OnStopState({ customer }: { customer: OnStop }) {
  if (!customer.onStop) return 'Supplied';
  const since = customer.onStopSince ? sinceText(customer.onStopSince) : '';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <OnStopChip onStop reason={customer.onStopReason} />
      <span>{[customer.onStopReason, since].filter(Boolean).join(' · ')}</span>
    </Box>
  );
}

/** 'since 03/12/2026', in Auckland. */
function sinceText(instant: string): string {
  return `since ${formatDateOnly(aucklandDateString(instant))}`;
}
