import type { BankCsvMapping } from '@cleaver/domain/bank-csv';
import Upload from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type ChangeEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/snackbar-context';
import { useImportBankLines } from '../api/import-bank-lines';
import { usePreviewBankImport } from '../api/preview-bank-import';
import { BankMappingForm } from './BankMappingForm';
import { BankOpenLines } from './BankOpenLines';
import { BankPreviewLines } from './BankPreviewLines';

/** The largest statement file read (the server refuses larger ones too). */
const BANK_CSV_MAX_BYTES = 2 * 1024 * 1024;

type ChosenFile = { fileName: string; csv: string };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Import bank statement (/Admin/Receivables/Bank): staff choose a bank's CSV export, check which columns hold
 * what (saved per bank once imported), see the credit lines and what each is proposed as, and import them; then
 * confirm each waiting line as a customer's payment, choose the customer, or ignore it. The same file twice
 * records nothing twice.
 */
export function BankImportPage() {
  const hintId = useId();
  const showSnackbar = useSnackbar();
  const preview = usePreviewBankImport();
  const importLines = useImportBankLines();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const busy = preview.isPending || importLines.isPending;
  const shown = file ? preview.data : undefined;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(null);
    preview.reset();
    if (chosen.size > BANK_CSV_MAX_BYTES) {
      setFileProblem('We could not read this file: it is larger than 2 MB.');
      return;
    }
    setFileProblem(null);
    const next = { fileName: chosen.name, csv: await chosen.text() };
    setFile(next);
    preview.mutate(next, { onError: (error) => setFileProblem(error.message) });
  };

  const handleMappingChange = (mapping: BankCsvMapping) => {
    if (file) preview.mutate({ ...file, mapping }, { onError: (error) => setFileProblem(error.message) });
  };

  const handleImport = (mapping: BankCsvMapping) => {
    if (!file) return;
    importLines.mutate(
      { ...file, mapping },
      {
        onSuccess: (result) => {
          const before =
            result.alreadyImported > 0
              ? `; ${plural(result.alreadyImported, 'line was', 'lines were')} imported before`
              : '';
          showSnackbar(
            `${plural(result.imported, 'new line', 'new lines')} imported from ${file.fileName}${before}`,
            'success',
          );
          setFile(null);
          preview.reset();
        },
        onError: (error) => setFileProblem(error.message),
      },
    );
  };

  const newLines = shown ? shown.lines.filter((line) => !line.alreadyImported).length : 0;

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/Admin/Receivables">
          Receivables
        </Link>
        <Typography variant="h1" sx={{ mt: 0.5 }}>
          Import bank statement
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          {/* biome-ignore lint/a11y/useValidAriaRole: undefined removes the role="button" MUI gives a label; the file input inside is the one control (axe: nested-interactive). */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<Upload />}
            disabled={busy}
            sx={{
              '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            Bank statement (CSV)
            <input
              type="file"
              accept=".csv,text/csv"
              aria-describedby={hintId}
              disabled={busy}
              onChange={(event) => void handleFile(event)}
              style={visuallyHidden}
            />
          </Button>
          <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {file
              ? file.fileName
              : 'The CSV export of your bank account (ANZ, ASB, BNZ, Kiwibank, Westpac), at most 2 MB.'}
          </Typography>
        </Box>
        {fileProblem ? (
          <Alert severity="error" role="alert">
            {fileProblem}
          </Alert>
        ) : null}
        {shown ? (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
              Columns
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
              {shown.mappingSaved
                ? 'As saved for this bank’s files.'
                : 'Guessed from the file’s headings: check them once; they are saved for this bank’s files.'}
            </Typography>
            <BankMappingForm
              key={`${shown.fileName}\n${shown.header.join(',')}`}
              header={shown.header}
              mapping={shown.mapping as BankCsvMapping}
              disabled={busy}
              onChange={handleMappingChange}
              onSubmit={handleImport}
              submitLabel={newLines === 0 ? 'Save columns' : `Import ${plural(newLines, 'line', 'lines')}`}
            />
            {shown.problem ? (
              <Alert severity="warning" role="status">
                {shown.problem}
              </Alert>
            ) : (
              <>
                <Typography role="status">
                  {`${plural(shown.lines.length, 'credit line', 'credit lines')}` +
                    (shown.lines.length > newLines
                      ? `, ${shown.lines.length - newLines} imported before`
                      : '') +
                    `; ${plural(shown.debitCount, 'debit', 'debits')} left out.`}
                </Typography>
                <BankPreviewLines lines={shown.lines} />
              </>
            )}
          </>
        ) : null}
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Waiting to be matched
      </Typography>
      <BankOpenLines />
    </>
  );
}
