import { MESSAGES } from '@cleaver/domain/messages';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ShowSnackbar,
  SnackbarContext,
  type SnackbarMessage,
} from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { addTrolleyLine, getTrolleyLineCount } from '../../../lib/trolley-store';
import { type Answer, fakeGraphQL, networkFailure } from '../../../test/graphql-fake';
import {
  type OrderingRole,
  orderFailureMessage,
  SERVER_UNAVAILABLE_MESSAGE,
  usePlaceOrder,
} from './use-place-order';

const OWNER = 'user-bistro';
const LINES = [{ productId: '9a1c2b3d-0000-4000-8000-000000000001', quantity: 2.5, notes: 'skin off' }];
const DETAILS = { purchaseOrder: ' PO-7 ', isDelivery: true };
const PLACED = {
  id: 'abcde123',
  shortId: 'ABCDE',
  processingDate: '2026-11-23',
  itemCount: 1,
  totals: { total: 4000 },
};

const snackbarMessages: SnackbarMessage[] = [];
const recordSnackbar: ShowSnackbar = (message, severity = 'info', options = {}) => {
  snackbarMessages.push({ message, severity, persist: options.persist ?? false });
};

type Sent = { idempotencyKey: string; purchaseOrder: string; lines: unknown };

function Harness({ role }: { role: OrderingRole }) {
  const placing = usePlaceOrder({ role, owner: OWNER, onProductRefused: () => undefined });
  const handleConfirm = () => void placing.confirm({ lines: LINES, details: DETAILS });
  return (
    <>
      <output aria-label="step">{placing.step.name}</output>
      <output aria-label="key">{placing.idempotencyKey}</output>
      <button type="button" onClick={handleConfirm}>
        Confirm
      </button>
    </>
  );
}

/** The server as it answers: /connection, then createOrder. Returns the orders sent. */
function fakeServer(createOrder: () => Answer, connection = 'CONNECTION_OK') {
  const server = fakeGraphQL(
    { CreateOrder: createOrder },
    { routes: { '/connection': () => new Response(connection) } },
  );
  return { orders: () => server.sent('CreateOrder').map(({ input }) => input as Sent) };
}

const ok = (): Answer => ({ data: { createOrder: PLACED } });
const step = () => screen.getByRole('status', { name: 'step' }).textContent;
const key = () => screen.getByRole('status', { name: 'key' }).textContent ?? '';

async function renderHarness(role: OrderingRole = 'CUSTOMER') {
  render(
    <SnackbarContext value={recordSnackbar}>
      <Harness role={role} />
    </SnackbarContext>,
  );
}

describe('usePlaceOrder', () => {
  beforeEach(() => {
    window.localStorage.clear();
    snackbarMessages.length = 0;
    addTrolleyLine(OWNER, {
      productId: LINES[0]?.productId ?? '',
      productName: 'Thigh',
      productCode: 'T1',
      productUnit: 'KG',
      imageUrl: null,
      quantity: 2.5,
    });
  });
  afterEach(() => {
    cleanup();
  });

  it('sends once on a double click, empties the trolley and makes a new key for the next order', async () => {
    const server = fakeServer(ok);
    await renderHarness();
    const first = key();
    await act(async () => {
      screen.getByRole('button', { name: 'Confirm' }).click();
      screen.getByRole('button', { name: 'Confirm' }).click();
    });
    expect(step()).toBe('sent');
    expect(server.orders()).toHaveLength(1);
    expect(server.orders()[0]).toMatchObject({ idempotencyKey: first, purchaseOrder: 'PO-7', lines: LINES });
    expect(getTrolleyLineCount(OWNER)).toBe(0);
    expect(key()).not.toBe(first);
  });

  it('keeps the key after a failed send, so trying again cannot order twice', async () => {
    let fail = true;
    const server = fakeServer(() => (fail ? networkFailure() : ok()));
    await renderHarness();
    await act(async () => screen.getByRole('button', { name: 'Confirm' }).click());
    expect(step()).toBe('idle');
    // Stays until closed, and says the trolley is kept and where to look before trying again.
    expect(snackbarMessages).toContainEqual({
      message: expect.stringMatching(
        /^There was something wrong while sending order\. Please Try Again Later\. .*My Orders/,
      ),
      severity: 'error',
      persist: true,
    });
    expect(getTrolleyLineCount(OWNER)).toBe(1);

    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Confirm' }).click());
    expect(step()).toBe('sent');
    const [firstAttempt] = server.orders();
    expect(server.orders().map((attempt) => attempt.idempotencyKey)).toEqual([
      firstAttempt?.idempotencyKey,
      firstAttempt?.idempotencyKey,
    ]);
  });

  it('sends nothing when the connection check fails', async () => {
    const server = fakeServer(ok, 'nope');
    await renderHarness();
    await act(async () => screen.getByRole('button', { name: 'Confirm' }).click());
    expect(server.orders()).toHaveLength(0);
    expect(snackbarMessages).toContainEqual({
      message: SERVER_UNAVAILABLE_MESSAGE,
      severity: 'error',
      persist: true,
    });
    expect(SERVER_UNAVAILABLE_MESSAGE).toMatch(
      /^Server Not Available\. Please Contact Administrator\. .*internet connection.*trolley is kept\.$/,
    );
    expect(getTrolleyLineCount(OWNER)).toBe(1);
  });

  it('only simulates for an admin, clearing the trolley', async () => {
    const server = fakeServer(ok);
    await renderHarness('ADMIN');
    await act(async () => screen.getByRole('button', { name: 'Confirm' }).click());
    expect(step()).toBe('simulated');
    expect(server.orders()).toHaveLength(0);
    expect(getTrolleyLineCount(OWNER)).toBe(0);
  });
});

describe('orderFailureMessage', () => {
  it.each([
    [
      new GraphQLRequestError('PRODUCT_OUT_OF_STOCK', 'Duck Livers is out of stock.'),
      'Duck Livers is out of stock.',
    ],
    [
      new GraphQLRequestError('PRODUCT_UNAVAILABLE', 'Duck Wings is no longer available.'),
      'Duck Wings is no longer available.',
    ],
    [
      new GraphQLRequestError(
        'ACCOUNT_ON_HOLD',
        'Your account is on hold. Please contact us on 09 555 0100.',
      ),
      'Your account is on hold. Please contact us on 09 555 0100.',
    ],
    [
      new GraphQLRequestError(
        'CREDIT_LIMIT_EXCEEDED',
        'This order of $350.00 would take your account to $2,150.00, over its credit limit of $2,000.00. Please contact us on 09 555 0100.',
      ),
      'This order of $350.00 would take your account to $2,150.00, over its credit limit of $2,000.00.',
    ],
    [
      new GraphQLRequestError(
        'UNDER_ZONE_MINIMUM',
        'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $112.40.',
      ),
      'Orders for delivery to Central need at least $150.00 excl. GST; your trolley is $112.40. Add more, or choose pick-up.',
    ],
    [new GraphQLRequestError('UNAUTHENTICATED'), MESSAGES.loginToOrder],
    [new GraphQLRequestError('ORDER_EMPTY'), `${MESSAGES.orderNotCreated}. Your trolley is kept.`],
    [
      new GraphQLRequestError('DELIVERY_METHOD_REQUIRED'),
      `${MESSAGES.orderNotCreated}. Your trolley is kept.`,
    ],
    [
      new GraphQLRequestError('SERVER_UNAVAILABLE'),
      `${MESSAGES.orderFailed} Your trolley is kept. Look in My Orders`,
    ],
    [new TypeError('boom'), `${MESSAGES.orderFailed} Your trolley is kept. Look in My Orders`],
  ])('%s → %s…', (error, start) => {
    expect(orderFailureMessage(error).startsWith(start)).toBe(true);
  });
});
