import { Kind, getIntrospectionQuery, parse, print, specifiedRules, validate, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { formatDocument } from '@urql/core';
import { buildSchema } from '../../src/graphql/schema';
import { operationCost } from '../../src/graphql/cost';
import { rootFields } from '../../src/graphql/gate';
import { MAX_COST, MAX_ROOT_FIELDS, MAX_TOKENS, depthLimit } from '../../src/graphql/limits';
import * as adminDocuments from '../../admin/src/gql/graphql';

/**
 * The clients this project ships must fit the GraphQL limits (src/graphql/limits.ts): every
 * operation of the admin UI, as urql sends it (with `__typename` added) and with the largest page
 * sizes it may ask for, and the full introspection query GraphiQL and graphql-codegen send.
 */

const schema = buildSchema();

function measure(document: DocumentNode, variables: Record<string, unknown> = {}) {
  const doc = parse(print(document), { maxTokens: MAX_TOKENS });
  const errors = validate(schema, doc, [...specifiedRules, depthLimit()]).map((e) => e.message);
  const operation = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return { errors, cost: operationCost(schema, doc, operation, variables), roots: rootFields(schema, doc, operation, variables).length };
}

const operations = Object.entries(adminDocuments).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];

test('the admin UI has operations to check', () => {
  expect(operations.length).toBeGreaterThan(40);
});

test.each(operations)('admin UI %s fits', (_name, document) => {
  const sent = formatDocument(document) as unknown as DocumentNode;
  const operation = sent.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  // Page sizes at their largest: every perPage/limit variable, and a connection's first/last, 100;
  // every Boolean variable true (the `@include`d parts a role may read are all included).
  const variables = Object.fromEntries([
    ...(operation.variableDefinitions ?? [])
      .filter((v) => /perPage|limit|^first$|^last$/i.test(v.variable.name.value))
      .map((v) => [v.variable.name.value, 100]),
    ...(operation.variableDefinitions ?? []).filter((v) => /^Boolean!?$/.test(print(v.type))).map((v) => [v.variable.name.value, true]),
  ]);
  const { errors, cost, roots } = measure(sent, variables);
  expect(errors).toEqual([]);
  expect(roots).toBeLessThanOrEqual(MAX_ROOT_FIELDS);
  // The largest, OrdersFormOptions (a page of 100 packages with their fields), is about 12,300.
  expect(cost).toBeLessThan(MAX_COST / 5);
});

test('the full introspection query fits (about 11,000 fields: a few fit in one operation, not ten)', () => {
  const full = getIntrospectionQuery({
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
    oneOf: true,
  });
  const { errors, cost } = measure(parse(full));
  expect(errors).toEqual([]);
  expect(cost).toBeGreaterThan(MAX_COST / 10);
  expect(cost).toBeLessThan(MAX_COST / 4);
});
