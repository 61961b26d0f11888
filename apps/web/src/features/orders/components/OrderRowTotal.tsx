import { cents, formatNZD } from '@cleaver/domain/money';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** An order's total on the list: "$123.45 est." until packed (read out as "Estimated total $123.45"). */
export function OrderRowTotal({ total, estimate }: { total: number; estimate: boolean }) {
  const amount = formatNZD(cents(total));
  if (!estimate) return <>{amount}</>;
  return (
    <>
      <Box component="span" aria-hidden sx={{ whiteSpace: 'nowrap' }}>
        {amount}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
          est.
        </Box>
      </Box>
      <Box component="span" sx={visuallyHidden}>
        Estimated total {amount}
      </Box>
    </>
  );
}
