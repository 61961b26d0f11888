// The web app manifest that makes the shop installable on a phone (decision 033). The server answers
// /manifest.webmanifest with it, named after the shop's brand from its settings, so the home-screen icon says
// "Kauri Meats" rather than the software's name. Pure, without React or the DOM.

/** Where index.html links the manifest, and where the server answers it. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** A home-screen name is cut after about 12 characters on Android; a longer brand keeps its first words. */
const SHORT_NAME_LENGTH = 12;

export function shortName(brand: string): string {
  if (brand.length <= SHORT_NAME_LENGTH) return brand;
  let short = '';
  for (const word of brand.split(/\s+/)) {
    const next = short ? `${short} ${word}` : word;
    if (next.length > SHORT_NAME_LENGTH) break;
    short = next;
  }
  return short || brand.slice(0, SHORT_NAME_LENGTH);
}

/** The manifest for a shop called `brand` (Settings → business profile; the software's name while it has none). */
export function webManifest(brand: string) {
  const name = brand.trim() || 'Cleaver';
  return {
    id: '/',
    name,
    short_name: shortName(name),
    description: 'Wholesale meat and poultry ordering: your prices, your trolley, orders before the cutoff.',
    lang: 'en-NZ',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The light theme's bar and page (theme-options.ts); index.html's theme-color metas follow the dark theme too.
    theme_color: '#4CAF50',
    background_color: '#fafafa',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
