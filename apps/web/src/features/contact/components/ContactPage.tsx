import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScreenPlaceholder } from '../../../components/ScreenPlaceholder';

interface ContactPageProps {
  phone: string | undefined;
  email: string | undefined;
  address: string | undefined;
  hours: string | undefined;
}

/** Contact Us. The message form arrives with the contact issue; until then the page lists how to reach us. */
export function ContactPage({ phone, email, address, hours }: ContactPageProps) {
  return (
    <ScreenPlaceholder
      title="Contact Us"
      message="The message form is coming soon. Until then, call or email us."
    >
      <Stack spacing={1} sx={{ mt: 2 }}>
        {phone ? (
          <Typography>
            Phone: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
          </Typography>
        ) : null}
        {email ? (
          <Typography>
            Email: <Link href={`mailto:${email}`}>{email}</Link>
          </Typography>
        ) : null}
        {address ? <Typography sx={{ whiteSpace: 'pre-line' }}>Address: {address}</Typography> : null}
        {hours ? <Typography>Hours: {hours}</Typography> : null}
      </Stack>
    </ScreenPlaceholder>
  );
}
