import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/** A value each scalar accepts, so a sampled call reaches the permission gate instead of failing coercion. */
const scalarSamples: Record<string, string> = {
  Int: '999999',
  Float: '1.5',
  String: '"x"',
  Boolean: 'false',
  ID: '"999999"',
  DateTime: '"2026-01-01T00:00:00Z"',
  Decimal: '"1.00"',
  JSON: '{}',
};

/** A GraphQL literal for a required input: ids that match no row, empty lists, the first enum value. */
function sampleLiteral(type: GraphQLInputType): string {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return '[]';
  if (isEnumType(inner)) return inner.getValues()[0]!.name;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(inner)) {
    const sample = scalarSamples[inner.name];
    if (!sample) throw new Error(`no sample value for the scalar ${inner.name}`);
    return sample;
  }
  throw new Error(`cannot sample ${String(inner)}`);
}

/**
 * A payload's `errors` and its other argument-free leaf fields: a refusal's payload must still answer every
 * non-null field (a missing one is an "Unexpected error." the walk reports as untranslated).
 */
function payloadSelection(type: GraphQLNamedType): string {
  if (!isObjectType(type) || !type.getFields().errors) return '';
  const leaves = Object.values(type.getFields()).filter(
    (child) => child.name !== 'errors' && child.args.length === 0 && isLeafType(getNamedType(child.type)),
  );
  return ` errors { field messages }${leaves.map((child) => ` ${child.name}`).join('')}`;
}

/**
 * The smallest valid document calling one root field: its required arguments only, and `__typename` as the
 * selection of an object result, plus a payload's `errors` (their messages must be translation keys). The
 * role-matrix walk sends it as every kind of user.
 */
export function sampleOperation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const argText = args.length
    ? `(${args.map((arg) => `${arg.name}: ${sampleLiteral(arg.type)}`).join(', ')})`
    : '';
  const type = getNamedType(field.type);
  const selection = isLeafType(type) ? '' : ` { __typename${payloadSelection(type)} }`;
  return `${kind} { ${field.name}${argText}${selection} }`;
}
