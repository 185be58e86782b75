import { expressionBuilder, sql as kysql } from 'kysely';
import type { Queryable } from '../../db/client';
import { db, fieldsJson, type Param, prepare, preparedByShape } from '../../db/sql';
import type { DB } from '../../generated/kysely/db';
import type { Command, Order, Store } from '../../generated/prisma/client';
import { take } from '../../http/ratelimit';
import { STORE_FIELDS } from '../store/store.fields';

/**
 * The statements of what plugins call all day (issue 18: at most 2 statements per poll, with 1,000
 * servers in a store): the server token with its rate-limit count, and the lease or the read of the
 * due commands with what their answer shows (the order's buyer fields and variables). On the pg
 * pool, like the admin key and the package page (docs/PERFORMANCE.md): each is a single autocommit
 * statement, so it needs none of Prisma's transaction handling. All three are Kysely statements,
 * prepared: the lease and the due read once per shape (the flags that change their text), on the
 * shape's first use.
 */

/** The buyer's side of a command's order, as a queue item shows it (REST `order`, GraphQL `QueuedCommandOrder`). */
type QueueOrder = Pick<Order, 'clientIdentifier' | 'clientEmail' | 'clientName' | 'clientDiscord' | 'internalId'>;
export interface QueueBuyer {
  order: QueueOrder;
  variables: { name: string; value: string }[];
}

/**
 * A command read with its buyer in the same statement: `buyer` null for a command without an order.
 * Presenters and the queue guard use it instead of the order loaders (src/modules/game-servers/game-server.present.ts).
 */
export type QueuedCommand = Command & { buyer: QueueBuyer | null };

const COMMAND_FIELDS = [
  'id',
  'storeId',
  'orderId',
  'orderPackageId',
  'packageCommandId',
  'gameServerId',
  'userId',
  'trigger',
  'command',
  'offlineExecute',
  'executeOnce',
  'executeAt',
  'status',
  'attempts',
  'response',
  'reason',
  'executedAt',
  'executedBy',
  'leasedUntil',
  'leasedBy',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Command)[];

/** The commands row (alias c) under Prisma's field names, enums as text, for statements that return whole rows. */
const COMMAND_COLUMNS = COMMAND_FIELDS.map((f) =>
  f === 'trigger' || f === 'status' ? kysql<string>`${kysql.ref(`c.${f}`)}::text`.as(f) : kysql.ref(`c.${f}`).as(f),
);

const ORDER_FIELDS = ['clientIdentifier', 'clientEmail', 'clientName', 'clientDiscord', 'internalId'] as const satisfies readonly (keyof QueueOrder)[];

/** The order (alias o, joined on the command's order_id within the store) as a QueueBuyer, variables by id as the loader reads them. */
const BUYER = (() => {
  const o = expressionBuilder<DB & { o: DB['orders'] }, 'o'>();
  const variables = o
    .selectFrom('orderVariables as v')
    .select(
      kysql`coalesce(json_agg(json_build_object('name', ${kysql.ref('v.name')}, 'value', ${kysql.ref('v.value')}) ORDER BY ${kysql.ref('v.id')}), '[]'::json)`.as(
        'list',
      ),
    )
    .whereRef('v.orderId', '=', 'o.id')
    .whereRef('v.storeId', '=', 'o.storeId');
  return kysql<QueueBuyer | null>`CASE WHEN ${kysql.ref('o.id')} IS NULL THEN NULL ELSE json_build_object('order', ${fieldsJson('o', ORDER_FIELDS)}, 'variables', ${variables}) END`.as(
    'buyer',
  );
})();

// ---------------------------------------------------------------------------------------------
// The server token

export interface ServerTokenRow {
  store: Store;
  gameServerId: number;
  tokenHash: string;
  /** The request's rate-limit window, when it was counted. */
  window?: { count: number; reset: number };
}

/**
 * The game server and store of a token digest, in one statement that also sets the server's
 * `last_seen_at` (every authenticated plugin call is a sign of life: poll, ack, push handshake; not
 * `updated_at`, which records changes made by people) and, with `requests` > 0, counts the request
 * in the server's rate-limit window. Seen here rather than in the lease: touching the server row
 * while holding command locks could deadlock with a deletion of the server, which locks the server
 * and then its commands (ON DELETE SET NULL).
 */
const serverTokenStatement = prepare('gameServers.serverByTokenHash', (p: Param<{ hash: string; requests: number }>) =>
  db
    .with('g', (q) =>
      q.updateTable('gameServers').set({ lastSeenAt: kysql<Date>`now()` }).where('tokenHash', '=', p('hash')).returning(['id', 'storeId', 'tokenHash']),
    )
    .with('k', (q) =>
      q
        .selectFrom('g')
        .innerJoin('stores as s', 's.id', 'g.storeId')
        .select(['g.id as gameServerId', 'g.tokenHash', ...STORE_FIELDS.map((f) => `s.${f}` as const)]),
    )
    .with('w', (q) =>
      take(
        q
          .selectFrom('k')
          .select([kysql<string>`'server:' || ${kysql.ref('gameServerId')}`.as('bucket'), kysql<number>`${p('requests')}::int`.as('n')])
          .where(kysql<boolean>`${p('requests')}::int > 0`),
      ),
    )
    .selectFrom('k')
    .leftJoin('w', (join) => join.onTrue())
    .selectAll('k')
    .select(['w.count as windowCount', 'w.reset as windowReset']),
);

export async function serverByTokenHash(sql: Queryable, hash: string, requests: number): Promise<ServerTokenRow | null> {
  const [row] = await serverTokenStatement.runOnPool(sql, { hash, requests });
  if (!row) return null;
  const { gameServerId, tokenHash, windowCount, windowReset, ...store } = row;
  return {
    store: store as Store,
    gameServerId,
    tokenHash,
    ...(windowCount !== null ? { window: { count: Number(windowCount), reset: Number(windowReset) } } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The lease

/** A credential a push connection proved at its handshake, checked again by each delivery (a rotated token, a deleted server or a revoked key). */
export type CredentialProof = { kind: 'server'; gameServerId: number; tokenHash: string } | { kind: 'key'; apiKeyId: number };

export interface LeaseStatement {
  storeId: number;
  /** A game server's id, or null for the store's admin keys (push). */
  holder: number | null;
  /** Players online: `offline_execute: false` commands only for them. Absent: any player. */
  online?: string[];
  /** Also take back what the holder leased and has not acknowledged. */
  resume: boolean;
  limit: number;
  leaseSeconds: number;
  /**
   * What else the statement answers. `nextDue` (a poll's next_check): seconds until the next of the
   * holder's scheduled commands falls due. `readyIn` (a push group's timer): milliseconds until a
   * command of the holder's scope may become deliverable (it falls due, or its lease ends, the
   * leases just taken included).
   */
  also?: 'nextDue' | 'readyIn';
  /** Lease only while this credential still opens the store (push: each delivery checks it). */
  proof?: CredentialProof;
}

export interface LeaseResult {
  commands: QueuedCommand[];
  secondsToNextDue: number | null;
  msUntilReady: number | null;
  /** False when `proof` no longer holds: nothing was leased. */
  valid: boolean;
}

/**
 * Leases due commands and returns them with their buyers, by execute_at and id, with what the
 * caller needs next (`also`), in one statement. The selection is `FOR UPDATE SKIP LOCKED`, so two
 * holders asking at once never get the same command. What `also` reads is read in the lease's
 * snapshot: the scheduled commands (`nextDue`) are ones the lease does not change; for `readyIn` the
 * rows just leased are counted with their new lease end (from RETURNING), the others as they were,
 * which is what a separate read after the lease saw.
 */
type LeaseArgs = {
  storeId: number;
  holder: number | null;
  leaseSeconds: number;
  limit: number;
  online?: string[];
  gameServerId?: number;
  tokenHash?: string;
  apiKeyId?: number;
};

interface LeaseShape {
  server: boolean;
  online: boolean;
  resume: boolean;
  proof: CredentialProof['kind'] | null;
  also: LeaseStatement['also'] | null;
}

/** The lease of one shape (holder kind, online filter, resume, proof kind, `also`), prepared on its first use. */
const lease = preparedByShape(
  (s: LeaseShape) =>
    `gameServers.lease.${s.server ? 'server' : 'keys'}${s.online ? '.online' : ''}${s.resume ? '.resume' : ''}.${s.proof ?? 'noProof'}.${s.also ?? 'none'}`,
  (s, name) =>
    prepare(name, (p: Param<LeaseArgs>) => {
      const holder = kysql<number>`${p('holder')}::int`;
      const scope = (alias: string) =>
        s.server
          ? kysql<boolean>`(${kysql.ref(`${alias}.gameServerId`)} = ${p('holder')} OR ${kysql.ref(`${alias}.gameServerId`)} IS NULL)`
          : kysql<boolean>`TRUE`;
      // A command for any server that must run only once is claimed for good by the first server to get it.
      const claim = s.server
        ? kysql<number>`CASE WHEN c.game_server_id IS NULL AND c.execute_once THEN ${holder} ELSE c.game_server_id END`
        : kysql<number>`c.game_server_id`;
      const valid =
        s.proof === 'server'
          ? kysql<boolean>`EXISTS ${db
              .selectFrom('gameServers')
              .select(kysql`1`.as('one'))
              .where('id', '=', p('gameServerId') as number)
              .where('tokenHash', '=', p('tokenHash') as string)}`
          : s.proof === 'key'
            ? kysql<boolean>`EXISTS ${db
                .selectFrom('apiKeys')
                .select(kysql`1`.as('one'))
                .where('id', '=', p('apiKeyId') as number)
                .where('revokedAt', 'is', null)}`
            : kysql<boolean>`TRUE`;
      const due = db
        .selectFrom('commands as d')
        .select('d.id')
        .where('d.storeId', '=', p('storeId'))
        .where('d.status', '=', kysql.lit('PENDING'))
        .where('d.executeAt', '<=', kysql<Date>`now()`)
        .where(scope('d'))
        .where(
          s.resume
            ? kysql<boolean>`(d.leased_until IS NULL OR d.leased_until <= now() OR d.leased_by IS NOT DISTINCT FROM ${holder})`
            : kysql<boolean>`(d.leased_until IS NULL OR d.leased_until <= now())`,
        )
        .$if(s.online, (q) => q.where(kysql<boolean>`(d.offline_execute OR d.user_id = ANY(${p('online')}::text[]))`))
        .orderBy('d.executeAt')
        .orderBy('d.id')
        .limit(p('limit'))
        .forUpdate()
        .skipLocked();
      return db
        .with('proof', (q) => q.selectNoFrom(valid.as('ok')))
        .with('leased', (q) =>
          q
            .updateTable('commands as c')
            .set({
              leasedBy: holder,
              leasedUntil: kysql<Date>`now() + make_interval(secs => ${p('leaseSeconds')}::int)`,
              gameServerId: claim,
              updatedAt: kysql<Date>`now()`,
            })
            .where(kysql<boolean>`(SELECT ok FROM proof)`)
            .where('c.id', 'in', due)
            .returningAll(),
        )
        .with('meta', (q) => {
          const pending = () =>
            q.selectFrom('commands').where('commands.storeId', '=', p('storeId')).where('commands.status', '=', kysql.lit('PENDING')).where(scope('commands'));
          const nextDue =
            s.also === 'nextDue' && s.server
              ? pending()
                  .select(kysql<number>`EXTRACT(EPOCH FROM min(execute_at) - now())::float8`.as('s'))
                  .where('commands.executeAt', '>', kysql<Date>`now()`)
              : kysql<number | null>`NULL::float8`;
          const readyIn =
            s.also === 'readyIn'
              ? q
                  .selectFrom(
                    pending()
                      .select(kysql<Date | null>`GREATEST(execute_at, leased_until)`.as('ready'))
                      .where('commands.id', 'not in', q.selectFrom('leased').select('leased.id'))
                      .unionAll(q.selectFrom('leased').select('leased.leasedUntil as ready'))
                      .as('r'),
                  )
                  .select(kysql<number>`EXTRACT(EPOCH FROM min(r.ready) - now())::float8 * 1000`.as('ms'))
                  .where('r.ready', '>', kysql<Date>`now()`)
              : kysql<number | null>`NULL::float8`;
          return q.selectFrom('proof as p').select([kysql<boolean>`p.ok`.as('valid'), nextDue.as('nextDue'), readyIn.as('readyIn')]);
        })
        .selectFrom('meta as m')
        .leftJoin('leased as c', (join) => join.onTrue())
        .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'c.orderId').onRef('o.storeId', '=', 'c.storeId'))
        .select(['m.valid', 'm.nextDue', 'm.readyIn', ...COMMAND_COLUMNS, BUYER])
        .orderBy('c.executeAt')
        .orderBy('c.id');
    }),
);

export async function leaseStatement(sql: Queryable, req: LeaseStatement): Promise<LeaseResult> {
  const proof = req.proof;
  const statement = lease({
    server: req.holder !== null,
    online: req.online !== undefined,
    resume: req.resume,
    proof: proof?.kind ?? null,
    also: req.also ?? null,
  });
  const rows = (await statement.runOnPool(sql, {
    storeId: req.storeId,
    holder: req.holder,
    leaseSeconds: req.leaseSeconds,
    limit: req.limit,
    online: req.online,
    ...(proof?.kind === 'server' ? { gameServerId: proof.gameServerId, tokenHash: proof.tokenHash } : {}),
    ...(proof?.kind === 'key' ? { apiKeyId: proof.apiKeyId } : {}),
  })) as unknown as (QueuedCommand & { nextDue: number | null; readyIn: number | null; valid: boolean })[];
  const meta = rows[0];
  // Without a lease the one row is meta's alone.
  const commands = rows.filter((r) => r.id !== null).map(({ nextDue: _n, readyIn: _r, valid: _v, ...c }) => c as QueuedCommand);
  const ms = meta?.readyIn ?? null;
  return {
    commands,
    secondsToNextDue: meta?.nextDue ?? null,
    msUntilReady: ms === null ? null : Math.max(0, Math.ceil(ms)),
    valid: meta?.valid ?? false,
  };
}

// ---------------------------------------------------------------------------------------------
// The reads (admin key): what a plugin runs without a lease

/**
 * PENDING commands of the store that are due, with their buyers, by execute_at and id: all of one
 * player's (`userId`), or the store's oldest `limit`.
 */
const dueStatement = preparedByShape(
  ({ byUser, limited }: { byUser: boolean; limited: boolean }) => `gameServers.dueCommands${byUser ? '.user' : ''}${limited ? '.limit' : ''}`,
  ({ byUser, limited }, name) =>
    prepare(name, (p: Param<{ storeId: number; userId?: string; limit?: number }>) => {
      let due = db
        .selectFrom('commands as c')
        .selectAll('c')
        .where('c.storeId', '=', p('storeId'))
        .where('c.status', '=', kysql.lit('PENDING'))
        .where('c.executeAt', '<=', kysql<Date>`now()`);
      if (byUser) due = due.where('c.userId', '=', p('userId') as string);
      due = due.orderBy('c.executeAt').orderBy('c.id');
      if (limited) due = due.limit(p('limit') as number);
      return db
        .selectFrom(due.as('c'))
        .leftJoin('orders as o', (join) => join.onRef('o.id', '=', 'c.orderId').onRef('o.storeId', '=', 'c.storeId'))
        .select([...COMMAND_COLUMNS, BUYER])
        .orderBy('c.executeAt')
        .orderBy('c.id');
    }),
);

export async function dueCommands(sql: Queryable, storeId: number, filter: { userId?: string; limit?: number }): Promise<QueuedCommand[]> {
  const statement = dueStatement({ byUser: filter.userId !== undefined, limited: filter.limit !== undefined });
  return (await statement.runOnPool(sql, { storeId, userId: filter.userId, limit: filter.limit })) as unknown as QueuedCommand[];
}
