import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { PRODUCT_GROUPS } from '@cleaver/domain/constants';
import { userMessage } from '@cleaver/domain/errors';
import { filterQuantityText, UNITS, unitLabel } from '@cleaver/domain/quantity';
import { type ParsedProductInput, type ProductFormValues, productFormSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type ExternalSyncEntry, ExternalSyncState } from '../../../components/ExternalSyncState';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { AdminProductRow } from '../api/admin-products';
import { useCreateProduct } from '../api/create-product';
import type { ProductLevelPrice } from '../api/price-levels';
import type { ProductCategory } from '../api/product-categories';
import { useUpdateProduct } from '../api/update-product';
import { ProductDeliveryFields } from './ProductDeliveryFields';
import { ProductImageField } from './ProductImageField';

interface ProductFormProps {
  /** null: a new product. */
  product: AdminProductRow | null;
  /** Where the product stands with the external systems (none for a new product or built-in systems). */
  sync?: ReadonlyArray<ExternalSyncEntry>;
  defaultValues: ProductFormValues;
  categories: readonly ProductCategory[];
  priceLevels: readonly ProductLevelPrice[];
  onClose: () => void;
}

const TYPE_OPTIONS = [
  { value: 'PRODUCT', label: 'Product' },
  { value: 'SERVICE', label: 'Service' },
] as const;

/** Keeps only digits and one decimal point while typing a price. */
const priceText = (event: ChangeEvent<HTMLInputElement>) => filterQuantityText(event.target.value);

/**
 * Every field of a product and its custom price on each price level, checked with the same schema the
 * server uses. Save stays disabled while saving; a refusal from the server is shown where it belongs.
 */
export function ProductForm({
  product,
  sync = [],
  defaultValues,
  categories,
  priceLevels,
  onClose,
}: ProductFormProps) {
  const showSnackbar = useSnackbar();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const [previewUrl, setPreviewUrl] = useState<string | null>(product?.image?.url ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const saving = createProduct.isPending || updateProduct.isPending;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ParsedProductInput>({
    resolver: zodResolver(productFormSchema),
    defaultValues,
  });

  const handleError = (error: Error) => {
    showSnackbar(product ? ADMIN_MESSAGES.productUpdateFailed : ADMIN_MESSAGES.productCreateFailed, 'error');
    if (!(error instanceof GraphQLRequestError)) {
      setServerError(userMessage('INTERNAL'));
      return;
    }
    if (error.code === 'PRODUCT_CODE_TAKEN') setError('productCode', { message: error.message });
    else setServerError(error.message);
  };

  const handleSave = handleSubmit(
    (input) => {
      setServerError(null);
      const done = (message: string) => () => {
        showSnackbar(message, 'success');
        onClose();
      };
      if (product) {
        updateProduct.mutate(
          { id: product.id, input },
          { onSuccess: done(ADMIN_MESSAGES.productUpdated), onError: handleError },
        );
      } else {
        createProduct.mutate(input, { onSuccess: done(ADMIN_MESSAGES.productCreated), onError: handleError });
      }
    },
    () => showSnackbar(ADMIN_MESSAGES.requiredFields, 'warning'),
  );

  const select = (
    name: 'productType' | 'productUnit' | 'categoryId' | 'productGroup',
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
    disabled = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required
          fullWidth
          disabled={disabled || saving}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ?? (disabled ? 'Cannot be changed once the product exists' : ' ')
          }
          // The note on a locked field must stay readable, not greyed out with the field.
          slotProps={{ formHelperText: { disabled: false } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const toggle = (name: 'isEnabled' | 'isInStock', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={saving}
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={handleSave} sx={{ display: 'contents' }}>
      <DialogContent dividers>
        <ExternalSyncState sync={sync} />
        {serverError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {serverError}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {select('productType', 'Product Type', TYPE_OPTIONS, product !== null)}
          <TextField
            {...register('productName')}
            label="Product Name"
            required
            fullWidth
            disabled={saving}
            autoComplete="off"
            error={Boolean(errors.productName)}
            helperText={errors.productName?.message ?? ' '}
          />
          <TextField
            {...register('productCode')}
            label="Product Code"
            required
            fullWidth
            disabled={saving}
            autoComplete="off"
            error={Boolean(errors.productCode)}
            helperText={errors.productCode?.message ?? 'Unique, e.g. CH-THB-01'}
          />
          <Controller
            control={control}
            name="defaultPrice"
            render={({ field, fieldState }) => (
              <TextField
                label="Default Price"
                required
                fullWidth
                disabled={saving}
                value={field.value}
                onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(priceText(event))}
                onBlur={field.onBlur}
                inputRef={field.ref}
                autoComplete="off"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Excluding GST, 0 to 99999'}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            )}
          />
          {select(
            'productUnit',
            'Unit',
            UNITS.map((unit) => ({ value: unit, label: unitLabel(unit) })),
          )}
          {select(
            'categoryId',
            'Category',
            categories.map((category) => ({ value: category.id, label: category.categoryName })),
          )}
          {select(
            'productGroup',
            'Group',
            PRODUCT_GROUPS.map((group) => ({ value: group, label: group })),
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, alignItems: 'center' }}>
            {toggle('isEnabled', 'Enabled')}
            {toggle('isInStock', 'In Stock')}
          </Box>
          <TextField
            {...register('description')}
            label="Description"
            fullWidth
            multiline
            minRows={2}
            disabled={saving}
            error={Boolean(errors.description)}
            helperText={errors.description?.message}
            sx={{ gridColumn: '1 / -1' }}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              Image
            </Typography>
            <Controller
              control={control}
              name="imageKey"
              render={({ field }) => (
                <ProductImageField
                  imageKey={field.value}
                  previewUrl={previewUrl}
                  disabled={saving}
                  onChange={(next) => {
                    field.onChange(next.imageKey);
                    setPreviewUrl(next.previewUrl);
                  }}
                />
              )}
            />
          </Box>
        </Box>
        <ProductDeliveryFields control={control} disabled={saving} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 0.5 }}>
          Price Levels
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A custom price replaces the default price for customers on that level. Leave it empty (or 0) for
          none.
        </Typography>
        {priceLevels.length === 0 ? (
          <Typography variant="body2">There are no price levels yet.</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
            {priceLevels.map((level, index) => (
              <Controller
                key={level.priceLevelId}
                control={control}
                name={`customPrices.${index}.price`}
                render={({ field, fieldState }) => (
                  <TextField
                    label={level.priceLevelName}
                    fullWidth
                    size="small"
                    disabled={saving}
                    value={field.value}
                    onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(priceText(event))}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    autoComplete="off"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{
                      htmlInput: {
                        inputMode: 'decimal',
                        'aria-label': `Custom price for ${level.priceLevelName}`,
                      },
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                    }}
                  />
                )}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Box>
  );
}
