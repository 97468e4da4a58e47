import { formatMicros, MAX_MICROS, parseDecimalToMicros } from '@portal/domain';
import { Kind } from 'graphql';
import { builder } from './builder';
import { badUserInput, inputErrors } from './errors';

// The scalars refuse with BAD_USER_INPUT and no field: the input guard (input-guard.ts) names the argument.
const refuse = (message: string) => badUserInput(null, message);

const canonicalDecimal = /^-?\d+(\.\d+)?$/;

/**
 * Money: a canonical decimal string ("1250.50", no grouping: "50,00" is refused, since it means fifty or five
 * thousand depending on the language) or a JSON number; within a bigint micros column.
 */
function decimalFromInput(value: unknown): bigint {
  if (typeof value === 'string' && !canonicalDecimal.test(value)) throw refuse(inputErrors.invalidNumber);
  if (typeof value !== 'string' && typeof value !== 'number') throw refuse(inputErrors.invalidNumber);
  const micros = parseDecimalToMicros(value);
  if (micros === null) throw refuse(inputErrors.invalidNumber);
  if (micros > MAX_MICROS || micros < -MAX_MICROS) throw refuse(inputErrors.numberOutOfRange);
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
    throw refuse(inputErrors.invalidNumber);
  },
});

/** Years a stored date may have: PostgreSQL and `toISOString` agree on them, and no business date lies outside. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO 8601 date ("2026-03-01", midnight UTC) or date-time ("2026-03-01T08:30:00Z", "...+07:00"), with real
 * calendar fields and a year from 1900 to 9999. Anything else is refused, not guessed: `new Date` reads
 * "0" as the year 2000, "+275760-09-13" as a date PostgreSQL cannot store, and "2026-02-31" as March 3rd.
 */
export function parseDateTimeInput(value: unknown): Date {
  const match = typeof value === 'string' ? isoDateTime.exec(value) : null;
  if (!match) throw refuse(inputErrors.invalidDate);
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  const calendar = new Date(Date.UTC(y!, mo! - 1, d!));
  const realDay = calendar.getUTCMonth() === mo! - 1 && calendar.getUTCDate() === d;
  if (!realDay || h! > 23 || mi! > 59 || s! > 59) throw refuse(inputErrors.invalidDate);
  const date = new Date(value as string);
  const utcYear = date.getUTCFullYear();
  if (
    Number.isNaN(date.getTime()) ||
    y! < MIN_YEAR ||
    y! > MAX_YEAR ||
    utcYear < MIN_YEAR ||
    utcYear > MAX_YEAR
  )
    throw refuse(inputErrors.invalidDate);
  return date;
}

builder.scalarType('DateTime', {
  description:
    'An ISO 8601 instant ("2026-03-01T08:30:00Z"; a bare date is midnight UTC), years 1900 to 9999.',
  serialize: (date) => date.toISOString(),
  parseValue: parseDateTimeInput,
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
