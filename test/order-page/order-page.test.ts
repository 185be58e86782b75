import { createHash } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../src/app';
import { silentLog } from '../../src/logger';
import { orderPageUrl } from '../../src/modules/order-page/order-page.token';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, type StoreFixture } from '../helpers/fixtures';
import { until } from '../helpers/processes';
import { startSmtp, type SmtpServer } from '../helpers/smtp';

/**
 * The hosted order page (issue 32): `GET /order/{internal_id}?t=<token>`, HTML for the buyer's browser.
 * Its link is order_url at checkout (both REST checkouts, both GraphQL ones) and in every order e-mail;
 * a token that is not the order's (forged, another order's, another store's, none) gets one neutral 404,
 * byte for byte; the page is in the store's theme, locale and time zone, with every buyer's and owner's
 * text escaped; each status says what it is; its headers keep it out of caches, indexes, Referers and
 * frames, and allow no script. The real browser's side (refresh while open): order-page.e2e.test.ts.
 */

const MAIL_FROM = 'orders@pages.example.com';
const PIX = { key: '12345678909', key_type: 'CPF', merchant_name: 'Loja do Steve', merchant_city: 'Belo Horizonte' };
const HOSTILE_STORE = 'Loja <b>"Azul"</b> & Cia';
const HOSTILE_BUYER = '<img src=x onerror=alert(1)>';

let t: TestApp;
let smtp: SmtpServer;
let worker: JobWorker;
/** pt-BR, BRL, São Paulo time, Pix on, a hostile name, a theme. */
let br: StoreFixture;
/** en-US, USD, New York time. */
let us: StoreFixture;
let brKeys: number;
let usPkg: number;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM } } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
  br = await aStore(t, { name: HOSTILE_STORE, currency: 'BRL', locale: 'pt-BR', timezone: 'America/Sao_Paulo', gateways: false });
  await t.http().put('/v1/app/gateway/PIX').set(bearer(br.key)).send({ enabled: true, credentials: PIX }).expect(200);
  await t
    .http()
    .patch('/v1/app/store')
    .set(bearer(br.key))
    .send({ theme: { primary_color: '#7c3aed', logo: 'https://cdn.example.com/logo.png' } })
    .expect(200);
  brKeys = (
    await aPackage(t, br, {
      name: '<script>alert("pkg")</script>',
      price: 14.95,
      type: 'MULTIPLE',
      license_keys: ['<i>KEY</i>&1', 'KEY-2', 'KEY-3', 'KEY-4', 'KEY-5', 'KEY-6', 'KEY-7', 'KEY-8'],
      commands: [{ type: 'PURCHASE', command: 'give {client_identifier} vip' }],
      email: {
        title: 'Bem-vindo, {client_name}',
        content:
          '<script>steal(document.cookie)</script><style>p{}</style><p onclick="pwn()">Oi {client_name}, pedido {internal_id}</p><a href="javascript:alert(2)">clique</a> <a href="https://discord.gg/azul">Discord</a>',
      },
    })
  ).id;
  us = await aStore(t, { name: 'Pixel Realm', currency: 'USD', locale: 'en-US', timezone: 'America/New_York' });
  usPkg = (await aPackage(t, us, { name: 'Gold rank', price: 5, type: 'MULTIPLE', license_keys: ['US-KEY-1', 'US-KEY-2', 'US-KEY-3'] })).id;
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});

type Json = Record<string, any>;

const buyer = (name = 'Steve') => ({
  client_name: name,
  client_email: `${name.replace(/\W/g, '') || 'x'}.${Date.now()}@buyers.example.com`,
  client_identifier: 'Steve',
});

async function pixOrder(name = 'Steve'): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', br.domain)
    .send({ cart: [{ package_id: brKeys, quantity: 1 }], gateway: 'PIX', ...buyer(name) })
    .expect(201);
  return res.body;
}

async function usOrder(): Promise<Json> {
  const res = await t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', us.domain)
    .send({ cart: [{ package_id: usPkg, quantity: 1 }], gateway: 'OTHER', ...buyer('Maria') })
    .expect(201);
  return res.body;
}

/** The path and query of an order_url (the test's app is not at PUBLIC_BASE_URL). */
const pathOf = (url: string) => {
  expect(url.startsWith(`${t.config.publicBaseUrl}/order/`)).toBe(true);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
const open = (url: string, headers: Record<string, string> = {}) => t.http().get(pathOf(url)).set(headers);
const setStatus = (s: StoreFixture, id: number, status: string) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status }).expect(200);
const tokenOf = (url: string) => new URL(url).searchParams.get('t')!;

describe('order_url at checkout', () => {
  test('REST storefront and app checkouts, GraphQL checkout and createCheckout: each answers its order page with a token for its store', async () => {
    const body = { cart: [{ package_id: brKeys, quantity: 1 }], gateway: 'PIX', ...buyer() };
    const rest = [
      (await t.http().post('/v1/webstore/checkout').set('x-store-domain', br.domain).send(body).expect(201)).body,
      (await t.http().post('/v1/app/checkout').set(bearer(br.key)).send(body).expect(201)).body,
    ];
    const input = {
      cart: [{ packageId: brKeys, quantity: 1 }],
      gateway: 'PIX',
      clientName: body.client_name,
      clientEmail: body.client_email,
      clientIdentifier: 'Steve',
    };
    const q = (field: string) => `mutation($i: CheckoutInput!) { ${field}(input: $i) { internalId orderUrl pixCode } }`;
    const storefront = await t.gql({ 'x-store-domain': br.domain }, q('checkout'), { i: input });
    const admin = await t.gql(br.key, q('createCheckout'), { i: input });
    expect(storefront.errors).toBeUndefined();
    expect(admin.errors).toBeUndefined();
    const all = [
      ...rest.map((r) => ({ internalId: r.internal_id, url: r.order_url as string })),
      ...[storefront.data!.checkout, admin.data!.createCheckout].map((g) => ({ internalId: g.internalId, url: g.orderUrl as string })),
    ];
    for (const { internalId, url } of all) {
      expect(url).toMatch(new RegExp(`^${t.config.publicBaseUrl}/order/${internalId}\\?t=v1\\.${br.storeId}\\.[A-Za-z0-9_-]{43}$`));
      const page = await open(url);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Pedido ${internalId}`);
    }
    expect(new Set(all.map((a) => a.url)).size).toBe(4);
  });

  test('the OpenAPI document describes the page by hand, and checkout answers order_url', async () => {
    const doc = (await t.http().get('/openapi.json').expect(200)).body;
    const op = doc.paths['/order/{internal_id}'].get;
    expect(op.operationId).toBe('getOrderPage');
    expect(Object.keys(op.responses).sort()).toEqual(['200', '404', '429']);
    expect(op.responses['200'].content['text/html']).toBeDefined();
    expect(doc.components.schemas.CheckoutResult.required).toContain('order_url');
  });
});

describe('who may open it', () => {
  test("a forged token, another order's, another store's, a malformed one, none, or an order that is not there: one neutral 404, byte for byte", async () => {
    const mine = await pixOrder();
    const other = await pixOrder();
    const foreign = await usOrder();
    const path = `/order/${mine.internal_id}`;
    const good = tokenOf(mine.order_url);
    const [, store, sig] = good.split('.');
    const flip = (s: string) => (s[0] === 'A' ? `B${s.slice(1)}` : `A${s.slice(1)}`);
    const missing = await orderPageUrl(t.db, t.config, { storeId: br.storeId, internalId: 'ZZZZZZZZZZZZ' });
    const refused = [
      ['forged signature', `${path}?t=v1.${store}.${flip(sig)}`],
      ["another order's token", `${path}?t=${tokenOf(other.order_url)}`],
      ["another store's token", `${path}?t=${tokenOf(foreign.order_url)}`],
      ["the signature with another store's id", `${path}?t=v1.${us.storeId}.${sig}`],
      ['another version', `${path}?t=v2.${store}.${sig}`],
      ['a malformed token', `${path}?t=${encodeURIComponent('<script>')}`],
      ['a token twice', `${path}?t=x&t=${good}`],
      ['no token', path],
      ['the token in the path', `/order/${good}`],
      ['a valid token for an order that is not there', pathOf(missing)],
      ["the other store's order with this token", `/order/${foreign.internal_id}?t=${good}`],
    ];
    const bodies = new Set<string>();
    for (const [what, url] of refused) {
      const res = await t.http().get(url).set('accept-language', 'pt-BR,pt;q=0.9');
      expect([what, res.status]).toEqual([what, 404]);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      bodies.add(res.text);
    }
    expect(bodies.size).toBe(1);
    const [body] = bodies;
    expect(body).toContain('Pedido não encontrado');
    // Nothing about the order or the store.
    for (const leak of [mine.internal_id, 'Azul', 'Pixel Realm', 'Pendente', 'KEY']) expect(body).not.toContain(leak);
    // And the good token still opens its page.
    expect((await open(mine.order_url)).status).toBe(200);
  });

  test('refused tokens count against the address (RATE_LIMIT_ANONYMOUS_PER_MINUTE); a valid page is not counted', async () => {
    const mine = await pixOrder();
    const limited = await createApp(
      { database: t.database, config: { ...t.config, rateLimits: { ...t.config.rateLimits, anonymous: 2 } } },
      { log: silentLog },
    );
    try {
      const get = (url: string) => request(limited.app).get(url);
      for (let i = 0; i < 5; i++) expect((await get(pathOf(mine.order_url))).status).toBe(200);
      const bad = `/order/${mine.internal_id}?t=v1.${br.storeId}.${'A'.repeat(43)}`;
      expect((await get(bad)).status).toBe(404);
      expect((await get(bad)).status).toBe(404);
      const third = await get(bad);
      expect(third.status).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(third.text).toContain('Too many attempts');
    } finally {
      await limited.stop();
    }
  });
});

describe('what it shows', () => {
  test('PENDING Pix order in pt-BR: theme, status, total, the Pix code and QR, a 5 s refresh, strict headers', async () => {
    const o = await pixOrder();
    const res = await open(o.order_url);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    const csp = Object.fromEntries(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v.join(' ')]),
    );
    expect(csp).toMatchObject({
      'default-src': "'none'",
      'img-src': 'data: https:',
      'form-action': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'none'",
    });
    expect(csp['script-src']).toBeUndefined();
    // The one sheet is allowed by its hash, not by 'unsafe-inline'.
    const css = /<style>([\s\S]*?)<\/style>/.exec(res.text)![1];
    expect(csp['style-src']).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(res.text).not.toMatch(/<script|\sstyle="|\son[a-z]+=/i);

    const html = res.text;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('data-status="PENDING">Pendente</strong>');
    expect(html).toContain('Aguardando o pagamento.');
    expect(html).toContain('R$ 14,95');
    expect(html).toContain('header{background:#7c3aed');
    expect(html).toContain('<img src="https://cdn.example.com/logo.png" alt="Loja &lt;b&gt;&quot;Azul&quot;&lt;/b&gt; &amp; Cia">');
    expect(html).toContain(`<img src="data:image/png;base64,${o.qr_code}"`);
    expect(html).toContain(`<textarea id="pix-code" readonly rows="4">${o.pix_code}</textarea>`);
    expect(html).toContain('Esta página se atualiza sozinha a cada 5 segundos');
    // No deliveries before payment.
    expect(html).not.toContain('KEY');
    expect(html).not.toContain('O que você recebeu');
  });

  test('APPROVED: no refresh; the lines, license keys, the package content as text with its https link, the commands, the paid date', async () => {
    const o = await pixOrder();
    await setStatus(br, o.order_id, 'APPROVED');
    const html = (await open(o.order_url)).text;
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('data-status="APPROVED">Aprovado</strong>');
    expect(html).toContain('Pagamento aprovado. Obrigado pela compra!');
    expect(html).toContain('Pago em');
    expect(html).toContain('O que você recebeu');
    expect(html).toContain('&lt;script&gt;alert(&quot;pkg&quot;)&lt;/script&gt; × 1');
    const key = await t.db.delivery.findFirstOrThrow({ where: { orderId: o.order_id, type: 'LICENSE_KEY' } });
    expect(html).toContain(`<code>${key.value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`);
    expect(html).toContain(`Oi Steve, pedido ${o.internal_id}`);
    expect(html).toContain('<h3>Bem-vindo, Steve</h3>');
    expect(html).toContain('<a href="https://discord.gg/azul" rel="noopener noreferrer">https://discord.gg/azul</a>');
    expect(html).toContain('Entrega no jogo');
    expect(html).toContain('0 de 1 comando executado. Os demais rodam quando você estiver no servidor.');
    expect(html).not.toMatch(/javascript:|steal\(|p\{\}|onclick/i);
    expect(html).not.toContain('Aguardando o pagamento');
  });

  test("hostile text from the buyer and the owner is escaped: only the template's tags, no handler, script or javascript: URL", async () => {
    const o = await pixOrder(HOSTILE_BUYER);
    await setStatus(br, o.order_id, 'APPROVED');
    // The owner's own deliveries: a download link, a hostile one, a message.
    await t.db.delivery.createMany({
      data: [
        { storeId: br.storeId, orderId: o.order_id, type: 'DOWNLOAD', value: 'https://files.example.com/pack.zip?a=1&b=2' },
        { storeId: br.storeId, orderId: o.order_id, type: 'DOWNLOAD', value: 'javascript:alert(3)' },
        { storeId: br.storeId, orderId: o.order_id, type: 'CHAT', value: '<iframe src="https://evil.example.com"></iframe> see https://help.example.com/x' },
        { storeId: br.storeId, orderId: o.order_id, type: 'CONTENT', value: '<img src=x onerror=alert(4)><b>bold</b>', render: true },
      ],
    });
    const html = (await open(o.order_url)).text;
    const tags = new Set([...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)/g)].map((m) => m[1].toLowerCase()));
    const TEMPLATE = ['html', 'head', 'meta', 'title', 'style', 'body', 'header', 'img', 'main', 'h1', 'h2', 'h3', 'p', 'strong', 'section'];
    const MORE = ['dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'div', 'code', 'a', 'br', 'footer'];
    expect([...tags].filter((tag) => !TEMPLATE.includes(tag) && !MORE.includes(tag))).toEqual([]);
    const realTags = [...html.matchAll(/<[a-zA-Z][^>]*>/g)].map((m) => m[0]);
    expect(realTags.filter((tag) => /\son[a-z]+\s*=|javascript:|<script|<iframe/i.test(tag))).toEqual([]);
    // The only <img> are the logo's (and no QR: approved).
    expect(realTags.filter((tag) => tag.startsWith('<img'))).toEqual([
      '<img src="https://cdn.example.com/logo.png" alt="Loja &lt;b&gt;&quot;Azul&quot;&lt;/b&gt; &amp; Cia">',
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;'); // the buyer's name
    expect(html).toContain('Oi &lt;img src=x onerror=alert(1)&gt;'); // in the owner's content
    expect(html).toContain('Loja &lt;b&gt;&quot;Azul&quot;&lt;/b&gt; &amp; Cia');
    expect(html).toContain('<a href="https://files.example.com/pack.zip?a=1&amp;b=2" rel="noopener noreferrer">');
    expect(html).toContain('<strong>Download:</strong> javascript:alert(3)'); // shown as text...
    expect(html).not.toContain('href="javascript:'); // ...never as a link
    // The message's markup is text; the address in it is a link, as any http(s) address in a message.
    expect(html).toContain('<strong>Mensagem:</strong> &lt;iframe src=&quot;<a href="https://evil.example.com" rel="noopener noreferrer">');
    expect(html).toContain('&quot;&gt;&lt;/iframe&gt; see');
    expect(html).toContain('<a href="https://help.example.com/x" rel="noopener noreferrer">');
    expect(html).toContain('bold');
    expect(html).not.toContain('<b>bold</b>');
  });

  test('a gateway payment page is a link (an http(s) one only); a PENDING order without payment data still refreshes', async () => {
    const o = await usOrder();
    expect((await open(o.order_url)).text).toContain('<meta http-equiv="refresh" content="5">');
    await t.db.order.update({ where: { id: o.order_id }, data: { checkoutUrl: 'https://pay.example.com/c/abc?x=1&y=2' } });
    let html = (await open(o.order_url)).text;
    expect(html).toContain('<a class="button" href="https://pay.example.com/c/abc?x=1&amp;y=2" rel="noopener noreferrer">Go to the payment page</a>');
    await t.db.order.update({ where: { id: o.order_id }, data: { checkoutUrl: 'javascript:alert(1)' } });
    html = (await open(o.order_url)).text;
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Go to the payment page');
  });

  test("en-US: the words, the money and the dates in the store's locale and time zone (pt-BR beside it)", async () => {
    const o = await usOrder();
    const b = await pixOrder();
    // 02:30 UTC on March 1st is still February 28th in New York (21:30) and in São Paulo (23:30).
    const at = new Date('2026-03-01T02:30:00.000Z');
    await t.db.order.updateMany({ where: { id: { in: [o.order_id, b.order_id] } }, data: { createdAt: at } });
    const en = (await open(o.order_url)).text;
    expect(en).toContain('<html lang="en-US">');
    expect(en).toContain(`<h1>Order ${o.internal_id}</h1>`);
    expect(en).toContain('data-status="PENDING">Pending</strong>');
    expect(en).toContain('Waiting for your payment.');
    expect(en).toContain('<dt>Placed on</dt><dd>February 28, 2026 at 9:30');
    expect(en).toContain('$5.00');
    expect(en).toContain('This page refreshes itself every 5 seconds');
    const pt = (await open(b.order_url)).text;
    expect(pt).toContain(`<h1>Pedido ${b.internal_id}</h1>`);
    expect(pt).toMatch(/<dt>Feito em<\/dt><dd>28 de fevereiro de 2026[^<]*23:30<\/dd>/);

    await setStatus(us, o.order_id, 'APPROVED');
    const approved = (await open(o.order_url)).text;
    expect(approved).toContain('data-status="APPROVED">Approved</strong>');
    expect(approved).toContain('What you got');
    expect(approved).toContain('License keys');
    expect(approved).toMatch(/<code>US-KEY-\d<\/code>/);
    expect(approved).toContain('Keep this page&#39;s link');
    // Without a theme: the default colour, the name as text.
    expect(approved).toContain('header{background:#1f2937');
    expect(approved).toContain('<header><span class="name">Pixel Realm</span></header>');
  });

  test.each([
    ['CANCELED', [], 'Cancelado', 'Este pedido foi cancelado: nada foi cobrado.'],
    ['REJECTED', [], 'Rejeitado', 'O pagamento foi recusado'],
    ['REFUNDED', ['APPROVED'], 'Reembolsado', 'Este pedido foi reembolsado.'],
    ['CHARGEDBACK', ['APPROVED'], 'Estornado (chargeback)', 'O pagamento deste pedido foi contestado'],
  ])('%s says so plainly: no payment data, no refresh, no keys', async (status, before, display, text) => {
    const o = await pixOrder();
    for (const s of [...before, status]) await setStatus(br, o.order_id, s);
    const html = (await open(o.order_url)).text;
    expect(html).toContain(`data-status="${status}">${display}</strong>`);
    expect(html).toContain(text);
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).not.toContain(o.pix_code);
    expect(html).not.toContain('data:image/png');
    expect(html).not.toContain('<code>');
    expect(html).toContain('R$ 14,95');
  });

  test("the neutral page follows the browser's language, not any store's", async () => {
    const en = await t.http().get('/order/ABC?t=nope').set('accept-language', 'en-GB,en;q=0.8');
    expect(en.status).toBe(404);
    expect(en.text).toContain('<html lang="en-US">');
    expect(en.text).toContain('Order not found');
    const none = await t.http().get('/order/ABC?t=nope');
    expect(none.text).toContain('Order not found');
  });
});

describe('the link in every order e-mail', () => {
  test('the approval and the refund e-mails link the page, in the HTML part and the text part', async () => {
    const o = await pixOrder('Bia');
    const to = (await t.db.order.findUniqueOrThrow({ where: { id: o.order_id } })).clientEmail;
    const mine = () => smtp.accepted().filter((m) => m.rcptTo.includes(to));
    await setStatus(br, o.order_id, 'APPROVED');
    await until('the approval e-mail', () => mine().length === 1);
    await setStatus(br, o.order_id, 'REFUNDED');
    const [approval, refund] = await until('the refund e-mail', () => (mine().length === 2 ? mine() : null));
    const url = o.order_url as string;
    for (const mail of [approval, refund]) {
      expect(String(mail.parsed.html)).toContain(`<a href="${url}" `);
      expect(String(mail.parsed.html)).toContain('abrir a página do pedido');
      expect(String(mail.parsed.text)).toContain(`Veja o pedido, o status e tudo o que ele entregou a qualquer momento: ${url}`);
    }
    // The link opens the page the e-mail is about.
    expect((await open(url)).text).toContain('data-status="REFUNDED"');
  });
});
