import { type OrderStatus, STATUS_COLOURS } from '@cleaver/domain/status';
import Box from '@mui/material/Box';

/** The orders chart's key: each status shown with its chip's colour. */
export function StatusLegend({ statuses }: { statuses: readonly OrderStatus[] }) {
  return (
    <Box
      component="ul"
      aria-label="Key"
      sx={{
        listStyle: 'none',
        m: 0,
        mb: 1,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {statuses.map((status) => (
        <Box
          component="li"
          key={status}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.8125rem' }}
        >
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: `${STATUS_COLOURS[status]}.main` }}
          />
          {status}
        </Box>
      ))}
    </Box>
  );
}
