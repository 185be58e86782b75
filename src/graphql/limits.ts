import {
  GraphQLError,
  type DocumentNode,
  type OperationDefinitionNode,
  type ParseOptions,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { badRequest } from '../errors';
import { operationCost } from './cost';
import { INTROSPECTION_ROOTS, eachField, type FragmentLookup } from './selections';

/**
 * Query limits (issues 8 and 14): one small request cannot buy a large answer. Everything here is
 * checked before any credential is read or any field runs, and refused with BAD_REQUEST (HTTP 400).
 * docs/DECISIONS.md ("Hardening (issue 14)") gives the reasons for each number.
 *
 * - Size: a document of more than MAX_TOKENS tokens is not parsed (graphql-js stops counting there),
 *   so validation, whose cost grows with the document (some rules quadratically), has a bound.
 * - Depth: fields nested more than MAX_DEPTH levels, fragments expanded, leaves counted as a level.
 *   Introspection counts too, with its own bound, MAX_INTROSPECTION_DEPTH: the depth of graphql-js's
 *   full introspection query (`ofType` nine times), which GraphiQL and codegen send.
 * - Root fields: more than MAX_ROOT_FIELDS response keys at the root (aliases each count). Each root
 *   field is one resolver call with its own effects (a mutation) and one rate-limit token
 *   (src/graphql/gate.ts): the cap keeps one request from spending a whole minute's budget at once.
 * - Cost: the estimated number of values in the answer (src/graphql/cost.ts), variable defaults
 *   and introspection included, at most MAX_COST.
 */
export const MAX_TOKENS = 5_000;
export const MAX_DEPTH = 10;
const MAX_INTROSPECTION_DEPTH = 15;
export const MAX_ROOT_FIELDS = 20;
export const MAX_COST = 100_000;

export const PARSE_OPTIONS: ParseOptions = { maxTokens: MAX_TOKENS };

/** Depth of a selection set, fragments expanded; each fragment's depth is computed once (a cycle counts 0: another rule refuses it). */
function depthOf(set: SelectionSetNode | undefined, fragment: FragmentLookup, memo: Map<string, number>): number {
  if (!set) return 0;
  let max = 0;
  for (const sel of set.selections) {
    let d: number;
    if (sel.kind === 'Field') d = 1 + depthOf(sel.selectionSet, fragment, memo);
    else if (sel.kind === 'InlineFragment') d = depthOf(sel.selectionSet, fragment, memo);
    else {
      const name = sel.name.value;
      if (!memo.has(name)) {
        memo.set(name, 0);
        memo.set(name, depthOf(fragment(name)?.selectionSet, fragment, memo));
      }
      d = memo.get(name)!;
    }
    max = Math.max(max, d);
  }
  return max;
}

/** A validation rule (cached by Apollo with the parsed document): operations nested deeper than allowed are refused. */
export function depthLimit(max = MAX_DEPTH, introspectionMax = MAX_INTROSPECTION_DEPTH): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const fragment: FragmentLookup = (name) => context.getFragment(name);
      const memo = new Map<string, number>();
      let worst: { depth: number; max: number } | undefined;
      eachField(node.selectionSet, fragment, (field) => {
        const depth = 1 + depthOf(field.selectionSet, fragment, memo);
        const allowed = INTROSPECTION_ROOTS.has(field.name.value) ? introspectionMax : max;
        if (depth > allowed && (!worst || depth - allowed > worst.depth - worst.max)) worst = { depth, max: allowed };
      });
      if (worst) {
        context.reportError(new GraphQLError(`The operation is nested ${worst.depth} levels deep; at most ${worst.max} are allowed`, { nodes: [node] }));
      }
    },
  });
}

/** Refuses an operation with too many root fields or too high a cost (see above). */
export function checkSize(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  rootFields: number,
) {
  if (rootFields > MAX_ROOT_FIELDS) {
    throw badRequest(`The operation has ${rootFields} root fields (aliases included); at most ${MAX_ROOT_FIELDS} are allowed: send several requests`);
  }
  const cost = operationCost(schema, document, operation, variables);
  if (cost > MAX_COST) {
    throw badRequest(
      `The operation may return about ${cost} fields; at most ${MAX_COST} are allowed: ask for smaller pages, fewer nested lists or fewer aliases`,
    );
  }
}
