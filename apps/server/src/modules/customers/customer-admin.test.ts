import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customer, customPrice, order, priceLevel, product, settings, user } from '../../db/schema.ts';
import { ApiClient } from '../../test/client.ts';
import { mailFiles, waitForMail } from '../../test/eml.ts';
import {
  clearThrottle,
  codeOf,
  customerIdOf,
  otherCustomerEmails,
  SIGN_IN,
  startWithRoles,
  temporaryPasswordIn,
  type ViewerJson,
  whoAmI,
} from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const ROW = `id customerCode firstName lastName email mobile companyName customerLevel isActive
  priceLevel { id name } address { addr1 addr2 addr3 city postalCode } orderCount recurringOrderCount
  accountingSync { state lastError } paymentTerms paymentTermsLabel creditLimit`;
const LIST = `query ($search: String, $offset: Int, $limit: Int) {
  adminCustomers(search: $search, offset: $offset, limit: $limit) { totalCount rows { ${ROW} } } }`;
const CREATE = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { ${ROW} } }`;
const UPDATE = `mutation ($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${ROW} } }`;
const DELETE = 'mutation ($id: ID!) { deleteCustomer(id: $id) { id outcome } }';
const SET_ACTIVE = `mutation ($id: ID!, $isActive: Boolean!) { setCustomerActive(customerId: $id, isActive: $isActive) }`;
const SEARCH = 'query ($search: String!) { searchCustomers(search: $search) { id email } }';
const NOTICES = 'query { listNotifications { message user } }';
const PRICE = 'query ($id: ID!) { getProduct(id: $id) { price { price customPrice } } }';

type Row = {
  id: string;
  customerCode: string;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  customerLevel: string;
  isActive: boolean;
  priceLevel: { id: string; name: string } | null;
  address: { addr1: string; addr2: string; addr3: string; city: string; postalCode: string };
  orderCount: number;
  recurringOrderCount: number;
  accountingSync: { state: string; lastError: string | null };
  paymentTerms: string | null;
  paymentTermsLabel: string;
  creditLimit: number | null;
};
type Page = { adminCustomers: { totalCount: number; rows: Row[] } };

let serial = 0;
/** A valid new customer, unique per call. */
function newCustomer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    customerCode: `TEST${String(serial).padStart(3, '0')}`,
    firstName: 'Mere',
    lastName: 'Parata',
    email: `mere${serial}@kaimoana.test`,
    mobile: '021 555 0199',
    companyName: `Kaimoana Kitchen ${serial}`,
    customerLevel: 'B',
    priceLevelId: null,
    addr1: `Kaimoana Kitchen ${serial}`,
    addr2: '3 Wharf Road',
    addr3: 'Herne Bay',
    city: 'Auckland',
    postalCode: '1011',
    ...overrides,
  };
}

describe.each(TEST_DATABASES)('the back office’s customers on $name', ({ url }) => {
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let guest: ApiClient;
  beforeAll(async () => {
    ({ app, admin, customer: bistro, guest } = await startWithRoles(url));
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    await clearThrottle(app);
  });

  async function create(input: Record<string, unknown>): Promise<Row> {
    const answer = await admin.graphql<{ createCustomer: Row }>(CREATE, { input });
    expect(answer.errors).toBeUndefined();
    return answer.data!.createCustomer;
  }

  async function signIn(
    email: string,
    password: string,
  ): Promise<{ client: ApiClient; code: string | null }> {
    const client = new ApiClient(app.baseUrl);
    const answer = await client.graphql<{ signIn: ViewerJson }>(SIGN_IN, { email, password });
    return { client, code: codeOf(answer) };
  }

  const customerCount = async () =>
    Number((await app.database.db.select({ n: count() }).from(customer))[0]?.n ?? 0);

  it('is for staff only: guests and customers are refused every operation and change nothing', async () => {
    const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const before = await customerCount();
    const operations: Array<[string, Record<string, unknown>]> = [
      [LIST, {}],
      [CREATE, { input: newCustomer() }],
      [UPDATE, { id: takeawayId, input: newCustomer() }],
      [DELETE, { id: takeawayId }],
      [SET_ACTIVE, { id: takeawayId, isActive: false }],
    ];
    for (const [client, expected, message] of [
      [guest, 'UNAUTHENTICATED', 'Please sign in to continue.'],
      [bistro, 'FORBIDDEN', 'You do not have access to this.'],
    ] as const) {
      for (const [document, variables] of operations) {
        const answer = await client.graphql(document, variables);
        expect(codeOf(answer), `${expected}: ${document.slice(0, 40)}`).toBe(expected);
        expect(answer.data).toBeNull();
      }
      const stream = await client.firstEvent('subscription { customerChanged { action customerId } }');
      expect((await stream.event).errors?.[0]?.message).toBe(message);
    }
    expect(await customerCount()).toBe(before);
    const [takeaway] = await app.database.db.select().from(customer).where(eq(customer.id, takeawayId));
    expect(takeaway).toMatchObject({ isActive: true, archivedAt: null, email: 'takeaway@demo.test' });
  });

  it('lists customers by company, searched on the server in any case, with a total and the sync state', async () => {
    const all = await admin.graphql<Page>(LIST, { limit: 1000 });
    const active = await app.database.db
      .select({ n: count() })
      .from(customer)
      .where(isNull(customer.archivedAt));
    const { rows, totalCount } = all.data!.adminCustomers;
    expect(totalCount).toBe(Number(active[0]?.n));
    expect(rows).toHaveLength(totalCount);
    const companies = rows.map((row) => row.companyName.toLowerCase());
    expect(companies).toEqual([...companies].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // The built-in ledger holds customers itself: nothing to send.
    expect(new Set(rows.map((row) => row.accountingSync.state))).toEqual(new Set(['LEDGER']));

    const page = await admin.graphql<Page>(LIST, { offset: 2, limit: 3 });
    expect(page.data!.adminCustomers.rows.map((row) => row.id)).toEqual(
      rows.slice(2, 5).map((row) => row.id),
    );
    expect(page.data!.adminCustomers.totalCount).toBe(totalCount);

    for (const search of ['  harbourSIDE ', 'HARB001', 'sophie tane', 'BISTRO@DEMO']) {
      const found = await admin.graphql<Page>(LIST, { search });
      expect(
        found.data!.adminCustomers.rows.map((row) => row.email),
        search,
      ).toEqual(['bistro@demo.test']);
      expect(found.data!.adminCustomers.totalCount).toBe(1);
    }
    const bistroRow = (await admin.graphql<Page>(LIST, { search: 'HARB001' })).data!.adminCustomers.rows[0]!;
    expect(bistroRow).toMatchObject({
      customerCode: 'HARB001',
      companyName: 'Harbourside Bistro',
      customerLevel: 'A',
      isActive: true,
      priceLevel: { name: 'Restaurant' },
      address: {
        addr1: 'Harbourside Bistro',
        addr2: '12 Quay Street',
        addr3: 'Auckland Central',
        postalCode: '1010',
      },
    });
    expect(bistroRow.orderCount).toBeGreaterThan(0);

    for (const limit of [0, 1001]) {
      expect(codeOf(await admin.graphql(LIST, { limit }))).toBe('BAD_INPUT');
    }
  });

  it('creates a customer whose mailed temporary password signs in and must be replaced', async () => {
    const input = newCustomer({ email: '  Aroha@Hangi.Test ', customerLevel: 'S' });
    const seen = mailFiles(app.dataDir);
    const created = await create(input);
    expect(created).toMatchObject({
      customerCode: input.customerCode,
      email: 'aroha@hangi.test',
      customerLevel: 'S',
      isActive: true,
      priceLevel: null,
      orderCount: 0,
      address: { addr2: '3 Wharf Road', city: 'Auckland', postalCode: '1011' },
    });
    const mail = await waitForMail(app.dataDir, 'aroha@hangi.test', { seen });
    expect(mail.headers.get('subject')).toMatch(/sign-in details/);
    const password = temporaryPasswordIn(mail);

    const [signInRow] = await app.database.db.select().from(user).where(eq(user.customerId, created.id));
    expect(signInRow).toMatchObject({
      role: 'customer',
      firstName: 'Mere',
      lastName: 'Parata',
      mustChangePassword: true,
    });
    expect(signInRow!.tempPasswordExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const { client, code } = await signIn('aroha@hangi.test', password);
    expect(code).toBeNull();
    expect(await whoAmI(client)).toMatchObject({ customerId: created.id, mustChangePassword: true });
    expect(codeOf(await client.graphql('query { myAccount { email } }'))).toBe('PASSWORD_CHANGE_REQUIRED');

    const notices = await admin.graphql<{ listNotifications: Array<{ message: string }> }>(NOTICES);
    expect(notices.data!.listNotifications[0]?.message).toBe(
      `Customer ${input.companyName} (${input.customerCode}) created`,
    );
    const found = await admin.graphql<Page>(LIST, { search: input.customerCode.toLowerCase() });
    expect(found.data!.adminCustomers.rows.map((row) => row.id)).toEqual([created.id]);
  });

  it('refuses an email any customer or staff member has, in any case, and a code in any case; writes nothing', async () => {
    const before = await customerCount();
    const seen = mailFiles(app.dataDir);
    for (const email of ['BISTRO@demo.test', 'Admin@Demo.Test']) {
      const answer = await admin.graphql(CREATE, { input: newCustomer({ email }) });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'This email already exists, please try a different email address',
        extensions: { code: 'EMAIL_TAKEN' },
      });
    }
    const sameCode = await admin.graphql(CREATE, { input: newCustomer({ customerCode: 'harb001' }) });
    expect(sameCode.errors?.[0]).toMatchObject({
      message: 'Customer code HARB001 is already used by Harbourside Bistro. Please choose another.',
      extensions: { code: 'CUSTOMER_CODE_TAKEN' },
    });
    expect(await customerCount()).toBe(before);
    expect(mailFiles(app.dataDir)).toEqual(seen);

    // Another customer's email or code on update is refused too; their own, in another case, is fine.
    const takeawayId = await customerIdOf(app, 'takeaway@demo.test');
    const takeaway = (await admin.graphql<Page>(LIST, { search: 'takeaway@demo.test' })).data!.adminCustomers
      .rows[0]!;
    const asSaved = {
      ...newCustomer(),
      customerCode: takeaway.customerCode.toLowerCase(),
      firstName: takeaway.firstName,
      lastName: takeaway.lastName,
      email: 'TAKEAWAY@demo.test',
      companyName: takeaway.companyName,
      customerLevel: takeaway.customerLevel,
    };
    const taken = await admin.graphql(UPDATE, {
      id: takeawayId,
      input: { ...asSaved, email: 'bistro@demo.test' },
    });
    expect(codeOf(taken)).toBe('EMAIL_TAKEN');
    const kept = await admin.graphql<{ updateCustomer: Row }>(UPDATE, { id: takeawayId, input: asSaved });
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateCustomer).toMatchObject({ email: 'takeaway@demo.test', customerCode: 'gold001' });
    expect((await signIn('takeaway@demo.test', 'demo-pass-1')).code).toBeNull();
  });

  it('refuses concurrent duplicates: one of two saves of the same email or code wins', async () => {
    const before = await customerCount();
    const sameEmail = await Promise.all(
      [0, 1].map(() => admin.graphql(CREATE, { input: newCustomer({ email: 'twice@kaimoana.test' }) })),
    );
    expect(sameEmail.map(codeOf).sort()).toEqual(['EMAIL_TAKEN', null]);
    const sameCode = await Promise.all(
      ['dup001', 'DUP001'].map((customerCode) =>
        admin.graphql(CREATE, { input: newCustomer({ customerCode }) }),
      ),
    );
    expect(sameCode.map(codeOf).sort()).toEqual(['CUSTOMER_CODE_TAKEN', null]);
    expect(await customerCount()).toBe(before + 2);
  });

  it('refuses bad input with the spec’s messages', async () => {
    const before = await customerCount();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ customerCode: '  ' }, 'Name is required'],
      [{ firstName: '' }, 'Name is required'],
      [{ lastName: ' ' }, 'Name is required'],
      [{ email: '' }, 'E-mail is required'],
      [{ email: 'not-an-email' }, 'E-mail must be valid'],
      [{ addr2: 'x'.repeat(42) }, 'Customer Address Too Long'],
      [{ mobile: 'call me' }, 'Please enter a valid phone number'],
      [
        { priceLevelId: '00000000-0000-4000-8000-000000000000' },
        'This price level no longer exists. Please choose another.',
      ],
    ];
    for (const [change, message] of cases) {
      const answer = await admin.graphql(CREATE, { input: newCustomer(change) });
      expect(answer.errors?.[0]?.message, JSON.stringify(change)).toBe(message);
      expect(codeOf(answer)).toBe('BAD_INPUT');
    }
    // The level is an enum: anything else never reaches the service.
    expect(codeOf(await admin.graphql(CREATE, { input: newCustomer({ customerLevel: 'Z' }) }))).toBeTruthy();
    expect(await customerCount()).toBe(before);
  });

  it('changes the sign-in email with the record, and a new price level changes what the customer pays at once', async () => {
    const created = await create(newCustomer());
    const password = temporaryPasswordIn(await waitForMail(app.dataDir, created.email));
    const [restaurant] = await app.database.db
      .select({ id: priceLevel.id })
      .from(priceLevel)
      .where(eq(priceLevel.name, 'Restaurant'));
    const [discounted] = await app.database.db
      .select({ productId: customPrice.productId, price: customPrice.price })
      .from(customPrice)
      .innerJoin(product, eq(product.id, customPrice.productId))
      .where(
        and(
          eq(customPrice.priceLevelId, restaurant!.id),
          eq(product.isEnabled, true),
          isNull(product.archivedAt),
        ),
      )
      .limit(1);
    const priceSeen = async (client: ApiClient) =>
      (
        await client.graphql<{ getProduct: { price: { price: number; customPrice: number | null } } }>(
          PRICE,
          {
            id: discounted!.productId,
          },
        )
      ).data!.getProduct.price;

    const { client, code } = await signIn(created.email, password);
    expect(code).toBeNull();
    expect(
      codeOf(await client.graphql('mutation { completeFirstSignIn(newPassword: "my-own-pass-1") { id } }')),
    ).toBeNull();
    expect((await priceSeen(client)).customPrice).toBeNull();

    const seen = mailFiles(app.dataDir);
    const input = {
      ...newCustomer(),
      customerCode: created.customerCode,
      email: 'New.Address@Kaimoana.test',
      priceLevelId: restaurant!.id,
    };
    const updated = await admin.graphql<{ updateCustomer: Row }>(UPDATE, { id: created.id, input });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateCustomer).toMatchObject({
      email: 'new.address@kaimoana.test',
      priceLevel: { id: restaurant!.id, name: 'Restaurant' },
    });
    // The custom price, in cents, from the next request on.
    await expect
      .poll(async () => (await priceSeen(client)).customPrice)
      .toBe(Math.round(Number(discounted!.price) * 100));

    // The old address is told; the new one signs in, the old one no longer does.
    const notice = await waitForMail(app.dataDir, created.email, { seen });
    expect(notice.headers.get('subject')).toMatch(/sign-in email was changed/);
    expect((await signIn('new.address@kaimoana.test', 'my-own-pass-1')).code).toBeNull();
    expect((await signIn(created.email, 'my-own-pass-1')).code).toBe('INVALID_CREDENTIALS');
  });

  it('archives a customer with orders: hidden, unable to sign in, sessions ended, orders kept', async () => {
    const [email] = await otherCustomerEmails(app, 1);
    const customerId = await customerIdOf(app, email!);
    const ordersBefore = await app.database.db
      .select({ id: order.id })
      .from(order)
      .where(eq(order.customerId, customerId));
    expect(ordersBefore.length).toBeGreaterThan(0);
    const { client } = await signIn(email!, 'demo-pass-1');
    expect(await whoAmI(client)).not.toBeNull();
    const row = (await admin.graphql<Page>(LIST, { search: email })).data!.adminCustomers.rows[0]!;
    expect(row.orderCount).toBe(ordersBefore.length);

    const deleted = await admin.graphql(DELETE, { id: customerId });
    expect(deleted.data).toEqual({ deleteCustomer: { id: customerId, outcome: 'ARCHIVED' } });
    expect(await whoAmI(client)).toBeNull();
    expect((await signIn(email!, 'demo-pass-1')).code).toBe('ACCOUNT_DISABLED');
    expect((await admin.graphql<Page>(LIST, { search: email })).data!.adminCustomers.totalCount).toBe(0);
    expect(
      (await admin.graphql<{ searchCustomers: unknown[] }>(SEARCH, { search: email })).data!.searchCustomers,
    ).toEqual([]);
    // Their orders still name them, with the snapshot taken when they ordered.
    const ordersAfter = await app.database.db
      .select({ id: order.id, snapshot: order.customerSnapshot })
      .from(order)
      .where(eq(order.customerId, customerId));
    expect(ordersAfter.map((o) => o.id).sort()).toEqual(ordersBefore.map((o) => o.id).sort());
    expect(ordersAfter[0]?.snapshot.email).toBe(email);
    // Gone from staff's screens: nothing more to change.
    expect(codeOf(await admin.graphql(DELETE, { id: customerId }))).toBe('NOT_FOUND');
    expect(codeOf(await admin.graphql(SET_ACTIVE, { id: customerId, isActive: true }))).toBe('NOT_FOUND');
    const notices = await admin.graphql<{ listNotifications: Array<{ message: string }> }>(NOTICES);
    expect(notices.data!.listNotifications[0]?.message).toBe(
      `Customer ${row.companyName} (${row.customerCode}) archived`,
    );
  });

  it('deletes a customer without history with their sign-in, and tells open staff lists', async () => {
    const created = await create(newCustomer());
    const stream = await admin.firstEvent<{ customerChanged: { action: string; customerId: string } }>(
      'subscription { customerChanged { action customerId } }',
    );
    const deleted = await admin.graphql(DELETE, { id: created.id });
    expect(deleted.data).toEqual({ deleteCustomer: { id: created.id, outcome: 'DELETED' } });
    expect((await stream.event).data?.customerChanged).toEqual({ action: 'DELETED', customerId: created.id });
    expect(await app.database.db.select().from(customer).where(eq(customer.id, created.id))).toEqual([]);
    expect(await app.database.db.select().from(user).where(eq(user.email, created.email))).toEqual([]);
    // The code and the email are free again.
    await create(newCustomer({ customerCode: created.customerCode, email: created.email }));
  });

  it('disables a customer with a notice: their sessions end; enabling lets them back in', async () => {
    const [, email] = await otherCustomerEmails(app, 2);
    const customerId = await customerIdOf(app, email!);
    const { client } = await signIn(email!, 'demo-pass-1');
    expect(await whoAmI(client)).not.toBeNull();
    expect((await admin.graphql(SET_ACTIVE, { id: customerId, isActive: false })).data).toEqual({
      setCustomerActive: true,
    });
    expect(await whoAmI(client)).toBeNull();
    const row = (await admin.graphql<Page>(LIST, { search: email })).data!.adminCustomers.rows[0]!;
    expect(row.isActive).toBe(false);
    const notices = await admin.graphql<{ listNotifications: Array<{ message: string }> }>(NOTICES);
    expect(notices.data!.listNotifications[0]?.message).toBe(
      `Customer ${row.companyName} (${row.customerCode}) disabled`,
    );
    expect((await signIn(email!, 'demo-pass-1')).code).toBe('ACCOUNT_DISABLED');
    await admin.graphql(SET_ACTIVE, { id: customerId, isActive: true });
    expect((await signIn(email!, 'demo-pass-1')).code).toBeNull();
  });

  it('keeps payment terms and a credit limit that staff set: the shop’s terms when none, left out kept', async () => {
    await app.database.db.update(settings).set({ paymentTerms: 'TWENTIETH_FOLLOWING' });
    expect(await create(newCustomer())).toMatchObject({
      paymentTerms: null,
      paymentTermsLabel: '20th of the month following',
      creditLimit: null,
    });
    const input = { ...newCustomer(), paymentTerms: 'DAYS:30', creditLimit: 500_000 };
    const own = await create(input);
    expect(own).toMatchObject({
      paymentTerms: 'DAYS:30',
      paymentTermsLabel: '30 days',
      creditLimit: 500_000,
    });
    const update = async (change: Record<string, unknown>) => {
      const answer = await admin.graphql<{ updateCustomer: Row }>(UPDATE, {
        id: own.id,
        input: { ...input, ...change },
      });
      expect(answer.errors).toBeUndefined();
      return answer.data!.updateCustomer;
    };
    // A caller that does not know the fields leaves them as they are.
    const { paymentTerms: _terms, creditLimit: _limit, ...withoutAccount } = input;
    const kept = await admin.graphql<{ updateCustomer: Row }>(UPDATE, { id: own.id, input: withoutAccount });
    expect(kept.data?.updateCustomer).toMatchObject({ paymentTerms: 'DAYS:30', creditLimit: 500_000 });
    expect(await update({ paymentTerms: 'COD', creditLimit: 0 })).toMatchObject({
      paymentTerms: 'COD',
      paymentTermsLabel: 'Cash on delivery',
      creditLimit: 0,
    });
    expect(await update({ paymentTerms: null, creditLimit: 100_000_000 })).toMatchObject({
      paymentTerms: null,
      paymentTermsLabel: '20th of the month following',
      creditLimit: 100_000_000,
    });
    const [stored] = await app.database.db.select().from(customer).where(eq(customer.id, own.id));
    expect(stored).toMatchObject({ paymentTerms: null, creditLimit: '1000000.00' });

    for (const refused of [
      { paymentTerms: 'DAYS:400' },
      { paymentTerms: 'NET30' },
      { creditLimit: -1 },
      { creditLimit: 100_000_001 },
    ]) {
      const answer = await admin.graphql(UPDATE, { id: own.id, input: { ...input, ...refused } });
      expect(codeOf(answer), JSON.stringify(refused)).toBe('BAD_INPUT');
    }
    const [unchanged] = await app.database.db.select().from(customer).where(eq(customer.id, own.id));
    expect(unchanged).toMatchObject({ paymentTerms: null, creditLimit: '1000000.00' });

    // A customer cannot give themselves terms or a limit, by the staff mutation or their own.
    const bistroId = await customerIdOf(app, 'bistro@demo.test');
    const [before] = await app.database.db.select().from(customer).where(eq(customer.id, bistroId));
    const theirs = await bistro.graphql(UPDATE, {
      id: bistroId,
      input: newCustomer({ email: 'bistro@demo.test', paymentTerms: 'DAYS:365', creditLimit: 100_000_000 }),
    });
    expect(codeOf(theirs)).toBe('FORBIDDEN');
    const ownAccount = await bistro.graphql(
      'mutation ($input: UpdateMyAccountInput!) { updateMyAccount(input: $input) { email } }',
      { input: { paymentTerms: 'DAYS:365' } },
    );
    expect(ownAccount.errors).toBeDefined();
    const [after] = await app.database.db.select().from(customer).where(eq(customer.id, bistroId));
    expect(after).toMatchObject({ paymentTerms: before!.paymentTerms, creditLimit: before!.creditLimit });
  });
});
