import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { keptInPlace, type Movable, movedOnePlace } from '../lib/arrange-order';
import { visuallyHidden } from '../lib/visually-hidden';

interface ArrangeListProps<T> {
  /** The list's accessible name, when the heading above it does not name it. */
  label?: string;
  items: readonly T[];
  idOf: (item: T) => string;
  /** The row's name in its controls' labels: "Move Beef mince up". */
  nameOf: (item: T) => string;
  /** False for a row that keeps its place (no handle, no arrows) while the others move around it. */
  movable?: (item: T) => boolean;
  /**
   * Every id after moving `id` one place up (-1) or down (1); null when it cannot go that way. By default it swaps
   * with the nearest movable row.
   */
  movedBy?: (ids: readonly string[], id: string, by: -1 | 1) => string[] | null;
  /** Every id in the order wanted, once a drag, an arrow button or an arrow key has moved `id`. */
  onArrange: (ids: string[], id: string) => void;
  /** What a screen reader hears once a row has moved, its position counted from 1. */
  movedText?: (name: string, position: number, count: number) => string;
  /** The row itself, between its handle and its arrows; `position` counts from 1 as the rows are shown. */
  children: (item: T, position: number) => ReactNode;
  /** Buttons after a row's arrows, e.g. Remove. */
  actions?: (item: T) => ReactNode;
  /** Rows of several lines: on a phone their arrows stand one above the other, leaving the text more room. */
  tallRows?: boolean;
}

type Drag = { id: string; pointerId: number; order: string[] };
type Moved = { id: string; by: -1 | 1; via: 'handle' | 'button' };

const movedToText = (name: string, position: number, count: number) =>
  `${name} moved to ${position} of ${count}`;

/**
 * Rows to put in order: each moves by dragging its handle (mouse, pen or finger), by its arrow buttons, or by the
 * arrow keys on the handle, and the focus stays on what moved it. Each move is said to a screen reader.
 */
export function ArrangeList<T>({
  label,
  items,
  idOf,
  nameOf,
  movable,
  movedBy,
  onArrange,
  movedText = movedToText,
  children,
  actions,
  tallRows = false,
}: ArrangeListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A row moved down is taken out of the page and put back, which drops the focus from what moved it: give it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again each time the rows come back from the server
  useLayoutEffect(() => {
    if (!moved || (document.activeElement && document.activeElement !== document.body)) return;
    const row = [...(list.current?.children ?? [])].find(
      (element) => element instanceof HTMLElement && element.dataset.arrangeId === moved.id,
    );
    const target =
      (moved.via === 'button'
        ? row?.querySelector<HTMLElement>(`[data-move="${moved.by}"]:enabled`)
        : null) ?? row?.querySelector<HTMLElement>('[data-handle]');
    target?.focus();
  }, [moved, items]);

  const ids = items.map(idOf);
  const byId = new Map(items.map((item) => [idOf(item), item]));
  const canMove: Movable = (id) => {
    const item = byId.get(id);
    return item !== undefined && (movable?.(item) ?? true);
  };
  const orderAfter = (id: string, by: -1 | 1) =>
    movedBy ? movedBy(ids, id, by) : movedOnePlace(ids, id, by, canMove);

  const arrange = (order: string[], id: string) => {
    const item = byId.get(id);
    if (item) setAnnouncement(movedText(nameOf(item), order.indexOf(id) + 1, order.length));
    onArrange(order, id);
  };
  const move = (id: string, by: -1 | 1, via: Moved['via']) => {
    const order = orderAfter(id, by);
    if (!order) return;
    setMoved({ id, by, via });
    arrange(order, id);
  };
  const shown = drag
    ? drag.order.map((id) => byId.get(id)).filter((item): item is T => item !== undefined)
    : items;

  /** Where the pointer is among the rows: the index of the row under it. */
  const indexAt = (clientY: number): number => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    const found = rows.findIndex((row) => clientY < row.getBoundingClientRect().bottom);
    return found === -1 ? rows.length - 1 : found;
  };

  return (
    <>
      <Box component="ul" ref={list} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((item, i) => {
          const id = idOf(item);
          const name = nameOf(item);
          const dragged = drag?.id === id;
          const fixed = !canMove(id);
          return (
            <Box
              component="li"
              key={id}
              data-arrange-id={id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                pl: 0.5,
                pr: 1,
                py: 0.5,
                bgcolor: dragged ? 'action.selected' : undefined,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              {fixed ? (
                <Box sx={{ width: 40, flexShrink: 0 }} />
              ) : (
                <IconButton
                  aria-label={`Drag ${name}, or press the up and down arrow keys to move it`}
                  data-handle=""
                  sx={{ cursor: dragged ? 'grabbing' : 'grab', touchAction: 'none' }}
                  onPointerDown={(event) => {
                    event.currentTarget.setPointerCapture(event.pointerId);
                    setDrag({ id, pointerId: event.pointerId, order: ids });
                  }}
                  onPointerMove={(event) => {
                    if (!drag || drag.pointerId !== event.pointerId) return;
                    const to = indexAt(event.clientY);
                    if (to === drag.order.indexOf(drag.id)) return;
                    const order = drag.order.filter((other) => other !== drag.id);
                    order.splice(to, 0, drag.id);
                    setDrag({ ...drag, order: keptInPlace(ids, order, canMove) });
                  }}
                  onPointerUp={() => {
                    if (!drag) return;
                    setDrag(null);
                    if (drag.order.some((other, at) => other !== ids[at])) arrange(drag.order, drag.id);
                  }}
                  onPointerCancel={() => setDrag(null)}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    move(id, event.key === 'ArrowUp' ? -1 : 1, 'handle');
                  }}
                >
                  <DragIndicatorIcon />
                </IconButton>
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>{children(item, i + 1)}</Box>
              {fixed ? null : (
                <Box sx={{ display: 'flex', flexDirection: tallRows ? { xs: 'column', sm: 'row' } : 'row' }}>
                  <IconButton
                    aria-label={`Move ${name} up`}
                    disabled={drag !== null || orderAfter(id, -1) === null}
                    data-move="-1"
                    onClick={() => move(id, -1, 'button')}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${name} down`}
                    disabled={drag !== null || orderAfter(id, 1) === null}
                    data-move="1"
                    onClick={() => move(id, 1, 'button')}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </Box>
              )}
              {actions?.(item)}
            </Box>
          );
        })}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
