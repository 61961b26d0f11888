import { eq } from 'drizzle-orm';
import { authThrottle, customer, user } from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed/customers-data.ts';
import { ApiClient } from './client.ts';
import { mailText, type ParsedMail } from './eml.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const VIEWER_FIELDS = 'id email firstName lastName role customerId mustChangePassword';
export const SIGN_IN = `mutation ($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { ${VIEWER_FIELDS} } }`;
export const ME = `query { me { ${VIEWER_FIELDS} } }`;

export type ViewerJson = {
  id: string;
  email: string;
  role: 'ADMIN' | 'CUSTOMER';
  customerId: string | null;
  mustChangePassword: boolean;
};

/** The error code of a GraphQL answer, or null when it has none. */
export function codeOf(answer: { errors?: Array<{ extensions?: { code?: string } }> }): string | null {
  return answer.errors?.[0]?.extensions?.code ?? null;
}

/** The signed-in user's `me`, or null. */
export async function whoAmI(client: ApiClient): Promise<ViewerJson | null> {
  const answer = await client.graphql<{ me: ViewerJson | null }>(ME);
  return answer.data?.me ?? null;
}

/** Forgets every failure count, so one test's attempts never lock the next test out. */
export async function clearThrottle(app: TestApp): Promise<void> {
  await app.database.db.delete(authThrottle);
}

export async function userIdOf(app: TestApp, email: string): Promise<string> {
  const [row] = await app.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function customerIdOf(app: TestApp, email: string): Promise<string> {
  const [row] = await app.database.db
    .select({ customerId: user.customerId })
    .from(user)
    .where(eq(user.email, email));
  if (!row?.customerId) throw new Error(`no customer user ${email}`);
  return row.customerId;
}

/** Seeded customers that can sign in with the demo password, other than the named demo accounts. */
export async function otherCustomerEmails(app: TestApp, count: number): Promise<string[]> {
  const rows = await app.database.db
    .select({ email: customer.email })
    .from(customer)
    .where(eq(customer.isActive, true))
    .orderBy(customer.code);
  return rows
    .map((row) => row.email)
    .filter((email) => !email.endsWith('@demo.test'))
    .slice(0, count);
}

export function verificationCodeIn(mail: ParsedMail): string {
  const code = /Verification code: (\d{6})/.exec(mailText(mail))?.[1];
  if (!code) throw new Error(`no code in mail: ${mailText(mail)}`);
  return code;
}

export function temporaryPasswordIn(mail: ParsedMail): string {
  const password = /Temporary password: (\S+)/.exec(mailText(mail))?.[1];
  if (!password) throw new Error(`no temporary password in mail: ${mailText(mail)}`);
  return password;
}

export function median(values: ReadonlyArray<number>): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The CPU time, in milliseconds, this process spends while `work` runs. The test app serves in this process, so it is
 * the work a request costs whatever else the machine runs: wall time beside another job's load made equal-work
 * checks fail (a known email 453 ms, an unknown one 203 ms, in CI beside a second run).
 */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** The seeded demo accounts a test signs in as: `admin` is staff, the others are customers. */
export type DemoAccount = 'admin' | 'bistro' | 'takeaway' | 'driver';

/**
 * A client signed in as each named demo account (`${name}@demo.test`, the demo password), and a guest.
 * Throws, naming the account, when a sign-in is refused, so a broken setup fails there and not in a
 * later assertion about who may do what.
 */
export async function signedInClients<Name extends DemoAccount>(
  app: TestApp,
  accounts: readonly Name[],
): Promise<Record<Name, ApiClient> & { guest: ApiClient }> {
  await clearThrottle(app);
  const clients = {} as Record<Name, ApiClient>;
  // One at a time: each sign-in hashes a password, and the machine's cores run other test files too.
  for (const name of accounts) {
    const client = new ApiClient(app.baseUrl);
    const response = await client.signIn(`${name}@demo.test`, DEMO_PASSWORD);
    if (response.status !== 200) {
      throw new Error(`sign-in as ${name}@demo.test: ${response.status} ${await response.text()}`);
    }
    clients[name] = client;
  }
  return { ...clients, guest: new ApiClient(app.baseUrl) };
}

/** A test app with an admin (admin@demo.test) and a customer (bistro@demo.test) signed in, and a guest. */
export async function startWithRoles(
  databaseUrl: string | undefined,
): Promise<{ app: TestApp; admin: ApiClient; customer: ApiClient; guest: ApiClient }> {
  const app = await startTestApp({ databaseUrl });
  const { admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']);
  return { app, admin, customer: bistro, guest };
}
