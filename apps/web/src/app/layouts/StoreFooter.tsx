import Email from '@mui/icons-material/Email';
import LocationOn from '@mui/icons-material/LocationOn';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Phone from '@mui/icons-material/Phone';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBusinessProfile } from '../../features/settings/api/business-profile';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useBrand } from '../use-brand';
import { ThemeToggle } from './ThemeToggle';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

export function StoreFooter() {
  const brand = useBrand();
  const { data: profile } = useBusinessProfile();
  // The business's year, not the device's or the server's (UTC): on 1 January before 13:00 they differ, and the
  // page drawn on the server would not match the browser's. New Year in Auckland is always in daylight time
  // (UTC+13), so that offset places the year exactly, without an Intl format on the first screen.
  const year = new Date(Date.now() + 13 * 3_600_000).getUTCFullYear();

  return (
    <Box
      component="footer"
      sx={[
        {
          mt: 6,
          bgcolor: 'grey.100',
          borderTop: 1,
          borderColor: 'divider',
        },
        (theme) => theme.applyStyles('dark', { bgcolor: 'background.paper' }),
      ]}
    >
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              {brand}
            </Typography>
            <Stack spacing={1.25}>
              {profile?.address ? (
                <ContactLine icon={<LocationOn fontSize="small" />}>
                  <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
                    {profile.address}
                  </Typography>
                </ContactLine>
              ) : null}
              {profile?.hours ? (
                <ContactLine icon={<Schedule fontSize="small" />}>
                  <Typography>{profile.hours}</Typography>
                </ContactLine>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              Get in touch
            </Typography>
            <Stack spacing={1.25}>
              {profile?.phone ? (
                <ContactLine icon={<Phone fontSize="small" />}>
                  <Link href={telHref(profile.phone)}>{profile.phone}</Link>
                </ContactLine>
              ) : null}
              {profile?.email ? (
                <ContactLine icon={<Email fontSize="small" />}>
                  <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
                </ContactLine>
              ) : null}
              {profile?.socialLink ? (
                <ContactLine icon={<OpenInNew fontSize="small" />}>
                  <Link href={profile.socialLink} target="_blank" rel="noopener noreferrer">
                    {profile.socialLabel || 'Follow us'}
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (opens in a new tab)
                    </Box>
                  </Link>
                </ContactLine>
              ) : null}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              More
            </Typography>
            <Stack component="nav" aria-label="Footer" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
              <Link component={RouterLink} to="/about">
                About Us
              </Link>
              <Link component={RouterLink} to="/contact">
                Contact Us
              </Link>
            </Stack>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {year} {brand}
          </Typography>
          <ThemeToggle />
        </Stack>
      </Container>
    </Box>
  );
}
