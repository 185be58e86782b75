import { sql } from 'kysely';
import { db, prepare, type Param, type SqlTx } from '../../db/sql';
import type { OrderEmail, OrderEmailKind } from '../../generated/prisma/client';

/** The job that sends one order e-mail. */
export const SEND_ORDER_EMAIL_TASK = 'send_order_email';

interface NewEmail {
  storeId: number;
  orderId: number;
  kind: OrderEmailKind;
  toAddress: string;
  subject: string;
  messageId: string;
  runAt: Date;
}

// The e-mail's row (builder), and its first attempt's job: graphile-worker's add_job, outside our schema.
const insertStatement = prepare('mail.insertEmail', (p: Param<NewEmail>) =>
  db
    .with('e', (q) =>
      q
        .insertInto('orderEmails')
        .values({
          storeId: p('storeId'),
          orderId: p('orderId'),
          kind: sql<OrderEmailKind>`${p('kind')}::"OrderEmailKind"`,
          toAddress: p('toAddress'),
          subject: p('subject'),
          messageId: p('messageId'),
          updatedAt: sql<Date>`now()`,
        })
        .returningAll(),
    )
    .selectFrom('e')
    .crossJoinLateral(
      sql<{ job: unknown }>`(SELECT graphile_worker.add_job(
        ${sql.lit(SEND_ORDER_EMAIL_TASK)}::text,
        json_build_object('emailId', e.id),
        run_at => ${p('runAt')}::timestamptz,
        max_attempts => 10,
        job_key => 'order-email:' || e.id || ':0'
      ) AS job)`.as('j'),
    )
    .selectAll('e'),
);

/** Writes an order e-mail and the job of its first attempt, in one statement: the row as written. */
export async function insertOrderEmail(tx: SqlTx, email: NewEmail): Promise<OrderEmail> {
  return (await insertStatement.run(tx, email))[0] as OrderEmail;
}

const enqueueStatement = prepare(
  'mail.enqueue',
  (p: Param<{ emailId: number; runAt: Date; jobKey: string }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(SEND_ORDER_EMAIL_TASK)}::text,
    json_build_object('emailId', ${p('emailId')}::int),
    run_at => ${p('runAt')}::timestamptz,
    max_attempts => 10,
    job_key => ${p('jobKey')}::text
  )`,
);

/** The job of one attempt of an e-mail. */
export async function insertEmailJob(tx: SqlTx, emailId: number, attemptNo: number, runAt: Date): Promise<void> {
  await enqueueStatement.exec(tx, { emailId, runAt, jobKey: `order-email:${emailId}:${attemptNo}` });
}
