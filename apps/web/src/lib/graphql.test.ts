import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '../gql/graphql';
import { execute, GraphQLRequestError } from './graphql';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

describe('execute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the data of a successful call', async () => {
    answer({ data: { me: null } });
    await expect(execute(MeDocument)).resolves.toEqual({ me: null });
  });

  it("throws the server's code and message for an expected failure", async () => {
    answer({ errors: [{ message: 'Account disabled.', extensions: { code: 'ACCOUNT_DISABLED' } }] });
    const error = await execute(MeDocument).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'Account disabled.' });
  });

  it('reports an unknown code as INTERNAL with the generic message', async () => {
    answer({ errors: [{ message: 'stack trace here', extensions: { code: 'WEIRD' } }] });
    await expect(execute(MeDocument)).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('reports a dropped connection as the server being unavailable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(execute(MeDocument)).rejects.toMatchObject({ code: 'SERVER_UNAVAILABLE' });
  });
});
