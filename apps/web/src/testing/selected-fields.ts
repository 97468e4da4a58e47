import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode } from 'graphql';

const fragmentsOf = (document: DocumentNode) =>
  document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );

/** The fragments a gql.tada document carries (it appends the definitions of those it spreads). */
export function fragmentNames(document: DocumentNode): string[] {
  return fragmentsOf(document).map((fragment) => fragment.name.value);
}

/**
 * Every field path an operation asks the server for, fragments spread in place ("campaign.brand.name"):
 * moving a selection into a fragment must leave this list as it was.
 */
export function selectedFields(document: DocumentNode): string[] {
  const fragments = new Map(fragmentsOf(document).map((fragment) => [fragment.name.value, fragment]));
  const paths = new Set<string>();
  const walk = (selectionSet: SelectionSetNode | undefined, prefix: string) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const path = `${prefix}${selection.name.value}`;
        paths.add(path);
        walk(selection.selectionSet, `${path}.`);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        walk(fragments.get(selection.name.value)?.selectionSet, prefix);
      } else {
        walk(selection.selectionSet, prefix);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, '');
  }
  return [...paths].sort();
}
