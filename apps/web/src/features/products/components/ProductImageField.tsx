import { IMAGE_UPLOAD_TYPES } from '@cleaver/domain/constants';
import { userMessage } from '@cleaver/domain/errors';
import Delete from '@mui/icons-material/Delete';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Upload from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useId } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ImageUploadError, useUploadProductImage } from '../api/upload-product-image';

export interface ProductImageFieldProps {
  imageKey: string | null;
  previewUrl: string | null;
  onChange(next: { imageKey: string | null; previewUrl: string | null }): void;
  disabled?: boolean;
}

/**
 * The product dialog's photo: a 4:3 preview (or an empty frame), Upload Image to choose a JPEG, PNG or
 * WebP of at most 2 MB, Remove, a progress bar while the file is sent, and any refusal in place.
 */
export function ProductImageField({
  imageKey,
  previewUrl,
  onChange,
  disabled = false,
}: ProductImageFieldProps) {
  const upload = useUploadProductImage();
  const hintId = useId();
  const uploading = upload.isPending;
  const hasImage = imageKey !== null || previewUrl !== null;

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it, say) is noticed.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => onChange({ imageKey: uploaded.imageKey, previewUrl: uploaded.image.url }),
    });
  };

  const handleRemove = () => {
    upload.reset();
    onChange({ imageKey: null, previewUrl: null });
  };

  const error = upload.error
    ? upload.error instanceof ImageUploadError
      ? upload.error.message
      : userMessage('INTERNAL')
    : null;

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 320 }}>
      <Box
        sx={{
          aspectRatio: '4 / 3',
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {previewUrl ? (
          <Box
            component="img"
            src={previewUrl}
            alt="Product image preview"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <ImageOutlined fontSize="large" aria-hidden />
            <Typography variant="body2">No image</Typography>
          </Stack>
        )}
      </Box>
      {uploading && <LinearProgress aria-label="Uploading image" />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* biome-ignore lint/a11y/useValidAriaRole: undefined removes the role="button" MUI gives a label; the file input inside is the one control (axe: nested-interactive). */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<Upload />}
          disabled={disabled || uploading}
          // The input inside is hidden; show its keyboard focus on the button that stands for it.
          sx={{
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Upload Image
          <input
            type="file"
            accept={IMAGE_UPLOAD_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={disabled || uploading}
            onChange={handleFile}
            style={visuallyHidden}
          />
        </Button>
        {hasImage && (
          <Button
            variant="text"
            color="error"
            startIcon={<Delete />}
            disabled={disabled || uploading}
            onClick={handleRemove}
          >
            Remove
          </Button>
        )}
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary">
        JPEG, PNG or WebP, at most 2 MB.
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
