import type { Tx } from '../../db/client';
import type { CommandTrigger, Order, OrderDiscordAction, OrderPackage, PackageDiscordAction, Prisma } from '../../generated/prisma/client';
import { toErrorDetails } from '../../lib/validation';
import { approvalTriggers, reversalTrigger } from '../orders/order.effects';
import type { TransitionSubscription } from '../orders/order.subscriptions';
import { discordActionSchema, type DiscordActionInput } from './discord.schemas';
import { insertDiscordRun, insertDiscordRuns, nextDiscordActionIds } from './discord.queries';

/**
 * The Discord side of an order's lifecycle (issue 17), inside the transaction of the change (which
 * holds the order's row lock): each action that change triggers becomes a row of
 * order_discord_actions, and a job of the worker's is added in the same transaction, so the action
 * exists, and will run, if and only if the change commits (the outbox, as for webhooks). Nothing here
 * talks to Discord: src/modules/discord/discord.delivery.ts does, from the worker.
 */

/**
 * Adds the job that runs `orderId`'s Discord actions due at `runAt`. One queue per order: its actions
 * run one at a time, in order (a role taken back never overtakes the run that gives it). The job key
 * makes adding the same moment twice one job.
 */
export async function scheduleDiscordRun(db: Tx, orderId: number, runAt: Date): Promise<void> {
  await insertDiscordRun(db, orderId, runAt);
}

/** A package's action as it reads, or why it cannot run (an old free-text action the migration could not map). */
function parsed(a: PackageDiscordAction): { ok: true; value: DiscordActionInput } | { ok: false; reason: string } {
  const result = discordActionSchema.safeParse({ type: a.type, action: a.action, parameters: a.parameters ?? {} }, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  const why = toErrorDetails(result.error.issues)
    .map((d) => d.message.replace(/^body /, ''))
    .join('; ');
  return { ok: false, reason: `not run: this action of the package is not valid (${why}); save the package with a valid action` };
}

interface Trigger {
  trigger: CommandTrigger;
  at: Date;
}

type Row = Prisma.OrderDiscordActionUncheckedCreateInput;

const rowOf = (order: Order, line: OrderPackage, a: PackageDiscordAction, trigger: CommandTrigger, at: Date, value: DiscordActionInput): Row => ({
  storeId: order.storeId,
  orderId: order.id,
  orderPackageId: line.id,
  packageDiscordActionId: a.id,
  trigger,
  action: value.action,
  roleId: value.action === 'SEND_MESSAGE' ? null : (value.parameters?.role_id ?? null),
  channelId: value.action === 'SEND_MESSAGE' ? (value.parameters?.channel_id ?? null) : null,
  template: value.action === 'SEND_MESSAGE' ? (value.parameters?.message ?? null) : null,
  runAt: at,
});

/**
 * Approval: for each order line (with its package's triggers), the package's PURCHASE actions (due
 * now) and, when the package expires, its EXPIRE actions and the take-back of every role a PURCHASE action gives (due at
 * expiry). An action stored before these were checked, that maps to nothing, is recorded SKIPPED
 * with the reason, so the owner sees why nothing happened. The rows of all lines are written in one
 * statement, in the order a line-by-line insert would give them (each line's actions, then its
 * take-backs), and their runs scheduled in one more. Returns the rows written, in id order.
 */
async function queueApprovalActions(
  tx: Tx,
  order: Order,
  lines: { line: OrderPackage; actions: PackageDiscordAction[]; triggers: Trigger[] }[],
): Promise<OrderDiscordAction[]> {
  const due: Date[] = [];
  // A take-back names its source by the source's place in `planned`: ids exist only once allocated.
  const planned: { row: Row; source?: number }[] = [];
  for (const { line, actions, triggers } of lines) {
    const purchase = triggers.find((t) => t.trigger === 'PURCHASE');
    const expire = triggers.find((t) => t.trigger === 'EXPIRE');
    const given: number[] = [];
    for (const a of actions) {
      const p = parsed(a);
      if (!p.ok) {
        if (purchase) {
          planned.push({
            row: {
              storeId: order.storeId,
              orderId: order.id,
              orderPackageId: line.id,
              packageDiscordActionId: a.id,
              trigger: 'PURCHASE',
              action: a.action,
              status: 'SKIPPED',
              lastError: p.reason,
              runAt: purchase.at,
            },
          });
        }
        continue;
      }
      const when = triggers.find((t) => t.trigger === p.value.type);
      if (!when) continue;
      if (when.trigger === 'PURCHASE' && p.value.action === 'ADD_ROLE') given.push(planned.length);
      planned.push({ row: rowOf(order, line, a, when.trigger, when.at, p.value) });
      due.push(when.at);
    }
    if (expire) {
      const explicit = new Set(
        actions.map(parsed).flatMap((p) => (p.ok && p.value.type === 'EXPIRE' && p.value.action === 'REMOVE_ROLE' ? [p.value.parameters?.role_id] : [])),
      );
      const takeBacks = given.filter((i) => !explicit.has(planned[i].row.roleId ?? undefined));
      for (const i of takeBacks) planned.push({ row: takeBackRow(planned[i].row, 'EXPIRE', expire.at), source: i });
      if (takeBacks.length) due.push(expire.at);
    }
  }
  if (!planned.length) return [];
  if (planned.some((p) => p.source !== undefined)) {
    const ids = await nextDiscordActionIds(tx, planned.length);
    planned.forEach((p, i) => {
      p.row.id = ids[i];
    });
    for (const p of planned) if (p.source !== undefined) p.row.sourceId = planned[p.source].row.id;
  }
  const rows = await tx.orderDiscordAction.createManyAndReturn({ data: planned.map((p) => p.row) });
  await scheduleDiscordRuns(tx, order.id, due);
  return rows.sort((a, b) => a.id - b.id);
}

/** The automatic REMOVE_ROLE of a role an ADD_ROLE run gave. */
const takeBackRow = (source: Pick<Row, 'storeId' | 'orderId' | 'orderPackageId' | 'roleId' | 'id'>, trigger: CommandTrigger, at: Date): Row => ({
  storeId: source.storeId,
  orderId: source.orderId,
  orderPackageId: source.orderPackageId,
  trigger,
  action: 'REMOVE_ROLE',
  roleId: source.roleId,
  automatic: true,
  sourceId: source.id,
  runAt: at,
});
const takeBack = (source: OrderDiscordAction, trigger: CommandTrigger, at: Date): Row => takeBackRow(source, trigger, at);

/**
 * Refund or chargeback: what has not run yet is canceled (PURCHASE actions still waiting, EXPIRE ones
 * not due), every role a PURCHASE action gave, or may be giving right now, is taken back (unless the
 * package's own REFUND/CHARGEBACK action removes it, or it was already taken back at expiry), and the
 * package's actions of `trigger` run. One run is scheduled now.
 */
async function queueReversalActions(
  tx: Tx,
  order: Order,
  trigger: 'REFUND' | 'CHARGEBACK',
  now: Date,
  lines: { line: OrderPackage; actions: PackageDiscordAction[] }[],
): Promise<void> {
  const existing = await tx.orderDiscordAction.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } });
  await tx.orderDiscordAction.updateMany({
    where: { orderId: order.id, status: 'PENDING' },
    data: { status: 'CANCELED', lastError: trigger === 'REFUND' ? 'order refunded before it ran' : 'order charged back before it ran' },
  });

  const explicit = new Set<string>();
  const rows: Row[] = [];
  for (const { line, actions } of lines) {
    for (const a of actions) {
      const p = parsed(a);
      if (!p.ok || p.value.type !== trigger) continue;
      rows.push(rowOf(order, line, a, trigger, now, p.value));
      if (p.value.action === 'REMOVE_ROLE' && p.value.parameters?.role_id) explicit.add(p.value.parameters.role_id);
    }
  }
  // A role is held when a PURCHASE run gave it (or is giving it: PENDING may be in flight) and no later
  // take-back has removed it. Removing a role the member lacks is harmless; leaving one is not.
  const held = new Map<string, OrderDiscordAction>();
  for (const r of existing) {
    if (r.trigger === 'PURCHASE' && r.action === 'ADD_ROLE' && r.roleId && (r.status === 'DONE' || r.status === 'PENDING')) held.set(r.roleId, r);
    if (r.action === 'REMOVE_ROLE' && r.roleId && r.status === 'DONE' && held.has(r.roleId) && held.get(r.roleId)!.id < r.id) held.delete(r.roleId);
  }
  const takeBacks = [...held.values()].filter((g) => !explicit.has(g.roleId!)).map((g) => takeBack(g, trigger, now));
  // Take-backs first: the package's own actions of the trigger (a farewell message) come after.
  const all = [...takeBacks, ...rows];
  if (!all.length) return;
  await tx.orderDiscordAction.createMany({ data: all });
  await scheduleDiscordRun(tx, order.id, now);
}

/**
 * A subscription's end (src/modules/subscriptions): every role a PURCHASE action of any of its orders
 * gave (or is giving) and no later run took back is taken back, unless the package's own EXPIRE action
 * removes it; then the EXPIRE actions of its last paid order's packages run. Each take-back goes on the
 * order whose run gave the role; one run is scheduled now for each order that got rows. Queued once:
 * the subscription's move to EXPIRED is a conditional update only one change wins.
 */
export async function queueExpiryActions(
  tx: Tx,
  last: Order,
  orderIds: number[],
  now: Date,
  lines: { line: OrderPackage; actions: PackageDiscordAction[] }[],
): Promise<void> {
  const existing = await tx.orderDiscordAction.findMany({ where: { orderId: { in: orderIds } }, orderBy: { id: 'asc' } });
  const explicit = new Set<string>();
  const rows: Row[] = [];
  for (const { line, actions } of lines) {
    for (const a of actions) {
      const p = parsed(a);
      if (!p.ok || p.value.type !== 'EXPIRE') continue;
      rows.push(rowOf(last, line, a, 'EXPIRE', now, p.value));
      if (p.value.action === 'REMOVE_ROLE' && p.value.parameters?.role_id) explicit.add(p.value.parameters.role_id);
    }
  }
  const held = new Map<string, OrderDiscordAction>();
  for (const r of existing) {
    if (r.trigger === 'PURCHASE' && r.action === 'ADD_ROLE' && r.roleId && (r.status === 'DONE' || r.status === 'PENDING')) held.set(r.roleId, r);
    if (r.action === 'REMOVE_ROLE' && r.roleId && r.status === 'DONE' && held.has(r.roleId) && held.get(r.roleId)!.id < r.id) held.delete(r.roleId);
  }
  const takeBacks = [...held.values()].filter((g) => !explicit.has(g.roleId!)).map((g) => takeBack(g, 'EXPIRE', now));
  const all = [...takeBacks, ...rows];
  if (!all.length) return;
  await tx.orderDiscordAction.createMany({ data: all });
  for (const orderId of new Set(all.map((r) => r.orderId))) await scheduleDiscordRun(tx, orderId, now);
}

/** Schedules one run per distinct moment, in one statement (the jobs of scheduleDiscordRun). */
async function scheduleDiscordRuns(tx: Tx, orderId: number, moments: Date[]): Promise<void> {
  const times = [...new Set(moments.map((d) => d.getTime()))];
  if (!times.length) return;
  if (times.length === 1) return scheduleDiscordRun(tx, orderId, new Date(times[0]));
  await insertDiscordRuns(tx, orderId, times);
}

/** The trigger of an order's actions that its status lets run again. */
export const RUNNABLE_TRIGGERS: Partial<Record<Order['status'], CommandTrigger[]>> = {
  APPROVED: ['PURCHASE', 'EXPIRE'],
  REFUNDED: ['REFUND'],
  CHARGEDBACK: ['CHARGEBACK'],
};

/**
 * The module's subscriptions to an order's status changes (run in the change's transaction, before its
 * status is written; src/modules/orders/order.subscriptions.ts): approval queues the packages' actions,
 * a refund or chargeback takes back what they gave. Approval's rows are handed on (an approved order
 * had none before), for the event and the answer.
 */
export const discordSubscriptions: TransitionSubscription[] = [
  {
    on: 'transition',
    to: ['APPROVED'],
    stage: 'before',
    async handler({ tx, order, data, now }) {
      const discordActions = await queueApprovalActions(
        tx,
        order,
        data.items.flatMap(({ line, pkg }) => (pkg ? [{ line, actions: pkg.discordActions, triggers: approvalTriggers(pkg, now, order) }] : [])),
      );
      return { known: { discordActions } };
    },
  },
  {
    on: 'transition',
    from: ['APPROVED'],
    to: ['REFUNDED', 'CHARGEDBACK'],
    stage: 'before',
    async handler({ tx, order, data, to, now }) {
      await queueReversalActions(
        tx,
        order,
        reversalTrigger(to),
        now,
        data.items.map(({ line, pkg }) => ({ line, actions: pkg?.discordActions ?? [] })),
      );
      return undefined;
    },
  },
];
