import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { isValidGstNumber } from '@cleaver/domain/gst';
import { MAX_TERMS_DAYS } from '@cleaver/domain/receivables';
import { BANK_ACCOUNT_INVALID, BANK_ACCOUNT_PATTERN, GST_NUMBER_INVALID } from '@cleaver/domain/schemas';
import { z } from 'zod';
import type { InvoiceSettingsFieldsFragment } from '../../gql/graphql';
import {
  isOtherDays,
  OTHER_DAYS,
  OTHER_DAYS_MESSAGE,
  termsChoiceOf,
  termsCodeOf,
} from '../../lib/payment-terms-choice';

/** A GST number as the server keeps it: 8 or 9 digits as NN-NNN-NNN or NNN-NNN-NNN; '' when not set. */
export function formatGstNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === '') return '';
  if (!/^\d{8,9}$/.test(digits)) return null;
  return `${digits.slice(0, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}`;
}

/** A bank account as the server keeps it: 12-3456-0123456-00 (a 2 or 3 digit suffix); '' when none; null when it is not one. */
export function formatBankAccount(typed: string): string | null {
  const account = typed.trim();
  if (account === '') return '';
  if (!BANK_ACCOUNT_PATTERN.test(account)) return null;
  const digits = account.replace(/\D/g, '');
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 13)}-${digits.slice(13)}`;
}

/** Days overdue for a rule staff may leave off: '' (never) or 1 to 365. */
const optionalOverdueDays = z
  .string()
  .trim()
  .refine(
    (days) => days === '' || (/^\d{1,3}$/.test(days) && Number(days) >= 1 && Number(days) <= MAX_TERMS_DAYS),
    `Enter 1 to ${MAX_TERMS_DAYS} days, or leave it empty`,
  );

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, ADMIN_MESSAGES.settingsFieldRequired)
    .max(max, `${label} must be ${max} characters or fewer`);

/**
 * The Invoicing settings as the form holds them: the GST number (may stay empty, but invoices wait for it;
 * typed with or without dashes), the address printed on invoices, the default payment terms (a choice, and the
 * days for Other), the bank account (may stay empty), the days overdue before a customer goes on stop and before
 * reminders go (empty: never), and the Xero account code and tax type the CSV export writes.
 */
export const invoiceSettingsFormSchema = z
  .object({
    gstNumber: z
      .string()
      .refine((value) => formatGstNumber(value) !== null, 'Enter 8 or 9 digits, e.g. 123-456-789')
      // The server's check too, so a mistyped digit is caught before Save.
      .refine((value) => {
        const written = formatGstNumber(value);
        return !written || isValidGstNumber(written);
      }, GST_NUMBER_INVALID),
    address: required('Address', 500),
    paymentTerms: z.string().min(1, ADMIN_MESSAGES.settingsFieldRequired),
    paymentTermsDays: z.string(),
    bankAccount: z.string().refine((value) => formatBankAccount(value) !== null, BANK_ACCOUNT_INVALID),
    stopAfterOverdueDays: optionalOverdueDays,
    reminderAfterDays: optionalOverdueDays,
    xeroAccountCode: required('Account code', 10),
    xeroTaxType: required('Tax type', 50),
  })
  .superRefine((form, ctx) => {
    if (form.paymentTerms === OTHER_DAYS && !isOtherDays(form.paymentTermsDays)) {
      ctx.addIssue({ code: 'custom', path: ['paymentTermsDays'], message: OTHER_DAYS_MESSAGE });
    }
  })
  .transform((form) => ({
    gstNumber: formatGstNumber(form.gstNumber) ?? '',
    address: form.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
    // Required above, so never the shop's default ('').
    paymentTerms: termsCodeOf(form.paymentTerms, form.paymentTermsDays) ?? '',
    bankAccount: formatBankAccount(form.bankAccount) ?? '',
    stopAfterOverdueDays: form.stopAfterOverdueDays === '' ? null : Number(form.stopAfterOverdueDays),
    reminderAfterDays: form.reminderAfterDays === '' ? null : Number(form.reminderAfterDays),
    xeroAccountCode: form.xeroAccountCode,
    xeroTaxType: form.xeroTaxType,
  }));

export type InvoiceSettingsFormValues = z.input<typeof invoiceSettingsFormSchema>;

/** The settings as stored, as the form holds them. */
export function invoiceSettingsFormValues(saved: InvoiceSettingsFieldsFragment): InvoiceSettingsFormValues {
  const terms = termsChoiceOf(saved.paymentTerms);
  return {
    gstNumber: saved.gstNumber,
    address: saved.address,
    paymentTerms: terms.choice,
    paymentTermsDays: terms.days,
    bankAccount: saved.bankAccount,
    stopAfterOverdueDays: saved.stopAfterOverdueDays === null ? '' : String(saved.stopAfterOverdueDays),
    reminderAfterDays: saved.reminderAfterDays === null ? '' : String(saved.reminderAfterDays),
    xeroAccountCode: saved.xeroAccountCode,
    xeroTaxType: saved.xeroTaxType,
  };
}
