import { silentLog } from '../../src/logger';
import { smtpSender } from '../../src/modules/mail/mail.transport';
import { processOrderEmail } from '../../src/modules/mail/order-email.delivery';
import { freePort, until } from '../helpers/processes';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, checkout, approve as approveOrder } from '../helpers/fixtures';
import { startSmtp, type ReceivedMail, type SmtpServer } from '../helpers/smtp';
import { OrderUpdateDocument } from '../graphql/__generated__/operations';

/**
 * E-mail to buyers, end to end (issue 17): an approval (REST or GraphQL) writes the e-mail in its
 * transaction, the job worker sends it over SMTP to a real server in this process (smtp-server), and
 * mailparser reads what arrived. Exactly one e-mail per approval with every key and the package's own
 * e-mail filled in; buyer and owner text escaped; a 451 retried until the 250; refused for good after
 * the last retry; refund and chargeback notices; nothing at all when e-mail is off.
 */

const MAIL_FROM = 'orders@mailer.example.com';
let smtp: SmtpServer;
let t: TestApp;
let worker: JobWorker;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM }, mailRetrySchedule: [1, 1] } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});
beforeEach(() => {
  smtp.script([]);
});

type Json = Record<string, any>;

interface PackageSpec {
  name: string;
  price: number;
  type?: 'SINGLE' | 'MULTIPLE';
  keys?: string[];
  email?: { title: string; content: string };
  quantity?: number;
}

/** A store with `settings`, its packages, and a buyer's order of them (PENDING). */
async function shopWithOrder(opts: { store?: Json; settings?: Json; packages: PackageSpec[]; buyer?: { name: string; email: string } }) {
  const { store, key, categoryId } = await aStore(t, { ...opts.store, category: { name: 'Tudo' } });
  const admin = bearer(key);
  if (opts.settings) await t.http().patch('/v1/app/store').set(admin).send(opts.settings).expect(200);
  const items = [];
  for (const p of opts.packages) {
    const pkg = await aPackage(t, { key, categoryId }, { name: p.name, price: p.price, type: p.type ?? 'MULTIPLE', license_keys: p.keys, email: p.email });
    items.push({ id: pkg.id, quantity: p.quantity ?? 1 });
  }
  const buyer = opts.buyer ?? { name: 'Maria', email: `maria.${store.id}@buyers.example.com` };
  const placed = await checkout(t, store, { items, client_identifier: 'Maria_Gamer', client_email: buyer.email, client_name: buyer.name });
  return { store, key, admin, orderId: placed.order_id, internalId: placed.internal_id, buyer };
}

const approve = (s: { admin: Json; orderId: number }) => t.http().patch(`/v1/app/order/${s.orderId}`).set(s.admin).send({ status: 'APPROVED' }).expect(200);
const emailsOf = (orderId: number) => t.db.orderEmail.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const mailTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address));
const html = (m: ReceivedMail) => String(m.parsed.html);

describe('the approval e-mail', () => {
  test('exactly one e-mail, with every key, the package e-mail filled in, the store look, HTML and text', async () => {
    const s = await shopWithOrder({
      store: { name: 'Loja Azul' },
      settings: {
        theme: { primary_color: '#3366FF', logo: 'https://cdn.example.com/azul/logo.png' },
        mail_from_name: 'Equipe Loja Azul',
        mail_reply_to: 'suporte@lojaazul.example.com',
      },
      packages: [
        { name: 'Chave Steam', price: 10, keys: ['STEAM-AAAA-0001', 'STEAM-AAAA-0002', 'STEAM-AAAA-0003'], quantity: 2 },
        {
          name: 'VIP Ouro',
          price: 25,
          type: 'SINGLE',
          keys: ['VIP-GOLD-XYZ'],
          email: {
            title: 'Bem-vinda, {client_name}!',
            content: '<p>Pedido {internal_id} de {client_identifier}.</p><p>Entre no Discord: <a href="https://discord.gg/azul?x=1&amp;y=2">convite</a></p>',
          },
        },
      ],
    });
    await approve(s);
    const [row] = await until('the e-mail to be sent', async () => {
      const rows = await emailsOf(s.orderId);
      return rows.length === 1 && rows[0].status === 'SENT' ? rows : null;
    });
    expect(row).toMatchObject({ kind: 'APPROVED', toAddress: s.buyer.email, status: 'SENT', attempts: 1, lastError: null, storeId: s.store.id });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Nothing more comes: one approval, one e-mail.
    await new Promise((r) => setTimeout(r, 1500));
    const got = mailTo(s.buyer.email);
    expect(got).toHaveLength(1);
    const [mail] = got;
    expect(mail.answered).toBe(250);
    expect(mail.user).toBe(smtp.user);
    expect(mail.rcptTo).toEqual([s.buyer.email]);

    const p = mail.parsed;
    expect(p.from?.value).toEqual([{ name: 'Equipe Loja Azul', address: MAIL_FROM }]);
    expect(p.replyTo?.value).toEqual([{ name: '', address: 'suporte@lojaazul.example.com' }]);
    expect(p.subject).toBe(`Seu pedido ${s.internalId} na Loja Azul foi aprovado`);
    expect(row.subject).toBe(p.subject);
    expect(p.messageId).toBe(row.messageId);
    expect(p.headers.get('auto-submitted')).toBe('auto-generated');

    const text = String(p.text);
    const body = html(mail);
    const [k1, k2, k3, vip] = ['STEAM-AAAA-0001', 'STEAM-AAAA-0002', 'STEAM-AAAA-0003', 'VIP-GOLD-XYZ'];
    // The keys the order took, in both parts; the pool's third key is not the buyer's.
    const keysOfOrder = (await t.db.delivery.findMany({ where: { orderId: s.orderId, type: 'LICENSE_KEY' } })).map((d) => d.value).sort();
    expect(keysOfOrder).toEqual([k1, k2, vip]);
    for (const k of keysOfOrder) {
      expect(text).toContain(k);
      expect(body).toContain(`>${k}</code>`);
    }
    expect(text).not.toContain(k3);
    expect(body).not.toContain(k3);
    // The order: internal id, lines, total.
    for (const part of [text, body]) {
      expect(part).toContain(s.internalId);
      expect(part).toContain('Chave Steam');
      expect(part).toContain('VIP Ouro');
      expect(part).toContain('R$ 45,00');
      expect(part).toContain('Olá, Maria!');
      // The package's own e-mail, its placeholders filled.
      expect(part).toContain('Bem-vinda, Maria!');
      expect(part).toContain(`Pedido ${s.internalId} de Maria_Gamer.`);
    }
    expect(text).toContain('https://discord.gg/azul?x=1&y=2');
    expect(body).toContain('<a href="https://discord.gg/azul?x=1&amp;y=2"');
    // The store's look.
    expect(body).toContain('<img src="https://cdn.example.com/azul/logo.png" alt="Loja Azul"');
    expect(body).toContain('background:#3366ff');
    expect(body).toMatch(/^<!DOCTYPE html>\n<html lang="pt-BR">/);
  });

  test('GraphQL approval sends it too; an en-US store gets English', async () => {
    const s = await shopWithOrder({
      store: { name: 'Blue Shop', locale: 'en-US', currency: 'USD' },
      packages: [{ name: 'Key', price: 5, keys: ['EN-KEY-1'] }],
    });
    const res = await t.gql(s.key, OrderUpdateDocument, { id: s.orderId, input: { status: 'APPROVED' } });
    expect(res.errors).toBeUndefined();
    const [mail] = await until('the e-mail', async () => (mailTo(s.buyer.email).length ? mailTo(s.buyer.email) : null));
    expect(mail.parsed.subject).toBe(`Your order ${s.internalId} at Blue Shop is confirmed`);
    expect(mail.parsed.from?.value).toEqual([{ name: 'Blue Shop', address: MAIL_FROM }]);
    expect(mail.parsed.replyTo).toBeUndefined();
    expect(String(mail.parsed.text)).toContain('Hi Maria,');
    expect(String(mail.parsed.text)).toContain('$5.00');
    expect(html(mail)).toContain('>EN-KEY-1</code>');
  });

  test('buyer and owner text is escaped: a package named <script>, a buyer name with HTML, owner HTML in the package e-mail', async () => {
    const evilBuyer = '<img src=x onerror=alert(1)>';
    const s = await shopWithOrder({
      store: { name: 'Loja <b>Negrito</b> & Cia' },
      packages: [
        {
          name: '<script>alert(1)</script>',
          price: 3,
          keys: ['<i>KEY</i>&1'],
          email: {
            title: '<b>{client_name}</b>',
            content: '<script>steal(document.cookie)</script><style>p{}</style><p onclick="pwn()">Oi {client_name}</p><a href="javascript:alert(2)">clique</a>',
          },
        },
      ],
      buyer: { name: evilBuyer, email: 'evil@buyers.example.com' },
    });
    await approve(s);
    const [mail] = await until('the e-mail', async () => (mailTo('evil@buyers.example.com').length ? mailTo('evil@buyers.example.com') : null));
    const body = html(mail);
    // Only the template's own tags; no event handler, script or javascript: URL anywhere.
    const tags = new Set([...body.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
    const TEMPLATE_TAGS = ['html', 'head', 'meta', 'title', 'body', 'table', 'tr', 'td', 'th', 'p', 'span', 'h2', 'h3', 'div', 'code', 'strong', 'br', 'a'];
    expect([...tags].filter((tag) => !TEMPLATE_TAGS.includes(tag))).toEqual([]);
    // (Escaped text holds no `<`, so every `<tag ...>` here is the template's.)
    const realTags = [...body.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);
    expect(realTags.filter((tag) => /\son[a-z]+\s*=|javascript:|<script|<style/i.test(tag))).toEqual([]);
    expect(body).not.toMatch(/javascript:/i);
    expect(body).not.toContain('steal(');
    expect(body).not.toContain('p{}');
    // The texts are there, escaped.
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(body).toContain('Loja &lt;b&gt;Negrito&lt;/b&gt; &amp; Cia');
    expect(body).toContain('&lt;i&gt;KEY&lt;/i&gt;&amp;1');
    expect(body).toContain('&lt;b&gt;&lt;img src=x onerror=alert(1)&gt;&lt;/b&gt;');
    expect(body).toContain('Oi &lt;img src=x onerror=alert(1)&gt;');
    // mailparser's reading of the HTML part gives the texts back as written.
    expect(String(mail.parsed.text)).toContain(evilBuyer);
    expect(mail.parsed.subject).toBe(`Seu pedido ${s.internalId} na Loja <b>Negrito</b> & Cia foi aprovado`);
  });
});

describe('retries', () => {
  test('a server answering 451 then 250 gets the e-mail on the retry; each attempt is recorded', async () => {
    smtp.script([{ code: 451, message: '4.3.0 Try again later' }]);
    const s = await shopWithOrder({
      packages: [{ name: 'Gift card', price: 50, keys: ['GIFT-451'] }],
      buyer: { name: 'Rita', email: 'rita@buyers.example.com' },
    });
    await approve(s);
    const failed = await until('the first attempt to be recorded', async () => {
      const [row] = await emailsOf(s.orderId);
      return row?.attempts === 1 ? row : null;
    });
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/451 4\.3\.0 Try again later/);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() - 2000);

    const sent = await until('the retry to succeed', async () => {
      const [row] = await emailsOf(s.orderId);
      return row?.status === 'SENT' ? row : null;
    });
    expect(sent).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
    const got = mailTo('rita@buyers.example.com');
    expect(got.map((m) => m.answered)).toEqual([451, 250]);
    expect(got[1].parsed.messageId).toBe(got[0].parsed.messageId);
    expect(String(got[1].parsed.text)).toContain('GIFT-451');
  });

  test('a server refusing for good (550): retried on the schedule, then FAILED with its answer', async () => {
    smtp.respond((m) => (m.rcptTo.includes('nobody@buyers.example.com') ? { code: 550, message: '5.1.1 No such user' } : { accept: true }));
    const s = await shopWithOrder({ packages: [{ name: 'Pass', price: 1 }], buyer: { name: 'Nobody', email: 'nobody@buyers.example.com' } });
    await approve(s);
    const row = await until('the e-mail to fail', async () => {
      const [r] = await emailsOf(s.orderId);
      return r?.status === 'FAILED' ? r : null;
    });
    // The schedule is [1, 1]: the first attempt and two retries.
    expect(row).toMatchObject({ attempts: 3, sentAt: null, nextAttemptAt: null });
    expect(row.lastError).toMatch(/550 5\.1\.1 No such user/);
    expect(mailTo('nobody@buyers.example.com').map((m) => m.answered)).toEqual([550, 550, 550]);
  });

  test('a server that cannot be reached: the attempt records why, and the retry delivers', async () => {
    const s = await shopWithOrder({ packages: [{ name: 'Pass', price: 1 }], buyer: { name: 'Lia', email: 'lia@buyers.example.com' } });
    // An e-mail written without its job, attempted once through a server that is not listening.
    const order = await t.db.order.findUniqueOrThrow({ where: { id: s.orderId } });
    const email = await t.db.orderEmail.create({
      data: {
        storeId: s.store.id,
        orderId: order.id,
        kind: 'APPROVED',
        toAddress: order.clientEmail,
        subject: 'Pedido',
        messageId: '<down-test@mailer.example.com>',
      },
    });
    const down = { smtpUrl: `smtp://${smtp.user}:${smtp.pass}@127.0.0.1:${await freePort()}`, from: MAIL_FROM };
    const outcome = await processOrderEmail({ db: t.db, config: { ...t.config, mail: down }, log: silentLog, sender: smtpSender(down) }, email.id);
    expect(outcome).toBe('retrying');
    const after = await t.db.orderEmail.findUniqueOrThrow({ where: { id: email.id } });
    expect(after).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(after.lastError).toMatch(/ECONNREFUSED/);
    expect(after.lastError).not.toContain(smtp.pass);
    // The retry it queued runs in the worker, whose server answers.
    const sent = await until('the retry', async () => {
      const r = await t.db.orderEmail.findUniqueOrThrow({ where: { id: email.id } });
      return r.status === 'SENT' ? r : null;
    });
    expect(sent.attempts).toBe(2);
    expect(mailTo('lia@buyers.example.com')).toHaveLength(1);
  });
});

describe('refund and chargeback notices', () => {
  test('a refund sends a short notice after the approval e-mail, without the keys', async () => {
    const s = await shopWithOrder({
      store: { name: 'Refund Shop', locale: 'en-US' },
      packages: [{ name: 'Key', price: 7, keys: ['REFUND-KEY-1'] }],
      buyer: { name: 'Tom', email: 'tom@buyers.example.com' },
    });
    await approve(s);
    await until('the approval e-mail', async () => mailTo('tom@buyers.example.com').length === 1);
    await t.http().patch(`/v1/app/order/${s.orderId}`).set(s.admin).send({ status: 'REFUNDED' }).expect(200);
    const got = await until('the notice', async () => (mailTo('tom@buyers.example.com').length === 2 ? mailTo('tom@buyers.example.com') : null));
    const notice = got[1];
    expect(notice.parsed.subject).toBe(`Your order ${s.internalId} at Refund Shop was refunded`);
    expect(String(notice.parsed.text)).toContain(`Order ${s.internalId} at Refund Shop (R$7.00) was refunded.`);
    expect(String(notice.parsed.text)).not.toContain('REFUND-KEY-1');
    expect(html(notice)).not.toContain('REFUND-KEY-1');
    const rows = await until('both recorded as sent', async () => {
      const r = await emailsOf(s.orderId);
      return r.every((e) => e.status === 'SENT') ? r : null;
    });
    expect(rows.map((r) => r.kind)).toEqual(['APPROVED', 'REFUNDED']);
  });

  test('a chargeback sends its notice (pt-BR)', async () => {
    const s = await shopWithOrder({ packages: [{ name: 'Key', price: 7 }], buyer: { name: 'Caio', email: 'caio@buyers.example.com' } });
    await approve(s);
    await t.http().patch(`/v1/app/order/${s.orderId}`).set(s.admin).send({ status: 'CHARGEDBACK' }).expect(200);
    const got = await until('both e-mails', async () => (mailTo('caio@buyers.example.com').length === 2 ? mailTo('caio@buyers.example.com') : null));
    expect(got.map((m) => m.parsed.subject)).toEqual([
      `Seu pedido ${s.internalId} na ${s.store.name} foi aprovado`,
      `Seu pedido ${s.internalId} na ${s.store.name} foi estornado`,
    ]);
    expect(String(got[1].parsed.text)).toContain('(chargeback)');
    expect(String(got[1].parsed.text)).toContain('R$ 7,00');
    expect((await emailsOf(s.orderId)).map((r) => r.kind)).toEqual(['APPROVED', 'CHARGEDBACK']);
  });

  test('a rejection or cancellation sends nothing', async () => {
    const s = await shopWithOrder({ packages: [{ name: 'Key', price: 7 }], buyer: { name: 'Ana', email: 'ana@buyers.example.com' } });
    await t.http().patch(`/v1/app/order/${s.orderId}`).set(s.admin).send({ status: 'REJECTED' }).expect(200);
    await new Promise((r) => setTimeout(r, 1200));
    expect(await emailsOf(s.orderId)).toEqual([]);
    expect(mailTo('ana@buyers.example.com')).toEqual([]);
  });
});

describe('e-mail off', () => {
  test('without SMTP_URL an approval writes no e-mail and queues no job', async () => {
    const off = await setupTestApp();
    try {
      const s = await aStore(off, { category: { name: 'C' } });
      const pkg = await aPackage(off, s, { name: 'P', price: 1, type: 'SINGLE' });
      const placed = await checkout(off, s, {
        items: [{ id: pkg.id, quantity: 1 }],
        client_identifier: 'Off',
        client_email: 'off@buyers.example.com',
        client_name: 'Off',
      });
      await approveOrder(off, s, placed.order_id);
      expect(await off.db.orderEmail.count()).toBe(0);
      const jobs = await off.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'send_order_email'`;
      expect(Number(jobs[0].n)).toBe(0);
    } finally {
      await off.close();
    }
  });
});
