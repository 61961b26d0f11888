import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

// The web app generates its typed documents from this file (npm run schema).
const file = join(import.meta.dirname, '../../schema.graphql');
writeFileSync(file, `${printSchema(schema)}\n`);
console.log(`schema written to ${file}`);
