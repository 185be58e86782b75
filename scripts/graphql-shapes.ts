/**
 * `npm run codegen` (first step): the GraphQL object types of the API's shapes, written from the REST
 * response schemas, so that each shape is written once (issue 29). For every module that lists
 * `shapes` in its index.ts, schema/__generated__/<module>.graphql gets one `type` per listed schema:
 *
 * - the fields are the schema's keys in camelCase, in its order (GraphqlMeta `name` renames one,
 *   `omit` leaves a REST-only one out);
 * - the types follow from the schema: z.int() Int, other numbers Float, strings String, booleans
 *   Boolean, StoreTimestamp and UtcTimestamp DateTime, records JSONObject, a z.enum the SDL enum with
 *   the same values, a named object its name, arrays lists; nullable and optional fields are
 *   nullable; GraphqlMeta `type` says it where GraphQL differs;
 * - descriptions are the object's GraphqlMeta `fields[name]` (a field of a shared shape), else the
 *   field's GraphqlMeta `description`, else its own `.describe()`; `created_at` and `updated_at`
 *   without one are "When it was created / last changed, in the store's offset".
 *
 * What GraphQL adds to such a type (relations, fields with arguments) is an `extend type` in the
 * module's own SDL. `--check` writes nothing and fails when a file is not what it would write.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';
import { z } from 'zod';
import { generatedSdlFile, handWrittenSdlFiles } from '../src/graphql/schema';
import { graphqlMeta } from '../src/lib/responses';
import { MODULES } from '../src/modules';

const SCHEMA_DIR = path.resolve(__dirname, '../schema');
const HEADER = '# Written by scripts/graphql-shapes.ts (npm run codegen) from the response schemas the module lists as `shapes`: do not edit.\n';

/** What the generator reads of a zod schema's definition (zod 4's `_zod.def`, by its `type`). */
interface Def {
  type: string;
  innerType: Schema;
  out: Schema;
  element: Schema;
  values: unknown[];
  entries: Record<string, string>;
  shape: Record<string, Schema>;
  format?: string | null;
}
type Schema = z.ZodType & { _zod: { def: Def; bag?: Record<string, unknown> } };

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const idOf = (s: Schema) => z.globalRegistry.get(s)?.id as string | undefined;

/** The hand-written SDL's enums, by their values (sorted), to name a z.enum. */
function sdlEnums(): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of handWrittenSdlFiles()) {
    for (const d of parse(fs.readFileSync(path.join(SCHEMA_DIR, f), 'utf8')).definitions) {
      if (d.kind !== Kind.ENUM_TYPE_DEFINITION) continue;
      const key = (d.values ?? [])
        .map((v) => v.name.value)
        .sort()
        .join(',');
      out.set(key, out.has(key) ? `${out.get(key)}|${d.name.value}` : d.name.value);
    }
  }
  return out;
}

/** The GraphQL type of a response schema, `!` when it is never null. */
function graphqlType(s: Schema, at: string, enums: Map<string, string>): string {
  const meta = graphqlMeta.get(s);
  if (meta?.type) return meta.type;
  const id = idOf(s);
  if (id === 'StoreTimestamp' || id === 'UtcTimestamp') return 'DateTime!';
  const def = s._zod.def;
  const nullable = (inner: string) => inner.replace(/!$/, '');
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return nullable(graphqlType(def.innerType, at, enums));
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return graphqlType(def.innerType, at, enums);
    case 'pipe':
      return graphqlType(def.out, at, enums);
    case 'string':
      return 'String!';
    case 'boolean':
      return 'Boolean!';
    case 'number':
      return /int/.test(String(def.format ?? s._zod.bag?.format ?? '')) ? 'Int!' : 'Float!';
    case 'literal': {
      const v = def.values[0];
      if (typeof v === 'number') return Number.isInteger(v) ? 'Int!' : 'Float!';
      return typeof v === 'boolean' ? 'Boolean!' : 'String!';
    }
    case 'enum': {
      const key = Object.values(def.entries).sort().join(',');
      const name = enums.get(key);
      if (!name || name.includes('|')) throw new Error(`${at}: no single SDL enum has the values ${key} (${name ?? 'none'}): give the field gql(…, { type })`);
      return `${name}!`;
    }
    case 'array':
      return `[${graphqlType(def.element, at, enums)}]!`;
    case 'record':
      return 'JSONObject!';
    case 'object': {
      const name = meta?.name ?? id;
      if (!name) throw new Error(`${at}: an object without a name: give it named(…) or gql(…, { name | type })`);
      return `${name}!`;
    }
    default:
      throw new Error(`${at}: no GraphQL type for a zod ${def.type}: give the field gql(…, { type })`);
  }
}

/** The field's own description (a `.describe()` on the field, not the one of a named schema it is). */
function ownDescription(s: Schema): string | undefined {
  const meta = z.globalRegistry.get(s);
  return meta?.id ? undefined : (meta?.description as string | undefined);
}

const TIMESTAMPS: Record<string, string> = {
  created_at: "When it was created, in the store's offset.",
  updated_at: "When it was last changed, in the store's offset.",
};

const block = (text: string, indent = '') =>
  `${indent}"""\n${text
    .replace(/"""/g, '\\"""')
    .split('\n')
    .map((line) => indent + line)
    .join('\n')}\n${indent}"""\n`;

/** The SDL object type of one named response schema. */
function objectType(shape: Schema, enums: Map<string, string>): string {
  const name = graphqlMeta.get(shape)?.name ?? idOf(shape);
  if (!name) throw new Error('a shape without a name: list named(…) schemas only');
  if (shape._zod.def.type !== 'object') throw new Error(`${name}: a shape must be an object schema`);
  const description = graphqlMeta.get(shape)?.description ?? (z.globalRegistry.get(shape)?.description as string | undefined);
  let out = description ? block(description) : '';
  out += `type ${name} {\n`;
  for (const [key, field] of Object.entries(shape._zod.def.shape)) {
    const meta = graphqlMeta.get(field);
    if (meta?.omit) continue;
    const fieldName = meta?.name ?? camel(key);
    const text = graphqlMeta.get(shape)?.fields?.[fieldName] ?? meta?.description ?? ownDescription(field) ?? TIMESTAMPS[key];
    if (!text) throw new Error(`${name}.${fieldName}: no description: .describe() it, or gql(…, { description })`);
    out += block(text, '  ');
    out += `  ${fieldName}: ${graphqlType(field, `${name}.${fieldName}`, enums)}\n`;
  }
  return `${out}}\n`;
}

/** Every generated file, by its path under schema/. */
export function generatedFiles(): Map<string, string> {
  const enums = sdlEnums();
  const out = new Map<string, string>();
  for (const m of MODULES) {
    if (!m.shapes?.length) continue;
    const body = m.shapes.map((s) => objectType(s as unknown as Schema, enums)).join('\n');
    // Parsed and printed: a mistake fails here, and the text is graphql-js's own layout.
    out.set(generatedSdlFile(m.name), HEADER + print(parse(body)).trimEnd() + '\n');
  }
  return out;
}

function main() {
  const check = process.argv.includes('--check');
  const files = generatedFiles();
  const dir = path.join(SCHEMA_DIR, '__generated__');
  const stale: string[] = [];
  if (!check) fs.mkdirSync(dir, { recursive: true });
  const present = fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => `__generated__/${f}`) : [];
  for (const f of present) if (!files.has(f)) check ? stale.push(f) : fs.rmSync(path.join(SCHEMA_DIR, f));
  for (const [f, text] of files) {
    const file = path.join(SCHEMA_DIR, f);
    const now = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    if (now === text) continue;
    if (check) stale.push(f);
    else fs.writeFileSync(file, text);
  }
  if (stale.length) {
    console.error(`stale: ${stale.join(', ')}: run npm run codegen`);
    process.exit(1);
  }
}

if (require.main === module) main();
