import { formatDate } from '@cleaver/domain/dates';
import { cents, formatNZD } from '@cleaver/domain/money';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../api/admin-order';
import { timeOfDay } from '../save-outcome';

/** The invoice's versions, newest first: revision, who issued it and when, what changed, and its total. */
export function InvoiceRevisions({ revisions }: { revisions: AdminOrder['invoiceRevisions'] }) {
  if (revisions.length === 0) return null;
  return (
    <Accordion disableGutters variant="outlined" sx={{ borderRadius: 2 }}>
      <AccordionSummary
        expandIcon={<ExpandMore />}
        aria-controls="invoice-revisions"
        id="invoice-revisions-heading"
      >
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          Invoice revisions ({revisions.length})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="invoice-revisions">
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
          {revisions.map((entry) => (
            <Box component="li" key={entry.revision} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                Revision {entry.revision} · {formatNZD(cents(entry.total))}
              </Typography>
              <Typography variant="body2">{entry.summary}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {entry.actorName} · {timeOfDay(new Date(entry.at))} {formatDate(entry.at)}
              </Typography>
              {entry.changes.length > 0 ? (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {entry.changes.map((change, index) => (
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
      </AccordionDetails>
    </Accordion>
  );
}
