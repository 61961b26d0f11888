import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DomainError,
  ERROR_CODES,
  type ErrorCode,
  isDomainError,
  isErrorCode,
  userMessage,
} from './errors.ts';

describe('userMessage', () => {
  it.each<[ErrorCode, string]>([
    ['INVALID_CREDENTIALS', 'Email or Password is incorrect, please try again.'],
    ['ACCOUNT_DISABLED', 'Account disabled.'],
    [
      'TEMP_PASSWORD_EXPIRED',
      'Temporary password has expired. Please contact the provider to get a new one.',
    ],
    ['SIGN_IN_FAILED', 'Error signing in. '],
    ['CATEGORY_NAME_REQUIRED', 'Category is required'],
    [
      'SERVER_UNAVAILABLE',
      'Server Not Available. Please Contact Administrator. We can’t reach the shop right now. Check your internet connection and try again.',
    ],
    ['ORDER_FAILED', 'There was something wrong while sending order. Please Try Again Later.'],
    ['EMAIL_TAKEN', 'This email already exists, please try a different email address'],
    ['ADMIN_EMAIL_TAKEN', 'This email already exist.'],
    ['CANNOT_REMOVE_SELF', 'You cannot remove your own account. Ask another admin to remove it.'],
    ['LAST_ADMIN', 'The last admin cannot be removed. Add another admin first.'],
    ['UNAUTHENTICATED', 'Please sign in to continue.'],
    ['FORBIDDEN', 'You do not have access to this.'],
    ['CUSTOMER_ORDER_ONLY', 'Please Login As Customer To Order.'],
    ['RATE_LIMITED', 'To many failed attempts, please try again later.'],
    ['INVALID_CODE', 'Invalid code provided'],
    ['CODE_EXPIRED', 'Invalid code provided, please request a code again.'],
    ['ATTEMPT_LIMIT_EXCEEDED', 'Attempt limit exceeded, please try again later.'],
    ['PASSWORD_CHANGE_REQUIRED', 'Please choose a new password to continue.'],
    ['CONTACT_FAILED', 'There was a problem sending your message. Please try again.'],
    ['CONTACT_RATE_LIMITED', 'You have sent several messages in a short time. Please try again later.'],
    ['BOT_CHECK_FAILED', 'Please complete the bot check and try again.'],
    ['ORDER_NOT_FOUND', 'Invalid Order'],
    ['ORDER_EMPTY', 'Please add at least one product to create order.'],
    ['DELIVERY_METHOD_REQUIRED', 'Please Select Delivery Method'],
    ['NO_PACKED_ORDERS', 'No packed orders ready to be invoiced.'],
    ['INVOICE_FAILED', 'Error Creating Invoice. Try Again.'],
    ['PRODUCTION_OFFLINE', 'Could not connect to production database.'],
    ['SYNC_FAILED', 'Sync Problem. Please Refresh Page.'],
    [
      'PRICE_LEVEL_LIMIT',
      'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
    ],
    ['PRICE_LEVEL_IN_USE', 'Unable To Delete Price Level. Please Delete Custom Prices inside first!'],
    ['IMAGE_TOO_LARGE', 'Maximum image size is 2MB, reduce the image size and try again.'],
    [
      'IMAGE_TYPE_UNSUPPORTED',
      'Only JPEG, PNG and WebP images can be uploaded. Please choose another image.',
    ],
    [
      'IMAGE_TOO_MANY_PIXELS',
      'This image has too many pixels: at most 40 megapixels (for example 8000 × 5000) are allowed. Reduce its dimensions and try again.',
    ],
    ['OLD_PASSWORD_INCORRECT', 'Old password is incorrect'],
    ['BAD_INPUT', 'Please fill in the required fields.'],
  ])('%s → %j', (code, message) => {
    expect(userMessage(code)).toBe(message);
  });

  it('has a non-empty message for every code, and never reveals whether an email exists', () => {
    for (const code of ERROR_CODES) {
      expect(userMessage(code).trim()).not.toBe('');
      expect(userMessage(code)).not.toMatch(/email (does not exist|not found)/i);
    }
  });

  it('includes the codes other modules rely on', () => {
    expect(ERROR_CODES).toEqual(
      expect.arrayContaining([
        'UNAUTHENTICATED',
        'FORBIDDEN',
        'NOT_FOUND',
        'BAD_INPUT',
        'INVALID_CREDENTIALS',
        'ACCOUNT_DISABLED',
        'TEMP_PASSWORD_EXPIRED',
        'SIGN_IN_FAILED',
        'CATEGORY_NAME_REQUIRED',
        'CATEGORY_EXISTS',
        'PRODUCT_UNAVAILABLE',
        'PRODUCT_OUT_OF_STOCK',
        'ORDER_FAILED',
        'SERVER_UNAVAILABLE',
        'RATE_LIMITED',
        'EMAIL_TAKEN',
        'INTERNAL',
      ]),
    );
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});

describe('isErrorCode', () => {
  it.each([
    ['NOT_FOUND', true],
    ['INTERNAL', true],
    ['not_found', false],
    ['', false],
    [42, false],
    [undefined, false],
  ])('%j → %s', (x, ok) => {
    expect(isErrorCode(x)).toBe(ok);
  });

  it('accepts exactly the catalogue', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ERROR_CODES), fc.string()), (x) => {
        expect(isErrorCode(x)).toBe((ERROR_CODES as readonly string[]).includes(x));
      }),
    );
  });
});

describe('DomainError', () => {
  it('carries its code and the user message by default', () => {
    const error = new DomainError('PRODUCT_OUT_OF_STOCK');
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.message]).toEqual([
      'DomainError',
      'PRODUCT_OUT_OF_STOCK',
      'This product is out of stock.',
    ]);
  });

  it('takes a specific message and a cause', () => {
    const cause = new Error('socket closed');
    const error = new DomainError('SERVER_UNAVAILABLE', 'Production system timed out', { cause });
    expect([error.message, error.cause]).toEqual(['Production system timed out', cause]);
  });

  it.each([
    [new DomainError('NOT_FOUND'), true],
    [Object.assign(new Error('x'), { name: 'DomainError', code: 'FORBIDDEN' }), true],
    [Object.assign(new Error('x'), { name: 'DomainError', code: 'NOPE' }), false],
    [new Error('Not found.'), false],
    [{ code: 'NOT_FOUND' }, false],
  ])('isDomainError(%o) → %s', (x, ok) => {
    expect(isDomainError(x)).toBe(ok);
  });

  it('message defaults to userMessage for every code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ERROR_CODES),
        (code) => new DomainError(code).message === userMessage(code),
      ),
    );
  });
});
