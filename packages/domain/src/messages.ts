// Texts are copied exactly from the specification, spelling mistakes included ('Accoutn', 'To many',
// 'Passwords does not match'): customers know them and tests compare them. The spec's 'Email does not exist.'
// and 'Email not found.' are left out on purpose: they would reveal which emails have accounts.

/** Storefront texts: validation (spec §5), notices and errors (spec §8) and dialog copy. */
export const MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'E-mail must be valid',
  formInvalid: 'Email is required.',
  passwordRequired: 'Password is required',
  passwordMin: 'Min 8 characters',
  passwordsMismatch: 'Passwords does not match',
  verificationCodeRequired: 'Verification code is required',
  itemRequired: 'Item is required',
  positiveNumber: 'Please enter a positive number',
  fieldRequired: 'This field is required',

  invalidCredentials: 'Email or Password is incorrect, please try again.',
  accountDisabled: 'Account disabled.',
  tempPasswordExpired: 'Temporary password has expired. Please contact the provider to get a new one.',
  signInFailed: 'Error signing in. ',
  accountDisabledAlert: 'Sorry, your account has been disabled. Please contact the provider for questions.',

  enterEmail: 'Please enter your email.',
  verificationCodeSent: 'Verification code sent to email.',
  tooManyAttempts: 'To many failed attempts, please try again later.',
  forgotPasswordAccountDisabled: 'Accoutn disabled',
  attemptLimitExceeded: 'Attempt limit exceeded, please try again later.',
  passwordChanged: 'Successfully changed password.',
  invalidCode: 'Invalid code provided',

  firstSignInSuccess: 'Successfully logged in.',
  firstSignInFailed: 'There was an error updating your account. Please try again or refresh the page.',

  serverUnavailable: 'Server Not Available. Please Contact Administrator.',
  orderNotCreated: 'There was something wrong while sending order',
  orderFailed: 'There was something wrong while sending order. Please Try Again Later.',
  orderSent: 'Order Sent!',
  loginToOrder: 'Please Login As Customer To Order.',
  adminSimulation: 'This is a simulation only. You need to sign in as a customer to order properly.',
  clearCartTitle: 'Are you sure you want to clear your cart?',
  clearCartText: 'This will remove all items',

  contactSentTitle: 'Message Sent!',
  contactSent: 'Thank you for communicating with us.',
  contactFailedTitle: 'Error',
  contactFailed: 'There was a problem sending your message. Please try again.',

  detailsUpdated: 'Details Updated',
  detailsUpdateFailed: 'Error updating details',
  profilePasswordChanged: 'Password changed successfully',
  oldPasswordIncorrect: 'Old password is incorrect',
  emailTaken: 'This email already exists, please try a different email address',
  currentPasswordForEmail: 'Enter your current password to change your email',
  currentPasswordForEmailHelp: 'Needed to change the email you sign in with.',
  phoneInvalid: 'Please enter a valid phone number',

  logoutConfirm: 'Are you sure you want to logout?',
  noResults: 'No results found.',
  outOfStock: 'Out Of Stock',
  continueWithoutLogin: 'Continue without logging in',
  pageNotFound: '404 Page not found',
  forbiddenTitle: 'Error 403',
  backToWebsite: 'Back to the website',
} as const;

/** Name of a storefront message. */
export type MessageKey = keyof typeof MESSAGES;

/** Shown when the search dropdown finds nothing: 'No product found for "{term}"'. */
export function noProductFound(term: string): string {
  return `No product found for "${term}"`;
}

/** The catalogue count line: 'Viewing N products'. */
export function viewingProducts(count: number): string {
  return `Viewing ${count} products`;
}
