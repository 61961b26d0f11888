import { MESSAGES } from '@cleaver/domain/messages';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export function ForbiddenPage() {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {MESSAGES.forbiddenTitle}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>You do not have access to this page.</Typography>
      <Link component={RouterLink} to="/" sx={{ fontWeight: 600 }}>
        {MESSAGES.backToWebsite}
      </Link>
    </Paper>
  );
}
