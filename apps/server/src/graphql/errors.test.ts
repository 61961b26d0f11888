import { DomainError } from '@cleaver/domain/errors';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { toGraphQLError } from './errors.ts';

describe('toGraphQLError', () => {
  it('keeps a domain error’s code and user message', () => {
    const log = vi.fn();
    const wrapped = new GraphQLError('x', {
      originalError: new DomainError('CATEGORY_EXISTS'),
      path: ['createCategory'],
    });
    const result = toGraphQLError(wrapped, log);
    expect(result.message).toBe('This category already exists.');
    expect(result.extensions.code).toBe('CATEGORY_EXISTS');
    expect(result.path).toEqual(['createCategory']);
    expect(log).not.toHaveBeenCalled();
  });

  it('masks and logs anything unexpected', () => {
    const log = vi.fn();
    const boom = new Error('connection refused at 10.0.0.3');
    const result = toGraphQLError(new GraphQLError('connection refused', { originalError: boom }), log);
    expect(result.extensions.code).toBe('INTERNAL');
    expect(result.message).not.toContain('10.0.0.3');
    expect(log).toHaveBeenCalledOnce();
  });

  it('reports GraphQL’s own validation errors as bad input', () => {
    const result = toGraphQLError(new GraphQLError('Cannot query field "nope" on type "Query".'), vi.fn());
    expect(result.extensions.code).toBe('BAD_INPUT');
    expect(result.message).toContain('nope');
  });

  it('reports variables of the wrong shape as bad input, without logging them', () => {
    const log = vi.fn();
    const coercion = new GraphQLError(
      'Variable "$input" got invalid value { to: "someone@elsewhere.test" }; Field "to" is not defined by type "ContactMessageInput".',
      { originalError: new GraphQLError('Field "to" is not defined by type "ContactMessageInput".') },
    );
    const result = toGraphQLError(coercion, log);
    expect(result.extensions.code).toBe('BAD_INPUT');
    expect(result.message).toContain('"to" is not defined');
    expect(log).not.toHaveBeenCalled();
  });
});
