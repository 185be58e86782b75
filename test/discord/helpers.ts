import { randomBytes } from 'node:crypto';
import { bearer, type TestApp } from '../helpers/app';
import { aPackage, aStore } from '../helpers/fixtures';
import { until } from '../helpers/processes';
import type { CreatePackageInput } from '../../src/modules/catalog/package.schemas';

/** A bot token of the Developer Portal's form: three dot-separated base64url parts. */
export const fakeBotToken = () => `MTIzNDU2Nzg5MDEyMzQ1Njc4OQ.${randomBytes(4).toString('base64url')}.${randomBytes(27).toString('base64url')}`;

export const GUILD = '112233445566778899';
export const ROLE = '223344556677889900';
export const ROLE_2 = '223344556677889911';
export const CHANNEL = '334455667788990011';
export const BUYER = '445566778899001122';

let seq = 0;
/** A Discord id nobody else in the run uses. */
export const snowflake = () => String(500_000_000_000_000_000n + BigInt(++seq) * 7919n + BigInt(process.pid));

export interface DiscordShop {
  storeId: number;
  domain: string;
  key: string;
  token: string | null;
  packageId: number;
}

/**
 * A store with its Discord bot (a token the fake knows, and the guild), unless `token: null`; and one
 * package with `actions` (and `expiry_days` when given).
 */
export async function discordShop(
  t: TestApp,
  opts: { actions: unknown[]; token?: string | null; guild?: string | null; expiryDays?: number; known?: Set<string> },
): Promise<DiscordShop> {
  const s = await aStore(t);
  const { store, key } = s;
  const token = opts.token === undefined ? fakeBotToken() : opts.token;
  const settings: Record<string, unknown> = {};
  if (token) settings.discord_bot_token = token;
  if (opts.guild !== null) settings.discord_guild_id = opts.guild ?? GUILD;
  if (Object.keys(settings).length) await t.http().patch('/v1/app/store').set(bearer(key)).send(settings).expect(200);
  if (token) opts.known?.add(token);
  const pkg = await aPackage(t, s, {
    discord_actions: opts.actions as CreatePackageInput['discord_actions'],
    ...(opts.expiryDays ? { expiry_days: opts.expiryDays } : {}),
  });
  return { storeId: store.id, domain: store.domain, key, token, packageId: pkg.id };
}

let buyers = 0;
/** A storefront checkout of the shop's package; returns the order id. */
export async function placeOrder(t: TestApp, s: DiscordShop, buyer: Record<string, unknown> = {}): Promise<number> {
  const who = `buyer${++buyers}`;
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', s.domain)
    .send({
      items: [{ id: s.packageId, quantity: 1 }],
      client_identifier: who,
      client_email: `${who}@example.com`,
      client_name: who,
      gateway: 'PIX',
      ...buyer,
    });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order_id;
}

/**
 * An order with no Discord user although its package gives a role: checkout refuses such a cart
 * without client_discord, so it is placed with one and the owner then clears it (PATCH null).
 */
export async function placeOrderWithoutDiscord(t: TestApp, s: DiscordShop): Promise<number> {
  const orderId = await placeOrder(t, s, { client_discord: '100000000000000001' });
  const res = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ client_discord: null });
  if (res.status !== 200 || res.body.client_discord !== null) throw new Error(`clearing client_discord: ${res.status} ${JSON.stringify(res.body)}`);
  return orderId;
}

export async function setStatus(t: TestApp, s: DiscordShop, orderId: number, status: string) {
  const res = await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ status });
  if (res.status !== 200) throw new Error(`status ${status}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Polls until `fn` holds; fails after `timeoutMs` (the shared `until`, with these suites' argument order). */
export async function waitUntil(fn: () => Promise<boolean>, timeoutMs = 15_000, what = 'condition'): Promise<void> {
  await until(what, fn, timeoutMs);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
