import { formatMicros, parseDecimalToMicros } from '@portal/domain';
import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder';

function decimalFromInput(value: unknown): bigint {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new GraphQLError('Decimal must be a string or a number');
  }
  const micros = parseDecimalToMicros(value);
  if (micros === null) throw new GraphQLError(`Invalid decimal: ${String(value)}`);
  return micros;
}

/** Money across the API: a JSON string in the currency's units ("1250.50"); inside the server, bigint micros. */
builder.scalarType('Decimal', {
  description: 'An exact decimal amount in currency units, sent as a string such as "1250.50".',
  serialize: (micros) => formatMicros(micros),
  parseValue: decimalFromInput,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.STRING || ast.kind === Kind.INT || ast.kind === Kind.FLOAT)
      return decimalFromInput(ast.value);
    throw new GraphQLError('Decimal must be a string or a number');
  },
});

builder.scalarType('DateTime', {
  description: 'An ISO 8601 instant.',
  serialize: (date) => date.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
