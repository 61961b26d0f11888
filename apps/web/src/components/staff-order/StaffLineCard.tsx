import { type Cents, formatNZD } from '@cleaver/domain/money';
import { checkPackedWeight } from '@cleaver/domain/packing';
import { checkQuantity, formatQuantity, type Unit, unitLabel } from '@cleaver/domain/quantity';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ProductImage, type ProductImageSource } from '../ProductImage';

/** What a product card shows of a line, on an order or a standing order. */
export interface StaffLine {
  productName: string;
  productCode: string;
  unit: Unit;
  image: ProductImageSource | null;
  quantity: number;
  notes: string;
}

/** An order's price per unit: the level's, or an override staff set (shown as such, with the level's beside it). */
export interface StaffLinePricing {
  unitPrice: Cents;
  override: Cents | null;
  levelPrice: Cents | null;
  onOverride: () => void;
}

/** An order's Supplied field: the packed weight, the packing board's, which staff may correct here. */
export interface StaffLineSupplied {
  packedWeight: number | null;
  /** A supplied (packed) weight typed; null clears it (not packed). */
  onChange: (packedWeight: number | null) => void;
}

interface StaffLineCardProps {
  line: StaffLine;
  disabled: boolean;
  /** The image column: 'large' 72 px on a phone and 112 px from sm (an order), 'small' 64 and 96 px (a standing order). */
  imageSize: 'large' | 'small';
  /** Said after the product code ('new, priced when saved', '$12.00 / kg now'); null says nothing. */
  codeNote: string | null;
  /** A warning border and this message under the name (a standing order's product left off); null for none. */
  warning?: string | null;
  /** The quantity field's label before its unit: 'Ordered' on an order, 'Quantity' on a standing order. */
  quantityLabel: string;
  /** The price row with Override price; an order's only (a standing order is priced on each day it runs). */
  pricing?: StaffLinePricing;
  /** The Supplied field; an order's only (a standing order is never packed). */
  supplied?: StaffLineSupplied;
  onQuantityChange: (quantity: number) => void;
  /**
   * Whether the quantity (and Supplied) fields hold figures: false while either shows a mistake. Told true when
   * the card goes, as a removed line takes its mistake with it.
   */
  onQuantityValidity?: (valid: boolean) => void;
  onNotesChange: (notes: string) => void;
  onRemove: () => void;
}

const IMAGE_COLUMNS = {
  large: { xs: '72px minmax(0, 1fr)', sm: '112px minmax(0, 1fr)' },
  small: { xs: '64px minmax(0, 1fr)', sm: '96px minmax(0, 1fr)' },
} as const;
const IMAGE_SIZES = { large: '112px', small: '96px' } as const;

/**
 * A product on a staff order or standing order: image, name, code, the price, the quantity, the Supplied weight
 * when the line can be packed, notes and remove. The staff order editor and the standing-order editor both use it.
 */
export function StaffLineCard({
  line,
  disabled,
  imageSize,
  codeNote,
  warning = null,
  quantityLabel,
  pricing,
  supplied,
  onQuantityChange,
  onQuantityValidity,
  onNotesChange,
  onRemove,
}: StaffLineCardProps) {
  const nameId = useId();
  const unit = unitLabel(line.unit);
  const [typed, setTyped] = useState(() => formatQuantity(line.quantity, line.unit));
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [suppliedText, setSuppliedText] = useState(() => suppliedShown(supplied));
  const [suppliedError, setSuppliedError] = useState<string | null>(null);
  // A line removed takes its mistake with it.
  const validity = useRef(onQuantityValidity);
  validity.current = onQuantityValidity;
  useEffect(() => () => validity.current?.(true), []);

  const handleQuantity = (text: string) => {
    setTyped(text);
    const checked = checkQuantity(text, line.unit);
    setQuantityError(checked.error);
    onQuantityValidity?.(checked.error === null && suppliedError === null);
    if (checked.quantity !== null && checked.quantity !== line.quantity) onQuantityChange(checked.quantity);
  };

  const handleSupplied = (text: string) => {
    if (!supplied) return;
    setSuppliedText(text);
    const checked = checkPackedWeight(text);
    setSuppliedError(checked.error);
    onQuantityValidity?.(checked.error === null && quantityError === null);
    if (checked.error === null && checked.weight !== supplied.packedWeight) supplied.onChange(checked.weight);
  };

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: IMAGE_COLUMNS[imageSize],
        columnGap: 2,
        p: 2,
        border: 1,
        borderColor: warning === null ? 'divider' : 'warning.main',
        borderRadius: 2,
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden', alignSelf: 'start' }}>
        <ProductImage image={line.image} alt="" sizes={IMAGE_SIZES[imageSize]} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {line.productName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.productCode}
              {codeNote === null ? '' : ` · ${codeNote}`}
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
        {warning === null ? null : (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            {warning}
          </Alert>
        )}

        {pricing ? (
          <PriceRow pricing={pricing} productName={line.productName} unit={unit} disabled={disabled} />
        ) : null}

        <Box
          sx={
            supplied
              ? {
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr 1fr', md: '140px 140px minmax(0, 1fr)' },
                  gap: 1.5,
                  mt: 1.5,
                }
              : {
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '150px minmax(0, 1fr)' },
                  columnGap: 1.5,
                  mt: 1.5,
                }
          }
        >
          <TextField
            label={`${quantityLabel} (${unit})`}
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
          {supplied ? (
            <TextField
              label={`Supplied (${unit})`}
              value={suppliedText}
              placeholder="Not packed"
              size="small"
              disabled={disabled}
              onChange={(event) => handleSupplied(event.target.value.replace(/[^\d.]/g, ''))}
              onBlur={() => {
                if (suppliedError === null) setSuppliedText(suppliedShown(supplied));
              }}
              error={suppliedError !== null}
              helperText={suppliedError ?? ' '}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                inputLabel: { shrink: true },
              }}
            />
          ) : null}
          <TextField
            label="Notes"
            value={line.notes}
            size="small"
            disabled={disabled}
            onChange={(event) => onNotesChange(event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
            sx={supplied ? { gridColumn: { xs: '1 / -1', md: 'auto' } } : undefined}
          />
        </Box>
      </Box>
    </Box>
  );
}

/** The price per unit, an override marked as such with the level's price beside it, and Override price. */
function PriceRow({
  pricing,
  productName,
  unit,
  disabled,
}: {
  pricing: StaffLinePricing;
  productName: string;
  unit: string;
  disabled: boolean;
}) {
  const overridden = pricing.override !== null;
  const price = pricing.override ?? pricing.unitPrice;
  return (
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
          {pricing.levelPrice !== null ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Level price {formatNZD(pricing.levelPrice)}
            </Typography>
          ) : null}
        </>
      ) : null}
      <Button
        size="small"
        onClick={pricing.onOverride}
        disabled={disabled}
        aria-label={`Override price of ${productName}`}
      >
        Override price
      </Button>
    </Box>
  );
}

/** A supplied weight as its field shows it: the grams it is billed on ('19.874'), nothing when not packed. */
function suppliedShown(supplied: Pick<StaffLineSupplied, 'packedWeight'> | undefined): string {
  return supplied?.packedWeight == null ? '' : String(supplied.packedWeight);
}
