import { isValidGstNumber } from '@cleaver/domain/gst';
import { ADMIN_MESSAGES } from '@cleaver/domain/messages';
import { GST_NUMBER_INVALID } from '@cleaver/domain/schemas';
import { z } from 'zod';

/** A GST number as the server keeps it: 8 or 9 digits as NN-NNN-NNN or NNN-NNN-NNN; '' when not set. */
export function formatGstNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === '') return '';
  if (!/^\d{8,9}$/.test(digits)) return null;
  return `${digits.slice(0, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}`;
}

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, ADMIN_MESSAGES.settingsFieldRequired)
    .max(max, `${label} must be ${max} characters or fewer`);

/**
 * The Invoicing settings as the form holds them: the GST number (may stay empty, but invoices wait for it;
 * typed with or without dashes), the address printed on invoices, payment terms in days, and the Xero
 * account code and tax type the CSV export writes. Every field but the GST number is required.
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
    paymentTermsDays: z
      .string()
      .trim()
      .min(1, ADMIN_MESSAGES.settingsFieldRequired)
      .regex(/^\d+$/, 'Enter a whole number of days, 0 to 365')
      .refine((value) => Number(value) <= 365, 'Payment terms can be at most 365 days'),
    xeroAccountCode: required('Account code', 10),
    xeroTaxType: required('Tax type', 50),
  })
  .transform((form) => ({
    gstNumber: formatGstNumber(form.gstNumber) ?? '',
    address: form.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
    paymentTermsDays: Number(form.paymentTermsDays),
    xeroAccountCode: form.xeroAccountCode,
    xeroTaxType: form.xeroTaxType,
  }));

export type InvoiceSettingsFormValues = z.input<typeof invoiceSettingsFormSchema>;
