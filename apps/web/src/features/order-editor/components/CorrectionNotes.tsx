import { formatDate } from '@cleaver/domain/dates';
import { cents, formatNZD } from '@cleaver/domain/money';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../api/admin-order';

interface CorrectionNotesProps {
  invoice: NonNullable<AdminOrder['invoice']>;
  notes: AdminOrder['correctionNotes'];
}

/**
 * The order's documents: its tax invoice, then the credit and debit notes correcting it, oldest first — number,
 * date, reason, the amount credited or added with its GST (in words as well as by sign), and each PDF — and, once
 * there are notes, what the order bills now (the invoice plus debit notes less credit notes).
 */
export function CorrectionNotes({ invoice, notes }: CorrectionNotesProps) {
  const billedNow = notes.reduce(
    (sum, note) => sum + (note.kind === 'CREDIT' ? -note.total : note.total),
    invoice.total,
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="correction-notes-heading"
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Typography id="correction-notes-heading" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Documents ({notes.length + 1})
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        <Box component="li" sx={{ ...ROW, borderColor: 'primary.main' }}>
          <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              Tax Invoice {invoice.number} · {formatNZD(cents(invoice.total))}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDate(invoice.issuedAt)} · never changes once issued
            </Typography>
            <XeroRefusal problem={invoice.xeroProblem} />
          </Box>
          <Button
            variant="outlined"
            size="small"
            href={invoice.pdfUrl}
            target="_blank"
            rel="noopener"
            startIcon={<Download />}
          >
            Download invoice {invoice.number}
          </Button>
        </Box>
        {notes.map((note) => {
          const sign = note.kind === 'CREDIT' ? '−' : '+';
          return (
            <Box
              component="li"
              key={note.id}
              sx={{ ...ROW, borderColor: note.kind === 'CREDIT' ? 'warning.main' : 'info.main' }}
            >
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  {note.title} {note.number} ·{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {sign}
                    {formatNZD(cents(note.total))} {note.kind === 'CREDIT' ? 'credited' : 'added'}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {note.reason}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {formatDate(note.issuedAt)} · corrects invoice {note.invoiceNumber} · GST{' '}
                  {formatNZD(cents(note.gst))} {note.kind === 'CREDIT' ? 'credited' : 'added'}
                </Typography>
                <XeroRefusal problem={note.xeroProblem} />
              </Box>
              <Button
                variant="outlined"
                size="small"
                href={note.pdfUrl}
                target="_blank"
                rel="noopener"
                startIcon={<Download />}
              >
                Download {note.number}
              </Button>
            </Box>
          );
        })}
      </Box>
      {notes.length > 0 ? (
        <Typography sx={{ mt: 1.5, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          Billed now, after the notes: {formatNZD(cents(billedNow))} incl. GST
        </Typography>
      ) : null}
    </Paper>
  );
}

const ROW = {
  borderLeft: 3,
  pl: 1.5,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 0.5,
} as const;

/** Xero refused the document: its words, and where to retry once the cause is mended. */
function XeroRefusal({ problem }: { problem?: string | null }) {
  if (!problem) return null;
  return (
    <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
      Xero refused it: {problem} Mend it, then press Retry under Xero on the Integrations screen.
    </Alert>
  );
}
