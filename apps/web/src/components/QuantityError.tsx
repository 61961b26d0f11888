import Typography from '@mui/material/Typography';

/**
 * What is wrong with a typed quantity, under its field: announced as it appears, and named by the field's
 * `aria-describedby` (`id`). The trolley's field and the product card's Add share it.
 */
export function QuantityError({ id, message }: { id: string; message: string }) {
  return (
    <Typography
      id={id}
      role="alert"
      variant="caption"
      sx={{ display: 'block', color: 'error.main', mt: 0.5 }}
    >
      {message}
    </Typography>
  );
}
