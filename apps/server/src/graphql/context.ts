import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';

/** What Fastify hands to Yoga for each request. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** What every resolver receives: who is asking, and the services that hold the rules. */
export type GraphQLContext = ServerContext & {
  viewer: Viewer | null;
  services: Services;
};
