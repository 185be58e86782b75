import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { prepare, type Param, type SqlTx } from '../../db/sql';
import type { PrismaClient, Store } from '../../generated/prisma/client';
import { pick } from '../../lib/i18n';
import { storeColours } from '../../lib/owner-html';
import { decryptSecret, secretKey } from '../../lib/secrets';
import { escapeHtml } from '../../lib/text';
import type { Log } from '../../logger';
import { describeSendError, type MailSender } from '../mail/mail.transport';
import { senderName } from '../mail/order-email.render';

/**
 * The e-mail that carries a sign-in code (issue 32), through the mailer the order e-mails use
 * (nodemailer over SMTP_URL, src/modules/mail/mail.transport.ts). The request writes the code's row
 * (the code sealed) and this job in one transaction; the worker opens it, sends it, and forgets the
 * sealed copy once the SMTP server took it: from then on only its digest is kept. A failed send is
 * tried again a few times while the code is still good (graphile-worker's backoff), never after.
 */

export const SEND_BUYER_CODE_TASK = 'send_buyer_code';

const enqueueStatement = prepare(
  'buyers.enqueueCode',
  (p: Param<{ codeId: number }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(SEND_BUYER_CODE_TASK)}::text,
    json_build_object('codeId', ${p('codeId')}::int),
    max_attempts => 4,
    job_key => 'buyer-code:' || ${p('codeId')}::int
  )`,
);

/** The job that sends code `codeId`, in the transaction that wrote it. */
export async function enqueueBuyerCode(tx: SqlTx, codeId: number): Promise<void> {
  await enqueueStatement.exec(tx, { codeId });
}

interface CodeTexts {
  subject: (store: string) => string;
  intro: (store: string) => string;
  validity: string;
  ignore: string;
}

const TEXTS: Record<string, CodeTexts> = {
  'pt-BR': {
    subject: (store) => `Seu código de acesso à ${store}`,
    intro: (store) => `Use este código para entrar na sua conta da ${store} e ver seus pedidos:`,
    validity: 'Ele vale por 10 minutos e só uma vez.',
    ignore: 'Se não foi você que pediu, ignore este e-mail: ninguém entra sem o código.',
  },
  'en-US': {
    subject: (store) => `Your sign-in code for ${store}`,
    intro: (store) => `Use this code to sign in to ${store} and see your orders:`,
    validity: 'It is good for 10 minutes, once.',
    ignore: 'If you did not ask for it, ignore this e-mail: nobody signs in without the code.',
  },
  'es-ES': {
    subject: (store) => `Tu código de acceso a ${store}`,
    intro: (store) => `Usa este código para entrar en ${store} y ver tus pedidos:`,
    validity: 'Vale durante 10 minutos y una sola vez.',
    ignore: 'Si no lo pediste, ignora este correo: nadie entra sin el código.',
  },
};

/** The code e-mail in the store's locale: every store text escaped in the HTML part. */
function renderCodeEmail(store: Store, code: string): { subject: string; text: string; html: string } {
  const t = pick(TEXTS, store.locale);
  const e = escapeHtml;
  const c = storeColours(store);
  const subject = t.subject(senderName(store));
  const text = `${t.intro(store.name)}\n\n    ${code}\n\n${t.validity}\n\n${t.ignore}\n\n-- \n${store.name}\n`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:16px 24px;background:${c.brand};color:${c.onBrand};font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${e(store.name)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px;line-height:1.5">${e(t.intro(store.name))}</p>
<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:Consolas,Menlo,monospace">${e(code)}</p>
<p style="margin:0 0 8px;line-height:1.5">${e(t.validity)}</p>
<p style="margin:0;line-height:1.5;color:#6b7280">${e(t.ignore)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}

export interface CodeMailDeps {
  db: PrismaClient;
  config: Pick<Config, 'mail' | 'secretKey'>;
  log: Log;
  sender: MailSender | undefined;
}

/**
 * The job: sends code `codeId` unless it is gone, used, expired or already sent. Throws on a failed
 * send, so graphile-worker tries again (while the code is good); the log says why, never the code.
 */
export async function sendBuyerCode(deps: CodeMailDeps, codeId: number): Promise<'sent' | 'skipped'> {
  const row = await deps.db.buyerCode.findUnique({ where: { id: codeId }, include: { store: true } });
  if (!row?.codeEnc || row.sentAt || row.usedAt || row.expiresAt <= new Date()) return 'skipped';
  if (!deps.sender || !deps.config.mail) {
    deps.log({ level: 'warn', msg: 'sign-in code not sent: e-mail is off on this server', codeId, storeId: row.storeId });
    return 'skipped';
  }
  const code = decryptSecret(await secretKey(deps.db, deps.config), row.codeEnc);
  const mail = renderCodeEmail(row.store, code);
  try {
    const { response } = await deps.sender({
      from: { name: senderName(row.store), address: deps.config.mail.from },
      to: row.email,
      ...(row.store.mailReplyTo ? { replyTo: row.store.mailReplyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${randomUUID()}@${deps.config.mail.from.split('@')[1]}>`,
    });
    // Sent: the sealed copy goes; only the digest stays to check the code against.
    await deps.db.buyerCode.update({ where: { id: codeId }, data: { sentAt: new Date(), codeEnc: null } });
    deps.log({ msg: 'sign-in code sent', codeId, storeId: row.storeId, smtp: response.slice(0, 3) });
    return 'sent';
  } catch (e) {
    deps.log({ level: 'warn', msg: 'sign-in code e-mail failed; retrying', codeId, storeId: row.storeId, error: describeSendError(e, deps.config.mail) });
    throw new Error('sign-in code e-mail failed');
  }
}
