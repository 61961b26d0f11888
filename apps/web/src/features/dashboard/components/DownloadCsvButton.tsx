import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type CsvValue, downloadCsv } from '../../../lib/csv';
import { visuallyHidden } from '../../../lib/visually-hidden';

type DownloadCsvButtonProps = {
  /** What the file holds, finishing the button's accessible name: 'Download CSV of the top customers'. */
  of: string;
  fileName: string;
  /** Made when clicked, so a chart's rows are only turned into text when someone wants the file. */
  rows: () => CsvValue[][];
  disabled?: boolean;
};

/** Saves a table's or chart's figures as a CSV file. */
export function DownloadCsvButton({ of, fileName, rows, disabled = false }: DownloadCsvButtonProps) {
  return (
    <Button
      variant="text"
      size="small"
      startIcon={<Download />}
      disabled={disabled}
      onClick={() => downloadCsv(fileName, rows())}
      sx={{ minHeight: 40, flexShrink: 0 }}
    >
      Download CSV
      <Box component="span" sx={visuallyHidden}>
        {' '}
        of {of}
      </Box>
    </Button>
  );
}
