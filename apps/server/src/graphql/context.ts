import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '../modules/auth/viewer.ts';
import type { Services } from '../services.ts';

/** What Fastify hands to Yoga for each request. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/** What every resolver receives: who is asking, and the services that hold the rules. */
export type GraphQLContext = ServerContext & {
  /** The signed-in user; null for guests and for anyone who must still replace a temporary password. */
  viewer: Viewer | null;
  /** Whoever holds a live session, including a user who must still replace a temporary password. */
  identity: Viewer | null;
  /** The request's Origin is one of our own (browsers always send it on POST): no other site sent it. */
  fromOwnOrigin: boolean;
  /** Aborted when the client goes away before its answer is sent: calls made for it to other systems stop. */
  signal: AbortSignal;
  services: Services;
};
