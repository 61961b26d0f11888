import { startTransition, useEffect, useState } from 'react';

/**
 * The items to draw: all of them once all have been drawn, but a list's items first appear `step` at a time, each
 * step in an interruptible render and a commit of its own, so a phone draws a long list in short tasks instead of one
 * long one (a commit cannot be interrupted). Items added later appear the same way; fewer items are drawn at once.
 */
export function useRevealed<T>(items: readonly T[], step = 1): readonly T[] {
  const [revealed, setRevealed] = useState(0);
  const total = items.length;
  useEffect(() => {
    if (revealed < total) startTransition(() => setRevealed(revealed + step));
  }, [revealed, total, step]);
  return revealed < total ? items.slice(0, revealed) : items;
}
