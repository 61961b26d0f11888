import type { RecurringRun } from '@cleaver/domain/recurring';
import { runText } from '@cleaver/domain/recurring';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { runParts } from '../run-text';

type NextRunsPanelProps = { runs: RecurringRun[]; isActive: boolean };

/** "Next orders": the days the standing order will create orders for, as the form now stands. */
export function NextRunsPanel({ runs, isActive }: NextRunsPanelProps) {
  return (
    <Box component="section" aria-labelledby="next-orders-heading">
      <Typography id="next-orders-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        Next orders
      </Typography>
      {!isActive ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None while inactive: turn Active on to create orders again.
        </Typography>
      ) : runs.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Choose a starting date and the days to see them.
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {runs.map((run) => {
            const { day, moved } = runParts({ ...run, text: runText(run) });
            return (
              <li key={run.dueDate}>
                <Box component="span" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
                  {day}
                </Box>
                {moved ? (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {moved}
                  </Typography>
                ) : null}
              </li>
            );
          })}
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Each order is created at 00:00 on its day and priced then.
      </Typography>
    </Box>
  );
}
