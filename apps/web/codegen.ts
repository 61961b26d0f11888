import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// The server prints its schema on build; until it exists we generate against the agreed contract.
const schema = existsSync('../server/schema.graphql')
  ? '../server/schema.graphql'
  : 'schema.contract.graphql';

const config: CodegenConfig = {
  schema,
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
