import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import type { OrderGuideLine } from '../api/order-guide';

interface ArrangeListProps {
  category: string;
  lines: OrderGuideLine[];
  /** The category's product ids in the order a drag left them. */
  onArrange: (productIds: string[]) => void;
  onMove: (productId: string, by: -1 | 1) => void;
  onRemove: (line: OrderGuideLine) => void;
}

type Drag = { productId: string; pointerId: number; order: string[] };
type Moved = { productId: string; by: -1 | 1; via: 'handle' | 'button' };

/**
 * A category's lines while the guide is being arranged: each moves by dragging its handle (mouse, pen or finger),
 * by its arrow buttons, or by the arrow keys on the handle, and can be taken off the guide.
 */
export function ArrangeList({ category, lines, onArrange, onMove, onRemove }: ArrangeListProps) {
  const list = useRef<HTMLUListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [moved, setMoved] = useState<Moved | null>(null);
  // A line moved down is taken out of the page and put back, which drops the focus from what moved it: give it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: looked at again each time the lines come back from the server
  useLayoutEffect(() => {
    if (!moved || (document.activeElement && document.activeElement !== document.body)) return;
    const row = list.current?.querySelector(`[data-product-id="${moved.productId}"]`);
    const target =
      (moved.via === 'button'
        ? row?.querySelector<HTMLElement>(`[data-move="${moved.by}"]:enabled`)
        : null) ?? row?.querySelector<HTMLElement>('[data-handle]');
    target?.focus();
  }, [moved, lines]);
  const move = (productId: string, by: -1 | 1, via: Moved['via']) => {
    setMoved({ productId, by, via });
    onMove(productId, by);
  };
  const byId = new Map(lines.map((l) => [l.product.id, l]));
  const shown = drag
    ? drag.order.map((id) => byId.get(id)).filter((l): l is OrderGuideLine => l !== undefined)
    : lines;

  /** Where the pointer is among the rows: the index of the row under it. */
  const indexAt = (clientY: number): number => {
    const rows = [...(list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [])];
    const found = rows.findIndex((row) => clientY < row.getBoundingClientRect().bottom);
    return found === -1 ? rows.length - 1 : found;
  };

  return (
    <Box component="section" aria-label={category} sx={{ mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {category}
      </Typography>
      <Paper variant="outlined" component="ul" ref={list} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((line, i) => {
          const name = line.product.productName;
          const dragged = drag?.productId === line.product.id;
          return (
            <Box
              component="li"
              key={line.product.id}
              data-product-id={line.product.id}
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
              <IconButton
                aria-label={`Drag ${name}, or press the up and down arrow keys to move it`}
                data-handle=""
                sx={{ cursor: dragged ? 'grabbing' : 'grab', touchAction: 'none' }}
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDrag({
                    productId: line.product.id,
                    pointerId: event.pointerId,
                    order: lines.map((l) => l.product.id),
                  });
                }}
                onPointerMove={(event) => {
                  if (!drag || drag.pointerId !== event.pointerId) return;
                  const to = indexAt(event.clientY);
                  const from = drag.order.indexOf(drag.productId);
                  if (to === from) return;
                  const order = drag.order.filter((id) => id !== drag.productId);
                  order.splice(to, 0, drag.productId);
                  setDrag({ ...drag, order });
                }}
                onPointerUp={() => {
                  if (!drag) return;
                  const before = lines.map((l) => l.product.id);
                  setDrag(null);
                  if (drag.order.some((id, at) => id !== before[at])) onArrange(drag.order);
                }}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  move(line.product.id, event.key === 'ArrowUp' ? -1 : 1, 'handle');
                }}
              >
                <DragIndicatorIcon />
              </IconButton>
              <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>{name}</Typography>
              <IconButton
                aria-label={`Move ${name} up`}
                disabled={drag !== null || i === 0}
                data-move="-1"
                onClick={() => move(line.product.id, -1, 'button')}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Move ${name} down`}
                disabled={drag !== null || i === shown.length - 1}
                data-move="1"
                onClick={() => move(line.product.id, 1, 'button')}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton aria-label={`Remove ${name} from the order guide`} onClick={() => onRemove(line)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
      </Paper>
    </Box>
  );
}
