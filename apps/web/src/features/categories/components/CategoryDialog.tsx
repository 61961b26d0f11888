import { ADMIN_MESSAGES } from '@cleaver/domain/admin-messages';
import { categoryInputSchema } from '@cleaver/domain/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';
import type { Category } from '../api/list-categories';
import { useUpdateCategory } from '../api/update-category';
import { DeleteCategoryDialog } from './DeleteCategoryDialog';

interface CategoryDialogProps {
  /** null: add a new category; otherwise the one being edited. */
  category: Category | null;
  onClose: () => void;
}

/** Add or edit one category; in edit mode a delete button asks first and then deletes it. */
export function CategoryDialog({ category, onClose }: CategoryDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const deleteCategory = useDeleteCategory();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const saving = createCategory.isPending || updateCategory.isPending;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { categoryName: category?.categoryName ?? '' },
  });

  const handleSaveError = (error: Error) => {
    if (error instanceof GraphQLRequestError) {
      switch (error.code) {
        case 'CATEGORY_EXISTS':
        case 'CATEGORY_NAME_REQUIRED':
        case 'BAD_INPUT':
          setError('categoryName', { message: error.message });
          showSnackbar(error.message, 'error');
          return;
        default:
      }
    }
    showSnackbar(ADMIN_MESSAGES.categorySaveFailed, 'error');
  };

  const handleSave = handleSubmit(({ categoryName }) => {
    if (category) {
      updateCategory.mutate(
        { id: category.id, categoryName },
        {
          onSuccess: () => {
            showSnackbar(ADMIN_MESSAGES.categoryUpdated, 'success');
            onClose();
          },
          onError: handleSaveError,
        },
      );
    } else {
      createCategory.mutate(categoryName, {
        onSuccess: () => {
          showSnackbar(ADMIN_MESSAGES.categoryCreated, 'success');
          onClose();
        },
        onError: handleSaveError,
      });
    }
  });

  const handleConfirmDelete = () => {
    if (!category) return;
    deleteCategory.mutate(category.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        showSnackbar(ADMIN_MESSAGES.categoryDeleted, 'success');
        onClose();
      },
      onError: (error) => {
        setConfirmingDelete(false);
        // The refusal says how many products are still in it; it stays until closed so it can be read.
        if (error instanceof GraphQLRequestError && error.code === 'CATEGORY_IN_USE') {
          showSnackbar(error.message, 'error', { persist: true });
        } else {
          showSnackbar(ADMIN_MESSAGES.categoryDeleteFailed, 'error');
        }
      },
    });
  };

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
        <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span style={{ flexGrow: 1 }}>{category ? 'Edit Category' : 'Add Category'}</span>
          {category ? (
            <Tooltip title="Delete category">
              <IconButton
                aria-label="Delete category"
                color="error"
                edge="end"
                onClick={() => setConfirmingDelete(true)}
                disabled={saving}
              >
                <Delete />
              </IconButton>
            </Tooltip>
          ) : null}
        </DialogTitle>
        <DialogContent>
          <TextField
            {...register('categoryName')}
            label="Category Name"
            required
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
            error={Boolean(errors.categoryName)}
            helperText={errors.categoryName?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
      <DeleteCategoryDialog
        open={confirmingDelete}
        pending={deleteCategory.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={handleConfirmDelete}
      />
    </Dialog>
  );
}
