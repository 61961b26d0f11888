import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';

/** The ALTCHA widget fetches a fresh challenge here each time it starts a check. */
export function registerContactRoutes(server: FastifyInstance, services: Services) {
  server.get('/api/altcha/challenge', async (_request, reply) => {
    const challenge = await services.contact.createChallenge();
    return reply.header('cache-control', 'no-store').send(challenge);
  });
}
