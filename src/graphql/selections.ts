import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  getVariableValues,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/** Walking a document's selections, shared by the depth rule, the cost estimate and the operation gate. */

export type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

export function fragmentsOf(document: DocumentNode): Record<string, FragmentDefinitionNode> {
  const out: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) out[def.name.value] = def;
  return out;
}

/** `@skip` / `@include` as execution reads them, with the operation's coerced variables. */
export function included(node: SelectionNode, variables: Record<string, unknown>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/**
 * Every field of one level of a selection set, looking through inline fragments and fragment
 * spreads as execution does (a fragment spread twice adds nothing the first did not: each is
 * entered once, which also stops cycles). `include` decides whether a selection is taken.
 */
export function eachField(
  set: SelectionSetNode,
  fragment: FragmentLookup,
  fn: (field: FieldNode) => void,
  include: (node: SelectionNode) => boolean = () => true,
  seen = new Set<string>(),
) {
  for (const sel of set.selections) {
    if (!include(sel)) continue;
    if (sel.kind === Kind.FIELD) fn(sel);
    else if (sel.kind === Kind.INLINE_FRAGMENT) eachField(sel.selectionSet, fragment, fn, include, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const def = fragment(sel.name.value);
      if (def) eachField(def.selectionSet, fragment, fn, include, seen);
    }
  }
}

/** The introspection root fields: they answer from the schema, whatever the credential. */
export const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

/**
 * The names of the fields selected under `path` below the resolver's own field (`['data']` for a
 * page's items), through fragments and `@skip`/`@include` as execution reads them: what a list
 * resolver will be asked for, so it reads only that.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[]): Set<string> {
  const fragment: FragmentLookup = (name) => info.fragments[name];
  const include = (node: SelectionNode) => included(node, info.variableValues);
  let level: FieldNode[] = [...info.fieldNodes];
  for (const name of path) {
    const next: FieldNode[] = [];
    for (const node of level) if (node.selectionSet) eachField(node.selectionSet, fragment, (f) => f.name.value === name && next.push(f), include);
    level = next;
  }
  const names = new Set<string>();
  for (const node of level) if (node.selectionSet) eachField(node.selectionSet, fragment, (f) => names.add(f.name.value), include);
  return names;
}

type Coerced = ReturnType<typeof getVariableValues>;
const coercedByRequest = new WeakMap<object, Coerced>();

/**
 * The operation's variables coerced as execution will coerce them (defaults applied, `errors` when
 * they cannot be), once per request: the operation gate and the argument check both need them.
 */
export function coercedVariables(schema: GraphQLSchema, operation: OperationDefinitionNode, request: { variables?: Record<string, unknown> }): Coerced {
  let coerced = coercedByRequest.get(request);
  if (!coerced) {
    coerced = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
    coercedByRequest.set(request, coerced);
  }
  return coerced;
}
