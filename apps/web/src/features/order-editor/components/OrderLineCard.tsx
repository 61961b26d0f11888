import { formatNZD } from '@cleaver/domain/money';
import { checkPackedWeight } from '@cleaver/domain/packing';
import { checkQuantity, formatQuantity, unitLabel } from '@cleaver/domain/quantity';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ProductImage } from '../../../components/ProductImage';
import type { EditorLine } from '../order-form';

interface OrderLineCardProps {
  line: EditorLine;
  disabled: boolean;
  onQuantityChange: (quantity: number) => void;
  /** A supplied (packed) weight typed; null clears it (not packed). */
  onPackedWeightChange: (packedWeight: number | null) => void;
  /**
   * Whether the Ordered and Supplied fields hold figures (false while either shows a mistake, which the order
   * cannot save).
   */
  onQuantityValidity: (valid: boolean) => void;
  onNotesChange: (notes: string) => void;
  onOverridePrice: () => void;
  onRemove: () => void;
}

/**
 * A product on the order: image, code, name, price per unit (an override shown as such, with the level's
 * price beside it), the Ordered quantity, the Supplied quantity (packed weight: the packing board's, which staff
 * may correct here), notes and remove.
 */
export function OrderLineCard({
  line,
  disabled,
  onQuantityChange,
  onPackedWeightChange,
  onQuantityValidity,
  onNotesChange,
  onOverridePrice,
  onRemove,
}: OrderLineCardProps) {
  const nameId = useId();
  const unit = unitLabel(line.unit);
  const [typed, setTyped] = useState(() => formatQuantity(line.quantity, line.unit));
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [suppliedText, setSuppliedText] = useState(() => suppliedShown(line));
  const [suppliedError, setSuppliedError] = useState<string | null>(null);
  // A line removed takes its mistake with it.
  const validity = useRef(onQuantityValidity);
  validity.current = onQuantityValidity;
  useEffect(() => () => validity.current(true), []);
  const overridden = line.override !== null;
  const price = line.override ?? line.unitPrice;

  const handleQuantity = (text: string) => {
    setTyped(text);
    const checked = checkQuantity(text, line.unit);
    setQuantityError(checked.error);
    onQuantityValidity(checked.error === null && suppliedError === null);
    if (checked.quantity !== null && checked.quantity !== line.quantity) onQuantityChange(checked.quantity);
  };

  const handleSupplied = (text: string) => {
    setSuppliedText(text);
    const checked = checkPackedWeight(text);
    setSuppliedError(checked.error);
    onQuantityValidity(checked.error === null && quantityError === null);
    if (checked.error === null && checked.weight !== line.packedWeight) onPackedWeightChange(checked.weight);
  };

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px minmax(0, 1fr)', sm: '112px minmax(0, 1fr)' },
        columnGap: 2,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden', alignSelf: 'start' }}>
        <ProductImage image={line.image} alt="" sizes="112px" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {line.productName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.productCode}
              {line.isNew ? ' · new, priced when saved' : ''}
            </Typography>
          </Box>
          <IconButton
            aria-label={`Remove ${line.productName}`}
            onClick={onRemove}
            disabled={disabled}
            sx={{ mt: -0.5, mr: -1 }}
          >
            <DeleteOutlined />
          </IconButton>
        </Box>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {formatNZD(price)} / {unit}
          </Typography>
          {overridden ? (
            <>
              <Chip
                size="small"
                label="Override"
                variant="outlined"
                // Warning orange as text fails contrast; the border carries the colour, the text stays legible.
                sx={{ borderColor: 'warning.main', color: 'text.primary', fontWeight: 600 }}
              />
              {line.levelPrice !== null ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Level price {formatNZD(line.levelPrice)}
                </Typography>
              ) : null}
            </>
          ) : null}
          <Button
            size="small"
            onClick={onOverridePrice}
            disabled={disabled}
            aria-label={`Override price of ${line.productName}`}
          >
            Override price
          </Button>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: '140px 140px minmax(0, 1fr)' },
            gap: 1.5,
            mt: 1.5,
          }}
        >
          <TextField
            label={`Ordered (${unit})`}
            value={typed}
            size="small"
            disabled={disabled}
            onChange={(event) => handleQuantity(event.target.value.replace(/[^\d.]/g, ''))}
            onBlur={() => {
              if (quantityError === null) setTyped(formatQuantity(line.quantity, line.unit));
            }}
            error={quantityError !== null}
            helperText={quantityError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            label={`Supplied (${unit})`}
            value={suppliedText}
            placeholder="Not packed"
            size="small"
            disabled={disabled}
            onChange={(event) => handleSupplied(event.target.value.replace(/[^\d.]/g, ''))}
            onBlur={() => {
              if (suppliedError === null) setSuppliedText(suppliedShown(line));
            }}
            error={suppliedError !== null}
            helperText={suppliedError ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              inputLabel: { shrink: true },
            }}
          />
          <TextField
            label="Notes"
            value={line.notes}
            size="small"
            disabled={disabled}
            onChange={(event) => onNotesChange(event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          />
        </Box>
      </Box>
    </Box>
  );
}

/** A supplied weight as its field shows it: the grams it is billed on ('19.874'), nothing when not packed. */
function suppliedShown(line: Pick<EditorLine, 'packedWeight'>): string {
  return line.packedWeight === null ? '' : String(line.packedWeight);
}
