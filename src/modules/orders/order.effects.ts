import type { Tx } from '../../db/client';
import { camel } from '../../db/sql';
import {
  Prisma,
  type CommandTrigger,
  type Delivery,
  type Order,
  type OrderPackage,
  type OrderStatus,
  type OrderVariable,
  type Package,
  type PackageCommand,
  type PackageDiscordAction,
} from '../../generated/prisma/client';
import { conflict } from '../../errors';
import { addDays } from './order.commands';
import { claimAndDeliver, lifecycleRows, takeStock } from './order.queries';

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

const Decimal = Prisma.Decimal;
/** A row read as JSON (`to_jsonb`), under its field names, with its Decimal and date fields revived as Prisma reads them. */
function revive<T>(row: Record<string, unknown>, decimals: readonly string[], dates: readonly string[]): T {
  const out: Record<string, unknown> = {};
  for (const k in row) out[camel(k)] = row[k];
  for (const f of decimals) if (out[f] !== null && out[f] !== undefined) out[f] = new Decimal(out[f] as string);
  for (const f of dates) if (out[f] !== null && out[f] !== undefined) out[f] = new Date(out[f] as string);
  return out as T;
}
/** Package fields that are not JSON's own types (test/orders/lifecycle-read.test.ts compares the result with Prisma's read). */
const PACKAGE_DECIMALS = ['price', 'compareAtPrice', 'giftCardValue'] as const;
const STAMPS = ['createdAt', 'updatedAt'] as const;

/**
 * Two prepared statements (lines with their packages as JSON; variables), not Prisma's nested
 * include: approval's own read, where Prisma's query compiler and result parsing were a large part of
 * the API's CPU per approval (docs/PERFORMANCE.md, round three).
 */
export async function loadLifecycle(tx: Tx, order: Order): Promise<LifecycleData> {
  const [rows, variables] = await lifecycleRows(tx, order.id);
  const lines: OrderPackage[] = [];
  const items: LifecycleData['items'] = [];
  for (const { pkg: full, pkgCommands, pkgDiscordActions, pkgHasKeyPool, ...line } of rows) {
    lines.push(line as OrderPackage);
    // Lines are written with their store's packages only; the check keeps that true by construction here too.
    const pkg =
      full && full.store_id === order.storeId
        ? {
            ...revive<Package>(full, PACKAGE_DECIMALS, STAMPS),
            commands: pkgCommands.map((c) => revive<PackageCommand>(c, [], STAMPS)),
            discordActions: pkgDiscordActions.map((d) => revive<PackageDiscordAction>(d, [], STAMPS)),
            hasKeyPool: pkgHasKeyPool,
          }
        : undefined;
    items.push({ line: line as OrderPackage, pkg });
  }
  // Effects run line by line in package order, as they always have (stock and keys are taken in that order).
  items.sort((a, b) => (a.line.packageId ?? 0) - (b.line.packageId ?? 0) || a.line.id - b.line.id);
  return { lines, variables: variables as OrderVariable[], items };
}

/**
 * When a line's package acts at approval: PURCHASE now and, when the package expires, EXPIRE
 * `expiry_days` later (its commands and Discord actions are queued with the purchase, due then). An
 * order of a subscription (its first payment or a renewal) queues no EXPIRE: the package expires when
 * the subscription does, once (src/modules/subscriptions), not at the end of each paid period.
 */
export function approvalTriggers(pkg: Pick<Package, 'expiryDays'>, now: Date, order: Pick<Order, 'subscriptionId'>): { trigger: CommandTrigger; at: Date }[] {
  const triggers: { trigger: CommandTrigger; at: Date }[] = [{ trigger: 'PURCHASE', at: now }];
  if (pkg.expiryDays && order.subscriptionId === null) triggers.push({ trigger: 'EXPIRE', at: addDays(now, pkg.expiryDays) });
  return triggers;
}

/**
 * Approval's own part, inside the caller's transaction (which holds the order's row lock), line by
 * line in package order: stock taken (a conditional UPDATE, never below zero) and license keys and
 * content delivered (keys locked with SKIP LOCKED: never the same key twice). Any shortage aborts the
 * whole approval with a 409. What other modules do at approval (commands, Discord actions, the
 * commission, the e-mail) are their subscriptions (order.subscriptions.ts). Returns the deliveries made.
 */
export async function deliverLines(tx: Tx, order: Order, data: LifecycleData, now: Date): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
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
  }
  return deliveries;
}

/** The trigger of what a refund or a chargeback runs (the packages' REFUND or CHARGEBACK commands and Discord actions). */
export const reversalTrigger = (to: OrderStatus): 'REFUND' | 'CHARGEBACK' => (to === 'REFUNDED' ? 'REFUND' : 'CHARGEBACK');
