import { BANK_ACCOUNT_INVALID, GST_NUMBER_INVALID } from '@cleaver/domain/schemas';
import { describe, expect, test } from 'vitest';
import {
  formatBankAccount,
  formatGstNumber,
  invoiceSettingsFormSchema,
  invoiceSettingsFormValues,
} from './invoice-settings-form';

const valid = {
  gstNumber: '49091850',
  address: ' 12 Abattoir Road \n\n Onehunga, Auckland 1061 ',
  paymentTerms: 'TWENTIETH_FOLLOWING',
  paymentTermsDays: '',
  bankAccount: '12 3456 0123456 00',
  stopAfterOverdueDays: '',
  reminderAfterDays: ' 7 ',
  xeroAccountCode: '200',
  xeroTaxType: '15% GST on Income',
};

const issues = (form: Record<string, string>) =>
  invoiceSettingsFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('invoice settings form', () => {
  test('a GST number is written with dashes; 8 or 9 digits, or nothing', () => {
    expect(formatGstNumber('123456789')).toBe('123-456-789');
    expect(formatGstNumber('12-345-678')).toBe('12-345-678');
    expect(formatGstNumber(' 123 456 789 ')).toBe('123-456-789');
    expect(formatGstNumber('')).toBe('');
    expect(formatGstNumber('1234567')).toBeNull();
    expect(formatGstNumber('12345678a')).toBeNull();
  });

  test('a bank account is written with dashes, with a 2 or 3 digit suffix, or nothing', () => {
    expect(formatBankAccount('12 3456 0123456 00')).toBe('12-3456-0123456-00');
    expect(formatBankAccount('1234560123456000')).toBe('12-3456-0123456-000');
    expect(formatBankAccount(' 12-3456-0123456-00 ')).toBe('12-3456-0123456-00');
    expect(formatBankAccount('')).toBe('');
    expect(formatBankAccount('12-3456-01234-00')).toBeNull();
    expect(formatBankAccount('Westpac 12-3456-0123456-00')).toBeNull();
  });

  test('parses into the mutation input: GST and bank account formatted, terms a code, empty days none', () => {
    expect(invoiceSettingsFormSchema.parse(valid)).toEqual({
      gstNumber: '49-091-850',
      address: '12 Abattoir Road\nOnehunga, Auckland 1061',
      paymentTerms: 'TWENTIETH_FOLLOWING',
      bankAccount: '12-3456-0123456-00',
      stopAfterOverdueDays: null,
      reminderAfterDays: 7,
      xeroAccountCode: '200',
      xeroTaxType: '15% GST on Income',
    });
    expect(
      invoiceSettingsFormSchema.parse({ ...valid, paymentTerms: 'OTHER', paymentTermsDays: ' 30 ' })
        .paymentTerms,
    ).toBe('DAYS:30');
    expect(invoiceSettingsFormSchema.parse({ ...valid, bankAccount: '' }).bankAccount).toBe('');
  });

  test('reads the settings as stored back into the form, other days beside Other', () => {
    const stored = {
      gstNumber: '49-091-850',
      address: '12 Abattoir Road',
      paymentTerms: 'DAYS:30',
      paymentTermsLabel: '30 days',
      bankAccount: '12-3456-0123456-00',
      stopAfterOverdueDays: 60,
      reminderAfterDays: null,
      xeroAccountCode: '200',
      xeroTaxType: '15% GST on Income',
    };
    expect(invoiceSettingsFormValues(stored)).toEqual({
      gstNumber: '49-091-850',
      address: '12 Abattoir Road',
      paymentTerms: 'OTHER',
      paymentTermsDays: '30',
      bankAccount: '12-3456-0123456-00',
      stopAfterOverdueDays: '60',
      reminderAfterDays: '',
      xeroAccountCode: '200',
      xeroTaxType: '15% GST on Income',
    });
    expect(invoiceSettingsFormValues({ ...stored, paymentTerms: 'DAYS:14' })).toMatchObject({
      paymentTerms: 'DAYS:14',
      paymentTermsDays: '',
    });
  });

  test('every field but the GST number, the bank account and the overdue days is required', () => {
    const paths = issues({
      gstNumber: '',
      address: ' ',
      paymentTerms: '',
      paymentTermsDays: '',
      bankAccount: '',
      stopAfterOverdueDays: '',
      reminderAfterDays: '',
      xeroAccountCode: '',
      xeroTaxType: '',
    });
    expect(paths).toEqual([
      ['address', 'Required Field'],
      ['paymentTerms', 'Required Field'],
      ['xeroAccountCode', 'Required Field'],
      ['xeroTaxType', 'Required Field'],
    ]);
  });

  test('refuses other days past a year, a malformed bank account and overdue days outside 1 to 365', () => {
    for (const days of ['', '366', '2.5', 'ten']) {
      expect(issues({ ...valid, paymentTerms: 'OTHER', paymentTermsDays: days }), days).toEqual([
        ['paymentTermsDays', 'Enter a whole number of days, 0 to 365'],
      ]);
    }
    expect(issues({ ...valid, bankAccount: '12-3456' })).toEqual([['bankAccount', BANK_ACCOUNT_INVALID]]);
    expect(issues({ ...valid, stopAfterOverdueDays: '0', reminderAfterDays: '400' })).toEqual([
      ['stopAfterOverdueDays', 'Enter 1 to 365 days, or leave it empty'],
      ['reminderAfterDays', 'Enter 1 to 365 days, or leave it empty'],
    ]);
  });

  test("refuses a GST number whose digits fail IRD's check digit, with the server's message", () => {
    expect(issues({ ...valid, gstNumber: '123456789' })).toEqual([['gstNumber', GST_NUMBER_INVALID]]);
  });
});
