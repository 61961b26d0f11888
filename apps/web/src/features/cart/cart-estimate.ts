import { type Cents, cents } from '@cleaver/domain/money';
import { lineTotal, type OrderTotals, pendingTotals } from '@cleaver/domain/totals';
import type { TrolleyLine } from '../../lib/trolley-store';
import type { CartProduct, CartProductState } from './api/get-cart-product';
import type { OrderingSettings } from './api/get-settings-variables';

/** Why a trolley line cannot be ordered as it is. */
export type LineProblem = 'unavailable' | 'out-of-stock';

export type CartLineView = {
  line: TrolleyLine;
  /** The product as the server describes it now; null while loading or when it is gone. */
  product: CartProduct | null;
  loading: boolean;
  failed: boolean;
  problem: LineProblem | null;
  /** What the viewer pays per unit now; null for guests and for lines that cannot be ordered. */
  unitPrice: Cents | null;
  lineTotal: Cents | null;
};

export type CartEstimate = {
  lines: CartLineView[];
  /** Every line's product has loaded. */
  loaded: boolean;
  /** Some product could not be loaded. */
  failed: boolean;
  /** Lines that cannot be ordered (disabled or out of stock). */
  problems: CartLineView[];
  /**
   * Totals of the orderable lines, computed as the server will; null while loading, for guests (no
   * prices) and when no line can be ordered.
   */
  totals: OrderTotals | null;
};

/**
 * The cart's lines with their current prices, and the order's estimate: sub-total, freight (delivery
 * only, free over the threshold), GST and total, by the same domain rules the server prices orders with.
 */
export function estimateCart(
  trolley: readonly TrolleyLine[],
  products: ReadonlyMap<string, CartProductState>,
  settings: OrderingSettings,
  isDelivery: boolean,
): CartEstimate {
  const lines = trolley.map((line): CartLineView => {
    const state = products.get(line.productId) ?? { status: 'loading' };
    const product = state.status === 'loaded' ? state.product : null;
    const problem: LineProblem | null =
      state.status !== 'loaded' ? null : !product ? 'unavailable' : product.isInStock ? null : 'out-of-stock';
    const unitPrice = product?.price && problem === null ? cents(product.price.price) : null;
    return {
      line,
      product,
      loading: state.status === 'loading',
      failed: state.status === 'error',
      problem,
      unitPrice,
      lineTotal: unitPrice === null ? null : lineTotal(line.quantity, unitPrice),
    };
  });
  const loaded = lines.every((view) => !view.loading && !view.failed);
  const priced = lines.filter((view) => view.unitPrice !== null);
  return {
    lines,
    loaded,
    failed: lines.some((view) => view.failed),
    problems: lines.filter((view) => view.problem !== null),
    totals:
      loaded && priced.length > 0
        ? pendingTotals({
            lines: priced.map((view) => ({
              quantity: view.line.quantity,
              unitPrice: view.unitPrice ?? cents(0),
            })),
            isDelivery,
            freightCharge: settings.freightCharge,
            freeFreightThreshold: settings.freeFreightThreshold,
          })
        : null,
  };
}

/**
 * The estimate's line views, each replaced by its previous one when nothing it shows has changed (same trolley line,
 * same product answer, same price): a product answering or a quantity changing then draws that line alone, not every
 * memoised line of the cart.
 */
export function keepUnchangedLines(
  previous: readonly CartLineView[],
  next: readonly CartLineView[],
): CartLineView[] {
  const before = new Map(previous.map((view) => [view.line.productId, view]));
  return next.map((view) => {
    const old = before.get(view.line.productId);
    return old && sameLineView(old, view) ? old : view;
  });
}

function sameLineView(a: CartLineView, b: CartLineView): boolean {
  return (
    a.line === b.line &&
    a.product === b.product &&
    a.loading === b.loading &&
    a.failed === b.failed &&
    a.problem === b.problem &&
    a.unitPrice === b.unitPrice &&
    a.lineTotal === b.lineTotal
  );
}
