import { GST_NUMBER_INVALID } from '@cleaver/domain/schemas';
import { describe, expect, test } from 'vitest';
import { formatGstNumber, invoiceSettingsFormSchema } from './invoice-settings-form';

const valid = {
  gstNumber: '49091850',
  address: ' 12 Abattoir Road \n\n Onehunga, Auckland 1061 ',
  paymentTermsDays: '20',
  xeroAccountCode: '200',
  xeroTaxType: '15% GST on Income',
};

describe('invoice settings form', () => {
  test('a GST number is written with dashes; 8 or 9 digits, or nothing', () => {
    expect(formatGstNumber('123456789')).toBe('123-456-789');
    expect(formatGstNumber('12-345-678')).toBe('12-345-678');
    expect(formatGstNumber(' 123 456 789 ')).toBe('123-456-789');
    expect(formatGstNumber('')).toBe('');
    expect(formatGstNumber('1234567')).toBeNull();
    expect(formatGstNumber('12345678a')).toBeNull();
  });

  test('parses into the mutation input: GST formatted, address lines trimmed, days a number', () => {
    expect(invoiceSettingsFormSchema.parse(valid)).toEqual({
      gstNumber: '49-091-850',
      address: '12 Abattoir Road\nOnehunga, Auckland 1061',
      paymentTermsDays: 20,
      xeroAccountCode: '200',
      xeroTaxType: '15% GST on Income',
    });
  });

  test('every field but the GST number is required', () => {
    const result = invoiceSettingsFormSchema.safeParse({
      gstNumber: '',
      address: ' ',
      paymentTermsDays: '',
      xeroAccountCode: '',
      xeroTaxType: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['address', 'Required Field'],
        ['paymentTermsDays', 'Required Field'],
        ['xeroAccountCode', 'Required Field'],
        ['xeroTaxType', 'Required Field'],
      ]),
    );
    expect(paths?.some(([path]) => path === 'gstNumber')).toBe(false);
  });

  test('refuses a malformed GST number and impossible payment terms', () => {
    expect(invoiceSettingsFormSchema.safeParse({ ...valid, gstNumber: '12345' }).success).toBe(false);
    expect(invoiceSettingsFormSchema.safeParse({ ...valid, paymentTermsDays: '400' }).success).toBe(false);
    expect(invoiceSettingsFormSchema.safeParse({ ...valid, paymentTermsDays: '2.5' }).success).toBe(false);
  });

  test('says payment terms past a year are too long, however many digits', () => {
    const message = (paymentTermsDays: string) =>
      invoiceSettingsFormSchema.safeParse({ ...valid, paymentTermsDays }).error?.issues[0]?.message;
    expect(message('365')).toBeUndefined();
    expect(message('366')).toBe('Payment terms can be at most 365 days');
    expect(message('1000')).toBe('Payment terms can be at most 365 days');
    expect(message('2.5')).toBe('Enter a whole number of days, 0 to 365');
  });

  test("refuses a GST number whose digits fail IRD's check digit, with the server's message", () => {
    const result = invoiceSettingsFormSchema.safeParse({ ...valid, gstNumber: '123456789' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['gstNumber', GST_NUMBER_INVALID],
    ]);
  });
});
