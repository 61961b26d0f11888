import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE, type ObjectStorage } from './storage.ts';

/**
 * Serves stored images under /images/<key>, e.g. /images/products/<uuid>-640.webp, with a year's cache:
 * keys are generated and never reused, so what a key names never changes. From the uploads folder as
 * static files, or streamed from the bucket (docs/decisions/014-image-storage-and-uploads.md says why not a redirect).
 */
export async function registerImageServing(server: FastifyInstance, storage: ObjectStorage): Promise<void> {
  if (storage.kind === 'folder') {
    // Without a seed nothing has been written yet; the folder must exist to be served.
    await mkdir(storage.root, { recursive: true });
    await server.register(fastifyStatic, {
      root: storage.root,
      prefix: '/images/',
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE_CACHE),
    });
    return;
  }

  server.get('/images/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Only WebP images are ever stored for pages; nothing else in the bucket is served from our origin.
    if (!key.endsWith('.webp')) return reply.callNotFound();
    let object: Awaited<ReturnType<typeof storage.get>>;
    try {
      object = await storage.get(key);
    } catch (error) {
      request.log.error(error, 'image storage unavailable');
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ error: 'Image storage unavailable' });
    }
    if (!object) return reply.callNotFound();
    reply.type('image/webp').header('cache-control', IMMUTABLE_CACHE);
    if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
    return reply.send(object.body);
  });
}
