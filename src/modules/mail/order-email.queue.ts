import { randomUUID } from 'node:crypto';
import type { MailConfig } from '../../config';
import type { Tx } from '../../db/client';
import type { Order, OrderEmail, OrderEmailKind, Store } from '../../generated/prisma/client';
import { orderEmailSubject } from './order-email.render';

/** The job that sends one order e-mail. */
export const SEND_ORDER_EMAIL_TASK = 'send_order_email';

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
export async function queueOrderEmail(tx: Tx, notice: BuyerNotice, order: Order, kind: OrderEmailKind): Promise<OrderEmail | null> {
  if (!notice.mail) return null;
  const rows = await tx.$queryRaw<OrderEmail[]>`
    WITH e AS (
      INSERT INTO order_emails (store_id, order_id, kind, to_address, subject, message_id, updated_at)
      VALUES (${order.storeId}, ${order.id}, ${kind}::"OrderEmailKind", ${order.clientEmail}, ${orderEmailSubject(notice.store, order, kind)}, ${newMessageId(notice.mail)}, now())
      RETURNING *
    )
    SELECT e.id, e.store_id AS "storeId", e.order_id AS "orderId", e.kind::text AS kind, e.to_address AS "toAddress", e.subject,
           e.message_id AS "messageId", e.status::text AS status, e.attempts, e.last_error AS "lastError",
           e.next_attempt_at AS "nextAttemptAt", e.sent_at AS "sentAt", e.created_at AS "createdAt", e.updated_at AS "updatedAt"
    FROM e CROSS JOIN LATERAL (
      SELECT graphile_worker.add_job(
        ${SEND_ORDER_EMAIL_TASK}::text,
        json_build_object('emailId', e.id),
        run_at => ${new Date()}::timestamptz,
        max_attempts => 10,
        job_key => 'order-email:' || e.id || ':0'
      ) AS job
    ) j`;
  return rows[0];
}

/**
 * The job of one attempt. Its key names the e-mail and the attempt: adding it again before it runs
 * moves it (graphile-worker replaces a job with the same key), so "resend" brings a waiting retry forward.
 */
export async function enqueueOrderEmail(db: Pick<Tx, '$executeRaw'>, emailId: number, attemptNo: number, runAt: Date): Promise<void> {
  await db.$executeRaw`SELECT graphile_worker.add_job(
    ${SEND_ORDER_EMAIL_TASK}::text,
    json_build_object('emailId', ${emailId}::int),
    run_at => ${runAt}::timestamptz,
    max_attempts => 10,
    job_key => ${`order-email:${emailId}:${attemptNo}`}::text
  )`;
}
