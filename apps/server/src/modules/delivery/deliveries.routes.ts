import { DomainError } from '@cleaver/domain/errors';
import type { FastifyInstance } from 'fastify';
import { isRecordId } from '../../graphql/ids.ts';
import { toFetchHeaders } from '../../platform/http.ts';
import { registerImageUpload } from '../../platform/image-upload.ts';
import { SlidingWindowLimiter } from '../../platform/rate-limit.ts';
import type { Services } from '../../services.ts';
import type { Viewer } from '../auth/viewer.ts';

export const DELIVERY_IMAGE_PATH = '/api/delivery/images';

/** Pictures one driver may upload in a window: a photo and a signature per stop of a long run, and retakes. */
export const DELIVERY_UPLOADS_PER_WINDOW = 120;
const UPLOAD_WINDOW_MS = 60 * 60_000;

/**
 * POST /api/delivery/images: a proof-of-delivery photo or signature (form fields `image` and `kind`: photo or
 * signature), for a driver or staff, under the product photos' upload rules; answers 201 `{ id }` for
 * markDelivered. GET /api/delivery/images/<id>: the picture as WebP, for staff, the order's customer and the
 * order's driver (404 for anyone else, as for one not there), never cached by anything shared.
 */
export async function registerDeliveryRoutes(
  server: FastifyInstance,
  options: {
    services: Services;
    allowedOrigins: ReadonlySet<string>;
    viewerOf: (headers: Headers) => Promise<Viewer | null>;
  },
): Promise<void> {
  const { services, viewerOf } = options;
  await registerImageUpload(server, {
    path: DELIVERY_IMAGE_PATH,
    allowedOrigins: options.allowedOrigins,
    viewerOf,
    allowed: (viewer) => viewer.role === 'driver' || viewer.role === 'admin',
    limiter: new SlidingWindowLimiter({ limit: DELIVERY_UPLOADS_PER_WINDOW, windowMs: UPLOAD_WINDOW_MS }),
    fields: ['kind'],
    store: async (viewer, bytes, fields) => {
      const kind = fields.kind ?? 'photo';
      if (kind !== 'photo' && kind !== 'signature') throw new DomainError('BAD_INPUT');
      return { id: await services.deliveries.upload(viewer, kind, bytes) };
    },
  });

  server.get<{ Params: { id: string } }>(`${DELIVERY_IMAGE_PATH}/:id`, async (request, reply) => {
    const viewer = await viewerOf(toFetchHeaders(request));
    const refuse = (status: number, code: string, message: string) =>
      reply.status(status).header('cache-control', 'private, no-store').send({ code, message });
    if (!viewer || viewer.mustChangePassword) return refuse(401, 'UNAUTHENTICATED', 'Sign in to see this.');
    const id = request.params.id;
    const bytes = isRecordId(id) ? await services.deliveries.image(viewer, id.toLowerCase()) : null;
    if (!bytes) return refuse(404, 'NOT_FOUND', 'Not found.');
    return reply
      .type('image/webp')
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
