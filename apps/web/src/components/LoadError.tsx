import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

interface LoadErrorProps {
  message?: string;
  onRetry?: () => void;
}

/** Says plainly that something could not be loaded, with a way to try again. */
export function LoadError({
  message = 'This could not be loaded. Check your connection and try again.',
  onRetry,
}: LoadErrorProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ my: 3, alignItems: 'center' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
