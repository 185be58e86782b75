import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { Prisma } from '../generated/prisma/client';

/**
 * The connection under a Prisma interactive transaction, for the statements we write ourselves.
 *
 * A raw statement sent through Prisma inside a transaction (`tx.$queryRawUnsafe`) costs 0.5 to 1.8
 * ms of the API's CPU (its request protocol, the query compiler's plan, the adapter's row format,
 * and back), where the same statement on a pg client costs about 0.17 ms: approval sends about ten,
 * checkout three (docs/PERFORMANCE.md, round three). The transaction already holds one pg client
 * of our pool (src/db/client.ts), so our statements go to that client directly: the same connection,
 * hence the same transaction, its locks and its `app.audit`, queued behind Prisma's own statements
 * in the order they are sent. Their rows read exactly as Prisma reads raw rows (`RAW_TYPES` below;
 * test/db/tx-connection.test.ts compares both for every type our statements return).
 *
 * How the client is found: `db.$transaction(fn)` runs inside `claims.run(claim)`, and the pooled
 * client that sends that context's first BEGIN takes the claim (Prisma sends BEGIN in the caller's
 * async context before calling `fn`); `fn` then receives the transaction client, which is mapped to
 * the claim. Once the client sends COMMIT or ROLLBACK the claim is dropped, so a statement sent
 * after the transaction ended (Prisma's timeout rolled it back and the client went back to the
 * pool) fails as Prisma's would instead of running in another request's transaction.
 */
export interface Claim {
  client?: ClaimingClient;
}

/** What client.ts's pooled client exposes for a claim. */
export interface ClaimingClient {
  claim?: Claim;
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
}

const claims = new AsyncLocalStorage<Claim>();
const claimOf = new WeakMap<object, Claim>();

/** Called by a pooled client as it sends BEGIN: it takes the claim of the transaction being begun, if any. */
export function claimOnBegin(client: ClaimingClient): void {
  const claim = claims.getStore();
  if (claim && !claim.client) {
    claim.client = client;
    client.claim = claim;
  }
}

/**
 * Wraps a Prisma client's `$transaction` so that its interactive transactions can be reached by
 * `connectionOf` (the array form is left as it is).
 */
export function claimingTransactions<C extends { $transaction: (...args: never[]) => unknown }>(prisma: C): void {
  const original = prisma.$transaction.bind(prisma) as (arg: unknown, options?: unknown) => Promise<unknown>;
  const wrapped = (arg: unknown, options?: unknown) => {
    if (typeof arg !== 'function') return original(arg, options);
    const claim: Claim = {};
    return claims.run(claim, () =>
      original((tx: object) => {
        claimOf.set(tx, claim);
        return (arg as (tx: object) => unknown)(tx);
      }, options),
    );
  };
  Object.defineProperty(prisma, '$transaction', { value: wrapped, configurable: true, writable: true });
}

/** The claim of `tx`'s transaction (its pg client, once BEGIN was sent), or undefined when `tx` is not a claimed transaction. */
export function connectionOf(tx: object): Claim | undefined {
  return claimOf.get(tx);
}

/** Raised for a statement sent on a transaction that has ended: Prisma's own words for it (src/errors.ts reads them as 503). */
const closed = () => new Error('Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction.');

/** Sends one statement on the claimed transaction's connection; its rows as Prisma reads raw rows. */
export async function queryOnClaim(claim: Claim, name: string | undefined, text: string, values: unknown[]): Promise<pg.QueryResult> {
  const client = claim.client;
  if (!client || client.claim !== claim) throw closed();
  return client.query({ name, text, values: values.map(toParam), types: RAW_TYPES });
}

/** A parameter as Prisma sends it: dates as ISO instants (timestamp columns hold UTC), bigints and decimals as text. */
function toParam(v: unknown): unknown {
  if (v === null || v === undefined || typeof v !== 'object') return typeof v === 'bigint' ? v.toString() : v;
  if (v instanceof Date) return v.toISOString();
  if (Prisma.Decimal.isDecimal(v)) return (v as Prisma.Decimal).toString();
  if (Array.isArray(v)) return v.map(toParam);
  if (v instanceof Uint8Array && !Buffer.isBuffer(v)) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return v;
}

// What Prisma's raw rows hold for each PostgreSQL type our statements return, where pg's default differs.
const decimal = (v: string) => new Prisma.Decimal(v);
const utc = (v: string) => new Date(`${v.replace(' ', 'T')}Z`);
const PARSERS = new Map<number, (v: string) => unknown>([
  [1700, decimal], // numeric
  [20, BigInt], // int8
  [26, BigInt], // oid
  [1114, utc], // timestamp: the wall time is UTC
  [1082, (v) => new Date(v)], // date: midnight UTC
  [1083, (v) => new Date(`1970-01-01T${v}Z`)], // time
  [17, (v) => new Uint8Array(Buffer.from(v.slice(2), 'hex'))], // bytea
]);
// Arrays of those: the element parser over pg's parsing of a text[] (its oid is not in pg's typings).
const TEXT_ARRAY = 1009;
const ARRAYS = new Map<number, number>([
  [1231, 1700],
  [1016, 20],
  [1028, 26],
  [1115, 1114],
  [1182, 1082],
  [1183, 1083],
  [1001, 17],
]);

const RAW_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const own = PARSERS.get(oid);
    if (own) return own;
    const element = ARRAYS.get(oid);
    if (element !== undefined) {
      const parse = PARSERS.get(element)!;
      const strings = pg.types.getTypeParser(TEXT_ARRAY as never, 'text') as (v: string) => (string | null)[];
      return (v: string) => strings(v).map((e) => (e === null ? null : parse(e)));
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
} as pg.CustomTypesConfig;
