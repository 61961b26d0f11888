import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { runParts } from '../run-text';

type NextRunTextProps = { run: { dueDate: string; processingDate: string; text: string } | null };

/** The next day a standing order comes round, with where its delivery moves to when the shop is closed. */
export function NextRunText({ run }: NextRunTextProps) {
  if (!run) {
    return (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        None while inactive
      </Typography>
    );
  }
  const { day, moved } = runParts(run);
  return (
    <Box component="span" sx={{ display: 'block', lineHeight: 1.35 }}>
      <Box component="span" sx={{ display: 'block' }}>
        {day}
      </Box>
      {moved ? (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {moved}
        </Typography>
      ) : null}
    </Box>
  );
}
