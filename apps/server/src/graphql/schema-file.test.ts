import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { expect, it } from 'vitest';
import { schema } from './schema.ts';

it('apps/server/schema.graphql matches the code (run "npm run schema" after changing the API)', () => {
  const file = readFileSync(join(import.meta.dirname, '../../schema.graphql'), 'utf8');
  expect(file).toBe(`${printSchema(schema)}\n`);
});
