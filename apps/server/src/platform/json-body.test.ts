import { userMessage } from '@cleaver/domain/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { boundJsonBodies, MAX_JSON_DEPTH, textNestsDeeperThan, valueNestsDeeperThan } from './json-body.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('textNestsDeeperThan', () => {
  it.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['[[]]', 1, true],
    ['{"a":[{"b":1}]}', 3, false],
    ['{"a":[{"b":1}]}', 2, true],
    // Siblings do not add up.
    ['[1,[2],[3],{"c":4}]', 2, false],
    ['"[[[["', 0, false],
    // An escaped quote does not end the string; an escaped backslash does not hide the quote after it.
    ['{"a":"\\"[[[["}', 1, false],
    ['{"a":"\\\\","b":[[]]}', 2, true],
  ])('%s deeper than %i: %s', (text, maxDepth, deeper) => {
    expect(textNestsDeeperThan(text, maxDepth)).toBe(deeper);
  });

  it('finds 520,000 levels (the 1 MiB body limit) in one pass', () => {
    expect(textNestsDeeperThan(nested(520_000), MAX_JSON_DEPTH)).toBe(true);
    expect(textNestsDeeperThan(`"${nested(520_000)}"`, MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('valueNestsDeeperThan', () => {
  it.each([
    ['text', 0, false],
    [{}, 0, true],
    [[[1]], 2, false],
    [[[1]], 1, true],
    [{ a: [], b: { c: [{}] } }, 3, true],
    [{ a: [], b: { c: [{}] } }, 4, false],
  ])('%j deeper than %i: %s', (value, maxDepth, deeper) => {
    expect(valueNestsDeeperThan(value, maxDepth)).toBe(deeper);
  });

  it('stops at the bound, however deep the value goes', () => {
    // Deeper than the stack a walk of one frame per level would have.
    const deep = JSON.parse(nested(100_000));
    expect(valueNestsDeeperThan({ variables: deep }, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe('boundJsonBodies', () => {
  const serve = () => {
    const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
    const server = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    boundJsonBodies(server);
    server.post('/graphql', async (request) => request.body);
    server.post('/api/echo', async (request) => request.body);
    server.post('/api/broken', async () => {
      throw new Error('broken');
    });
    const post = (url: string, payload: string) =>
      server.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
    return { lines, post };
  };

  it('refuses a body nested deeper than the bound, in each route’s shape, logging one warning', async () => {
    const { lines, post } = serve();
    const message = userMessage('REQUEST_TOO_DEEP');
    const graphql = await post('/graphql', `{"variables":{"x":${nested(MAX_JSON_DEPTH - 1)}}}`);
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json()).toEqual({ errors: [{ message, extensions: { code: 'REQUEST_TOO_DEEP' } }] });
    expect(lines.filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ level: 40, msg: 'JSON body nested deeper than 64 levels refused' }),
    ]);
    expect(lines.some((line) => line.err !== undefined)).toBe(false);

    const rest = await post('/api/echo', `{"ids":${nested(520_000)}}`);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ code: 'REQUEST_TOO_DEEP', message });
  });

  it('parses a body up to the bound as Fastify does, and leaves other errors to Fastify', async () => {
    const { post } = serve();
    const deepest = `{"x":${nested(MAX_JSON_DEPTH - 1)},"note":"${'['.repeat(100)}"}`;
    const echoed = await post('/api/echo', deepest);
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json()).toEqual(JSON.parse(deepest));

    const broken = await post('/api/echo', '{"a":');
    expect([broken.statusCode, broken.json().code]).toEqual([400, 'FST_ERR_CTP_INVALID_JSON_BODY']);
    const empty = await post('/api/echo', '');
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'FST_ERR_CTP_EMPTY_JSON_BODY']);
    const poisoned = await post('/api/echo', '{"__proto__":{"admin":true}}');
    expect(poisoned.statusCode).toBe(400);
    const failing = await post('/api/broken', '{}');
    expect([failing.statusCode, failing.json().message]).toEqual([500, 'broken']);
  });
});
