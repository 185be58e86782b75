import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { prepare, type Param, type SqlTx } from '../../db/sql';
import type { GiftCard, PrismaClient, Store } from '../../generated/prisma/client';
import { pick } from '../../lib/i18n';
import { storeColours } from '../../lib/owner-html';
import { moneyDisplay } from '../../lib/present';
import { decryptSecret, secretKey } from '../../lib/secrets';
import { escapeHtml } from '../../lib/text';
import type { Log } from '../../logger';
import { describeSendError, type MailSender } from '../mail/mail.transport';
import { senderName } from '../mail/order-email.render';

/**
 * The e-mail that carries gift card codes (issue 33) to the card's recipient: the buyer of a gift card
 * package, or whoever the owner issued a card to. The code is never stored, so the job that sends it
 * carries it, sealed with the server's secret key (src/lib/secrets.ts), written in the transaction that
 * made the cards; once the SMTP server took the message the job is done and gone, and with it the
 * only copy. A failed send is tried again (graphile-worker's backoff); the log names cards, never codes.
 */

export const SEND_GIFT_CARDS_TASK = 'send_gift_cards';

interface Payload {
  storeId: number;
  /** The order that bought the cards; null: the owner issued one. */
  orderId: number | null;
  /** Each card and its code, sealed (encryptSecret). */
  cards: { id: number; code: string }[];
}

const enqueueStatement = prepare(
  'giftCards.enqueueMail',
  (p: Param<{ payload: string; jobKey: string }>) =>
    sql<{ job: unknown }>`SELECT graphile_worker.add_job(
    ${sql.lit(SEND_GIFT_CARDS_TASK)}::text,
    ${p('payload')}::json,
    max_attempts => 10,
    job_key => ${p('jobKey')}::text
  )`,
);

/** The job that e-mails these cards' codes, in the transaction that made them. */
export async function enqueueGiftCardMail(tx: SqlTx, payload: Payload): Promise<void> {
  const jobKey = payload.orderId !== null ? `gift-cards:order:${payload.orderId}` : `gift-cards:card:${payload.cards[0].id}`;
  await enqueueStatement.exec(tx, { payload: JSON.stringify(payload), jobKey });
}

interface Texts {
  subject: (store: string) => string;
  intro: (store: string, count: number) => string;
  order: (ref: string) => string;
  value: string;
  expires: string;
  howTo: string;
  keep: string;
}

const TEXTS: Record<string, Texts> = {
  'pt-BR': {
    subject: (store) => `Seu vale-presente da ${store}`,
    intro: (store, n) => (n === 1 ? `Aqui está o seu vale-presente da ${store}:` : `Aqui estão os seus ${n} vales-presente da ${store}:`),
    order: (ref) => `Pedido ${ref}.`,
    value: 'Valor',
    expires: 'Válido até',
    howTo: 'Informe o código no campo de vale-presente ao finalizar uma compra na loja: o valor é descontado do total, e o que sobrar fica no vale.',
    keep: 'Guarde este e-mail: o código não é mostrado de novo, e quem o tiver pode usá-lo.',
  },
  'en-US': {
    subject: (store) => `Your gift card from ${store}`,
    intro: (store, n) => (n === 1 ? `Here is your gift card from ${store}:` : `Here are your ${n} gift cards from ${store}:`),
    order: (ref) => `Order ${ref}.`,
    value: 'Value',
    expires: 'Valid until',
    howTo: 'Enter the code in the gift card field at checkout: it pays what it can of the total, and what is left stays on the card.',
    keep: 'Keep this e-mail: the code is not shown again, and whoever has it can spend it.',
  },
  'es-ES': {
    subject: (store) => `Tu tarjeta regalo de ${store}`,
    intro: (store, n) => (n === 1 ? `Aquí está tu tarjeta regalo de ${store}:` : `Aquí están tus ${n} tarjetas regalo de ${store}:`),
    order: (ref) => `Pedido ${ref}.`,
    value: 'Valor',
    expires: 'Válida hasta',
    howTo: 'Introduce el código en el campo de tarjeta regalo al pagar: paga lo que puede del total, y lo que sobra queda en la tarjeta.',
    keep: 'Guarda este correo: el código no se vuelve a mostrar, y quien lo tenga puede usarlo.',
  },
};

function formatDate(store: Store, date: Date): string {
  try {
    return new Intl.DateTimeFormat(store.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: store.timezone }).format(date);
  } catch {
    return date.toISOString();
  }
}

interface CodeLine {
  card: GiftCard;
  code: string;
}

/** The e-mail in the store's locale: every store text escaped in the HTML part. */
function renderGiftCardEmail(store: Store, lines: CodeLine[], orderRef: string | null): { subject: string; text: string; html: string } {
  const t = pick(TEXTS, store.locale);
  const e = escapeHtml;
  const c = storeColours(store);
  const value = (card: GiftCard) => moneyDisplay({ locale: store.locale, currency: card.currency }, card.initialValue);
  const until = (card: GiftCard) => (card.expiresAt ? formatDate(store, card.expiresAt) : null);
  const subject = t.subject(senderName(store));
  const intro = t.intro(store.name, lines.length);
  const textLines = lines.map(({ card, code }) => {
    const exp = until(card);
    return `    ${code}\n    ${t.value}: ${value(card)}${exp ? `\n    ${t.expires}: ${exp}` : ''}`;
  });
  const text = `${intro}\n\n${textLines.join('\n\n')}\n\n${orderRef ? `${t.order(orderRef)}\n\n` : ''}${t.howTo}\n\n${t.keep}\n\n-- \n${store.name}\n`;
  const htmlLines = lines
    .map(({ card, code }) => {
      const exp = until(card);
      return `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb">
<p style="margin:0 0 4px;font-size:24px;letter-spacing:2px;font-weight:bold;font-family:Consolas,Menlo,monospace">${e(code)}</p>
<p style="margin:0;line-height:1.5">${e(t.value)}: ${e(value(card))}${exp ? `<br>${e(t.expires)}: ${e(exp)}` : ''}</p>
</td></tr>`;
    })
    .join('\n');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:16px 24px;background:${c.brand};color:${c.onBrand};font-size:18px;font-weight:bold;border-radius:8px 8px 0 0">${e(store.name)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 16px;line-height:1.5">${e(intro)}</p>
<table role="presentation" width="100%">${htmlLines}</table>
${orderRef ? `<p style="margin:16px 0 0;line-height:1.5">${e(t.order(orderRef))}</p>` : ''}
<p style="margin:16px 0 8px;line-height:1.5">${e(t.howTo)}</p>
<p style="margin:0;line-height:1.5;color:#6b7280">${e(t.keep)}</p>
</td></tr></table></body></html>`;
  return { subject, text, html };
}

export interface GiftCardMailDeps {
  db: PrismaClient;
  config: Pick<Config, 'mail' | 'secretKey'>;
  log: Log;
  sender: MailSender | undefined;
}

/**
 * The job: e-mails the cards' codes to their recipient. Cards gone, disabled (the order was refunded
 * meanwhile) or without a recipient are left out; nothing left: nothing sent. Throws on a failed send,
 * so graphile-worker tries again; the log says why, never a code.
 */
export async function sendGiftCards(deps: GiftCardMailDeps, payload: Payload): Promise<'sent' | 'skipped'> {
  const ids = payload.cards.map((c) => c.id);
  const cards = await deps.db.giftCard.findMany({ where: { id: { in: ids }, storeId: payload.storeId, enabled: true, recipientEmail: { not: null } } });
  const log = { storeId: payload.storeId, orderId: payload.orderId, giftCardIds: ids };
  if (!cards.length) return 'skipped';
  if (!deps.sender || !deps.config.mail) {
    deps.log({ level: 'warn', msg: 'gift card codes not sent: e-mail is off on this server', ...log });
    return 'skipped';
  }
  const [store, order] = await Promise.all([
    deps.db.store.findUniqueOrThrow({ where: { id: payload.storeId } }),
    payload.orderId !== null ? deps.db.order.findUnique({ where: { id: payload.orderId }, select: { internalId: true } }) : null,
  ]);
  const key = await secretKey(deps.db, deps.config);
  const byId = new Map(cards.map((c) => [c.id, c]));
  const lines = payload.cards.filter((c) => byId.has(c.id)).map((c) => ({ card: byId.get(c.id)!, code: decryptSecret(key, c.code) }));
  // One e-mail per recipient (the cards of one order share theirs).
  const recipients = [...new Set(lines.map((l) => l.card.recipientEmail!))];
  try {
    for (const to of recipients) {
      const mail = renderGiftCardEmail(
        store,
        lines.filter((l) => l.card.recipientEmail === to),
        order?.internalId ?? null,
      );
      const { response } = await deps.sender({
        from: { name: senderName(store), address: deps.config.mail.from },
        to,
        ...(store.mailReplyTo ? { replyTo: store.mailReplyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${randomUUID()}@${deps.config.mail.from.split('@')[1]}>`,
      });
      deps.log({ msg: 'gift card codes sent', ...log, smtp: response.slice(0, 3) });
    }
    return 'sent';
  } catch (e) {
    deps.log({ level: 'warn', msg: 'gift card e-mail failed; retrying', ...log, error: describeSendError(e, deps.config.mail) });
    throw new Error('gift card e-mail failed');
  }
}
