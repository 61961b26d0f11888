import Box from '@mui/material/Box';

export interface ProductImageSource {
  /** The 640 px WebP. */
  url: string;
  /** '…-320.webp 320w, …-640.webp 640w'. */
  srcSet: string;
  width: number;
  height: number;
}

interface ProductImageProps {
  image: ProductImageSource | null | undefined;
  alt: string;
  /** The width the image is shown at, for choosing a variant (the `sizes` attribute). */
  sizes: string;
  /**
   * 'lazy' (below the fold) waits until the image nears the screen; 'eager' loads at once (the first
   * row of cards); 'high' also jumps the queue (the product page's main image).
   */
  loading?: 'lazy' | 'eager' | 'high';
}

// Product images are 4:3; the box keeps that shape whether the image is there, loading or missing.
const ASPECT_RATIO = '4 / 3';

/** A product photo at its 4:3 shape, or a neutral box of the same shape when the product has none. */
export function ProductImage({ image, alt, sizes, loading = 'lazy' }: ProductImageProps) {
  if (!image) {
    // A neutral box of the same shape; it is named like the photo would be, unless that is decorative.
    return (
      <Box
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        sx={{ aspectRatio: ASPECT_RATIO, width: '100%', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'high' ? 'high' : undefined}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: ASPECT_RATIO,
        objectFit: 'cover',
        bgcolor: 'action.hover',
      }}
    />
  );
}
