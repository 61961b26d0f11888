import { readFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from './platform/server-root.ts';
import { ApiClient } from './test/client.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from './test/test-app.ts';

/** A GET as it comes over the wire (fetch would undo the compression). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe.each(TEST_DATABASES)('HTTP surface on $name', ({ url }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the connection check with CONNECTION_OK', async () => {
    const response = await fetch(`${app.baseUrl}/connection`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('CONNECTION_OK');
  });

  it('reports the database in /healthz', async () => {
    const response = await fetch(`${app.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: app.database.kind },
    });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${app.baseUrl}/connection`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves seeded images with long cache headers', async () => {
    const response = await fetch(`${app.baseUrl}/images/categories/chicken.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});

describe.each(TEST_DATABASES)('sign-in and roles on $name', ({ url }) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
  });
  afterAll(async () => {
    await app?.close();
  });

  const ME = 'query { me { email firstName role customerId mustChangePassword } }';

  it('gives a guest no viewer', async () => {
    const guest = new ApiClient(app.baseUrl);
    expect(await guest.graphql(ME)).toEqual({ data: { me: null } });
  });

  it('signs in an admin with an httpOnly session cookie and knows the role', async () => {
    const client = new ApiClient(app.baseUrl);
    const response = await client.signIn('admin@demo.test', 'demo-pass-1');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const { data } = await client.graphql<{ me: { role: string; customerId: string | null } }>(ME);
    expect(data?.me).toMatchObject({ role: 'ADMIN', customerId: null });
  });

  it('signs in a customer linked to their customer record', async () => {
    const client = new ApiClient(app.baseUrl);
    expect((await client.signIn('bistro@demo.test', 'demo-pass-1')).status).toBe(200);
    const { data } = await client.graphql<{ me: { role: string; customerId: string | null; email: string } }>(
      ME,
    );
    expect(data?.me.role).toBe('CUSTOMER');
    expect(data?.me.email).toBe('bistro@demo.test');
    expect(data?.me.customerId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const client = new ApiClient(app.baseUrl);
    const wrong = await client.signIn('bistro@demo.test', 'not-the-password');
    const unknown = await client.signIn('nobody@demo.test', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).code).toBe((await unknown.json()).code);
    expect(await client.graphql(ME)).toEqual({ data: { me: null } });
  });

  it('refuses a disabled account', async () => {
    const response = await new ApiClient(app.baseUrl).signIn('closed@demo.test', 'demo-pass-1');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'ACCOUNT_DISABLED', message: 'Account disabled.' });
  });

  it('refuses sign-in from a foreign origin', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-pass-1' }),
    });
    expect(response.status).toBe(403);
  });

  it('signs out: the session stops working', async () => {
    const client = new ApiClient(app.baseUrl);
    await client.signIn('takeaway@demo.test', 'demo-pass-1');
    const before = client.cookieHeader;
    expect((await client.signOut()).status).toBe(200);
    expect(await client.graphql(ME)).toEqual({ data: { me: null } });
    // The session row is gone on the server, not only forgotten by this client. (A copy of the cookie is
    // refused at once too: modules/auth/sessions.test.ts.)
    const rows = await app.database.db.query.session.findMany();
    expect(rows.every((row) => !before.includes(row.token))).toBe(true);
  });

  it('keeps settings variables from guests and gives them to signed-in users', async () => {
    const QUERY =
      'query { getSettingsVariables { cutoffTime cutoffHour freightChargeCents freeFreightThresholdCents } }';
    const guest = await new ApiClient(app.baseUrl).graphql(QUERY);
    expect(guest.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(guest.errors?.[0]?.message).toBe('Please sign in to continue.');
    const customer = new ApiClient(app.baseUrl);
    await customer.signIn('bistro@demo.test', 'demo-pass-1');
    const { data } = await customer.graphql(QUERY);
    expect(data).toEqual({
      getSettingsVariables: expect.objectContaining({ cutoffTime: '05:00', cutoffHour: 5 }),
    });
  });

  it('does not log a guest refused, or bad input, as a server error', async () => {
    const logged: unknown[] = [];
    const log = app.server.log;
    const original = log.error.bind(log);
    log.error = ((...args: unknown[]) => void logged.push(args)) as typeof log.error;
    try {
      const guest = new ApiClient(app.baseUrl);
      const refused = await guest.graphql('query { getSettingsVariables { cutoffHour } }');
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const bad = await guest.graphql('query { nothingCalledThis }');
      expect(bad.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      // A guest's cart page asks for the customer's settings, processing date and notes, each refused.
      expect((await fetch(`${app.baseUrl}/cart`)).status).toBe(200);
    } finally {
      log.error = original;
    }
    expect(logged).toEqual([]);
  });

  it('gives everyone the business profile', async () => {
    const { data } = await new ApiClient(app.baseUrl).graphql<{
      businessProfile: { brand: string; hours: string };
    }>('query { businessProfile { brand hours } }');
    expect(data?.businessProfile.brand.length).toBeGreaterThan(0);
    expect(data?.businessProfile.hours).toBe('Monday to Saturday 10am to 3pm, Sunday closed');
  });
});

describe('serving the web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/', '/order', '/Admin/Orders', '/no/such/page'])(
    'answers %s with the SPA, never cached',
    async (path) => {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Drawn on the server (data-server-rendered) but for the back office, which the browser draws.
      expect(await response.text()).toMatch(/<div id="root"( data-server-rendered)?>/);
    },
  );

  it('serves fingerprinted assets for a year, compressed', async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const script = html.match(/data-page-scripts="[^"]*(\/assets\/[^" ]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${app.baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  // The storefront's modules are evaluated in steps, each a task of its own (apps/web/src/main.tsx, decision 020):
  // the build keeps them in one file, each step ending in a top-level await. A bundler that hoisted or merged them
  // would quietly make the start one long task on a phone again.
  it('serves the storefront as code that starts in steps, each awaited at the top of its file', async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const script = html.match(/data-page-scripts="[^"]*(\/assets\/app-[^" ]+\.js)/)?.[1] ?? '';
    const code = await readFile(join(serverRoot, '../web/dist', script), 'utf8');
    const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
    const awaits = program.body.filter(
      (statement) =>
        statement.type === 'ExpressionStatement' && statement.expression.type === 'AwaitExpression',
    );
    // After 1-react, 2-emotion, 3-mui-styles and 4-router-and-queries (app/start/).
    expect(awaits.length).toBeGreaterThanOrEqual(4);
  });

  it('sends the files the build compressed as they are: Brotli or gzip as asked, plain otherwise', async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    // The storefront's chunk; the page also loads the build's small runtime chunk, too small to compress.
    const script = html.match(/data-page-scripts="[^"]*(\/assets\/app-[^" ]+\.js)/)?.[1] ?? '';
    expect(script).not.toBe('');
    const built = join(serverRoot, '../web/dist', script);
    const cases = [
      { accept: 'zstd, br, gzip', encoding: 'br', file: `${built}.br` },
      { accept: 'gzip, deflate', encoding: 'gzip', file: `${built}.gz` },
      { accept: 'identity', encoding: undefined, file: built },
    ];
    for (const { accept, encoding, file } of cases) {
      const { headers, body } = await rawGet(`${app.baseUrl}${script}`, accept);
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers.vary).toMatch(/accept-encoding/i);
      // The build's own bytes: not compressed a second time on the way out.
      expect(body.equals(await readFile(file))).toBe(true);
    }
    // The highest quality is the point: well under what compressing as the server answers gives.
    const [brotli, plain] = await Promise.all([readFile(`${built}.br`), readFile(built)]);
    expect(brotli.byteLength).toBeLessThan(plain.byteLength * 0.3);
  });

  it('answers 404 for unknown API paths and missing files instead of the SPA', async () => {
    expect((await fetch(`${app.baseUrl}/api/nope`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/images/missing.webp`)).status).toBe(404);
  });
});

describe('sign-in limit per client address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts by the connection, not by an X-Forwarded-For the client made up', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await new ApiClient(app.baseUrl).request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${attempt}`,
          'x-cleaver-client-ip': `198.51.100.${attempt}`,
        },
        // A different account each time, so only the per-address count can stop them.
        body: JSON.stringify({ email: `nobody${attempt}@demo.test`, password: 'not-the-password' }),
      });
      statuses.push(response.status);
    }
    // The 20th failure from one address locks it (modules/auth/throttle.ts), and it stays locked.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });
});
