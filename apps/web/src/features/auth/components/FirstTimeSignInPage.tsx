import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** First sign-in with a temporary password, where a new password is created (/firsttimesignin). */
export function FirstTimeSignInPage() {
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Create your password
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Setting a new password here is coming soon. Until then, please contact us to finish setting up your
        account.
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        Continue to the website
      </Button>
    </Paper>
  );
}
