import { bearer } from '../../helpers/app';
import { expectGqlError, expectRestError } from '../../helpers/errors';
import {
  t,
  useApp,
  type Json,
  type Pair,
  restCheckout,
  restCreate,
  restGet,
  gqlCheckout,
  gqlCreate,
  rowCounts,
  expectRestErrors,
  expectGqlErrors,
} from './helpers';
import { aStore, aPackage, BUYER, type StoreFixture } from '../../helpers/fixtures';

/** Checkout validation (422) and conflicts (409): the same on all four entry points, nothing written. */

useApp();

// ---------------------------------------------------------------- validation

describe('checkout validation (422), the same on all four entry points, nothing written', () => {
  let s: StoreFixture;
  let other: StoreFixture;
  const p: Record<string, Json> = {};
  beforeAll(async () => {
    s = await aStore(t);
    other = await aStore(t);
    const nick = await t.db.variable.create({ data: { storeId: s.storeId, name: 'nick' } });
    p.single = await aPackage(t, s, { name: 'Single', type: 'SINGLE', price: 29.9 }, { detail: true });
    p.multi = await aPackage(t, s, { name: 'Multi', type: 'MULTIPLE', price: 5 }, { detail: true });
    p.limited = await aPackage(t, s, { name: 'Limited', type: 'MULTIPLE', per_user_limit: true }, { detail: true });
    p.disabled = await aPackage(t, s, { name: 'Disabled', enabled: false }, { detail: true });
    p.fielded = await aPackage(
      t,
      s,
      {
        name: 'Fielded',
        fields: [
          { name: 'steam_id', type: 'TEXT', required: true },
          { name: 'age', type: 'NUMBER', required: false },
          { name: 'contact', type: 'EMAIL', required: false },
        ],
      },
      { detail: true },
    );
    p.withVar = await aPackage(t, s, { name: 'Needs nick', variables: [nick.id] }, { detail: true });
    p.foreign = await aPackage(t, other, { name: 'Foreign' }, { detail: true });
    await t.db.coupon.create({ data: { storeId: s.storeId, code: 'OFF', codeKey: 'off', type: 'PERCENTAGE', value: 10, enabled: false } });
    await t.db.coupon.create({
      data: { storeId: s.storeId, code: 'OLD', codeKey: 'old', type: 'PERCENTAGE', value: 10, expiresAt: new Date(Date.now() - 60_000) },
    });
    await t.db.coupon.create({ data: { storeId: other.storeId, code: 'THEIRS', codeKey: 'theirs', type: 'PERCENTAGE', value: 10 } });
  });

  const field = (pkg: string, name: string) => String(p[pkg].fields.find((f: Json) => f.name === name).id);
  const one = (pkg: string, extra: Json = {}) => ({ ...BUYER, items: [{ id: p[pkg].id, quantity: 1, ...extra }] });

  const cases: [string, () => Json, () => Pair[]][] = [
    // cart is the name real clients send (items its alias): a body with neither is told about cart.
    ['items missing', () => ({ ...BUYER }), () => [['cart', 'required']]],
    ['items empty', () => ({ ...BUYER, items: [] }), () => [['items', 'min']]],
    ['51 items', () => ({ ...BUYER, items: Array.from({ length: 51 }, () => ({ id: p.multi.id, quantity: 1 })) }), () => [['items', 'max']]],
    [
      'unknown package',
      () => ({
        ...BUYER,
        items: [
          { id: p.multi.id, quantity: 1 },
          { id: 99999999, quantity: 1 },
        ],
      }),
      () => [['items.1.id', 'exists']],
    ],
    ["another store's package", () => one('foreign'), () => [['items.0.id', 'exists']]],
    ['disabled package', () => one('disabled'), () => [['items.0.id', 'exists']]],
    ['item id missing', () => ({ ...BUYER, items: [{ quantity: 1 }] }), () => [['items.0.id', 'required']]],
    [
      'same package twice',
      () => ({
        ...BUYER,
        items: [
          { id: p.multi.id, quantity: 1 },
          { id: p.single.id, quantity: 1 },
          { id: p.multi.id, quantity: 2 },
        ],
      }),
      () => [['items.2.id', 'unique']],
    ],
    ['quantity 0', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 0 }] }), () => [['items.0.quantity', 'range']]],
    ['quantity 1000', () => ({ ...BUYER, items: [{ id: p.multi.id, quantity: 1000 }] }), () => [['items.0.quantity', 'range']]],
    ['quantity missing', () => ({ ...BUYER, items: [{ id: p.multi.id }] }), () => [['items.0.quantity', 'required']]],
    [
      'SINGLE package quantity 2',
      () => ({
        ...BUYER,
        items: [
          { id: p.multi.id, quantity: 5 },
          { id: p.single.id, quantity: 2 },
        ],
      }),
      () => [['items.1.quantity', 'max']],
    ],
    ['per_user_limit package quantity 2', () => ({ ...BUYER, items: [{ id: p.limited.id, quantity: 2 }] }), () => [['items.0.quantity', 'max']]],
    ['required custom field missing', () => one('fielded'), () => [[`items.0.fields.${field('fielded', 'steam_id')}`, 'required']]],
    [
      'required custom field blank (keyed by name)',
      () => one('fielded', { fields: { steam_id: '   ' } }),
      () => [[`items.0.fields.${field('fielded', 'steam_id')}`, 'required']],
    ],
    [
      'NUMBER field not numeric',
      () => one('fielded', { fields: { [field('fielded', 'steam_id')]: 'S1', [field('fielded', 'age')]: 'twelve' } }),
      () => [[`items.0.fields.${field('fielded', 'age')}`, 'type']],
    ],
    [
      'EMAIL field invalid (keyed by name)',
      () => one('fielded', { fields: { steam_id: 'S1', contact: 'not-an-email' } }),
      () => [[`items.0.fields.${field('fielded', 'contact')}`, 'email']],
    ],
    ['package variable not given', () => one('withVar'), () => [['variables.nick', 'required']]],
    ['package variable empty', () => ({ ...one('withVar'), variables: { nick: '' } }), () => [['variables.nick', 'required']]],
    ['package variable blank', () => ({ ...one('withVar'), variables: { nick: '   ', other: 'x' } }), () => [['variables.nick', 'required']]],
    ['unknown coupon', () => ({ ...one('multi'), coupon: 'NOPE' }), () => [['coupon', 'exists']]],
    ["another store's coupon", () => ({ ...one('multi'), coupon: 'THEIRS' }), () => [['coupon', 'exists']]],
    ['disabled coupon', () => ({ ...one('multi'), coupon: 'OFF' }), () => [['coupon', 'exists']]],
    ['expired coupon', () => ({ ...one('multi'), coupon: 'old' }), () => [['coupon', 'expired']]],
    ['client_email invalid', () => ({ ...one('multi'), client_email: 'steve-at-example' }), () => [['client_email', 'email']]],
    ['gateway unknown', () => ({ ...one('multi'), gateway: 'BITCOIN' }), () => [['gateway', 'enum']]],
    [
      'buyer fields missing',
      () => ({ items: [{ id: p.multi.id, quantity: 1 }] }),
      () => [
        ['client_email', 'required'],
        ['client_name', 'required'],
        ['gateway', 'required'],
      ],
    ],
    ['client_identifier empty', () => ({ ...one('multi'), client_identifier: '' }), () => [['client_identifier', 'required']]],
    [
      'several failing fields: one error each',
      () => ({
        ...BUYER,
        items: [
          { id: p.multi.id, quantity: 1 },
          { id: p.foreign.id, quantity: 1 },
          { id: p.fielded.id, quantity: 1 },
        ],
        coupon: 'NOPE',
      }),
      () => [
        ['items.1.id', 'exists'],
        [`items.2.fields.${field('fielded', 'steam_id')}`, 'required'],
        ['coupon', 'exists'],
      ],
    ],
  ];

  describe.each([
    ['REST checkout', 'rest' as const, restCheckout],
    ['REST admin create', 'rest' as const, restCreate],
    ['GraphQL checkout', 'gql' as const, gqlCheckout],
    ['GraphQL createOrder', 'gql' as const, gqlCreate],
  ])('%s', (_name, surface, call) => {
    test.each(cases)('%s', async (_case, body, pairs) => {
      const before = await rowCounts(s.storeId);
      const res: any = await call(s, body());
      if (surface === 'rest') expectRestErrors(res, 422, 'VALIDATION_FAILED', pairs());
      else expectGqlErrors(res, 'VALIDATION_FAILED', pairs());
      expect(await rowCounts(s.storeId)).toEqual(before);
    });
  });

  test('REST: a value of the wrong JSON type is rule type', async () => {
    const before = await rowCounts(s.storeId);
    expectRestErrors(await restCheckout(s, { ...BUYER, items: [{ id: p.multi.id, quantity: 'two' }] }), 422, 'VALIDATION_FAILED', [
      ['items.0.quantity', 'type'],
    ]);
    expectRestErrors(await restCheckout(s, { ...BUYER, items: 'all' }), 422, 'VALIDATION_FAILED', [['items', 'type']]);
    expect(await rowCounts(s.storeId)).toEqual(before);
  });

  test('REST: a body that is not JSON is 400 BAD_REQUEST', async () => {
    const res = await t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).set('content-type', 'application/json').send('{"items": [');
    expectRestError(res, 400, 'BAD_REQUEST');
  });

  test('custom fields keyed by field id or by name, and package variables given, are accepted', async () => {
    const byId = await restCheckout(
      s,
      one('fielded', { fields: { [field('fielded', 'steam_id')]: 'S1', [field('fielded', 'age')]: '12', [field('fielded', 'contact')]: 'a@b.io' } }),
    );
    expect(byId.status).toBe(201);
    const byName = await restCheckout(s, one('fielded', { fields: { steam_id: 'S1', age: 12, contact: 'a@b.io' } }));
    expect(byName.status).toBe(201);
    const withVar = await restCheckout(s, { ...one('withVar'), variables: { nick: 'Cap' } });
    expect(withVar.status).toBe(201);
    const got = await restGet(s, withVar.body.order_id);
    expect(got.body.variables.map((v: Json) => [v.name, v.value])).toEqual([['nick', 'Cap']]);
  });
});

// ---------------------------------------------------------------- conflicts

describe('checkout conflicts (409 CONFLICT), nothing written', () => {
  let s: StoreFixture;
  beforeAll(async () => {
    s = await aStore(t);
  });

  async function expectConflict(body: Json) {
    const before = await rowCounts(s.storeId);
    expectRestError(await restCheckout(s, body), 409, 'CONFLICT');
    expectRestError(await restCreate(s, body), 409, 'CONFLICT');
    expectGqlError(await gqlCheckout(s, body), 'CONFLICT');
    expectGqlError(await gqlCreate(s, body), 'CONFLICT');
    expect(await rowCounts(s.storeId)).toEqual(before);
  }

  test('inventory_amount below the quantity', async () => {
    const pkg = await aPackage(t, s, { name: 'Stocked', inventory_amount: 2 }, { detail: true });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 3 }] });
    const ok = await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect(ok.status).toBe(201);
    // Placing an order takes no stock; approval does.
    expect((await t.db.package.findUniqueOrThrow({ where: { id: pkg.id } })).inventoryAmount).toBe(2);
  });

  test('a license-key pool with fewer unused keys than the quantity', async () => {
    const pkg = await aPackage(t, s, { name: 'Keys', license_keys: ['K-1', 'K-2'] }, { detail: true });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 3 }] });
    const ok = await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect(ok.status).toBe(201);
    // Used keys do not count.
    await t.db.licenseKey.updateMany({ where: { packageId: pkg.id, value: 'K-1' }, data: { used: true, usedAt: new Date() } });
    await expectConflict({ ...BUYER, items: [{ id: pkg.id, quantity: 2 }] });
    expect((await restCheckout(s, { ...BUYER, items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    // A package without a pool is not limited by keys.
    const free = await aPackage(t, s, { name: 'No keys' }, { detail: true });
    expect((await restCheckout(s, { ...BUYER, items: [{ id: free.id, quantity: 999 }] })).status).toBe(201);
  });

  test('a per_user_limit package the buyer already has in a PENDING or APPROVED order (identifier case-insensitive)', async () => {
    const pkg = await aPackage(t, s, { name: 'Once', per_user_limit: true }, { detail: true });
    const other = await aPackage(t, s, { name: 'Other' }, { detail: true });
    const first = await restCheckout(s, { ...BUYER, client_identifier: 'Steve', items: [{ id: pkg.id, quantity: 1 }] });
    expect(first.status).toBe(201);
    await expectConflict({
      ...BUYER,
      client_identifier: 'STEVE',
      items: [
        { id: other.id, quantity: 1 },
        { id: pkg.id, quantity: 1 },
      ],
    });
    await expectConflict({ ...BUYER, client_identifier: 'steve', items: [{ id: pkg.id, quantity: 1 }] });
    // Another buyer may.
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Alex', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);

    // APPROVED still blocks.
    const approve = await t.http().patch(`/v1/app/order/${first.body.order_id}`).set(bearer(s.key)).send({ status: 'APPROVED' });
    expect(approve.status).toBe(200);
    await expectConflict({ ...BUYER, client_identifier: 'Steve', items: [{ id: pkg.id, quantity: 1 }] });

    // A CANCELED or REJECTED one does not.
    const bob = await restCheckout(s, { ...BUYER, client_identifier: 'Bob', items: [{ id: pkg.id, quantity: 1 }] });
    expect(bob.status).toBe(201);
    await expectConflict({ ...BUYER, client_identifier: 'bob', items: [{ id: pkg.id, quantity: 1 }] });
    expect((await t.http().patch(`/v1/app/order/${bob.body.order_id}`).set(bearer(s.key)).send({ status: 'CANCELED' })).status).toBe(200);
    const again = await restCheckout(s, { ...BUYER, client_identifier: 'BOB', items: [{ id: pkg.id, quantity: 1 }] });
    expect(again.status).toBe(201);
    expect((await t.http().patch(`/v1/app/order/${again.body.order_id}`).set(bearer(s.key)).send({ status: 'REJECTED' })).status).toBe(200);
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Bob', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
  });

  test("per_user_limit matches the buyer's identifier as text: an underscore is not a wildcard", async () => {
    const pkg = await aPackage(t, s, { name: 'Once per name', per_user_limit: true }, { detail: true });
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'SteveX9', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    // Under ILIKE, "Steve_9" (a usual Minecraft name) would match "SteveX9" and refuse a buyer who owns nothing.
    expect((await restCheckout(s, { ...BUYER, client_identifier: 'Steve_9', items: [{ id: pkg.id, quantity: 1 }] })).status).toBe(201);
    await expectConflict({ ...BUYER, client_identifier: 'steve_9', items: [{ id: pkg.id, quantity: 1 }] });
  });

  test('a coupon whose max_uses are exhausted is 422 max_uses', async () => {
    const pkg = await aPackage(t, s, { name: 'Couponed', price: 20 }, { detail: true });
    const coupon = await t.db.coupon.create({
      data: { storeId: s.storeId, code: 'ONCE', codeKey: 'once', type: 'PERCENTAGE', value: 50, maxUses: 1 },
    });
    const first = await restCheckout(s, { ...BUYER, coupon: 'once', items: [{ id: pkg.id, quantity: 1 }] });
    expect(first.status).toBe(201);
    expect(first.body.price).toBe(10);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).uses).toBe(1);
    // Used up: 422 naming the rule (issue 33: every refusal of a coupon names its rule), nothing written.
    const orders = await t.db.order.count({ where: { storeId: s.storeId } });
    expectRestErrors(await restCheckout(s, { ...BUYER, coupon: 'ONCE', items: [{ id: pkg.id, quantity: 1 }] }), 422, 'VALIDATION_FAILED', [
      ['coupon', 'max_uses'],
    ]);
    expect(await t.db.order.count({ where: { storeId: s.storeId } })).toBe(orders);
    expect((await t.db.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).uses).toBe(1);
  });
});
