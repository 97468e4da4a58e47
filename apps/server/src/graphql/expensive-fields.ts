import {
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { signInPacing } from '../modules/auth/sign-in-pacing';

/**
 * Root fields that run argon2 (a password check or a new hash: 20-90 ms of a core each). GraphQL Armor's
 * cost limit has one cost for every field and cannot price these (decision 0105), so this rule is their
 * cost: one of them per operation, aliases and repeats included. Keep in step with the callers of
 * `hashPassword`/`verifyPassword` (modules/auth/password-hash.ts).
 */
export const PASSWORD_HASHING_FIELDS: ReadonlySet<string> = new Set([
  'signIn',
  'inviteMemberConfirm',
  'changePassword',
  'resetPasswordConfirm',
  'setupPassword',
  'createAccount',
]);

export const ONE_PASSWORD_FIELD_MESSAGE = 'auth:error.onePasswordCheckPerRequest';
/**
 * How long the refusal waits before it is sent. Refusing is cheap, but a client looping on it would still
 * keep the event loop busy; a paced refusal turns such a loop into one request a second (decision 0105).
 */
export const REFUSAL_DELAY_MS = 1_000;

/** Counts the hashing fields an operation selects at its root, through inline fragments and named fragments. */
function countHashingFields(
  selectionSet: SelectionSetNode,
  fragment: (name: string) => FragmentDefinitionNode | null | undefined,
  seenFragments: Set<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (PASSWORD_HASHING_FIELDS.has(selection.name.value)) total++;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += countHashingFields(selection.selectionSet, fragment, seenFragments);
    } else {
      // Every occurrence counts, even one GraphQL would merge with another: no honest client repeats
      // these. A cycle is refused by graphql's own NoFragmentCycles rule; the guard keeps this walk finite.
      const name = selection.name.value;
      const definition = fragment(name);
      if (!definition || seenFragments.has(name)) continue;
      total += countHashingFields(definition.selectionSet, fragment, new Set([...seenFragments, name]));
    }
  }
  return total;
}

/** Refuses, before any resolver runs, an operation that selects more than one password-hashing root field. */
export const onePasswordFieldRule: ValidationRule = (context: ValidationContext) => ({
  OperationDefinition(operation) {
    const count = countHashingFields(operation.selectionSet, (name) => context.getFragment(name), new Set());
    if (count > 1) {
      context.reportError(
        new GraphQLError(ONE_PASSWORD_FIELD_MESSAGE, {
          nodes: [operation],
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      );
    }
  },
});

const isRefusal = (result: unknown) =>
  typeof result === 'object' &&
  result !== null &&
  'errors' in result &&
  Array.isArray(result.errors) &&
  result.errors.some((error: { message?: unknown }) => error.message === ONE_PASSWORD_FIELD_MESSAGE);

export const onePasswordFieldPerOperation: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(onePasswordFieldRule),
  // No honest client gets this refusal; whoever does waits for it (a timer: the event loop stays free).
  onResultProcess: async ({ result }) => {
    if (isRefusal(result)) await signInPacing.sleep(REFUSAL_DELAY_MS);
  },
};
