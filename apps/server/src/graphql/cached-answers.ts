import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { type CORSOptions, type FetchAPI, processRegularResult } from 'graphql-yoga';
import { toFetchHeaders } from '../platform/http.ts';
import { MAX_JSON_DEPTH, textNestsDeeperThan } from '../platform/json-body.ts';
import { CACHED_QUERIES, type QueryParams } from './response-cache.ts';

/** An answer as Yoga sends it: its status, headers in Yoga's order, and body. */
type PreparedAnswer = { status: number; headers: Array<[string, string]>; body: Buffer };

// A document that names none of the kept queries has no kept answer: it is not worth a session and a hash.
const NAMES_A_KEPT_QUERY = new RegExp(`\\b(?:${CACHED_QUERIES.join('|')})\\b`);
const POST_KEYS = new Set(['query', 'operationName', 'variables']);
const REGULAR_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * A route hook for /graphql that sends a kept catalogue answer (graphql/response-cache.ts) without entering
 * Yoga, whose pipeline (its request, the plugins' hooks, the answer's serialising) was most of a hit's time.
 * It answers only when Yoga would send that very answer: the same params, read as Yoga reads them; the same
 * session, from the same function; the key the plugin keeps it under; and the same bytes and headers, made by
 * Yoga's own serialiser and its CORS rules. Anything it cannot be sure of goes on to Yoga unchanged. Being a
 * preHandler, it runs after the route's cross-site check and the bounded JSON parser.
 */
export function cachedAnswers(options: {
  keptAnswer: (params: QueryParams, session: string | null) => ExecutionResult | undefined;
  /** The response cache's session of whoever sends these headers. */
  sessionOf: (headers: Headers) => Promise<string | null>;
  /** Yoga's `cors` option. */
  cors: (request: { headers: Headers }) => CORSOptions;
  fetchAPI: FetchAPI;
  /** Larger answers go on to the route's handler, which refuses them. */
  maxResponseBytes: number;
}) {
  // Each kept answer is serialised once per media type; a change replaces the kept object, and this with it.
  const prepared = new WeakMap<ExecutionResult, Map<string, Promise<PreparedAnswer>>>();
  const prepare = (result: ExecutionResult, mediaType: string): Promise<PreparedAnswer> => {
    let byType = prepared.get(result);
    if (!byType) {
      byType = new Map();
      prepared.set(result, byType);
    }
    let answer = byType.get(mediaType);
    if (!answer) {
      const response = processRegularResult(result, options.fetchAPI, mediaType);
      answer = response.arrayBuffer().then((body) => {
        const headers: Array<[string, string]> = [];
        response.headers.forEach((value, name) => {
          headers.push([name, value]);
        });
        return { status: response.status, headers, body: Buffer.from(body) };
      });
      byType.set(mediaType, answer);
      answer.catch(() => byType.delete(mediaType));
    }
    return answer;
  };

  return async function answerFromCache(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    if (!isPlainGraphQLRequest(request)) return;
    const params = request.method === 'GET' ? getParams(request.query) : postParams(request);
    if (!params || !NAMES_A_KEPT_QUERY.test(params.query)) return;
    const mediaType = regularMediaTypeFor(request.headers.accept);
    if (!mediaType) return;
    const headers = toFetchHeaders(request);
    let answer: PreparedAnswer;
    try {
      const result = options.keptAnswer(params, await options.sessionOf(headers));
      if (!result) return;
      answer = await prepare(result, mediaType);
    } catch {
      // Whatever failed (a session looked up in the database, say) fails in Yoga as it always has.
      return;
    }
    if (answer.status !== 200 || answer.body.byteLength > options.maxResponseBytes) return;
    // As the route's handler copies Yoga's answer: its headers, CORS's after them, then the status.
    for (const [name, value] of answer.headers) reply.header(name, value);
    for (const [name, value] of Object.entries(corsHeaders(headers, options.cors({ headers })) ?? {})) {
      reply.header(name, value);
    }
    reply.status(answer.status);
    return reply.send(answer.body);
  };
}

/**
 * A GET or POST to exactly /graphql that Yoga would take to its params: no If-None-Match (the plugin answers
 * those with 304s), no URL Yoga's health check would answer, and a POST's body JSON as Yoga knows it.
 */
function isPlainGraphQLRequest(request: FastifyRequest): boolean {
  const { url, headers } = request;
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  if (url.endsWith('/health') || headers['if-none-match'] !== undefined) return false;
  if (request.method === 'GET') return true;
  if (request.method !== 'POST') return false;
  const contentLength = headers['content-length'];
  if (contentLength !== undefined && !/^\d+$/.test(contentLength)) return false;
  const contentType = headers['content-type']?.split(',')[0];
  return contentType === 'application/json' || Boolean(contentType?.startsWith('application/json;'));
}

/** As Yoga reads a GET (its URL rebuilt from Fastify's parsed query): one value each, no extensions. */
function getParams(search: unknown): QueryParams | null {
  if (typeof search !== 'object' || search === null) return null;
  const { query, operationName, variables, extensions } = search as Record<string, unknown>;
  if (extensions !== undefined || typeof query !== 'string' || query === '') return null;
  if (operationName !== undefined && typeof operationName !== 'string') return null;
  if (variables !== undefined && typeof variables !== 'string') return null;
  let parsed: unknown;
  if (variables) {
    // Yoga parses them too, unbounded; such variables are never kept, so Yoga may have them.
    if (textNestsDeeperThan(variables, MAX_JSON_DEPTH)) return null;
    try {
      parsed = JSON.parse(variables);
    } catch {
      return null;
    }
  }
  if (!isVariables(parsed)) return null;
  return { query, operationName: operationName || undefined, variables: parsed };
}

/** A POST's body as the bounded parser left it: only query, operationName and variables, of their types. */
function postParams(request: FastifyRequest): QueryParams | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  for (const key of Object.keys(body)) if (!POST_KEYS.has(key)) return null;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query === '') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (!isVariables(variables)) return null;
  return { query, operationName, variables };
}

function isVariables(value: unknown): value is Record<string, unknown> | null | undefined {
  return value == null || (typeof value === 'object' && !Array.isArray(value));
}

/**
 * The media type Yoga answers a query in for this Accept header, or null when it would not answer with its
 * regular JSON (an event stream, multipart, 406). As Yoga's result processors choose: the header's types in
 * reverse, utf-8 only, the last match winning; JSON's processor comes last, so it wins whenever it matches.
 */
export function regularMediaTypeFor(accept: string | undefined): string | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',');
  let chosen: string | null = null;
  for (const entry of asked.reverse()) {
    const [mediaType = '', ...parameters] = entry.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    const [askedType, askedSubtype] = mediaType.split('/');
    for (const offered of REGULAR_MEDIA_TYPES) {
      const [type, subtype] = offered.split('/');
      if ((askedType === '*' || askedType === type) && (askedSubtype === '*' || askedSubtype === subtype)) {
        chosen = offered;
      }
    }
  }
  return chosen;
}

/** The CORS headers Yoga (@whatwg-node/server's CORS plugin) adds to an answer for these options. */
export function corsHeaders(headers: Headers, cors: CORSOptions): Record<string, string> | null {
  const origin = headers.get('origin');
  if (cors === false || origin === null) return null;
  const added: Record<string, string> = {};
  if (cors.origin == null || cors.origin.length === 0 || cors.origin.includes('*')) {
    added['Access-Control-Allow-Origin'] = origin;
    added.Vary = 'Origin';
  } else if (typeof cors.origin === 'string') {
    added['Access-Control-Allow-Origin'] = cors.origin;
  } else if (cors.origin.length === 1) {
    added['Access-Control-Allow-Origin'] = cors.origin[0] as string;
  } else if (cors.origin.includes(origin)) {
    added['Access-Control-Allow-Origin'] = origin;
    added.Vary = 'Origin';
  } else {
    added['Access-Control-Allow-Origin'] = 'null';
  }
  const askedMethod = headers.get('access-control-request-method');
  if (cors.methods?.length) added['Access-Control-Allow-Methods'] = cors.methods.join(', ');
  else if (askedMethod) added['Access-Control-Allow-Methods'] = askedMethod;
  const askedHeaders = headers.get('access-control-request-headers');
  if (cors.allowedHeaders?.length) {
    added['Access-Control-Allow-Headers'] = cors.allowedHeaders.join(', ');
  } else if (askedHeaders) {
    added['Access-Control-Allow-Headers'] = askedHeaders;
    added.Vary = added.Vary
      ? `${added.Vary}, Access-Control-Request-Headers`
      : 'Access-Control-Request-Headers';
  }
  if (cors.credentials != null) {
    if (cors.credentials) added['Access-Control-Allow-Credentials'] = 'true';
  } else if (added['Access-Control-Allow-Origin'] !== '*') {
    added['Access-Control-Allow-Credentials'] = 'true';
  }
  if (cors.exposedHeaders) added['Access-Control-Expose-Headers'] = cors.exposedHeaders.join(', ');
  if (cors.maxAge) added['Access-Control-Max-Age'] = cors.maxAge.toString();
  return added;
}
