import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The back office home (/Admin). Sales figures and charts arrive with the dashboard issue. */
export function DashboardPage({ firstName }: { firstName: string }) {
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Dashboard
      </Typography>
      <Typography sx={{ mb: 3, fontSize: '1.125rem' }}>Welcome back, {firstName}.</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography>
          Sales figures, order history and charts are not built yet. Use the menu to open a screen.
        </Typography>
      </Paper>
    </>
  );
}
