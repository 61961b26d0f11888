// Draws the home-screen icons (apps/web/public/icons/, committed) from the favicon's drawing: run it again after
// changing apps/web/public/favicon.svg. `node scripts/app-icons.mjs`
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const green = favicon.match(/fill="(#[0-9A-Fa-f]{6})"/)?.[1];
const cleaver = favicon.match(/<path[^>]*\/><rect[^>]*\/>/)?.[0];
if (!green || !cleaver)
  throw new Error('favicon.svg no longer has the green square and the cleaver this reads');

// The cleaver (x 14–50, y 20–52 of 64) centred on a full square of green, at `scale`: a launcher crops a
// maskable icon to as little as the circle of 80 % of its width, and iOS rounds the corners itself.
const fullBleed = (scale) => {
  const move = `translate(32 32) scale(${scale}) translate(-32 -36)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/><g transform="${move}">${cleaver}</g></svg>`;
};

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(file, publicDir).pathname);
  console.log(`${file} ${size}×${size}`);
}
