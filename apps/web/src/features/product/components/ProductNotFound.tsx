import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** An unknown or disabled product: said plainly, with the way back to the catalogue. */
export function ProductNotFound() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Product not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        This product does not exist or is no longer available. It may have been removed from the catalogue.
      </Typography>
      <Link component={RouterLink} to="/order" sx={{ fontWeight: 600 }}>
        Back to the catalogue
      </Link>
    </Paper>
  );
}
