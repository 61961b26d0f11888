import { type Cents, formatNZD } from '@cleaver/domain/money';
import { checkQuantity, formatQuantity, unitLabel } from '@cleaver/domain/quantity';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ProductImage } from '../../../components/ProductImage';
import type { RecurringLine } from '../recurring-form';

interface RecurringLineCardProps {
  line: RecurringLine;
  disabled: boolean;
  onQuantityChange: (quantity: number) => void;
  onNotesChange: (notes: string) => void;
  onRemove: () => void;
}

/** A product on the standing order: image, name, code, today's price, Quantity, notes and remove. */
export function RecurringLineCard({
  line,
  disabled,
  onQuantityChange,
  onNotesChange,
  onRemove,
}: RecurringLineCardProps) {
  const nameId = useId();
  const unit = unitLabel(line.unit);
  const [typed, setTyped] = useState(() => formatQuantity(line.quantity, line.unit));
  const [quantityError, setQuantityError] = useState<string | null>(null);

  const handleQuantity = (text: string) => {
    setTyped(text);
    const checked = checkQuantity(text, line.unit);
    setQuantityError(checked.error);
    if (checked.quantity !== null && checked.quantity !== line.quantity) onQuantityChange(checked.quantity);
  };

  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '96px minmax(0, 1fr)' },
        columnGap: 2,
        p: 2,
        border: 1,
        borderColor: line.available ? 'divider' : 'warning.main',
        borderRadius: 2,
      }}
    >
      <Box sx={{ borderRadius: 1, overflow: 'hidden', alignSelf: 'start' }}>
        <ProductImage image={line.image} alt="" sizes="96px" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={nameId} component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {line.productName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.productCode}
              {line.unitPrice !== null ? ` · ${formatNZD(line.unitPrice as Cents)} / ${unit} now` : ''}
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
        {line.available ? null : (
          <Alert severity="warning" sx={{ mt: 1, py: 0 }}>
            Left off while disabled or out of stock
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '150px minmax(0, 1fr)' },
            columnGap: 1.5,
            mt: 1.5,
          }}
        >
          <TextField
            label={`Quantity (${unit})`}
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
            label="Notes"
            value={line.notes}
            size="small"
            disabled={disabled}
            onChange={(event) => onNotesChange(event.target.value)}
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 500, autoComplete: 'off' } }}
          />
        </Box>
      </Box>
    </Box>
  );
}
