import { BADGE_SHAKE_MS } from '@cleaver/domain/constants';
import { keyframes } from '@emotion/react';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type TrolleyLine,
  type TrolleyOwner,
  UNREAD_TROLLEY_LINES,
  useTrolleyLines,
} from '../../lib/trolley-store';

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  20% { transform: rotate(-14deg); }
  40% { transform: rotate(12deg); }
  60% { transform: rotate(-8deg); }
  80% { transform: rotate(5deg); }
`;

function cartLabel(count: number): string {
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The header's cart link; its badge counts the lines of the user's trolley (`owner`, null while the
 * user loads) and shakes for a second whenever the trolley changes (a line added or removed, or a
 * quantity changed).
 */
export function CartButton({ owner }: { owner: TrolleyOwner | null }) {
  // The store hands back a new array only when the stored trolley changed. Deferred: on a page the server drew,
  // the trolley is first read just after hydration, and React draws a store's change at once, in one task with
  // whatever else changed; the badge is drawn in an interruptible render instead (docs/performance-log.md).
  // The owner is deferred with its lines, so the badge never pairs one user with another's lines.
  const lines = useTrolleyLines(owner, UNREAD_TROLLEY_LINES);
  const shown = useDeferredValue(useMemo(() => ({ owner, lines }), [owner, lines]));
  return <CartLink owner={shown.owner} lines={shown.lines} />;
}

const SAMPLE_LINES: readonly TrolleyLine[] = [
  {
    productId: 'sample',
    productName: 'Sample',
    productCode: 'S1',
    productUnit: 'KG',
    imageUrl: null,
    quantity: 1,
  },
];

/**
 * The link with a count, drawn by the server for its styles only (entry-server.tsx): the trolley is on the device,
 * so the server draws the link empty, and the browser's count would otherwise insert the badge's rules as it
 * appears.
 */
export function CartBadgeStyleSample() {
  return <CartLink owner="style-sample" lines={SAMPLE_LINES} />;
}

const CartLink = memo(function CartLink({
  owner,
  lines,
}: {
  owner: TrolleyOwner | null;
  lines: readonly TrolleyLine[];
}) {
  const count = lines.length;
  // Bump a key when the lines change (not on first render, nor when the trolley is first read after the server's
  // page hydrates, nor when another user's trolley comes into view on sign-in or sign-out) so the shake replays.
  const [seen, setSeen] = useState({ owner, lines });
  const [shakeKey, setShakeKey] = useState(0);
  if (seen.owner !== owner || seen.lines !== lines) {
    setSeen({ owner, lines });
    // Another user's trolley starts without a shake, so the badge's remount below cannot replay the last one.
    if (seen.owner !== owner) setShakeKey(0);
    else if (seen.lines !== UNREAD_TROLLEY_LINES) setShakeKey((key) => key + 1);
  }

  return (
    <IconButton component={RouterLink} to="/cart" color="inherit" aria-label={cartLabel(count)}>
      <Badge
        key={`${shakeKey}${count > 0 ? '' : ':empty'}`}
        data-shake={shakeKey > 0 ? shakeKey : undefined}
        // Nothing when empty: a hidden '0' is still the link's text, which its name ('Cart, empty') must contain
        // for speech control (WCAG 2.5.3, axe's label-content-name-mismatch). The key remounts it on each change
        // and when it empties, so it never keeps the last count while hiding.
        badgeContent={count > 0 ? count : undefined}
        color="secondary"
        max={99}
        sx={shakeKey > 0 ? { animation: `${shake} ${BADGE_SHAKE_MS}ms ease-in-out` } : undefined}
      >
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
});
