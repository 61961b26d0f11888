import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isOrderableQuantity } from './quantity.ts';
import {
  accountDetailsSchema,
  accountUpdateSchema,
  adminAccountSchema,
  alreadyClosedMessage,
  categoryInputSchema,
  changePasswordFormSchema,
  contactFormSchema,
  controlCharacterMessage,
  customerPasswordResetSchema,
  cutoffTimeSchema,
  emailSchema,
  forgotPasswordSchema,
  GST_NUMBER_INVALID,
  invoiceSettingsSchema,
  newPasswordSchema,
  placeOrderSchema,
  priceSchema,
  productNoteSchema,
  quantitySchema,
  resetPasswordFormSchema,
  settingsVariablesFormSchema,
  settingsVariablesSchema,
  signInSchema,
  typedText,
  verificationCodeSchema,
  wellFormed,
} from './schemas.ts';

/** The first message a schema gives for a value, or null when it parses. */
function firstMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? '');
}

describe('emailSchema', () => {
  it.each([
    [' Bistro@Demo.Test ', 'bistro@demo.test'],
    ['takeaway@demo.test', 'takeaway@demo.test'],
  ])('%j parses to %j', (input, email) => {
    expect(emailSchema.parse(input)).toBe(email);
  });

  it.each([
    ['', 'E-mail is required'],
    ['   ', 'E-mail is required'],
    [undefined, 'E-mail is required'],
    ['bistro', 'E-mail must be valid'],
    ['bistro@', 'E-mail must be valid'],
    ['a b@demo.test', 'E-mail must be valid'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(emailSchema, input)).toBe(message);
  });

  it('accepts ordinary addresses in any case and padding, returning them trimmed and lower-cased', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-zA-Z0-9]{1,8}([._+-][a-zA-Z0-9]{1,8}){0,2}$/),
        fc.stringMatching(/^[a-zA-Z0-9]{1,10}(-[a-zA-Z0-9]{1,10})?$/),
        fc.constantFrom('co.nz', 'nz', 'test', 'com'),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    fc.assert(
      fc.property(address, fc.constantFrom('', ' ', '  '), (email, pad) => {
        const parsed = emailSchema.parse(`${pad}${email}${pad}`);
        expect(parsed).toBe(email.toLowerCase());
        expect(emailSchema.parse(parsed)).toBe(parsed);
      }),
    );
  });
});

describe('signInSchema', () => {
  it('lower-cases the email and puts no rule on the password', () => {
    expect(signInSchema.parse({ email: 'Admin@Demo.Test', password: '' })).toEqual({
      email: 'admin@demo.test',
      password: '',
    });
  });

  it.each([
    [{ password: 'demo-pass-1' }, 'E-mail is required'],
    [{ email: 'admin@demo.test' }, 'Password is required'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(signInSchema, input)).toBe(message);
  });
});

describe('newPasswordSchema', () => {
  it.each([
    [{ password: 'demo-pass-2', confirmPassword: 'demo-pass-2' }, null],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: 'short', confirmPassword: 'short' }, 'Min 8 characters'],
    [{ password: 'demo-pass-2', confirmPassword: 'demo-pass-3' }, 'Passwords does not match'],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(newPasswordSchema, input)).toBe(message);
  });

  it('puts the mismatch on the confirmation field', () => {
    const result = newPasswordSchema.safeParse({ password: 'demo-pass-2', confirmPassword: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    [{ email: ' Bistro@Demo.Test ' }, null],
    [{ email: '' }, 'Please enter your email.'],
    [{ email: '   ' }, 'Please enter your email.'],
    [{}, 'Please enter your email.'],
    [{ email: 'bistro' }, 'E-mail must be valid'],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(forgotPasswordSchema, input)).toBe(message);
  });

  it('hands the email on trimmed and lower-cased', () => {
    expect(forgotPasswordSchema.parse({ email: ' Bistro@Demo.Test ' })).toEqual({
      email: 'bistro@demo.test',
    });
  });
});

describe('verificationCodeSchema', () => {
  it.each([
    ['123456', null],
    [' 012345 ', null],
    ['', 'Verification code is required'],
    [undefined, 'Verification code is required'],
    ['12345', 'Invalid code provided'],
    ['1234567', 'Invalid code provided'],
    ['12a456', 'Invalid code provided'],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(verificationCodeSchema, input)).toBe(message);
  });
});

describe('resetPasswordFormSchema', () => {
  it.each([
    [{ code: '123456', password: 'demo-pass-2', confirmPassword: 'demo-pass-2' }, null],
    [{ code: '', password: 'demo-pass-2', confirmPassword: 'demo-pass-2' }, 'Verification code is required'],
    [{ code: '123456', password: '', confirmPassword: '' }, 'Password is required'],
    [{ code: '123456', password: 'short', confirmPassword: 'short' }, 'Min 8 characters'],
    [{ code: '123456', password: 'demo-pass-2', confirmPassword: 'demo-pass' }, 'Passwords does not match'],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(resetPasswordFormSchema, input)).toBe(message);
  });
});

describe('changePasswordFormSchema', () => {
  it.each([
    [{ currentPassword: 'demo-pass-1', password: 'demo-pass-2', confirmPassword: 'demo-pass-2' }, null],
    [
      { currentPassword: '', password: 'demo-pass-2', confirmPassword: 'demo-pass-2' },
      'Password is required',
    ],
    [{ currentPassword: 'demo-pass-1', password: 'short', confirmPassword: 'short' }, 'Min 8 characters'],
    [
      { currentPassword: 'demo-pass-1', password: 'demo-pass-2', confirmPassword: 'demo-pass-3' },
      'Passwords does not match',
    ],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(changePasswordFormSchema, input)).toBe(message);
  });
});

describe('accountDetailsSchema', () => {
  it('trims the phone and trims and lower-cases the email', () => {
    expect(accountDetailsSchema.parse({ phone: ' 09 555 0101 ', email: ' Orders@Bistro.Test ' })).toEqual({
      phone: '09 555 0101',
      email: 'orders@bistro.test',
    });
  });

  it.each([
    [{ phone: '', email: 'a@b.test' }, 'This field is required'],
    [{ phone: '  ', email: 'a@b.test' }, 'This field is required'],
    [{ phone: '021 555 0101', email: '' }, 'This field is required'],
    [{ phone: '021 555 0101', email: 'nope' }, 'E-mail must be valid'],
    [{ phone: 'call me', email: 'a@b.test' }, 'Please enter a valid phone number'],
    [{ phone: '+64 (9) 555-0101', email: 'a@b.test' }, null],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(accountDetailsSchema, input)).toBe(message);
  });
});

describe('accountUpdateSchema', () => {
  it('takes any one of the fields alone', () => {
    expect(accountUpdateSchema.parse({ orderConfirmationEmails: false })).toEqual({
      orderConfirmationEmails: false,
    });
    expect(accountUpdateSchema.parse({ phone: '021 1' })).toEqual({ phone: '021 1' });
  });

  it('still refuses a blank field that is given', () => {
    expect(firstMessage(accountUpdateSchema, { email: ' ' })).toBe('This field is required');
  });

  it('keeps the current password as typed, spaces included', () => {
    expect(accountUpdateSchema.parse({ email: 'a@b.test', currentPassword: ' pass word ' })).toEqual({
      email: 'a@b.test',
      currentPassword: ' pass word ',
    });
  });

  it('refuses a current password longer than any password can be', () => {
    expect(firstMessage(accountUpdateSchema, { currentPassword: 'x'.repeat(129) })).toBe(
      'Old password is incorrect',
    );
  });
});

describe('categoryInputSchema', () => {
  it.each([
    [{ categoryName: '  Chicken ' }, { categoryName: 'Chicken' }],
    [{ categoryName: 'x'.repeat(60) }, { categoryName: 'x'.repeat(60) }],
  ])('%j parses to %j', (input, parsed) => {
    expect(categoryInputSchema.parse(input)).toEqual(parsed);
  });

  it.each([
    [{ categoryName: '' }, 'Category is required'],
    [{ categoryName: '   ' }, 'Category is required'],
    [{}, 'Category is required'],
    [{ categoryName: 'x'.repeat(61) }, 'Category name must be 60 characters or fewer'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(categoryInputSchema, input)).toBe(message);
  });
});

describe('settingsVariablesSchema', () => {
  const valid = { cutoffHour: 5, freightChargeCents: 500, freeFreightThresholdCents: 15000 };

  it.each([
    [valid, null],
    [{ ...valid, cutoffHour: 0, freightChargeCents: 0, freeFreightThresholdCents: 0 }, null],
    [{ ...valid, cutoffHour: 23, freeFreightThresholdCents: 9_999_900 }, null],
    [{ ...valid, cutoffHour: 24 }, 'Cutoff time must be between 00:00 and 23:00'],
    [{ ...valid, cutoffHour: -1 }, 'Cutoff time must be between 00:00 and 23:00'],
    [{ ...valid, cutoffHour: 4.5 }, 'Cutoff time must be a whole hour'],
    [{ ...valid, freightChargeCents: -1 }, 'Freight charge cannot be negative'],
    [{ ...valid, freightChargeCents: 5.5 }, 'Freight charge must be whole cents'],
    [{ ...valid, freightChargeCents: 9_999_901 }, 'Freight charge can be at most $99,999.00'],
    [{ ...valid, freeFreightThresholdCents: 9_999_901 }, 'Free-freight threshold can be at most $99,999.00'],
    [{ cutoffHour: 5, freightChargeCents: 500 }, 'Required Field'],
  ])('%j → %j', (input, message) => {
    expect(firstMessage(settingsVariablesSchema, input)).toBe(message);
  });
});

describe('settingsVariablesFormSchema', () => {
  const valid = { cutoffHour: '6', freightCharge: '10', freeFreightThreshold: '199.99' };

  it('turns the form into cents', () => {
    expect(settingsVariablesFormSchema.parse(valid)).toEqual({
      cutoffHour: 6,
      freightChargeCents: 1000,
      freeFreightThresholdCents: 19999,
    });
    expect(settingsVariablesFormSchema.parse({ ...valid, freightCharge: '0.1' }).freightChargeCents).toBe(10);
  });

  it.each([
    [{ ...valid, cutoffHour: '' }, 'Required Field'],
    [{ ...valid, freightCharge: ' ' }, 'Required Field'],
    [{ ...valid, freeFreightThreshold: '' }, 'Required Field'],
    [{ ...valid, freightCharge: '-5' }, 'Freight charge cannot be negative'],
    [{ ...valid, freightCharge: '5 dollars' }, 'Enter dollars and cents, e.g. 10.00'],
    [{ ...valid, freightCharge: '1.234' }, 'Freight charge can have at most 2 decimals'],
    [{ ...valid, freightCharge: '99999.99' }, 'Freight charge can be at most $99,999.00'],
    [{ ...valid, freeFreightThreshold: '100000' }, 'Free-freight threshold can be at most $99,999.00'],
    [{ ...valid, freeFreightThreshold: '1'.repeat(400) }, 'Free-freight threshold can be at most $99,999.00'],
  ])('%j → %s', (form, message) => {
    expect(firstMessage(settingsVariablesFormSchema, form)).toBe(message);
  });
});

describe('adminAccountSchema', () => {
  it.each([
    [{ firstName: ' Jane ', lastName: 'Doe', email: 'Jane@Example.NZ' }, null],
    [{ firstName: '', lastName: '', email: 'jane@example.nz' }, null],
    [{ firstName: 'Jane', lastName: 'Doe', email: '' }, 'E-mail is required'],
    [{ firstName: 'Jane', lastName: 'Doe', email: 'jane@' }, 'E-mail must be valid'],
    [
      { firstName: 'J'.repeat(101), lastName: 'Doe', email: 'jane@example.nz' },
      'First name must be 100 characters or fewer',
    ],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(adminAccountSchema, input)).toBe(message);
  });

  it('trims names and lower-cases the email', () => {
    expect(
      adminAccountSchema.parse({ firstName: ' Jane ', lastName: 'Doe ', email: 'Jane@Example.NZ' }),
    ).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.nz',
    });
  });
});

describe('customerPasswordResetSchema', () => {
  it.each([
    [{ customerId: 'c1', password: 'abcd1234' }, null],
    [{ customerId: '', password: 'abcd1234' }, 'Required'],
    [{ customerId: 'c1', password: '' }, 'Required.'],
    [{ customerId: 'c1', password: 'abc123' }, 'Min 8 characters'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(customerPasswordResetSchema, input)).toBe(message);
  });
});

describe('cutoffTimeSchema', () => {
  it.each([
    ['05:00', 5],
    ['23:00', 23],
    ['00:00', 0],
  ])('%j reads as hour %d', (text, hour) => {
    expect(cutoffTimeSchema.parse(text)).toBe(hour);
  });

  it.each(['24:00', '05:30', '', 'soon'])('refuses %j', (text) => {
    expect(firstMessage(cutoffTimeSchema, text)).toBe('Cutoff time must be between 00:00 and 23:00');
  });
});

describe('priceSchema', () => {
  it.each([0, 12.5, 99999])('accepts %d', (price) => {
    expect(priceSchema.parse(price)).toBe(price);
  });

  it.each([-0.01, 100000, Number.NaN, '12'])('refuses %j with the spec message', (price) => {
    expect(firstMessage(priceSchema, price)).toBe('Number has to be between 0 and 99999');
  });

  it('accepts exactly 0 to 99999', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (price) => {
        expect(priceSchema.safeParse(price).success).toBe(price >= 0 && price <= 99999);
      }),
    );
  });
});

describe('quantitySchema', () => {
  it.each([
    [0.1, true],
    [1, true],
    [9999, true],
    [0.09, false],
    [0, false],
    [10000, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (q, ok) => {
    expect(quantitySchema.safeParse(q).success).toBe(ok);
  });

  it.each([0.05, 10000])('refuses %d saying the range readably', (q) => {
    expect(firstMessage(quantitySchema, q)).toBe('Quantity must be between 0.1 and 9,999');
  });

  it('agrees with isOrderableQuantity', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 200_000, noNaN: true }), (q) => {
        expect(quantitySchema.safeParse(q).success).toBe(isOrderableQuantity(q));
      }),
    );
  });
});

describe('contactFormSchema', () => {
  const valid = { fullName: 'Sam Chen', email: 'sam@bistro.test', mobile: '0211234567', message: 'Hi' };

  it('parses a complete form, trimming and lower-casing', () => {
    expect(contactFormSchema.parse({ ...valid, fullName: ' Sam Chen ', email: 'SAM@Bistro.test' })).toEqual(
      valid,
    );
    expect(contactFormSchema.parse({ ...valid, mobile: undefined }).mobile).toBe('');
  });

  it.each(['021 555 1234', '+64 21 555 1234', '(09) 555-0101', '021.555.1234', ' 0211234567 ', ''])(
    'keeps the mobile %j as typed (trimmed)',
    (mobile) => {
      expect(contactFormSchema.parse({ ...valid, mobile }).mobile).toBe(mobile.trim());
    },
  );

  it.each([
    [{ ...valid, fullName: '' }, 'Item is required'],
    [{ ...valid, message: '  ' }, 'Item is required'],
    [{ ...valid, fullName: undefined }, 'Item is required'],
    [{ ...valid, email: 'sam' }, 'E-mail must be valid'],
    [{ ...valid, email: '' }, 'E-mail must be valid'],
    [{ ...valid, email: 'sam@bistro' }, 'E-mail must be valid'],
    [{ ...valid, mobile: 'call me' }, 'Please enter a valid phone number'],
    [{ ...valid, mobile: '-5' }, 'Please enter a valid phone number'],
    [{ ...valid, mobile: '021 555 1234 ext' }, 'Please enter a valid phone number'],
    [{ ...valid, mobile: '64+21' }, 'Please enter a valid phone number'],
    [{ ...valid, mobile: '1'.repeat(31) }, 'Please enter a valid phone number'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'Message must be 5,000 characters or fewer'],
  ])('%j is refused with %j', (input, message) => {
    expect(firstMessage(contactFormSchema, input)).toBe(message);
  });
});

describe('wellFormed', () => {
  it('turns half an emoji into U+FFFD and leaves whole ones and plain text alone', () => {
    const steak = '🥩';
    expect(wellFormed(`rare ${steak}`)).toBe(`rare ${steak}`);
    expect(wellFormed(`rare ${steak.slice(0, 1)}`)).toBe('rare \uFFFD');
    expect(wellFormed(`${steak.slice(1)} rare`)).toBe('\uFFFD rare');
    expect(wellFormed('skin off, thin slices')).toBe('skin off, thin slices');
  });

  it('always gives text that survives JSON in PostgreSQL (no lone surrogate)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        // encodeURIComponent throws on a lone surrogate.
        expect(() => encodeURIComponent(wellFormed(text))).not.toThrow();
      }),
    );
  });

  it('is applied to order notes and the purchase order', () => {
    const parsed = placeOrderSchema.parse({
      idempotencyKey: 'key-12345678',
      isDelivery: true,
      purchaseOrder: 'PO \uD83E',
      lines: [{ productId: '0398bb5d-cc18-4368-aa7f-44111b7537fa', quantity: 1, notes: '\uDD69 thin' }],
    });
    expect(parsed.purchaseOrder).toBe('PO \uFFFD');
    expect(parsed.lines[0]?.notes).toBe('\uFFFD thin');
  });
});

describe('typedText', () => {
  const singleLine = typedText('Purchase order');
  const multiline = typedText('Notes', { multiline: true });
  it.each([
    ['PO-77', true, true],
    ['Ōtautahi café 🍗', true, true],
    ['line one\nline two\r\n\tindented', false, true],
    ['nul\u0000byte', false, false],
    ['escape\u001b[31m', false, false],
    ['delete\u007f', false, false],
    ['c1\u0085control', false, false],
  ])('%j: single line %s, multiline %s', (text, singleOk, multiOk) => {
    expect(singleLine.safeParse(text).success).toBe(singleOk);
    expect(multiline.safeParse(text).success).toBe(multiOk);
  });

  it('names the field in its message', () => {
    const result = multiline.safeParse('a\u0000b');
    expect(result.error?.issues[0]?.message).toBe(controlCharacterMessage('Notes'));
    expect(controlCharacterMessage('Notes')).toBe(
      'Notes contains a character that cannot be used (a control character). Please retype it.',
    );
  });

  it('refuses any control character in the order’s notes and purchase order', () => {
    const line = { productId: '9b2f6c1e-8a4d-4c3b-9f1e-2d7a5b6c8e90', quantity: 1 };
    const order = { idempotencyKey: 'key-12345678', isDelivery: true };
    expect(placeOrderSchema.safeParse({ ...order, lines: [{ ...line, notes: 'a\u0000' }] }).success).toBe(
      false,
    );
    expect(placeOrderSchema.safeParse({ ...order, purchaseOrder: 'PO\u0007', lines: [line] }).success).toBe(
      false,
    );
    expect(
      placeOrderSchema.safeParse({ ...order, idempotencyKey: 'key\u0000-1234', lines: [line] }).success,
    ).toBe(false);
    expect(
      placeOrderSchema.safeParse({ ...order, lines: [{ ...line, notes: 'skin off\ncut in 4' }] }).success,
    ).toBe(true);
  });
});

describe('productNoteSchema', () => {
  it('trims, keeps line breaks, and refuses control characters and notes over 500 characters', () => {
    expect(productNoteSchema.parse('  skin off\ncut in 4 ')).toBe('skin off\ncut in 4');
    expect(productNoteSchema.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe(
      'A note may hold 500 characters.',
    );
    expect(productNoteSchema.safeParse('\u0000').success).toBe(false);
  });
});

describe('invoiceSettingsSchema', () => {
  const settings = {
    gstNumber: '49-091-850',
    address: '12 Butcher Lane',
    paymentTerms: 'TWENTIETH_FOLLOWING',
    bankAccount: '12-3456-0123456-00',
    stopAfterOverdueDays: null,
    reminderAfterDays: 7,
    xeroAccountCode: '200',
    xeroTaxType: '15% GST on Income',
  };

  it('takes a GST number whose check digit is right, or none yet', () => {
    expect(firstMessage(invoiceSettingsSchema, settings)).toBeNull();
    expect(firstMessage(invoiceSettingsSchema, { ...settings, gstNumber: '136-410-132' })).toBeNull();
    expect(firstMessage(invoiceSettingsSchema, { ...settings, gstNumber: '' })).toBeNull();
  });

  it("refuses a well-written GST number that fails IRD's check digit, saying so once", () => {
    const result = invoiceSettingsSchema.safeParse({ ...settings, gstNumber: '123-456-789' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['gstNumber', GST_NUMBER_INVALID],
    ]);
    expect(GST_NUMBER_INVALID).toBe('That GST number is not valid: check its digits.');
    expect(firstMessage(invoiceSettingsSchema, { ...settings, gstNumber: '49-091-851' })).toBe(
      GST_NUMBER_INVALID,
    );
  });

  it('asks for the written form first, without the check-digit message', () => {
    const result = invoiceSettingsSchema.safeParse({ ...settings, gstNumber: '49091850' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the GST number as 123-456-789 (8 or 9 digits)',
    ]);
  });

  it('takes payment terms as a code, and refuses days past a year or an unknown kind', () => {
    for (const paymentTerms of ['DAYS:7', 'DAYS:365', 'COD', 'TWENTIETH_FOLLOWING']) {
      expect(firstMessage(invoiceSettingsSchema, { ...settings, paymentTerms })).toBeNull();
    }
    for (const paymentTerms of ['DAYS:366', 'EOM', '']) {
      expect(firstMessage(invoiceSettingsSchema, { ...settings, paymentTerms })).toBe(
        'Choose payment terms: a number of days from 0 to 365, the 20th of the month following, or cash on delivery.',
      );
    }
  });

  it.each([
    ['12-3456-0123456-00', true],
    ['12-3456-0123456-000', true],
    ['12 3456 0123456 00', true],
    ['1234560123456000', true],
    ['', true],
    ['12-3456-012345-00', false],
    ['12-3456-0123456-0', false],
    ['ASB 12-3456-0123456-00', false],
  ])('takes the bank account %j: %s', (bankAccount, valid) => {
    expect(firstMessage(invoiceSettingsSchema, { ...settings, bankAccount }) === null).toBe(valid);
  });

  it('takes the days overdue for stop and reminders as 1 to 365, or none', () => {
    for (const days of [1, 365, null]) {
      expect(firstMessage(invoiceSettingsSchema, { ...settings, stopAfterOverdueDays: days })).toBeNull();
      expect(firstMessage(invoiceSettingsSchema, { ...settings, reminderAfterDays: days })).toBeNull();
    }
    expect(firstMessage(invoiceSettingsSchema, { ...settings, stopAfterOverdueDays: 0 })).toBe(
      'Put customers on stop after: enter 1 to 365 days, or leave it empty for never.',
    );
    expect(firstMessage(invoiceSettingsSchema, { ...settings, reminderAfterDays: 366 })).toBe(
      'Send reminders after: enter 1 to 365 days, or leave it empty for never.',
    );
  });
});

describe('alreadyClosedMessage', () => {
  it.each([
    ['2026-12-27', 'Sunday 27/12/2026 is already closed: the shop never processes on Sundays.'],
    ['2026-12-26', 'Saturday 26/12/2026 is already closed: Boxing Day.'],
    ['2026-12-28', 'Monday 28/12/2026 is already closed: Boxing Day (observed).'],
    ['2026-04-03', 'Friday 03/04/2026 is already closed: Good Friday.'],
    // Christmas 2022 fell on a Sunday: the Sunday says it first.
    ['2022-12-25', 'Sunday 25/12/2022 is already closed: the shop never processes on Sundays.'],
    ['2026-12-29', null],
    ['2026-11-28', null],
  ])('%s → %j', (date, message) => {
    expect(alreadyClosedMessage(date)).toBe(message);
  });
});
