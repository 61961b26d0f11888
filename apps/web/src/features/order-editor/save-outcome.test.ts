import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../lib/graphql';
import { remoteSave, remoteSaveText, saveFailure } from './save-outcome';

const STALE =
  'This order was changed by Aroha Admin at 05:07 24/11/2026. Reload it to see their changes; yours have not been saved.';

describe('a refused save', () => {
  it('shows the server’s stale message, naming who and when', () => {
    expect(saveFailure(new GraphQLRequestError('ORDER_STALE', STALE))).toEqual({
      kind: 'stale',
      message: STALE,
    });
  });

  it('shows a refusal the server words, and the spec’s catch-all for anything else', () => {
    expect(saveFailure(new GraphQLRequestError('PRODUCT_OUT_OF_STOCK', 'Out of stock: Beef Mince'))).toEqual({
      kind: 'refused',
      message: 'Out of stock: Beef Mince',
    });
    expect(
      saveFailure(new GraphQLRequestError('BAD_INPUT', 'Choose why the invoice is being corrected.')),
    ).toEqual({
      kind: 'reason',
    });
    expect(saveFailure(new GraphQLRequestError('INTERNAL'))).toEqual({
      kind: 'failed',
      message: 'Error updating order.',
    });
    expect(saveFailure(new TypeError('fetch failed'), 'delete')).toEqual({
      kind: 'failed',
      message: 'An error occured when deleting this order, please try agian.',
    });
  });
});

describe('a live change to the open order', () => {
  // 16:07 UTC is 05:07 the next day in Auckland (NZDT).
  const now = new Date('2026-11-23T16:07:00Z');

  it('shows who saved it and when, once its version is past the one the form was read at', () => {
    const notice = remoteSave(
      { action: 'UPDATED', orderId: 'order-1', version: 4, actorName: 'Aroha Admin' },
      3,
      now,
    );
    expect(notice && remoteSaveText(notice)).toBe('Aroha Admin saved this order at 05:07.');
  });

  it('ignores the screen’s own save and versions it already has', () => {
    expect(
      remoteSave({ action: 'UPDATED', orderId: 'order-1', version: 3, actorName: 'Me' }, 3, now),
    ).toBeNull();
    expect(
      remoteSave({ action: 'UPDATED', orderId: 'order-1', version: 2, actorName: 'Me' }, 3, now),
    ).toBeNull();
  });

  it('says when someone else deleted it', () => {
    const notice = remoteSave(
      { action: 'DELETED', orderId: 'order-1', version: null, actorName: 'Aroha Admin' },
      3,
      now,
    );
    expect(notice && remoteSaveText(notice)).toBe('Aroha Admin deleted this order at 05:07.');
  });
});
