import {
  type ErrorCode,
  INTERNAL_MESSAGE,
  isErrorCode,
  SERVER_UNAVAILABLE_MESSAGE,
} from '@cleaver/domain/error-codes';
import type { TypedDocumentString } from '../gql/graphql';
import { nextTask } from './next-task';

const endpoint = '/graphql';

/**
 * A failed GraphQL call: `code` is the server's error code, `message` is safe to show to the user. The server words
 * every coded error; without a message, only the browser's own two failures are worded (INTERNAL and
 * SERVER_UNAVAILABLE, any other code reading as INTERNAL), so that every code's text (userMessage) stays out of the
 * storefront's first download.
 */
export class GraphQLRequestError extends Error {
  readonly code: ErrorCode;
  /** What the server said besides the message (its error's extensions), e.g. the lines a refusal names. */
  readonly details: Readonly<Record<string, string>>;

  constructor(
    code: ErrorCode,
    message: string = code === 'SERVER_UNAVAILABLE' ? SERVER_UNAVAILABLE_MESSAGE : INTERNAL_MESSAGE,
    details: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.code = code;
    this.details = details;
  }
}

interface GraphQLErrorBody {
  message?: string;
  extensions?: { code?: string } & Record<string, unknown>;
}

interface GraphQLResponseBody<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorBody[];
}

type VariablesArgs<TVariables> = TVariables extends Record<string, never> ? [] : [TVariables];

function toRequestError(errors: GraphQLErrorBody[]): GraphQLRequestError {
  const first = errors[0];
  const code = first?.extensions?.code;
  // The server words its own messages for known codes; anything else gets the generic text.
  if (isErrorCode(code)) {
    const details = Object.fromEntries(
      Object.entries(first?.extensions ?? {}).filter(
        (entry): entry is [string, string] => entry[0] !== 'code' && typeof entry[1] === 'string',
      ),
    );
    return new GraphQLRequestError(code, first?.message || undefined, details);
  }
  return new GraphQLRequestError('INTERNAL');
}

/** Runs a query or mutation against the same-origin endpoint; the session travels in the cookie. */
export async function execute<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  return send(document, variables);
}

/**
 * As {@link execute}, for a call the user may cancel: aborting `signal` drops the request (the server stops
 * its own work when it sees the connection close) and rejects with the browser's AbortError.
 */
export async function executeAbortable<TResult, TVariables>(
  signal: AbortSignal,
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): Promise<TResult> {
  return send(document, variables, signal);
}

async function send<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables | undefined,
  signal?: AbortSignal,
): Promise<TResult> {
  // Sent in a task of its own: starting a request costs a phone's main thread 2-10 ms (4x CPU slowdown), and the
  // queries a page starts as it hydrates are started in React's effects, which were long tasks with them
  // (docs/performance-log.md). A task later is a moment later.
  await nextTask();
  // Cancelled meanwhile: not sent at all.
  signal?.throwIfAborted();
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
      },
      body: JSON.stringify({ query: document.toString(), variables }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError('SERVER_UNAVAILABLE');
  }

  let body: GraphQLResponseBody<TResult>;
  try {
    body = (await response.json()) as GraphQLResponseBody<TResult>;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GraphQLRequestError(response.ok ? 'INTERNAL' : 'SERVER_UNAVAILABLE');
  }

  if (body.errors?.length) throw toRequestError(body.errors);
  if (body.data == null) throw new GraphQLRequestError('INTERNAL');
  return body.data;
}

/**
 * Sends a small mutation that must outlive the page (a value typed just before a reload or close): the
 * browser delivers a keepalive request after the page is gone. Nobody reads the answer.
 */
export function sendOnLeave<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArgs<TVariables>
): void {
  void fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document.toString(), variables }),
  }).catch(() => {});
}

/**
 * Opens a subscription over server-sent events (one connection per subscription) and calls
 * `onData` for every event. `onReconnect` runs whenever the stream opens after a time in which events
 * may have been missed, so callers can refetch: a dropped connection, a tab that was hidden, and the
 * first opening too, since what is on screen was asked for before the stream was listening (the
 * server drew the page, or the query answered, while the page was still loading), and an event that came with
 * errors instead of data. Returns a function
 * that closes the stream.
 *
 * A hidden tab gives its streams back: over HTTP/1.1 a browser allows six connections to a site across
 * all its tabs, and a few tabs' open streams would otherwise leave none for pages and data. For the same
 * reason a page opens its streams only once it has loaded: a signed-in customer's page holds up to five,
 * which would leave one connection for its own script, photos and data while they matter most.
 */
export function subscribe<TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  onData: (data: TResult) => void,
  onReconnect?: () => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => {};

  const params = new URLSearchParams({ query: document.toString() });
  if (variables && Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  const url = `${endpoint}?${params.toString()}`;

  let source: EventSource | null = null;
  let completed = false;
  let stopped = false;

  const handleOpen = () => onReconnect?.();
  const handleMessage = (event: MessageEvent<string>) => {
    try {
      const payload = JSON.parse(event.data) as GraphQLResponseBody<TResult>;
      if (payload.data) onData(payload.data);
      // An event the server could not read back (its resolver failed) still says something changed: dropped, it
      // left the screen behind until the next one. Caught up like a missed event instead.
      else if (payload.errors?.length) onReconnect?.();
    } catch {
      // A malformed event carries nothing we can use; the next one may.
    }
  };
  const close = () => {
    source?.close();
    source = null;
  };
  const handleComplete = () => {
    completed = true;
    close();
  };
  const open = () => {
    if (source || completed) return;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener('open', handleOpen);
    source.addEventListener('message', handleMessage);
    // The GraphQL over SSE protocol names data events `next`; accept both framings.
    source.addEventListener('next', handleMessage);
    source.addEventListener('complete', handleComplete);
  };
  const handleVisibility = () => {
    if (isTabHidden()) close();
    else open();
  };

  // In a task of its own, as a request is sent (send above): a page opens up to five as its effects run.
  if (!isTabHidden())
    void pageLoaded()
      .then(nextTask)
      .then(() => {
        // Meanwhile the caller may have stopped, or the tab gone to the background (it opens when shown).
        if (!stopped && !isTabHidden()) open();
      });
  globalThis.document?.addEventListener('visibilitychange', handleVisibility);
  return () => {
    stopped = true;
    globalThis.document?.removeEventListener('visibilitychange', handleVisibility);
    close();
  };
}

let loaded: Promise<void> | undefined;

/** Resolves once the page's load event has fired (at once after it). */
function pageLoaded(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    if (typeof window === 'undefined' || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded;
}

function isTabHidden(): boolean {
  return globalThis.document?.visibilityState === 'hidden';
}
