import { createHash } from 'node:crypto';
import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
  type CompiledQuery,
  type InferResult,
} from 'kysely';
import type { DB } from '../generated/kysely/db';
import { takesNamedStatements, type Queryable, type Tx } from './client';
import { connectionOf, queryOnClaim, type Claim } from './tx-connection';

/**
 * The one way to write raw SQL: Kysely's query builder over the table types generated from
 * prisma/schema.prisma (the `kysely` generator, src/generated/kysely), compiled here and executed
 * on the connection that owns the work: a Prisma transaction (`tx.$queryRawUnsafe`, so the
 * statement is inside the transaction and its rows read as Prisma reads raw rows: Decimal for
 * numeric, Date for timestamps, enums as strings) or the pg pool for the few pool reads (`runOnPool`
 * of a prepared statement).
 * Kysely never connects: its driver is a dummy. Fields are written camelCase, as in the Prisma
 * models; CamelCasePlugin turns them into the snake_case columns, and `camelRows` turns the
 * columns of a result back.
 */
export const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

/** What a statement runs on inside a transaction: the transaction's own connection. */
export type SqlTx = Pick<Tx, '$queryRawUnsafe' | '$executeRawUnsafe'>;

const camelKeys = new Map<string, string>();
export function camel(key: string): string {
  let c = camelKeys.get(key);
  if (c === undefined) {
    c = key.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
    camelKeys.set(key, c);
  }
  return c;
}

/** A result's column names as field names (top level only: json_build_object keys are written as they should read). */
export function camelRows<R>(rows: Record<string, unknown>[]): R[] {
  if (!rows.length) return rows as R[];
  const keys = Object.keys(rows[0]);
  if (keys.every((k) => !k.includes('_'))) return rows as R[];
  const names = keys.map(camel);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) out[names[i]] = row[keys[i]];
    return out as R;
  });
}

/**
 * The JSON PostgreSQL built is this request's own, fresh from JSON.parse: its objects become the
 * records in place (timestamps turned into Dates) instead of being copied into new ones. The page
 * renders about 200 of them, and copying (spread, rest) was the largest cost of its file
 * (src/modules/catalog/package.page.ts); the affiliates page and the cart read theirs the same way.
 */
export function withDates<T>(r: Record<string, unknown>): T {
  r.createdAt = new Date(r.createdAt as number);
  r.updatedAt = new Date(r.updatedAt as number);
  return r as T;
}

/** Runs a built statement inside the transaction: its rows, as Prisma reads raw rows. */
export async function run<Q extends Compilable<unknown>>(tx: SqlTx, query: Q): Promise<InferResult<Q>> {
  const c = query.compile();
  return camelRows(await rawRows(tx, undefined, c.sql, c.parameters as unknown[])) as InferResult<Q>;
}

/**
 * A statement's rows inside the transaction: on the transaction's own pg client when Prisma's
 * `$transaction` began it (src/db/tx-connection.ts), else through Prisma.
 */
async function rawRows(tx: SqlTx, name: string | undefined, text: string, values: unknown[]): Promise<Record<string, unknown>[]> {
  const claim = connectionOf(tx);
  if (claim) return (await queryOnClaim(claim, named(claim, name), text, values)).rows;
  return tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values);
}

/** A prepared statement goes named on the transaction's connection, as on the pool, unless `DB_NAMED_STATEMENTS=false`. */
const named = (claim: Claim, name: string | undefined) =>
  name && claim.client && takesNamedStatements(claim.client as unknown as Queryable) ? name : undefined;

async function rawCount(tx: SqlTx, name: string | undefined, text: string, values: unknown[]): Promise<number> {
  const claim = connectionOf(tx);
  if (claim) return (await queryOnClaim(claim, named(claim, name), text, values)).rowCount ?? 0;
  return tx.$executeRawUnsafe(text, ...values);
}

/** The row type of a built statement or a `sql` template. */
type RowOf<Q> = Q extends RawBuilder<infer O> ? O : Q extends Compilable<infer O> ? O : never;

/** A parameter of a prepared statement: a placeholder the statement binds at each call. */
class Slot {
  constructor(readonly name: string) {}
}

/** Names a prepared statement's parameter: `p('storeId')` stands for the `storeId` argument of each call. */
export type Param<A> = <K extends keyof A & string>(name: K) => A[K];

export interface Prepared<A, R> {
  /** The statement's text, built and compiled once. */
  readonly sql: string;
  /** Its parameters for one call. */
  bind(args: A): unknown[];
  /** Builds and compiles the statement again, as an unprepared call would: for bench/sql-compile.ts. */
  compileAgain(): CompiledQuery;
  run(tx: SqlTx, args: A): Promise<R[]>;
  /** For a statement without RETURNING: how many rows it changed. */
  exec(tx: SqlTx, args: A): Promise<number>;
  /**
   * On the pool, as a named statement: each connection has PostgreSQL parse and plan it once (a
   * plan may then be reused: PostgreSQL's plan_cache_mode decides), where an unnamed statement
   * is planned at every call; unnamed with `DB_NAMED_STATEMENTS=false` (src/db/client.ts).
   */
  runOnPool(pool: Queryable, args: A): Promise<R[]>;
}

/**
 * A statement built and compiled once, at module load, whose parameters are bound per call: for
 * the hot paths (checkout, approval, the package page, the game-server poll, the webhook batch),
 * where building and compiling at every call would cost more than the statement's own work on the
 * server (bench/sql-compile.ts measures both). The builder receives `p`, which names an argument;
 * everything else in the statement is fixed. A value that changes the statement's shape (an
 * optional filter, a list expanded into `IN (...)`) cannot be a parameter here: pass lists as one
 * array parameter (`= any(...)`), or build that statement per call and `run` it.
 *
 * The builder may return a whole-statement `sql` template instead of a query builder, for the few
 * statements that are mostly outside our schema (graphile-worker's functions, a JSON recordset
 * with its column list): they still compile here, bind by name and run on the transaction.
 */
export function prepare<A, Q extends Compilable<unknown> | RawBuilder<unknown>>(name: string, build: (p: Param<A>) => Q): Prepared<A, RowOf<Q>> {
  if (preparedStatements.has(name)) throw new Error(`two statements named ${name}`);
  const serverName = nameOnServer(name);
  const slot = ((name: string) => new Slot(name)) as Param<A>;
  const compile = (q: Compilable<unknown> | RawBuilder<unknown>) => ('isRawBuilder' in q ? q.compile(db) : q.compile());
  const c = compile(build(slot));
  const sql = c.sql;
  const fixed = c.parameters.slice();
  const slots = fixed.map((v, i) => (v instanceof Slot ? [i, v.name] : null)).filter((s): s is [number, string] => s !== null);
  const bind = (args: A) => {
    const values = fixed.slice();
    for (const [i, name] of slots) values[i] = (args as Record<string, unknown>)[name];
    return values;
  };
  type R = RowOf<Q>;
  const statement: Prepared<A, R> = {
    sql,
    bind,
    compileAgain: () => compile(build(slot)),
    async run(tx, args) {
      return camelRows<R>(await rawRows(tx, serverName, sql, bind(args)));
    },
    exec(tx, args) {
      return rawCount(tx, serverName, sql, bind(args));
    },
    async runOnPool(pool, args) {
      const values = bind(args);
      const { rows } = await (takesNamedStatements(pool) ? pool.query({ name: serverName, text: sql, values }) : pool.query(sql, values));
      return camelRows<R>(rows);
    },
  };
  preparedStatements.set(name, statement as Prepared<unknown, unknown>);
  return statement;
}

/**
 * A statement's name as the server keeps it. PostgreSQL keeps 63 bytes of a name, and the embedded
 * database prefixes each connection's names (src/db/wire/names.ts): two long names that begin alike
 * would meet. A name over 48 bytes keeps its first 32 and a digest of the whole.
 */
function nameOnServer(name: string): string {
  if (Buffer.byteLength(name) <= 48) return name;
  return `${Buffer.from(name).subarray(0, 32).toString('latin1')}~${createHash('sha256').update(name).digest('base64url').slice(0, 12)}`;
}

/** Every prepared statement of the modules loaded so far, by name: what bench/sql-compile.ts measures. */
export const preparedStatements = new Map<string, Prepared<unknown, unknown>>();

/**
 * A row of `alias` as a JSON object under its field names, in the given order
 * (`json_build_object('storeId', l.store_id, ...)`): how a statement returns a list of rows in one
 * column. `text` fields (numeric ones) go as text, so they read back exactly.
 */
export function fieldsJson(alias: string, fields: readonly string[], text: readonly string[] = []): RawBuilder<unknown> {
  return sql`json_build_object(${sql.join(fields.flatMap((f) => [sql.lit(f), text.includes(f) ? sql`${sql.ref(`${alias}.${f}`)}::text` : sql.ref(`${alias}.${f}`)]))})`;
}

/**
 * Prepared statements whose shape varies with a few flags (an optional filter, a count of name
 * parts): each shape is prepared on its first use, under `key(shape)`, and only bound after, so no
 * request pays a compile after the first of its shape.
 */
export function preparedByShape<S, A, R>(key: (shape: S) => string, build: (shape: S, name: string) => Prepared<A, R>): (shape: S) => Prepared<A, R> {
  const cache = new Map<string, Prepared<A, R>>();
  return (shape) => {
    const k = key(shape);
    let statement = cache.get(k);
    if (statement === undefined) {
      statement = build(shape, k);
      cache.set(k, statement);
    }
    return statement;
  };
}
