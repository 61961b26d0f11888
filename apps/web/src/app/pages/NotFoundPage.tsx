import { MESSAGES } from '@cleaver/domain/messages';
import Home from '@mui/icons-material/Home';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {MESSAGES.pageNotFound}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        The address may be mistyped, or the page has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" startIcon={<Home />}>
        Go to the home page
      </Button>
    </Paper>
  );
}
