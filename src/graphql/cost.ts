import {
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MAX_STOREFRONT_PAGE } from '../lib/validation';
import { introspectionCost } from './introspection-cost';
import { INTROSPECTION_ROOTS, fragmentsOf, type FragmentLookup } from './selections';

/**
 * The cost of an operation: an estimate of how many field values its answer may hold, checked
 * before anything runs (src/graphql/gate.ts). Every field costs 1 each time it appears in the
 * answer, leaves included, so every alias counts. A field with a page size argument (`perPage`,
 * `limit`, a cursor connection's `first`/`last`) appears once per record of the page: what is under it is multiplied by the page size
 * (the variable's value or, when the variable is not given, its default; else the page default 15;
 * at most 1,000, the largest storefront page), and the page's own `data` list (a connection's `edges`)
 * does not multiply again; a connection's pageInfo and totalCount are counted per record too, an
 * over-estimate of a few values per edge. Any other list of objects (a
 * package's commands, a category's subcategories) counts as LIST_SIZE records; a list of leaves
 * counts as one value. Introspection fields are counted on the schema itself
 * (src/graphql/introspection-cost.ts). Repeated fragments count each time they are spread, but each
 * fragment is estimated once per type, so a fragment spread twice at every level is priced in
 * linear time (and refused), not expanded.
 */
const PAGE_ARGS = ['perPage', 'limit', 'first', 'last'];
const DEFAULT_PAGE = 15;
/** The largest page any list gives (storefront lists: MAX_STOREFRONT_PAGE). */
const MAX_PAGE = MAX_STOREFRONT_PAGE;
const LIST_SIZE = 15;

interface Walk {
  schema: GraphQLSchema;
  fragment: FragmentLookup;
  variables: Record<string, unknown>;
  memo: Map<string, number>;
}

/** The page size a field's page arguments ask for: the largest of them (a storefront list takes both `perPage` and its alias `limit`). */
function pageSize(field: FieldNode, def: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number | undefined {
  const args = def.args.filter((a) => PAGE_ARGS.includes(a.name));
  if (!args.length) return undefined;
  const sizes = args.flatMap((arg) => {
    const node = field.arguments?.find((a) => a.name.value === arg.name)?.value;
    let value: unknown;
    if (node?.kind === Kind.INT) value = Number(node.value);
    else if (node?.kind === Kind.VARIABLE) value = variables[node.name.value];
    return typeof value === 'number' && Number.isInteger(value) ? [value] : [];
  });
  const n = sizes.length ? Math.max(...sizes) : DEFAULT_PAGE;
  return Math.min(MAX_PAGE, Math.max(1, n));
}

function fieldCost(sel: FieldNode, parent: GraphQLNamedType, w: Walk, paged: boolean): number {
  if (!sel.selectionSet) return 1;
  if (INTROSPECTION_ROOTS.has(sel.name.value)) return introspectionCost(w.schema, sel, w.fragment, w.variables);
  if (!(isObjectType(parent) || isInterfaceType(parent))) return 1;
  const def = parent.getFields()[sel.name.value];
  if (!def) return 1;
  const type = getNamedType(def.type);
  if (isLeafType(type)) return 1;
  const size = pageSize(sel, def, w.variables);
  const multiplier = size ?? (isListType(getNullableType(def.type)) && !paged ? LIST_SIZE : 1);
  return multiplier * (1 + setCost(sel.selectionSet, type, w, size !== undefined));
}

function setCost(set: SelectionSetNode, parent: GraphQLNamedType, w: Walk, paged: boolean): number {
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) total += fieldCost(sel, parent, w, paged);
    else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? (w.schema.getType(sel.typeCondition.name.value) ?? parent) : parent;
      total += setCost(sel.selectionSet, type, w, paged);
    } else {
      const fragment = w.fragment(sel.name.value);
      if (!fragment) continue;
      const type = w.schema.getType(fragment.typeCondition.name.value) ?? parent;
      const key = `${sel.name.value}|${type.name}|${paged}`;
      let cost = w.memo.get(key);
      if (cost === undefined) {
        w.memo.set(key, 0); // a cycle (refused by validation before this runs) adds nothing
        cost = setCost(fragment.selectionSet, type, w, paged);
        w.memo.set(key, cost);
      }
      total += cost;
    }
  }
  return total;
}

/** The estimated cost of an operation, with its coerced variables (defaults applied). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = fragmentsOf(document);
  return setCost(operation.selectionSet, root, { schema, fragment: (name) => fragments[name], variables, memo: new Map() }, false);
}
