import type { Config } from '../../config';
import type { OrderEmail, PrismaClient } from '../../generated/prisma/client';
import type { Log } from '../../logger';
import { orderEmailAttempts } from '../../metrics';
import { nextDelaySeconds } from '../webhooks/webhook.delivery';
import { describeSendError, type MailSender } from './mail.transport';
import { enqueueOrderEmail } from './order-email.queue';
import { renderOrderEmail, senderName, type OrderEmailData } from './order-email.render';
import { cancelLink } from '../subscriptions/subscription.token';
import { orderPageUrl } from '../order-page/order-page.token';

export interface MailDeps {
  db: PrismaClient;
  config: Config;
  log: Log;
  /** The SMTP sender (src/modules/mail/mail.transport.ts); undefined when e-mail is off in this process. */
  sender: MailSender | undefined;
  now?: () => Date;
}

export type EmailOutcome = 'sent' | 'retrying' | 'failed' | 'skipped';

/** Everything the e-mail shows, read when it is sent: a delivery corrected since approval goes out corrected. */
async function emailData(db: PrismaClient, email: OrderEmail): Promise<OrderEmailData> {
  const order = await db.order.findUniqueOrThrow({ where: { id: email.orderId }, include: { store: true } });
  const { store, ...row } = order;
  const [lines, variables, deliveries] = await Promise.all([
    db.orderPackage.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }),
    db.orderVariable.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' }, select: { name: true, value: true } }),
    email.kind === 'APPROVED' ? db.delivery.findMany({ where: { orderId: order.id }, orderBy: { id: 'asc' } }) : [],
  ]);
  const packageIds = [...new Set(lines.map((l) => l.packageId).filter((id): id is number => id !== null))];
  const packages = packageIds.length
    ? await db.package.findMany({ where: { id: { in: packageIds }, storeId: order.storeId }, select: { id: true, emailTitle: true } })
    : [];
  return {
    kind: email.kind,
    subject: email.subject,
    store,
    order: row,
    lines,
    variables,
    deliveries,
    emailTitles: new Map(packages.map((p) => [p.id, p.emailTitle])),
  };
}

/**
 * One attempt of a pending e-mail, then its next state: SENT; retried later on any failure (an SMTP
 * 4xx or 5xx answer, a connection refused or timed out), with the MAIL_RETRY_SCHEDULE's backoff; or
 * FAILED after the last retry. Every attempt is counted on the row with what it got.
 *
 * At least once, never zero times: the attempt is recorded after the server's 250. A worker that dies
 * between the two (SIGKILL, a lost database) leaves the e-mail PENDING and its job locked; once the
 * job is released (src/worker/worker.ts) the e-mail is sent again, with the same Message-ID.
 */
export async function processOrderEmail(deps: MailDeps, emailId: number): Promise<EmailOutcome> {
  const { db, log } = deps;
  const email = await db.orderEmail.findUnique({ where: { id: emailId } });
  if (email?.status !== 'PENDING') return 'skipped';

  let error: string | null = null;
  try {
    if (!deps.sender || !deps.config.mail) throw new Error('e-mail is off in this worker: SMTP_URL and MAIL_FROM are not set');
    const data = await emailData(db, email);
    if (data.kind === 'APPROVED' && data.order.subscriptionId !== null) {
      data.cancelUrl = await cancelLink(db, deps.config, data.order.storeId, data.order.subscriptionId);
    }
    data.orderUrl = await orderPageUrl(db, deps.config, data.order);
    const rendered = renderOrderEmail(data);
    await deps.sender({
      from: { name: senderName(data.store), address: deps.config.mail.from },
      to: email.toAddress,
      replyTo: data.store.mailReplyTo ?? undefined,
      subject: email.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: email.messageId,
    });
  } catch (e) {
    error = describeSendError(e, deps.config.mail);
  }

  const attempts = email.attempts + 1;
  const now = deps.now?.() ?? new Date();
  const where = { id: emailId, status: 'PENDING' as const };
  const about = { emailId, orderId: email.orderId, storeId: email.storeId, kind: email.kind, attempts };
  if (error === null) {
    await db.orderEmail.updateMany({ where, data: { status: 'SENT', attempts, sentAt: now, lastError: null, nextAttemptAt: null } });
    orderEmailAttempts.inc({ outcome: 'sent' });
    log({ msg: 'order e-mail sent', ...about });
    return 'sent';
  }
  const delay = nextDelaySeconds(deps.config.mailRetrySchedule, attempts, undefined);
  if (delay === null) {
    await db.orderEmail.updateMany({ where, data: { status: 'FAILED', attempts, lastError: error, nextAttemptAt: null } });
    orderEmailAttempts.inc({ outcome: 'gave_up' });
    log({ level: 'warn', msg: 'order e-mail failed for good', ...about, error });
    return 'failed';
  }
  const runAt = new Date(now.getTime() + delay * 1000);
  await db.$transaction(async (tx) => {
    await tx.orderEmail.updateMany({ where, data: { attempts, lastError: error, nextAttemptAt: runAt } });
    await enqueueOrderEmail(tx, emailId, attempts, runAt);
  });
  orderEmailAttempts.inc({ outcome: 'failure' });
  log({ level: 'warn', msg: 'order e-mail attempt failed; retrying', ...about, error, retryAt: runAt.toISOString() });
  return 'retrying';
}
