import { isAllowed, type Permission, roleMatrix } from '@portal/domain';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import { askerOf, type GraphQLContext } from './context';
import { forbidden, unauthorized } from './errors';

const rows: Record<string, Permission> = roleMatrix;

/** The one permission check: UNAUTHORIZED without a session where one is needed, FORBIDDEN when the row says no. */
function checkOperation(permission: Permission, ctx: GraphQLContext) {
  if (isAllowed(permission, askerOf(ctx.session))) return;
  throw ctx.session ? forbidden() : unauthorized();
}

/**
 * Puts every query and mutation behind its role-matrix row (packages/domain: role-matrix.ts) before its
 * resolver runs, so no resolver can forget the check. A field without a row stops the server at start.
 */
export function gateOperations(schema: GraphQLSchema): GraphQLSchema {
  for (const rootType of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(rootType?.getFields() ?? {})) gateField(field);
  }
  return schema;
}

function gateField(field: GraphQLField<unknown, GraphQLContext>) {
  const permission = rows[field.name];
  if (!permission)
    throw new Error(`No role-matrix row for ${field.name} (packages/domain/src/role-matrix.ts)`);
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (root, args, ctx, info) => {
    checkOperation(permission, ctx);
    return resolve(root, args, ctx, info);
  };
}
