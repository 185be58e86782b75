import type { Prisma } from '../../src/generated/prisma/client';
import { bearer, type TestApp } from '../helpers/app';

/** Shared setup for the game-server suites: servers through the API, queue rows written directly. */

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
export const TOKEN = /^gs_[A-Za-z0-9_-]{43}$/;

export const GAME_SERVER_KEYS = ['id', 'store_id', 'type', 'name', 'token', 'created_at', 'updated_at'].sort();
export const QUEUE_ITEM_KEYS = ['id', 'store_id', 'user_id', 'command', 'offline_execute', 'execute_at', 'order'].sort();
export const QUEUE_ORDER_KEYS = ['client_identifier', 'client_email', 'client_name', 'client_discord', 'internal_id', 'variables'].sort();
export const COMMAND_KEYS = [
  ...QUEUE_ITEM_KEYS,
  'status',
  'response',
  'reason',
  'attempts',
  'tries',
  'game_server_id',
  'game_server',
  'type',
  'order_id',
  'order_package_id',
  'created_at',
  'updated_at',
].sort();

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const ago = (ms: number) => new Date(Date.now() - ms);
export const inFuture = (ms: number) => new Date(Date.now() + ms);

/** A game server created through REST; returns its JSON, token included. */
export async function makeServer(t: TestApp, key: string, body: Record<string, unknown> = { name: 'Survival' }) {
  const res = await t.http().post('/v1/app/game-server').set(bearer(key)).send(body);
  if (res.status !== 201) throw new Error(`setup create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; token: string; name: string; type: string | null; store_id: number };
}

/** A queued command row, as the orders module would write it; due a second ago unless told. */
export function insertCommand(t: TestApp, storeId: number, data: Partial<Prisma.CommandUncheckedCreateInput> = {}) {
  return t.db.command.create({
    data: {
      storeId,
      userId: 'Steve',
      trigger: 'PURCHASE',
      command: 'say hello',
      offlineExecute: true,
      executeAt: ago(SECOND),
      ...data,
    },
  });
}

let orderSeq = 0;

/** An order with variables, written directly: the queue only reads it. */
export function insertOrder(t: TestApp, storeId: number, data: Partial<Prisma.OrderUncheckedCreateInput> = {}, variables: Record<string, string> = {}) {
  orderSeq++;
  return t.db.order.create({
    data: {
      storeId,
      internalId: `ORD-${orderSeq}-${Date.now()}`,
      clientIdentifier: 'Steve',
      clientEmail: 'steve@example.com',
      clientName: 'Steve Minecraft',
      price: '29.90',
      gateway: 'PIX',
      currency: 'BRL',
      ...data,
      variables: { create: Object.entries(variables).map(([name, value]) => ({ storeId, name, value })) },
    },
  });
}

export function poll(t: TestApp, token: string, online?: string) {
  const path = online === undefined ? '/v1/server/queue' : `/v1/server/queue?online=${encodeURIComponent(online)}`;
  return t.http().get(path).set(bearer(token));
}

export function ack(t: TestApp, token: string, results: unknown) {
  return t.http().post('/v1/server/queue/ack').set(bearer(token)).send({ results });
}

/** The ids a poll returned (and asserts it succeeded). */
export async function polledIds(t: TestApp, token: string, online?: string): Promise<number[]> {
  const res = await poll(t, token, online);
  if (res.status !== 200) throw new Error(`poll failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.map((c: { id: number }) => c.id);
}

export const commandRow = (t: TestApp, id: number) => t.db.command.findUniqueOrThrow({ where: { id } });
