import { type DefinitionNode, type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { auditLog } from '../../db/schema/index';
import type { GraphQLContext } from '../../graphql/context';

const MAX_OPERATION_LENGTH = 500;

/** "mutation updateProfile" or "query me,featureFlag": the root fields run, whatever the client named the operation. */
export function describeOperation(operation: OperationDefinitionNode): string {
  const fields = operation.selectionSet.selections
    .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : `...${selection.kind}`))
    .join(',');
  return `${operation.operation} ${fields}`.slice(0, MAX_OPERATION_LENGTH);
}

/**
 * Every GraphQL operation run while staff impersonate a user is written to audit_log with both identities,
 * before it executes, so even one that fails or throws leaves its trace.
 */
export const impersonationAuditPlugin: Plugin<GraphQLContext> = {
  async onExecute({ args }) {
    const session = args.contextValue.session;
    if (!session || session.impersonatorId === null) return;
    const document = args.document as DocumentNode;
    const operation = document.definitions.find(
      (definition: DefinitionNode): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!args.operationName || definition.name?.value === args.operationName),
    );
    if (!operation) return;
    await args.contextValue.deps.db.insert(auditLog).values({
      userId: session.user.id,
      impersonatorId: session.impersonatorId,
      companyId: session.companyId,
      operation: describeOperation(operation),
      createdAt: args.contextValue.deps.now(),
    });
  },
};
