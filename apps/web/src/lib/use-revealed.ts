import { startTransition, useEffect, useState } from 'react';

/**
 * The items to draw. Those of the first render are drawn at once (they are the server's HTML, hydrated as it is);
 * items that arrive later appear `step` at a time, each step in an interruptible render and a commit of its own, so a
 * phone draws a long list in short tasks instead of one long one (a commit cannot be interrupted). Fewer items are
 * drawn at once. `from`: how many to draw at the first render instead (0 for a list first drawn after the server's page,
 * whose first items then arrive like later ones).
 */
export function useRevealed<T>(items: readonly T[], step = 1, from = items.length): readonly T[] {
  const [revealed, setRevealed] = useState(from);
  const total = items.length;
  useEffect(() => {
    if (revealed < total) startTransition(() => setRevealed(revealed + step));
  }, [revealed, total, step]);
  return revealed < total ? items.slice(0, revealed) : items;
}
