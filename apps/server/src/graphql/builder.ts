import SchemaBuilder from '@pothos/core';
import type { GraphQLContext } from './context';

export type DecimalInput = string;

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DefaultFieldNullability: false;
  Scalars: {
    ID: { Input: string; Output: string | number };
    Decimal: { Input: bigint; Output: bigint };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({ defaultFieldNullability: false });

export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;
