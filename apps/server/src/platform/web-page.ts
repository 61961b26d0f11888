import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenData,
  fillShell,
  type ImageHint,
  PAGE_MODULES_ELEMENT_ID,
  planFirstScreen,
  SERVER_RENDERED_ATTRIBUTE,
} from '@cleaver/web/first-screen';
import { type Manifest, pageScripts, START_MODULES } from '@cleaver/web/page-scripts';

/** Runs one GraphQL query as the page's visitor; resolves to its `data`, or null when it failed. */
export type RunQuery = (document: string, variables: Record<string, unknown> | undefined) => Promise<unknown>;

/** The web app's server renderer (apps/web/src/entry-server.tsx): #root's markup and <head>'s styles. */
export type RenderPage = (
  url: string,
  data: FirstScreenData,
) => Promise<{ html: string; head: string; styleSampleError?: unknown }>;

export interface WebPageOptions {
  /** Told of a page that could not be rendered on the server (it went out as the static shell). */
  onRenderError: (error: unknown, url: URL) => void;
  /**
   * Told of a page whose style sample failed to render (entry-server.tsx): the page went out, without the styles
   * of what the trolley draws, which the browser then inserts itself. Once per page drawn.
   */
  onStyleSampleError?: (error: unknown, url: URL) => void;
  /** The renderer; by default the SSR build beside `webDist` (apps/web/dist-server/entry-server.js). */
  renderPage?: RenderPage;
}

export interface WebPage {
  /** CSP sources ('sha256-…') of the inline scripts in index.html. */
  inlineScriptHashes: string[];
  /**
   * index.html for `url`, carrying the answers its first screen needs and hints for what it loads next; a page
   * laid out by device is drawn for a phone when `device.phone` (see {@link isPhone}).
   */
  render: (url: URL, runQuery: RunQuery, device?: { phone: boolean }) => Promise<string>;
  /** Whether the page at `url` is drawn by device, so its answer varies with the request's device headers. */
  byDevice: (url: URL) => boolean;
}

/**
 * Whether a request comes from a phone: by the client hint Chromium browsers send (`Sec-CH-UA-Mobile: ?1`) or
 * "Mobi" in the user agent (iPhones, Android phones, Firefox on phones), the usual sign, but not an iPad's (its
 * Chrome and Firefox say "Mobile/15E148" too). A guess for the server's first drawing only: the page takes the
 * screen's real width once it runs. Either sign is enough: a browser told to present a phone's user agent (a
 * test, a desktop's device emulation) may still send `?0`.
 */
export function isPhone(headers: { 'sec-ch-ua-mobile'?: string | string[]; 'user-agent'?: string }): boolean {
  const agent = headers['user-agent'] ?? '';
  return headers['sec-ch-ua-mobile'] === '?1' || (/Mobi/i.test(agent) && !/iPad/i.test(agent));
}

// The back office is drawn in the browser only (its code is not in the first download either).
const clientOnly = /^\/admin(\/|$)/i;

/** `text` safe inside an HTML attribute value in double quotes. */
function attribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON that cannot end its <script> element early nor open a comment in it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** Files of `keys` and everything they import statically. */
function closure(manifest: Manifest, ...keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || seen.has(next)) continue;
    seen.add(next);
    const chunk = manifest[next];
    if (!chunk) continue;
    files.add(chunk.file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The web app's page (apps/web/dist/index.html), filled in per request: its shell made to match the page
 * (brand, signed in or not), the answers to the queries its first screen shows (see
 * apps/web/src/app/first-screen.ts), the modules of a lazily loaded page being opened (for the page's loader),
 * a preload of the photo that will be the largest paint, and (but for the back office) the page itself as
 * React renders it on the server with its styles, which the browser hydrates; if rendering fails, the page
 * goes out with the static shell as before and the error is logged.
 */
export function loadWebPage(webDist: string, options: WebPageOptions): WebPage {
  const indexPath = join(webDist, 'index.html');
  const serverEntryPath = join(webDist, '..', 'dist-server', 'entry-server.js');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; template: string; manifest: Manifest; loaded: Set<string> } | null = null;
  // Read again after a rebuild, as sending the file did.
  const current = () => {
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      let manifest: Manifest = {};
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      } catch {
        // Without a manifest the page still works; it only loses the module preloads.
      }
      const template = readFileSync(indexPath, 'utf8');
      // What the page loads by itself, never preloaded again.
      cached = { mtimeMs, template, manifest, loaded: closure(manifest, ...pageScripts(template, manifest)) };
    }
    return cached;
  };

  // Imported once, on first use (its lazily loaded chunks import it back by its plain URL, so a second copy
  // under another URL would not share React contexts with them: a rebuild needs a restart to be rendered;
  // until then a render that fails goes out as the shell). Null without an SSR build: every page is the shell.
  let renderer: Promise<RenderPage> | null = null;
  const currentRenderer = (): Promise<RenderPage> | null => {
    if (options.renderPage) return Promise.resolve(options.renderPage);
    if (renderer === null && existsSync(serverEntryPath)) {
      renderer = import(pathToFileURL(serverEntryPath).href).then(
        (module: { renderPage: RenderPage }) => module.renderPage,
      );
    }
    return renderer;
  };

  // A page drawn from the same address and answers is the same page: guests mostly share one, and a customer
  // reloading gets theirs again. The answers are in the key, so no one is given a page drawn from another's.
  const drawn = new Map<string, Promise<{ html: string; head: string }>>();
  const drawnLimit = 50;

  /** #root filled with the page React draws at `url`, and its styles; null when that failed (logged). */
  const serverRender = async (url: URL, data: FirstScreenData) => {
    if (clientOnly.test(url.pathname)) return null;
    const render = currentRenderer();
    if (!render) return null;
    const address = `${url.pathname}${url.search}`;
    const key = createHash('sha256')
      .update(address)
      .update('\n')
      .update(JSON.stringify(data))
      .digest('base64');
    let page = drawn.get(key);
    if (page) {
      drawn.delete(key);
    } else {
      page = render
        .then((renderPage) => renderPage(address, data))
        .then((drawn) => {
          if (drawn.styleSampleError !== undefined) options.onStyleSampleError?.(drawn.styleSampleError, url);
          return drawn;
        });
      if (drawn.size >= drawnLimit) drawn.delete(drawn.keys().next().value ?? '');
    }
    drawn.set(key, page);
    try {
      return await page;
    } catch (error) {
      drawn.delete(key);
      options.onRenderError(error, url);
      return null;
    }
  };

  // Listed for the page's loader, which preloads them with the page's own scripts once the first screen is on
  // screen (apps/web/vite-paint-first.ts): a <link rel="modulepreload"> here would fetch them beside the first photo.
  const pageModules = (manifest: Manifest, loaded: Set<string>, modules: string[]): string[] => {
    const files = new Set<string>();
    for (const module of modules) for (const file of closure(manifest, module)) files.add(file);
    return [...files].filter((file) => file.endsWith('.js') && !loaded.has(file)).map((file) => `/${file}`);
  };

  const imagePreload = (image: ImageHint) =>
    `<link rel="preload" as="image" href="${attribute(image.url)}" imagesrcset="${attribute(image.srcSet)}" ` +
    `imagesizes="${attribute(image.sizes)}" fetchpriority="high">`;

  return {
    inlineScriptHashes: inlineScriptHashes(current().template),
    byDevice: (url) => planFirstScreen(url).byDevice === true,
    render: async (url, runQuery, device = { phone: false }) => {
      const { template, manifest, loaded } = current();
      const plan = planFirstScreen(url);
      const answers = await Promise.all(
        plan.queries.map((query) => runQuery(query.document, query.variables).catch(() => null)),
      );
      const data: FirstScreenData = plan.byDevice ? { queries: [], phone: device.phone } : { queries: [] };
      let image: ImageHint | null = null;
      plan.queries.forEach((query, index) => {
        const answer = answers[index];
        if (answer === null || answer === undefined) return;
        data.queries.push({ key: query.key, data: query.toCache(answer) });
        image ??= query.image?.(answer) ?? null;
      });
      // The largest paint's photo first: React's own preloads of the page's eager photos (in the rendered head)
      // come without a priority, and the browser fetched that photo at low priority behind the other cards' when
      // they came first (the catalogue's LCP, 2.7-3.1 s in Lighthouse).
      const modules = pageModules(manifest, loaded, [...START_MODULES, ...plan.modules]);
      const hints = [
        ...(image ? [imagePreload(image)] : []),
        ...(modules.length > 0
          ? [
              `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${scriptJson(modules)}</script>`,
            ]
          : []),
      ];
      const dataScript = `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${scriptJson(data)}</script>`;
      const rendered = await serverRender(url, data);
      // Functions as replacements, so a '$' in the data is not read as a replacement pattern.
      let page = fillShell(template, url, data).replace(
        '</head>',
        () => `${hints.join('\n    ')}\n  </head>`,
      );
      if (!rendered && clientOnly.test(url.pathname)) {
        // The back office has no #main-content until its code draws it: waiting for it only earned a console
        // warning on every page staff open.
        page = page.replace(/\s*<link rel="expect" href="#main-content"[^>]*>/, '');
      } else if (rendered) {
        page = page
          .replace('</head>', () => `${rendered.head}\n  </head>`)
          .replace(
            /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/,
            () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${rendered.html}</div>`,
          );
      }
      return page.replace('</body>', () => `  ${dataScript}\n  </body>`);
    },
  };
}
