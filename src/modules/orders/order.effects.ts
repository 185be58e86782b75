import type { Tx } from '../../db/client';
import { Prisma, type CommandTrigger, type Order } from '../../generated/prisma/client';
import { conflict } from '../../errors';
import { changeBalance } from '../affiliates/affiliate.balance';
import { queueApprovalActions, queueReversalActions, scheduleDiscordRuns } from '../discord/discord.actions';
import { addDays, blockedCommand, queueLineCommands } from './order.commands';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;

const round2 = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

async function linesWithPackages(tx: Tx, order: Order) {
  const lines = await tx.orderPackage.findMany({ where: { orderId: order.id }, orderBy: [{ packageId: 'asc' }, { id: 'asc' }] });
  const ids = [...new Set(lines.map((l) => l.packageId).filter((v): v is number => v !== null))];
  const packages = await tx.package.findMany({ where: { id: { in: ids }, storeId: order.storeId }, include: { commands: true, discordActions: { orderBy: [{ position: 'asc' }, { id: 'asc' }] } } });
  const byId = new Map(packages.map((p) => [p.id, p]));
  return lines.map((line) => ({ line, pkg: line.packageId !== null ? byId.get(line.packageId) : undefined }));
}

const orderVariables = (tx: Tx, orderId: number) =>
  tx.orderVariable.findMany({ where: { orderId }, select: { name: true, value: true } });

/**
 * Approval, inside the caller's transaction (which holds the order's row lock): stock taken,
 * license keys delivered (never the same key twice: rows locked with SKIP LOCKED), commands and
 * Discord actions queued, affiliate commission credited. Any shortage aborts the whole approval with a 409.
 */
export async function applyApproval(tx: Tx, order: Order, now: Date): Promise<{ affiliateCommission: Decimal | null }> {
  const items = await linesWithPackages(tx, order);
  const variables = await orderVariables(tx, order.id);
  const discordDue: Date[] = [];

  for (const { line, pkg } of items) {
    if (!pkg) continue; // the package was deleted since the sale: nothing left to deliver
    if (pkg.inventoryAmount !== null) {
      const taken = await tx.$executeRaw`
        UPDATE packages SET inventory_amount = inventory_amount - ${line.quantity}, updated_at = now()
        WHERE id = ${pkg.id} AND inventory_amount >= ${line.quantity}`;
      if (taken !== 1) throw conflict(`Out of stock: "${pkg.name}" has fewer than ${line.quantity} left`);
    }

    const hasKeyPool = (await tx.licenseKey.count({ where: { packageId: pkg.id } })) > 0;
    if (hasKeyPool) {
      const keys = await tx.$queryRaw<{ id: number; value: string }[]>`
        UPDATE license_keys SET used = true, used_at = ${now}, order_package_id = ${line.id}, updated_at = now()
        WHERE id IN (
          SELECT id FROM license_keys WHERE package_id = ${pkg.id} AND used = false
          ORDER BY id LIMIT ${line.quantity} FOR UPDATE SKIP LOCKED
        )
        RETURNING id, value`;
      if (keys.length < line.quantity) throw conflict(`Out of license keys: "${pkg.name}" has fewer than ${line.quantity} unused keys`);
      await tx.delivery.createMany({
        data: keys.map((k) => ({
          storeId: order.storeId,
          orderId: order.id,
          orderPackageId: line.id,
          licenseKeyId: k.id,
          type: 'LICENSE_KEY' as const,
          value: k.value,
        })),
      });
    }
    if (pkg.emailContent) {
      await tx.delivery.create({
        data: { storeId: order.storeId, orderId: order.id, orderPackageId: line.id, type: 'CONTENT', value: pkg.emailContent, render: true },
      });
    }
    const triggers: { trigger: CommandTrigger; at: Date }[] = [{ trigger: 'PURCHASE', at: now }];
    if (pkg.expiryDays) triggers.push({ trigger: 'EXPIRE', at: addDays(now, pkg.expiryDays) });
    await queueLineCommands(tx, order, line, pkg.commands, triggers, variables);
    discordDue.push(...(await queueApprovalActions(tx, order, line, pkg.discordActions, triggers)));
  }
  await scheduleDiscordRuns(tx, order.id, discordDue);

  return { affiliateCommission: await creditCommission(tx, order, items.map((i) => i.line)) };
}

/**
 * The affiliate's share of each line: the line's part of what was paid (after the coupon) times
 * the package's custom commission for this affiliate, or the affiliate's own percentage.
 */
async function creditCommission(tx: Tx, order: Order, lines: { packageId: number | null; price: Decimal }[]): Promise<Decimal | null> {
  if (order.affiliateId === null) return null;
  const affiliate = await tx.affiliate.findFirst({ where: { id: order.affiliateId, storeId: order.storeId } });
  if (!affiliate) return null;
  const overrides = await tx.affiliatePackageCommission.findMany({ where: { affiliateId: affiliate.id } });
  const percentFor = new Map(overrides.map((o) => [o.packageId, o.percentCommission]));
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
export async function applyReversal(tx: Tx, order: Order, trigger: 'REFUND' | 'CHARGEBACK', now: Date) {
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
  const items = await linesWithPackages(tx, order);
  const variables = await orderVariables(tx, order.id);
  for (const { line, pkg } of items) {
    if (pkg) await queueLineCommands(tx, order, line, pkg.commands, [{ trigger, at: now }], variables);
  }
  await queueReversalActions(tx, order, trigger, now, items.map(({ line, pkg }) => ({ line, actions: pkg?.discordActions ?? [] })));
}
