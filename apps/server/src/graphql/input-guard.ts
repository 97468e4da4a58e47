import {
  type ASTNode,
  coerceInputValue,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  GraphQLIncludeDirective,
  type GraphQLObjectType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInputType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  TypeInfo,
  typeFromAST,
  type ValueNode,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput, type FieldError, inputErrors } from './errors';

/**
 * The API's one input layer, before any resolver runs (docs/decisions/0115): every string of every
 * argument, input object, list and JSON value is refused when it holds U+0000 (PostgreSQL stores no NUL
 * in text or jsonb, so it used to end as 'Unexpected error.'), and the refusals of our scalars (an id, a
 * date, a decimal out of range) are answered per field. A mutation whose result is a payload answers in
 * its `errors`, as for any other bad input; anything else gets GraphQL errors with `extensions.code`
 * BAD_USER_INPUT and `field`, the argument path ("settings.0.title").
 */

type Refusal = { field: string; message: string; nodes: readonly ASTNode[] };

/** Errors our scalars throw (badUserInput) carry BAD_USER_INPUT; graphql's own coercion errors do not. */
function isOurRefusal(error: unknown): boolean {
  const extensions = (error as { extensions?: { code?: unknown } } | null)?.extensions;
  return extensions?.code === 'BAD_USER_INPUT' && typeof (error as Error).message === 'string';
}

const joinPath = (path: readonly (string | number)[]) => path.map(String).join('.');

/** The first place a string holding NUL sits in a value (a key counts too), as a path; null when none. */
export function nulPath(value: unknown): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: [...path, index] });
      });
    } else if (current !== null && typeof current === 'object' && !(current instanceof Date)) {
      for (const [key, item] of Object.entries(current)) {
        // The key itself is not echoed back: the field is the object that holds it.
        if (key.includes('\u0000')) return path;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Whether a document's string literals (arguments, variable defaults) hold NUL; documents are cached, so this is too. */
const nulLiterals = new WeakMap<DocumentNode, boolean>();
function hasNulLiteral(document: DocumentNode): boolean {
  let found = nulLiterals.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      StringValue(node) {
        if (node.value.includes('\u0000')) found = true;
      },
    });
    nulLiterals.set(document, found);
  }
  return found;
}

/** The argument path ("settings.0.title") of the first value node in the document that `matches`, or null. */
function argumentPathWhere(document: DocumentNode, matches: (node: ValueNode) => boolean): string | null {
  let found: string | null = null;
  const search = (node: ValueNode, path: (string | number)[]) => {
    if (found !== null) return;
    if (matches(node)) found = joinPath(path);
    else if (node.kind === Kind.LIST) {
      for (const [index, item] of node.values.entries()) search(item, [...path, index]);
    } else if (node.kind === Kind.OBJECT) {
      for (const field of node.fields) search(field.value, [...path, field.name.value]);
    }
  };
  visit(document, {
    Argument(node) {
      search(node.value, [node.name.value]);
    },
  });
  return found;
}

/** Where `$name` is used in the operation's arguments, or the variable's own name. */
const variableUsagePath = (document: DocumentNode, name: string) =>
  argumentPathWhere(document, (node) => node.kind === Kind.VARIABLE && node.name.value === name) ?? name;

/** Literal values our scalars refuse, anywhere in the document, each with its argument path. */
function literalRefusals(schema: GraphQLSchema, document: DocumentNode): Refusal[] {
  const refusals: Refusal[] = [];
  const typeInfo = new TypeInfo(schema);
  const check = (node: ValueNode) => {
    const type = typeInfo.getInputType();
    const named = type && getNamedType(type);
    if (!isScalarType(named)) return;
    try {
      named.parseLiteral(node, undefined);
    } catch (error) {
      if (isOurRefusal(error)) refusals.push({ field: '', message: (error as Error).message, nodes: [node] });
    }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue: check,
      IntValue: check,
      FloatValue: check,
    }),
  );
  return refusals.map((refusal) => ({
    ...refusal,
    field: argumentPathWhere(document, (node) => node === refusal.nodes[0]) ?? '',
  }));
}

const refusalError = (refusal: Refusal) => {
  const error = badUserInput(refusal.field, refusal.message);
  return new GraphQLError(error.message, { nodes: refusal.nodes, extensions: error.extensions });
};

/** Our scalars' refusals among the variables, each with the argument path it reached. */
function variableRefusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  inputs: Record<string, unknown>,
): Refusal[] {
  const refusals: Refusal[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    if (!type || !isInputType(type) || inputs[name] === undefined || inputs[name] === null) continue;
    coerceInputValue(inputs[name], type, (path, _invalid, error) => {
      const cause = error.originalError ?? error;
      if (!isOurRefusal(cause)) return;
      const base = variableUsagePath(document, name);
      refusals.push({ field: joinPath([base, ...path]), message: cause.message, nodes: [definition] });
    });
  }
  return refusals;
}

/** Strings with NUL in the arguments of every field the operation selects (fragments included). */
function nulRefusals(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): Refusal[] {
  const refusals: Refusal[] = [];
  const typeInfo = new TypeInfo(schema);
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  for (const definition of [operation, ...fragments]) {
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const fieldDef = typeInfo.getFieldDef();
          if (!fieldDef || !node.arguments?.length) return;
          let values: Record<string, unknown>;
          try {
            values = getArgumentValues(fieldDef, node, variables);
          } catch {
            return; // execution reports it, as before
          }
          const path = nulPath(values);
          if (path)
            refusals.push({ field: joinPath(path), message: inputErrors.nulCharacter, nodes: [node] });
        },
      }),
    );
  }
  return refusals;
}

const isIncluded = (
  node: FieldNode | { directives?: FieldNode['directives'] },
  variables: Record<string, unknown>,
) =>
  getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
  getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;

/** The operation's root fields, through fragments, as `execute` collects them. */
function rootFields(
  selectionSet: SelectionSetNode,
  typeName: string,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (!isIncluded(selection, variables)) continue;
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== typeName)) continue;
      fields.push(...rootFields(fragment.selectionSet, typeName, fragments, variables));
    }
  }
  return fields;
}

/**
 * A payload object (`ok`, `errors`, the rest nullable) answering the refusals, shaped by the selection;
 * null when the type is no payload or a selected field could not be null.
 */
function refusedPayload(
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
  errors: FieldError[],
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): Record<string, unknown> | null {
  const typeFields = type.getFields();
  if (!selectionSet || !typeFields.ok || !typeFields.errors) return null;
  const data: Record<string, unknown> = {};
  for (const node of rootFields(selectionSet, type.name, fragments, variables)) {
    const key = node.alias?.value ?? node.name.value;
    const name = node.name.value;
    if (name === '__typename') data[key] = type.name;
    else if (name === 'ok') data[key] = false;
    else if (name === 'errors') {
      const errorType = getNamedType(typeFields.errors.type);
      if (!isObjectType(errorType) || !node.selectionSet) return null;
      const errorFields = rootFields(node.selectionSet, errorType.name, fragments, variables);
      data[key] = errors.map((error) =>
        Object.fromEntries(
          errorFields.map((field) => {
            const value =
              field.name.value === '__typename'
                ? errorType.name
                : error[field.name.value as keyof FieldError];
            return [field.alias?.value ?? field.name.value, value];
          }),
        ),
      );
    } else if (typeFields[name] && !isNonNullType(typeFields[name].type)) data[key] = null;
    else return null;
  }
  return data;
}

/** The answer to refused input: a payload for a lone mutation field that has one, else GraphQL errors. */
function refusalResult(
  args: ExecutionArgs,
  operation: OperationDefinitionNode,
  refusals: Refusal[],
): ExecutionResult {
  const asErrors = (): ExecutionResult => ({ errors: refusals.map(refusalError) });
  if (operation.operation !== 'mutation') return asErrors();
  const mutationType = args.schema.getMutationType();
  const fragments = new Map(
    args.document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const variables = (args.variableValues ?? {}) as Record<string, unknown>;
  if (!mutationType) return asErrors();
  const fields = rootFields(operation.selectionSet, mutationType.name, fragments, variables).filter(
    (field) => field.name.value !== '__typename',
  );
  const [field] = fields;
  const returnType = field && getNullableType(mutationType.getFields()[field.name.value]?.type);
  if (fields.length !== 1 || !field || !isObjectType(returnType)) return asErrors();
  const byField = new Map<string, string[]>();
  for (const refusal of refusals)
    byField.set(refusal.field, [...(byField.get(refusal.field) ?? []), refusal.message]);
  const errors = [...byField].map(([name, messages]) => ({ field: name, messages: [...new Set(messages)] }));
  const payload = refusedPayload(returnType, field.selectionSet, errors, fragments, variables);
  return payload ? { data: { [field.alias?.value ?? field.name.value]: payload } } : asErrors();
}

export const inputGuardPlugin: Plugin = {
  // A literal our scalars refuse fails validation: keep that, but with the plain message key and its field.
  onValidate({ params }) {
    return ({ result, setResult }) => {
      const errors = result as readonly GraphQLError[];
      const ours = (error: GraphQLError) => isOurRefusal(error) || isOurRefusal(error.originalError);
      if (!errors.some(ours)) return;
      const refusals = literalRefusals(params.schema, params.documentAST);
      if (!refusals.length) return;
      setResult([...errors.filter((error) => !ours(error)), ...refusals.map(refusalError)]);
    };
  },
  onExecute({ args, setResultAndStopExecution }) {
    const document = args.document as DocumentNode;
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION &&
        (!args.operationName || definition.name?.value === args.operationName),
    );
    if (!operation) return;
    const inputs = (args.variableValues ?? {}) as Record<string, unknown>;
    const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], inputs);
    if (!coerced.coerced) {
      // A refusal of our scalars makes coercion fail, so variables that coerce hold none: only then look.
      const refused = variableRefusals(args.schema, document, operation, inputs);
      if (refused.length) setResultAndStopExecution(refusalResult(args, operation, refused));
      return; // otherwise execution answers bad variables as before
    }
    // NUL reaches an argument only from a variable or a literal: most requests hold neither.
    if (nulPath(inputs) === null && !hasNulLiteral(document)) return;
    const nul = nulRefusals(args.schema, document, operation, coerced.coerced);
    if (nul.length) setResultAndStopExecution(refusalResult(args, operation, nul));
  },
};
