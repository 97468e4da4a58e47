import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../src/graphql/schema';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
