import { type ReactNode, useState } from 'react';

/**
 * Draws a dialog only from the first time it opens, and keeps it from then on (so it fades out as it closes). A
 * closed MUI dialog still draws its root, its slots and its modal's hooks on every render of the page around it:
 * the cart's five cost that at hydration and at each of the view's renders while it loads (decision 040).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
