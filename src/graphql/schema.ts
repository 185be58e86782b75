import fs from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types';
import { accessOf, permissionOf } from './access';
import { enumsRefusedByTheService } from './enums';
import { MODULES } from '../modules';

const SCHEMA_DIR = path.resolve(__dirname, '../../schema');

/** Timestamps are resolved to text in the store's offset by the field resolvers; Dates fall back to UTC. */
const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  // Given here as well as in schema/base.graphql: a scalar resolver's own description replaces the SDL's.
  description:
    'ISO 8601 timestamp with milliseconds, exactly as the REST API returns it. Records of a store carry ' +
    "the store's UTC offset (2026-11-21T12:00:00.000-03:00); WebhookLog.createdAt is UTC with Z.",
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 timestamp');
    return d;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new TypeError('DateTime must be a string');
    const d = new Date(ast.value);
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 timestamp');
    return d;
  },
});

/** Where the object types written from a module's response schemas are (scripts/graphql-shapes.ts). */
export const generatedSdlFile = (module: string) => `__generated__/${module}.graphql`;

/**
 * The SDL: base.graphql (scalars, shared types), then each module's files in the module list's
 * order. Every file under schema/ must belong to base or to exactly one module (test/ops/modules.test.ts);
 * a module's `shapes` come from schema/__generated__/<module>.graphql, after its own files.
 */
/** The hand-written SDL files: base.graphql, then each module's own, in the module list's order. */
export const handWrittenSdlFiles = (): string[] => ['base.graphql', ...MODULES.flatMap((m) => m.sdl ?? [])];

export function loadTypeDefs(): string[] {
  const files = ['base.graphql', ...MODULES.flatMap((m) => [...(m.sdl ?? []), ...(m.shapes?.length ? [generatedSdlFile(m.name)] : [])])];
  return files.map((f) => fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8'));
}

function merge(list: Resolvers[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const r of list) {
    for (const [type, fields] of Object.entries(r)) {
      out[type] = { ...(out[type] ?? {}), ...(fields as Record<string, unknown>) };
    }
  }
  return out;
}

export function buildSchema(): GraphQLSchema {
  const resolvers = merge(MODULES.flatMap((m) => (m.resolvers ? [m.resolvers] : [])));
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: { ...resolvers, DateTime, JSONObject: GraphQLJSONObject },
  });
  // Secure by default: every root field must be declared admin(...), storefront(...) or
  // publicField(...), an admin field with the permission it needs. The declaration is kept on the
  // field (extensions.access, extensions.permission), where the operation
  // gate reads which credentials an operation needs before running it (src/graphql/gate.ts).
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const [name, field] of Object.entries(root.getFields())) {
      const access = accessOf(resolvers[root.name]?.[name]);
      if (!access) throw new Error(`GraphQL root field ${root.name}.${name} has no access declaration`);
      const permission = permissionOf(resolvers[root.name]?.[name]);
      if (access === 'admin' && permission === undefined) throw new Error(`GraphQL admin field ${root.name}.${name} declares no permission`);
      Object.assign(field, { extensions: { ...field.extensions, access, ...(access === 'admin' ? { permission } : {}) } });
    }
  }
  // An enum input's value outside its set reaches the service, which refuses it as REST does (src/graphql/enums.ts).
  enumsRefusedByTheService(schema);
  return schema;
}
