import type { CommandStatus, PrismaClient } from '../../generated/prisma/client';
import type { OrderPageData } from './order-page.render';

/**
 * What the hosted order page shows of one order, read when the page is asked for (so a delivery the owner
 * corrected shows corrected): the order and its store, its lines and variables (the placeholders of a
 * package's content), and once it is APPROVED its deliveries, the packages' e-mail titles and where its
 * purchase commands stand. Another store's order, or none: null (the caller answers the neutral page).
 */
export async function readOrderPage(db: PrismaClient, storeId: number, internalId: string): Promise<OrderPageData | null> {
  const found = await db.order.findUnique({
    where: { storeId_internalId: { storeId, internalId } },
    include: {
      store: true,
      lines: { orderBy: { id: 'asc' } },
      variables: { orderBy: { id: 'asc' }, select: { name: true, value: true } },
    },
  });
  if (!found) return null;
  const { store, lines, variables, ...order } = found;
  if (order.status !== 'APPROVED') return { store, order, lines, variables, deliveries: [], emailTitles: new Map(), commands: [] };
  const packageIds = [...new Set(lines.map((l) => l.packageId).filter((id): id is number => id !== null))];
  const [deliveries, packages, commands] = await Promise.all([
    db.delivery.findMany({ where: { orderId: order.id, storeId }, orderBy: { id: 'asc' } }),
    packageIds.length ? db.package.findMany({ where: { id: { in: packageIds }, storeId }, select: { id: true, emailTitle: true } }) : [],
    db.command.findMany({ where: { orderId: order.id, storeId, trigger: 'PURCHASE' }, select: { status: true } }),
  ]);
  return {
    store,
    order,
    lines,
    variables,
    deliveries,
    emailTitles: new Map(packages.map((p) => [p.id, p.emailTitle])),
    commands: commands.map((c): CommandStatus => c.status),
  };
}
