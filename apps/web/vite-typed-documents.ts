import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const CALL = /\bgraphql\(\s*`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\s*\)/g;
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/gql['"];?/;
/** A generated document: its name and the constructor's arguments (the text with its fragments, the meta). */
const GENERATED_DOCUMENT = /export const (\w+) = new TypedDocumentString\(([\s\S]*?)\) as unknown as/g;

/**
 * Puts each operation's text in the chunk that uses it. Codegen's `graphql(\`query Name …\`)` looks
 * documents up in one map of them all (src/gql/gql.ts), and the generated documents all live in one module
 * (src/gql/graphql.ts): either way the storefront's first load would carry the text of every back-office
 * operation. This replaces each call with the generated document's own `new TypedDocumentString(…)`, so a
 * lazily loaded screen's operations load with that screen. The object is the same as `graphql()` returns.
 */
export function typedDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'cleaver-typed-documents',
    enforce: 'pre',
    buildStart() {
      documents = new Map();
      for (const [, name, args] of readFileSync(GENERATED, 'utf8').matchAll(GENERATED_DOCUMENT)) {
        documents.set(name!, args!);
      }
      this.addWatchFile(GENERATED);
    },
    transform(code, id) {
      // Nothing imports the generated constants any more; marked pure, they are left out of every chunk.
      if (id === GENERATED) {
        const pure = code.replaceAll(
          '= new TypedDocumentString(',
          '= /* @__PURE__ */ new TypedDocumentString(',
        );
        return { code: pure, map: null };
      }
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      let count = 0;
      const replaced = code.replace(CALL, (_call, kind: string, name: string) => {
        const args = documents.get(kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`);
        if (args === undefined) this.error(`${id}: ${name} is not in src/gql/graphql.ts; run npm run schema`);
        count += 1;
        return `new typed$Document(${args})`;
      });
      if (count === 0) return null;
      if (/\bgraphql\(/.test(replaced)) {
        this.error(`${id}: a graphql() call this plugin cannot read; write it as graphql(\`query Name …\`)`);
      }
      const header = `import { TypedDocumentString as typed$Document } from ${JSON.stringify(GENERATED)};`;
      return { code: `${header}\n${replaced.replace(IMPORT, '')}`, map: null };
    },
  };
}
