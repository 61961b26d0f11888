import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { priceLevelInputSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useCreatePriceLevel } from '../api/create-price-level';

interface AddPriceLevelDialogProps {
  /** 100 levels exist already: the dialog says so at once. */
  atLimit: boolean;
  onClose: () => void;
}

/** Add Price Level: a name, required and unique; at most 100 levels (the spec's two-line message). */
export function AddPriceLevelDialog({ atLimit, onClose }: AddPriceLevelDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const createPriceLevel = useCreatePriceLevel();
  const [limitReached, setLimitReached] = useState(atLimit);
  const saving = createPriceLevel.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(priceLevelInputSchema), defaultValues: { name: '' } });

  const handleSave = handleSubmit(({ name }) =>
    createPriceLevel.mutate(name, {
      onSuccess: () => {
        showSnackbar(ADMIN_MESSAGES.priceLevelCreated, 'success');
        onClose();
      },
      onError: (error) => {
        if (error instanceof GraphQLRequestError) {
          switch (error.code) {
            case 'PRICE_LEVEL_LIMIT':
              setLimitReached(true);
              return;
            case 'PRICE_LEVEL_EXISTS':
            case 'PRICE_LEVEL_REQUIRED':
            case 'BAD_INPUT':
              setError('name', { message: error.message });
              return;
            default:
          }
        }
        showSnackbar(ADMIN_MESSAGES.priceLevelCreateFailed, 'error');
      },
    }),
  );

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={handleSave}>
        <DialogTitle id={titleId}>Add Price Level</DialogTitle>
        <DialogContent>
          {limitReached ? (
            <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {ADMIN_MESSAGES.priceLevelLimit}
            </Alert>
          ) : null}
          <TextField
            {...register('name')}
            label="Price Level Name"
            required
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={saving || limitReached}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
