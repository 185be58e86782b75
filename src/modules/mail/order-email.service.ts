import type { ServiceContext } from '../../context';
import type { OrderEmail } from '../../generated/prisma/client';
import { conflict } from '../../errors';
import { lockOrder } from '../orders/order.transitions';
import { resendStatusEmail, STATUS_EMAIL } from './order-email.queue';

/**
 * "Resend e-mail" (POST /v1/app/order/{id}/email/resend, GraphQL resendOrderEmails): the e-mail of
 * the order's current status again, to its buyer: the approval e-mail for an APPROVED order (with
 * its deliveries as they are now, corrections included), the notice for a REFUNDED or CHARGEDBACK
 * one. A new e-mail is queued, unless one of that kind is still on its way: then a retry waiting for
 * its time is brought forward, and nothing goes out twice. Returns the order's e-mails, oldest first.
 * CONFLICT for another status, and when this server sends no e-mail (SMTP_URL unset).
 */
export async function resendOrderEmails(ctx: ServiceContext, orderId: number): Promise<OrderEmail[]> {
  const storeId = ctx.store.id;
  return ctx.db.$transaction(async (tx) => {
    const order = await lockOrder(tx, storeId, orderId);
    const kind = STATUS_EMAIL[order.status];
    if (!kind) throw conflict(`Order ${orderId} is ${order.status}: only an approved, refunded or charged-back order has an e-mail to send`);
    if (!ctx.config.mail) throw conflict('E-mail is off on this server (SMTP_URL and MAIL_FROM are not set): there is nothing to send it with');
    await resendStatusEmail(tx, { store: ctx.store, mail: ctx.config.mail }, order, kind);
    return tx.orderEmail.findMany({ where: { orderId, storeId }, orderBy: { id: 'asc' } });
  });
}
