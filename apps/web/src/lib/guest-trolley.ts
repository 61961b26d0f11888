import {
  addTrolleyLine,
  clearTrolley,
  GUEST_TROLLEY,
  getTrolleyLines,
  type TrolleyOwner,
} from './trolley-store';

/**
 * Signing in keeps what the visitor put in the trolley: the guest's lines are added to the user's own
 * (one product's quantities summed, up to the largest line), and the guest trolley is emptied so the next
 * person on a shared device does not find them. The cart page re-prices the lines for the user and flags
 * any they may not order.
 */
export function moveGuestTrolley(to: TrolleyOwner): void {
  if (to === GUEST_TROLLEY) return;
  const lines = getTrolleyLines(GUEST_TROLLEY);
  if (lines.length === 0) return;
  for (const line of lines) addTrolleyLine(to, line);
  clearTrolley(GUEST_TROLLEY);
}
