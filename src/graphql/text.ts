import type { ApolloServerPlugin, GraphQLRequest } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getArgumentValues,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { invalid } from '../errors';
import { deeperThan, tooDeepMessage } from '../lib/json-depth';
import { badTextPath } from '../lib/validation';
import { toServiceInput } from './fields';
import { coercedVariables } from './selections';

/**
 * Text PostgreSQL cannot store (a NUL character, a lone surrogate) in any GraphQL argument is
 * refused before anything runs, once for every field of the schema (issue 14: an argument no
 * service validated, such as `userQueue(userId:)`, reached SQL and failed as INTERNAL). Every
 * argument of every field in the operation, literal or variable, nested input objects and JSON
 * values included, is checked after graphql-js has coerced it, and named as the services name it
 * (`input` is the body, other arguments snake_case: `user_id`, `variables.nick`), so GraphQL
 * reports VALIDATION_FAILED, rule `characters`, on the same field as REST. Variables or argument
 * literals nested past MAX_JSON_DEPTH are BAD_REQUEST (POST bodies are bounded by the body check;
 * a GET query string and literals in the document are not JSON bodies).
 */

const tooDeep = (what: string) => new GraphQLError(tooDeepMessage(what), { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });

/** An argument value as the service receives it: the `input` argument is the body itself. */
function asServiceInput(args: Record<string, unknown>): unknown {
  const { input, ...rest } = args;
  // Any argument of any field: not one service's input, so names only (no drift check applies).
  const body = input !== null && typeof input === 'object' && !Array.isArray(input) ? (toServiceInput(input) as object) : { input };
  return { ...(toServiceInput(rest) as object), ...body };
}

/** The error of one field, as the service would throw it: the formatter gives it code, field and rule. */
function refusal(node: FieldNode, path: string[], field: string): GraphQLError {
  const error = invalid(field, 'characters', `${field} contains a NUL character or invalid Unicode`);
  // A path makes the formatter treat it as the field's error (VALIDATION_FAILED), not the request's.
  return new GraphQLError(error.message, { nodes: [node], path, originalError: error, extensions: { http: { status: 200 } } });
}

/** A field of the operation that takes arguments, with its definition and response path. */
type ArgumentField = { node: FieldNode; def: GraphQLField<unknown, unknown>; path: string[] };

/**
 * The fields with arguments of an operation, found once per parsed document: Apollo keeps a
 * document per query text (its document store), so a repeated query is walked once, not per request.
 */
const fieldsByDocument = new WeakMap<DocumentNode, Map<OperationDefinitionNode, ArgumentField[]>>();

function argumentFields(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ArgumentField[] {
  let byOperation = fieldsByDocument.get(document);
  if (!byOperation) {
    byOperation = new Map();
    fieldsByDocument.set(document, byOperation);
  }
  const known = byOperation.get(operation);
  if (known) return known;
  const found: ArgumentField[] = [];
  const fragments = document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const typeInfo = new TypeInfo(schema);
  const responsePath: string[] = [];
  visit(
    { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] },
    visitWithTypeInfo(typeInfo, {
      Field: {
        enter(node) {
          responsePath.push(node.alias?.value ?? node.name.value);
          const def = typeInfo.getFieldDef();
          if (def && node.arguments?.length) found.push({ node, def, path: [...responsePath] });
        },
        leave() {
          responsePath.pop();
        },
      },
    }),
  );
  byOperation.set(operation, found);
  return found;
}

function checkArguments(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, request: GraphQLRequest) {
  const fields = argumentFields(schema, document, operation);
  if (!fields.length) return;
  const coerced = coercedVariables(schema, operation, request);
  // Variables graphql-js cannot coerce are its own error (BAD_REQUEST), reported when it executes.
  if (coerced.errors) return;
  for (const { node, def, path } of fields) {
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(def, node, coerced.coerced);
    } catch {
      continue; // an argument graphql-js refuses is its error, not ours
    }
    // Literals are not JSON: their nesting is bounded here, before anything walks them.
    if (deeperThan(args)) throw tooDeep('An argument');
    const bad = badTextPath(asServiceInput(args));
    if (bad !== undefined) throw refusal(node, path, bad);
  }
}

export const storableArguments: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ schema, document, operation, request }) {
        if (deeperThan(request.variables ?? null)) throw tooDeep('The variables');
        if (operation) checkArguments(schema, document, operation, request);
      },
    };
  },
};
