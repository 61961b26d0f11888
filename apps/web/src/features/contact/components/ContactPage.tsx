import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useContactPrefill } from '../api/contact-prefill';
import { ContactDetails, type ContactDetailsProfile } from './ContactDetails';

// The form's code (validation, zod) and then the bot check load only when someone opens this page.
const ContactForm = lazy(() => import('./ContactForm').then((module) => ({ default: module.ContactForm })));

function FormPlaceholder() {
  return (
    <Stack spacing={2.5} aria-label="Loading the contact form" role="progressbar">
      {[56, 56, 56, 140, 48].map((height, index) => (
        // Placeholders have no identity beyond their position.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

interface ContactPageProps {
  /** The business profile's contact details; undefined while loading. */
  profile: ContactDetailsProfile | undefined;
  /**
   * The signed-in customer's user id, whose name, email and phone fill the form; null for guests and
   * staff; undefined while the user is loading.
   */
  customerUserId: string | null | undefined;
  /** Where to go once the visitor closes 'Message Sent!'. */
  onSent: () => void;
}

/** Contact Us: the message form, with the address, phone and hours beside it (below it on phones). */
export function ContactPage({ profile, customerUserId, onSent }: ContactPageProps) {
  // The form waits for a customer's details rather than filling them in under someone already typing;
  // if they cannot be had, it starts empty.
  const prefill = useContactPrefill(customerUserId ?? null);
  const waiting = customerUserId === undefined || (customerUserId !== null && prefill.isPending);
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Contact Us
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '60ch' }}>
        Questions about an order, prices or delivery? Send us a message and we will get back to you.
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="contact-form-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="contact-form-title" component="h2" variant="h3" sx={{ mb: 2.5 }}>
              Send us a message
            </Typography>
            {waiting ? (
              <FormPlaceholder />
            ) : (
              <Suspense fallback={<FormPlaceholder />}>
                <ContactForm prefill={prefill.data} onSent={onSent} />
              </Suspense>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <Paper
            component="section"
            variant="outlined"
            aria-labelledby="contact-details-title"
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Typography id="contact-details-title" component="h2" variant="h3" sx={{ mb: 2.5 }}>
              Visit or call us
            </Typography>
            <ContactDetails profile={profile} />
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
