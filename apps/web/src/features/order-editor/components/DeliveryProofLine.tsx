import { deliveredText } from '@cleaver/domain/delivery-proof';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DeliveryProof } from '../api/admin-order';

const THUMBNAIL = 72;

/**
 * A delivered order's proof, under its header: when and to whom, who recorded it, and the photo and signature the
 * driver took, each opening full size in a tab of its own.
 */
export function DeliveryProofLine({ delivery }: { delivery: DeliveryProof }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        mb: 2,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: 'success.main',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
        <CheckCircle fontSize="small" aria-hidden sx={{ color: 'success.main' }} />
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {deliveredText(delivery)}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            · recorded by {delivery.recordedBy}
          </Box>
        </Typography>
      </Box>
      {delivery.photoUrl || delivery.signatureUrl ? (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {delivery.photoUrl ? (
            <ProofThumbnail url={delivery.photoUrl} alt="Photo of the delivery" caption="Photo" fit="cover" />
          ) : null}
          {delivery.signatureUrl ? (
            <ProofThumbnail url={delivery.signatureUrl} alt="Signature" caption="Signature" fit="contain" />
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}

function ProofThumbnail({
  url,
  alt,
  caption,
  fit,
}: {
  url: string;
  alt: string;
  caption: string;
  fit: 'cover' | 'contain';
}) {
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener"
      underline="hover"
      sx={{ display: 'grid', justifyItems: 'center', gap: 0.25, fontSize: '0.875rem' }}
    >
      <Box
        component="img"
        src={url}
        alt={alt}
        width={THUMBNAIL}
        height={THUMBNAIL}
        loading="lazy"
        // A signature is dark strokes on nothing: a white card keeps it readable in the dark theme.
        sx={{ objectFit: fit, bgcolor: '#ffffff', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      {/* The picture's text names the link; the caption is for the eye. */}
      <span aria-hidden>{caption}</span>
    </Link>
  );
}
