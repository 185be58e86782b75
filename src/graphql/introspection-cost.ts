import {
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  getArgumentValues,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { FragmentLookup } from './selections';

/**
 * The cost of an introspection root field (`__schema`, `__type`), in the unit of the cost limit
 * (src/graphql/cost.ts: one per field value in the answer). Introspection answers from the schema,
 * so its size is not estimated but counted: the selection is walked over the schema itself with
 * graphql-js's own introspection resolvers (`__Schema.types`, `__Type.fields`, ...), counting the
 * values the answer would hold. Each (schema element, selection set) pair is counted once and
 * remembered, so selections that cycle through types (`types { fields { type { fields ... } } }`)
 * or spread fragments many times cost their real size to count, not their real size to answer.
 */

const INFO_FOR = (schema: GraphQLSchema) => ({ schema }) as unknown as GraphQLResolveInfo;

export function introspectionCost(schema: GraphQLSchema, field: FieldNode, fragment: FragmentLookup, variables: Record<string, unknown>): number {
  const memo = new Map<object, Map<SelectionSetNode, number>>();
  const info = INFO_FOR(schema);

  const valueCost = (def: GraphQLField<unknown, unknown>, source: unknown, node: FieldNode): number => {
    const args = getArgumentValues(def, node, variables);
    const value = def.resolve ? def.resolve(source, args, undefined, info) : (source as Record<string, unknown>)[def.name];
    if (!node.selectionSet) return 1;
    const type = getNamedType(def.type);
    if (!isObjectType(type) || value == null) return 1;
    const items = isListType(getNullableType(def.type as GraphQLOutputType)) ? (value as unknown[]) : [value];
    let total = 0;
    for (const item of items) total += item == null ? 1 : 1 + setCost(item as object, type, node.selectionSet);
    return Math.max(1, total);
  };

  const setCost = (source: object, type: GraphQLObjectType, set: SelectionSetNode): number => {
    let bySet = memo.get(source);
    if (!bySet) {
      bySet = new Map();
      memo.set(source, bySet);
    }
    const known = bySet.get(set);
    if (known !== undefined) return known;
    bySet.set(set, 0); // a fragment cycle (refused by validation anyway) counts nothing more
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) total += setCost(source, type, sel.selectionSet);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const def = fragment(sel.name.value);
        if (def) total += setCost(source, type, def.selectionSet);
      } else {
        const def = type.getFields()[sel.name.value];
        total += def ? valueCost(def, source, sel) : 1; // __typename
      }
    }
    bySet.set(set, total);
    return total;
  };

  const root = field.name.value === '__schema' ? SchemaMetaFieldDef : TypeMetaFieldDef;
  return valueCost(root, undefined, field);
}
