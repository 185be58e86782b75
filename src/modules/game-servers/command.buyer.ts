// Apart from the presenters, which use the queue's types: the queue guard needs it too, and importing it from there made a cycle.
import type { ServiceContext } from '../../context';
import type { Command } from '../../generated/prisma/client';
import type { QueueBuyer } from './game-server.queries';

/**
 * The buyer's order as a command item shows it, or null for a command without an order. A command
 * read with its buyer (the poll's lease, the queue reads: src/modules/game-servers/game-server.queries.ts)
 * carries it; any other comes through the request's loaders, batched.
 */
export async function commandOrder(ctx: ServiceContext, c: Pick<Command, 'orderId'> & { buyer?: QueueBuyer | null }): Promise<QueueBuyer | null> {
  if (c.buyer !== undefined) return c.buyer;
  if (c.orderId === null) return null;
  const [order, variables] = await Promise.all([ctx.loaders.orderById.load(c.orderId), ctx.loaders.orderVariablesByOrder.load(c.orderId)]);
  if (!order) return null;
  return { order, variables: variables.map((v) => ({ name: v.name, value: v.value })) };
}
