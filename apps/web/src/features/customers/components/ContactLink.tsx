import Link from '@mui/material/Link';

/** An email address or mobile number that asks before opening mail or a call. */
export function ContactLink({ text, onClick }: { text: string; onClick: () => void }) {
  if (!text) return <>—</>;
  const at = text.indexOf('@');
  return (
    <Link
      component="button"
      type="button"
      onClick={onClick}
      sx={{ textAlign: 'left', overflowWrap: 'break-word', font: 'inherit', verticalAlign: 'baseline' }}
    >
      {/* A narrow column breaks an email after its @ rather than anywhere in it. */}
      {at > 0 ? (
        <>
          {text.slice(0, at + 1)}
          <wbr />
          {text.slice(at + 1)}
        </>
      ) : (
        text
      )}
    </Link>
  );
}
