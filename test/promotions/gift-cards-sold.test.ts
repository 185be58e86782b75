import { createHash } from 'node:crypto';
import { silentLog } from '../../src/logger';
import { decryptSecret, secretKey } from '../../src/lib/secrets';
import { normalizeGiftCardCode } from '../../src/modules/promotions/giftcard.queries';
import { issueInTx } from '../../src/modules/promotions/giftcard.service';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, BUYER, type StoreFixture } from '../helpers/fixtures';
import { startSmtp, type SmtpServer } from '../helpers/smtp';

/**
 * Gift cards sold as a package (issue 33): a package with `gift_card_value` issues, when an order of it
 * is approved, one card per unit for the buyer, once; the job that e-mails the codes carries them
 * sealed; the buyer's e-mail (a real SMTP server in this process) carries codes that then pay at
 * checkout; a refund or chargeback of the order turns its cards off and takes what is left on them.
 */

const MAIL_FROM = 'cards@sold.example.com';
const CODE = /\b[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\b/g;
type Json = Record<string, any>;

let t: TestApp;
let smtp: SmtpServer;
let worker: JobWorker | undefined;
let s: StoreFixture;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM } } });
  s = await aStore(t, { name: 'Gifts & <Things>', locale: 'en-US', currency: 'USD' });
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});

const pay = (store: StoreFixture, body: Json) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', store.domain)
    .send({ ...BUYER, ...body });
const setStatus = (id: number, status: string) => t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status });
/** The e-mail job of an order's cards, as graphile-worker keeps it (its payload is in the private table). */
async function jobOf(orderId: number): Promise<{ payload: Json }> {
  const [job] = await t.db.$queryRaw<{ payload: Json }[]>`
    SELECT j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
    WHERE k.identifier = 'send_gift_cards' AND j.key = ${`gift-cards:order:${orderId}`}`;
  expect(job).toBeDefined();
  return job;
}
const cardsOf = (orderId: number) => t.db.giftCard.findMany({ where: { orderId }, orderBy: { id: 'asc' } });

async function mailsTo(to: string, n: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const got = smtp.accepted().filter((m) => m.rcptTo.includes(to));
    if (got.length >= n) return got;
    if (Date.now() > deadline) throw new Error(`no gift card e-mail reached ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('gift_card_value on a package: REST and GraphQL, its limits, and not with a subscription', async () => {
  const pkg = await aPackage(t, s, { name: 'Gift card 25', price: 22.5, gift_card_value: 25 }, { detail: true });
  expect(pkg.gift_card_value).toBe(25);
  const patched = await t.http().patch(`/v1/app/package/${pkg.id}`).set(bearer(s.key)).send({ gift_card_value: 30 }).expect(200);
  expect(patched.body.gift_card_value).toBe(30);
  const gql = await t.gql(s.key, 'query($id: Int!) { package(id: $id) { giftCardValue } }', { id: pkg.id });
  expect(gql.data).toEqual({ package: { giftCardValue: 30 } });
  const cleared = await t.http().patch(`/v1/app/package/${pkg.id}`).set(bearer(s.key)).send({ gift_card_value: null }).expect(200);
  expect(cleared.body.gift_card_value).toBeNull();
  const ordinary = await aPackage(t, s, {}, { detail: true });
  expect(ordinary.gift_card_value).toBeNull();

  const refused = async (body: Json, field: string, rule: string) => {
    const res = await t
      .http()
      .post('/v1/app/package')
      .set(bearer(s.key))
      .send({ name: 'Card', category_id: s.categoryId, price: 10, type: 'MULTIPLE', ...body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, rule })]);
  };
  await refused({ gift_card_value: 0 }, 'gift_card_value', 'range');
  await refused({ gift_card_value: 100_000.01 }, 'gift_card_value', 'range');
  await refused({ gift_card_value: 10.001 }, 'gift_card_value', 'decimals');
  await refused({ gift_card_value: 10, subscription: { interval: 'MONTH' } }, 'gift_card_value', 'subscription');
});

test('approval issues one card per unit for the buyer, once, and queues their codes sealed', async () => {
  const pkg = await aPackage(t, s, { name: 'Gift card 25', price: 22.5, gift_card_value: 25 });
  const placed = await pay(s, { items: [{ id: pkg.id, quantity: 2 }], client_email: 'Gift.Buyer@Example.com' });
  expect(placed.status).toBe(201);
  const orderId = placed.body.order_id as number;
  // Nothing before payment.
  expect(await cardsOf(orderId)).toEqual([]);
  expect((await setStatus(orderId, 'APPROVED')).status).toBe(200);

  const cards = await cardsOf(orderId);
  expect(cards).toHaveLength(2);
  for (const card of cards) {
    expect(card).toMatchObject({
      storeId: s.storeId,
      orderId,
      recipientEmail: 'gift.buyer@example.com',
      createdBy: `order:${placed.body.internal_id}`,
      currency: 'USD',
      enabled: true,
      expiresAt: null,
    });
    expect(Number(card.initialValue)).toBe(25);
    expect(Number(card.balance)).toBe(25);
    const history = await t.db.giftCardTransaction.findMany({ where: { giftCardId: card.id } });
    expect(history.map((h) => [h.kind, Number(h.amount), h.orderId])).toEqual([['ISSUE', 25, orderId]]);
  }
  // The REST list shows them as the order's.
  const list = await t.http().get('/v1/app/gift-card').set(bearer(s.key)).expect(200);
  expect(list.body.data.filter((c: Json) => c.order_id === orderId)).toHaveLength(2);

  // The job carries each code sealed with the server's key: no code in it as text, and each opens to the card's code.
  const job = await jobOf(orderId);
  expect(job.payload).toMatchObject({ storeId: s.storeId, orderId });
  const key = await secretKey(t.db, t.config);
  const codes = job.payload.cards.map((c: { id: number; code: string }) => {
    expect(c.code).toMatch(/^v1:/);
    const code = decryptSecret(key, c.code);
    expect(JSON.stringify(job.payload)).not.toContain(code);
    expect(createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex')).toBe(cards.find((x) => x.id === c.id)!.codeHash);
    return code;
  });
  expect(new Set(codes).size).toBe(2);

  // Approved once: the lifecycle refuses a second approval, and the cards stay two.
  expect((await setStatus(orderId, 'APPROVED')).status).toBe(200); // the same status: no change
  expect(await cardsOf(orderId)).toHaveLength(2);

  // The buyer's e-mail, once the worker runs: both codes, store text escaped; then one pays at checkout.
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
  const [mail] = await mailsTo('gift.buyer@example.com', 1);
  expect(mail.parsed.subject).toBe('Your gift card from Gifts & <Things>');
  const text = String(mail.parsed.text);
  expect([...text.matchAll(CODE)].map((m) => m[0]).sort()).toEqual([...codes].sort());
  expect(text).toContain('$25.00');
  expect(text).toContain(placed.body.internal_id);
  const html = String(mail.parsed.html);
  expect(html).toContain('Gifts &amp; &lt;Things&gt;');
  expect(html).not.toContain('<Things>');
  for (const code of codes) expect(html).toContain(code);

  const vip = await aPackage(t, s, { name: 'VIP', price: 10 });
  const spent = await pay(s, { items: [{ id: vip.id, quantity: 1 }], gift_card: codes[0], client_email: 'someone.else@example.com' });
  expect(spent.status).toBe(201);
  expect(spent.body).toMatchObject({ status: 'APPROVED', price: 0 });
  const paying = (await cardsOf(orderId)).find((c) => c.codeHash === createHash('sha256').update(normalizeGiftCardCode(codes[0])).digest('hex'))!;
  expect(Number(paying.balance)).toBe(15);
});

test('a refund of the order that bought cards turns them off and takes what is left (what was spent stays spent); a chargeback too', async () => {
  await worker?.stop();
  worker = undefined;
  const pkg = await aPackage(t, s, { name: 'Gift card 10', price: 10, gift_card_value: 10 });
  const placed = await pay(s, { items: [{ id: pkg.id, quantity: 2 }], client_email: 'refund.buyer@example.com' });
  await setStatus(placed.body.order_id, 'APPROVED').expect(200);
  const [first, second] = await cardsOf(placed.body.order_id);
  // Spend 4 of the first card (its code opened from the job, as the e-mail would carry it).
  const job = await jobOf(placed.body.order_id);
  const key = await secretKey(t.db, t.config);
  const code = decryptSecret(key, job.payload.cards.find((c: Json) => c.id === first.id).code);
  const cheap = await aPackage(t, s, { name: 'Cheap', price: 4 });
  expect((await pay(s, { items: [{ id: cheap.id, quantity: 1 }], gift_card: code })).body.status).toBe('APPROVED');

  expect((await setStatus(placed.body.order_id, 'REFUNDED')).status).toBe(200);
  const after = await cardsOf(placed.body.order_id);
  expect(after.map((c) => [c.enabled, Number(c.balance)])).toEqual([
    [false, 0],
    [false, 0],
  ]);
  const history = await t.db.giftCardTransaction.findMany({ where: { giftCardId: first.id }, orderBy: { id: 'asc' } });
  expect(history.map((h) => [h.kind, Number(h.amount), Number(h.balanceAfter)])).toEqual([
    ['ISSUE', 10, 10],
    ['REDEEM', -4, 6],
    ['ADJUST', -6, 0],
  ]);
  expect((await t.db.giftCardTransaction.findMany({ where: { giftCardId: second.id, kind: 'ADJUST' } })).map((h) => Number(h.amount))).toEqual([-10]);
  // Off: checkout refuses the card.
  const refused = await pay(s, { items: [{ id: cheap.id, quantity: 1 }], gift_card: code });
  expect(refused.status).toBe(422);
  expect(refused.body.errors[0]).toMatchObject({ field: 'gift_card', rule: 'exists' });

  const charged = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], client_email: 'chargeback.buyer@example.com' });
  await setStatus(charged.body.order_id, 'APPROVED').expect(200);
  await setStatus(charged.body.order_id, 'CHARGEDBACK').expect(200);
  expect((await cardsOf(charged.body.order_id)).map((c) => [c.enabled, Number(c.balance)])).toEqual([[false, 0]]);
});

test('an order that is rejected or canceled issues nothing', async () => {
  const pkg = await aPackage(t, s, { name: 'Gift card 5', price: 5, gift_card_value: 5 });
  for (const status of ['REJECTED', 'CANCELED']) {
    const placed = await pay(s, { items: [{ id: pkg.id, quantity: 1 }] });
    await setStatus(placed.body.order_id, status).expect(200);
    expect(await cardsOf(placed.body.order_id)).toEqual([]);
  }
});

test('a code the store has already is drawn again (the unique hash is never a failed sale)', async () => {
  const taken = 'AAAA-BBBB-CCCC-DDDD';
  const fresh = 'EEEE-FFFF-GGGG-HHHH';
  const args = {
    storeId: s.storeId,
    value: '5.00',
    currency: 'USD' as const,
    expiresAt: null,
    note: null,
    recipientEmail: null,
    orderId: null,
    createdBy: 'test',
  };
  const drawn: string[] = [];
  const next = (codes: string[]) => () => {
    const code = codes.shift()!;
    drawn.push(code);
    return code;
  };
  await t.db.$transaction((tx) => issueInTx(tx, args, next([taken])));
  const again = await t.db.$transaction((tx) => issueInTx(tx, args, next([taken, fresh])));
  expect(again.code).toBe(fresh);
  expect(drawn).toEqual([taken, taken, fresh]);
  expect(await t.db.giftCard.count({ where: { storeId: s.storeId, last4: { in: ['DDDD', 'HHHH'] } } })).toBe(2);
});
