import Delete from '@mui/icons-material/Delete';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden';

/** A photo taken, with the address its preview is shown from. */
export interface TakenPhoto {
  file: File;
  previewUrl: string;
}

interface DeliveryPhotoFieldProps {
  photo: TakenPhoto | null;
  onChange: (photo: TakenPhoto | null) => void;
  disabled?: boolean;
}

/** Proof of where the goods were left: the phone's camera opens at once (any image will do on a desktop). */
export function DeliveryPhotoField({ photo, onChange, disabled = false }: DeliveryPhotoFieldProps) {
  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that taking the photo again is noticed.
    event.target.value = '';
    if (!file) return;
    onChange({ file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        Photo (optional)
      </Typography>
      {photo ? (
        <Box
          component="img"
          src={photo.previewUrl}
          alt="Delivery photo preview"
          sx={{ display: 'block', width: 160, height: 120, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {/* biome-ignore lint/a11y/useValidAriaRole: undefined removes the role="button" MUI gives a label; the file input inside is the one control (axe: nested-interactive). */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<PhotoCamera />}
          disabled={disabled}
          // The input inside is hidden; show its keyboard focus on the button that stands for it.
          sx={{
            minHeight: 44,
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {photo ? 'Retake photo' : 'Take photo'}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            onChange={handleFile}
            style={visuallyHidden}
          />
        </Button>
        {photo ? (
          <Button
            color="error"
            startIcon={<Delete />}
            disabled={disabled}
            onClick={() => onChange(null)}
            sx={{ minHeight: 44 }}
          >
            Remove photo
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
