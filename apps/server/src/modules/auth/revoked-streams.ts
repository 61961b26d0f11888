import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { GuardedSession, Revocation, RevokedSessions } from './session-guard.ts';

// Streams that already end with their session (a field that has a last word guards its own).
const guarded = new WeakSet<object>();

/**
 * `source` for as long as `session` is honoured. Every event is checked before it goes out; once the session is
 * revoked on any instance (sign-out, password change or reset, the customer disabled or archived, an admin removed)
 * nothing more is delivered and the stream ends, which ends the SSE response. `lastWord` may give one final event
 * telling the page why.
 */
export function untilRevoked<T>(
  source: AsyncIterable<T>,
  guard: {
    revoked: RevokedSessions;
    session: GuardedSession;
    lastWord?: (revocation: Revocation) => T | undefined;
  },
): AsyncIterableIterator<T> {
  const { revoked, session, lastWord } = guard;
  const iterator = source[Symbol.asyncIterator]();
  let revocation = revoked.revocationOf(session);
  let finished = false;
  // Settles the read under way, if any, when the session is revoked.
  let interrupt: (() => void) | null = null;
  const unwatch = revocation
    ? () => {}
    : revoked.watch(session, (found) => {
        revocation ??= found;
        interrupt?.();
      });

  // True the first time: the stream ends once, whether revoked, run dry or closed by the client.
  const finish = (): boolean => {
    if (finished) return false;
    finished = true;
    unwatch();
    // Not awaited: a generator source answers return() only after its pending read, which may never come.
    Promise.resolve(iterator.return?.()).catch(() => {});
    return true;
  };

  const stream: AsyncIterableIterator<T> = {
    async next() {
      if (finished) return { done: true, value: undefined };
      if (!revocation) {
        const next = await new Promise<IteratorResult<T> | null>((resolve, reject) => {
          interrupt = () => resolve(null);
          iterator.next().then(resolve, reject);
        });
        interrupt = null;
        // Checked before every delivery, not only when told: the event may have waited while the session ended.
        revocation ??= revoked.revocationOf(session);
        if (next && !revocation) {
          if (next.done) finish();
          return next;
        }
      }
      // Revoked: whatever the source holds is dropped.
      const last = finish() && revocation ? lastWord?.(revocation) : undefined;
      return last === undefined ? { done: true, value: undefined } : { done: false, value: last };
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  guarded.add(stream);
  return stream;
}

/**
 * Makes every subscription of `schema` end with the session it was opened on: a stream outlives the request that
 * checked the session, and public streams too resolve prices for the customer who opened them. A field whose
 * stream is already guarded ({@link untilRevoked} with a last word) is left as it is. Guests' streams have no
 * session to end.
 */
export function endStreamsWithTheirSessions(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getSubscriptionType()?.getFields() ?? {})) {
    const subscribe: GraphQLFieldResolver<unknown, GraphQLContext> | undefined = field.subscribe;
    if (!subscribe) continue;
    field.subscribe = async (root, args, ctx: GraphQLContext, info) => {
      const source: unknown = await subscribe(root, args, ctx, info);
      const session = ctx.identity;
      if (!session || !isAsyncIterable(source) || guarded.has(source)) return source;
      return untilRevoked(source, { revoked: ctx.services.sessionGuards.revoked, session });
    };
  }
  return schema;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}
