import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  type AdminMessageKey,
  categoryInUse,
  formatFileSize,
  imageTooLarge,
  invoiceConfirmTitle,
  priceLevelCount,
} from './admin-messages.ts';
import { MESSAGES, type MessageKey, noProductFound, viewingProducts } from './messages.ts';

describe('storefront messages', () => {
  it.each<[MessageKey, string]>([
    ['emailRequired', 'E-mail is required'],
    ['emailInvalid', 'E-mail must be valid'],
    ['formInvalid', 'Email is required.'],
    ['passwordRequired', 'Password is required'],
    ['passwordMin', 'Min 8 characters'],
    ['passwordsMismatch', 'Passwords does not match'],
    ['verificationCodeRequired', 'Verification code is required'],
    ['itemRequired', 'Item is required'],
    ['positiveNumber', 'Please enter a positive number'],
    ['fieldRequired', 'This field is required'],
    ['signInFailed', 'Error signing in. '],
    ['tooManyAttempts', 'To many failed attempts, please try again later.'],
    ['forgotPasswordAccountDisabled', 'Accoutn disabled'],
    ['enterEmail', 'Please enter your email.'],
    ['verificationCodeSent', 'Verification code sent to email.'],
    ['attemptLimitExceeded', 'Attempt limit exceeded, please try again later.'],
    ['passwordChanged', 'Successfully changed password.'],
    ['firstSignInSuccess', 'Successfully logged in.'],
    ['firstSignInFailed', 'There was an error updating your account. Please try again or refresh the page.'],
    ['orderNotCreated', 'There was something wrong while sending order'],
    ['orderSent', 'Order Sent!'],
    ['loginToOrder', 'Please Login As Customer To Order.'],
    ['adminSimulation', 'This is a simulation only. You need to sign in as a customer to order properly.'],
    ['clearCartTitle', 'Are you sure you want to clear your cart?'],
    ['clearCartText', 'This will remove all items'],
    ['contactSentTitle', 'Message Sent!'],
    ['contactSent', 'Thank you for communicating with us.'],
    ['contactFailed', 'There was a problem sending your message. Please try again.'],
    ['detailsUpdated', 'Details Updated'],
    ['detailsUpdateFailed', 'Error updating details'],
    ['profilePasswordChanged', 'Password changed successfully'],
    ['oldPasswordIncorrect', 'Old password is incorrect'],
    ['emailTaken', 'This email already exists, please try a different email address'],
    ['currentPasswordForEmail', 'Enter your current password to change your email'],
    [
      'accountDisabledAlert',
      'Sorry, your account has been disabled. Please contact the provider for questions.',
    ],
    ['logoutConfirm', 'Are you sure you want to logout?'],
    ['noResults', 'No results found.'],
  ])('%s is %j', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each([
    [noProductFound('lamb'), 'No product found for "lamb"'],
    [viewingProducts(20), 'Viewing 20 products'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('back-office messages', () => {
  it.each<[AdminMessageKey, string]>([
    ['requiredFields', 'Please fill in the required fields.'],
    ['customerFormInvalid', 'Please fill in the required fields'],
    ['categoryRequired', 'Category is required'],
    ['priceRange', 'Number has to be between 0 and 99999'],
    ['nothingToUpdate', 'Theres nothing to update.'],
    ['productNeededToUpdate', 'At least one product is needed product to update this order.'],
    ['orderDeleteFailed', 'An error occured when deleting this order, please try agian.'],
    [
      'priceLevelLimit',
      'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
    ],
    ['adminEmailTaken', 'This email already exist.'],
    ['unknownCustomer', 'Unknown Customer (Unable to find in Database)'],
    ['waitingForData', 'Waiting for data..'],
    ['stopRecurringConfirm', 'Are You Sure You Want to stop this?'],
    ['settingsFieldRequired', 'Required Field'],
  ])('%s is %j', (key, text) => {
    expect(ADMIN_MESSAGES[key]).toBe(text);
  });

  it.each([
    [invoiceConfirmTitle('create', 'Bistro Ltd'), 'Create invoice for Bistro Ltd?'],
    [invoiceConfirmTitle('update', 'Bistro Ltd'), 'Update invoice for Bistro Ltd?'],
    [priceLevelCount(91), '91/100'],
    [categoryInUse(12), 'This category still holds 12 products. Move them to another category first.'],
    [categoryInUse(1), 'This category still holds 1 product. Move it to another category first.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('image size message', () => {
  it.each([
    [3 * 1024 * 1024, '3.0 MB'],
    [3_250_000, '3.1 MB'],
    [2 * 1024 * 1024 + 1, '2.1 MB'],
    [800_000, '782 KB'],
  ])('gives %i bytes as %j, rounded up', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('adds the size to the spec’s text', () => {
    expect(imageTooLarge(3_250_000)).toBe(
      'Maximum image size is 2MB, reduce the image size and try again. (3.1 MB)',
    );
  });
});

describe('every message', () => {
  const all = [...Object.values(MESSAGES), ...Object.values(ADMIN_MESSAGES)];

  it('is non-empty and never reveals whether an email has an account', () => {
    for (const text of all) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/^Email (does not exist|not found)/);
    }
  });

  it('search messages quote the term as typed', () => {
    fc.assert(fc.property(fc.string(), (term) => noProductFound(term) === `No product found for "${term}"`));
  });
});
