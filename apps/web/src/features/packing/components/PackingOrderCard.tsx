import type { OrderStatus } from '@cleaver/domain/status';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Inventory from '@mui/icons-material/Inventory';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useRef, useState } from 'react';
import { PrintDocketButton } from '../../../components/PrintDocketButton';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useMarkOrderPacked } from '../api/mark-order-packed';
import type { PackingOrder } from '../api/packing-board';
import { type LineHandle, PackingLineRow } from './PackingLineRow';

const STATUS_SHADES: Record<OrderStatus, 'warning' | 'info' | 'success' | 'error'> = {
  PENDING: 'warning',
  PACKED: 'info',
  COMPLETED: 'success',
  CANCELLED: 'error',
};

/**
 * One order on the packing board: who it is for, how it goes, its PO and notes, its lines with their packed
 * weights, and Mark packed. A PACKED order reads as done: tinted, its lines folded away but still editable.
 */
export function PackingOrderCard({ order }: { order: PackingOrder }) {
  const headingId = useId();
  const linesId = useId();
  const showSnackbar = useSnackbar();
  const markPacked = useMarkOrderPacked();
  const packed = order.status === 'PACKED';
  const [opened, setOpened] = useState(false);
  /** The lines packed far off what was ordered, while Mark packed asks about them. */
  const [farOff, setFarOff] = useState<string[] | null>(null);
  const saves = useRef(new Set<Promise<void>>());
  const showLines = !packed || opened;

  const handleSaving = (save: Promise<void>) => {
    saves.current.add(save);
    void save.finally(() => saves.current.delete(save));
  };
  // The lines, so Mark packed does not pack a line with a weight typed and not saved as ordered.
  const lines = useRef(new Map<string, LineHandle>());
  const handleRegister = useCallback((lineId: string, line: LineHandle | null) => {
    if (line) lines.current.set(lineId, line);
    else lines.current.delete(lineId);
  }, []);

  const handleMarkPacked = async () => {
    // What is typed goes now (a failed save is tried again), and weights on their way land first, so none is packed
    // "as ordered" by mistake.
    for (const line of order.lines) lines.current.get(line.id)?.flush();
    await Promise.allSettled([...saves.current]);
    // A line with a mistake typed in it, or whose weight the server still did not take, would be packed as ordered
    // (blank on the server): the packer says what it weighed first.
    const unsaved = order.lines.filter((line) => lines.current.get(line.id)?.unsaved());
    if (unsaved.length > 0) {
      const count = unsaved.length === 1 ? 'a weight is' : `${unsaved.length} weights are`;
      showSnackbar(
        `Order ${order.shortId} not packed: ${count} not saved. ` +
          'Correct the lines marked in red, or clear them to pack them as ordered.',
        'error',
        { persist: true },
      );
      lines.current.get(unsaved[0]?.id ?? '')?.focus();
      return;
    }
    await send(false);
  };

  // The server judges the weights it holds: lines far off what was ordered come back named, for staff to confirm.
  const send = async (confirmFarOff: boolean) => {
    try {
      await markPacked.mutateAsync({ id: order.id, confirmFarOff });
      setFarOff(null);
      setOpened(false);
      showSnackbar(`Order ${order.shortId} packed`, 'success');
    } catch (error) {
      if (error instanceof GraphQLRequestError && error.code === 'PACKED_WEIGHTS_FAR_OFF') {
        setFarOff(error.details.lines?.split('\n') ?? [error.message]);
        return;
      }
      setFarOff(null);
      showSnackbar(
        error instanceof GraphQLRequestError ? error.message : 'The order could not be marked packed.',
        'error',
        { persist: true },
      );
    }
  };

  const docket = (
    <PrintDocketButton
      orderId={order.id}
      accessibleName={`Print docket for order ${order.shortId}`}
      sx={{ minHeight: 48 }}
    />
  );

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ overflow: 'hidden', ...(packed ? { bgcolor: 'action.hover' } : {}) }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: showLines ? 1.5 : 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
            {order.companyName ?? 'No company'}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1.0625rem', fontWeight: 700 }}>
            {order.shortId}
          </Typography>
          <Chip
            label={order.status}
            size="small"
            icon={packed ? <CheckCircle aria-hidden /> : undefined}
            sx={{
              bgcolor: `${STATUS_SHADES[order.status]}.light`,
              color: 'rgba(0, 0, 0, 0.87)',
              '& .MuiChip-icon': { color: 'rgba(0, 0, 0, 0.87)' },
              fontWeight: 700,
              letterSpacing: '0.03em',
            }}
          />
        </Box>
        <Box
          component="dl"
          sx={{
            m: 0,
            mt: 0.75,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2.5,
            rowGap: 0.25,
            '& div': { display: 'flex', gap: 0.75 },
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          <div>
            <dt>Method</dt>
            <dd>{order.isDelivery === null ? '—' : order.isDelivery ? 'Delivery' : 'Pick Up'}</dd>
          </div>
          {order.purchaseOrder ? (
            <div>
              <dt>PO</dt>
              <dd>{order.purchaseOrder}</dd>
            </div>
          ) : null}
          {order.notes ? (
            <div>
              <dt>Notes</dt>
              <dd>{order.notes}</dd>
            </div>
          ) : null}
        </Box>
      </Box>
      {showLines ? (
        <Box
          id={linesId}
          component="ul"
          aria-label={`Lines of order ${order.shortId}`}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {order.lines.map((line) => (
            <PackingLineRow key={line.id} line={line} onSaving={handleSaving} onRegister={handleRegister} />
          ))}
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {packed ? (
          <>
            <Typography sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
              <CheckCircle aria-hidden sx={{ color: 'accentText' }} />
              Packed · {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {docket}
              <Button
                variant="outlined"
                onClick={() => setOpened(!opened)}
                aria-label={`${opened ? 'Hide lines' : 'Edit weights'} of order ${order.shortId}`}
                aria-expanded={opened}
                aria-controls={opened ? linesId : undefined}
                startIcon={opened ? <ExpandLess /> : <ExpandMore />}
                sx={{ minHeight: 48 }}
              >
                {opened ? 'Hide lines' : 'Edit weights'}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Blank lines are packed as ordered.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {docket}
              <Button
                variant="contained"
                size="large"
                startIcon={<Inventory />}
                onClick={() => void handleMarkPacked()}
                aria-label={`Mark packed order ${order.shortId}`}
                disabled={markPacked.isPending}
                sx={{ minHeight: 48, fontWeight: 700 }}
              >
                Mark packed
              </Button>
            </Box>
          </>
        )}
      </Box>
      {farOff ? (
        <FarOffDialog
          shortId={order.shortId}
          lines={farOff}
          sending={markPacked.isPending}
          onConfirm={() => void send(true)}
          onClose={() => setFarOff(null)}
        />
      ) : null}
    </Paper>
  );
}

/** Mark packed's question when lines are packed more than 20 % off what was ordered: each named, then confirm. */
function FarOffDialog({
  shortId,
  lines,
  sending,
  onConfirm,
  onClose,
}: {
  shortId: string;
  lines: string[];
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>Check the weights of order {shortId}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {lines.length === 1 ? 'This line is' : 'These lines are'} packed more than 20 % off what was
          ordered:
        </DialogContentText>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, '& li': { mb: 0.5, fontWeight: 600 } }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
        <DialogContentText sx={{ mt: 1.5 }}>
          Correct a mistyped weight before packing; the invoice bills what is packed.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending} autoFocus>
          Correct weights
        </Button>
        <Button variant="contained" onClick={onConfirm} loading={sending}>
          Mark packed anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
