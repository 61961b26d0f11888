import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectVisible,
  signIn,
  submitSignIn,
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

describe('guest storefront', () => {
  for (const width of [390, 1280]) {
    test(`home shows the intro, ORDER NOW and the top sellers at ${width} px`, async () => {
      const intro = await businessIntro();
      const page = await app.newPage({ width });
      await page.goto('/');

      const firstSentence = intro.split('.')[0]?.trim() ?? intro;
      await expectVisible(page.getByText(firstSentence.slice(0, 60)));
      await expectVisible(orderNow(page));
      const topSellers = page.getByRole('region', { name: 'Top Sellers' });
      await expectVisible(topSellers);
      for (const category of TOP_SELLERS) {
        await expectVisible(topSellers.getByRole('link', { name: new RegExp(category) }));
        await expectVisible(topSellers.getByText(category, { exact: true }));
      }

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    });
  }

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
  });

  test('a guest opening /profile is sent to /login', async () => {
    const page = await app.newPage();
    await page.goto('/profile');
    await waitForPath(page, '/login');
    await expectVisible(page.getByRole('button', { name: 'Sign In', exact: true }));
  });
});

describe('signing in', () => {
  test('admin lands on the back office dashboard', async () => {
    const page = await app.newPage();
    await signIn(page, ADMIN.email, ADMIN.password);
    await waitForPath(page, '/Admin');
    await expectVisible(visible(page, 'Admin Dashboard'));
  });

  test('a customer sees Profile, My Orders and Logout in the account menu', async () => {
    const page = await app.newPage();
    await signIn(page, BISTRO.email, BISTRO.password);
    await accountMenuButton(page).click();
    for (const item of ['Profile', 'My Orders', 'Logout']) {
      await expectVisible(page.getByRole('menuitem', { name: item }));
    }
    expect(await page.getByRole('menuitem', { name: /admin dashboard/i }).count()).toBe(0);
  });

  test('a customer opening /Admin is sent to /', async () => {
    const page = await app.signedInPage(BISTRO);
    await page.goto('/Admin');
    await waitForPath(page, '/');
    expect(await visible(page, 'Admin Dashboard').count()).toBe(0);
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

describe('accessibility (axe: no serious or critical violations)', () => {
  const guestPages: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    { name: 'home', path: '/', ready: (page) => expectVisible(visible(page, 'Top Sellers')) },
    {
      name: 'login',
      path: '/login',
      ready: (page) => expectVisible(page.getByRole('button', { name: 'Sign In', exact: true })),
    },
    { name: '404', path: '/no-such-page', ready: (page) => expectVisible(visible(page, /page not found/i)) },
  ];
  for (const { name, path, ready } of guestPages) {
    test(`guest ${name}`, async () => {
      const page = await app.newPage();
      await page.goto(path);
      await ready(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('admin dashboard', async () => {
    const page = await app.signedInPage(ADMIN);
    await page.goto('/Admin');
    await expectVisible(visible(page, 'Admin Dashboard'));
    await expectNoSeriousA11yViolations(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`customer home (${colorScheme})`, async () => {
      const page = await app.signedInPage(BISTRO, { colorScheme });
      await page.goto('/');
      await expectVisible(visible(page, 'Top Sellers'));
      // The theme follows the device until toggled, so the toggle offers the other one.
      await expectVisible(themeToggle(page, colorScheme === 'dark' ? 'light' : 'dark'));
      await expectNoSeriousA11yViolations(page);
    });
  }
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
