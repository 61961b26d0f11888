import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { aucklandDateString } from '@cleaver/domain/dates';
import { type Cents, formatNZD } from '@cleaver/domain/money';
import { unitLabel } from '@cleaver/domain/quantity';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSnackbar } from '../../../components/snackbar-context';
import { AddProductDialog } from '../../../components/staff-order/AddProductDialog';
import type { CustomerChoice } from '../../../components/staff-order/CustomerField';
import { StaffLineCard } from '../../../components/staff-order/StaffLineCard';
import { StaffOrderProducts } from '../../../components/staff-order/StaffOrderProducts';
import { StaffOrderSaveBar } from '../../../components/staff-order/StaffOrderSaveBar';
import { useClosedDayLookup } from '../api/closed-days';
import { useCutoffHour } from '../api/cutoff-hour';
import type { RecurringOrder } from '../api/recurring-order';
import { useRecurringOrderActions } from '../hooks/use-recurring-order-actions';
import {
  formClosedDays,
  newRecurringValues,
  previewRuns,
  previewStart,
  type RecurringFormValues,
  recurringFormSchema,
  recurringOrderInput,
  valuesFromRecurringOrder,
  withLineAdded,
  withLineChanged,
  withLineRemoved,
} from '../recurring-form';
import { NextRunsPanel } from './NextRunsPanel';
import { RecurringOrderFields } from './RecurringOrderFields';

interface RecurringOrderEditorProps {
  /** null: a new standing order. */
  order: RecurringOrder | null;
  /** This moment: its Auckland date is the default starting date; it and the cutoff decide where the preview starts. */
  now: Date;
  onCreated: (order: RecurringOrder) => void;
  /** A save of this standing order went through (the page keeps its version for the next one). */
  onSaved?: (order: RecurringOrder) => void;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * A standing order: who it is for, when it comes round, how it is delivered, its products, and the next
 * five days it will create orders for, worked out as the form changes.
 */
export function RecurringOrderEditor({
  order,
  now,
  onCreated,
  onSaved,
  onDeleted,
  onClose,
}: RecurringOrderEditorProps) {
  const showSnackbar = useSnackbar();
  const form = useForm<RecurringFormValues>({
    resolver: zodResolver(recurringFormSchema) as Resolver<RecurringFormValues>,
    defaultValues: order ? valuesFromRecurringOrder(order) : newRecurringValues(aucklandDateString(now)),
  });
  const values = form.watch();
  const closed = useClosedDayLookup();
  const cutoffHour = useCutoffHour();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<'stop' | 'delete' | null>(null);
  const actions = useRecurringOrderActions({
    order,
    onSaved: (saved) => {
      if (!order) return onCreated(saved);
      form.reset(valuesFromRecurringOrder(saved));
      onSaved?.(saved);
    },
    onActiveChanged: (saved) => {
      form.setValue('isActive', saved.isActive);
      onSaved?.(saved);
    },
    onDeleted,
  });
  const disabled = actions.busy;

  const change = <K extends keyof RecurringFormValues>(key: K, value: RecurringFormValues[K]) => {
    const validate = form.formState.isSubmitted;
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: validate });
    // The days' message depends on the frequency too.
    if (key === 'frequency' && validate) void form.trigger('selectedDays');
  };

  const handleCustomerChange = (customer: CustomerChoice | null) => {
    const before = form.getValues('customer');
    change('customer', customer);
    // Prices shown were the customer's before; the next order is priced for the one chosen now.
    if (customer?.id !== before?.id) {
      change(
        'lines',
        form.getValues('lines').map((line) => ({ ...line, unitPrice: null })),
      );
    }
  };

  const handleActive = (isActive: boolean) => {
    if (!order) change('isActive', isActive);
    else if (isActive) actions.setActive(true);
    else setConfirming('stop');
  };

  const handleSave = form.handleSubmit(
    (valid) => actions.save(recurringOrderInput(valid)),
    (errors) => {
      const first = Object.values(errors)[0];
      showSnackbar(
        typeof first?.message === 'string' ? first.message : ADMIN_MESSAGES.requiredFields,
        'warning',
      );
    },
  );

  // A saved standing order whose mark covers today (today's order is made) comes next from tomorrow; a new one set
  // after the cutoff begins when an order placed now would be processed.
  const days = formClosedDays(values, closed);
  const runs = previewRuns(values, previewStart(order, now, cutoffHour, days), days);
  const title = order ? `Recurring Order: ${order.customer.companyName}` : 'New Recurring Order';
  return (
    <>
      <Box component="form" noValidate onSubmit={handleSave} aria-label={title}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography variant="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={values.isActive}
                onChange={(event) => handleActive(event.target.checked)}
                disabled={disabled}
              />
            }
            label="Active"
          />
          {order ? (
            <Button
              color="error"
              variant="outlined"
              onClick={() => setConfirming('delete')}
              disabled={disabled}
            >
              Delete
            </Button>
          ) : null}
          <IconButton aria-label="Close recurring order" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        {order && !order.customer.isActive ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {order.customer.companyName} is disabled: no orders are created for them until they are enabled.
          </Alert>
        ) : null}

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
              <RecurringOrderFields
                form={form}
                values={values}
                disabled={disabled}
                onCustomerChange={handleCustomerChange}
                onChange={change}
              />
            </Paper>

            <StaffOrderProducts
              count={values.lines.length}
              error={form.formState.errors.lines}
              disabled={disabled}
              onAdd={() => setAdding(true)}
            >
              {values.lines.map((line) => (
                <StaffLineCard
                  key={line.productId}
                  line={line}
                  disabled={disabled}
                  imageSize="small"
                  codeNote={
                    line.unitPrice !== null
                      ? `${formatNZD(line.unitPrice as Cents)} / ${unitLabel(line.unit)} now`
                      : null
                  }
                  warning={line.available ? null : 'Left off while disabled or out of stock'}
                  quantityLabel="Quantity"
                  onQuantityChange={(quantity) =>
                    change('lines', withLineChanged(form.getValues('lines'), line.productId, { quantity }))
                  }
                  onNotesChange={(notes) =>
                    change('lines', withLineChanged(form.getValues('lines'), line.productId, { notes }))
                  }
                  onRemove={() => change('lines', withLineRemoved(form.getValues('lines'), line.productId))}
                />
              ))}
            </StaffOrderProducts>
          </Box>

          <StaffOrderSaveBar
            summary={<NextRunsPanel runs={runs} isActive={values.isActive} />}
            saveLabel={order ? 'Update Scheduled Order' : 'Create Scheduled Order'}
            saving={actions.saving}
            disabled={disabled}
          >
            {order?.updatedByName ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
                Last saved by {order.updatedByName}
              </Typography>
            ) : null}
          </StaffOrderSaveBar>
        </Box>
      </Box>

      {adding ? (
        <AddProductDialog
          customerId={values.customer?.id ?? null}
          customerName={values.customer?.companyName ?? ''}
          priceNote="Each order is priced on the day it is created."
          isOnOrder={(productId) => form.getValues('lines').some((line) => line.productId === productId)}
          onAlreadyAdded={() => showSnackbar(ADMIN_MESSAGES.productAlreadyAdded, 'info')}
          onAdd={(product, quantity) => {
            const next = withLineAdded(form.getValues('lines'), {
              productId: product.id,
              productName: product.name,
              productCode: product.code,
              unit: product.unit,
              image: product.image ?? null,
              quantity,
              notes: '',
              available: product.isEnabled && product.inStock,
              unitPrice: product.price,
            });
            if (next) change('lines', next);
            else showSnackbar(ADMIN_MESSAGES.productAlreadyAdded, 'info');
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {confirming === 'stop' ? (
        <ConfirmDialog
          title={ADMIN_MESSAGES.stopRecurringConfirm}
          confirmLabel="Stop"
          danger
          pending={actions.switching}
          onCancel={() => setConfirming(null)}
          onConfirm={() => actions.setActive(false, () => setConfirming(null))}
        >
          No more orders are created for {order?.customer.companyName} until it is turned on again.
        </ConfirmDialog>
      ) : null}
      {confirming === 'delete' ? (
        <ConfirmDialog
          title="Are you sure you want to delete this recurring order?"
          confirmLabel="Delete"
          danger
          pending={actions.deleting}
          onCancel={() => setConfirming(null)}
          onConfirm={() => actions.remove(() => setConfirming(null))}
        >
          The standing order for {order?.customer.companyName} is removed. The orders it already created stay.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
