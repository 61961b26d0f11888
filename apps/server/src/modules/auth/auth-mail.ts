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
  /** A staff account, for the back office rather than ordering. */
  staff?: boolean;
  /** A driver's account, for the delivery runs. */
  driver?: boolean;
  brand: string;
  site: string;
}): MailMessage {
  const { to, firstName, password, expiresAt, brand, site } = options;
  const ready = options.driver
    ? `A driver’s account for ${brand}’s delivery runs is ready for you.`
    : options.staff
      ? `A staff account for the ${brand} back office is ready for you.`
      : `An account for ordering from ${brand} is ready for you.`;
  return brandedMail({
    to,
    subject: `Your ${brand} sign-in details`,
    brand,
    heading: 'Your temporary password',
    blocks: [
      { kind: 'paragraph', text: `Kia ora ${firstName || 'there'},` },
      {
        kind: 'paragraph',
        text: `${ready} Sign in with your email address and this temporary password:`,
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

/**
 * The notice to the old address after the sign-in email changed. The new address is masked: the old one
 * may no longer be the account holder's, and whoever reads it needs only enough to recognise it.
 */
export function emailChangedMail(options: {
  to: string;
  newEmail: string;
  changedAt: Date;
  businessPhone: string;
  brand: string;
}): MailMessage {
  const { to, newEmail, changedAt, businessPhone, brand } = options;
  const call = businessPhone ? `call us on ${businessPhone}` : 'call us';
  return brandedMail({
    to,
    subject: `Your ${brand} sign-in email was changed`,
    brand,
    heading: 'Your sign-in email was changed',
    blocks: [
      {
        kind: 'paragraph',
        text: `The email address you sign in to ${brand} with was changed from this address to another one:`,
      },
      {
        kind: 'fields',
        rows: [
          { label: 'New sign-in email', value: maskEmail(newEmail) },
          { label: 'Changed', value: formatLongDateTime(changedAt) },
        ],
      },
      { kind: 'paragraph', text: 'If you made this change, there is nothing more to do.' },
      {
        kind: 'paragraph',
        text: `If it wasn't you, ${call} straight away so we can secure your account.`,
      },
    ],
  });
}

/** An email with most of its name hidden: 'bistro@example.com' becomes 'bi***@example.com'. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at === -1 ? email : email.slice(0, at);
  const shown = name.slice(0, name.length > 2 ? 2 : 1);
  return `${shown}***${at === -1 ? '' : email.slice(at)}`;
}
