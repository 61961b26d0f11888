import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { type CsvValue, downloadCsv } from '../../../lib/csv';
import { visuallyHidden } from '../../../lib/visually-hidden';

type CsvRows = CsvValue[][];

type DownloadCsvButtonProps = {
  /** What the file holds, finishing the button's accessible name: 'Download CSV of the top customers'. */
  of: string;
  fileName: string;
  /**
   * Made when clicked, so a chart's rows are only turned into text when someone wants the file; a promise when
   * they are fetched for it. null makes no file (the caller has said why).
   */
  rows: () => CsvRows | null | Promise<CsvRows | null>;
  disabled?: boolean;
};

/** Saves a table's or chart's figures as a CSV file; busy while rows fetched for it arrive. */
export function DownloadCsvButton({ of, fileName, rows, disabled = false }: DownloadCsvButtonProps) {
  const [preparing, setPreparing] = useState(false);
  const handleClick = async () => {
    setPreparing(true);
    try {
      const made = await rows();
      if (made) downloadCsv(fileName, made);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Button
      variant="text"
      size="small"
      startIcon={preparing ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download />}
      disabled={disabled || preparing}
      onClick={() => void handleClick()}
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
