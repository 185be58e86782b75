import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isLeafType,
  isListType,
  isObjectType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * A rate-limited operation is an HTTP 429 on /graphql too (the RateLimit and Retry-After headers
 * are already on the response: src/rest/ratelimit.ts sets them where the credential is resolved).
 * The body stays GraphQL's, with `extensions.code: RATE_LIMITED` from the one error formatter.
 */
export const rateLimitStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        if (response.body.singleResult.errors?.some((e) => e.extensions?.code === 'RATE_LIMITED')) response.http.status = 429;
      },
    };
  },
};

/**
 * Query limits (issue 8): one operation cannot ask for the whole database. Both are checked before
 * anything executes and refuse with BAD_REQUEST (HTTP 400), like any malformed request.
 *
 * - Depth: fields nested more than MAX_DEPTH levels (a validation rule, so Apollo caches the
 *   verdict with the parsed document). Introspection (`__schema`, `__type`) is not counted: GraphiQL
 *   and codegen ask for deep type references.
 * - Cost: an estimate of the records an operation can return, checked once the operation and its
 *   variables are known. Every object-typed field costs 1 per record; a field with a page size
 *   argument (`perPage`, `limit`) multiplies what is under it by that size (a variable's value, else
 *   the default 15; at most 100), and the page's own `data` list does not multiply again; any other
 *   list of objects (a package's commands, a category's subcategories) counts as LIST_SIZE records.
 *   Leaves (scalars, enums, lists of them) cost nothing; aliases and repeated fragments count each time.
 */
export const MAX_DEPTH = 10;
export const MAX_COST = 50_000;
const PAGE_ARGS = ['perPage', 'limit'];
const DEFAULT_PAGE = 15;
const MAX_PAGE = 100;
const LIST_SIZE = 15;

const isIntrospection = (name: string) => name.startsWith('__');

/** Depth of a selection set, fragments expanded (a fragment cycle is another rule's error, counted once). */
function depthOf(set: SelectionSetNode | undefined, fragments: (name: string) => FragmentDefinitionNode | null | undefined, seen: Set<string>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d = 0;
    if (sel.kind === Kind.FIELD) d = isIntrospection(sel.name.value) ? 0 : sel.selectionSet ? 1 + depthOf(sel.selectionSet, fragments, seen) : 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) d = depthOf(sel.selectionSet, fragments, seen);
    else if (!seen.has(sel.name.value)) {
      const fragment = fragments(sel.name.value);
      if (fragment) d = depthOf(fragment.selectionSet, fragments, new Set(seen).add(sel.name.value));
    }
    max = Math.max(max, d);
  }
  return max;
}

/** A validation rule: operations nested deeper than `max` fields are refused. */
export function depthLimit(max = MAX_DEPTH): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const depth = depthOf(node.selectionSet, (name) => context.getFragment(name), new Set());
      if (depth > max) {
        context.reportError(new GraphQLError(`The operation is nested ${depth} levels deep; at most ${max} are allowed`, { nodes: [node] }));
      }
    },
  });
}

interface CostInput {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function pageSize(field: FieldNode, def: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number | undefined {
  const arg = def.args.find((a) => PAGE_ARGS.includes(a.name));
  if (!arg) return undefined;
  const node = field.arguments?.find((a) => a.name.value === arg.name)?.value;
  let value: unknown;
  if (node?.kind === Kind.INT) value = Number(node.value);
  else if (node?.kind === Kind.VARIABLE) value = variables[node.name.value];
  const n = typeof value === 'number' && Number.isInteger(value) ? value : DEFAULT_PAGE;
  return Math.min(MAX_PAGE, Math.max(1, n));
}

function costOf(set: SelectionSetNode, parent: GraphQLNamedType, input: CostInput, paged: boolean, seen: Set<string>): number {
  let total = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const type = sel.typeCondition ? (input.schema.getType(sel.typeCondition.name.value) ?? parent) : parent;
      total += costOf(sel.selectionSet, type, input, paged, seen);
      continue;
    }
    if (sel.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = input.fragments[sel.name.value];
      if (!fragment || seen.has(sel.name.value)) continue;
      const type = input.schema.getType(fragment.typeCondition.name.value) ?? parent;
      total += costOf(fragment.selectionSet, type, input, paged, new Set(seen).add(sel.name.value));
      continue;
    }
    if (isIntrospection(sel.name.value) || !sel.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) continue;
    const def = parent.getFields()[sel.name.value];
    if (!def) continue;
    const type = getNamedType(def.type);
    if (isLeafType(type)) continue;
    const size = pageSize(sel, def, input.variables);
    const multiplier = size ?? (isListType(getNullableType(def.type)) && !paged ? LIST_SIZE : 1);
    total += multiplier * (1 + costOf(sel.selectionSet, type, input, size !== undefined, seen));
  }
  return total;
}

/** The estimated cost of an operation with its variables (see above). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown> = {}): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
  return costOf(operation.selectionSet, root, { schema, fragments, variables }, false, new Set());
}

/** Refuses an operation whose estimated cost is over `max`, before it executes. */
export function costLimit(max = MAX_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = operationCost(schema, document, operation, request.variables ?? {});
          if (cost > max) {
            throw new GraphQLError(`The operation may return about ${cost} records; at most ${max} are allowed: ask for smaller pages or fewer nested lists`, {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
