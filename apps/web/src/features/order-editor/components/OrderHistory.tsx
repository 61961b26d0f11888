import { formatDate } from '@cleaver/domain/dates';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../api/admin-order';
import { timeOfDay } from '../save-outcome';

/** The order's record of changes, newest first: who, when, what, and each change's before and after. */
export function OrderHistory({ history }: { history: AdminOrder['history'] }) {
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls="order-history" id="order-history-heading">
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          History ({history.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="order-history">
        {history.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>No changes recorded yet.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {history.map((entry) => (
              <Box component="li" key={entry.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{entry.summary}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {entry.actorName} · {timeOfDay(new Date(entry.at))} {formatDate(entry.at)} · version{' '}
                  {entry.version}
                </Typography>
                {entry.changes.length > 0 ? (
                  <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                    {entry.changes.map((change, index) => (
                      // The same field may change twice in one save (two lines' quantities).
                      // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once recorded
                      <Typography component="li" variant="body2" key={index}>
                        {change.field}: {change.before ?? '—'} → {change.after ?? '—'}
                      </Typography>
                    ))}
                  </Box>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
