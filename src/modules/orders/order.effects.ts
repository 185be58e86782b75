import type { Tx } from '../../db/client';
import {
  Prisma,
  type CommandTrigger,
  type Delivery,
  type Order,
  type OrderDiscordAction,
  type OrderPackage,
  type OrderVariable,
  type Package,
  type PackageCommand,
  type PackageDiscordAction,
} from '../../generated/prisma/client';
import { conflict } from '../../errors';
import { changeBalance } from '../affiliates/affiliate.balance';
import { queueApprovalActions, queueReversalActions } from '../discord/discord.actions';
import { addDays, blockedCommand, lineCommandRows, queueCommands } from './order.commands';
import { claimAndDeliver, takeStock } from './order.queries';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * What a status change needs of the order besides its row, read once (after the row lock, so it is
 * what the previous holder of the lock left): its lines (id order), each with its package's commands,
 * Discord actions and whether it has a license-key pool, and its variables (id order). Deleted
 * packages are absent (nothing left to deliver).
 */
export interface LifecycleData {
  lines: OrderPackage[];
  variables: OrderVariable[];
  items: { line: OrderPackage; pkg: LinePackage | undefined }[];
}

type LinePackage = Package & { commands: PackageCommand[]; discordActions: PackageDiscordAction[]; hasKeyPool: boolean };

export async function loadLifecycle(tx: Tx, order: Order): Promise<LifecycleData> {
  const [rows, variables] = await Promise.all([
    tx.orderPackage.findMany({
      where: { orderId: order.id },
      orderBy: { id: 'asc' },
      relationLoadStrategy: 'join',
      include: {
        package: {
          include: {
            commands: true,
            discordActions: { orderBy: [{ position: 'asc' }, { id: 'asc' }] },
            licenseKeys: { select: { id: true }, take: 1 },
          },
        },
      },
    }),
    tx.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
  ]);
  const lines: OrderPackage[] = [];
  const items: LifecycleData['items'] = [];
  for (const { package: full, ...line } of rows) {
    lines.push(line);
    // Lines are written with their store's packages only; the check keeps that true by construction here too.
    const pkg = full && full.storeId === order.storeId ? (({ licenseKeys, ...p }) => ({ ...p, hasKeyPool: licenseKeys.length > 0 }))(full) : undefined;
    items.push({ line, pkg });
  }
  // Effects run line by line in package order, as they always have (stock and keys are taken in that order).
  items.sort((a, b) => (a.line.packageId ?? 0) - (b.line.packageId ?? 0) || a.line.id - b.line.id);
  return { lines, variables, items };
}

/** What approval created, for the outbox and the answer (an order gets deliveries and Discord actions only at approval). */
export interface Approved {
  affiliateCommission: Decimal | null;
  deliveries: Delivery[];
  discordActions: OrderDiscordAction[];
}

/**
 * Approval, inside the caller's transaction (which holds the order's row lock): stock taken,
 * license keys delivered (never the same key twice: rows locked with SKIP LOCKED), commands and
 * Discord actions queued, affiliate commission credited. Any shortage aborts the whole approval with a 409.
 */
export async function applyApproval(tx: Tx, order: Order, data: LifecycleData, now: Date): Promise<Approved> {
  const deliveries: Delivery[] = [];
  const commands: Prisma.CommandCreateManyInput[] = [];
  const triggersOf = (pkg: LinePackage) => {
    const triggers: { trigger: CommandTrigger; at: Date }[] = [{ trigger: 'PURCHASE', at: now }];
    if (pkg.expiryDays) triggers.push({ trigger: 'EXPIRE', at: addDays(now, pkg.expiryDays) });
    return triggers;
  };

  for (const { line, pkg } of data.items) {
    if (!pkg) continue; // the package was deleted since the sale: nothing left to deliver
    if (pkg.inventoryAmount !== null) {
      if (!(await takeStock(tx, pkg.id, line.quantity))) throw conflict(`Out of stock: "${pkg.name}" has fewer than ${line.quantity} left`);
    }
    if (pkg.hasKeyPool || pkg.emailContent) {
      const made = await claimAndDeliver(tx, {
        storeId: order.storeId,
        orderId: order.id,
        lineId: line.id,
        packageId: pkg.id,
        keys: pkg.hasKeyPool ? line.quantity : 0,
        content: pkg.emailContent || null,
        now,
      });
      if (pkg.hasKeyPool && made.filter((d) => d.type === 'LICENSE_KEY').length < line.quantity) {
        throw conflict(`Out of license keys: "${pkg.name}" has fewer than ${line.quantity} unused keys`);
      }
      deliveries.push(...made);
    }
    commands.push(...lineCommandRows(order, line, pkg.commands, triggersOf(pkg), data.variables));
  }
  await queueCommands(tx, commands);
  const discordActions = await queueApprovalActions(
    tx,
    order,
    data.items.flatMap(({ line, pkg }) => (pkg ? [{ line, actions: pkg.discordActions, triggers: triggersOf(pkg) }] : [])),
  );

  return {
    affiliateCommission: await creditCommission(
      tx,
      order,
      data.items.map((i) => i.line),
    ),
    deliveries,
    discordActions,
  };
}

/**
 * The affiliate's share of each line: the line's part of what was paid (after the coupon) times
 * the package's custom commission for this affiliate, or the affiliate's own percentage.
 */
async function creditCommission(tx: Tx, order: Order, lines: { packageId: number | null; price: Decimal }[]): Promise<Decimal | null> {
  if (order.affiliateId === null) return null;
  const affiliate = await tx.affiliate.findFirst({
    where: { id: order.affiliateId, storeId: order.storeId },
    relationLoadStrategy: 'join',
    include: { packageCommissions: true },
  });
  if (!affiliate) return null;
  const percentFor = new Map(affiliate.packageCommissions.map((o) => [o.packageId, o.percentCommission]));
  const subtotal = lines.reduce((sum, l) => sum.add(l.price), new Decimal(0));
  if (subtotal.isZero()) return null;
  const paidShare = new Decimal(order.price).div(subtotal);
  let total = new Decimal(0);
  for (const l of lines) {
    const percent = (l.packageId !== null ? percentFor.get(l.packageId) : undefined) ?? affiliate.percentCommission;
    total = total.add(new Decimal(l.price).mul(paidShare).mul(percent).div(100));
  }
  total = round2(total);
  if (total.lte(0)) return null;
  await changeBalance(tx, affiliate.id, total);
  await tx.affiliateTransaction.create({
    data: {
      storeId: order.storeId,
      affiliateId: affiliate.id,
      operation: 'COMMISSION',
      amount: total,
      orderId: order.id,
      message: `Commission for order ${order.internalId}`,
    },
  });
  return total;
}

/**
 * Refund or chargeback of an approved order: the commission is taken back (the balance may go
 * below zero: the affiliate owes it), commands not yet run are canceled, and the package's
 * REFUND or CHARGEBACK commands are queued; Discord roles given are taken back and the package's
 * REFUND or CHARGEBACK Discord actions queued.
 */
export async function applyReversal(tx: Tx, order: Order, data: LifecycleData, trigger: 'REFUND' | 'CHARGEBACK', now: Date) {
  if (order.affiliateId !== null && order.affiliateCommission && new Decimal(order.affiliateCommission).gt(0)) {
    await changeBalance(tx, order.affiliateId, new Decimal(order.affiliateCommission).neg());
    await tx.affiliateTransaction.create({
      data: {
        storeId: order.storeId,
        affiliateId: order.affiliateId,
        operation: 'COMMISSION_REVERSAL',
        amount: order.affiliateCommission,
        orderId: order.id,
        message: `Order ${order.internalId} ${trigger === 'REFUND' ? 'refunded' : 'charged back'}`,
      },
    });
  }
  // Blocked ones too: correcting the order later must not queue a purchase that was refunded.
  await tx.command.updateMany({
    where: { orderId: order.id, OR: [{ status: 'PENDING' }, blockedCommand] },
    data: { status: 'CANCELED', reason: trigger === 'REFUND' ? 'order refunded' : 'order charged back', leasedUntil: null, leasedBy: null },
  });
  await queueCommands(
    tx,
    data.items.flatMap(({ line, pkg }) => (pkg ? lineCommandRows(order, line, pkg.commands, [{ trigger, at: now }], data.variables) : [])),
  );
  await queueReversalActions(
    tx,
    order,
    trigger,
    now,
    data.items.map(({ line, pkg }) => ({ line, actions: pkg?.discordActions ?? [] })),
  );
}
