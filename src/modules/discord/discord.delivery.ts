import type * as DiscordRest from '@discordjs/rest';
import type { RateLimitData, REST } from '@discordjs/rest';
import type { Config } from '../../config';
import type { Order, OrderDiscordAction, OrderPackage, Prisma, PrismaClient, Store } from '../../generated/prisma/client';
import type { Log } from '../../logger';
import { PLACEHOLDER, placeholderValues } from '../orders/order.commands';
import { nextDelaySeconds } from '../webhooks/webhook.delivery';
import { decryptSecret, secretKey } from '../../lib/secrets';
import { scheduleDiscordRun } from './discord.actions';
import { DISCORD_ACTIONS, MESSAGE_LIMIT, SNOWFLAKE } from './discord.schemas';

/**
 * Runs an order's due Discord actions, in the job worker (task run_discord_actions), through
 * @discordjs/rest: it queues requests per rate-limit bucket and waits out Discord's rate limits
 * (X-RateLimit-* and Retry-After) by itself, up to `maxRateLimitWaitMs`; a longer wait ends the
 * attempt and the action runs again when Discord said. Each attempt is recorded on its row. A 4xx
 * (403 missing permission, 404 unknown member, role or channel, 401 a bad token) is FAILED at once:
 * retrying cannot fix it, "Run again" can once the owner has. 5xx, timeouts and refused connections
 * are retried on the schedule, then FAILED.
 */

export interface DiscordDeps {
  db: PrismaClient;
  config: Pick<Config, 'discord' | 'secretKey'>;
  log?: Log;
  now?: () => Date;
}

/** @discordjs/rest (with undici, about 130 ms at start-up) is loaded by the first Discord action, not when the worker starts. */
let loaded: typeof DiscordRest | undefined;
const discordRest = () => (loaded ??= require('@discordjs/rest') as typeof DiscordRest);

/** One REST client per store (its token) and API address, kept between jobs so its rate-limit buckets stay known. */
const clients = new Map<string, { token: string; rest: REST }>();

function clientFor(config: DiscordDeps['config'], storeId: number, token: string): REST {
  const key = `${storeId} ${config.discord.apiUrl}`;
  const known = clients.get(key);
  if (known && known.token === token) return known.rest;
  const maxWait = config.discord.maxRateLimitWaitMs;
  const rest = new (discordRest().REST)({
    api: config.discord.apiUrl,
    version: '10',
    // One request per attempt: our own schedule retries, and records each attempt.
    retries: 0,
    timeout: config.discord.timeoutMs,
    rejectOnRateLimit: (data: RateLimitData) => Math.max(data.retryAfter, data.timeToReset) > maxWait,
  }).setToken(token);
  clients.set(key, { token, rest });
  return rest;
}

/** Forgets a store's client (after a 401 @discordjs/rest drops its token). */
const forgetClient = (config: DiscordDeps['config'], storeId: number) => clients.delete(`${storeId} ${config.discord.apiUrl}`);

/**
 * The buyer's Discord user id from the order's client_discord: a snowflake, a mention (`<@id>`,
 * `<@!id>`) or FiveM's `discord:id`. A user name is not an id: roles cannot be given to it.
 */
function discordUserId(clientDiscord: string | null): string | null {
  const raw = clientDiscord?.trim() ?? '';
  const m = /^(?:<@!?(\d+)>|discord:(\d+)|(\d+))$/i.exec(raw);
  const id = m?.[1] ?? m?.[2] ?? m?.[3];
  return id && SNOWFLAKE.test(id) ? id : null;
}

/** Text that cannot mention anyone: `@` followed by a zero-width space never forms @everyone, @here or <@id>. */
const escapeMentions = (text: string) => text.replace(/@/g, '@\u200b');

/**
 * A message's content: the template's placeholders filled as commands' are (the same names), every
 * filled value escaped of mentions (buyer text must not ping @everyone or a role), cut to Discord's
 * 2,000 characters. Unknown placeholders stay as written.
 */
function renderMessage(template: string, values: Record<string, { value: string }>): string {
  const content = template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? escapeMentions(values[name].value) : whole));
  return content.length > MESSAGE_LIMIT ? `${content.slice(0, MESSAGE_LIMIT - 1)}…` : content;
}

type Outcome = 'done' | 'failed' | 'skipped' | 'retrying' | 'gone';

/** What one run needs of the order, read once. */
interface RunContext {
  order: Order & { store: Store };
  lines: Map<number, OrderPackage>;
  variables: { name: string; value: string }[];
  token: string | null;
  /** Why there is no token, when there is none. */
  noToken: string;
}

const target = (a: Pick<OrderDiscordAction, 'roleId' | 'channelId'>) => (a.roleId ? `role:${a.roleId}` : `channel:${a.channelId}`);

/**
 * Runs `orderId`'s PENDING actions that are due, oldest first. An action waiting for a retry holds
 * back the later ones on the same role or channel (a take-back never overtakes the run that gives
 * the role); the others go on. Returns how each ended.
 */
export async function processOrderDiscordActions(deps: DiscordDeps, orderId: number): Promise<Outcome[]> {
  const db = deps.db;
  const now = deps.now?.() ?? new Date();
  const due = await db.orderDiscordAction.findMany({ where: { orderId, status: 'PENDING', runAt: { lte: now } }, orderBy: { id: 'asc' } });
  if (!due.length) return [];
  const order = await db.order.findUnique({ where: { id: orderId }, include: { store: true } });
  if (!order) return [];
  const [lines, variables, waiting] = await Promise.all([
    db.orderPackage.findMany({ where: { orderId } }),
    db.orderVariable.findMany({ where: { orderId }, select: { name: true, value: true } }),
    db.orderDiscordAction.findMany({ where: { orderId, status: 'PENDING', runAt: { gt: now }, attempts: { gt: 0 } }, orderBy: { id: 'asc' } }),
  ]);
  const held = new Map<string, number>();
  for (const w of waiting) if (!held.has(target(w))) held.set(target(w), w.id);
  let token: string | null = null;
  let noToken = 'not run: the store has no Discord bot token (discord_bot_token in its settings)';
  if (order.store.discordBotTokenEnc) {
    try {
      token = decryptSecret(await secretKey(db, deps.config), order.store.discordBotTokenEnc);
    } catch {
      // Sealed under another key (SECRET_KEY changed): no retry can fix it, setting the token again can.
      noToken = 'not run: the Discord bot token cannot be read with this SECRET_KEY; set the token again';
    }
  }
  const run: RunContext = { order, lines: new Map(lines.map((l) => [l.id, l])), variables, token, noToken };

  const outcomes: Outcome[] = [];
  for (const action of due) {
    const t = target(action);
    if ((held.get(t) ?? Infinity) < action.id) continue;
    const outcome = await runOne(deps, run, action);
    if (outcome === 'retrying' && !held.has(t)) held.set(t, action.id);
    if (outcome === 'failed') deps.log?.({ level: 'warn', msg: 'discord action failed', orderId, actionId: action.id, action: action.action });
    outcomes.push(outcome);
  }
  return outcomes;
}

/** The columns of a final outcome; written only while the row is still PENDING (a refund may have canceled it meanwhile). */
async function settle(db: PrismaClient, action: OrderDiscordAction, data: Prisma.OrderDiscordActionUpdateManyMutationInput): Promise<boolean> {
  const { count } = await db.orderDiscordAction.updateMany({ where: { id: action.id, status: 'PENDING' }, data });
  return count === 1;
}

const skip = async (db: PrismaClient, action: OrderDiscordAction, reason: string): Promise<Outcome> => {
  await settle(db, action, { status: 'SKIPPED', lastError: reason });
  return 'skipped';
};

async function runOne(deps: DiscordDeps, run: RunContext, action: OrderDiscordAction): Promise<Outcome> {
  const { db } = deps;
  const { order } = run;
  if (!(DISCORD_ACTIONS as readonly string[]).includes(action.action)) return skip(db, action, `not run: ${action.action} is not an action`);
  if (!run.token) return skip(db, action, run.noToken);

  let route: `/${string}`;
  let user: string | null;
  let body: Record<string, unknown> | undefined;
  let message: string | null = null;
  if (action.action === 'SEND_MESSAGE') {
    if (!action.channelId || !SNOWFLAKE.test(action.channelId)) return skip(db, action, 'not run: the action has no valid channel_id');
    const line = action.orderPackageId !== null ? run.lines.get(action.orderPackageId) : undefined;
    const values = line ? placeholderValues(order, line, run.variables) : {};
    message = renderMessage(action.template ?? '', values);
    user = discordUserId(order.clientDiscord);
    route = `/channels/${action.channelId}/messages`;
    // Only the buyer may be pinged, and only where the owner's template mentions them; never @everyone, @here or a role.
    body = { content: message, allowed_mentions: { parse: [], users: user ? [user] : [] } };
  } else {
    const guild = order.store.discordGuildId;
    if (!guild || !SNOWFLAKE.test(guild)) return skip(db, action, 'not run: the store has no Discord server (discord_guild_id in its settings)');
    if (!action.roleId || !SNOWFLAKE.test(action.roleId)) return skip(db, action, 'not run: the action has no valid role_id');
    if (action.automatic && action.sourceId !== null) {
      const source = await db.orderDiscordAction.findUnique({ where: { id: action.sourceId } });
      if (source && (source.status === 'SKIPPED' || source.status === 'FAILED')) {
        return skip(db, action, `not run: the role was never given (its ADD_ROLE is ${source.status})`);
      }
      user = source?.userId ?? discordUserId(order.clientDiscord);
    } else {
      user = discordUserId(order.clientDiscord);
    }
    if (!user) {
      return skip(
        db,
        action,
        order.clientDiscord
          ? `not run: the order's client_discord "${order.clientDiscord}" is not a Discord user id (17 to 20 digits); correct it and run again`
          : 'not run: the order has no Discord user id (client_discord); add it and run again',
      );
    }
    route = `/guilds/${guild}/members/${user}/roles/${action.roleId}`;
  }

  const rest = clientFor(deps.config, order.storeId, run.token);
  const attempts = action.attempts + 1;
  const reason = `Order ${order.internalId}`;
  try {
    if (action.action === 'ADD_ROLE') await rest.put(route, { reason });
    else if (action.action === 'REMOVE_ROLE') await rest.delete(route, { reason });
    else await rest.post(route, { body });
  } catch (e) {
    return failure(deps, run, action, { attempts, user, message }, e);
  }
  await settle(db, action, { status: 'DONE', attempts, userId: user, message, lastError: null, doneAt: deps.now?.() ?? new Date() });
  return 'done';
}

/** What an error from @discordjs/rest means for the action: refused for good, or another attempt later. */
async function failure(
  deps: DiscordDeps,
  run: RunContext,
  action: OrderDiscordAction,
  attempt: { attempts: number; user: string | null; message: string | null },
  e: unknown,
): Promise<Outcome> {
  const { db } = deps;
  const seen = { attempts: attempt.attempts, userId: attempt.user, message: attempt.message };
  const { DiscordAPIError, HTTPError, RateLimitError } = discordRest();
  if (e instanceof DiscordAPIError) {
    if (e.status === 401) forgetClient(deps.config, run.order.storeId);
    const error = `Discord answered ${e.status}: ${e.message}${typeof e.code === 'number' ? ` (code ${e.code})` : ''}`;
    await settle(db, action, { ...seen, status: 'FAILED', lastError: error.slice(0, 500) });
    return 'failed';
  }
  let retryAfter: number | undefined;
  let error: string;
  if (e instanceof RateLimitError) {
    retryAfter = Math.ceil(Math.max(e.retryAfter, e.timeToReset) / 1000);
    error = `rate limited by Discord for ${retryAfter} s`;
  } else if (e instanceof HTTPError) {
    error = `Discord answered ${e.status}: ${e.message}`;
  } else {
    const err = e as Error;
    error =
      err?.name === 'AbortError'
        ? `no answer from Discord within ${deps.config.discord.timeoutMs} ms`
        : `could not reach Discord: ${err?.message ?? String(e)}`;
  }
  // The schedule's wait, or Discord's when it asks for longer (a rate limit); past the schedule, FAILED: never retried forever.
  const delay = nextDelaySeconds(deps.config.discord.retrySchedule, attempt.attempts, retryAfter);
  if (delay === null) {
    await settle(db, action, { ...seen, status: 'FAILED', lastError: `gave up after ${attempt.attempts} attempts: ${error}`.slice(0, 500) });
    return 'failed';
  }
  const runAt = new Date((deps.now?.() ?? new Date()).getTime() + delay * 1000);
  await db.$transaction(async (tx) => {
    const { count } = await tx.orderDiscordAction.updateMany({
      where: { id: action.id, status: 'PENDING' },
      data: { ...seen, lastError: error.slice(0, 500), runAt },
    });
    if (count) await scheduleDiscordRun(tx, action.orderId, runAt);
  });
  return 'retrying';
}
