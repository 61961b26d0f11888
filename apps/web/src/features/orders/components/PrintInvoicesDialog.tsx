import { INVOICE_PRINT_MAX, MOBILE_BREAKPOINT } from '@cleaver/domain/constants';
import { salesRangeProblem } from '@cleaver/domain/dashboard';
import { aucklandDateString, aucklandParts, formatDate, isDateOnly } from '@cleaver/domain/dates';
import { type Cents, cents, formatNZD, sumCents } from '@cleaver/domain/money';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { DateField } from '../../../components/DateField';
import { fetchInvoicesPdf, saveFile } from '../api/invoice-files';
import { type IssuedInvoice, useIssuedInvoices } from '../api/issued-invoices';
import { OrderLink } from './OrderLink';

/** The longest range listed at once (the server refuses more). */
const MAX_DAYS = 366;
const LIST_MAX_HEIGHT = 'min(50vh, 440px)';

/**
 * Print Invoices: the invoices issued from one date to another (today's at first, so a morning's batch is one
 * click away), every one ticked; staff untick what they do not want and print the rest as one PDF, each invoice
 * from a new page.
 */
export function PrintInvoicesDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const titleId = useId();
  const textId = useId();
  const today = aucklandDateString(new Date());
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [submitted, setSubmitted] = useState(false);
  const [range, setRange] = useState({ from: today, to: today });
  const issued = useIssuedInvoices(range);
  // What staff unticked, so a range read again starts with every invoice ticked.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const [printError, setPrintError] = useState<string | null>(null);

  const dateError = (date: string) =>
    !date ? 'Enter a date' : !isDateOnly(date) ? 'Enter a date as DD/MM/YYYY' : null;
  const fromError = dateError(from);
  const toError =
    dateError(to) ??
    (fromError ? null : to < from ? 'To is before From.' : salesRangeProblem(from, to, MAX_DAYS));

  const invoices = issued.data?.invoices ?? [];
  const chosen = useMemo(() => invoices.filter((i) => !unticked.has(i.id)), [invoices, unticked]);
  const reading = issued.isFetching;

  const handleShow = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (fromError || toError) return;
    setUnticked(new Set());
    setPrintError(null);
    setRange({ from, to });
  };

  const toggle = (id: string) =>
    setUnticked((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setUnticked(chosen.length === invoices.length ? new Set(invoices.map((i) => i.id)) : new Set());

  const handlePrint = async () => {
    setPrinting(true);
    setPrintError(null);
    try {
      saveFile(await fetchInvoicesPdf(chosen.map((i) => i.id)));
    } catch (error) {
      setPrintError(error instanceof Error ? error.message : String(error));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={printing ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Print Invoices</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          The invoices issued from one date to the other, both included. Untick any you do not want; the rest
          print as one PDF, each invoice from a new page.
        </DialogContentText>
        <Box
          component="form"
          noValidate
          aria-label="Issued"
          onSubmit={handleShow}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, pt: 1 }}
        >
          <DateField
            label="From"
            pickerLabel="Choose From date"
            value={from}
            onChange={setFrom}
            error={(submitted && fromError) || undefined}
            sx={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <DateField
            label="To"
            pickerLabel="Choose To date"
            value={to}
            onChange={setTo}
            error={(submitted && toError) || undefined}
            sx={{ flex: '1 1 9rem', minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
            Show
          </Button>
        </Box>
        <Box sx={{ minHeight: 4, mt: 2 }}>
          {reading ? <LinearProgress aria-label="Reading invoices" /> : null}
        </Box>
        <Box role="status" aria-live="polite">
          {invoices.length > 0 ? (
            <Typography sx={{ fontWeight: 700 }}>{summary(chosen, invoices.length)}</Typography>
          ) : null}
        </Box>
        {issued.isError ? (
          <Alert
            severity="error"
            sx={{ mt: 1 }}
            action={
              <Button color="inherit" size="small" onClick={() => void issued.refetch()}>
                Try again
              </Button>
            }
          >
            {issued.error instanceof Error ? issued.error.message : 'The invoices could not be read.'}
          </Alert>
        ) : null}
        {issued.data && issued.data.totalCount > invoices.length ? (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {`These dates hold ${issued.data.totalCount.toLocaleString('en-NZ')} invoices; the first ${INVOICE_PRINT_MAX.toLocaleString('en-NZ')} are listed. Choose fewer days for the rest.`}
          </Alert>
        ) : null}
        {issued.data && invoices.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No invoices were issued on these dates.</Typography>
        ) : null}
        {invoices.length > 0 ? (
          <TableContainer
            sx={{ mt: 1, maxHeight: LIST_MAX_HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Table stickyHeader size="small" aria-label="Issued invoices">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.length === invoices.length}
                      indeterminate={chosen.length > 0 && chosen.length < invoices.length}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': 'Print every invoice listed' } }}
                    />
                  </TableCell>
                  <TableCell sx={phone ? { px: 1 } : undefined}>Invoice</TableCell>
                  {phone ? null : <TableCell>Company</TableCell>}
                  {phone ? null : <TableCell>Issued</TableCell>}
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {invoices.map((invoice) => (
                  <TableRow key={invoice.id} hover sx={{ verticalAlign: 'top' }}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={!unticked.has(invoice.id)}
                        onChange={() => toggle(invoice.id)}
                        slotProps={{ input: { 'aria-label': `Print invoice ${invoice.number}` } }}
                      />
                    </TableCell>
                    {phone ? (
                      <TableCell sx={{ px: 1 }}>
                        <Box sx={{ fontWeight: 700 }}>{invoice.companyName}</Box>
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
                          <span>No. {invoice.number}</span>
                          <OrderLink id={invoice.orderId} shortId={invoice.shortId} />
                        </Box>
                        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
                          {issuedText(invoice.issuedAt)}
                        </Box>
                      </TableCell>
                    ) : (
                      <>
                        <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
                          {invoice.number}
                        </TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>
                          {invoice.companyName}
                          <Box sx={{ typography: 'body2' }}>
                            <OrderLink id={invoice.orderId} shortId={invoice.shortId} />
                          </Box>
                        </TableCell>
                      </>
                    )}
                    {phone ? null : (
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{issuedText(invoice.issuedAt)}</TableCell>
                    )}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', pl: phone ? 0.5 : undefined }}>
                      {formatNZD(cents(invoice.total))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : null}
        {printError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {printError}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={printing}>
          Close
        </Button>
        <Button
          variant="contained"
          loading={printing}
          disabled={chosen.length === 0 || reading}
          onClick={() => void handlePrint()}
        >
          {chosen.length === 1 ? 'Print 1 invoice' : `Print ${chosen.length} invoices`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** '3 of 12 invoices ticked, $1,234.56 incl. GST'. */
function summary(chosen: readonly IssuedInvoice[], listed: number): string {
  const sum = sumCents(chosen.map((i): Cents => cents(i.total)));
  return `${chosen.length} of ${listed} ${listed === 1 ? 'invoice' : 'invoices'} ticked, ${formatNZD(sum)} incl. GST`;
}

/** '02/12/2026 5:04 am', in Auckland. */
function issuedText(iso: string): string {
  const { hour, minute } = aucklandParts(iso);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatDate(iso)} ${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}
