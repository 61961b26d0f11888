import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BareLayout } from '../layouts/BareLayout';

/** Shown when a page crashes or its code fails to download (often a new release went live). */
export function CrashPage() {
  return (
    <BareLayout>
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Something went wrong
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          Reloading the page usually fixes this. Your trolley is kept.
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </Paper>
    </BareLayout>
  );
}
