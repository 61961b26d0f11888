// Where to go once signed in, carried as /login?next=/cart. Only a path on this site is followed, so a
// link to the login page cannot send someone elsewhere afterwards (no open redirect).

const THIS_SITE = 'https://cleaver.invalid';

/** `raw` as a path on this site ('/cart?x=1'), or null when it is missing, foreign or the login page itself. */
export function safeNextPath(raw: string | null | undefined): string | null {
  // '//host' and '/\host' are other sites to a browser.
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, THIS_SITE);
  } catch {
    return null;
  }
  // The URL parser drops tabs and newlines, so '/\t/host' ends up elsewhere too.
  if (url.origin !== THIS_SITE) return null;
  if (url.pathname.toLowerCase().replace(/\/+$/, '') === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The first sign-in page (a temporary password to replace), going on to `next` afterwards when given. */
export function firstSignInHref(next: string | null): string {
  return next ? `/firsttimesignin?${new URLSearchParams({ next }).toString()}` : '/firsttimesignin';
}
