import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  signIn,
  submitSignIn,
  switchColorScheme,
  UI_TIMEOUT_MS,
  useApp,
  waitForPath,
} from './harness.ts';
import { graphql } from './server.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo-pass-1' };
const BISTRO = { email: 'bistro@demo.test', password: 'demo-pass-1' };
const TOP_SELLERS = ['Chicken', 'Pork', 'Beef', 'Lamb'];
const WRONG_CREDENTIALS = 'Email or Password is incorrect, please try again.';

const app = useApp();

const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true });

const orderNow = (page: Page) =>
  page
    .getByRole('link', { name: /order now/i })
    .or(page.getByRole('button', { name: /order now/i }))
    .filter({ visible: true });

const themeToggle = (page: Page, to: 'dark' | 'light') =>
  page.getByRole('button', { name: new RegExp(`switch to ${to} theme`, 'i') });

const accountMenuButton = (page: Page) =>
  page.getByRole('button', { name: /account/i }).filter({ visible: true });

async function businessIntro(): Promise<string> {
  const result = await graphql<{ businessProfile: { brand: string; intro: string } }>(
    app.baseUrl,
    '{ businessProfile { brand intro } }',
  );
  const intro = result.data?.businessProfile.intro;
  if (!intro) throw new Error(`businessProfile gave no intro: ${JSON.stringify(result)}`);
  return intro;
}

// Relative luminance of the first painted background from body upwards (0 black … 1 white).
async function pageBackgroundLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    for (const element of [document.body, document.documentElement]) {
      const colour = getComputedStyle(element).backgroundColor;
      const channels = colour.match(/[\d.]+/g)?.map(Number) ?? [];
      const [r = 0, g = 0, b = 0, alpha = 1] = channels;
      if (channels.length < 3 || alpha === 0) continue;
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    }
    throw new Error('neither body nor html paints a background');
  });
}

// Accessibility (axe: no serious or critical violations) is checked in the journeys below, on the page each has
// open: guest home, login and 404, the admin dashboard, and a customer's home in light and dark.
describe('guest storefront', () => {
  test('home shows the intro, ORDER NOW and the top sellers at 390 px and at 1280 px', async () => {
    const intro = await businessIntro();
    const firstSentence = intro.split('.')[0]?.trim() ?? intro;
    // One page, made wider: the layout follows the width without a reload.
    const page = await app.newPage({ width: 390 });
    await page.goto('/');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectVisible(page.getByText(firstSentence.slice(0, 60)));
      await expectVisible(orderNow(page));
      const topSellers = page.getByRole('region', { name: 'Top Sellers' });
      await expectVisible(topSellers);
      for (const category of TOP_SELLERS) {
        await expectVisible(topSellers.getByRole('link', { name: new RegExp(category) }));
        await expectVisible(topSellers.getByText(category, { exact: true }));
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('dark mode survives a reload', async () => {
    const page = await app.newPage({ colorScheme: 'light' });
    await page.goto('/');
    await themeToggle(page, 'dark').click();
    await expectVisible(themeToggle(page, 'light'));

    await page.reload();
    await expectVisible(themeToggle(page, 'light'));
    expect(await page.evaluate(() => localStorage.getItem('nightMode'))).toBe('true');
    expect(await pageBackgroundLuminance(page), 'page background luminance').toBeLessThan(0.2);
  });

  test('an unknown path shows the 404 page with a way home', async () => {
    const page = await app.newPage();
    await page.goto('/no-such-page/here');
    await expectVisible(visible(page, /404/));
    await expectVisible(visible(page, /page not found/i));
    await expectVisible(page.getByRole('link', { name: /home/i }).filter({ visible: true }));
    await expectNoSeriousA11yViolations(page);
  });

  test('a guest opening /profile is sent to /login', async () => {
    const page = await app.newPage();
    await page.goto('/profile');
    await waitForPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
    await expectNoSeriousA11yViolations(page);
  });
});

describe('signing in', () => {
  test('admin lands on the back office dashboard', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/Admin');
    await expectVisible(visible(page, 'Admin Dashboard'));
    await expectNoSeriousA11yViolations(page);
  });

  test('a customer sees Order guide, Profile, My Orders and Logout in the account menu', async () => {
    const page = await app.newPage();
    await signIn(page, BISTRO.email, BISTRO.password);
    await accountMenuButton(page).click();
    for (const item of ['Order guide', 'Profile', 'My Orders', 'Logout']) {
      await expectVisible(page.getByRole('menuitem', { name: item }));
    }
    expect(await page.getByRole('menuitem', { name: /admin dashboard/i }).count()).toBe(0);
  });

  test('a customer opening /Admin is sent to /, a home that reads well in light and dark', async () => {
    const page = await app.signedInPage(BISTRO, { colorScheme: 'light' });
    await page.goto('/Admin');
    await waitForPath(page, '/');
    expect(await visible(page, 'Admin Dashboard').count()).toBe(0);
    await expectVisible(visible(page, 'Top Sellers'));
    for (const colorScheme of ['light', 'dark'] as const) {
      await switchColorScheme(page, colorScheme);
      // The theme follows the device until toggled, so the toggle offers the other one.
      await expectVisible(themeToggle(page, colorScheme === 'dark' ? 'light' : 'dark'));
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('a wrong password or an unknown email gets the same message', async () => {
    const page = await app.newPage();
    await submitSignIn(page, BISTRO.email, 'not-the-password-1');
    await expectVisible(page.getByText(WRONG_CREDENTIALS));
    expect(new URL(page.url()).pathname).toBe('/login');

    await submitSignIn(page, 'nobody@demo.test', 'not-the-password-1');
    await expectVisible(page.getByText(WRONG_CREDENTIALS));
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('live updates', () => {
  test('a category created by staff reaches an open guest page without a reload', async () => {
    const page = await app.newPage({ width: 1280 });
    await page.goto('/');
    await expectVisible(visible(page, 'Top Sellers'));
    const orderNowMenu = page.getByRole('button', { name: /order now/i }).filter({ visible: true });
    const closeMenu = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'hidden' });
    };
    await orderNowMenu.click();
    await expectVisible(page.getByRole('menuitem', { name: 'Chicken' }));
    expect(await page.getByRole('menuitem', { name: 'Venison' }).count()).toBe(0);
    await closeMenu();

    // Besides the app's own subscription, listen on the wire, so a failure says which side broke.
    const subscription = 'subscription { categoryChanged { action category { categoryName } } }';
    await page.evaluate(async (query) => {
      const events: string[] = [];
      Object.assign(window, { categoryEvents: events });
      const source = new EventSource(`/graphql?query=${encodeURIComponent(query)}`);
      // Yoga names its events `next`; plain `message` events are kept too.
      const record = (event: MessageEvent) => events.push(String(event.data));
      source.addEventListener('next', record);
      source.addEventListener('message', record);
      await new Promise<void>((opened, failed) => {
        source.onopen = () => opened();
        source.onerror = () => failed(new Error('the subscription stream failed to open'));
      });
    }, subscription);
    // The open event fires with the response headers; give the server a moment to attach the listener.
    await page.waitForTimeout(500);

    const cookie = await app.sessionCookie(ADMIN);
    const created = await graphql<{ createCategory: { id: string } }>(
      app.baseUrl,
      'mutation { createCategory(categoryName: "Venison") { id } }',
      { cookie },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    expect(created.data?.createCategory.id).toBeTruthy();

    const received = await page
      .waitForFunction(
        () =>
          (window as Window & { categoryEvents?: string[] }).categoryEvents?.find((data) =>
            data.includes('Venison'),
          ),
        undefined,
        { timeout: UI_TIMEOUT_MS },
      )
      .then((handle) => handle.jsonValue())
      .catch(async () => {
        const seen = await page.evaluate(
          () => (window as Window & { categoryEvents?: string[] }).categoryEvents,
        );
        throw new Error(`No categoryChanged event for Venison arrived; events seen: ${JSON.stringify(seen)}`);
      });
    const payload = JSON.parse(String(received)) as {
      data?: { categoryChanged?: { action: string; category: { categoryName: string } } };
    };
    expect(payload.data?.categoryChanged?.category.categoryName).toBe('Venison');

    await orderNowMenu.click();
    await expectVisible(page.getByRole('menuitem', { name: 'Venison' }));
    // A reload would have dropped the listener's record.
    expect(await page.evaluate(() => 'categoryEvents' in window)).toBe(true);
  });
});
