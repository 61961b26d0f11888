import { contactFormSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GraphQLRequestError } from '../../../lib/graphql';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { ContactPrefill } from '../api/contact-prefill';
import { useSendContactMessage } from '../api/send-contact-message';
import { BotCheck } from './BotCheck';
import { ContactResultDialog } from './ContactResultDialog';

const FIELD_LABELS = { fullName: 'Full Name', email: 'Email', mobile: 'Mobile', message: 'Message' } as const;

// Server messages worth showing under the spec's generic failure text.
function failureDetail(error: unknown): string | undefined {
  if (!(error instanceof GraphQLRequestError)) return undefined;
  return ['BAD_INPUT', 'BOT_CHECK_FAILED', 'CONTACT_RATE_LIMITED'].includes(error.code)
    ? error.message
    : undefined;
}

interface ContactFormProps {
  /** A signed-in customer's name, email and phone to start with (read once, at mount); they stay editable. */
  prefill?: ContactPrefill | undefined;
  onSent: () => void;
}

export function ContactForm({ prefill, onSent }: ContactFormProps) {
  const sendMessage = useSendContactMessage();
  const [botCheckPayload, setBotCheckPayload] = useState<string | null>(null);
  // A new key gives a fresh widget: a solution is accepted once, so a failed send needs a new one.
  const [botCheckRound, setBotCheckRound] = useState(0);
  const [outcome, setOutcome] = useState<'sent' | 'failed'>('sent');
  const [resultOpen, setResultOpen] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { fullName: '', email: '', mobile: '', ...prefill, message: '' },
  });

  const handleValid = handleSubmit((form) => {
    if (!botCheckPayload) return;
    sendMessage.mutate(
      { ...form, altcha: botCheckPayload },
      {
        onSuccess: () => {
          setOutcome('sent');
          setResultOpen(true);
        },
        onError: () => {
          setOutcome('failed');
          setResultOpen(true);
          setBotCheckPayload(null);
          setBotCheckRound((round) => round + 1);
        },
      },
    );
  });

  const invalidFields = (Object.keys(FIELD_LABELS) as Array<keyof typeof FIELD_LABELS>).filter(
    (field) => errors[field],
  );
  const textField = (field: keyof typeof FIELD_LABELS) => ({
    ...register(field),
    id: `contact-${field}`,
    label: FIELD_LABELS[field],
    fullWidth: true,
    error: Boolean(errors[field]),
    helperText: errors[field]?.message,
  });

  return (
    <>
      <Stack component="form" noValidate onSubmit={handleValid} spacing={2.5} aria-label="Contact form">
        <TextField {...textField('fullName')} required autoComplete="name" />
        <TextField
          {...textField('email')}
          required
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <TextField
          {...textField('mobile')}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <TextField {...textField('message')} required multiline minRows={5} />
        <BotCheck key={botCheckRound} onChange={setBotCheckPayload} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!botCheckPayload}
            loading={sendMessage.isPending}
            aria-describedby={botCheckPayload ? undefined : 'contact-send-hint'}
            sx={{ minWidth: 160 }}
          >
            Send
          </Button>
          {botCheckPayload ? null : (
            <Typography id="contact-send-hint" variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              Send is available once the bot check above is complete.
            </Typography>
          )}
        </Box>
        <Box role="status" sx={visuallyHidden}>
          {submitCount > 0 && invalidFields.length > 0
            ? `Please correct: ${invalidFields.map((field) => FIELD_LABELS[field]).join(', ')}.`
            : ''}
        </Box>
      </Stack>
      <ContactResultDialog
        open={resultOpen}
        outcome={outcome}
        detail={outcome === 'failed' ? failureDetail(sendMessage.error) : undefined}
        onClose={() => {
          setResultOpen(false);
          if (outcome === 'sent') onSent();
        }}
      />
    </>
  );
}
