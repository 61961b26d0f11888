import { toUnit, type Unit } from '@cleaver/domain/quantity';
import { customerOrderChangeSchema } from '@cleaver/domain/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { LineQuantity } from '../../../components/LineQuantity';
import { unitPriceText } from '../../../lib/product-price';
import type { MyOrderDetail } from '../api/get-my-order';
import { type AddedProduct, AddOrderProduct } from './AddOrderProduct';

/** A line as the customer changes it; quantity 0: taken off (until put back). */
type EditedLine = {
  productId: string;
  productName: string;
  productCode: string;
  unit: Unit;
  unitPrice: number;
  quantity: number;
  notes: string;
};

export type OrderChange = {
  lines: Array<{ productId: string; quantity: number; notes: string }>;
  isDelivery: boolean;
  purchaseOrder: string;
};

interface OrderChangeFormProps {
  order: MyOrderDetail;
  /** The server's refusal, shown in place (locked, changed meanwhile, on stop). */
  error: string | null;
  saving: boolean;
  onSave: (change: OrderChange) => void;
  onDiscard: () => void;
}

/**
 * A placed order as its customer changes it before the cutoff: each line's quantity (the trolley's field; 0 takes
 * it off), its note, products added, delivery or pick-up and the purchase order. The server prices and checks it again on save.
 */
export function OrderChangeForm({ order, error, saving, onSave, onDiscard }: OrderChangeFormProps) {
  const [lines, setLines] = useState<EditedLine[]>(() =>
    order.lines.flatMap((l) =>
      l.productId
        ? [
            {
              productId: l.productId,
              productName: l.productName,
              productCode: l.productCode,
              unit: toUnit(l.productUnit) ?? 'EACH',
              unitPrice: l.unitPrice,
              quantity: l.quantity,
              notes: l.notes,
            },
          ]
        : [],
    ),
  );
  const [isDelivery, setIsDelivery] = useState(order.isDelivery !== false);
  const [purchaseOrder, setPurchaseOrder] = useState(order.purchaseOrder);
  const [problem, setProblem] = useState<string | null>(null);

  const handleAdd = (product: AddedProduct) =>
    setLines((current) => [...current, { ...product, quantity: 1, notes: '' }]);
  const setLine = (productId: string, change: Partial<EditedLine>) =>
    setLines((current) => current.map((l) => (l.productId === productId ? { ...l, ...change } : l)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const kept = lines.filter((l) => l.quantity > 0);
    if (kept.length === 0) {
      setProblem('Keep at least one product on the order, or cancel the order.');
      return;
    }
    const parsed = customerOrderChangeSchema.safeParse({
      isDelivery,
      purchaseOrder,
      lines: kept.map((l) => ({ productId: l.productId, quantity: l.quantity, notes: l.notes })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please check the order.');
      return;
    }
    setProblem(null);
    onSave(parsed.data);
  };

  const shown = problem ?? error;
  return (
    <Box component="form" aria-label={`Change order ${order.shortId}`} onSubmit={handleSubmit} noValidate>
      {shown ? (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }} role="alert">
          {shown}
        </Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.productId}
            sx={{ p: 1.25, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
          >
            <Typography component="h4" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {line.productName}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {line.productCode} · {unitPriceText(line.unitPrice, line.unit)}
            </Typography>
            {line.quantity > 0 ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, mt: 1 }}>
                <LineQuantity
                  productName={line.productName}
                  unit={line.unit}
                  quantity={line.quantity}
                  onChange={(quantity) => setLine(line.productId, { quantity })}
                />
                <TextField
                  label="Note"
                  size="small"
                  value={line.notes}
                  onChange={(event) => setLine(line.productId, { notes: event.target.value.slice(0, 500) })}
                  slotProps={{ htmlInput: { 'aria-label': `Note for ${line.productName}` } }}
                  sx={{ flex: '1 1 12rem', minWidth: 0 }}
                />
              </Box>
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  Taken off this order
                </Typography>
                <Button
                  size="small"
                  onClick={() => setLine(line.productId, { quantity: 1 })}
                  aria-label={`Put ${line.productName} back`}
                >
                  Put back
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.75, mt: 2 }}>
        <AddOrderProduct onOrder={new Set(lines.map((l) => l.productId))} onAdd={handleAdd} />
        <TextField
          label="Purchase Order Number"
          value={purchaseOrder}
          onChange={(event) => setPurchaseOrder(event.target.value.slice(0, 100))}
          size="small"
          fullWidth
          autoComplete="off"
        />
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
            Delivery Method
          </FormLabel>
          <RadioGroup
            row
            name="change-delivery-method"
            value={isDelivery ? 'delivery' : 'pickup'}
            onChange={(event) => setIsDelivery(event.target.value === 'delivery')}
          >
            <FormControlLabel value="delivery" control={<Radio />} label="Delivery" />
            <FormControlLabel value="pickup" control={<Radio />} label="Pick Up" />
          </RadioGroup>
        </FormControl>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Prices are worked out again when you save; new totals are an estimate until your invoice.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button onClick={onDiscard} disabled={saving}>
          Discard changes
        </Button>
        <Button type="submit" variant="contained" disabled={saving} sx={{ fontWeight: 700 }}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </Box>
    </Box>
  );
}
