import { DEFAULT_DETAILS, type TrolleyLine } from '../../../lib/trolley-store';
import type { CartProductState } from '../api/get-cart-product';
import type { OrderingRole } from '../hooks/use-place-order';
import { CartView } from './CartPage';
import { LineNote } from './LineNote';

// The trolley is on the device, so the server draws /cart without lines, and the browser draws them after the load.
// Their styles, though, are the same for every trolley: the server draws this sample of the cart with lines too,
// throws its markup away and sends its styles with the page's (entry-server.tsx), so the browser's first drawing of
// the lines inserts no rule (on a phone that was a third of the longest task after the load, docs/performance-log.md).

const SAMPLE_OWNER = 'style-sample';

const ignore = () => undefined;

const line = (productId: string): TrolleyLine => ({
  productId,
  productName: 'Sample',
  productCode: 'S1',
  productUnit: 'KG',
  imageUrl: null,
  quantity: 1,
});

const LINES = [line('sample-1'), line('sample-2')];

const LOADING: ReadonlyMap<string, CartProductState> = new Map(
  LINES.map((sample): [string, CartProductState] => [sample.productId, { status: 'loading' }]),
);

const LOADED: ReadonlyMap<string, CartProductState> = new Map(
  LINES.map((sample): [string, CartProductState] => [
    sample.productId,
    {
      status: 'loaded',
      product: {
        id: sample.productId,
        productName: sample.productName,
        productCode: sample.productCode,
        productUnit: sample.productUnit,
        isInStock: true,
        image: { url: '/sample.webp', srcSet: '/sample.webp 640w', width: 640, height: 480 },
        price: { price: 1000 },
      },
    },
  ]),
);

/**
 * The cart with sample lines as they first appear (their products loading) and once loaded, and a customer's notes
 * without and with text (the views show the customer's own, which the page carries), for their styles.
 */
export function CartStyleSample({ role }: { role: OrderingRole }) {
  return (
    <>
      {[LOADING, LOADED].map((productsById, index) => (
        <CartView
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed samples, never reordered.
          key={index}
          role={role}
          trolleyOwner={SAMPLE_OWNER}
          lines={LINES}
          details={DEFAULT_DETAILS}
          onDetailsChange={ignore}
          productsById={productsById}
        />
      ))}
      {role === 'CUSTOMER' ? (
        <>
          <LineNote productId="sample-1" productName="Sample" note={null} />
          <LineNote productId="sample-2" productName="Sample" note="Sample" />
        </>
      ) : null}
    </>
  );
}
