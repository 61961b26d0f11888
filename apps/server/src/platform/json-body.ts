import { userMessage } from '@cleaver/domain/errors';
import type { FastifyInstance } from 'fastify';

/**
 * How deeply a JSON body may nest arrays and objects, the body itself being the first level. The deepest the
 * web app sends is 5 (a body's variables, createOrder's input, its lines, a line); 64 leaves a wide margin, and
 * every walk over a body that deep (serialising, GraphQL's coercion, logging) takes a trivial stack. 520,000
 * levels fit in the 1 MiB body limit and once overflowed the stack.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * True when JSON text opens more than `maxDepth` arrays and objects inside one another. One pass over the
 * text without parsing it; brackets inside strings do not count. Text that is not JSON may count wrong, but
 * then it is not parsed either.
 */
export function textNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_BRACKET || char === OPEN_BRACE) {
      if (++depth > maxDepth) return true;
    } else if (char === CLOSE_BRACKET || char === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/** True when a parsed value nests more than `maxDepth` arrays and objects; recurses at most that deep. */
export function valueNestsDeeperThan(value: unknown, maxDepth: number): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (maxDepth === 0) return true;
  for (const item of Object.values(value)) if (valueNestsDeeperThan(item, maxDepth - 1)) return true;
  return false;
}

class BodyTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'REQUEST_TOO_DEEP';
}

/**
 * Parses every JSON body of `server` as Fastify does, once the raw text is known to nest at most
 * {@link MAX_JSON_DEPTH} levels; a deeper one is refused with 400 REQUEST_TOO_DEEP before anything walks it.
 * Call before any route or plugin is registered: both are given the parser and error handler that exist then.
 */
export function boundJsonBodies(server: FastifyInstance): void {
  // As configured, by default refusing a body that sets __proto__ or constructor.prototype.
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = server.initialConfig;
  const parseJson = server.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (textNestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(new BodyTooDeepError(), undefined);
    parseJson(request, body as string, done);
  });
  server.setErrorHandler((error, request, reply) => {
    // Every other error goes on to Fastify's own handler.
    if (!(error instanceof BodyTooDeepError)) throw error;
    // One line, no stack: a flood of these must not flood the log.
    request.log.warn(`JSON body nested deeper than ${MAX_JSON_DEPTH} levels refused`);
    const message = userMessage('REQUEST_TOO_DEEP');
    // Each answers in the shape its callers read: GraphQL's errors, or the REST routes' code and message.
    return reply
      .status(400)
      .send(
        request.routeOptions.url === '/graphql'
          ? { errors: [{ message, extensions: { code: error.code } }] }
          : { code: error.code, message },
      );
  });
}
