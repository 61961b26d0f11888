/** Whether a row may move; one that may not keeps its place while the others move around it. */
export type Movable = (id: string) => boolean;

const always: Movable = () => true;

/**
 * `ids` after moving `id` one place up (-1) or down (1): it swaps with the nearest movable row that way, the rows
 * that may not move staying where they are. Null when nothing movable is that way (or `id` may not move).
 */
export function movedOnePlace(
  ids: readonly string[],
  id: string,
  by: -1 | 1,
  movable: Movable = always,
): string[] | null {
  const from = ids.indexOf(id);
  if (from === -1 || !movable(id)) return null;
  let to = from + by;
  while (to >= 0 && to < ids.length && !movable(ids[to]!)) to += by;
  if (to < 0 || to >= ids.length) return null;
  const moved = [...ids];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

/**
 * `reordered` (a reordering of `ids`, say while dragging) with the rows that may not move put back at their places
 * in `ids`; the movable rows fill the other places in their new order.
 */
export function keptInPlace(
  ids: readonly string[],
  reordered: readonly string[],
  movable: Movable,
): string[] {
  const moving = reordered.filter(movable);
  let next = 0;
  return ids.map((id) => (movable(id) ? moving[next++]! : id));
}
