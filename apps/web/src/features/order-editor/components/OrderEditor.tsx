import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { formatDate } from '@cleaver/domain/dates';
import { cents } from '@cleaver/domain/money';
import { isBilledOnPackedWeights } from '@cleaver/domain/totals';
import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PrintDocketButton } from '../../../components/PrintDocketButton';
import { useSnackbar } from '../../../components/snackbar-context';
import { AddProductDialog } from '../../../components/staff-order/AddProductDialog';
import { productPriceFor } from '../../../components/staff-order/api/staff-order-products';
import { StaffLineCard } from '../../../components/staff-order/StaffLineCard';
import { StaffOrderProducts } from '../../../components/staff-order/StaffOrderProducts';
import { StaffOrderSaveBar } from '../../../components/staff-order/StaffOrderSaveBar';
import { type AdminOrder, fetchAdminOrder } from '../api/admin-order';
import { useAdminOrderChanged } from '../api/admin-order-changed';
import type { FreightSettings } from '../api/order-settings';
import { useRetryOrderSync } from '../api/retry-order-sync';
import { returnableLine } from '../correction';
import { canMarkDelivered } from '../delivery-text';
import { useOrderSave } from '../hooks/use-order-save';
import { canInvoice, invoiceLabel } from '../invoice-outcome';
import {
  type EditorCustomer,
  type EditorLine,
  editorTotals,
  newOrderValues,
  type OrderEditorValues,
  orderEditorSchema,
  staffOrderInput,
  valuesFromOrder,
  withCustomer,
  withLineAdded,
  withLineChanged,
  withLineRemoved,
  withPriceOverride,
} from '../order-form';
import { type RemoteSave, remoteSave, remoteSaveText, timeOfDay } from '../save-outcome';
import { CorrectionNotes } from './CorrectionNotes';
import { CreditReturnAction } from './CreditReturnAction';
import { DeliveryProofLine } from './DeliveryProofLine';
import { InvoiceAction } from './InvoiceAction';
import { InvoiceRevisions } from './InvoiceRevisions';
import { MarkDeliveredAction } from './MarkDeliveredAction';
import { OrderDetailsFields } from './OrderDetailsFields';
import { OrderHistory } from './OrderHistory';
import { OrderSyncState } from './OrderSyncState';
import { OrderTotalsPanel } from './OrderTotalsPanel';
import { OverridePriceDialog } from './OverridePriceDialog';
import { ReloadButton } from './ReloadButton';
import { SaveQuestionDialog } from './SaveQuestionDialog';

interface OrderEditorProps {
  /** null: a new order. */
  order: AdminOrder | null;
  settings: FreightSettings;
  /** Sync From Production, when the production system is an HTTP adapter; null with the built-in one. */
  production: { sync: () => void; syncing: boolean } | null;
  onSaved: (order: AdminOrder) => void;
  onReload: () => void;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * The order screen: its fields, product cards, totals and history. Saves carry the version the order was
 * read at; another staff member's save shows at once, and a refused save keeps everything typed.
 */
export function OrderEditor({
  order,
  settings,
  production,
  onSaved,
  onReload,
  onDeleted,
  onClose,
}: OrderEditorProps) {
  const showSnackbar = useSnackbar();
  const form = useForm<OrderEditorValues>({
    resolver: zodResolver(orderEditorSchema(order ? 'update' : 'create')) as Resolver<OrderEditorValues>,
    defaultValues: order
      ? valuesFromOrder(order, settings)
      : newOrderValues(new Date(), settings.cutoffHour, settings.closedDays),
  });
  const values = form.watch();
  const saving = useOrderSave({ order, onSaved, onDeleted });
  const [remote, setRemote] = useState<RemoteSave | null>(null);
  const [adding, setAdding] = useState(false);
  const [overriding, setOverriding] = useState<EditorLine | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = useRef(false);
  busy.current = saving.pending;
  const totals = editorTotals(values, settings);
  const estimate = !isBilledOnPackedWeights(values.status);
  const retrySync = useRetryOrderSync();
  const disabled = saving.pending || (production?.syncing ?? false);

  // A delivery recorded (here or by the driver) leaves the order's version as it was: only the delivery is read
  // again, and what is typed stays.
  const refreshDelivery = () => {
    if (!order) return;
    fetchAdminOrder(order.id).then(
      (stored) => {
        if (stored?.delivery) onSaved({ ...order, delivery: stored.delivery });
      },
      // Not read now: it shows when the order is next loaded.
      () => {},
    );
  };

  useAdminOrderChanged(
    order?.id ?? null,
    (event) => {
      // The screen's own save comes back as an event too; its answer reloads the form instead.
      if (!order || busy.current) return;
      const notice = remoteSave(event, order.version, new Date());
      if (notice) setRemote(notice);
      else if (event.action === 'UPDATED' && canMarkDelivered(order)) refreshDelivery();
    },
    () => {
      if (!order) return;
      void fetchAdminOrder(order.id).then((stored) => {
        if (!stored)
          setRemote({
            version: order.version + 1,
            name: 'Someone',
            time: timeOfDay(new Date()),
            deleted: true,
          });
        else if (stored.version > order.version) {
          setRemote({
            version: stored.version,
            name: stored.updatedByName ?? 'Someone',
            time: timeOfDay(new Date(stored.updatedAt)),
            deleted: false,
          });
        }
      });
    },
  );

  const apply = (next: OrderEditorValues) => {
    const current = form.getValues();
    const validate = form.formState.isSubmitted;
    for (const key of Object.keys(next) as Array<keyof OrderEditorValues>) {
      if (next[key] !== current[key]) {
        form.setValue(key, next[key] as never, { shouldDirty: true, shouldValidate: validate });
      }
    }
  };

  const handleCustomerChange = (customer: EditorCustomer | null) => {
    apply(withCustomer(form.getValues(), customer));
    if (!customer) return;
    // Unsaved lines were priced for the customer chosen before; show this customer's prices instead.
    for (const line of form.getValues().lines.filter((candidate) => candidate.isNew)) {
      void productPriceFor(customer.id, { id: line.productId, code: line.productCode }).then((price) => {
        if (price === null) return;
        apply(
          withLineChanged(form.getValues(), line.productId, {
            unitPrice: cents(price),
            levelPrice: cents(price),
          }),
        );
      });
    }
  };

  const submit = form.handleSubmit(
    (valid) => saving.save(staffOrderInput(valid), editorTotals(valid, settings).total),
    (errors) => {
      const first = Object.values(errors)[0];
      showSnackbar(typeof first?.message === 'string' ? first.message : MESSAGE_INVALID, 'warning');
    },
  );
  // Lines whose Ordered field shows a mistake ('3.00.3.3'): the line still holds its last quantity, so a save would
  // quietly keep that one.
  const badQuantities = useRef(new Set<string>());
  // Read while rendering: react-hook-form keeps isDirty up to date only once its formState has been read, and a
  // field typed in (Notes, Purchase Order) before that counted as no change.
  const { isDirty } = form.formState;
  // Invoicing, a sync from production and Reload act on the stored order: a mistake typed in a quantity is an edit
  // not saved.
  const unsavedEdits = () => isDirty || badQuantities.current.size > 0;
  const handleSave = (event: FormEvent) => {
    if (badQuantities.current.size > 0) {
      event.preventDefault();
      showSnackbar(MESSAGE_BAD_QUANTITY, 'warning');
      return;
    }
    void submit(event);
  };

  const title = order ? `Order ${order.shortId}` : 'New Order';
  return (
    <Box component="form" noValidate onSubmit={handleSave} aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {order && production ? (
          <Button
            variant="outlined"
            startIcon={<Sync />}
            onClick={() => {
              if (unsavedEdits()) showSnackbar(UNSAVED_BEFORE_SYNC, 'warning', { persist: true });
              else production.sync();
            }}
            loading={production.syncing}
            disabled={saving.pending}
          >
            Sync From Production
          </Button>
        ) : null}
        {order && canInvoice(order) ? (
          <InvoiceAction order={order} isDirty={unsavedEdits} disabled={disabled} onInvoiced={onSaved} />
        ) : null}
        {order?.invoice ? (
          <Button
            component="a"
            href={order.invoice.pdfUrl}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<Download />}
          >
            Download {invoiceLabel(order.invoice)}
          </Button>
        ) : null}
        {order && canMarkDelivered(order) ? (
          <MarkDeliveredAction
            order={order}
            disabled={disabled}
            onDelivered={(delivery) => onSaved({ ...order, delivery })}
            onDeliveredElsewhere={refreshDelivery}
          />
        ) : null}
        {order ? <PrintDocketButton orderId={order.id} /> : null}
        {order ? (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setConfirmingDelete(true)}
            disabled={disabled}
          >
            Delete Order
          </Button>
        ) : null}
        <IconButton aria-label="Close order" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      {order ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Placed {formatDate(order.orderDate)}
          {order.productionRef ? ` · Production No. ${order.productionRef}` : ''}
          {order.invoice
            ? ` · Invoice No. ${order.invoice.number}${order.invoice.revision > 1 ? ` · Revision ${order.invoice.revision}` : ''}`
            : order.invoiceNumber !== null && order.invoiceNumber !== undefined
              ? ` · Invoice No. ${order.invoiceNumber}`
              : ''}
          {order.updatedByName ? ` · Last saved by ${order.updatedByName}` : ''}
        </Typography>
      ) : null}
      {order?.delivery ? <DeliveryProofLine delivery={order.delivery} /> : null}
      {order ? (
        <OrderSyncState
          sync={order.sync}
          retrying={retrySync.isPending}
          onRetry={() =>
            retrySync.mutate(order.id, {
              onSuccess: onSaved,
              onError: (error) => showSnackbar(error.message, 'error'),
            })
          }
        />
      ) : null}

      <Box role="status" aria-live="polite">
        {remote && !saving.stale ? (
          <Alert
            severity="warning"
            sx={{ mb: 2 }}
            action={remote.deleted ? undefined : <ReloadButton isDirty={unsavedEdits} onReload={onReload} />}
          >
            {remoteSaveText(remote)}{' '}
            {remote.deleted ? '' : 'Reload to see their changes; what you typed here is not saved yet.'}
          </Alert>
        ) : null}
      </Box>
      {saving.stale ? (
        <Alert
          severity="error"
          // Announced once, by its copy beside Update Order; this one is for a page read from the top.
          role="presentation"
          sx={{ mb: 2 }}
          action={<ReloadButton isDirty={unsavedEdits} onReload={onReload} />}
        >
          {saving.stale}
        </Alert>
      ) : null}
      {saving.refusal ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saving.refusal}
        </Alert>
      ) : null}
      {order && !order.customer.exists ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ADMIN_MESSAGES.unknownCustomer}
        </Alert>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
            <OrderDetailsFields
              form={form}
              values={values}
              settings={settings}
              disabled={disabled}
              apply={apply}
              onCustomerChange={handleCustomerChange}
            />
          </Paper>

          <StaffOrderProducts
            count={values.lines.length}
            error={form.formState.errors.lines}
            disabled={disabled}
            onAdd={() => setAdding(true)}
          >
            {values.lines.map((line) => {
              const returnable = returnableLine(order, line.productId);
              return (
                <Box key={line.productId} sx={{ display: 'grid', gap: 0.5 }}>
                  <StaffLineCard
                    line={line}
                    disabled={disabled}
                    imageSize="large"
                    codeNote={line.isNew ? 'new, priced when saved' : null}
                    quantityLabel="Ordered"
                    pricing={{
                      unitPrice: line.unitPrice,
                      override: line.override,
                      levelPrice: line.levelPrice,
                      onOverride: () => setOverriding(line),
                    }}
                    supplied={{
                      packedWeight: line.packedWeight,
                      onChange: (packedWeight) =>
                        apply(withLineChanged(form.getValues(), line.productId, { packedWeight })),
                    }}
                    onQuantityChange={(quantity) =>
                      apply(withLineChanged(form.getValues(), line.productId, { quantity }))
                    }
                    onQuantityValidity={(valid) => {
                      if (valid) badQuantities.current.delete(line.productId);
                      else badQuantities.current.add(line.productId);
                    }}
                    onNotesChange={(notes) =>
                      apply(withLineChanged(form.getValues(), line.productId, { notes }))
                    }
                    onRemove={() => apply(withLineRemoved(form.getValues(), line.productId))}
                  />
                  {order && returnable ? (
                    <CreditReturnAction
                      order={order}
                      line={returnable}
                      isDirty={unsavedEdits}
                      disabled={disabled}
                      onReturned={onSaved}
                    />
                  ) : null}
                </Box>
              );
            })}
          </StaffOrderProducts>

          {order?.invoice ? <CorrectionNotes invoice={order.invoice} notes={order.correctionNotes} /> : null}
          {order ? <InvoiceRevisions revisions={order.invoiceRevisions} /> : null}
          {order ? <OrderHistory history={order.history} /> : null}
        </Box>

        <StaffOrderSaveBar
          summary={<OrderTotalsPanel totals={totals} estimate={estimate} />}
          saveLabel={order ? 'Update Order' : 'Create Order'}
          saving={saving.pending && !saving.deleting}
          disabled={disabled}
        >
          {/* Where staff pressed Update Order: at the foot of a long order the message at the top is out of sight. */}
          {saving.stale ? (
            <Alert
              severity="error"
              sx={{ mt: 2 }}
              action={<ReloadButton isDirty={unsavedEdits} onReload={onReload} />}
            >
              {saving.stale}
            </Alert>
          ) : null}
        </StaffOrderSaveBar>
      </Box>

      {adding ? (
        <AddProductDialog
          customerId={values.customer?.id ?? null}
          customerName={values.customer?.companyName ?? ''}
          isOnOrder={(productId) => form.getValues().lines.some((line) => line.productId === productId)}
          onAlreadyAdded={() => showSnackbar(ADMIN_MESSAGES.productAlreadyAdded, 'info')}
          onAdd={(product, quantity) => {
            const next = withLineAdded(form.getValues(), {
              productId: product.id,
              productName: product.name,
              productCode: product.code,
              unit: product.unit,
              image: product.image ?? null,
              categoryName: product.categoryName,
              quantity,
              packedWeight: null,
              unitPrice: cents(product.price),
              levelPrice: cents(product.price),
              override: null,
              storedOverride: false,
              notes: '',
              isNew: true,
            });
            if (next) apply(next);
            else showSnackbar(ADMIN_MESSAGES.productAlreadyAdded, 'info');
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {overriding ? (
        <OverridePriceDialog
          line={overriding}
          onSet={(override) => {
            apply(withPriceOverride(form.getValues(), overriding.productId, override));
            setOverriding(null);
          }}
          onClose={() => setOverriding(null)}
        />
      ) : null}
      {confirmingDelete ? (
        <ConfirmDialog
          title={ADMIN_MESSAGES.deleteOrderConfirm}
          confirmLabel="Delete"
          danger
          pending={saving.deleting}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => saving.remove(() => setConfirmingDelete(false))}
        >
          {order
            ? `Order ${order.shortId} for ${order.customer.companyName} will be removed with its history.`
            : null}
        </ConfirmDialog>
      ) : null}
      {saving.question ? (
        <SaveQuestionDialog
          question={saving.question}
          onSend={saving.send}
          onDismiss={saving.dismissQuestion}
        />
      ) : null}
    </Box>
  );
}

const MESSAGE_INVALID = 'Please fill in the required fields';
const MESSAGE_BAD_QUANTITY = 'Correct the quantities marked in red first.';
const UNSAVED_BEFORE_SYNC =
  'This order has changes that are not saved. Update Order first, then sync from production.';
