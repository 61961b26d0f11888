import { userMessage } from '@cleaver/domain/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AccountingContractServer, SALES_PATHS } from '../../test/accounting-contract-server.ts';
import type { ApiClient } from '../../test/client.ts';
import { startAppWithContractServers } from '../../test/contract-servers.ts';
import { codeOf, signedInClients } from '../../test/identity.ts';
import { startTestApp, TEST_DATABASES, type TestApp } from '../../test/test-app.ts';

const SALES = `query ($from: String!, $to: String!) {
  accountingSales(from: $from, to: $to) {
    dailySalesTotal topCustomersDaily { customerName value }
    monthlySales
    yearToDate { customerName value }
    donut { value customers { customerName value } }
  }
}`;
const MARCH = { from: '2031-03-01', to: '2031-03-31' };
// Well within the app's 15 s timeout on each call: a stop only that timeout caused would take longer.
const PROMPTLY_MS = 5_000;

type NamedSales = { customerName: string; value: number };
type AccountingSales = {
  dailySalesTotal: number;
  topCustomersDaily: NamedSales[];
  monthlySales: number;
  yearToDate: NamedSales[];
  donut: { value: number; customers: NamedSales[] };
};

const SOURCE = 'query { dashboardFigures { salesSource } }';

describe.each(TEST_DATABASES)('the dashboard’s figures from the accounting system on $name', ({ url }) => {
  describe('with the accounting HTTP adapter', () => {
    let contract: AccountingContractServer;
    let app: TestApp;
    let admin: ApiClient;
    let bistro: ApiClient;
    let guest: ApiClient;

    beforeAll(async () => {
      ({ app, accounting: contract } = await startAppWithContractServers({
        databaseUrl: url,
        accounting: true,
      }));
      ({ admin, bistro, guest } = await signedInClients(app, ['admin', 'bistro']));
    });
    afterAll(async () => {
      await app?.close();
    });
    beforeEach(() => {
      contract.answer = 'spec';
      contract.figuresDelayMs = 0;
    });

    const salesCallsSince = (first: number) =>
      contract.requests
        .slice(first)
        .filter((request) => (SALES_PATHS as readonly string[]).includes(request.path));

    it('tells the dashboard its sales come from the accounting system', async () => {
      const answer = await admin.graphql<{ dashboardFigures: { salesSource: string } }>(SOURCE);
      expect(answer.data?.dashboardFigures.salesSource).toBe('ACCOUNTING');
    });

    it('brings the four figures in cents, asking with the token and the donut for the range', async () => {
      const first = contract.requests.length;
      const answer = await admin.graphql<{ accountingSales: AccountingSales }>(SALES, MARCH);
      expect(answer.errors).toBeUndefined();
      // SALES_FIGURES (the contract server's dollars) in cents.
      expect(answer.data?.accountingSales).toEqual({
        dailySalesTotal: 123450,
        topCustomersDaily: [
          { customerName: 'The Demo Bistro', value: 80025 },
          { customerName: 'Quick Takeaway', value: 43425 },
        ],
        monthlySales: 4567890,
        yearToDate: [
          { customerName: 'The Demo Bistro', value: 31000000 },
          { customerName: 'Quick Takeaway', value: 12345678 },
          { customerName: 'Corner Cafe', value: 1999 },
        ],
        donut: {
          value: 987654,
          customers: [
            { customerName: 'The Demo Bistro', value: 600000 },
            { customerName: 'Quick Takeaway', value: 387654 },
          ],
        },
      });

      const calls = salesCallsSince(first);
      expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
        'GET /sales-daily/query',
        'GET /sales-month-to-date/query',
        'GET /sales-year-to-date/query',
        'POST /admin-donut-chart/query',
      ]);
      for (const call of calls) expect(call.headers.authorization).toBe('Bearer contract-token');
      expect(calls.find((call) => call.path === '/admin-donut-chart/query')?.body).toEqual(MARCH);
    });

    it('stops its calls to the accounting system when the client abandons the request', async () => {
      contract.figuresDelayMs = 60_000;
      const first = contract.requests.length;
      const cancel = new AbortController();
      const asked = admin
        .request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
          body: JSON.stringify({ query: SALES, variables: MARCH }),
          signal: cancel.signal,
        })
        .then(
          () => 'answered',
          (error: Error) => error.name,
        );
      // All four calls are held by the middleware…
      await contract.until(() => salesCallsSince(first).length === SALES_PATHS.length);
      expect(salesCallsSince(first).some((call) => call.aborted)).toBe(false);

      const cancelledAt = performance.now();
      cancel.abort();
      expect(await asked).toBe('AbortError');
      // …and each is closed by the server once its own client has gone.
      await contract.until(() => salesCallsSince(first).every((call) => call.aborted));
      expect(performance.now() - cancelledAt).toBeLessThan(PROMPTLY_MS);
    });

    it('says the figures could not be loaded when the accounting system fails', async () => {
      contract.answer = 'http-500';
      const answer = await admin.graphql(SALES, MARCH);
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toBe('ACCOUNTING_FIGURES_FAILED');
      expect(answer.errors?.[0]?.message).toBe(
        'Could not load the figures from the accounting system. Try again.',
      );
    });

    it('says the same for answers not of the contract’s shape, rather than showing a guess', async () => {
      contract.answer = 'malformed';
      const answer = await admin.graphql(SALES, MARCH);
      expect(codeOf(answer)).toBe('ACCOUNTING_FIGURES_FAILED');
      expect(answer.errors?.[0]?.message).toBe(userMessage('ACCOUNTING_FIGURES_FAILED'));
    });

    it.each([
      ['a date that is not a date', { from: '2031-02-30', to: '2031-03-31' }],
      ['a From after the To', { from: '2031-04-01', to: '2031-03-31' }],
      ['a range over two years', { from: '2029-01-01', to: '2031-03-31' }],
    ])('refuses %s without asking the accounting system', async (_case, range) => {
      const first = contract.requests.length;
      const answer = await admin.graphql(SALES, range);
      expect(codeOf(answer)).toBe('BAD_INPUT');
      expect(contract.requests.length).toBe(first);
    });

    it('gives a guest and a customer nothing, and asks the accounting system nothing for them', async () => {
      const first = contract.requests.length;
      const asGuest = await guest.graphql(SALES, MARCH);
      const asCustomer = await bistro.graphql(SALES, MARCH);
      expect(asGuest.data).toBeNull();
      expect(codeOf(asGuest)).toBe('UNAUTHENTICATED');
      expect(asCustomer.data).toBeNull();
      expect(codeOf(asCustomer)).toBe('FORBIDDEN');
      expect(contract.requests.length).toBe(first);
    });
  });

  describe('with the built-in ledger', () => {
    let app: TestApp;
    let admin: ApiClient;

    beforeAll(async () => {
      app = await startTestApp({ databaseUrl: url });
      ({ admin } = await signedInClients(app, ['admin']));
    });
    afterAll(async () => {
      await app?.close();
    });

    it('says the accounting system is not connected, and the dashboard reads the ledger', async () => {
      const source = await admin.graphql<{ dashboardFigures: { salesSource: string } }>(SOURCE);
      expect(source.data?.dashboardFigures.salesSource).toBe('LEDGER');
      const answer = await admin.graphql(SALES, MARCH);
      expect(answer.data).toBeNull();
      expect(codeOf(answer)).toBe('ACCOUNTING_NOT_CONFIGURED');
      expect(answer.errors?.[0]?.message).toBe('The accounting system is not connected.');
    });
  });
});
