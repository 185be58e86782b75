import type { ServiceContext } from '../../context';
import type { Wire } from '../../lib/wire';
import type { Queryable } from '../../db/client';
import type { GameServer, Store } from '../../generated/prisma/client';
import { serverByTokenHash } from './game-server.queries';
import { notFound } from '../../errors';
import { pageWindow, type ListResult } from '../../lib/pagination';
import { digestsEqual, generateSecret, secretPrefix, sha256 } from '../../lib/secrets';
import { parseInput } from '../../lib/validation';
import {
  createGameServerSchema,
  listGameServersSchema,
  updateGameServerSchema,
  type CreateGameServerInput,
  type ListGameServersInput,
  type UpdateGameServerInput,
} from './game-server.schemas';

/** A game server with its token in full: only the create and rotate responses carry one. */
export type GameServerWithToken = GameServer & { token: string };

/**
 * The game server and store of a server token (stored as SHA-256, compared in constant time). One
 * statement, which also records that the server was seen and, with `requests` > 0, counts the request
 * in the server's rate-limit window and returns that window (src/http/ratelimit.ts), as the admin key does.
 */
export async function authenticateServerToken(
  sql: Queryable,
  token: string,
  opts: { requests?: number } = {},
): Promise<{ store: Store; gameServerId: number; window?: { count: number; reset: number } } | null> {
  const hash = sha256(token);
  const row = await serverByTokenHash(sql, hash, opts.requests ?? 0);
  if (!row || !digestsEqual(row.tokenHash, hash)) return null;
  return { store: row.store, gameServerId: row.gameServerId, ...(row.window ? { window: row.window } : {}) };
}

/** A new token, and what is stored of it: the digest and a prefix to recognise it by. */
function newToken() {
  const token = generateSecret('gs');
  return { token, stored: { tokenHash: sha256(token), tokenPrefix: secretPrefix(token) } };
}

export async function listGameServers(ctx: ServiceContext, input: Wire<ListGameServersInput> = {}): Promise<ListResult<GameServer>> {
  const q = parseInput(listGameServersSchema, input);
  const where = { storeId: ctx.store.id };
  const orderBy = { id: 'asc' as const };
  if (q.all) return { kind: 'all', data: await ctx.db.gameServer.findMany({ where, orderBy }) };
  const { page, perPage, skip, take } = pageWindow(q);
  const [total, data] = await Promise.all([ctx.db.gameServer.count({ where }), ctx.db.gameServer.findMany({ where, orderBy, skip, take })]);
  return { kind: 'page', data, total, page, perPage };
}

export async function getGameServer(ctx: ServiceContext, id: number): Promise<GameServer> {
  const server = await ctx.db.gameServer.findFirst({ where: { id, storeId: ctx.store.id } });
  if (!server) throw notFound(`Game server ${id} not found`);
  return server;
}

export async function createGameServer(ctx: ServiceContext, input: Wire<CreateGameServerInput>): Promise<GameServerWithToken> {
  const data = parseInput(createGameServerSchema, input);
  const { token, stored } = newToken();
  const server = await ctx.db.gameServer.create({
    data: { storeId: ctx.store.id, name: data.name, type: data.type ?? null, ...stored },
  });
  return { ...server, token };
}

export async function updateGameServer(ctx: ServiceContext, id: number, input: Wire<UpdateGameServerInput>): Promise<GameServer> {
  const data = parseInput(updateGameServerSchema, input);
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.gameServer.updateMany({
      where: { id, storeId: ctx.store.id },
      data: { ...(data.name !== undefined ? { name: data.name } : {}), ...(data.type !== undefined ? { type: data.type } : {}) },
    });
    if (count === 0) throw notFound(`Game server ${id} not found`);
    return (await tx.gameServer.findUnique({ where: { id } }))!;
  });
}

/**
 * Deletes a game server; its token stops working at once. Package commands and queued commands
 * that named it fall back to "any of the store's servers" (the foreign keys are ON DELETE SET NULL).
 */
export async function deleteGameServer(ctx: ServiceContext, id: number): Promise<void> {
  const { count } = await ctx.db.gameServer.deleteMany({ where: { id, storeId: ctx.store.id } });
  if (count === 0) throw notFound(`Game server ${id} not found`);
}

/** A new token for the server; the old one stops working with this call. */
export async function rotateGameServerToken(ctx: ServiceContext, id: number): Promise<GameServerWithToken> {
  const { token, stored } = newToken();
  return ctx.db.$transaction(async (tx) => {
    const { count } = await tx.gameServer.updateMany({ where: { id, storeId: ctx.store.id }, data: stored });
    if (count === 0) throw notFound(`Game server ${id} not found`);
    return { ...(await tx.gameServer.findUnique({ where: { id } }))!, token };
  });
}
