import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations, expectVisible, useApp } from './harness.ts';
import { CHROMIUM_ARGS } from './server.ts';

// The shop installed on a phone (decision 033): Chrome finds it installable, and without a network its pages say
// the shop is offline instead of showing prices kept from an earlier visit.

const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const PHONE = { width: 390, height: 844, serviceWorkers: 'allow' as const };
const PRICE = /\$\s?\d/;

const app = useApp();

const mainText = (page: Page) => page.getByRole('main').innerText();

describe('installable on a phone', () => {
  test('Chrome finds the shop installable, with its manifest named after the shop', async () => {
    const page = await app.newPage(PHONE);
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toContain('application/manifest+json');
    expect(await manifest.json()).toMatchObject({ name: 'Kauri Meats', display: 'standalone' });
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    // In a profile on disk: Chrome never offers to install from an incognito one, as every other context is.
    const profile = await mkdtemp(join(tmpdir(), 'cleaver-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    try {
      const installed = await context.newPage();
      await installed.goto(`${app.baseUrl}/`);
      const cdp = await context.newCDPSession(installed);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('offline, a page says so and shows no price; back online the shop works', async () => {
    const page = await app.signedInPage(BISTRO, PHONE);
    await page.goto('/order');
    await expect.poll(() => mainText(page)).toMatch(PRICE);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.context().setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: "You're offline" }));
    await expectVisible(page.getByText('Prices and your trolley need a connection; reconnect to order.'));
    expect(await page.locator('body').innerText()).not.toMatch(PRICE);
    await expectNoSeriousA11yViolations(page);

    await page.context().setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect.poll(() => mainText(page)).toMatch(PRICE);
    expect(new URL(page.url()).pathname).toBe('/order');
  });
});
