// The `sizes` of product photos, beside each other because the server also uses them: it preloads the
// page's largest photo, and the browser only reuses that download when the preload asks for the same width.

/** Catalogue cards: 2 columns on phones up to 5 in the 1200 px container. */
export const CARD_IMAGE_SIZES =
  '(min-width: 1200px) 220px, (min-width: 900px) 24vw, (min-width: 600px) 32vw, 48vw';

/** The product page's photo: half the 1200 px container beside the details from 900 px up, else the full width. */
export const PRODUCT_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 48vw, 100vw';
