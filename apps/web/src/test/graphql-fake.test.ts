import { describe, expect, it } from 'vitest';
import { MeDocument } from '../gql/graphql';
import { execute, executeAbortable, GraphQLRequestError, sendOnLeave } from '../lib/graphql';
import { fakeGraphQL, networkFailure, noAnswer, refused, serverDown } from './graphql-fake';

// The fake through the real client: what a page's request meets in the web tests.
describe('the GraphQL fake', () => {
  it('answers an operation by its name and records what was sent', async () => {
    const server = fakeGraphQL({ Me: { data: { me: null } } });
    await expect(execute(MeDocument)).resolves.toEqual({ me: null });
    expect(server.names()).toEqual(['Me']);
    expect(server.requests[0]).toMatchObject({ operationName: 'Me', variables: {}, keepalive: false });
  });

  it('answers from the variables, and with answers changed during the test', async () => {
    const server = fakeGraphQL({ Me: (_variables, request) => ({ data: { me: request.operationName } }) });
    await expect(execute(MeDocument)).resolves.toEqual({ me: 'Me' });
    server.answer({ Me: refused('UNAUTHENTICATED', 'Sign in first.', { hint: 'login' }) });
    const error = await execute(MeDocument).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Sign in first.',
      details: { hint: 'login' },
    });
  });

  it('fails as a dropped connection, or a server that is down, or not at all until aborted', async () => {
    const server = fakeGraphQL({ Me: networkFailure() });
    await expect(execute(MeDocument)).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' });
    server.answer({ Me: serverDown() });
    await expect(execute(MeDocument)).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' });
    server.answer({ Me: noAnswer() });
    const controller = new AbortController();
    const call = executeAbortable(controller.signal, MeDocument);
    await expect.poll(() => server.requests).toHaveLength(3);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sees a request sent as the page goes at once, marked keepalive', () => {
    const server = fakeGraphQL({ Me: { data: { me: null } } });
    sendOnLeave(MeDocument);
    expect(server.requests).toEqual([expect.objectContaining({ operationName: 'Me', keepalive: true })]);
  });

  // Passes only because the fake fails it: the page's request was refused, and the test may never notice.
  it.fails('fails the test that sent an operation it did not expect', async () => {
    fakeGraphQL({});
    await execute(MeDocument).catch(() => undefined);
  });

  it.fails('fails the test that asked an address it did not list', async () => {
    fakeGraphQL({}, { routes: { '/connection': () => new Response('CONNECTION_OK') } });
    await fetch('/elsewhere').catch(() => undefined);
  });
});
