import { formatDateOnly } from '@cleaver/domain/dates';
import { checkParLevel, ORDER_GUIDE_HISTORY_DAYS } from '@cleaver/domain/order-guide';
import { readableQuantity, unitLabel } from '@cleaver/domain/quantity';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { OrderGuideLine } from '../../order-guide/api/order-guide';

interface CustomerGuideLineProps {
  line: OrderGuideLine;
  canMoveUp: boolean;
  canMoveDown: boolean;
  removing: boolean;
  /** Saves the par level (null clears it); rejects with the server's refusal. */
  onParLevel: (parLevel: number | null) => Promise<unknown>;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** What the customer's orders say of a line: how often and how much lately, or that staff or they added it. */
function orderHistory(line: OrderGuideLine): string {
  if (line.timesOrdered === 0) return 'Added by hand';
  const times = `Ordered ${line.timesOrdered} ${line.timesOrdered === 1 ? 'time' : 'times'} in ${ORDER_GUIDE_HISTORY_DAYS} days`;
  if (line.lastQuantity === null || line.lastOrderedOn === null) return times;
  const last = `${readableQuantity(line.lastQuantity)} ${unitLabel(line.product.productUnit)}`;
  return `${times} · last ${last} on ${formatDateOnly(line.lastOrderedOn)}`;
}

/** One line of a customer's order guide as staff edit it: its par level, its place in its category, or off. */
export function CustomerGuideLine({
  line,
  canMoveUp,
  canMoveDown,
  removing,
  onParLevel,
  onMove,
  onRemove,
}: CustomerGuideLineProps) {
  const { product } = line;
  const name = product.productName;
  const unit = product.productUnit;
  // What staff typed, until it is saved; null shows the saved par level.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const text = typed ?? (line.parLevel === null ? '' : String(line.parLevel));

  const save = async () => {
    if (typed === null || typed === sending) return;
    const checked = checkParLevel(typed, unit);
    if (checked.error !== null) return setError(checked.error);
    setError(null);
    if (checked.value === line.parLevel) return setTyped(null);
    setSending(typed);
    try {
      await onParLevel(checked.value);
      // Typing on while it was saved keeps what was typed since.
      setTyped((current) => (current === typed ? null : current));
    } catch (refusal) {
      setError(
        refusal instanceof GraphQLRequestError ? refusal.message : 'The par level could not be saved.',
      );
    } finally {
      setSending(null);
    }
  };

  return (
    <Box
      component="li"
      data-product-id={product.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 136px auto' },
        gridTemplateAreas: { xs: '"name name" "par actions"', sm: '"name par actions"' },
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'start',
        py: 1,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {product.productCode} · {unitLabel(unit)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {orderHistory(line)}
        </Typography>
      </Box>
      <TextField
        label="Par level"
        size="small"
        value={text}
        autoComplete="off"
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => void save()}
        sx={{ gridArea: 'par', maxWidth: { xs: 160, sm: 'none' } }}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">{unitLabel(unit)}</InputAdornment> },
          htmlInput: {
            'aria-label': `Par level for ${name}`,
            inputMode: unit === 'KG' ? 'decimal' : 'numeric',
            onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void save();
            },
          },
        }}
      />
      <Box sx={{ gridArea: 'actions', display: 'flex', justifySelf: 'end' }}>
        <IconButton
          aria-label={`Move ${name} up`}
          data-move="-1"
          disabled={!canMoveUp}
          onClick={() => onMove(-1)}
        >
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton
          aria-label={`Move ${name} down`}
          data-move="1"
          disabled={!canMoveDown}
          onClick={() => onMove(1)}
        >
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton aria-label={`Remove ${name} from the order guide`} disabled={removing} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
