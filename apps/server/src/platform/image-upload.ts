import { IMAGE_MAX_BYTES } from '@cleaver/domain/constants';
import { DomainError, type ErrorCode, isDomainError, userMessage } from '@cleaver/domain/errors';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crossSiteRefusal } from './cross-site.ts';
import { toFetchHeaders } from './http.ts';
import type { SlidingWindowLimiter } from './rate-limit.ts';

// A multipart body is the file plus its framing (boundaries, part headers): a few hundred bytes.
const FRAMING_ALLOWANCE = 16 * 1024;

const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REFUSED: 403,
  BAD_INPUT: 400,
  IMAGE_REQUIRED: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_UNSUPPORTED: 415,
  IMAGE_TOO_MANY_PIXELS: 422,
  IMAGE_UNREADABLE: 422,
  IMAGE_UPLOAD_RATE_LIMITED: 429,
};

/** An upload's refusal: `{ code, message }` with its HTTP status, never cached. */
export function refuseUpload(reply: FastifyReply, code: ErrorCode): FastifyReply {
  return reply
    .status(STATUS[code] ?? 500)
    .header('cache-control', 'no-store')
    .send({ code, message: userMessage(code) });
}

/**
 * POST `path`: one multipart file field `image` (at most IMAGE_MAX_BYTES), from our own origins only, for a
 * viewer `allowed` lets through, within `limiter`'s rate per user. Who may upload, how often and how much are
 * all settled before the body is read; `store` answers what the 201 sends. Refusals are `{ code, message }` with
 * 401, 403, 400, 413, 415, 422 or 429. Product photos and proof-of-delivery pictures share these rules.
 */
/** Who is uploading: the app's viewer, as far as the upload rules need to know them. */
type Uploader = { userId: string; mustChangePassword: boolean };

export async function registerImageUpload<Viewer extends Uploader>(
  server: FastifyInstance,
  options: {
    path: string;
    allowedOrigins: ReadonlySet<string>;
    viewerOf: (headers: Headers) => Promise<Viewer | null>;
    allowed: (viewer: Viewer) => boolean;
    limiter: SlidingWindowLimiter;
    /** Extra text fields the form may carry besides the file (their values come to `store`). */
    fields?: readonly string[];
    store: (viewer: Viewer, bytes: Buffer, fields: Record<string, string>) => Promise<unknown>;
  },
): Promise<void> {
  const { path, allowedOrigins, viewerOf, allowed, limiter, store } = options;
  const known = new Set(options.fields ?? []);
  const viewers = new WeakMap<FastifyRequest, Viewer>();

  // Registered in its own scope, so only this route reads multipart bodies.
  await server.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 20 },
    });

    scope.setErrorHandler((error, request, reply) => {
      if (isDomainError(error)) return refuseUpload(reply, error.code);
      // A content type nothing reads: no image arrived.
      const { statusCode } = error as { statusCode?: number };
      if (statusCode !== undefined && statusCode < 500) return refuseUpload(reply, 'IMAGE_REQUIRED');
      request.log.error(error, `image upload to ${path} failed`);
      return refuseUpload(reply, 'INTERNAL');
    });

    scope.post(path, {
      onRequest: async (request, reply) => {
        const headers = toFetchHeaders(request);
        const crossSite = crossSiteRefusal(request.method, headers, allowedOrigins);
        if (crossSite) {
          request.log.warn({ origin: request.headers.origin }, `cross-site upload refused: ${crossSite}`);
          return refuseUpload(reply, 'CROSS_SITE_REFUSED');
        }
        const viewer = await viewerOf(headers);
        // Until a temporary password is replaced, the user is a guest to everything but the first sign-in.
        if (!viewer || viewer.mustChangePassword) return refuseUpload(reply, 'UNAUTHENTICATED');
        if (!allowed(viewer)) return refuseUpload(reply, 'FORBIDDEN');
        if (!limiter.tryTake(viewer.userId)) return refuseUpload(reply, 'IMAGE_UPLOAD_RATE_LIMITED');
        const declared = Number(request.headers['content-length']);
        if (declared > IMAGE_MAX_BYTES + FRAMING_ALLOWANCE) return refuseUpload(reply, 'IMAGE_TOO_LARGE');
        viewers.set(request, viewer);
      },
      handler: async (request, reply) => {
        const viewer = viewers.get(request);
        if (!viewer) return refuseUpload(reply, 'UNAUTHENTICATED');
        const { bytes, fields } = await readImageForm(request, known);
        const stored = await store(viewer, bytes, fields);
        return reply.status(201).header('cache-control', 'no-store').send(stored);
      },
    });
  });
}

/** The bytes of the form's one file field `image`, and the known text fields; the file's name is never looked at. */
async function readImageForm(
  request: FastifyRequest,
  known: ReadonlySet<string>,
): Promise<{ bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new DomainError('IMAGE_REQUIRED');
  try {
    const fields: Record<string, string> = {};
    let bytes: Buffer | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image' || bytes !== null) throw new DomainError('IMAGE_REQUIRED');
        bytes = await readWithinLimit(part.file);
      } else if (known.has(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
    if (!bytes || bytes.length === 0) throw new DomainError('IMAGE_REQUIRED');
    return { bytes, fields };
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
