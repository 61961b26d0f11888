import { onTestFinished } from 'vitest';

/**
 * The one GraphQL server of the web tests. It stands in for `fetch`, so the real client (lib/graphql.ts) builds
 * every request and reads every answer, and answers each operation by its name:
 *
 *   const server = fakeGraphQL({
 *     MyAccount: { data: { myAccount: ACCOUNT } },
 *     UpdateMyAccount: ({ input }) => ({ data: { updateMyAccount: { ...ACCOUNT, ...input } } }),
 *   });
 *   …
 *   expect(server.sent('UpdateMyAccount')).toEqual([{ input: { phone: '021 000 1234' } }]);
 *
 * An operation the test did not list, or an address other than /graphql that it did not list in `routes`, is
 * refused (the request fails as a dropped connection would) and fails the test once it has run, so a test
 * cannot pass on a request it did not expect. Installed for the test that calls it, and removed after it (after
 * its afterEach hooks, which may wait for requests still on their way).
 */
export function fakeGraphQL(answers: Operations = {}, options: FakeOptions = {}): GraphQLFake {
  const operations: Operations = { ...answers };
  const requests: FakeRequest[] = [];
  const unexpected: string[] = [];

  const refuse = (what: string): Promise<Response> => {
    unexpected.push(what);
    return Promise.reject(new Error(`GraphQL fake: ${what} was not expected by the test`));
  };

  const fake = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== ENDPOINT) {
      const route = options.routes?.[url];
      return route ? Promise.resolve(route(init)) : refuse(`a request to ${url}`);
    }
    // Read at once: a request sent as the page goes (sendOnLeave) is seen before the page is gone.
    const body = JSON.parse(String(init.body)) as { query: string; variables?: Record<string, unknown> };
    const operationName = OPERATION_NAME.exec(body.query)?.[1] ?? '(anonymous)';
    const request: FakeRequest = {
      operationName,
      variables: body.variables ?? {},
      keepalive: init.keepalive === true,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const answer = operations[operationName];
    if (answer === undefined) return refuse(`operation ${operationName}`);
    return respond(answer, request, (error) =>
      refuse(`operation ${operationName}, whose answer threw ${String(error)}`),
    );
  };

  const previous = globalThis.fetch;
  globalThis.fetch = fake as typeof fetch;
  onTestFinished(async () => {
    // A request is sent a task after it is made (lib/graphql.ts): one the test made as it ended still counts.
    await aTaskLater();
    if (globalThis.fetch === fake) globalThis.fetch = previous;
    if (unexpected.length > 0) {
      throw new Error(`The GraphQL fake was asked what the test did not expect: ${unexpected.join('; ')}`);
    }
  });

  return {
    requests,
    sent: (operationName) =>
      requests
        .filter((request) => request.operationName === operationName)
        .map((request) => request.variables),
    names: () => requests.map((request) => request.operationName),
    answer: (more) => Object.assign(operations, more),
  };
}

/** What the server says to an operation: its data, or GraphQL errors, or a failure of the connection itself. */
export type Answer = { data: unknown } | { data?: null; errors: FakeGraphQLError[] } | Failure;

/** An answer, or a function of the request's variables giving one (a promise of one holds the answer back). */
export type AnswerFor = Answer | ((variables: Variables, request: FakeRequest) => Answer | Promise<Answer>);

export type Operations = Record<string, AnswerFor>;

// biome-ignore lint/suspicious/noExplicitAny: variables are the test's to read, as the server's resolvers would.
type Variables = Record<string, any>;

export interface FakeGraphQLError {
  message: string;
  extensions: { code: string } & Record<string, unknown>;
}

/** One GraphQL request the page sent. */
export interface FakeRequest {
  operationName: string;
  variables: Variables;
  /** Sent to outlive the page (sendOnLeave in lib/graphql.ts). */
  keepalive: boolean;
  signal: AbortSignal | undefined;
}

export interface FakeOptions {
  /** Answers for addresses other than /graphql, by address (e.g. the connection check before an order). */
  routes?: Record<string, (init: RequestInit) => Response | Promise<Response>>;
}

export interface GraphQLFake {
  /** Every GraphQL request sent, in order, those refused as unexpected included. */
  readonly requests: readonly FakeRequest[];
  /** The variables of each request for `operationName`, in order. */
  sent(operationName: string): Variables[];
  /** The operation names sent, in order. */
  names(): string[];
  /** Adds or replaces answers for the rest of the test. */
  answer(operations: Operations): void;
}

/** The server refuses the operation: a GraphQL error with its code (and any further extensions). */
export function refused(
  code: string,
  message = 'Refused.',
  extensions: Record<string, unknown> = {},
): Answer {
  return { data: null, errors: [{ message, extensions: { code, ...extensions } }] };
}

/** The request never reaches the server: fetch rejects, as it does offline. */
export const networkFailure = (): Answer => ({ failure: 'network' });

/** Something in front of the shop answers instead of it: a 503 with a page that is not JSON. */
export const serverDown = (): Answer => ({ failure: 'down' });

/** No answer comes, until the page aborts the request. */
export const noAnswer = (): Answer => ({ failure: 'hang' });

type Failure = { failure: 'network' | 'down' | 'hang' };

const ENDPOINT = '/graphql';
const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+(\w+)/;

async function respond(
  answerFor: AnswerFor,
  request: FakeRequest,
  broken: (error: unknown) => Promise<Response>,
): Promise<Response> {
  let answer: Answer;
  try {
    answer = typeof answerFor === 'function' ? await answerFor(request.variables, request) : answerFor;
  } catch (error) {
    return broken(error);
  }
  if ('failure' in answer) {
    if (answer.failure === 'network') throw new TypeError('Failed to fetch');
    if (answer.failure === 'down') return new Response('Service Unavailable', { status: 503 });
    return new Promise<Response>((_resolve, reject) => {
      request.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  }
  return Response.json(answer);
}

/** A message rather than a timer, as lib/next-task.ts: a test's fake clock does not hold it back. */
const aTaskLater = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
