import { isAllowed, type Permission, roleMatrix } from '@portal/domain';
import { operationFlag } from '@portal/domain/operation-flags';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema } from 'graphql';
import { isFlagActive } from '../modules/company/company-settings';
import { askerOf, type GraphQLContext } from './context';
import { answerDomainError, type OperationKind } from './domain-error-answer';
import { DomainError, forbidden, unauthorized } from './errors';

const rows: Record<string, Permission> = roleMatrix;

/** The one permission check: UNAUTHORIZED without a session where one is needed, FORBIDDEN when the row says no. */
function checkOperation(permission: Permission, ctx: GraphQLContext) {
  if (isAllowed(permission, askerOf(ctx.session))) return;
  throw ctx.session ? forbidden() : unauthorized();
}

/** An operation of an area a feature flag turned off answers 'Permission denied' (packages/domain: operation-flags.ts). */
async function checkOperationFlag(operation: string, ctx: GraphQLContext) {
  const flag = operationFlag(operation);
  if (flag && !(await isFlagActive(ctx.deps, flag))) throw new DomainError('common:permissionDenied', null);
}

/**
 * Puts every query and mutation behind its role-matrix row (packages/domain: role-matrix.ts) before its
 * resolver runs, so no resolver can forget the check. A field without a row stops the server at start.
 * The same wrapper answers a DomainError its resolver throws (domain-error-answer.ts): one error path.
 */
export function gateOperations(schema: GraphQLSchema): GraphQLSchema {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  for (const [kind, rootType] of roots) {
    for (const field of Object.values(rootType?.getFields() ?? {})) gateField(field, kind);
  }
  return schema;
}

function gateField(field: GraphQLField<unknown, GraphQLContext>, kind: OperationKind) {
  const permission = rows[field.name];
  if (!permission)
    throw new Error(`No role-matrix row for ${field.name} (packages/domain/src/role-matrix.ts)`);
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = async (root, args, ctx, info) => {
    checkOperation(permission, ctx);
    try {
      await checkOperationFlag(field.name, ctx);
      return await resolve(root, args, ctx, info);
    } catch (error) {
      return answerDomainError(error, kind);
    }
  };
}
