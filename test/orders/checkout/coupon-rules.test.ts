import { bearer } from '../../helpers/app';
import { AppCheckoutDocument } from '../../graphql/__generated__/operations';
import { aStore, aPackage, BUYER, type StoreFixture } from '../../helpers/fixtures';
import {
  t,
  useApp,
  type Json,
  type Pair,
  restCheckout,
  restCreate,
  gqlCheckout,
  gqlCreate,
  rowCounts,
  expectRestErrors,
  expectGqlErrors,
  toGql,
} from './helpers';

/**
 * A coupon's own rules at checkout, on every entry point (POST /v1/webstore/checkout, POST
 * /v1/app/checkout, POST /v1/app/order, GraphQL checkout, createCheckout, createOrder):
 * `min_price` (the cart's subtotal before the discount must reach it: 422 coupon min_price) and
 * `limit_criteria` (one order per buyer e-mail or identifier, REJECTED and CANCELED ones not
 * counting: 422 coupon limit; an identifier-limited coupon needs an identifier: 422
 * client_identifier required). Refusals write nothing; two checkouts at once cannot both pass.
 */

useApp();

const restAppCheckout = (s: StoreFixture, body: Json) => t.http().post('/v1/app/checkout').set(bearer(s.key)).send(body);
const gqlAppCheckout = (s: StoreFixture, body: Json) => t.gql(s.key, AppCheckoutDocument, { input: toGql(body) });

type Surface = 'rest' | 'gql';
type Call = (s: StoreFixture, body: Json) => Promise<any>;

const ENTRY_POINTS: [string, Surface, Call][] = [
  ['REST POST /v1/webstore/checkout', 'rest', restCheckout],
  ['REST POST /v1/app/checkout', 'rest', restAppCheckout],
  ['REST POST /v1/app/order', 'rest', restCreate],
  ['GraphQL checkout', 'gql', gqlCheckout],
  ['GraphQL createCheckout', 'gql', gqlAppCheckout],
  ['GraphQL createOrder', 'gql', gqlCreate],
];

/** The placed order's id and price, or the test fails with the answer. */
function placed(surface: Surface, res: any): { id: number; price: number } {
  if (surface === 'rest') {
    expect(res.body.errors).toBeUndefined();
    expect(res.status).toBe(201);
    return { id: res.body.order_id ?? res.body.id, price: res.body.price };
  }
  expect(res.errors).toBeUndefined();
  const out = res.data.checkout ?? res.data.createCheckout ?? res.data.createOrder;
  return { id: out.orderId ?? out.id, price: out.price };
}

function refused(surface: Surface, res: any, pairs: Pair[]): string[] {
  if (surface === 'rest') {
    expectRestErrors(res, 422, 'VALIDATION_FAILED', pairs);
    return res.body.errors.map((e: Json) => e.message);
  }
  expectGqlErrors(res, 'VALIDATION_FAILED', pairs);
  return res.errors.map((e: Json) => e.message);
}

let seq = 0;
/** A buyer of their own: a new e-mail and identifier. */
const buyer = (extra: Json = {}) => {
  seq++;
  return { ...BUYER, client_identifier: `Buyer_${seq}`, client_email: `buyer${seq}@example.com`, ...extra };
};

let s: StoreFixture;
let a: Json; // 30.00
let b: Json; // 25.00
let needsNick: Json;
beforeAll(async () => {
  s = await aStore(t);
  a = await aPackage(t, s, { name: 'Thirty', price: 30, type: 'MULTIPLE' }, { detail: true });
  b = await aPackage(t, s, { name: 'TwentyFive', price: 25, type: 'MULTIPLE' }, { detail: true });
  const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
  needsNick = await aPackage(t, s, { name: 'Nicked', price: 5, variables: [nick.id] }, { detail: true });
});

let couponSeq = 0;
/** A coupon made through the back office, as an owner would; returns its code. */
async function aCoupon(body: Json): Promise<{ id: number; code: string }> {
  const code = `RULE${++couponSeq}`;
  const res = await t
    .http()
    .post('/v1/app/coupon')
    .set(bearer(s.key))
    .send({ code, type: 'PRICE', value: 10, ...body });
  expect(res.status).toBe(201);
  return { id: res.body.id, code };
}

const setStatus = async (orderId: number, status: string) =>
  expect((await t.http().patch(`/v1/app/order/${orderId}`).set(bearer(s.key)).send({ status })).status).toBe(200);

// ---------------------------------------------------------------- min_price

describe('min_price: the subtotal before the discount must reach it', () => {
  let min50: { id: number; code: string };
  let half60: { id: number; code: string };
  beforeAll(async () => {
    min50 = await aCoupon({ type: 'PRICE', value: 10, min_price: 50 });
    half60 = await aCoupon({ type: 'PERCENTAGE', value: 50, min_price: 60 });
  });

  describe.each(ENTRY_POINTS)('%s', (_name, surface, call) => {
    test('below it: 422 coupon min_price naming the minimum in the store money, nothing written; at or above it: placed and discounted', async () => {
      const before = await rowCounts(s.storeId);
      const messages = refused(surface, await call(s, { ...buyer(), coupon: min50.code.toLowerCase(), items: [{ id: a.id, quantity: 1 }] }), [
        ['coupon', 'min_price'],
      ]);
      expect(messages[0]).toContain('R$ 50,00');
      expect(messages[0]).toContain('R$ 30,00');
      // Two lines of 30 + 25 = 55: above it, 10 off.
      expect(await rowCounts(s.storeId)).toEqual(before);
      const ok = placed(
        surface,
        await call(s, {
          ...buyer(),
          coupon: min50.code,
          items: [
            { id: a.id, quantity: 1 },
            { id: b.id, quantity: 1 },
          ],
        }),
      );
      expect(ok.price).toBe(45);
      // Exactly the minimum is enough, and it is the subtotal before the discount: 2 x 30 = 60, 50% off = 30.
      expect(placed(surface, await call(s, { ...buyer(), coupon: half60.code, items: [{ id: a.id, quantity: 2 }] })).price).toBe(30);
    });
  });

  test('0.01 below is refused; the message is in the store locale and currency', async () => {
    const c = await aCoupon({ min_price: 60.01 });
    const res = await restCheckout(s, { ...buyer(), coupon: c.code, items: [{ id: a.id, quantity: 2 }] });
    expectRestErrors(res, 422, 'VALIDATION_FAILED', [['coupon', 'min_price']]);
    expect(res.body.errors[0].message).toBe(`coupon ${c.code} applies to orders of at least R$ 60,01 (before the discount); this cart comes to R$ 60,00`);
    const usd = await aStore(t, { currency: 'USD', locale: 'en-US' });
    const pkg = await aPackage(t, usd, { price: 5 }, { detail: true });
    expect((await t.http().post('/v1/app/coupon').set(bearer(usd.key)).send({ code: 'BIG', type: 'PRICE', value: 1, min_price: 1234.5 })).status).toBe(201);
    const there = await restCheckout(usd, { ...buyer(), coupon: 'big', items: [{ id: pkg.id, quantity: 1 }] });
    expectRestErrors(there, 422, 'VALIDATION_FAILED', [['coupon', 'min_price']]);
    expect(there.body.errors[0].message).toContain('$1,234.50');
  });

  test("judged only on a cart whose lines all stand: a refused line is reported alone; the body's other errors come with it", async () => {
    const before = await rowCounts(s.storeId);
    expectRestErrors(
      await restCheckout(s, {
        ...buyer(),
        coupon: min50.code,
        items: [
          { id: a.id, quantity: 1 },
          { id: 99_999_999, quantity: 1 },
        ],
      }),
      422,
      'VALIDATION_FAILED',
      [['items.1.id', 'exists']],
    );
    expectGqlErrors(await gqlCheckout(s, { ...buyer(), coupon: min50.code, items: [{ id: a.id, quantity: 0 }] }), 'VALIDATION_FAILED', [
      ['items.0.quantity', 'range'],
    ]);
    expectRestErrors(await restCreate(s, { ...buyer(), coupon: min50.code, items: [{ id: needsNick.id, quantity: 1 }] }), 422, 'VALIDATION_FAILED', [
      ['variables.nick', 'required'],
      ['coupon', 'min_price'],
    ]);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- limit_criteria

describe('limit_criteria CLIENT_EMAIL: one order per e-mail, whatever identifier it names', () => {
  describe.each(ENTRY_POINTS)('%s', (_name, surface, call) => {
    test('a second use by the e-mail (any case, another identifier or none) is 422 coupon limit, nothing written; another e-mail may', async () => {
      const c = await aCoupon({ limit_criteria: 'CLIENT_EMAIL' });
      const first = buyer();
      placed(surface, await call(s, { ...first, coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
      const before = await rowCounts(s.storeId);
      const again = [
        { ...first },
        { ...first, client_email: first.client_email.toUpperCase(), client_identifier: 'SomeoneElse' },
        { ...first, client_identifier: undefined },
      ];
      for (const body of again) {
        const messages = refused(surface, await call(s, { ...body, coupon: c.code.toLowerCase(), items: [{ id: b.id, quantity: 1 }] }), [['coupon', 'limit']]);
        expect(messages[0]).toContain(first.client_email);
      }
      expect(await rowCounts(s.storeId)).toEqual(before);
      placed(surface, await call(s, { ...buyer({ client_identifier: first.client_identifier }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
      expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(2);
    });
  });

  test('PENDING and APPROVED orders count; a REJECTED or CANCELED one gave its use back', async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_EMAIL' });
    const me = buyer();
    const body = { ...me, coupon: c.code, items: [{ id: a.id, quantity: 1 }] };
    const first = placed('rest', await restCheckout(s, body));
    refused('rest', await restCheckout(s, body), [['coupon', 'limit']]);
    await setStatus(first.id, 'CANCELED');
    const second = placed('rest', await restCheckout(s, body));
    await setStatus(second.id, 'REJECTED');
    const third = placed('rest', await restCheckout(s, body));
    await setStatus(third.id, 'APPROVED');
    refused('rest', await restCheckout(s, body), [['coupon', 'limit']]);
    refused('gql', await gqlCreate(s, body), [['coupon', 'limit']]);
  });

  test('only orders with this coupon count: an order without a coupon or with another one does not', async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_EMAIL' });
    const other = await aCoupon({});
    const me = buyer();
    placed('rest', await restCheckout(s, { ...me, items: [{ id: a.id, quantity: 1 }] }));
    placed('rest', await restCheckout(s, { ...me, coupon: other.code, items: [{ id: a.id, quantity: 1 }] }));
    placed('rest', await restCheckout(s, { ...me, coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
    // Another store's orders by the same e-mail are not this store's.
    const elsewhere = await aStore(t);
    const pkg = await aPackage(t, elsewhere, {}, { detail: true });
    expect(
      (await t.http().post('/v1/app/coupon').set(bearer(elsewhere.key)).send({ code: c.code, type: 'PRICE', value: 1, limit_criteria: 'CLIENT_EMAIL' })).status,
    ).toBe(201);
    placed('rest', await restCheckout(elsewhere, { ...me, coupon: c.code, items: [{ id: pkg.id, quantity: 1 }] }));
  });
});

describe('limit_criteria CLIENT_IDENTIFIER: one order per buyer identifier, ignoring case', () => {
  describe.each(ENTRY_POINTS)('%s', (_name, surface, call) => {
    test('a second use by the identifier (any case, another e-mail) is 422 coupon limit; none given is 422 client_identifier required naming the coupon', async () => {
      const c = await aCoupon({ limit_criteria: 'CLIENT_IDENTIFIER' });
      const first = buyer();
      placed(surface, await call(s, { ...first, coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
      const before = await rowCounts(s.storeId);
      const messages = refused(
        surface,
        await call(s, { ...buyer({ client_identifier: first.client_identifier.toUpperCase() }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }),
        [['coupon', 'limit']],
      );
      expect(messages[0]).toContain(first.client_identifier.toUpperCase());
      const none = refused(surface, await call(s, { ...buyer({ client_identifier: undefined }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }), [
        ['client_identifier', 'required'],
      ]);
      expect(none[0]).toContain(c.code);
      expect(await rowCounts(s.storeId)).toEqual(before);
      // The same e-mail under another identifier may.
      placed(surface, await call(s, { ...first, client_identifier: `${first.client_identifier}x`, coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
    });
  });

  test('the identifier is compared as text (an underscore is no wildcard), from whichever field gave it (user_id too)', async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_IDENTIFIER' });
    placed('rest', await restCheckout(s, { ...buyer({ client_identifier: 'SteveX9' }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
    placed('rest', await restCheckout(s, { ...buyer({ client_identifier: 'Steve_9' }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }));
    refused(
      'rest',
      await restCheckout(s, { ...buyer({ client_identifier: undefined, user_id: 'steve_9' }), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }),
      [['coupon', 'limit']],
    );
  });

  test("a missing identifier is one client_identifier entry, also when the cart's commands need one", async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_IDENTIFIER' });
    const online = await aPackage(t, s, { name: 'Online only', commands: [{ command: 'give {client_identifier} vip' }] }, { detail: true });
    const before = await rowCounts(s.storeId);
    const res = await restCheckout(s, { ...buyer({ client_identifier: undefined }), coupon: c.code, items: [{ id: online.id, quantity: 1 }] });
    expectRestErrors(res, 422, 'VALIDATION_FAILED', [['client_identifier', 'required']]);
    expect(res.body.errors[0].message).toContain('"Online only"');
    expect(res.body.errors[0].message).toContain(c.code);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });
});

describe('coupons without these settings behave as before', () => {
  test('no minimum, no per-buyer limit: the same buyer uses it again, on any cart', async () => {
    const c = await aCoupon({ type: 'PRICE', value: 100 });
    const me = buyer();
    for (const call of [restCheckout, restCreate]) expect((await call(s, { ...me, coupon: c.code, items: [{ id: b.id, quantity: 1 }] })).body.price).toBe(0);
    expect(placed('gql', await gqlCheckout(s, { ...me, coupon: c.code, items: [{ id: b.id, quantity: 1 }] })).price).toBe(0);
    expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(3);
  });

  test('the rules are checked before max_uses: a refused order takes no use', async () => {
    const c = await aCoupon({ max_uses: 1, min_price: 50, limit_criteria: 'CLIENT_EMAIL' });
    refused('rest', await restCheckout(s, { ...buyer(), coupon: c.code, items: [{ id: a.id, quantity: 1 }] }), [['coupon', 'min_price']]);
    placed('rest', await restCheckout(s, { ...buyer(), coupon: c.code, items: [{ id: a.id, quantity: 2 }] }));
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: c.id } })).uses).toBe(1);
    // Used up for everyone now: 422 max_uses (issue 33: each refusal names its rule).
    refused('rest', await restCheckout(s, { ...buyer(), coupon: c.code, items: [{ id: a.id, quantity: 2 }] }), [['coupon', 'max_uses']]);
  });
});

// ---------------------------------------------------------------- concurrency

describe('under concurrency, a per-buyer limit holds', () => {
  test('8 simultaneous checkouts of one e-mail under 8 identifiers with a CLIENT_EMAIL coupon: exactly one order', async () => {
    const c = await aCoupon({ type: 'PERCENTAGE', value: 50, limit_criteria: 'CLIENT_EMAIL' });
    const email = `rush${++seq}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? restCheckout : restAppCheckout)(s, {
          ...BUYER,
          client_email: i % 3 ? email : email.toUpperCase(),
          client_identifier: `Rusher${i}`,
          coupon: c.code,
          items: [{ id: a.id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const r of answers.filter((x) => x.status === 422)) expect(r.body.errors.map((e: Json) => [e.field, e.rule])).toEqual([['coupon', 'limit']]);
    expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(1);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: c.id } })).uses).toBe(1);
  });

  test('8 simultaneous checkouts of one identifier (in any case) under 8 e-mails with a CLIENT_IDENTIFIER coupon: exactly one order', async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_IDENTIFIER' });
    const id = `Racer${++seq}`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        restCheckout(s, {
          ...BUYER,
          client_email: `racer${seq}.${i}@example.com`,
          client_identifier: i % 2 ? id : id.toLowerCase(),
          coupon: c.code,
          items: [{ id: b.id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(1);
  });

  test('different buyers are not held back by each other: all of them order', async () => {
    const c = await aCoupon({ limit_criteria: 'CLIENT_EMAIL' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => restCheckout(s, { ...buyer(), coupon: c.code, items: [{ id: a.id, quantity: 1 }] })));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(await t.db.order.count({ where: { couponId: c.id } })).toBe(6);
  });
});
