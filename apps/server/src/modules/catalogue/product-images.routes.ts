import type { FastifyInstance } from 'fastify';
import { registerImageUpload } from '../../platform/image-upload.ts';
import { SlidingWindowLimiter } from '../../platform/rate-limit.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';

export const PRODUCT_IMAGE_UPLOAD_PATH = '/api/admin/product-images';

/** Uploads one admin may start in UPLOAD_WINDOW_MS: plenty for photographing a catalogue, few for abuse. */
export const UPLOADS_PER_WINDOW = 60;
const UPLOAD_WINDOW_MS = 10 * 60_000;

/**
 * POST /api/admin/product-images: one multipart file field `image`, admins only. Answers 201 with
 * `{ imageKey, image: { url, srcSet, width, height } }`, or `{ code, message }` with 401, 403, 400, 413,
 * 415, 422 or 429. Who may upload, how often and how much are all settled before the body is read.
 */
export async function registerProductImageRoutes(
  server: FastifyInstance,
  options: {
    services: Services;
    allowedOrigins: ReadonlySet<string>;
    viewerOf: (headers: Headers) => Promise<Viewer | null>;
  },
): Promise<void> {
  const { services } = options;
  await registerImageUpload(server, {
    path: PRODUCT_IMAGE_UPLOAD_PATH,
    allowedOrigins: options.allowedOrigins,
    viewerOf: options.viewerOf,
    allowed: (viewer) => viewer.role === 'admin',
    limiter: new SlidingWindowLimiter({ limit: UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS }),
    store: (_viewer, bytes) => services.productImages.upload(bytes),
  });
}
