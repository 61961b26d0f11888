import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RecurringOrderRow } from '../api/recurring-orders';
import { EditRecurringButton } from './EditRecurringButton';
import { NextRunText } from './NextRunText';
import { RecurringActiveChip } from './RecurringActiveChip';

const SKELETON_CARDS = 4;

type RecurringOrderCardsProps = { rows: readonly RecurringOrderRow[]; loading: boolean };

/** The recurring orders list on a phone or small tablet: one card each, company and state first. */
export function RecurringOrderCards({ rows, loading }: RecurringOrderCardsProps) {
  if (loading) {
    return (
      <Box role="status" aria-label="Loading recurring orders" sx={{ p: 2 }}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={index} variant="rectangular" height={84} sx={{ mb: 1.5, borderRadius: 1 }} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label="Recurring orders" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.id}
          sx={{
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Box component="article" aria-label={row.companyName} sx={{ display: 'flex', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  component="h2"
                  sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
                >
                  {row.companyName}
                </Typography>
                <RecurringActiveChip isActive={row.isActive} />
              </Box>
              <Typography sx={{ mt: 0.5, fontSize: '0.9375rem' }}>{row.frequencyText}</Typography>
              <Box sx={{ mt: 0.25, fontSize: '0.9375rem', display: 'flex', gap: 0.75 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Next:
                </Box>
                <NextRunText run={row.nextRun ?? null} />
              </Box>
            </Box>
            <Box sx={{ alignSelf: 'center' }}>
              <EditRecurringButton id={row.id} companyName={row.companyName} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
