import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import {
  CART_ITEM_KEYS,
  CART_STOCK_KEYS,
  FIELD_KEYS,
  PRICING_KEYS,
  expectGqlError,
  expectRestError,
  gqlPairs,
  keysOf,
  makePackage,
  restPairs,
  sleep,
  sorted,
  storefront,
  toGql,
  toRest,
  type Json,
  type Shop,
} from './helpers';
import { aStore } from '../helpers/fixtures';
import { CartPreviewDocument } from '../graphql/__generated__/operations';

/**
 * The cart preview (POST /v1/webstore/cart, GraphQL `cart`): the exact item shape, pricing math,
 * availability from stock and key pools, checkout's validation rules on both surfaces, store
 * isolation, and a constant number of SQL statements whatever the cart size.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const CART = CartPreviewDocument;

const restCart = (domain: string | null, body: unknown) => {
  const req = t.http().post('/v1/webstore/cart');
  if (domain !== null) req.set(storefront(domain));
  return req.send(body as object);
};
const gqlCart = (domain: string | null, items: unknown) => t.gql(domain === null ? {} : storefront(domain), CART, { items: toGql(items) });

/** What the cart must never change: it previews, it does not reserve. */
async function snapshot(storeId: number) {
  const [orders, packages, keys] = await Promise.all([
    t.db.order.count({ where: { storeId } }),
    t.db.package.findMany({ where: { storeId }, orderBy: { id: 'asc' }, select: { id: true, inventoryAmount: true, updatedAt: true } }),
    t.db.licenseKey.count({ where: { storeId, used: false } }),
  ]);
  return { orders, packages, keys };
}

// ---------------------------------------------------------------- the item

describe('cart item shape and values', () => {
  let s: Shop;
  let rank: Json;
  let key: Json;
  let plain: Json;

  beforeAll(async () => {
    s = await aStore(t);
    rank = await makePackage(t, s, {
      name: 'Diamond Rank',
      price: 80,
      compare_at_price: 100,
      image: 'https://cdn.example.com/diamond.png',
      fields: [
        { name: 'Nickname', type: 'TEXT', description: 'Your in-game name' },
        { name: 'E-mail', type: 'EMAIL', description: 'Where the receipt goes', required: false },
      ],
    });
    key = await makePackage(t, s, { name: 'Game key', price: 10, type: 'SINGLE', license_keys: ['K-1'] });
    plain = await makePackage(t, s, { name: 'Coins', price: 5 }, { minQuantity: 3 });
  });

  test('REST answers 200 with one item per line in request order, exactly the spec keys', async () => {
    const res = await restCart(s.domain, {
      items: [
        { id: plain.id, quantity: 4 },
        { id: rank.id, quantity: 2, fields: { Nickname: 'Steve' } },
        { id: key.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((i: Json) => i.id)).toEqual([plain.id, rank.id, key.id]);
    for (const item of res.body) {
      expect(keysOf(item)).toEqual(sorted(CART_ITEM_KEYS));
      expect(keysOf(item.pricing)).toEqual(sorted(PRICING_KEYS));
      expect(keysOf(item.stock)).toEqual(sorted(CART_STOCK_KEYS));
      for (const f of item.fields) expect(keysOf(f)).toEqual(sorted(FIELD_KEYS));
    }
    const [coins, diamond, gameKey] = res.body;
    expect(diamond).toEqual({
      id: rank.id,
      category_id: s.categoryId,
      store_id: s.storeId,
      position: rank.position,
      enabled: true,
      name: 'Diamond Rank',
      slug: 'diamond-rank',
      type: 'MULTIPLE',
      image: 'https://cdn.example.com/diamond.png',
      fields: [
        { id: expect.any(Number), name: 'Nickname', type: 'TEXT', description: 'Your in-game name', required: true },
        { id: expect.any(Number), name: 'E-mail', type: 'EMAIL', description: 'Where the receipt goes', required: false },
      ],
      pricing: { price: 80, compare_at: 100, percent_discount: -20, min: 80, max: 80 },
      sale: null,
      stock: { quantity: 2, available: true, min_amount: 1 },
    });
    expect(coins).toMatchObject({
      name: 'Coins',
      image: null,
      fields: [],
      pricing: { price: 5, compare_at: 5, percent_discount: 0, min: 5, max: 5 },
      stock: { quantity: 4, available: true, min_amount: 3 },
    });
    expect(gameKey).toMatchObject({ type: 'SINGLE', stock: { quantity: 1, available: true, min_amount: 1 } });
  });

  test('GraphQL cart returns the same data as REST', async () => {
    const items = [
      { id: key.id, quantity: 1 },
      { id: rank.id, quantity: 3, fields: { Nickname: 'Alex' } },
      { id: plain.id, quantity: 3 },
    ];
    const [rest, gql] = await Promise.all([restCart(s.domain, { items }), gqlCart(s.domain, items)]);
    expect(rest.status).toBe(200);
    expect(gql.errors).toBeUndefined();
    expect(toRest(gql.data!.cart)).toEqual(rest.body);
  });

  test('the cart writes nothing and reserves nothing', async () => {
    const before = await snapshot(s.storeId);
    await restCart(s.domain, {
      items: [
        { id: key.id, quantity: 1 },
        { id: plain.id, quantity: 5 },
      ],
    });
    await gqlCart(s.domain, [{ id: key.id, quantity: 1 }]);
    expect(await snapshot(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- pricing

describe('pricing', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await aStore(t);
  });

  const cases: [string, Json, Json][] = [
    ['80 instead of 100 is -20%', { price: 80, compare_at_price: 100 }, { price: 80, compare_at: 100, percent_discount: -20 }],
    ['no comparison price: compare_at is the price, 0%', { price: 29.9 }, { price: 29.9, compare_at: 29.9, percent_discount: 0 }],
    [
      'rounded to two decimals (29.90 of 39.90 is -25.06%)',
      { price: 29.9, compare_at_price: 39.9 },
      { price: 29.9, compare_at: 39.9, percent_discount: -25.06 },
    ],
    ['rounded half away from zero (10 of 30 is -66.67%)', { price: 10, compare_at_price: 30 }, { price: 10, compare_at: 30, percent_discount: -66.67 }],
    ['a free package under a comparison price is -100%', { price: 0, compare_at_price: 15 }, { price: 0, compare_at: 15, percent_discount: -100 }],
    ['a comparison price equal to the price is no discount', { price: 20, compare_at_price: 20 }, { price: 20, compare_at: 20, percent_discount: 0 }],
    ['a comparison price below the price is shown as stored, with 0%', { price: 50, compare_at_price: 40 }, { price: 50, compare_at: 40, percent_discount: 0 }],
  ];

  test.each(cases)('%s', async (_name, body, discount) => {
    // Without variations the range is the price itself.
    const pricing = { ...discount, min: discount.price, max: discount.price };
    const pkg = await makePackage(t, s, { name: `P ${Math.random()}`, ...body });
    const res = await restCart(s.domain, { items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body[0].pricing).toEqual(pricing);
    expect(Object.is(res.body[0].pricing.percent_discount, -0)).toBe(false);
    const gql = await gqlCart(s.domain, [{ id: pkg.id, quantity: 1 }]);
    expect(toRest(gql.data!.cart[0].pricing)).toEqual(pricing);
  });
});

// ---------------------------------------------------------------- availability

describe('availability', () => {
  let s: Shop;
  beforeAll(async () => {
    s = await aStore(t);
  });

  const available = async (id: number, quantity: number) => {
    const res = await restCart(s.domain, { items: [{ id, quantity }] });
    expect(res.status).toBe(200);
    const gql = await gqlCart(s.domain, [{ id, quantity }]);
    expect(gql.data!.cart[0].stock.available).toBe(res.body[0].stock.available);
    return res.body[0].stock.available as boolean;
  };

  test('unlimited stock (inventory_amount null) is available at any quantity', async () => {
    const pkg = await makePackage(t, s, { name: 'Unlimited' });
    expect(await available(pkg.id, 999)).toBe(true);
  });

  test('inventory_amount: available up to the stock, not beyond', async () => {
    const pkg = await makePackage(t, s, { name: 'Five left', inventory_amount: 5 });
    expect(await available(pkg.id, 5)).toBe(true);
    expect(await available(pkg.id, 6)).toBe(false);
  });

  test('a package with a license-key pool needs as many unused keys as the quantity', async () => {
    const pkg = await makePackage(t, s, { name: 'Keys', license_keys: ['A', 'B', 'C'] });
    expect(await available(pkg.id, 3)).toBe(true);
    expect(await available(pkg.id, 4)).toBe(false);
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.id, value: { in: ['A', 'B'] } }, data: { used: true, usedAt: new Date() } });
    expect(await available(pkg.id, 1)).toBe(true);
    expect(await available(pkg.id, 2)).toBe(false);
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.id }, data: { used: true, usedAt: new Date() } });
    expect(await available(pkg.id, 1)).toBe(false);
  });

  test('stock and key pool together: the tighter one decides', async () => {
    const pkg = await makePackage(t, s, { name: 'Both', inventory_amount: 10, license_keys: ['X', 'Y'] });
    expect(await available(pkg.id, 2)).toBe(true);
    expect(await available(pkg.id, 3)).toBe(false);
  });

  test('one line out of stock does not affect the others', async () => {
    const low = await makePackage(t, s, { name: 'Low', inventory_amount: 1 });
    const free = await makePackage(t, s, { name: 'Free' });
    const res = await restCart(s.domain, {
      items: [
        { id: low.id, quantity: 2 },
        { id: free.id, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.map((i: Json) => i.stock)).toEqual([
      { quantity: 2, available: false, min_amount: 1 },
      { quantity: 2, available: true, min_amount: 1 },
    ]);
  });
});

// ---------------------------------------------------------------- validation

describe('validation: the same errors as checkout, on both surfaces, nothing written', () => {
  let s: Shop;
  let other: Shop;
  let multi: Json;
  let single: Json;
  let limited: Json;
  let disabled: Json;
  let minFive: Json;
  let foreign: Json;

  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    multi = await makePackage(t, s, { name: 'Coins' });
    single = await makePackage(t, s, { name: 'Rank', type: 'SINGLE' });
    limited = await makePackage(t, s, { name: 'Kit', per_user_limit: true });
    disabled = await makePackage(t, s, { name: 'Old', enabled: false });
    minFive = await makePackage(t, s, { name: 'Bulk' }, { minQuantity: 5 });
    foreign = await makePackage(t, other, { name: 'Theirs' });
  });

  const cases: [string, () => Json[] | undefined, [string, string][]][] = [
    ['unknown package', () => [{ id: 999999, quantity: 1 }], [['items.0.id', 'exists']]],
    [
      "another store's package",
      () => [
        { id: multi.id, quantity: 1 },
        { id: foreign.id, quantity: 1 },
      ],
      [['items.1.id', 'exists']],
    ],
    ['a disabled package', () => [{ id: disabled.id, quantity: 1 }], [['items.0.id', 'exists']]],
    [
      'a package twice',
      () => [
        { id: multi.id, quantity: 1 },
        { id: multi.id, quantity: 2 },
      ],
      [['items.1.id', 'unique']],
    ],
    ['quantity 0', () => [{ id: multi.id, quantity: 0 }], [['items.0.quantity', 'range']]],
    ['quantity 1000', () => [{ id: multi.id, quantity: 1000 }], [['items.0.quantity', 'range']]],
    ['quantity missing', () => [{ id: multi.id }], [['items.0.quantity', 'required']]],
    ['id missing', () => [{ quantity: 1 }], [['items.0.id', 'required']]],
    ['a SINGLE package twice over', () => [{ id: single.id, quantity: 2 }], [['items.0.quantity', 'max']]],
    ['a per-user-limited package twice over', () => [{ id: limited.id, quantity: 2 }], [['items.0.quantity', 'max']]],
    ["under the package's minimum", () => [{ id: minFive.id, quantity: 4 }], [['items.0.quantity', 'min']]],
    ['no items', () => [], [['items', 'min']]],
    ['items missing', () => undefined, [['items', 'required']]],
    ['51 items', () => Array.from({ length: 51 }, () => ({ id: multi.id, quantity: 1 })), [['items', 'max']]],
    [
      'several failing lines, all reported',
      () => [
        { id: 999999, quantity: 1 },
        { id: multi.id, quantity: 1 },
        { id: multi.id, quantity: 1 },
        { id: single.id, quantity: 3 },
      ],
      [
        ['items.0.id', 'exists'],
        ['items.2.id', 'unique'],
        ['items.3.quantity', 'max'],
      ],
    ],
  ];

  test.each(cases)('%s', async (_name, items, expected) => {
    const before = await snapshot(s.storeId);
    const body = items() === undefined ? {} : { items: items() };
    const rest = await restCart(s.domain, body);
    expect(rest.status).toBe(422);
    for (const e of rest.body.errors) expect(e.code).toBe('VALIDATION_FAILED');
    expect(restPairs(rest.body)).toEqual(expected);

    const gql = await gqlCart(s.domain, items());
    expect(gql.data).toBeNull();
    for (const e of gql.errors!) expect(e.extensions.code).toBe('VALIDATION_FAILED');
    expect(gqlPairs(gql)).toEqual(expected);
    expect(await snapshot(s.storeId)).toEqual(before);
  });

  test('checkout refuses the same lines with the same field and rule', async () => {
    const buyer = { client_identifier: 'Steve', client_email: 'steve@example.com', client_name: 'Steve', gateway: 'PIX' };
    for (const items of [
      [{ id: disabled.id, quantity: 1 }],
      [
        { id: multi.id, quantity: 1 },
        { id: multi.id, quantity: 1 },
      ],
      [{ id: single.id, quantity: 2 }],
      [{ id: minFive.id, quantity: 1 }],
    ]) {
      const [cart, checkout] = await Promise.all([
        restCart(s.domain, { items }),
        t
          .http()
          .post('/v1/webstore/checkout')
          .set(storefront(s.domain))
          .send({ items, ...buyer }),
      ]);
      expect(cart.status).toBe(422);
      expect(restPairs(cart.body)).toEqual(restPairs(checkout.body));
    }
  });

  test('a wrong JSON type is refused with rule type; a body that is not JSON is 400', async () => {
    const res = await restCart(s.domain, { items: [{ id: 'abc', quantity: 1 }] });
    expectRestError(res, 422, 'VALIDATION_FAILED', 'items.0.id', 'type');
    const raw = await t.http().post('/v1/webstore/cart').set(storefront(s.domain)).set('content-type', 'application/json').send('{"items": [');
    expectRestError(raw, 400, 'BAD_REQUEST');
  });

  test('field values are not checked by the cart (the buyer fills them later): a wrong value or a required one left out is fine', async () => {
    const withField = await makePackage(t, s, {
      name: 'Named',
      fields: [
        { name: 'Nick', type: 'NUMBER' },
        { name: 'Mail', type: 'EMAIL' },
      ],
    });
    const res = await restCart(s.domain, { items: [{ id: withField.id, quantity: 1, fields: { Nick: 'not a number' } }] });
    expect(res.status).toBe(200);
    expect(res.body[0].fields).toEqual([
      { id: expect.any(Number), name: 'Nick', type: 'NUMBER', description: '', required: true },
      { id: expect.any(Number), name: 'Mail', type: 'EMAIL', description: '', required: true },
    ]);
    // Checkout does check them.
    const checkout = await t
      .http()
      .post('/v1/webstore/checkout')
      .set(storefront(s.domain))
      .send({
        items: [{ id: withField.id, quantity: 1, fields: { Nick: 'not a number' } }],
        client_identifier: 'Steve',
        client_email: 's@example.com',
        client_name: 'Steve',
        gateway: 'PIX',
      });
    expect(checkout.status).toBe(422);
  });
});

// ---------------------------------------------------------------- store

describe('the store comes from x-store-domain', () => {
  let s: Shop;
  let other: Shop;
  let pkg: Json;
  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    pkg = await makePackage(t, s, { name: 'Mine' });
  });

  test('missing or unknown domain: 404 Store not found on REST', async () => {
    for (const domain of [null, 'nowhere.test']) {
      const res = await restCart(domain, { items: [{ id: pkg.id, quantity: 1 }] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [{ code: 'NOT_FOUND', message: 'Store not found' }] });
    }
  });

  test('missing or unknown domain: NOT_FOUND Store not found on GraphQL', async () => {
    for (const domain of [null, 'nowhere.test']) {
      const body = await gqlCart(domain, [{ id: pkg.id, quantity: 1 }]);
      expectGqlError(body, 'NOT_FOUND');
      expect(body.errors![0].message).toBe('Store not found');
    }
  });

  test('the domain is matched ignoring case', async () => {
    const res = await restCart(s.domain.toUpperCase(), { items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(200);
  });

  test("another store's domain does not see this store's packages", async () => {
    const rest = await restCart(other.domain, { items: [{ id: pkg.id, quantity: 1 }] });
    expectRestError(rest, 422, 'VALIDATION_FAILED', 'items.0.id', 'exists');
    const gql = await gqlCart(other.domain, [{ id: pkg.id, quantity: 1 }]);
    expectGqlError(gql, 'VALIDATION_FAILED', 'items.0.id', 'exists');
  });

  test('an admin key is no storefront credential', async () => {
    const res = await t
      .http()
      .post('/v1/webstore/cart')
      .set(bearer(s.key))
      .send({ items: [{ id: pkg.id, quantity: 1 }] });
    expect(res.status).toBe(404);
  });
});

// ---------------------------------------------------------------- batching

describe('batched reads', () => {
  test('the same number of SQL statements for 1 line and for 12 lines', async () => {
    const s = await aStore(t);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const pkg = await makePackage(t, s, {
        name: `Item ${i}`,
        license_keys: [`K-${i}-1`, `K-${i}-2`],
        fields: [{ name: 'Nick', type: 'TEXT' }],
      });
      ids.push(pkg.id);
    }
    const counted = async (items: Json[]) => {
      const start = t.database.stats.statements;
      const res = await restCart(s.domain, { items });
      // The visit is counted after the response; let it land inside this window.
      await sleep(100);
      expect(res.status).toBe(200);
      return t.database.stats.statements - start;
    };
    await counted([{ id: ids[0], quantity: 1 }]); // warm-up
    const one = await counted([{ id: ids[0], quantity: 1 }]);
    const twelve = await counted(ids.map((id) => ({ id, quantity: 1 })));
    expect(twelve).toBe(one);
  });
});
