import { farOffText } from '@cleaver/domain/packing';
import type { Unit } from '@cleaver/domain/quantity';
import { unitLabel } from '@cleaver/domain/quantity';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Sync from '@mui/icons-material/Sync';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { PackingLine } from '../api/packing-board';
import { type SaveState, usePackedWeight } from '../hooks/use-packed-weight';
import { amountText, nextField, shownWeight } from '../packed-weight';

/** Marks the packed-weight inputs, in screen order, for Enter to move through. */
export const PACKED_WEIGHT_FIELD = 'data-packed-weight';

type PackingLineRowProps = {
  line: PackingLine;
  onSaving: (save: Promise<void>) => void;
  /** Gives the order a hold on this line for Mark packed (null as the line goes). */
  onRegister: (lineId: string, line: LineHandle | null) => void;
};

/** What Mark packed does with a line: send what is typed (again, after a failed save), ask, and go to it. */
export type LineHandle = {
  /** Something typed here is not on the server: not a weight, or its save failed. */
  unsaved: () => boolean;
  flush: () => void;
  focus: () => void;
};

/**
 * One line on the bench: product, code, what was ordered, and a large Packed weight field saved as it is
 * typed. Enter saves and moves to the next line's field (across orders); a line packed far from what was
 * ordered turns orange and says by how much.
 */
export function PackingLineRow({ line, onSaving, onRegister }: PackingLineRowProps) {
  const weight = usePackedWeight({ lineId: line.id, saved: line.packedWeight, onSaving });
  const { unsaved } = weight;
  const field = useRef<HTMLInputElement>(null);
  const flush = useRef(weight.flush);
  useEffect(() => {
    flush.current = weight.flush;
  });
  useEffect(() => {
    onRegister(line.id, { unsaved, flush: () => flush.current(), focus: () => field.current?.focus() });
    return () => onRegister(line.id, null);
  }, [line.id, unsaved, onRegister]);
  const unit = line.productUnit as Unit;
  const farOff = farOffText(line.quantity, shownWeight(weight.text, line.packedWeight));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    weight.flush();
    const fields = Array.from(document.querySelectorAll<HTMLInputElement>(`input[${PACKED_WEIGHT_FIELD}]`));
    nextField(fields, event.currentTarget)?.focus();
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) auto 172px' },
        gridTemplateAreas: {
          xs: '"product product" "ordered weight" "state state"',
          sm: '"product ordered weight" "state state state"',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: 2,
        py: 1.25,
        borderTop: 1,
        borderColor: 'divider',
        // Far off: an orange bar and tint, and always the words and icon below (colour is never alone).
        ...(farOff
          ? {
              bgcolor: (theme) => theme.alpha(theme.vars.palette.warning.main, 0.12),
              boxShadow: (theme) => `inset 6px 0 0 ${theme.vars.palette.warning.main}`,
            }
          : {}),
      }}
    >
      <Box sx={{ gridArea: 'product', minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.0625rem', lineHeight: 1.3 }}>
          {line.productName}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {line.productCode}
        </Typography>
        {line.notes ? (
          <Typography variant="body2" sx={{ mt: 0.25, fontWeight: 600, overflowWrap: 'anywhere' }}>
            Note: {line.notes}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'ordered', textAlign: { xs: 'left', sm: 'right' } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Ordered
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem', fontVariantNumeric: 'tabular-nums' }}>
          {amountText(line.quantity, unit)}
        </Typography>
      </Box>
      <TextField
        label="Packed weight"
        value={weight.text}
        onChange={(event) => weight.change(event.target.value)}
        onBlur={weight.flush}
        onFocus={(event) => event.target.select()}
        inputRef={field}
        error={weight.error !== null}
        sx={{
          gridArea: 'weight',
          width: { xs: 164, sm: '100%' },
          ...(farOff && weight.error === null
            ? { '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 } }
            : {}),
        }}
        slotProps={{
          htmlInput: {
            'aria-label': `Packed weight for ${line.productName}`,
            onKeyDown: handleKeyDown,
            inputMode: 'decimal',
            enterKeyHint: 'next',
            autoComplete: 'off',
            [PACKED_WEIGHT_FIELD]: '',
            'aria-describedby': `${line.id}-state`,
            sx: { fontSize: '1.5rem', fontWeight: 700, py: 1.25, fontVariantNumeric: 'tabular-nums' },
          },
          // Always above the box: an empty field shows the unit beside where the weight goes, not under the label.
          inputLabel: { shrink: true },
          input: { endAdornment: <InputAdornment position="end">{unitLabel(unit)}</InputAdornment> },
        }}
      />
      <Box
        sx={{
          gridArea: 'state',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          minHeight: 24,
        }}
      >
        {farOff ? (
          <Typography
            component="span"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          >
            <WarningAmber fontSize="small" sx={{ color: 'warning.main' }} aria-hidden />
            Far off: {farOff}
          </Typography>
        ) : null}
        <Box component="span" id={`${line.id}-state`} role="status" sx={{ display: 'inline-flex' }}>
          <SaveStateText state={weight.state} error={weight.error} failure={weight.failure} />
          <span style={visuallyHidden}>{weight.state === 'idle' ? '' : ` (${line.productName})`}</span>
        </Box>
        {weight.state === 'failed' ? (
          <Button
            variant="outlined"
            onClick={weight.flush}
            aria-label={`Retry ${line.productName}`}
            sx={{ minHeight: 48 }}
          >
            Retry
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function SaveStateText({
  state,
  error,
  failure,
}: {
  state: SaveState;
  error: string | null;
  failure: string | null;
}) {
  const [icon, words] = (() => {
    switch (state) {
      case 'idle':
        return [null, ''];
      case 'pending':
      case 'saving':
        return [<Sync key="icon" fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />, 'Saving…'];
      case 'saved':
        return [
          <CheckCircle key="icon" fontSize="small" aria-hidden sx={{ color: 'accentText' }} />,
          'Saved',
        ];
      case 'failed':
        return [
          <ErrorOutline key="icon" fontSize="small" aria-hidden sx={{ color: 'error.main' }} />,
          `Not saved: ${failure ?? 'try again.'}`,
        ];
      case 'invalid':
        return [
          <ErrorOutline key="icon" fontSize="small" aria-hidden sx={{ color: 'error.main' }} />,
          error ?? '',
        ];
    }
  })();
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: state === 'failed' || state === 'invalid' ? 700 : 400,
        color: state === 'failed' || state === 'invalid' ? 'error.main' : 'text.secondary',
      }}
    >
      {icon}
      {words}
    </Typography>
  );
}
