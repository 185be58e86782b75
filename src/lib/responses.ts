import { z } from 'zod';
import { MAX_INT, MAX_STOREFRONT_PAGE } from './validation';

/**
 * The pieces of the REST response schemas (src/modules/<domain>/<domain>.responses.ts). Each
 * presenter's return type is `z.output` of its schema, so TypeScript holds presenters to them; with
 * `validateResponses` (every test run) the router parses each success body with its route's schema,
 * so what the server sends and what /openapi.json documents cannot drift apart.
 *
 * Objects are strict: a key the schema does not name is a mismatch, not a tolerated extra.
 */

export { z };

/**
 * A schema that becomes a named component of the OpenAPI document (`#/components/schemas/<id>`),
 * referenced wherever it is used. Ids are unique across the document.
 */
export const named = <T extends z.ZodType>(id: string, schema: T, description?: string): T =>
  schema.meta(description === undefined ? { id } : { id, description });

/** A row id (a PostgreSQL integer). */
export const id = () => z.int().min(1).max(MAX_INT);
/** A count: sales, uses, attempts, quantity. */
export const count = () => z.int().min(0).max(MAX_INT);

const twoDecimals = (n: number) => Number(n.toFixed(2)) === n;

/** Money as the presenters emit it: a JSON number with at most two decimals (never a string). */
export const money = () => z.number().refine(twoDecimals, { message: 'must have at most two decimals' }).describe('Money: a number with at most two decimals');

/** A percentage with at most two decimals (commissions, discounts, variations). */
export const percent = () => z.number().refine(twoDecimals, { message: 'must have at most two decimals' });

/** Localized text in the store's locale (`*_display`, `spent`): `R$ 30,00`, `Aprovado`. */
export const display = () => z.string().describe("Localized text in the store's locale and currency");

/**
 * A store record's timestamp: ISO 8601 with milliseconds in the store's UTC offset
 * (`2026-11-21T12:00:00.000-03:00`; a UTC store says `+00:00`, never `Z`).
 */
export const StoreTimestamp = named(
  'StoreTimestamp',
  z.iso
    .datetime({ offset: true, precision: 3 })
    .regex(/[+-]\d{2}:\d{2}$/, { message: "must carry the store's UTC offset" })
    .meta({ format: 'date-time' }),
  "ISO 8601 with milliseconds in the store's UTC offset, e.g. 2026-11-21T12:00:00.000-03:00",
);

/** A UTC timestamp (report periods, webhook logs): ISO 8601 with milliseconds and `Z`. */
export const UtcTimestamp = named(
  'UtcTimestamp',
  z.iso.datetime({ precision: 3 }).meta({ format: 'date-time' }),
  'ISO 8601 with milliseconds in UTC, e.g. 2026-11-21T15:00:00.000Z',
);

/** `created_at` and `updated_at` of a store record. */
export const timestampsShape = { created_at: StoreTimestamp, updated_at: StoreTimestamp };

/** The back-office list meta: the AdonisJS (Lucid) paginator. */
export const PageMeta = named(
  'PageMeta',
  z.strictObject({
    total: count(),
    per_page: z.int().min(1).max(100),
    current_page: z.int().min(1).max(MAX_INT),
    last_page: z.int().min(1).max(MAX_INT),
    first_page: z.literal(1),
    first_page_url: z.string().describe('The same path and filters, page 1'),
    last_page_url: z.string(),
    next_page_url: z.string().nullable(),
    previous_page_url: z.string().nullable(),
  }),
  'The paginator of back-office lists; the *_url fields repeat the path and filters with another page',
);

/** The storefront list meta: the four counters only. */
export const StorefrontPageMeta = named(
  'StorefrontPageMeta',
  z.strictObject({
    total: count(),
    per_page: z.int().min(1).max(MAX_STOREFRONT_PAGE),
    current_page: z.int().min(1).max(MAX_INT),
    last_page: z.int().min(1).max(MAX_INT),
  }),
);

/** The REDACTED marker of secrets that are not shown again. */
export const redacted = () => z.literal('[redacted]');

/**
 * What the GraphQL object types generated from these schemas need beyond them (scripts/graphql-shapes.ts):
 * the response schemas are the one source of an API shape, and the SDL object types of the shapes a
 * module lists (`shapes` of its index.ts) are written from them into schema/__generated__/.
 *
 * - `description`: the GraphQL description, where it is not the schema's own (`.describe()`, or the
 *   third argument of named()).
 * - `name`: the field's GraphQL name, where it is not the key in camelCase (REST `_id` is `id`); on an
 *   object, the GraphQL type it is written as.
 * - `type`: the field's GraphQL type, written out (`DateTime!`, `[Int!]!`), where it is not what the
 *   schema says: a field GraphQL resolves to something else (ids instead of objects), an enum GraphQL
 *   keeps as String, an object GraphQL names (`StorefrontPricing`).
 * - `omit`: a REST-only field (GraphQL has a field of its own for it, or none).
 * - `fields`, on an object: GraphQL descriptions of its fields by GraphQL name, for fields it shares
 *   with another schema (a spread shape, `created_at`) whose description is its own.
 */
export interface GraphqlMeta {
  description?: string;
  fields?: Record<string, string>;
  name?: string;
  type?: string;
  omit?: true;
}

export const graphqlMeta = z.registry<GraphqlMeta>();

/** `schema`, with what its GraphQL field or type needs (GraphqlMeta); the same instance, so REST and OpenAPI are unchanged. */
export function gql<T extends z.ZodType>(schema: T, meta: GraphqlMeta): T {
  graphqlMeta.add(schema, meta);
  return schema;
}
