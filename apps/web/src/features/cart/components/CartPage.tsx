import Login from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

/** Your Cart (the trolley). Guests are offered the login screen, since only customers can order. */
export function CartPage({ signedIn }: { signedIn: boolean }) {
  return (
    <ScreenPlaceholder
      title="Your Cart"
      message={
        signedIn
          ? 'The cart is coming soon: you will review your trolley and confirm orders here.'
          : 'Log in to see your prices and place an order.'
      }
    >
      {signedIn ? null : (
        <Stack direction="row" sx={{ mt: 2 }}>
          <Button component={RouterLink} to="/login" variant="contained" startIcon={<Login />}>
            Login To Order
          </Button>
        </Stack>
      )}
    </ScreenPlaceholder>
  );
}
