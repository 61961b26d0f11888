import type { CategoryName } from '@cleaver/domain/constants';
import sharp from 'sharp';
import { IMAGE_WIDTHS, variantPath, writeImageVariants } from '../../platform/images.ts';
import type { ObjectStorage } from '../../platform/storage.ts';
import { codeSlug } from './catalogue-data.ts';
import { categoryScene } from './category-art.ts';

// Demo images are drawn locally (no downloads): a flat illustration per category, and per product the
// category's illustration with the product's name and code printed on it so cards look distinct.
const CATEGORY_SIZE = { width: 480, height: 360 };
const PRODUCT_SIZE = { width: 600, height: 450 };
const BAND_TOP = 316;
const FONT = "'DejaVu Sans', Arial, Helvetica, sans-serif";
const CONCURRENCY = 8;

/** Where a category's tile image is stored: 'categories/chicken.webp'. */
export function categoryImageKey(category: string): string {
  return `categories/${category.toLowerCase()}.webp`;
}

/** A product's image key, 'products/ch-thb-01'; see platform/images for its variants. */
export function productImageKey(code: string): string {
  return `products/${codeSlug(code)}`;
}

type ImageProduct = { code: string; name: string; category: CategoryName };
export type ImageSummary = { rendered: number; skipped: number };

/** Draws the demo images into storage (the uploads folder or the bucket), skipping those already there. */
export async function writeSeedImages(
  storage: ObjectStorage,
  categories: readonly CategoryName[],
  products: readonly ImageProduct[],
): Promise<ImageSummary> {
  const summary: ImageSummary = { rendered: 0, skipped: 0 };
  const bases = new Map<CategoryName, Promise<RawImage>>();
  // Each category's background and drawing is rasterised once; products only add their text on top.
  const baseFor = (category: CategoryName): Promise<RawImage> => {
    let base = bases.get(category);
    if (!base) {
      base = rasterise(productBaseSvg(category));
      bases.set(category, base);
    }
    return base;
  };

  const jobs: Array<() => Promise<void>> = [
    ...categories.map((category) => async () => {
      const key = categoryImageKey(category);
      if (await storage.exists(key)) return void summary.skipped++;
      const svg = categoryScene(category, { ...CATEGORY_SIZE, cx: 240, cy: 180, size: 230 });
      await storage.put(key, await sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer(), 'image/webp');
      summary.rendered++;
    }),
    ...products.map((product) => async () => {
      const key = productImageKey(product.code);
      if (await storage.exists(variantPath(key, Math.max(...IMAGE_WIDTHS)))) return void summary.skipped++;
      const base = await baseFor(product.category);
      // Drawn at the largest variant's size; lossless here, the variants do the compressing.
      const drawn = await sharp(base.data, { raw: base.info })
        .composite([{ input: Buffer.from(productLabelSvg(product)) }])
        .png({ compressionLevel: 1 })
        .toBuffer();
      await writeImageVariants(drawn, key, storage);
      summary.rendered++;
    }),
  ];
  await runLimited(jobs, CONCURRENCY);
  return summary;
}

type RawImage = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

async function rasterise(svg: string): Promise<RawImage> {
  const { data, info } = await sharp(Buffer.from(atDrawnSize(svg)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

function productBaseSvg(category: CategoryName): string {
  const { width, height } = PRODUCT_SIZE;
  const scene = categoryScene(category, { width, height, cx: width / 2, cy: 165, size: 210 });
  const band = `<rect y="${BAND_TOP}" width="${width}" height="${height - BAND_TOP}" fill="#1B1B1B" opacity="0.55"/>`;
  return scene.replace('</svg>', `${band}</svg>`);
}

function productLabelSvg(product: ImageProduct): string {
  const { width, height } = PRODUCT_SIZE;
  const lines = wrapName(product.name);
  const longest = Math.max(...lines.map((line) => line.length));
  // DejaVu Sans Bold averages about 0.62 em per character; shrink long names to fit the band.
  const fontSize = Math.min(lines.length === 1 ? 38 : 32, Math.floor((width - 48) / (0.62 * longest)));
  const firstBaseline = lines.length === 1 ? BAND_TOP + 64 : BAND_TOP + 42;
  const nameText = lines
    .map(
      (line, i) =>
        `<text x="${width / 2}" y="${firstBaseline + i * (fontSize + 4)}" font-size="${fontSize}" ` +
        `font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('');
  return atDrawnSize(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <g font-family="${FONT}" fill="#FFFFFF" text-anchor="middle">
    ${nameText}
    <text x="${width / 2}" y="${height - 15}" font-size="20" letter-spacing="2" opacity="0.85">${escapeXml(product.code)}</text>
  </g>
</svg>`);
}

// Product art is laid out on a 600 × 450 grid and drawn at the largest variant's size (640 × 480).
const DRAWN_SIZE = { width: Math.max(...IMAGE_WIDTHS), height: (Math.max(...IMAGE_WIDTHS) * 3) / 4 };
function atDrawnSize(svg: string): string {
  const { width, height } = PRODUCT_SIZE;
  return svg.replace(
    `width="${width}" height="${height}"`,
    `width="${DRAWN_SIZE.width}" height="${DRAWN_SIZE.height}"`,
  );
}

/** One line for short names; otherwise two lines split at the space nearest the middle. */
function wrapName(name: string): string[] {
  if (name.length <= 22) return [name];
  const middle = name.length / 2;
  let split = -1;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === ' ' && (split < 0 || Math.abs(i - middle) < Math.abs(split - middle))) split = i;
  }
  return split < 0 ? [name] : [name.slice(0, split), name.slice(split + 1)];
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function runLimited(jobs: ReadonlyArray<() => Promise<void>>, limit: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job) await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
