import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { product } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, mailText, waitForMail } from '../../test/eml.ts';
import {
  clearThrottle,
  codeOf,
  customerIdOf,
  otherCustomerEmails,
  SIGN_IN,
  temporaryPasswordIn,
  verificationCodeIn,
} from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const MY_ORDERS = 'subscription { myOrderChanged { action order { id totals { total } } } }';
const MY_ACCOUNT = 'subscription { myAccountChanged { action isActive } }';
// Open to guests, but a signed-in customer's events carry their level's prices.
const PRODUCTS = 'subscription { productChanged { productId product { price } } }';
const STAFF_ORDERS = 'subscription { adminOrderChanged { action orderId } }';
const NOTICES = 'subscription { notificationCreated { message } }';
const CREATE_ORDER = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const CREATE_STAFF_ORDER = `mutation ($input: StaffOrderInput!) {
  createStaffOrder(input: $input, sendCustomerEmail: false) { id version } }`;
const UPDATE_STAFF_ORDER = `mutation ($id: ID!, $version: Int!, $input: StaffOrderInput!) {
  updateStaffOrder(id: $id, version: $version, input: $input) { id } }`;
const CHANGE_PASSWORD = `mutation ($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) }`;
const REQUEST_CODE = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const RESET = `mutation ($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword) }`;
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) {
  setCustomerActive(customerId: $id, isActive: $isActive) }`;
const DELETE_CUSTOMER = 'mutation ($id: ID!) { deleteCustomer(id: $id) { outcome } }';
const CREATE_ADMIN = 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
const COMPLETE_FIRST_SIGN_IN =
  'mutation ($newPassword: String!) { completeFirstSignIn(newPassword: $newPassword) { id } }';
const REMOVE_ADMIN = 'mutation ($id: ID!) { removeAdmin(id: $id) }';
const RENAME_ME = `mutation ($lastName: String!) {
  updateMyAdminAccount(input: { firstName: "Aroha", lastName: $lastName, email: "admin@demo.test" }) { id } }`;

// Well past the revocation's own round trip (a NOTIFY between instances), well short of a page left streaming.
const ENDS_WITHIN_MS = 5_000;

type StreamEvent = { data: Record<string, unknown> | null; errors?: Array<{ message: string }> };

/** A live-update stream as a page holds it: what it was told so far, and whether the server ended it. */
type LiveStream = { events: StreamEvent[]; ended: Promise<boolean>; close(): void };

describe.each(TEST_DATABASES)('live streams of revoked sessions on $name', ({ url }) => {
  let app: TestApp;
  /** Where pages' streams are opened: see {@link streamingInstance}. */
  let streaming: { url: string; close(): Promise<void> };
  let admin: ApiClient;
  let emails: string[];
  let productId: string;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    app = await startTestApp({ databaseUrl: url });
    streaming = await streamingInstance(app);
    emails = await otherCustomerEmails(app, 8);
    admin = await signedIn('admin@demo.test');
    const [orderable] = await app.database.db
      .select({ id: product.id })
      .from(product)
      .where(and(eq(product.isEnabled, true), eq(product.inStock, true), eq(product.type, 'PRODUCT')))
      .orderBy(asc(product.code))
      .limit(1);
    if (!orderable) throw new Error('no orderable product');
    productId = orderable.id;
  });
  afterAll(async () => {
    await streaming?.close();
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  let next = 0;
  const freshEmail = () => {
    const email = emails[next++];
    if (!email) throw new Error('out of seeded customers');
    return email;
  };

  async function signedIn(email: string, password = 'demo-pass-1'): Promise<ApiClient> {
    const client = new ApiClient(app.baseUrl);
    expect(codeOf(await client.graphql(SIGN_IN, { email, password })), `sign-in as ${email}`).toBeNull();
    return client;
  }

  /** Another browser holding a copy of this one's cookies: a stolen session. */
  function copyOf(client: ApiClient): ApiClient {
    const copy = new ApiClient(app.baseUrl);
    copy.useCookiesOf(client);
    return copy;
  }

  /**
   * Opens a subscription over SSE with the client's cookies on the streaming instance; resolves once the server
   * holds it. Its events are collected as they come; `ended` is true once the server ends the response.
   */
  async function openStream(client: ApiClient, query: string): Promise<LiveStream> {
    const controller = new AbortController();
    const response = await fetch(new URL(`/graphql?query=${encodeURIComponent(query)}`, streaming.url), {
      headers: { origin: client.baseUrl, cookie: client.cookieHeader, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: StreamEvent[] = [];
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const ended = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        buffer += value;
        for (let match = buffer.match(/data: (.+)\n/); match?.[1]; match = buffer.match(/data: (.+)\n/)) {
          buffer = buffer.slice((match.index ?? 0) + match[0].length);
          events.push(JSON.parse(match[1]) as StreamEvent);
        }
      }
    })().catch(() => false);
    const stream = { events, ended, close: () => controller.abort() };
    streams.push(stream);
    // Yoga registers the subscription as the stream is first read; give the event loop a moment to attach.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return stream;
  }

  /** True when the server ends the stream within {@link ENDS_WITHIN_MS}. */
  async function endsSoon(stream: LiveStream): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const stillOpen = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ENDS_WITHIN_MS);
    });
    const ended = await Promise.race([stream.ended, stillOpen]);
    clearTimeout(timer);
    return ended;
  }

  const ordersIn = (stream: LiveStream) =>
    stream.events.map((event) => (event.data?.myOrderChanged as { order?: { id: string } })?.order?.id);
  const staffOrdersIn = (stream: LiveStream) =>
    stream.events.map((event) => (event.data?.adminOrderChanged as { orderId?: string })?.orderId);
  const noticesIn = (stream: LiveStream) =>
    stream.events.map((event) => (event.data?.notificationCreated as { message?: string })?.message);

  async function placeOrder(client: ApiClient): Promise<string> {
    const answer = await client.graphql<{ createOrder: { id: string } }>(CREATE_ORDER, {
      input: {
        idempotencyKey: `revoked-streams-${Date.now()}-${Math.random()}`,
        isDelivery: false,
        lines: [{ productId, quantity: 1 }],
      },
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createOrder.id;
  }

  const staffOrderInput = (customerId: string, purchaseOrder: string) => ({
    customerId,
    processingDate: '2032-03-02',
    status: 'PENDING',
    isDelivery: false,
    line: 'B',
    freight: null,
    cutting: 0,
    purchaseOrder,
    notes: '',
    lines: [{ productId, quantity: 2 }],
  });

  async function staffOrderFor(customerId: string): Promise<{ id: string; version: number }> {
    const answer = await admin.graphql<{ createStaffOrder: { id: string; version: number } }>(
      CREATE_STAFF_ORDER,
      { input: staffOrderInput(customerId, 'PHONE') },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createStaffOrder;
  }

  /**
   * A customer's session revoked by what `revoke` does to it: a copy of the session (a thief's) listening to the
   * customer's orders is told of an order placed before, and neither told of the order the customer places, on a new
   * session, right after the revocation (their own new stream is), nor kept open; nor is its stream of products.
   */
  async function revokedWhileCustomerOrders(
    revoke: (victim: ApiClient, email: string) => Promise<ApiClient>,
  ): Promise<void> {
    const email = freshEmail();
    const victim = await signedIn(email);
    const stolen = await openStream(copyOf(victim), MY_ORDERS);
    const stolenProducts = await openStream(copyOf(victim), PRODUCTS);
    const before = await placeOrder(victim);
    await vi.waitFor(() => expect(ordersIn(stolen)).toEqual([before]));

    const now = await revoke(victim, email);
    const own = await openStream(now, MY_ORDERS);
    const after = await placeOrder(now);
    await vi.waitFor(() => expect(ordersIn(own)).toEqual([after]));

    expect(await endsSoon(stolen), 'the stolen session’s stream ended').toBe(true);
    expect(ordersIn(stolen), 'orders the stolen session heard of').toEqual([before]);
    expect(await endsSoon(stolenProducts), 'the stolen session’s products stream ended').toBe(true);
  }

  it('ends at sign-out', async () => {
    await revokedWhileCustomerOrders(async (victim, email) => {
      expect((await victim.signOut()).status).toBe(200);
      return signedIn(email);
    });
  });

  it('ends when the password is changed', async () => {
    await revokedWhileCustomerOrders(async (victim) => {
      const changed = await victim.graphql(CHANGE_PASSWORD, {
        currentPassword: 'demo-pass-1',
        newPassword: 'changed-pass-1',
      });
      expect(changed).toEqual({ data: { changePassword: true } });
      // This browser carries on with the new session the change gave it.
      return victim;
    });
  });

  it('ends when the password is reset with a mailed code', async () => {
    await revokedWhileCustomerOrders(async (_victim, email) => {
      const guest = new ApiClient(app.baseUrl);
      const seen = mailFiles(app.dataDir);
      expect((await guest.graphql(REQUEST_CODE, { email })).errors).toBeUndefined();
      const code = await codeMailedTo(email, seen);
      const reset = await guest.graphql(RESET, { email, code, newPassword: 'reset-pass-1' });
      expect(reset).toEqual({ data: { resetPassword: true } });
      return signedIn(email, 'reset-pass-1');
    });
  });

  /** The verification code mailed to `email` since `seen`; the customer's order confirmations may come first. */
  async function codeMailedTo(email: string, seen: string[]): Promise<string> {
    for (const skipped = [...seen]; ; ) {
      const mail = await waitForMail(app.dataDir, email, { seen: skipped });
      if (/Verification code: \d{6}/.test(mailText(mail))) return verificationCodeIn(mail);
      skipped.push(mail.file);
    }
  }

  /**
   * Staff end a customer's sessions by what `revoke` does: the customer's own streams hear their order placed
   * before, and of the order staff change right after only staff hear; the account stream's last word says the
   * account is disabled, as the page shows, and both streams end.
   */
  async function revokedByStaff(
    revoke: (customerId: string) => Promise<void>,
    changeAfter: (customerId: string, order: { id: string; version: number }) => Promise<string>,
  ): Promise<void> {
    const email = freshEmail();
    const customerId = await customerIdOf(app, email);
    const customer = await signedIn(email);
    const orders = await openStream(customer, MY_ORDERS);
    const account = await openStream(customer, MY_ACCOUNT);
    const before = await staffOrderFor(customerId);
    await vi.waitFor(() => expect(ordersIn(orders)).toEqual([before.id]));
    const staff = await openStream(admin, STAFF_ORDERS);

    await revoke(customerId);
    const after = await changeAfter(customerId, before);
    await vi.waitFor(() => expect(staffOrdersIn(staff)).toContain(after));

    expect(await endsSoon(orders), 'the orders stream ended').toBe(true);
    expect(ordersIn(orders), 'orders the customer heard of').toEqual([before.id]);
    expect(await endsSoon(account), 'the account stream ended').toBe(true);
    expect(account.events).toEqual([{ data: { myAccountChanged: { action: 'UPDATED', isActive: false } } }]);
  }

  it('ends when staff disable the customer', async () => {
    await revokedByStaff(
      async (customerId) => {
        const disabled = await admin.graphql(SET_ACTIVE, { id: customerId, isActive: false });
        expect(disabled.errors).toBeUndefined();
      },
      async (customerId) => (await staffOrderFor(customerId)).id,
    );
  });

  it('ends when staff delete a customer who has orders, archiving them', async () => {
    await revokedByStaff(
      async (customerId) => {
        const deleted = await admin.graphql(DELETE_CUSTOMER, { id: customerId });
        expect(deleted.data).toEqual({ deleteCustomer: { outcome: 'ARCHIVED' } });
      },
      async (customerId, order) => {
        const updated = await admin.graphql(UPDATE_STAFF_ORDER, {
          id: order.id,
          version: order.version,
          input: staffOrderInput(customerId, 'CHANGED'),
        });
        expect(updated.errors).toBeUndefined();
        return order.id;
      },
    );
  });

  it('ends when the admin is removed, before the notice of their removal', async () => {
    const email = 'removed-admin@example.test';
    const seen = mailFiles(app.dataDir);
    const created = await admin.graphql<{ createAdmin: { id: string } }>(CREATE_ADMIN, {
      input: { firstName: 'Sam', lastName: 'Removed', email },
    });
    expect(created.errors).toBeUndefined();
    const removedAdmin = await signedIn(
      email,
      temporaryPasswordIn(await waitForMail(app.dataDir, email, { seen })),
    );
    expect(
      codeOf(await removedAdmin.graphql(COMPLETE_FIRST_SIGN_IN, { newPassword: 'own-pass-123' })),
    ).toBeNull();

    const theirs = await openStream(removedAdmin, NOTICES);
    const ours = await openStream(admin, NOTICES);
    expect(codeOf(await admin.graphql(RENAME_ME, { lastName: 'Before' }))).toBeNull();
    const renamed = 'Admin account updated: Aroha Before (admin@demo.test)';
    await vi.waitFor(() => expect(noticesIn(theirs)).toEqual([renamed]));

    expect(codeOf(await admin.graphql(REMOVE_ADMIN, { id: created.data!.createAdmin.id }))).toBeNull();
    expect(codeOf(await admin.graphql(RENAME_ME, { lastName: 'Admin' }))).toBeNull();
    await vi.waitFor(() =>
      expect(noticesIn(ours)).toEqual([
        renamed,
        `Admin Sam Removed (${email}) removed`,
        'Admin account updated: Aroha Admin (admin@demo.test)',
      ]),
    );

    expect(await endsSoon(theirs), 'the removed admin’s stream ended').toBe(true);
    expect(noticesIn(theirs), 'notices the removed admin heard').toEqual([renamed]);
  });
});

/**
 * Where pages' streams are opened. On PostgreSQL, a second server on the same database, as a load balancer may send a
 * page's stream to one instance and its sign-out to another: it hears of revocations only over LISTEN/NOTIFY. PGlite
 * is one process's, so there the app itself.
 */
async function streamingInstance(app: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  if (app.database.kind !== 'postgres') return { url: app.baseUrl, close: async () => {} };
  const databaseUrl = (app.database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const database = await openDatabase({ databaseUrl, dataDir: app.dataDir });
  const other = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: app.dataDir,
      DATABASE_URL: databaseUrl,
      // Behind the same address as the first: the same origin and cookies, and the same secret (in DATA_DIR).
      PUBLIC_URL: app.baseUrl,
      SCHEDULER: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    }),
    database,
  );
  const address = await other.server.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    close: async () => {
      await other.server.close();
      await database.close();
    },
  };
}
