import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { Plugin } from 'graphql-yoga';

/**
 * What one GraphQL document may ask for (docs/decisions/013). Each is several times what the web app's
 * largest document needs (limits.test.ts checks every one of them), and small enough that a hostile
 * document is refused while it is parsed or validated, before any resolver runs.
 */
export const QUERY_LIMITS = {
  /** Lexical tokens in the document; checked while parsing, so a huge document stops early. */
  tokens: 1_500,
  /** Aliases in one operation: 3,000 aliases of one list once made a 100 MiB answer. */
  aliases: 10,
  /** Nesting of selections. */
  depth: 8,
  directives: 20,
  /** graphql-armor's cost: objects 2, scalars 1, each level deeper ×1.5. */
  cost: 3_000,
} as const;

/** The most bytes one answer may hold; larger ones are replaced by an error (lists are paged well below). */
export const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

/**
 * Yoga plugins that bound every document; in production introspection and "Did you mean" hints are off
 * too (the schema is printed in apps/server/schema.graphql for those who build against it).
 */
export function queryLimitPlugins(options: { production: boolean }): Plugin[] {
  const plugins = [
    maxTokensPlugin({ n: QUERY_LIMITS.tokens }),
    maxAliasesPlugin({ n: QUERY_LIMITS.aliases }),
    maxDepthPlugin({ n: QUERY_LIMITS.depth }),
    maxDirectivesPlugin({ n: QUERY_LIMITS.directives }),
    costLimitPlugin({ maxCost: QUERY_LIMITS.cost }),
  ] as Plugin[];
  if (options.production) plugins.push(useDisableIntrospection(), blockFieldSuggestionsPlugin() as Plugin);
  return plugins;
}
