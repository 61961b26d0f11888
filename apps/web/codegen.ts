import type { CodegenConfig } from '@graphql-codegen/cli';

// The server prints its schema (npm run schema); the typed documents in src/gql are generated from it.
const config: CodegenConfig = {
  schema: '../server/schema.graphql',
  documents: 'src/**/*.{ts,tsx}',
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
};

export default config;
