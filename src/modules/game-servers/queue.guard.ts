import type { ServiceContext } from '../../context';
import { brokenRule, hasControl } from '../../lib/console-text';
import { blockedReason, buyerValues, unsafeName } from '../orders/order.commands';
import { commandOrder } from './command.buyer';
import type { LeaseStatement, QueuedCommand } from './game-server.queries';

/**
 * The last check before a command reaches a game server (issue 14). The renderer blocks unsafe
 * buyer text since the rules exist, but commands queued before them, or requeued by a person, may
 * still hold it. A leased command is not handed out when its text has a line break or another
 * control character (whoever wrote it), or holds a buyer value of its order that breaks the rules
 * (an old `@a` identifier, a name with `;`): it becomes FAILED with a `blocked:` reason instead.
 * Owner text such as `say @a welcome` still runs: only the order's own unsafe values are looked for.
 * The order and its variables come with the leased command (the lease statement reads them for the answer).
 */

async function blockedBecause(ctx: ServiceContext, c: QueuedCommand): Promise<string | null> {
  const found = await commandOrder(ctx, c);
  if (found) {
    const unsafe = Object.entries(buyerValues(found.order, found.variables)).flatMap(([name, v]) => {
      const rule = v.value && c.command.includes(v.value) ? brokenRule(v.kind, v.value) : undefined;
      return rule ? [unsafeName(name, rule)] : [];
    });
    if (unsafe.length) return blockedReason.values(unsafe);
  }
  return hasControl(c.command) ? blockedReason.control : null;
}

/** The leased commands that may be served; the others are settled FAILED and their lease ended. */
export async function screenLeased(ctx: ServiceContext, holder: LeaseStatement['holder'], leased: QueuedCommand[]): Promise<QueuedCommand[]> {
  const reasons = await Promise.all(leased.map((c) => blockedBecause(ctx, c)));
  const byReason = new Map<string, number[]>();
  reasons.forEach((reason, i) => {
    if (reason) byReason.set(reason, [...(byReason.get(reason) ?? []), leased[i].id]);
  });
  for (const [reason, ids] of byReason) {
    await ctx.db.command.updateMany({
      where: { id: { in: ids }, status: 'PENDING', leasedBy: holder },
      data: { status: 'FAILED', reason, leasedBy: null, leasedUntil: null },
    });
  }
  return leased.filter((_, i) => !reasons[i]);
}
