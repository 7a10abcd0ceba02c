import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects `name` directly (through fragments too). Directives are
 * not evaluated: a field under @skip still counts, which only costs a query, never a wrong answer.
 */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const fragment = selection.name.value;
      if (seen.has(fragment)) return false;
      seen.add(fragment);
      return visit(info.fragments[fragment]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
