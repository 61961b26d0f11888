import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import { type DocumentNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/gql/graphql.ts';
import { QUERY_LIMITS } from './limits.ts';
import { schema } from './schema.ts';

// Every operation the web app sends, as generated from its documents.
const documents = Object.entries(webDocuments)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => ({ name, text: String(value) }));

function parseWithinTokens(text: string): DocumentNode {
  return new MaxTokensParserWLexer(text, { n: QUERY_LIMITS.tokens }).parseDocument();
}

function limitErrors(text: string): string[] {
  const rules = [
    maxAliasesRule({ n: QUERY_LIMITS.aliases }),
    maxDepthRule({ n: QUERY_LIMITS.depth }),
    maxDirectivesRule({ n: QUERY_LIMITS.directives }),
    costLimitRule({ maxCost: QUERY_LIMITS.cost }),
  ];
  // Outside Yoga the rules throw their first refusal instead of reporting it.
  try {
    return validate(schema, parseWithinTokens(text), rules).map((e) => e.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

describe('query limits', () => {
  it('finds the web app’s documents', () => {
    expect(documents.map((d) => d.name)).toEqual(
      expect.arrayContaining(['ListProductsDocument', 'CreateOrderDocument', 'MeDocument']),
    );
  });

  it.each(documents)('lets the web app’s $name through', ({ text }) => {
    expect(limitErrors(text)).toEqual([]);
  });

  it('refuses a document of 3,000 aliases while parsing it', () => {
    const aliases = Array.from({ length: 3000 }, (_, i) => `a${i}: listProducts(first: 100) { nextCursor }`);
    expect(() => parseWithinTokens(`{ ${aliases.join(' ')} }`)).toThrow(/Token limit of 1500 exceeded/);
  });

  it('refuses more aliases than the limit', () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: me { email }`);
    expect(limitErrors(`{ ${aliases.join(' ')} }`).join()).toMatch(/Aliases limit of 10 exceeded/);
  });

  it('lets the deepest nesting the schema has through', () => {
    const deepest = '{ listMyOrders { orders { lines { product { image { url } } } } } }';
    expect(limitErrors(deepest)).toEqual([]);
  });
});
