import Alert from '@mui/material/Alert';

/** The server's refusal, shown in place above a form's buttons; nothing when there is none. */
export function ServerError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
