import { IMAGE_MAX_BYTES } from '@cleaver/domain/constants';
import { DomainError, type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal } from '../../platform/cross-site.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import { SlidingWindowLimiter } from '../../platform/rate-limit.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';

export const PRODUCT_IMAGE_UPLOAD_PATH = '/api/admin/product-images';

/** Uploads one admin may start in UPLOAD_WINDOW_MS: plenty for photographing a catalogue, few for abuse. */
export const UPLOADS_PER_WINDOW = 60;
const UPLOAD_WINDOW_MS = 10 * 60_000;

// A multipart body is the file plus its framing (boundaries, part headers): a few hundred bytes.
const FRAMING_ALLOWANCE = 16 * 1024;

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  IMAGE_REQUIRED: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_UNSUPPORTED: 415,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_UNREADABLE: 422,
  IMAGE_UPLOAD_RATE_LIMITED: 429,
};

function refuse(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'no-store')
    .send({ code, message: userMessage(code) });
}

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
  const { services, allowedOrigins, viewerOf } = options;
  const limiter = new SlidingWindowLimiter({ limit: UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS });

  // Registered in its own scope, so only this route reads multipart bodies.
  await server.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });

    scope.setErrorHandler((error, request, reply) => {
      if (isDomainError(error)) return refuse(reply, error.code);
      // A content type nothing reads: no image arrived.
      const { statusCode } = error as { statusCode?: number };
      if (statusCode !== undefined && statusCode < 500) return refuse(reply, 'IMAGE_REQUIRED');
      request.log.error(error, 'product image upload failed');
      return refuse(reply, 'INTERNAL');
    });

    scope.post(PRODUCT_IMAGE_UPLOAD_PATH, {
      onRequest: async (request, reply) => {
        const headers = toFetchHeaders(request);
        const crossSite = crossSiteRefusal(request.method, headers, allowedOrigins);
        if (crossSite) {
          request.log.warn({ origin: request.headers.origin }, `cross-site upload refused: ${crossSite}`);
          return refuse(reply, 'CROSS_SITE_REFUSED');
        }
        const viewer = await viewerOf(headers);
        // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
        if (!viewer || viewer.mustChangePassword) return refuse(reply, 'UNAUTHENTICATED');
        if (viewer.role !== 'admin') return refuse(reply, 'FORBIDDEN');
        if (!limiter.tryTake(viewer.userId)) return refuse(reply, 'IMAGE_UPLOAD_RATE_LIMITED');
        const declared = Number(request.headers['content-length']);
        if (declared > IMAGE_MAX_BYTES + FRAMING_ALLOWANCE) return refuse(reply, 'IMAGE_TOO_LARGE');
      },
      handler: async (request, reply) => {
        const uploaded = await services.productImages.upload(await readImageField(request));
        return reply.status(201).header('cache-control', 'no-store').send(uploaded);
      },
    });
  });
}

/** The bytes of the form's one file field `image`; the file's name is never looked at. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new DomainError('IMAGE_REQUIRED');
  try {
    const part = await request.file();
    if (part?.fieldname !== 'image') throw new DomainError('IMAGE_REQUIRED');
    const bytes = await readWithinLimit(part.file);
    if (bytes.length === 0) throw new DomainError('IMAGE_REQUIRED');
    return bytes;
  } catch (error) {
    if (isDomainError(error)) throw error;
    // A malformed form (no boundary, cut short, too many parts): whatever it held, no image arrived.
    throw new DomainError('IMAGE_REQUIRED', undefined, { cause: error });
  }
}

/**
 * The file's bytes, refused the moment they pass the limit: busboy stops there and marks the file
 * truncated, so no more than IMAGE_MAX_BYTES is ever held.
 */
async function readWithinLimit(file: MultipartFile['file']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) {
    if (file.truncated) throw new DomainError('IMAGE_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  if (file.truncated) throw new DomainError('IMAGE_TOO_LARGE');
  return Buffer.concat(chunks);
}
