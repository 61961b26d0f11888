import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  signIn,
  submitSignIn,
  switchColorScheme,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql, signInCookie } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TAKEAWAY = { email: 'takeaway@demo.test', password: 'demo-pass-1' };
const CLOSED = { email: 'closed@demo.test', password: 'demo-pass-1' };
const NEWBIE = { email: 'newbie@demo.test', password: 'temp-pass-1' };
const PHONE = { width: 390, height: 844 };

const app = useApp();

const snackbar = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });
const passwordField = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });
const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: /account/i }).filter({ visible: true });

// --- mail, as the user receives it ------------------------------------------------------------

async function mailFilesTo(email: string): Promise<string[]> {
  const files = await readdir(join(app.server.dataDir, 'mail')).catch(() => [] as string[]);
  return files.filter((file) => file.endsWith(`-${email}.eml`)).sort();
}

/** The plain-text part of the next mail to `email` that is not among `seen`, quoted-printable decoded. */
async function nextMailText(email: string, seen: string[], timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const fresh = (await mailFilesTo(email)).filter((file) => !seen.includes(file));
    if (fresh.length > 0) {
      const eml = await readFile(join(app.server.dataDir, 'mail', fresh[fresh.length - 1] ?? ''), 'utf8');
      const text = eml.replace(/\r\n/g, '\n').split(/\nContent-Type: text\/html/)[0] ?? '';
      return text
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
    if (Date.now() > deadline) throw new Error(`no new mail to ${email} within ${timeout} ms`);
    await sleep(200);
  }
}

function matchIn(text: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`no ${what} in the mail:\n${text}`);
  return found;
}

// --- the API, as staff and a second browser use it -----------------------------------------------

async function customerIdOf(account: { email: string; password: string }): Promise<string> {
  const cookie = await signInCookie(app.baseUrl, account.email, account.password);
  const me = await graphql<{ me: { customerId: string } | null }>(app.baseUrl, '{ me { customerId } }', {
    cookie,
  });
  const id = me.data?.me?.customerId;
  if (!id) throw new Error(`no customer id for ${account.email}: ${JSON.stringify(me)}`);
  return id;
}

async function asStaff<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const cookie = await app.sessionCookie(ADMIN);
  const answer = await graphql<T>(app.baseUrl, query, { cookie, variables });
  if (!answer.data) throw new Error(`staff call failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

const setCustomerActive = (customerId: string, isActive: boolean) =>
  asStaff('mutation ($id: ID!, $on: Boolean!) { setCustomerActive(customerId: $id, isActive: $on) }', {
    id: customerId,
    on: isActive,
  });

describe('the login screen', () => {
  test('says what is missing and words each refusal as the spec does', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectVisible(page.getByText('E-mail is required', { exact: true }));
    await expectVisible(snackbar(page, 'Email is required.'));

    await submitSignIn(page, CLOSED.email, CLOSED.password);
    await expectVisible(snackbar(page, 'Account disabled.'));
    await waitForPath(page, '/login');

    await page.getByRole('link', { name: 'Continue without logging in' }).click();
    await waitForPath(page, '/');
  });
});

describe('first sign-in with a temporary password', () => {
  test('the mailed password leads to /firsttimesignin, nothing else opens until a new password is set', async () => {
    // Staff reset the newcomer's account: a new temporary password arrives by mail.
    const customerId = await customerIdOf(NEWBIE);
    const seen = await mailFilesTo(NEWBIE.email);
    await asStaff('mutation ($id: ID!) { issueCustomerTemporaryPassword(customerId: $id) }', {
      id: customerId,
    });
    const mail = await nextMailText(NEWBIE.email, seen);
    expect(mail).toContain('24 hours');
    const temporary = matchIn(mail, /Temporary password: (\S+)/, 'temporary password');

    const page = await app.newPage(PHONE);
    await submitSignIn(page, NEWBIE.email, NEWBIE.password);
    await expectVisible(snackbar(page, 'Email or Password is incorrect, please try again.'));

    await signIn(page, NEWBIE.email, temporary);
    await waitForPath(page, '/firsttimesignin');
    for (const path of ['/order', '/profile', '/cart', '/Admin']) {
      await page.goto(path);
      await waitForPath(page, '/firsttimesignin');
    }
    // Accessibility of the screen on a desktop (the same page made wider), then on with the phone.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectVisible(page.getByRole('button', { name: 'Save Password' }));
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Save Password' }).click();
    await expectVisible(page.getByText('Password is required', { exact: true }));
    await passwordField(page, 'New Password').fill('short');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expectVisible(page.getByText('Min 8 characters', { exact: true }));
    await passwordField(page, 'New Password').fill('kowhai-corner-1');
    await passwordField(page, 'Confirm Password').fill('kowhai-corner-2');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expectVisible(page.getByText('Passwords does not match', { exact: true }));

    await passwordField(page, 'Confirm Password').fill('kowhai-corner-1');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await waitForPath(page, '/');
    await expectVisible(snackbar(page, 'Successfully logged in.'));
    await page.goto('/order');
    await waitForPath(page, '/order');

    // The temporary password is spent; the chosen one works.
    const fresh = await app.newPage(PHONE);
    await submitSignIn(fresh, NEWBIE.email, temporary);
    await expectVisible(snackbar(fresh, 'Email or Password is incorrect, please try again.'));
    await signIn(fresh, NEWBIE.email, 'kowhai-corner-1');
    // A customer signing in on a phone lands on their order guide.
    await waitForPath(fresh, '/order-guide');
  });
});

describe('forgot password', () => {
  test('a code mailed to the account resets the password on a phone; wrong codes are refused', async () => {
    const page = await app.newPage(PHONE);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expectVisible(dialog.getByText('Please enter your email.', { exact: true }));

    const seen = await mailFilesTo(TAKEAWAY.email);
    await dialog.getByLabel('Email').fill(TAKEAWAY.email);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expectVisible(snackbar(page, 'Verification code sent to email.'));
    const code = matchIn(await nextMailText(TAKEAWAY.email, seen), /Verification code: (\d{6})/, 'code');

    // Resend is locked for 25 seconds, with the seconds left on the button.
    const resend = dialog.getByRole('button', { name: /^Resend Code/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.textContent()).toMatch(/Resend Code \((2[0-5]|1\d)\)/);

    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(dialog.getByText('Verification code is required', { exact: true }));
    await expectVisible(dialog.getByText('Password is required', { exact: true }));

    await dialog.getByLabel('Verification Code').fill(code === '123456' ? '654321' : '123456');
    await passwordField(dialog, 'New Password').fill('golden-wok-22');
    await passwordField(dialog, 'Confirm Password').fill('golden-wok-23');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(dialog.getByText('Passwords does not match', { exact: true }));
    await passwordField(dialog, 'Confirm Password').fill('golden-wok-22');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expectVisible(dialog.getByText('Invalid code provided', { exact: true }));

    await dialog.getByLabel('Verification Code').fill(code);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    // The page reloads and then says so.
    await expectVisible(snackbar(page, 'Successfully changed password.'));
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await submitSignIn(page, TAKEAWAY.email, TAKEAWAY.password);
    await expectVisible(snackbar(page, 'Email or Password is incorrect, please try again.'));
    await signIn(page, TAKEAWAY.email, 'golden-wok-22');
    // A customer signing in on a phone lands on their order guide.
    await waitForPath(page, '/order-guide');
  });

  test('an unknown email gets the same answer and no mail; the email typed at sign-in is carried over (axe: login and both steps of the dialog, on a phone in the dark)', async () => {
    const page = await app.newPage({ ...PHONE, colorScheme: 'dark' });
    await page.goto('/login');
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email').fill('nobody-here@demo.test');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
    expect(await dialog.getByLabel('Email').inputValue()).toBe('nobody-here@demo.test');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expectVisible(snackbar(page, 'Verification code sent to email.'));
    await expectVisible(dialog.getByLabel('Verification Code'));
    const answered = Date.now();
    await expectNoSeriousA11yViolations(page);
    // A second at least after the answer, for a mail that should not come.
    await sleep(Math.max(0, 1_000 - (Date.now() - answered)));
    expect(await mailFilesTo('nobody-here@demo.test')).toEqual([]);
  });
});

describe('My Account', () => {
  test('details are edited in edit mode, a taken email is refused, and the change is kept', async () => {
    const page = await app.signedInPage(BISTRO, PHONE);
    await page.goto('/profile');
    const panel = page.getByRole('tabpanel');
    await expectVisible(panel.getByText('Harbourside Bistro'));
    await expectVisible(panel.getByText(/please contact us/));
    expect(await panel.getByRole('button', { name: 'Save' }).count()).toBe(0);

    await panel.getByRole('button', { name: /^Edit/ }).click();
    await panel.getByLabel('Phone').fill('');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectVisible(panel.getByText('This field is required', { exact: true }));
    await expectVisible(snackbar(page, 'Error updating details'));

    await panel.getByLabel('Phone').fill('021 000 1234');
    expect(await passwordField(panel, 'Current password').count()).toBe(0);
    await panel.getByLabel('Email').fill(TAKEAWAY.email.toUpperCase());
    // A new sign-in email needs the current password; a wrong one is told in place.
    await expectVisible(panel.getByText('Needed to change the email you sign in with.'));
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectVisible(panel.getByText('Enter your current password to change your email', { exact: true }));
    await passwordField(panel, 'Current password').fill('not-my-password');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectVisible(panel.getByText('Old password is incorrect', { exact: true }));
    await passwordField(panel, 'Current password').fill(BISTRO.password);
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectVisible(
      snackbar(page, 'This email already exists, please try a different email address').or(
        panel.getByText('This email already exists, please try a different email address'),
      ),
    );

    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expectVisible(panel.getByText('021 482 3307'));
    await panel.getByRole('button', { name: /^Edit/ }).click();
    await panel.getByLabel('Phone').fill('021 000 1234');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expectVisible(snackbar(page, 'Details Updated'));
    await expectVisible(panel.getByText('021 000 1234'));
    await page.reload();
    await expectVisible(page.getByRole('tabpanel').getByText('021 000 1234'));
  });

  test('Change Password checks the current password and ends other sessions', async () => {
    const account = NEWBIE_AFTER_FIRST_SIGN_IN;
    const page = await app.signedInPage(account);
    const other = await signInCookie(app.baseUrl, account.email, account.password);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Change Password' }).click();
    const panel = page.getByRole('tabpanel');
    const change = async (current: string, next: string) => {
      await passwordField(panel, 'Current Password').fill(current);
      await passwordField(panel, 'New Password').fill(next);
      await passwordField(panel, 'Confirm Password').fill(next);
      await panel.getByRole('button', { name: 'Change Password' }).click();
    };
    await change('not-my-password', 'kowhai-corner-2');
    await expectVisible(snackbar(page, 'Old password is incorrect'));

    await change(account.password, 'kowhai-corner-2');
    await expectVisible(snackbar(page, 'Password changed successfully'));
    expect(await passwordField(panel, 'Current Password').inputValue()).toBe('');
    expect(
      (await graphql<{ me: unknown }>(app.baseUrl, '{ me { id } }', { cookie: other })).data?.me,
    ).toBeNull();

    // This browser stays signed in; the old password is put back for the journeys below.
    await page.reload();
    await page.getByRole('tab', { name: 'Change Password' }).click();
    await change('kowhai-corner-2', account.password);
    await expectVisible(snackbar(page, 'Password changed successfully'));
  });

  test('Preferences switch the theme and order-confirmation emails', async () => {
    const page = await app.signedInPage(BISTRO);
    await page.goto('/profile?tab=preferences');
    await page.getByLabel('Dark').check();
    expect(await page.evaluate(() => localStorage.getItem('nightMode'))).toBe('true');
    const emails = page.getByRole('switch', { name: /confirmation of each order/ });
    expect(await emails.isChecked()).toBe(true);
    await emails.click();
    await expectVisible(snackbar(page, 'Details Updated'));
    await page.reload();
    expect(await page.getByRole('switch', { name: /confirmation of each order/ }).isChecked()).toBe(false);
    expect(await page.getByLabel('Dark').isChecked()).toBe(true);
    await page.getByRole('switch', { name: /confirmation of each order/ }).click();
    await expectVisible(snackbar(page, 'Details Updated'));
  });
});

describe('sessions that end elsewhere', () => {
  test('a customer disabled by staff is signed out at once, with the alert', async () => {
    const customerId = await customerIdOf(NEWBIE_AFTER_FIRST_SIGN_IN);
    // Through the form: the session signedInPage keeps for this account ended with the password change above.
    const page = await app.newPage(PHONE);
    await signIn(page, NEWBIE_AFTER_FIRST_SIGN_IN.email, NEWBIE_AFTER_FIRST_SIGN_IN.password);
    // From the new page on: the page signing in landed on opens its streams and asks too.
    await page.goto('/order', { waitUntil: 'commit' });
    // Staff act once the page's live stream for the account is open.
    let streamOpen = false;
    const accountStream = page.waitForResponse((response) => {
      streamOpen ||= response.url().includes('MyAccountChanged') && response.status() === 200;
      return streamOpen;
    });
    // As it opens, the stream asks again who is signed in (an event may have come before it listened): staff
    // acting while that question is out would have the page find a signed-out visitor rather than hear why.
    const askedAgain = page
      .waitForRequest(
        (request) => streamOpen && request.method() === 'POST' && /query Me\b/.test(request.postData() ?? ''),
      )
      .then((request) => request.response());
    await expectVisible(accountMenuButton(page));
    await accountStream;
    await askedAgain;

    await setCustomerActive(customerId, false);
    try {
      const alert = page.getByRole('alertdialog');
      await expectVisible(
        alert.getByText('Sorry, your account has been disabled. Please contact the provider for questions.'),
      );
      await waitForPath(page, '/login');
      await alert.getByRole('button', { name: 'OK' }).click();
      await submitSignIn(page, NEWBIE_AFTER_FIRST_SIGN_IN.email, NEWBIE_AFTER_FIRST_SIGN_IN.password);
      await expectVisible(snackbar(page, 'Account disabled.'));
    } finally {
      await setCustomerActive(customerId, true);
    }
  });

  test('at start-up a session the server no longer serves is signed out and sent to /login', async () => {
    const earlier = await app.signedInPage(TAKEAWAY_AFTER_RESET, PHONE);
    await earlier.goto('/order');
    await expectVisible(accountMenuButton(earlier));
    // The app, not only the server's HTML, has seen the session: this browser remembers someone signed in.
    await expect.poll(() => earlier.evaluate(() => localStorage.getItem('cleaver.signedIn'))).toBe('1');
    // Closed first: an open page finds out by itself (its streams ask again who is signed in as they open),
    // and this is about the next start.
    const browser = earlier.context();
    await earlier.close();

    // The password is changed from another browser: every other session ends.
    const other = await signInCookie(app.baseUrl, TAKEAWAY_AFTER_RESET.email, TAKEAWAY_AFTER_RESET.password);
    const changed = await graphql<{ changePassword: boolean }>(
      app.baseUrl,
      'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { cookie: other, variables: { c: TAKEAWAY_AFTER_RESET.password, n: 'golden-wok-33' } },
    );
    expect(changed.data?.changePassword).toBe(true);

    const page = await browser.newPage();
    await page.goto('/order');
    await waitForPath(page, '/login');
    await page.goto('/order');
    await expectVisible(page.getByRole('link', { name: 'Login' }).filter({ visible: true }));
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  // The login screen and the forgot-password dialog are checked in 'an unknown email…', first sign-in in its journey.
  test('My Account, every tab, light and dark', async () => {
    const page = await app.signedInPage(BISTRO, { colorScheme: 'light' });
    // Each state in both schemes: the app follows the device's scheme on the open page.
    const inBothSchemes = async () => {
      await expectNoSeriousA11yViolations(page);
      await switchColorScheme(page, 'dark');
      await expectNoSeriousA11yViolations(page);
      await switchColorScheme(page, 'light');
    };
    await page.goto('/profile');
    await expectVisible(page.getByRole('tabpanel').getByText('Harbourside Bistro'));
    await inBothSchemes();
    await page.getByRole('tabpanel').getByRole('button', { name: /^Edit/ }).click();
    // A changed email brings the current-password field.
    await page.getByRole('tabpanel').getByLabel('Email').fill('orders@harbourside.test');
    await expectVisible(passwordField(page.getByRole('tabpanel'), 'Current password'));
    await inBothSchemes();
    for (const tab of ['Change Password', 'Preferences']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectVisible(page.getByRole('tab', { name: tab, selected: true }));
      await inBothSchemes();
    }
  });
});

// Passwords as the journeys above leave them (the file's tests run in order, on one fresh database).
const NEWBIE_AFTER_FIRST_SIGN_IN = { email: NEWBIE.email, password: 'kowhai-corner-1' };
const TAKEAWAY_AFTER_RESET = { email: TAKEAWAY.email, password: 'golden-wok-22' };
