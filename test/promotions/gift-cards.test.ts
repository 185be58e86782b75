import { createHash } from 'node:crypto';
import { silentLog } from '../../src/logger';
import { normalizeGiftCardCode } from '../../src/modules/promotions/giftcard.queries';
import { startWorker, type JobWorker } from '../../src/worker/worker';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aPackage, aStore, BUYER, type StoreFixture } from '../helpers/fixtures';
import { startSmtp, type SmtpServer } from '../helpers/smtp';

/**
 * Gift cards (issue 33), end to end: the owner issues one (its code in that answer only, the database
 * holding its SHA-256), the buyer pays with it at checkout, alone (approved at once, nothing asked of a
 * provider) or with a gateway for the rest; each refusal names its rule; an order that does not go
 * through gives back what the card paid, once; the owner's list, history, changes and adjustments, on
 * REST and GraphQL; and another store's card is nobody's here. The package that sells gift cards and the
 * 50 checkouts racing for one card are gift-cards-sold.test.ts and gift-cards-concurrency.test.ts.
 */

const MAIL_FROM = 'cards@shop.example.com';
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
type Json = Record<string, any>;

let t: TestApp;
let smtp: SmtpServer;
let worker: JobWorker;
let s: StoreFixture;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await setupTestApp({ config: { mail: { smtpUrl: smtp.url, from: MAIL_FROM } } });
  worker = await startWorker({ database: t.database, connectionString: t.database.url, config: t.config, log: silentLog });
  s = await aStore(t, { name: 'Card Shop' });
});
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await t?.close();
});

const issue = (store: StoreFixture, body: Json) => t.http().post('/v1/app/gift-card').set(bearer(store.key)).send(body);
async function aCard(store: StoreFixture, body: Json = {}): Promise<{ card: Json; code: string }> {
  const res = await issue(store, { value: 25, ...body });
  expect(res.status).toBe(201);
  return { card: res.body.gift_card, code: res.body.code };
}
const getCard = async (store: StoreFixture, id: number) => {
  const res = await t.http().get(`/v1/app/gift-card/${id}`).set(bearer(store.key));
  expect(res.status).toBe(200);
  return res.body;
};
const pay = (store: StoreFixture, body: Json) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set('x-store-domain', store.domain)
    .send({ ...BUYER, ...body });
const orderOf = async (store: StoreFixture, id: number) => (await t.http().get(`/v1/app/order/${id}`).set(bearer(store.key)).expect(200)).body;
const setStatus = (store: StoreFixture, id: number, status: string) => t.http().patch(`/v1/app/order/${id}`).set(bearer(store.key)).send({ status });

function expect422(res: { status: number; body: Json }, field: string, rule: string) {
  expect(res.status).toBe(422);
  expect(res.body.errors.map((e: Json) => ({ code: e.code, field: e.field, rule: e.rule }))).toEqual([{ code: 'VALIDATION_FAILED', field, rule }]);
}

describe('issuing', () => {
  test('the code is in the issuing answer only: GET and the list never show it, the database keeps its SHA-256 and last four', async () => {
    const res = await issue(s, { value: 50.5, note: 'Raffle prize', expires_at: '2099-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    const { gift_card: card, code } = res.body;
    expect(code).toMatch(CODE);
    expect(card).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      last4: code.slice(-4),
      initial_value: 50.5,
      balance: 50.5,
      currency: 'BRL',
      enabled: true,
      expires_at: expect.stringMatching(/^2098-12-31T21:00:00\.000-03:00$/),
      note: 'Raffle prize',
      recipient_email: null,
      order_id: null,
      created_by: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const one = await getCard(s, card.id);
    expect(one).toEqual({
      ...card,
      transactions: [{ id: expect.any(Number), kind: 'ISSUE', amount: 50.5, balance_after: 50.5, order_id: null, note: null, created_at: expect.any(String) }],
    });
    const list = await t.http().get('/v1/app/gift-card').set(bearer(s.key)).expect(200);
    for (const body of [one, list.body]) {
      expect(JSON.stringify(body)).not.toContain(code);
      expect(JSON.stringify(body)).not.toContain(normalizeGiftCardCode(code));
    }
    // Stored: the hash of the code as typed without separators, and its last four; never the code.
    const row = await t.db.giftCard.findUniqueOrThrow({ where: { id: card.id } });
    expect(row.codeHash).toBe(createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex'));
    const dump = JSON.stringify(
      await t.db.$queryRaw`SELECT * FROM gift_cards g JOIN gift_card_transactions x ON x.gift_card_id = g.id WHERE g.id = ${card.id}`,
    );
    expect(dump).not.toContain(normalizeGiftCardCode(code));
    expect(dump).not.toContain(code);

    // Found by the last characters (any case) or by the whole code, typed as a buyer would.
    const byLast = await t
      .http()
      .get(`/v1/app/gift-card?q=${code.slice(-4).toLowerCase()}`)
      .set(bearer(s.key))
      .expect(200);
    expect(byLast.body.data.map((c: Json) => c.id)).toContain(card.id);
    const byCode = await t
      .http()
      .get(`/v1/app/gift-card?q=${encodeURIComponent(code.replace(/-/g, ' ').toLowerCase())}`)
      .set(bearer(s.key))
      .expect(200);
    expect(byCode.body.data.map((c: Json) => c.id)).toEqual([card.id]);
    expect422(await t.http().get('/v1/app/gift-card?q=ABCDEF').set(bearer(s.key)), 'q', 'format');
  });

  test('what issuing refuses, each with its rule, writing nothing', async () => {
    const before = await t.db.giftCard.count({ where: { storeId: s.storeId } });
    expect422(await issue(s, { value: 0 }), 'value', 'range');
    expect422(await issue(s, { value: 100_000.01 }), 'value', 'range');
    expect422(await issue(s, { value: 1.005 }), 'value', 'decimals');
    expect422(await issue(s, { value: 5, expires_at: '2020-01-01T00:00:00Z' }), 'expires_at', 'min');
    expect422(await issue(s, { value: 5, expires_at: 'tomorrow' }), 'expires_at', 'date');
    expect422(await issue(s, { value: 5, recipient_email: 'not-an-email' }), 'recipient_email', 'email');
    expect422(await issue(s, { value: 5, note: 'x'.repeat(501) }), 'note', 'max');
    expect((await issue(s, {})).body.errors).toEqual([expect.objectContaining({ field: 'value', rule: 'required' })]);
    expect(await t.db.giftCard.count({ where: { storeId: s.storeId } })).toBe(before);
    // The most a card holds.
    expect((await aCard(s, { value: 100_000 })).card.balance).toBe(100_000);
  });

  test('with recipient_email the code is e-mailed too, the store name escaped', async () => {
    const shop = await aStore(t, { name: 'Cards & <Co>' });
    const { card, code } = await aCard(shop, { value: 30, recipient_email: 'Friend@Example.com' });
    expect(card.recipient_email).toBe('friend@example.com');
    const [mail] = await waitForMail('friend@example.com', 1);
    expect(String(mail.parsed.text)).toContain(code);
    expect(String(mail.parsed.html)).toContain(code);
    expect(String(mail.parsed.html)).toContain('Cards &amp; &lt;Co&gt;');
    expect(String(mail.parsed.html)).not.toContain('<Co>');
    // The job that carried it is gone (once the worker marks it done), and with it the sealed copy.
    const jobs = async () =>
      (await t.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'send_gift_cards'`)[0].n;
    const deadline = Date.now() + 10_000;
    while ((await jobs()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await jobs()).toBe(0);
  });
});

async function waitForMail(to: string, n: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const got = smtp.accepted().filter((m) => m.rcptTo.includes(to));
    if (got.length >= n) return got;
    if (Date.now() > deadline) throw new Error(`no gift card e-mail reached ${to}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('changes and adjustments', () => {
  test('PATCH turns a card off, moves its expiry and note; adjust moves the balance (never below 0) and both show in the history, newest first', async () => {
    const { card, code } = await aCard(s, { value: 20 });
    const off = await t.http().patch(`/v1/app/gift-card/${card.id}`).set(bearer(s.key)).send({ enabled: false, note: 'lost' }).expect(200);
    expect(off.body).toMatchObject({ id: card.id, enabled: false, note: 'lost', balance: 20 });
    const pkg = await aPackage(t, s, { price: 5 });
    expect422(await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: code }), 'gift_card', 'exists');
    await t.http().patch(`/v1/app/gift-card/${card.id}`).set(bearer(s.key)).send({ enabled: true, note: null }).expect(200);

    const up = await t.http().post(`/v1/app/gift-card/${card.id}/adjust`).set(bearer(s.key)).send({ amount: 5.25, note: 'goodwill' });
    expect(up.status).toBe(200);
    expect(up.body.balance).toBe(25.25);
    const down = await t.http().post(`/v1/app/gift-card/${card.id}/adjust`).set(bearer(s.key)).send({ amount: -25.25, note: 'fraud' });
    expect(down.body.balance).toBe(0);
    // Below zero: refused, nothing written.
    expect422(await t.http().post(`/v1/app/gift-card/${card.id}/adjust`).set(bearer(s.key)).send({ amount: -0.01, note: 'again' }), 'amount', 'balance');
    expect422(await t.http().post(`/v1/app/gift-card/${card.id}/adjust`).set(bearer(s.key)).send({ amount: 0, note: 'nothing' }), 'amount', 'range');
    expect422(await t.http().post(`/v1/app/gift-card/${card.id}/adjust`).set(bearer(s.key)).send({ amount: 1 }), 'note', 'required');
    const history = (await getCard(s, card.id)).transactions;
    expect(history.map((x: Json) => [x.kind, x.amount, x.balance_after, x.note])).toEqual([
      ['ADJUST', -25.25, 0, 'fraud'],
      ['ADJUST', 5.25, 25.25, 'goodwill'],
      ['ISSUE', 20, 20, null],
    ]);
    // Filters: disabled cards only.
    await t.http().patch(`/v1/app/gift-card/${card.id}`).set(bearer(s.key)).send({ enabled: false }).expect(200);
    const disabled = await t.http().get('/v1/app/gift-card?enabled=false').set(bearer(s.key)).expect(200);
    expect(disabled.body.data.every((c: Json) => c.enabled === false)).toBe(true);
    expect(disabled.body.data.map((c: Json) => c.id)).toContain(card.id);
  });
});

describe('checkout', () => {
  test('a card that pays it all: the order is APPROVED at once, price 0, paid by GIFT_CARD, its key and command delivered; the balance is what is left', async () => {
    const pkg = await aPackage(t, s, {
      price: 12.5,
      license_keys: ['CARD-KEY-1'],
      commands: [{ command: 'give {client_identifier} vip' }],
    });
    const { card, code } = await aCard(s, { value: 30 });
    const res = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: code.toLowerCase().replace(/-/g, '') });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'APPROVED', price: 0, checkout_url: null, pix_code: null });
    const order = await orderOf(s, res.body.order_id);
    expect(order).toMatchObject({ status: 'APPROVED', price: 0, subtotal: 12.5, gift_card_amount: 12.5, payment_method: 'GIFT_CARD', external_id: null });
    expect(order.paid_at).not.toBeNull();
    expect(order.deliveries).toEqual([expect.objectContaining({ type: 'LICENSE_KEY', value: 'CARD-KEY-1' })]);
    expect(await t.db.command.count({ where: { orderId: order.id } })).toBe(1);
    const after = await getCard(s, card.id);
    expect(after.balance).toBe(17.5);
    expect(after.transactions[0]).toMatchObject({ kind: 'REDEEM', amount: -12.5, balance_after: 17.5, order_id: order.id });
  });

  test('a card for part of it: the gateway is asked the rest (price), the order waits for it, the card is left with 0', async () => {
    const pkg = await aPackage(t, s, { price: 10 });
    const { card, code } = await aCard(s, { value: 4 });
    const res = await pay(s, { items: [{ id: pkg.id, quantity: 2 }], gift_card: code });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'PENDING', price: 16 });
    const order = await orderOf(s, res.body.order_id);
    expect(order).toMatchObject({ price: 16, subtotal: 20, gift_card_amount: 4, payment_method: null });
    expect((await getCard(s, card.id)).balance).toBe(0);
    // Paid the rest: approved as any order; the card stays spent.
    expect((await setStatus(s, order.id, 'APPROVED')).status).toBe(200);
    expect((await getCard(s, card.id)).transactions.map((x: Json) => x.kind)).toEqual(['REDEEM', 'ISSUE']);
  });

  test('a partial use leaves the rest on the card for the next order', async () => {
    const pkg = await aPackage(t, s, { price: 3 });
    const { card, code } = await aCard(s, { value: 10 });
    for (const left of [7, 4, 1]) {
      const res = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: code });
      expect(res.body).toMatchObject({ status: 'APPROVED', price: 0 });
      expect((await getCard(s, card.id)).balance).toBe(left);
    }
    const last = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: code });
    expect(last.body).toMatchObject({ status: 'PENDING', price: 2 });
    expect((await getCard(s, card.id)).balance).toBe(0);
  });

  test('refusals name their rule (exists, expired, currency, balance) and write nothing', async () => {
    const pkg = await aPackage(t, s, { price: 5 });
    const cart = { items: [{ id: pkg.id, quantity: 1 }] };
    const counts = async () => ({
      orders: await t.db.order.count({ where: { storeId: s.storeId } }),
      moves: await t.db.giftCardTransaction.count({ where: { storeId: s.storeId } }),
    });
    const before = await counts();
    expect422(await pay(s, { ...cart, gift_card: 'AAAA-BBBB-CCCC-DDDD' }), 'gift_card', 'exists');

    const expired = await aCard(s, { value: 10 });
    await t.db.giftCard.update({ where: { id: expired.card.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect422(await pay(s, { ...cart, gift_card: expired.code }), 'gift_card', 'expired');

    const foreign = await aCard(s, { value: 10 });
    await t.db.giftCard.update({ where: { id: foreign.card.id }, data: { currency: 'USD' } });
    expect422(await pay(s, { ...cart, gift_card: foreign.code }), 'gift_card', 'currency');

    const empty = await aCard(s, { value: 1 });
    await t.http().post(`/v1/app/gift-card/${empty.card.id}/adjust`).set(bearer(s.key)).send({ amount: -1, note: 'spent' }).expect(200);
    const after = await counts();
    expect422(await pay(s, { ...cart, gift_card: empty.code }), 'gift_card', 'balance');
    expect(await counts()).toEqual(after);
    // Nothing but the cards' own history was written by the refused checkouts.
    expect(after.orders).toBe(before.orders);
  });
});

describe('giving back what a card paid', () => {
  const placeWithCard = async (value: number, price: number) => {
    const pkg = await aPackage(t, s, { price });
    const c = await aCard(s, { value });
    const res = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: c.code });
    expect(res.status).toBe(201);
    return { ...c, orderId: res.body.order_id as number };
  };
  const restores = (cardId: number) => t.db.giftCardTransaction.findMany({ where: { giftCardId: cardId, kind: 'RESTORE' } });

  test.each(['REJECTED', 'CANCELED'])('%s: the amount goes back, once', async (status) => {
    const { card, orderId } = await placeWithCard(6, 10); // 6 on the card, 4 left for the gateway
    expect((await getCard(s, card.id)).balance).toBe(0);
    expect((await setStatus(s, orderId, status)).status).toBe(200);
    expect((await getCard(s, card.id)).balance).toBe(6);
    // Final: the same change again is refused, and gives nothing back twice.
    expect((await setStatus(s, orderId, status)).status).toBe(200); // the same status: no change
    expect((await setStatus(s, orderId, 'APPROVED')).status).toBe(409);
    expect((await getCard(s, card.id)).balance).toBe(6);
    const back = await restores(card.id);
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ orderId, balanceAfter: expect.anything() });
    expect(Number(back[0].amount)).toBe(6);
  });

  test('REFUNDED of an order the card paid in full: the amount goes back once, and no payment provider is asked', async () => {
    // Stripe connected at the store (credentials only validated): were the refund to go to a provider,
    // this one cannot be reached and the refund would answer 503.
    await t
      .http()
      .put('/v1/app/gateway/STRIPE')
      .set(bearer(s.key))
      .send({ enabled: true, credentials: { secret_key: 'sk_test_giftcardsKey', webhook_secret: 'whsec_giftcardsSecret' } })
      .expect(200);
    const pkg = await aPackage(t, s, { price: 8 });
    const { card, code } = await aCard(s, { value: 8 });
    const res = await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: code, gateway: 'STRIPE' });
    expect(res.body).toMatchObject({ status: 'APPROVED', price: 0 });
    // As though a provider id had been recorded: the refund must still not ask one.
    await t.db.order.update({ where: { id: res.body.order_id }, data: { externalId: 'cs_test_never_charged' } });
    const refunded = await setStatus(s, res.body.order_id, 'REFUNDED');
    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('REFUNDED');
    expect(await t.db.orderRefund.count({ where: { orderId: res.body.order_id } })).toBe(0);
    expect((await getCard(s, card.id)).balance).toBe(8);
    expect((await setStatus(s, res.body.order_id, 'REFUNDED')).status).toBe(200);
    expect(await restores(card.id)).toHaveLength(1);
  });

  test('REFUNDED of an order paid partly by card: the card gets its part back (the gateway refunds the price)', async () => {
    const { card, orderId } = await placeWithCard(3, 10);
    expect((await setStatus(s, orderId, 'APPROVED')).status).toBe(200);
    expect((await setStatus(s, orderId, 'REFUNDED')).status).toBe(200);
    expect((await getCard(s, card.id)).transactions.map((x: Json) => [x.kind, x.amount, x.balance_after])).toEqual([
      ['RESTORE', 3, 3],
      ['REDEEM', -3, 0],
      ['ISSUE', 3, 3],
    ]);
    // A chargeback gives nothing back to the card (the provider took its part back; the card part stays spent).
    const other = await placeWithCard(2, 10);
    await setStatus(s, other.orderId, 'APPROVED').expect(200);
    await setStatus(s, other.orderId, 'CHARGEDBACK').expect(200);
    expect((await getCard(s, other.card.id)).balance).toBe(0);
  });
});

describe('store isolation', () => {
  test("another store's card: its code is refused at checkout (rule exists), its id is 404 on every route", async () => {
    const other = await aStore(t);
    const theirs = await aCard(other, { value: 50 });
    const pkg = await aPackage(t, s, { price: 5 });
    expect422(await pay(s, { items: [{ id: pkg.id, quantity: 1 }], gift_card: theirs.code }), 'gift_card', 'exists');
    const id = theirs.card.id;
    for (const res of [
      await t.http().get(`/v1/app/gift-card/${id}`).set(bearer(s.key)),
      await t.http().patch(`/v1/app/gift-card/${id}`).set(bearer(s.key)).send({ enabled: false }),
      await t.http().post(`/v1/app/gift-card/${id}/adjust`).set(bearer(s.key)).send({ amount: -50, note: 'steal' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errors[0].code).toBe('NOT_FOUND');
    }
    const mine = await t
      .http()
      .get(`/v1/app/gift-card?q=${encodeURIComponent(theirs.code)}`)
      .set(bearer(s.key))
      .expect(200);
    expect(mine.body.data).toEqual([]);
    expect(await getCard(other, id)).toMatchObject({ balance: 50, enabled: true });
    // On GraphQL too.
    const gql = await t.gql(s.key, 'query($id: Int!) { giftCard(id: $id) { id } }', { id });
    expect(gql.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('GraphQL', () => {
  test('issueGiftCard, giftCards, giftCard with its transactions, updateGiftCard and adjustGiftCard answer as REST does', async () => {
    const issued = await t.gql(
      s.key,
      `mutation($input: IssueGiftCardInput!) { issueGiftCard(input: $input) { code giftCard { id last4 initialValue balance currency enabled expiresAt note recipientEmail orderId createdBy } } }`,
      { input: { value: 15, note: 'via graphql' } },
    );
    expect(issued.errors).toBeUndefined();
    const { code, giftCard } = (issued.data as Json).issueGiftCard;
    expect(code).toMatch(CODE);
    expect(giftCard).toMatchObject({
      last4: code.slice(-4),
      initialValue: 15,
      balance: 15,
      currency: 'BRL',
      enabled: true,
      expiresAt: null,
      note: 'via graphql',
      orderId: null,
    });

    const adjusted = await t.gql(s.key, 'mutation($id: Int!) { adjustGiftCard(id: $id, input: {amount: -5, note: "gql"}) { balance } }', { id: giftCard.id });
    expect((adjusted.data as Json).adjustGiftCard.balance).toBe(10);
    const refused = await t.gql(s.key, 'mutation($id: Int!) { adjustGiftCard(id: $id, input: {amount: -50, note: "gql"}) { balance } }', { id: giftCard.id });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'amount', rule: 'balance' });
    const updated = await t.gql(s.key, 'mutation($id: Int!) { updateGiftCard(id: $id, input: {enabled: false}) { enabled } }', { id: giftCard.id });
    expect((updated.data as Json).updateGiftCard.enabled).toBe(false);

    const one = await t.gql(s.key, 'query($id: Int!) { giftCard(id: $id) { id balance transactions { kind amount balanceAfter note orderId createdAt } } }', {
      id: giftCard.id,
    });
    const rest = await getCard(s, giftCard.id);
    expect((one.data as Json).giftCard.transactions).toEqual(
      rest.transactions.map((x: Json) => ({
        kind: x.kind,
        amount: x.amount,
        balanceAfter: x.balance_after,
        note: x.note,
        orderId: x.order_id,
        createdAt: x.created_at,
      })),
    );
    const list = await t.gql(s.key, `query($q: String) { giftCards(q: $q, perPage: 5) { meta { total } data { id last4 transactions { kind } } } }`, {
      q: code.slice(-4),
    });
    expect((list.data as Json).giftCards.data.map((c: Json) => c.id)).toContain(giftCard.id);
    expect(JSON.stringify(list.data)).not.toContain(code);
  });
});
