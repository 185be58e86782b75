import { randomUUID } from 'node:crypto';
import type { MailConfig } from '../../config';
import type { Tx } from '../../db/client';
import type { SqlTx } from '../../db/sql';
import type { Order, OrderEmail, OrderEmailKind, Store } from '../../generated/prisma/client';
import type { TransitionSubscription } from '../orders/order.subscriptions';
import { insertEmailJob, insertOrderEmail, SEND_ORDER_EMAIL_TASK } from './order-email.queries';
import { orderEmailSubject } from './order-email.render';

export { SEND_ORDER_EMAIL_TASK };

/**
 * What a status change needs to tell the buyer: the store (its name and locale make the subject) and
 * this server's e-mail settings; without them (SMTP_URL and MAIL_FROM unset) nothing is queued.
 */
export interface BuyerNotice {
  store: Store;
  mail: MailConfig | undefined;
}

/** The e-mail each status change sends the buyer. */
export const STATUS_EMAIL: Partial<Record<Order['status'], OrderEmailKind>> = {
  APPROVED: 'APPROVED',
  REFUNDED: 'REFUNDED',
  CHARGEDBACK: 'CHARGEDBACK',
};

/** A Message-ID in the sender's domain, fixed for the e-mail's every attempt. */
const newMessageId = (mail: MailConfig) => `<${randomUUID()}@${mail.from.split('@')[1]}>`;

/**
 * Writes the e-mail and the job that sends it, inside the caller's transaction: the e-mail exists,
 * and will be sent, if and only if the change it tells of commits. Null when e-mail is off. One
 * statement: the row, and its first attempt's job as enqueueOrderEmail adds it.
 */
async function queueOrderEmail(tx: Tx, notice: BuyerNotice, order: Order, kind: OrderEmailKind): Promise<OrderEmail | null> {
  if (!notice.mail) return null;
  return insertOrderEmail(tx, {
    storeId: order.storeId,
    orderId: order.id,
    kind,
    toAddress: order.clientEmail,
    subject: orderEmailSubject(notice.store, order, kind),
    messageId: newMessageId(notice.mail),
    runAt: new Date(),
  });
}

/**
 * The job of one attempt. Its key names the e-mail and the attempt: adding it again before it runs
 * moves it (graphile-worker replaces a job with the same key), so "resend" brings a waiting retry forward.
 */
export async function enqueueOrderEmail(tx: SqlTx, emailId: number, attemptNo: number, runAt: Date): Promise<void> {
  await insertEmailJob(tx, emailId, attemptNo, runAt);
}

/**
 * "Resend e-mail" once its caller checked the order may have one (its status has an e-mail, and e-mail
 * is on): a new e-mail of the order's current status, unless one of that kind is still on its way;
 * then a retry waiting for its time is brought forward, and nothing goes out twice. In the caller's
 * transaction, with the order's row locked. The owner's resend (order-email.service.ts) and the
 * buyer's "resend my keys" (src/modules/buyers) both come here.
 */
export async function resendStatusEmail(tx: Tx, notice: BuyerNotice & { mail: MailConfig }, order: Order, kind: OrderEmailKind): Promise<void> {
  const now = new Date();
  const onItsWay = await tx.orderEmail.findFirst({ where: { orderId: order.id, kind, status: 'PENDING' }, orderBy: { id: 'desc' } });
  if (!onItsWay) await queueOrderEmail(tx, notice, order, kind);
  else if (onItsWay.nextAttemptAt && onItsWay.nextAttemptAt > now) {
    // Its retry's job has the same key: adding it again moves it to now.
    await tx.orderEmail.update({ where: { id: onItsWay.id }, data: { nextAttemptAt: now } });
    await enqueueOrderEmail(tx, onItsWay.id, onItsWay.attempts, now);
  }
}

/**
 * The module's subscription to an order's status changes (run in the change's transaction, after its
 * status is written; src/modules/orders/order.subscriptions.ts): the buyer's e-mail of the change.
 */
export const emailSubscriptions: TransitionSubscription[] = [
  {
    on: 'transition',
    to: ['APPROVED', 'REFUNDED', 'CHARGEDBACK'],
    stage: 'after',
    async handler({ tx, order, to, scope }) {
      const email = await queueOrderEmail(tx, { store: scope.store, mail: scope.config.mail }, order, STATUS_EMAIL[to]!);
      return email ? { known: { emails: [email] } } : undefined;
    },
  },
];
