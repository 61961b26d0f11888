import { type Cache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult, GraphQLSchema } from 'graphql';
import { type AppEvents, type EventBus, onEvent } from '../platform/events.ts';

/** Queries whose answers are kept: the storefront's catalogue, asked for on every page by everyone. */
const CACHED_QUERIES = ['listProducts', 'searchProducts', 'getProduct', 'listCategories'] as const;

/** Any change to these drops every kept answer, on every instance (the events travel between them). */
const CHANGES: ReadonlyArray<keyof AppEvents> = ['product', 'category', 'prices', 'customer'];

// Changes clear the cache at once; the age limit only bounds staleness should an event ever be lost.
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Keeps whole answers to catalogue queries, per viewer: guests share one copy (they never see prices),
 * each signed-in user has their own (their prices). Every other query and every mutation runs as usual.
 */
export function catalogueResponseCache(
  schema: GraphQLSchema,
  events: EventBus,
  /** Who is asking. The plugin looks before the GraphQL context exists, so it cannot read the context's viewer. */
  sessionOf: (request: Request) => Promise<string | null>,
) {
  const cache = new ClearingCache(MAX_ENTRIES);
  for (const topic of CHANGES) onEvent(events, topic, () => cache.clear());
  // A change made here clears at once; its event may come back over PostgreSQL after the next request.
  events.onPublish((topic) => {
    if (CHANGES.includes(topic)) cache.clear();
  });

  // The plugin keeps an answer for the shortest age among the fields asked for; every other root field
  // gets 0 so a document mixing, say, `me` with `listProducts` is never kept.
  const ttlPerSchemaCoordinate: Record<string, number> = {};
  for (const name of Object.keys(schema.getQueryType()?.getFields() ?? {})) {
    ttlPerSchemaCoordinate[`Query.${name}`] = (CACHED_QUERIES as readonly string[]).includes(name)
      ? MAX_AGE_MS
      : 0;
  }

  return useResponseCache({
    session: (request) => sessionOf(request),
    cache,
    ttl: 0,
    ttlPerSchemaCoordinate,
    // By default every mutation's answer is walked for ids and clears the cache: each placed order would
    // throw away every customer's catalogue. The events above already clear it on any catalogue change.
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  });
}

type Entry = { result: ExecutionResult; expiresAt: number };

/**
 * A bounded in-memory cache that forgets everything on any change. An answer computed while a change
 * happened is not kept: each miss notes the generation it started in, and a later set of that key
 * is dropped if the generation moved on meanwhile.
 */
export class ClearingCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly missedIn = new Map<string, number>();
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

  set(key: string, result: ExecutionResult, _entities: unknown, ttl: number): void {
    const startedIn = this.missedIn.get(key);
    this.missedIn.delete(key);
    if (startedIn !== this.generation) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { result, expiresAt: Date.now() + ttl });
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

  get size(): number {
    return this.entries.size;
  }
}
