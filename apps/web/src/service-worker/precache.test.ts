import { describe, expect, test } from 'vitest';
import { buildVersion, precacheList } from './precache';
import { KEPT_PUBLIC_FILES } from './routes';

// A built page as vite-paint-first.ts leaves it: the loader lists the page's scripts.
const indexHtml =
  '<head><script data-page-scripts="/assets/rolldown-runtime-a1.js /assets/app-b2.js">…</script></head>';
const manifest = {
  '_rolldown-runtime-a1.js': { file: 'assets/rolldown-runtime-a1.js' },
  'src/main.tsx': {
    file: 'assets/app-b2.js',
    imports: ['_rolldown-runtime-a1.js'],
    css: ['assets/app-c3.css'],
    assets: ['assets/roboto-d4.woff2'],
  },
  'src/app/theme-variables.ts': {
    file: 'assets/theme-variables-e5.js',
    imports: ['_rolldown-runtime-a1.js'],
  },
  'src/app/admin/AdminApp.tsx': { file: 'assets/AdminApp-f6.js', imports: ['src/main.tsx'] },
  'src/features/catalogue/CataloguePage.tsx': { file: 'assets/CataloguePage-g7.js' },
};

describe('precacheList', () => {
  test('keeps what every page loads before its first render, with its styles and fonts, and the public files', () => {
    expect(precacheList(manifest, indexHtml)).toEqual([
      '/assets/app-b2.js',
      '/assets/app-c3.css',
      '/assets/roboto-d4.woff2',
      '/assets/rolldown-runtime-a1.js',
      '/assets/theme-variables-e5.js',
      ...KEPT_PUBLIC_FILES,
    ]);
  });

  test('leaves lazily loaded pages (the back office above all) to the browser', () => {
    const list = precacheList(manifest, indexHtml);
    expect(list).not.toContain('/assets/AdminApp-f6.js');
    expect(list).not.toContain('/assets/CataloguePage-g7.js');
  });
});

describe('buildVersion', () => {
  test('is the same for the same build and changes with any file name or content', async () => {
    const build = ['/assets/app-b2.js', '<html>offline</html>', 'worker code'];
    const version = await buildVersion(build);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(await buildVersion([...build])).toBe(version);
    expect(await buildVersion(['/assets/app-b3.js', ...build.slice(1)])).not.toBe(version);
    expect(await buildVersion([...build.slice(0, 2), 'worker code, changed'])).not.toBe(version);
  });
});
