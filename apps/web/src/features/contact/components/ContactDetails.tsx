import LocationOn from '@mui/icons-material/LocationOn';
import Phone from '@mui/icons-material/Phone';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ContactDetailsProfile {
  address: string;
  phone: string;
  hours: string;
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'accentText', display: 'flex', pt: '2px' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** Address, phone and opening hours from the business profile; placeholders while it loads. */
export function ContactDetails({ profile }: { profile: ContactDetailsProfile | undefined }) {
  if (!profile) {
    return (
      <Stack spacing={2} aria-hidden>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      {profile.address ? (
        <Detail icon={<LocationOn />} label="Address">
          <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {profile.address}
          </Typography>
        </Detail>
      ) : null}
      {profile.phone ? (
        <Detail icon={<Phone />} label="Phone">
          <Link href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`}>{profile.phone}</Link>
        </Detail>
      ) : null}
      {profile.hours ? (
        <Detail icon={<Schedule />} label="Hours">
          <Typography>{profile.hours}</Typography>
        </Detail>
      ) : null}
    </Stack>
  );
}
