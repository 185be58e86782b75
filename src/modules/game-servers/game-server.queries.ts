import type { Queryable } from '../../db/client';
import type { Command, Order, Store } from '../../generated/prisma/client';
import { takeSql } from '../../rest/ratelimit';
import { STORE_COLUMNS } from '../store/store.service';

/**
 * The statements of what plugins call all day (issue 18: at most 2 statements per poll, with 1,000
 * servers in a store): the server token with its rate-limit count, and the lease or the read of the
 * due commands with what their answer shows (the order's buyer fields and variables). Hand-written
 * on the pg pool, like the admin key and the package page (docs/PERFORMANCE.md): each is a single
 * autocommit statement, so it needs none of Prisma's transaction handling.
 */

/** The buyer's side of a command's order, as a queue item shows it (REST `order`, GraphQL `QueuedCommandOrder`). */
export type QueueOrder = Pick<Order, 'clientIdentifier' | 'clientEmail' | 'clientName' | 'clientDiscord' | 'internalId'>;
export interface QueueBuyer {
  order: QueueOrder;
  variables: { name: string; value: string }[];
}

/**
 * A command read with its buyer in the same statement: `buyer` null for a command without an order.
 * Presenters and the queue guard use it instead of the order loaders (src/modules/game-servers/game-server.present.ts).
 */
export type QueuedCommand = Command & { buyer: QueueBuyer | null };

// The commands row with Prisma's field names, for raw statements that return whole rows (alias c).
export const COMMAND_COLUMNS = `
  c.id, c.store_id AS "storeId", c.order_id AS "orderId", c.order_package_id AS "orderPackageId",
  c.package_command_id AS "packageCommandId", c.game_server_id AS "gameServerId", c.user_id AS "userId",
  c.trigger::text AS "trigger", c.command, c.offline_execute AS "offlineExecute", c.execute_once AS "executeOnce",
  c.execute_at AS "executeAt", c.status::text AS "status", c.attempts, c.response, c.reason,
  c.executed_at AS "executedAt", c.executed_by AS "executedBy", c.leased_until AS "leasedUntil",
  c.leased_by AS "leasedBy", c.created_at AS "createdAt", c.updated_at AS "updatedAt"`;

// The order (alias o, joined on the command's order_id within the store) as a QueueBuyer, variables by id as the loader reads them.
const BUYER = `CASE WHEN o.id IS NULL THEN NULL ELSE json_build_object(
    'order', json_build_object('clientIdentifier', o.client_identifier, 'clientEmail', o.client_email,
      'clientName', o.client_name, 'clientDiscord', o.client_discord, 'internalId', o.internal_id),
    'variables', (SELECT coalesce(json_agg(json_build_object('name', v.name, 'value', v.value) ORDER BY v.id), '[]'::json)
                  FROM order_variables v WHERE v.order_id = o.id AND v.store_id = o.store_id)
  ) END AS buyer`;

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
export async function serverByTokenHash(sql: Queryable, hash: string, requests: number): Promise<ServerTokenRow | null> {
  const { rows } = await sql.query<Store & { gameServerId: number; tokenHash: string; windowCount: number | null; windowReset: number | null }>(
    `WITH g AS (
       UPDATE game_servers SET last_seen_at = now() WHERE token_hash = $1
       RETURNING id, store_id, token_hash
     ), k AS (
       SELECT g.id AS "gameServerId", g.token_hash AS "tokenHash", ${STORE_COLUMNS}
       FROM g JOIN stores s ON s.id = g.store_id
     ), w AS (${takeSql(`SELECT 'server:' || "gameServerId" AS bucket, $2::int AS n FROM k WHERE $2::int > 0`)})
     SELECT k.*, w.count AS "windowCount", w.reset AS "windowReset" FROM k LEFT JOIN w ON true`,
    [hash, requests],
  );
  const row = rows[0];
  if (!row) return null;
  const { gameServerId, tokenHash, windowCount, windowReset, ...store } = row;
  return { store, gameServerId, tokenHash, ...(windowCount !== null ? { window: { count: Number(windowCount), reset: Number(windowReset) } } : {}) };
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
export async function leaseStatement(sql: Queryable, req: LeaseStatement): Promise<LeaseResult> {
  const params: unknown[] = [req.storeId, req.holder, req.leaseSeconds, req.limit];
  const server = req.holder !== null;
  const scope = (alias: string) => (server ? `(${alias}.game_server_id = $2 OR ${alias}.game_server_id IS NULL)` : 'TRUE');
  const players = req.online === undefined ? 'TRUE' : `(d.offline_execute OR d.user_id = ANY($${params.push(req.online)}::text[]))`;
  const own = req.resume ? 'OR d.leased_by IS NOT DISTINCT FROM $2::int' : '';
  // A command for any server that must run only once is claimed for good by the first server to get it.
  const claim = server ? 'CASE WHEN c.game_server_id IS NULL AND c.execute_once THEN $2::int ELSE c.game_server_id END' : 'c.game_server_id';
  const proof = req.proof;
  const valid = !proof
    ? 'TRUE'
    : proof.kind === 'server'
      ? `EXISTS (SELECT 1 FROM game_servers WHERE id = $${params.push(proof.gameServerId)} AND token_hash = $${params.push(proof.tokenHash)})`
      : `EXISTS (SELECT 1 FROM api_keys WHERE id = $${params.push(proof.apiKeyId)} AND revoked_at IS NULL)`;
  const nextDue =
    req.also === 'nextDue' && server
      ? `(SELECT EXTRACT(EPOCH FROM min(execute_at) - now())::float8 FROM commands
          WHERE store_id = $1 AND status = 'PENDING' AND execute_at > now() AND ${scope('commands')})`
      : 'NULL::float8';
  const readyIn =
    req.also === 'readyIn'
      ? `(SELECT EXTRACT(EPOCH FROM min(r.ready) - now())::float8 * 1000 FROM (
            SELECT GREATEST(execute_at, leased_until) AS ready FROM commands
            WHERE store_id = $1 AND status = 'PENDING' AND ${scope('commands')} AND id NOT IN (SELECT id FROM leased)
            UNION ALL SELECT leased_until FROM leased
          ) r WHERE r.ready > now())`
      : 'NULL::float8';
  const { rows } = await sql.query<QueuedCommand & { nextDue: number | null; readyIn: number | null; valid: boolean }>(
    `WITH proof AS (SELECT ${valid} AS ok),
     leased AS (
       UPDATE commands c SET
         leased_by = $2::int,
         leased_until = now() + make_interval(secs => $3::int),
         game_server_id = ${claim},
         updated_at = now()
       WHERE (SELECT ok FROM proof) AND c.id IN (
         SELECT d.id FROM commands d
         WHERE d.store_id = $1
           AND d.status = 'PENDING'
           AND d.execute_at <= now()
           AND ${scope('d')}
           AND (d.leased_until IS NULL OR d.leased_until <= now() ${own})
           AND ${players}
         ORDER BY d.execute_at, d.id
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       RETURNING c.*
     ), meta AS (SELECT p.ok AS valid, ${nextDue} AS "nextDue", ${readyIn} AS "readyIn" FROM proof p)
     SELECT m.valid, m."nextDue", m."readyIn", ${COMMAND_COLUMNS}, ${BUYER}
     FROM meta m
     LEFT JOIN (leased c LEFT JOIN orders o ON o.id = c.order_id AND o.store_id = c.store_id) ON true
     ORDER BY c.execute_at, c.id`,
    params,
  );
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
export async function dueCommands(sql: Queryable, storeId: number, filter: { userId?: string; limit?: number }): Promise<QueuedCommand[]> {
  const params: unknown[] = [storeId];
  const user = filter.userId === undefined ? '' : `AND c.user_id = $${params.push(filter.userId)}`;
  const limit = filter.limit === undefined ? '' : `LIMIT $${params.push(filter.limit)}`;
  const { rows } = await sql.query<QueuedCommand>(
    `SELECT ${COMMAND_COLUMNS}, ${BUYER}
     FROM (SELECT * FROM commands c
           WHERE c.store_id = $1 AND c.status = 'PENDING' AND c.execute_at <= now() ${user}
           ORDER BY c.execute_at, c.id ${limit}) c
     LEFT JOIN orders o ON o.id = c.order_id AND o.store_id = c.store_id
     ORDER BY c.execute_at, c.id`,
    params,
  );
  return rows;
}
