import { receivedBySchema } from '@cleaver/domain/delivery-proof-schema';
import { userMessage } from '@cleaver/domain/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSnackbar } from '../../../components/snackbar-context';
import { GraphQLRequestError } from '../../../lib/graphql';
import type { DriverStop } from '../api/driver-runs';
import { useMarkDelivered } from '../api/mark-delivered';
import { DeliveryImageError } from '../api/upload-delivery-image';
import { shrinkPhoto } from '../shrink-photo';
import { DeliveryPhotoField, type TakenPhoto } from './DeliveryPhotoField';
import { SignaturePad, signatureImage } from './SignaturePad';

// The server's rule, checked here first so a missing name is said at once.
const handOverSchema = z.object({ receivedBy: receivedBySchema });

interface MarkDeliveredDialogProps {
  stop: DriverStop;
  onClose: () => void;
}

/**
 * Records a stop as delivered: who took it (required), and a photo and the receiver's signature if the driver
 * takes them. The server stamps the time; it cannot be changed afterwards.
 */
export function MarkDeliveredDialog({ stop, onClose }: MarkDeliveredDialogProps) {
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const showSnackbar = useSnackbar();
  const markDelivered = useMarkDelivered();
  const [photo, setPhoto] = useState<TakenPhoto | null>(null);
  const [signed, setSigned] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(handOverSchema), defaultValues: { receivedBy: '' } });
  const saving = isSubmitting || markDelivered.isPending;

  // The preview's address holds the photo in memory until it is given back.
  useEffect(
    () => () => {
      if (photo) URL.revokeObjectURL(photo.previewUrl);
    },
    [photo],
  );

  const handleConfirm = handleSubmit(async ({ receivedBy }) => {
    const canvas = canvasRef.current;
    const [shrunk, signature] = await Promise.all([
      photo ? shrinkPhoto(photo.file) : null,
      signed && canvas ? signatureImage(canvas) : null,
    ]);
    markDelivered.mutate(
      { orderId: stop.orderId, receivedBy, photo: shrunk, signature },
      {
        onSuccess: () => {
          showSnackbar(`${stop.companyName} is marked delivered.`, 'success');
          onClose();
        },
      },
    );
  });

  const error = markDelivered.error;
  const refusal = error
    ? error instanceof GraphQLRequestError || error instanceof DeliveryImageError
      ? error.message
      : userMessage('INTERNAL')
    : null;

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <form noValidate onSubmit={handleConfirm}>
        <DialogTitle id={titleId}>Delivered to {stop.companyName}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField
              {...register('receivedBy')}
              label="Received by"
              required
              fullWidth
              autoComplete="off"
              disabled={saving}
              error={Boolean(errors.receivedBy)}
              helperText={errors.receivedBy?.message ?? 'The name of who took the goods.'}
            />
            <DeliveryPhotoField photo={photo} onChange={setPhoto} disabled={saving} />
            <SignaturePad
              canvasRef={canvasRef}
              signed={signed}
              onSignedChange={setSigned}
              disabled={saving}
            />
            {refusal ? (
              <Alert severity="error" role="alert">
                {refusal}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={saving} sx={{ minHeight: 44 }}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={saving} sx={{ minHeight: 44 }}>
            Confirm delivery
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
