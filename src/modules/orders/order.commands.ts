import type { Tx } from '../../db/client';
import { sql } from 'kysely';
import { db, prepare, type Param } from '../../db/sql';
import type { CommandTrigger, Order, OrderPackage, PackageCommand, Prisma } from '../../generated/prisma/client';
import { brokenRule, hasControl, type TextKind } from '../../lib/console-text';

/**
 * Rendering an order's commands from the package's templates. The input schemas keep unsafe buyer
 * text out (src/lib/console-text.ts), but orders written before those rules may still hold it, so
 * every value is checked again here: a command a value would make unsafe is not queued to run but
 * stored FAILED with a `blocked:` reason the owner sees, its unsafe placeholders left unfilled.
 * Correcting the order renders it again (rerenderCommands); the queue checks once more before it
 * hands anything out (src/modules/game-servers/queue.guard.ts).
 */

interface Value {
  value: string;
  /** The rule the value must follow to go into a command; null for values the service makes. */
  kind: TextKind | null;
}

/** The buyer's values that fill placeholders: typed by the buyer, so each has a rule to follow. */
export function buyerValues(
  order: Pick<Order, 'clientIdentifier' | 'clientName' | 'clientEmail' | 'clientDiscord'>,
  variables: { name: string; value: string }[],
): Record<string, Value & { kind: TextKind }> {
  // No prototype: a buyer's variable named `__proto__` or `constructor` is a name like any other.
  const values: Record<string, Value & { kind: TextKind }> = Object.create(null);
  for (const v of variables) values[v.name] = { value: v.value, kind: 'console' };
  Object.assign(values, {
    client_identifier: { value: order.clientIdentifier ?? '', kind: 'identifier' },
    client_name: { value: order.clientName, kind: 'console' },
    client_email: { value: order.clientEmail, kind: 'console' },
    client_discord: { value: order.clientDiscord ?? '', kind: 'console' },
  });
  return values;
}

/** Placeholder values for one line's commands: `{client_identifier}`, ..., and `{name}` per order variable. */
export function placeholderValues(order: Order, line: Pick<OrderPackage, 'name' | 'quantity'>, variables: { name: string; value: string }[]) {
  return {
    ...buyerValues(order, variables),
    order_id: { value: String(order.id), kind: null },
    internal_id: { value: order.internalId, kind: null },
    // The owner's text: it may hold anything a console line can.
    package_name: { value: line.name, kind: 'plain' },
    quantity: { value: String(line.quantity), kind: null },
  } satisfies Record<string, Value>;
}

/** Placeholders every order fills, whatever the buyer gave: the rest need a value the order may lack. */
const ALWAYS_FILLED = new Set(['client_name', 'client_email', 'order_id', 'internal_id', 'package_name', 'quantity']);

/** The Discord actions that act on the buyer's Discord user (src/modules/discord). */
const ON_DISCORD_USER = new Set(['ADD_ROLE', 'REMOVE_ROLE']);

/**
 * What a package's game-server commands (every trigger) and Discord actions need from an order that an
 * order may lack, by placeholder, with why: `{client_identifier}` when a command names it or runs only
 * while the player is online (the plugin matches it to its online players by that name),
 * `{client_discord}` when one names it or gives or takes a role, and `{name}` for any other
 * placeholder (an order variable). Checkout refuses a cart whose order would lack one of them, rather
 * than queue a command that can never run right.
 */
export function packageNeeds(pkg: {
  commands: { command: string; offlineExecute: boolean }[];
  discordActions: { action: string; message: string | null }[];
}): Map<string, string> {
  const needs = new Map<string, string>();
  const need = (name: string, why: string) => {
    if (!ALWAYS_FILLED.has(name) && !needs.has(name)) needs.set(name, why);
  };
  for (const c of pkg.commands) {
    for (const [, name] of c.command.matchAll(PLACEHOLDER)) need(name, `has a game-server command that uses {${name}}`);
    if (!c.offlineExecute) need('client_identifier', 'has a game-server command that runs only while the player is online');
  }
  for (const a of pkg.discordActions) {
    if (ON_DISCORD_USER.has(a.action)) need('client_discord', `has a Discord action that ${a.action === 'ADD_ROLE' ? 'gives' : 'takes'} a role`);
    for (const [, name] of (a.message ?? '').matchAll(PLACEHOLDER)) need(name, `has a Discord message that uses {${name}}`);
  }
  return needs;
}

/** The `reason` of a command that was not queued because of what it would have run. */
const BLOCKED = 'blocked:';
/** Commands stored FAILED by the renderer or the queue guard (a person may requeue them, or fix the order). */
export const blockedCommand = { status: 'FAILED', reason: { startsWith: BLOCKED } } satisfies Prisma.CommandWhereInput;
/** Every other command (spelled out: a NOT over the nullable reason would drop rows whose reason is null). */
export const notBlocked = {
  OR: [{ status: { not: 'FAILED' } }, { reason: null }, { NOT: { reason: { startsWith: BLOCKED } } }],
} satisfies Prisma.CommandWhereInput;

/** Why a command was blocked, as its `reason` says it to the owner. */
export const blockedReason = {
  control: `${BLOCKED} the command has a line break or another control character`,
  values: (unsafe: string[]) => `${BLOCKED} the order's ${unsafe.join(', ')} cannot go into a console command; correct the order to queue it`,
};

/** How an unsafe placeholder is named in a reason: `{client_identifier} (rule identifier)`. */
export const unsafeName = (name: string, rule: string) => `{${name}} (rule ${rule})`;

export interface Rendered {
  command: string;
  /** Why the command must not run, or null. */
  blocked: string | null;
}

/** `{name}`: a placeholder in a command template, a package's e-mail or a Discord message (src/modules/discord). */
export const PLACEHOLDER = /\{([A-Za-z0-9_.-]+)\}/g;

/**
 * Fills `{name}` placeholders with `values`, as plain text for a reader rather than a console (a
 * package's e-mail title and content): no rule applies, the caller escapes the result for where it
 * goes. Unknown placeholders stay as written, as in commands.
 */
export function fillPlaceholders(template: string, values: Record<string, Pick<Value, 'value'>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? values[name].value : whole));
}

/**
 * Fills `{name}` placeholders (unknown ones stay as written). A value that breaks its rule is not
 * filled in, and the command is blocked; so is a command whose text has a line break or another
 * control character, whatever put it there (an old template).
 */
function renderCommand(template: string, values: Record<string, Value>): Rendered {
  const unsafe = new Set<string>();
  const command = template.replace(PLACEHOLDER, (whole, name: string) => {
    const v = Object.hasOwn(values, name) ? values[name] : undefined;
    if (!v) return whole;
    const rule = v.kind && brokenRule(v.kind, v.value);
    if (!rule) return v.value;
    unsafe.add(unsafeName(name, rule));
    return whole;
  });
  if (unsafe.size) return { command, blocked: blockedReason.values([...unsafe]) };
  if (hasControl(command)) return { command, blocked: blockedReason.control };
  return { command, blocked: null };
}

/** The columns a rendering sets on a command: a blocked one is FAILED with its reason and runs nowhere. */
const renderedColumns = (r: Rendered) =>
  (r.blocked
    ? { command: r.command, status: 'FAILED', reason: r.blocked, leasedBy: null, leasedUntil: null }
    : { command: r.command }) satisfies Prisma.CommandUncheckedUpdateInput;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The player a command is queued for (its queue item's `user_id`): the order's identifier, or "" for
 * an order that has none (checkout let it through only when no command of it needs one).
 */
const commandUserId = (order: Pick<Order, 'clientIdentifier'>) => order.clientIdentifier ?? '';

/**
 * The commands of `triggers` for one order line, rendered, as rows to insert. PURCHASE ones are due
 * after their `schedule` delay; when the package expires, EXPIRE ones are queued with the purchase,
 * due `expiry_days` after it. The caller inserts the rows of all its lines in one statement.
 */
export function lineCommandRows(
  order: Order,
  line: Pick<OrderPackage, 'id' | 'name' | 'quantity'>,
  templates: PackageCommand[],
  triggers: { trigger: CommandTrigger; at: Date }[],
  variables: { name: string; value: string }[],
): Prisma.CommandCreateManyInput[] {
  const values = placeholderValues(order, line, variables);
  return triggers.flatMap(({ trigger, at }) =>
    templates
      .filter((t) => t.trigger === trigger)
      .map((t) => ({
        storeId: order.storeId,
        orderId: order.id,
        orderPackageId: line.id,
        packageCommandId: t.id,
        gameServerId: t.gameServerId,
        userId: commandUserId(order),
        trigger,
        ...renderedColumns(renderCommand(t.command, values)),
        offlineExecute: t.offlineExecute,
        executeOnce: t.executeOnce,
        executeAt: new Date(at.getTime() + t.schedule * MINUTE),
      })),
  );
}

const COMMAND_COLUMNS = [
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
  'reason',
  'updatedAt',
] as const;
// Prepared, the rows as one JSON parameter: approval queues commands at every sale, and Prisma's createMany cost more CPU than the insert.
const insertCommandsStatement = prepare('orders.insertCommands', (p: Param<{ rows: string }>) =>
  db
    .insertInto('commands')
    .columns(COMMAND_COLUMNS)
    .expression(
      sql`SELECT x.store_id, x.order_id, x.order_package_id, x.package_command_id, x.game_server_id, x.user_id, x.trigger::"CommandTrigger", x.command,
               coalesce(x.offline_execute, false), coalesce(x.execute_once, false), coalesce(x.execute_at, now()),
               coalesce(x.status, 'PENDING')::"CommandStatus", x.reason, now()
          FROM json_to_recordset(${p('rows')}::json) AS x(store_id int, order_id int, order_package_id int, package_command_id int, game_server_id int,
               ord int, user_id text, trigger text, command text, offline_execute boolean, execute_once boolean, execute_at timestamptz, status text, reason text)
          ORDER BY x.ord`.$castTo<never>(),
    ),
);

/** Inserts commands rows (of any number of lines) in one statement, in the order given (their ids follow it); none, none sent. */
export async function queueCommands(tx: Tx, rows: Prisma.CommandCreateManyInput[]) {
  if (!rows.length) return;
  await insertCommandsStatement.exec(tx, {
    rows: JSON.stringify(
      rows.map((r, ord) => ({
        ord,
        store_id: r.storeId,
        order_id: r.orderId ?? null,
        order_package_id: r.orderPackageId ?? null,
        package_command_id: r.packageCommandId ?? null,
        game_server_id: r.gameServerId ?? null,
        user_id: r.userId,
        trigger: r.trigger,
        command: r.command,
        offline_execute: r.offlineExecute ?? null,
        execute_once: r.executeOnce ?? null,
        execute_at: r.executeAt ?? null,
        status: r.status ?? null,
        reason: r.reason ?? null,
      })),
    ),
  });
}

/**
 * Renders again, from their templates and the order as it is now, the order's commands that
 * `where` selects: pending ones follow a change of the buyer or the variables, and blocked ones
 * are queued once the order is corrected (or stay blocked, with the current reason).
 */
export async function rerenderCommands(
  tx: Tx,
  order: Order,
  where: Prisma.CommandWhereInput,
  known: { lines?: OrderPackage[]; variables?: { name: string; value: string }[] } = {},
) {
  const commands = await tx.command.findMany({ where: { AND: [{ orderId: order.id, packageCommandId: { not: null } }, where] } });
  if (!commands.length) return;
  const [templates, lines, variables] = await Promise.all([
    tx.packageCommand.findMany({ where: { id: { in: commands.map((c) => c.packageCommandId!) } } }),
    known.lines ?? tx.orderPackage.findMany({ where: { orderId: order.id } }),
    known.variables ?? tx.orderVariable.findMany({ where: { orderId: order.id }, select: { name: true, value: true } }),
  ]);
  const templateOf = new Map(templates.map((t) => [t.id, t.command]));
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  for (const c of commands) {
    const template = templateOf.get(c.packageCommandId!);
    const line = c.orderPackageId !== null ? lineOf.get(c.orderPackageId) : undefined;
    if (!template || !line) continue;
    const rendered = renderCommand(template, placeholderValues(order, line, variables));
    // A blocked command the correction made safe is queued, as new.
    const unblocked = rendered.blocked === null && c.status !== 'PENDING' ? { status: 'PENDING' as const, reason: null, attempts: 0 } : {};
    await tx.command.update({ where: { id: c.id }, data: { userId: commandUserId(order), ...renderedColumns(rendered), ...unblocked } });
  }
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
