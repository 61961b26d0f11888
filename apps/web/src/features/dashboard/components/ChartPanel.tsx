import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import type { CsvValue } from '../../../lib/csv';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ChartFigure } from './ChartFigure';
import { DownloadCsvButton } from './DownloadCsvButton';

type ChartPanelProps = {
  title: string;
  /** What the chart counts, under its title. */
  caption: string;
  /** The chart in words, its accessible name. */
  summary: string;
  height: number;
  /** The chart's key, above it, when it has more than one series. */
  legend?: ReactNode;
  chart: ReactNode;
  /** The chart's figures as a table, shown on request. */
  table: ReactNode;
  csv: { of: string; fileName: string; rows: () => CsvValue[][] } | null;
};

/** A chart with its title and caption, its figures as a table on request, and a CSV download. */
export function ChartPanel({ title, caption, summary, height, legend, chart, table, csv }: ChartPanelProps) {
  const headingId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h3">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.9375rem', mb: 1 }}>{caption}</Typography>
      {legend}
      <ChartFigure summary={summary} height={height}>
        {chart}
      </ChartFigure>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Button
          size="small"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
          sx={{ minHeight: 40 }}
        >
          {tableShown ? 'Hide the table' : 'Show as a table'}
          <Box component="span" sx={visuallyHidden}>
            {' '}
            of {title.toLowerCase()}
          </Box>
        </Button>
        {csv ? <DownloadCsvButton of={csv.of} fileName={csv.fileName} rows={csv.rows} /> : null}
      </Box>
      {/* Scrolls within itself, so it takes the keyboard focus (to scroll with the arrow keys). */}
      <Box
        id={tableId}
        hidden={!tableShown}
        role="region"
        aria-label={`${title} table`}
        tabIndex={tableShown ? 0 : -1}
        sx={{ overflow: 'auto', maxHeight: 420, mt: 1 }}
      >
        {tableShown ? table : null}
      </Box>
    </Box>
  );
}
