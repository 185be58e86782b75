import { numberInRange, z } from './validation';

/**
 * Keyset ("cursor") pagination of the lists that grow without bound (issue 29): orders, webhook logs,
 * withdraw requests. GraphQL serves each as a connection (`first`/`after`, `last`/`before`, edges,
 * pageInfo) beside its offset page; REST keeps its pages.
 *
 * Every such list is kept newest first: `created_at DESC, id DESC`. A row's place in it is its key,
 * (created_at, id), and a cursor is that key, opaque: base64url of `[list, created_at, id]`. A page
 * is "the rows after this key" (older) or "before it" (newer), so rows inserted meanwhile never shift
 * a page, as they shift an offset. The condition is written as `created_at <= $at AND (created_at < $at
 * OR id < $id)`: its first half is a range of the lists' `(store_id, [filter,] created_at)` indexes, and
 * the second only drops the rows of the cursor's own millisecond (created_at keeps milliseconds, as
 * JavaScript dates do, so a key read back is exact).
 *
 * A list supplies one function, `rows(range, reverse, take)`, with its filters; `slice()` does the rest.
 * A new list: a schema (`...connectionArgs(list, id)`), a `rows` with `keysetWhere` (Prisma) or its SQL
 * twin, `slice()`, and on the GraphQL side a connection type and `connectionFields()`.
 */

/** The most edges one connection page gives (as the largest REST page). */
const MAX_EDGES = 100;
/** Edges given when neither `first` nor `last` is (as REST's default page). */
const DEFAULT_EDGES = 15;

type Id = number | string;

/** A row's place in a newest-first list. */
export interface Key<I extends Id = Id> {
  at: Date;
  id: I;
}

/** One end of a range: the rows strictly past `key` (`inclusive`: and the row at it). */
interface Bound<I extends Id = Id> {
  key: Key<I>;
  inclusive: boolean;
}

/** Rows of the list between two places: `after` (older than it) and `before` (newer than it), in the list's order. */
export interface Range<I extends Id = Id> {
  after?: Bound<I>;
  before?: Bound<I>;
}

/** What a list gives the keyset: its rows in a range, with its filters. */
export interface KeysetList<T, I extends Id> {
  /** At most `take` rows of the range, in the list's order (newest first) or, `reverse`, oldest first. */
  rows(range: Range<I>, reverse: boolean, take: number): Promise<T[]>;
  /** How many rows the filters match (no range): `totalCount`, asked for only when selected. */
  count(): Promise<number>;
}

/** A validated window: at most one of first and last may be left out by the caller, both defaulting to first 15. */
export interface Window<I extends Id = Id> {
  first?: number;
  last?: number;
  after?: Key<I>;
  before?: Key<I>;
}

/**
 * One page of a connection, as a service returns it. What costs a statement of its own (the total,
 * and whether rows exist on the side the page was not read from) is computed on first use, so a
 * client that does not select it does not pay for it.
 */
export interface Slice<T> {
  data: T[];
  /** The cursor of each row of data, in the same order. */
  cursors: string[];
  hasNextPage(): Promise<boolean>;
  hasPreviousPage(): Promise<boolean>;
  totalCount(): Promise<number>;
}

// ---------------------------------------------------------------- cursors

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(list: string, key: Key): string {
  return Buffer.from(JSON.stringify([list, key.at.toISOString(), key.id])).toString('base64url');
}

/** The key a cursor of `list` holds, or undefined for anything else (another list's cursor, a garbled or forged one). */
function decodeCursor<I extends Id>(list: string, text: string, isId: (v: unknown) => v is I): Key<I> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== list || typeof parsed[1] !== 'string' || !isId(parsed[2])) return undefined;
  // The exact text it was written as (toISOString), of a year 1970..9999: no other spelling of a date,
  // and no date the driver would write in a form PostgreSQL does not read (+275760-...), reaches SQL.
  if (!ISO_MS.test(parsed[1])) return undefined;
  const at = new Date(parsed[1]);
  if (Number.isNaN(at.getTime()) || at.getTime() < 0 || at.toISOString() !== parsed[1]) return undefined;
  return { at, id: parsed[2] };
}

/** A cursor argument of `list` (rule `cursor`), parsed into its key. */
const cursorOf = <I extends Id>(list: string, isId: (v: unknown) => v is I) =>
  z
    .string()
    .max(200)
    .transform((text, ctx) => {
      const key = decodeCursor(list, text, isId);
      if (!key) {
        ctx.issues.push({
          code: 'custom',
          input: text,
          message: 'is not a cursor of this list (take one from its edges or pageInfo)',
          params: { rule: 'cursor' },
        });
        return z.NEVER;
      }
      return key;
    });

/**
 * The window arguments of a connection, for a list's input schema: `first` and `last` 1..100 (rule
 * range), `after` and `before` cursors of this list (rule cursor). Both first and last may be given,
 * as Relay's algorithm allows: the first `first` rows of the range, then the last `last` of those.
 */
export const connectionArgs = <I extends Id>(list: string, isId: (v: unknown) => v is I) => ({
  first: numberInRange(1, MAX_EDGES, { int: true }).optional(),
  after: cursorOf(list, isId).optional(),
  last: numberInRange(1, MAX_EDGES, { int: true }).optional(),
  before: cursorOf(list, isId).optional(),
});

/** Ids of lists keyed by an integer id. */
export const isIntId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647;

// ---------------------------------------------------------------- reading a page

function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= fn());
}

/**
 * The page a window asks for, read with one statement (the rows and one more, which says whether the
 * page was the end of its side). Relay's algorithm: the range between `after` and `before`, then its
 * first `first`, then the last `last` of those; neither given: the first 15.
 */
export async function slice<T extends { createdAt: Date; id: I }, I extends Id>(list: string, w: Window<I>, source: KeysetList<T, I>): Promise<Slice<T>> {
  const range: Range<I> = {
    ...(w.after ? { after: { key: w.after, inclusive: false } } : {}),
    ...(w.before ? { before: { key: w.before, inclusive: false } } : {}),
  };
  const backward = w.first === undefined && w.last !== undefined;
  const n = backward ? w.last! : (w.first ?? DEFAULT_EDGES);
  const rows = await source.rows(range, backward, n + 1);
  const beyond = rows.length > n;
  let data = rows.slice(0, n);
  if (backward) data.reverse();
  // first and last together: the last `last` of the first `first`.
  const trimmed = !backward && w.last !== undefined && data.length > w.last;
  if (trimmed) data = data.slice(data.length - w.last!);
  // Rows beyond an end the page was not read from: one more row of the list past the cursor, at it included.
  const existsAt = (bound: Range<I>) => source.rows(bound, false, 1).then((r) => r.length > 0);
  return {
    data,
    cursors: data.map((row) => encodeCursor(list, { at: row.createdAt, id: row.id })),
    hasNextPage: once(async () => (backward ? (w.before ? existsAt({ after: { key: w.before, inclusive: true } }) : false) : beyond)),
    hasPreviousPage: once(async () => {
      if (backward) return beyond;
      if (trimmed) return true;
      return w.after ? existsAt({ before: { key: w.after, inclusive: true } }) : false;
    }),
    totalCount: once(() => source.count()),
  };
}

// ---------------------------------------------------------------- the condition, for Prisma

type Compare<V> = { lt: V } | { lte: V } | { gt: V } | { gte: V };
/** A Prisma `where` fragment over `createdAt` and `id`, for any model that has both. */
export type KeysetWhere<I extends Id> = { AND: ({ createdAt: Compare<Date> } | { OR: ({ createdAt: Compare<Date> } | { id: Compare<I> })[] })[] };

/**
 * A range as a Prisma condition: per bound, `createdAt <= at AND (createdAt < at OR id < id)` (older
 * than the key) or its mirror (newer). The first half is what the lists' (store_id, ..., created_at)
 * indexes scan; the second drops the rows of the key's own millisecond up to its id.
 */
export function keysetWhere<I extends Id>(range: Range<I>): KeysetWhere<I> {
  const AND: KeysetWhere<I>['AND'] = [];
  if (range.after) {
    const { key, inclusive } = range.after;
    AND.push({ createdAt: { lte: key.at } }, { OR: [{ createdAt: { lt: key.at } }, { id: inclusive ? { lte: key.id } : { lt: key.id } }] });
  }
  if (range.before) {
    const { key, inclusive } = range.before;
    AND.push({ createdAt: { gte: key.at } }, { OR: [{ createdAt: { gt: key.at } }, { id: inclusive ? { gte: key.id } : { gt: key.id } }] });
  }
  return { AND };
}

/** The list's order, or its reverse: createdAt then id. */
export const keysetOrder = (reverse: boolean) => {
  const dir = reverse ? ('asc' as const) : ('desc' as const);
  return [{ createdAt: dir }, { id: dir }];
};
