import { addDays, aucklandDateString } from '@cleaver/domain/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invoice, order, payment } from '../../db/schema.ts';
import type { AccountingContractServer } from '../../test/accounting-contract-server.ts';
import type { ApiClient } from '../../test/client.ts';
import { startAppWithContractServers } from '../../test/contract-servers.ts';
import { customerIdOf, signedInClients } from '../../test/identity.ts';
import { TEST_DATABASES, type TestApp } from '../../test/test-app.ts';
import { ACCOUNTING_FIGURES_SOURCE, methodOf } from './accounting-payments.ts';
import { PAYMENTS_IN_ACCOUNTING_MESSAGE } from './ledger.service.ts';

const TODAY = aucklandDateString(new Date());
const LEDGER = `query ($id: ID!) { customerLedger(customerId: $id) {
  account { balance credit } payments { id amount method reference actorName reversedAt reversedReason
    allocations { documentNumber amount } unallocated } source readAt } }`;
const MY_LEDGER = 'query { myLedger { account { balance } source } }';
const RECORD = `mutation ($id: ID!, $input: PaymentInput!) {
  recordPayment(customerId: $id, input: $input) { account { balance } } }`;
const REVERSE =
  'mutation ($id: ID!) { reversePayment(paymentId: $id, reason: "Bounced") { account { balance } } }';

type Ledger = {
  account: { balance: number; credit: number };
  payments: Array<{
    id: string;
    amount: number;
    method: string;
    reference: string;
    actorName: string;
    reversedAt: string | null;
    reversedReason: string | null;
    allocations: Array<{ documentNumber: string; amount: number }>;
    unallocated: number;
  }>;
  source: string;
  readAt: string;
};

let serial = 0;

describe.each(TEST_DATABASES)('payments read from the accounting middleware on $name', ({ url }) => {
  let contract: AccountingContractServer;
  let app: TestApp;
  let admin: ApiClient;
  let bistro: ApiClient;
  let bistroId: string;

  beforeAll(async () => {
    ({ app, accounting: contract } = await startAppWithContractServers({
      databaseUrl: url,
      accounting: true,
    }));
    ({ admin, bistro } = await signedInClients(app, ['admin', 'bistro']));
    bistroId = await customerIdOf(app, 'bistro@demo.test');
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(async () => {
    contract.answer = 'spec';
    await contract.up();
  });

  const db = () => app.database.db;
  const reader = () => app.services.accountingPayments!;
  const ledger = async () => {
    const answer = await admin.graphql<{ customerLedger: Ledger }>(LEDGER, { id: bistroId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.customerLedger;
  };
  /** An invoice of the bistro's as the middleware answered its create: with Reckon's TxnID. */
  const invoiced = async (total: string) => {
    const txnId = `TXN-PAY-${++serial}-${Date.now()}`;
    const [{ orderId } = { orderId: '' }] = await db()
      .select({ orderId: order.id })
      .from(order)
      .where(
        sql`${order.customerId} = ${bistroId} and not exists (select 1 from invoice i where i.order_id = ${order.id})`,
      )
      .limit(1);
    expect(orderId).not.toBe('');
    const [{ highest } = { highest: 0 }] = await db()
      .select({ highest: sql<number>`coalesce(max(${invoice.invoiceNumber}), 0)::int` })
      .from(invoice);
    const number = highest + 1;
    await db().update(order).set({ status: 'COMPLETED' }).where(eq(order.id, orderId));
    await db()
      .insert(invoice)
      .values({
        orderId,
        invoiceNumber: number,
        customerId: bistroId,
        subTotal: total,
        freight: '0.00',
        cutting: '0.00',
        gst: '0.00',
        total,
        dueDate: addDays(TODAY, 20),
        externalRef: { reckonRefNumber: String(number), reckonTxnId: txnId, reckonEditSequence: '1' },
      });
    return { txnId, number: String(number) };
  };

  it('reads each payment once, allocated as the accounting system applied it, and says where the figures come from', async () => {
    const before = await ledger();
    const first = await invoiced('100.00');
    const second = await invoiced('50.00');
    const txnId = `RP-${++serial}`;
    contract.receivePayment({
      txnId,
      txnDate: TODAY,
      totalAmount: 130,
      refNumber: 'HARB001 DEC',
      paymentMethod: 'Direct Credit',
      appliedToTxn: [
        { txnId: first.txnId, amount: 100 },
        { txnId: second.txnId, amount: 30 },
      ],
    });
    const summary = await reader().readNow();
    expect(summary).toEqual({ recorded: 1, reversed: 0, unmatched: [] });

    const after = await ledger();
    expect(after.account.balance).toBe(before.account.balance + 15000 - 13000);
    const read = after.payments.find((p) => p.reference === 'HARB001 DEC')!;
    expect(read).toMatchObject({ amount: 13000, method: 'BANK_TRANSFER', actorName: 'Accounting system' });
    expect(read.allocations).toEqual(
      expect.arrayContaining([
        { documentNumber: first.number, amount: 10000 },
        { documentNumber: second.number, amount: 3000 },
      ]),
    );
    expect(after.source).toBe(ACCOUNTING_FIGURES_SOURCE);
    expect(new Date(after.readAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The next read asks only for what changed since, and nothing is recorded twice.
    expect(await reader().readNow()).toEqual({ recorded: 0, reversed: 0, unmatched: [] });
    expect(contract.requestsTo('/payment/query').at(-1)?.body.modifiedSince).toBe(
      contract.payments.get(txnId)?.timeModified,
    );
    expect((await ledger()).account.balance).toBe(after.account.balance);
    // The customer sees the same figures, and where they come from.
    const mine = await bistro.graphql<{ myLedger: { account: { balance: number }; source: string } }>(
      MY_LEDGER,
    );
    expect(mine.data?.myLedger).toEqual({
      account: { balance: after.account.balance },
      source: ACCOUNTING_FIGURES_SOURCE,
    });
  });

  it('reverses its copy when the payment is changed or voided there, keeping both in the history', async () => {
    const document = await invoiced('80.00');
    const txnId = `RP-${++serial}`;
    const base = { txnId, txnDate: TODAY, refNumber: `CHG ${serial}` };
    contract.receivePayment({
      ...base,
      totalAmount: 80,
      appliedToTxn: [{ txnId: document.txnId, amount: 80 }],
    });
    await reader().readNow();
    const paid = await ledger();

    contract.receivePayment({
      ...base,
      totalAmount: 60,
      appliedToTxn: [{ txnId: document.txnId, amount: 60 }],
    });
    expect(await reader().readNow()).toEqual({ recorded: 1, reversed: 1, unmatched: [] });
    const changed = await ledger();
    expect(changed.account.balance).toBe(paid.account.balance + 2000);
    const copies = changed.payments.filter((p) => p.reference === base.refNumber);
    expect(copies.map((p) => [p.amount, p.reversedReason])).toEqual(
      expect.arrayContaining([
        [8000, 'Changed in the accounting system (read again)'],
        [6000, null],
      ]),
    );

    contract.receivePayment({ ...base, totalAmount: 60, isVoided: true, appliedToTxn: [] });
    expect(await reader().readNow()).toEqual({ recorded: 0, reversed: 1, unmatched: [] });
    const voided = await ledger();
    expect(voided.account.balance).toBe(paid.account.balance + 8000);
    expect(
      voided.payments.filter((p) => p.reference === base.refNumber).every((p) => p.reversedAt !== null),
    ).toBe(true);
  });

  it('reads one at a time when asked twice at once (the poll and a webhook), recording each payment once', async () => {
    const document = await invoiced('40.00');
    const txnId = `RP-${++serial}`;
    contract.receivePayment({
      txnId,
      txnDate: TODAY,
      totalAmount: 40,
      refNumber: `TWICE ${serial}`,
      appliedToTxn: [{ txnId: document.txnId, amount: 40 }],
    });
    const [a, b] = await Promise.all([reader().readNow(), reader().readNow()]);
    expect(a.recorded + b.recorded).toBe(1);
    const [{ n } = { n: -1 }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payment)
      .where(eq(payment.externalId, txnId));
    expect(n).toBe(1);
  });

  it('leaves out a payment applied to no invoice Cleaver knows, and names it', async () => {
    const before = await ledger();
    const txnId = `RP-${++serial}`;
    contract.receivePayment({
      txnId,
      txnDate: TODAY,
      totalAmount: 10,
      appliedToTxn: [{ txnId: 'TXN-NOT-OURS', amount: 10 }],
    });
    expect(await reader().readNow()).toEqual({ recorded: 0, reversed: 0, unmatched: [txnId] });
    expect((await ledger()).account.balance).toBe(before.account.balance);
    const [{ n } = { n: -1 }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(payment)
      .where(eq(payment.externalId, txnId));
    expect(n).toBe(0);
  });

  it('keeps the figures as they were when the middleware does not answer, and says why', async () => {
    const before = await ledger();
    await contract.down();
    await expect(reader().readNow()).rejects.toThrow();
    const state = await reader().lastRead();
    expect(state.error).toBeTruthy();
    const after = await ledger();
    expect(after.account.balance).toBe(before.account.balance);
    expect(after.readAt).toBe(before.readAt);
    await contract.up();
    await reader().readNow();
    expect((await reader().lastRead()).error).toBeNull();
  });

  it('refuses payments recorded in Cleaver, and reversing one the accounting system holds', async () => {
    const recorded = await admin.graphql(RECORD, {
      id: bistroId,
      input: { receivedOn: TODAY, amount: 1000, method: 'CASH' },
    });
    expect(recorded.errors?.[0]?.message).toBe(PAYMENTS_IN_ACCOUNTING_MESSAGE);
    const held = (await ledger()).payments.find((p) => p.actorName === 'Accounting system' && !p.reversedAt);
    expect(held).toBeDefined();
    const reversed = await admin.graphql(REVERSE, { id: held!.id });
    expect(reversed.errors?.[0]?.message).toBe(
      'This payment came from the accounting system: void it there.',
    );
  });
});

describe('payment methods named in the accounting system', () => {
  it.each([
    ['Cash', 'CASH'],
    ['Cheque', 'CHEQUE'],
    ['Check', 'CHEQUE'],
    ['Visa', 'CARD'],
    ['EFTPOS', 'CARD'],
    ['Direct Credit', 'BANK_TRANSFER'],
    ['', 'BANK_TRANSFER'],
  ])('%s is %s', (name, method) => {
    expect(methodOf(name)).toBe(method);
  });
});
