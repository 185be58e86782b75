import type { ServiceContext } from '../../context';
import type { Order } from '../../generated/prisma/client';
import { randomBytes } from 'node:crypto';
import { notFound } from '../../errors';

/**
 * How paths name an order: its id, or its internal_id (the reference the buyer was given;
 * generated upper-case, so it is matched ignoring case). A read other modules' routes make too
 * (`/app/order/{id}/discord/retry`, `/app/order/{id}/email/resend`), kept out of the service.
 */
export type OrderRef = number | string;

export async function getOrder(ctx: ServiceContext, ref: OrderRef): Promise<Order> {
  const order = await ctx.db.order.findFirst({
    where: typeof ref === 'number' ? { id: ref, storeId: ctx.store.id } : { internalId: ref.toUpperCase(), storeId: ctx.store.id },
  });
  if (!order) throw notFound(`Order ${ref} not found`);
  return order;
}

/**
 * The id of the order a path names. An id is returned as it is: the service it goes to reads the
 * order within the store anyway (404 when it is another store's), so only an internal_id costs a read.
 */
export async function orderIdOf(ctx: ServiceContext, ref: OrderRef): Promise<number> {
  return typeof ref === 'number' ? ref : (await getOrder(ctx, ref)).id;
}

/** A buyer-facing reference: 12 characters of Crockford base32, no look-alikes. */
export function newInternalId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return [...randomBytes(12)].map((b) => alphabet[b % 32]).join('');
}
