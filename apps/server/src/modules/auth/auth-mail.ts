import { TEMP_PASSWORD_HOURS, VERIFICATION_CODE_MINUTES } from '@cleaver/domain/constants';
import { formatLongDateTime } from '@cleaver/domain/dates';
import type { MailMessage } from '../../platform/mail.ts';
import { brandedMail } from '../../platform/mail-layout.ts';

/** The mail with a temporary password, for an account staff created or reset. */
export function temporaryPasswordMail(options: {
  to: string;
  firstName: string;
  password: string;
  expiresAt: Date;
  brand: string;
  site: string;
}): MailMessage {
  const { to, firstName, password, expiresAt, brand, site } = options;
  return brandedMail({
    to,
    subject: `Your ${brand} sign-in details`,
    brand,
    heading: 'Your temporary password',
    blocks: [
      { kind: 'paragraph', text: `Kia ora ${firstName || 'there'},` },
      {
        kind: 'paragraph',
        text: `An account for ordering from ${brand} is ready for you. Sign in with your email address and this temporary password:`,
      },
      { kind: 'code', label: 'Temporary password', value: password },
      {
        kind: 'fields',
        rows: [
          { label: 'Email', value: to },
          { label: 'Valid until', value: formatLongDateTime(expiresAt) },
        ],
      },
      {
        kind: 'paragraph',
        text: `The temporary password works for ${TEMP_PASSWORD_HOURS} hours. When you first sign in you will choose your own password.`,
      },
      { kind: 'link', label: 'Sign in', href: new URL('/login', site).toString() },
      {
        kind: 'note',
        text: 'If the password has expired, contact us and we will send you a new one.',
      },
    ],
  });
}

/** The mail with a verification code for resetting a forgotten password. */
export function verificationCodeMail(options: { to: string; code: string; brand: string }): MailMessage {
  const { to, code, brand } = options;
  return brandedMail({
    to,
    subject: `Your ${brand} verification code`,
    brand,
    heading: 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Someone asked to reset the password of your account. Enter this code with your new password:',
      },
      { kind: 'code', label: 'Verification code', value: code },
      {
        kind: 'paragraph',
        text: `The code works for ${VERIFICATION_CODE_MINUTES} minutes and only once. Requesting another code makes this one stop working.`,
      },
      {
        kind: 'note',
        text: 'If you did not ask for this, ignore this email: your password stays as it is.',
      },
    ],
  });
}
