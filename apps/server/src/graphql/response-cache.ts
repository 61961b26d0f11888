import { createHash, randomUUID } from 'node:crypto';
import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { type AppEvents, type EventBus, onEvent, type PublishedEvent } from '../platform/events.ts';
import { MAX_JSON_DEPTH, valueNestsDeeperThan } from '../platform/json-body.ts';

/** Queries whose answers are kept: the storefront's catalogue, asked for on every page by everyone. */
export const CACHED_QUERIES = ['listProducts', 'searchProducts', 'getProduct', 'listCategories'] as const;

/** Whether a document's text mentions a kept field at all; the plugin's ages decide whether its answer is kept. */
const NAMES_A_CACHED_QUERY = new RegExp(`\\b(${CACHED_QUERIES.join('|')})\\b`);

/**
 * Changes that drop kept answers, on every instance (the events travel between them): a product or category
 * change every answer; a customer's change only that customer's, custom prices only those of customers on
 * the level. Guests and staff see no custom prices, so theirs stay.
 */
const CHANGES: ReadonlyArray<keyof AppEvents> = ['product', 'category', 'prices', 'customer'];

/**
 * The session a customer's answers are kept under: their customer id and price level, so that a change
 * to either drops just their answers.
 */
export function customerSession(customerId: string, priceLevelId: string | null): string {
  return `customer:${customerId}:${priceLevelId ?? ''}`;
}

/** What a request asks, as Yoga reads it from a GET's query string or a POST's JSON body. */
export type QueryParams = {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
};

/**
 * The key an answer is kept under (also its ETag), or null for variables nested deeper than any body may be:
 * serialising them recurses once per level, and a GET's variables skip the body's bound (platform/json-body.ts).
 * The plugin's own hashSHA256 (WebCrypto) took 40-120 µs a key on this machine, waiting on the thread pool;
 * node:crypto's takes 2 µs, on this thread. Both spell the digest in lower-case hex.
 */
export function answerKey(params: QueryParams, session: string | null): string | null {
  if (valueNestsDeeperThan(params.variables, MAX_JSON_DEPTH)) return null;
  const text = [
    params.query,
    params.operationName ?? '',
    JSON.stringify(params.variables ?? {}),
    session ?? '',
  ];
  return createHash('sha256').update(text.join('|')).digest('hex');
}

// Changes clear the cache at once; the age limit only bounds staleness should an event ever be lost.
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Keeps whole answers to catalogue queries, per viewer: guests share one copy (they never see prices),
 * each customer has their own (their prices, session `customerSession`), as has each staff user. Every
 * other query and every mutation runs as usual.
 */
export function catalogueResponseCache(
  schema: GraphQLSchema,
  events: EventBus,
  /** Who is asking. The plugin looks before the GraphQL context exists, so it cannot read the context's viewer. */
  sessionOf: (request: Request) => Promise<string | null>,
) {
  const cache = new ClearingCache(MAX_ENTRIES);
  const forget = (...[topic, event]: PublishedEvent) => {
    if (topic === 'customer') {
      const prefix = customerSession(event.customerId, null);
      cache.clearWhere((session) => session.startsWith(prefix));
    } else if (topic === 'prices') {
      const level = event.priceLevelId;
      cache.clearWhere(
        (session) => session.startsWith('customer:') && (level === null || session.endsWith(`:${level}`)),
      );
    } else if (CHANGES.includes(topic)) {
      cache.clear();
    }
  };
  for (const topic of CHANGES) {
    onEvent(events, topic, (event) => forget(...([topic, event] as PublishedEvent)));
  }
  // A change made here is forgotten at once; its event may come back over PostgreSQL after the next request.
  events.onPublish((topic, event) => forget(...([topic, event] as PublishedEvent)));

  // The plugin keeps an answer for the shortest age among the fields asked for; every other root field
  // gets 0 so a document mixing, say, `me` with `listProducts` is never kept.
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const name of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    ttlPerSchemaCoordinate[`Query.${name}`] = (CACHED_QUERIES as readonly string[]).includes(name)
      ? MAX_AGE_MS
      : 0;
  }

  const plugin = useResponseCache({
    session: (request) => sessionOf(request),
    cache,
    ttl: 0,
    ttlPerSchemaCoordinate,
    // By default every mutation's answer is walked for ids and clears the cache: each placed order would
    // throw away every customer's catalogue. The events above already clear it on any catalogue change.
    invalidateViaMutation: false,
    // As the plugin's own (the key is also the answer's ETag), noting whose it is, so that a change can
    // drop one session's answers.
    buildResponseCacheKey: async ({ sessionId, documentString, operationName, variableValues }) => {
      const session = sessionId ?? null;
      const key = answerKey({ query: documentString, operationName, variables: variableValues }, session);
      // Such an answer is not kept: its key is one no other request has, of no session.
      if (key === null) return `unkept:${randomUUID()}`;
      cache.noteSession(key, session ?? '');
      return key;
    },
    includeExtensionMetadata: false,
    // Where it runs a document, the plugin adds __typename and id to every selection and walks the answer to
    // take them out again: a tenth of the thread for a back-office list that is never kept. A document that
    // names no kept field skips it. Before the document is run (the lookup by key) the context holds no
    // params yet, and the lookup stays: it is one hash and one map read.
    enabled: (_request, context) => {
      const query = (context as { params?: { query?: string } }).params?.query;
      return query === undefined || NAMES_A_CACHED_QUERY.test(query);
    },
  });

  return {
    plugin,
    /** The answer kept for these params and this session (as the plugin would find it), if there is one. */
    keptAnswer(params: QueryParams, session: string | null): ExecutionResult | undefined {
      const key = answerKey(params, session);
      return key === null ? undefined : cache.peek(key);
    },
  };
}

type Entry = { result: ExecutionResult; expiresAt: number; session: string };

/**
 * A bounded in-memory cache that forgets everything on any change. An answer computed while a change
 * happened is not kept: each miss notes the generation it started in, and a later set of that key
 * is dropped if the generation moved on meanwhile.
 */
export class ClearingCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly missedIn = new Map<string, number>();
  /** Whose answer each key is (a key is a hash that includes the session). */
  private readonly sessions = new Map<string, string>();
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: string): ExecutionResult | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.result;
    if (entry) this.entries.delete(key);
    if (this.missedIn.size >= this.maxEntries) this.missedIn.clear();
    this.missedIn.set(key, this.generation);
    return undefined;
  }

  /** The live answer under a key, without counting a miss: a look that computes nothing on a miss. */
  peek(key: string): ExecutionResult | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.result : undefined;
  }

  /** Notes whose answer a key is; an answer whose session is not known is not kept. */
  noteSession(key: string, session: string): void {
    if (this.sessions.size >= this.maxEntries * 2) this.sessions.clear();
    this.sessions.set(key, session);
  }

  set(key: string, result: ExecutionResult, _entities: unknown, ttl: number): void {
    const startedIn = this.missedIn.get(key);
    this.missedIn.delete(key);
    const session = this.sessions.get(key);
    if (startedIn !== this.generation || session === undefined) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { result, expiresAt: Date.now() + ttl, session });
  }

  /** Only called for mutations when `invalidateViaMutation` is on; anything touched may be in any answer. */
  invalidate(): void {
    this.clear();
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.missedIn.clear();
  }

  /** Forgets the answers of the sessions that match; those being computed for them now are not kept either. */
  clearWhere(matches: (session: string) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.session)) this.entries.delete(key);
    for (const key of this.missedIn.keys()) {
      const session = this.sessions.get(key);
      if (session === undefined || matches(session)) this.missedIn.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
