import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  useApp,
  waitForBotCheck,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

const app = useApp();

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send', exact: true });
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label });

/** Watches a page for requests that leave our origin and for Content-Security-Policy refusals. */
function watchForeignTraffic(page: Page, origin: string) {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) foreign.push(`CSP: ${message.text()}`);
  });
  return foreign;
}

async function newMailFiles(dataDir: string, known: string[], timeout = 10_000): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const deadline = Date.now() + timeout;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    const fresh = files.filter((f) => !known.includes(f));
    if (fresh.length > 0 || Date.now() > deadline) return fresh.map((f) => join(dir, f));
    await sleep(200);
  }
}

async function mailFileNames(dataDir: string): Promise<string[]> {
  return (await readdir(join(dataDir, 'mail')).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
}

function mailHeader(eml: string, name: string): string | undefined {
  const head = eml.replace(/\r\n/g, '\n').split('\n\n')[0] ?? '';
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const line = unfolded.split('\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe('contact us', () => {
  test('a guest is told what to fix, passes the bot check, sends, and the business gets the mail', async () => {
    const profile = await graphql<{ businessProfile: { email: string } }>(
      app.baseUrl,
      '{ businessProfile { email } }',
    );
    const businessEmail = profile.data?.businessProfile.email;
    expect(businessEmail).toMatch(/@/);
    const mailBefore = await mailFileNames(app.server.dataDir);

    const page = await app.newPage({ width: 390, height: 844 });
    const foreign = watchForeignTraffic(page, new URL(app.baseUrl).origin);
    await page.goto('/contact');
    await expectVisible(page.getByRole('heading', { name: 'Contact Us', level: 1 }));
    await expectVisible(sendButton(page));
    expect(await sendButton(page).isDisabled(), 'Send before the bot check').toBe(true);

    await waitForBotCheck(page);
    await sendButton(page).click();
    await expectVisible(page.getByText('E-mail must be valid'));
    expect(await page.getByText('Item is required', { exact: true }).count()).toBe(2);
    expect(await field(page, 'Full Name').getAttribute('aria-invalid')).toBe('true');
    await expectVisible(
      page.getByRole('status').filter({ hasText: 'Please correct: Full Name, Email, Message.' }),
    );

    // Mobile is optional, and when given must read as a phone number.
    await field(page, 'Mobile').fill('call me');
    await field(page, 'Email').fill('sam');
    await sendButton(page).click();
    await expectVisible(page.getByText('Please enter a valid phone number'));
    await expectVisible(page.getByText('E-mail must be valid'));

    await field(page, 'Full Name').fill('Sam Chen');
    await field(page, 'Email').fill('sam.chen@bistro.test');
    await field(page, 'Mobile').fill('021 123 4567');
    await field(page, 'Message').fill('Do you deliver to Petone on Saturdays?');
    expect(await page.getByText('Item is required', { exact: true }).count()).toBe(0);
    await sendButton(page).click();

    const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText('Thank you for communicating with us.'));
    await dialog.getByRole('button').click();
    await waitForPath(page, '/');

    const written = await newMailFiles(app.server.dataDir, mailBefore);
    expect(written).toHaveLength(1);
    const eml = await readFile(written[0]!, 'utf8');
    expect(mailHeader(eml, 'To')).toBe(businessEmail);
    expect(mailHeader(eml, 'Reply-To')).toBe('sam.chen@bistro.test');
    expect(mailHeader(eml, 'Subject')).toBe('Website enquiry from Sam Chen');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');

    expect(foreign, 'requests outside our origin or CSP refusals').toEqual([]);
  });

  test('a failed send shows the Error dialog, keeps what was typed and needs a fresh bot check', async () => {
    const page = await app.newPage({ width: 1280 });
    const botCheckPayloads: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { variables?: { input?: { altcha?: string } } } | null;
      const altcha = body?.variables?.input?.altcha;
      if (altcha === undefined) return route.fallback();
      botCheckPayloads.push(altcha);
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }),
      });
    });
    await page.goto('/contact');
    await waitForBotCheck(page);
    await field(page, 'Full Name').fill('Sam Chen');
    await field(page, 'Email').fill('sam.chen@bistro.test');
    await field(page, 'Message').fill('Hello');

    for (const attempt of [1, 2]) {
      await sendButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expectVisible(dialog.getByText('There was a problem sending your message. Please try again.'));
      await dialog.getByRole('button', { name: 'OK' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/contact');
      expect(await field(page, 'Message').inputValue()).toBe('Hello');
      if (attempt === 1) await waitForBotCheck(page);
    }
    expect(botCheckPayloads).toHaveLength(2);
    expect(botCheckPayloads[1], 'a solution is used once, so the retry solves a new challenge').not.toBe(
      botCheckPayloads[0],
    );
  });
});

describe('accessibility (axe: no serious or critical violations)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`contact (${colorScheme})`, async () => {
      const page = await app.newPage({ colorScheme });
      await page.goto('/contact');
      await expectVisible(page.getByRole('checkbox', { name: /not a robot/i }));
      await expectNoSeriousA11yViolations(page);

      // Again with the validation messages showing.
      await waitForBotCheck(page);
      await sendButton(page).click();
      await expectVisible(page.getByText('E-mail must be valid'));
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('about shows the business profile’s about text', async () => {
    const profile = await graphql<{ businessProfile: { about: string } }>(
      app.baseUrl,
      '{ businessProfile { about } }',
    );
    const about = profile.data?.businessProfile.about ?? '';
    const firstParagraph =
      about
        .split('\n')
        .find((line) => line.trim())
        ?.trim() ?? '';
    expect(firstParagraph.length).toBeGreaterThan(20);

    const page = await app.newPage({ width: 390 });
    await page.goto('/about');
    await expectVisible(page.getByRole('heading', { name: 'About Us', level: 1 }));
    await expectVisible(page.getByText(firstParagraph));
    await expectNoSeriousA11yViolations(page);
  });
});
