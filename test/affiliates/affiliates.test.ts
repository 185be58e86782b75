import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aCoupon, aPackage, aStore } from '../helpers/fixtures';
import { expectGqlError, expectGqlPairs as expectGqlErrors, expectRestError, expectRestPairs as expectRestErrors, type Pair } from '../helpers/errors';
import {
  AffiliateCreateDocument,
  AffiliateDeleteDocument,
  AffiliateGetDocument,
  AffiliateListDocument,
  AffiliateUpdateDocument,
  AffiliatesWithCommissionsDocument,
} from '../graphql/__generated__/operations';

/**
 * Affiliates end to end on a real PostgreSQL, REST and GraphQL: create (every rule), the list
 * (exact item keys, revenue and sales from approved orders that carried the affiliate's ref_code at
 * checkout, filters, all=true, a statement count that does not grow with the page size), get
 * (redacted dash_secret, package commissions, statistics on request), partial update with every
 * rule, package commissions replacing the whole set (and overriding the commission at approval),
 * delete (409 while a withdrawal is pending), and store isolation.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const FULL_KEYS = [
  'id',
  'store_id',
  'name',
  'ref_code',
  'percent_commission',
  'balance',
  'min_withdraw',
  'email',
  'self_affiliated',
  'linked_discount_id',
  'withdraw_settings',
  'dash_secret',
  'package_commissions',
  'created_at',
  'updated_at',
];
const ITEM_KEYS = [
  'id',
  'store_id',
  'name',
  'ref_code',
  'percent_commission',
  'balance',
  'min_withdraw',
  'email',
  'self_affiliated',
  'withdraw_settings',
  'revenue',
  'sales',
  'created_at',
  'updated_at',
];
const META_KEYS = ['total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url', 'previous_page_url'];
const COMMISSION_KEYS = ['id', 'affiliate_id', 'package_id', 'percent_commission'];

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (o: object) => Object.keys(o).sort();
const amount = (d: { toString(): string } | null) => (d === null ? null : Number(d.toString()));

const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** A REST body as a GraphQL input (camelCase keys, all the way down). */
function toGql(value: unknown): any {
  if (Array.isArray(value)) return value.map(toGql);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [camel(k), toGql(v)]));
  return value;
}

/** The REST full affiliate as the GraphQL Affiliate (same data, camelCase). */
function asGql(a: Json): Json {
  const w = a.withdraw_settings;
  return {
    id: a.id,
    storeId: a.store_id,
    name: a.name,
    refCode: a.ref_code,
    percentCommission: a.percent_commission,
    balance: a.balance,
    minWithdraw: a.min_withdraw,
    email: a.email,
    selfAffiliated: a.self_affiliated,
    linkedDiscountId: a.linked_discount_id,
    withdrawSettings: w ? { fullName: w.full_name ?? null, pixKey: w.pix_key ?? null, pixKeyType: w.pix_key_type ?? null, cpfCnpj: w.cpf_cnpj ?? null } : null,
    dashSecret: a.dash_secret,
    packageCommissions: a.package_commissions.map((c: Json) => ({
      id: c.id,
      affiliateId: c.affiliate_id,
      packageId: c.package_id,
      percentCommission: c.percent_commission,
    })),
    createdAt: a.created_at,
    updatedAt: a.updated_at,
  };
}

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
  categoryId: number;
  packages: number[];
  couponId: number;
}

let shopSeq = 0;
async function shop(): Promise<Shop> {
  shopSeq++;
  const { store, key, categoryId } = await aStore(t);
  const packages: number[] = [];
  for (const [name, price] of [
    ['VIP', 100],
    ['MVP', 50],
    ['Key', 20],
  ] as const) {
    packages.push((await aPackage(t, { key, categoryId }, { name, price })).id);
  }
  const coupon = await aCoupon(t, { key }, { code: `AFF${shopSeq}`, type: 'PERCENTAGE', value: 10 });
  return { key, storeId: store.id, domain: store.domain, categoryId, packages, couponId: coupon.id };
}

let refSeq = 0;
const body = (extra: Json = {}): Json => {
  refSeq++;
  return { name: `Affiliate ${refSeq}`, ref_code: `Ref_${refSeq}`, percent_commission: 10, email: `aff${refSeq}@example.com`, ...extra };
};

const restCreate = (s: Shop, b: Json) => t.http().post('/v1/app/affiliate').set(bearer(s.key)).send(b);
const restGet = (s: Shop, id: number | string, query = '') => t.http().get(`/v1/app/affiliate/${id}${query}`).set(bearer(s.key));
const restPatch = (s: Shop, id: number | string, b: Json) => t.http().patch(`/v1/app/affiliate/${id}`).set(bearer(s.key)).send(b);
const restDelete = (s: Shop, id: number | string) => t.http().delete(`/v1/app/affiliate/${id}`).set(bearer(s.key));
const restList = (s: Shop, query = '') => t.http().get(`/v1/app/affiliate${query}`).set(bearer(s.key));

async function created(s: Shop, extra: Json = {}): Promise<Json> {
  const res = await restCreate(s, body(extra));
  expect(res.status).toBe(201);
  return res.body;
}

const checkout = (s: Shop, b: Json) => t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).send(b);

/** A storefront order of `items` carrying `refCode`; returns its id. */
async function orderVia(s: Shop, refCode: string | null, items: [number, number][], buyer = 'Steve'): Promise<number> {
  const res = await checkout(s, {
    items: items.map(([id, quantity]) => ({ id, quantity })),
    client_identifier: buyer,
    client_email: `${buyer.toLowerCase()}@buyers.test`,
    client_name: `Buyer ${buyer}`,
    gateway: 'PIX',
    ...(refCode ? { ref_code: refCode } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.order_id;
}

async function setStatus(s: Shop, id: number, status: string) {
  const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe(status);
}

/** Affiliate rows of a store, for "nothing written / nothing changed" checks. */
async function snapshot(storeId: number) {
  const [affiliates, commissions] = await Promise.all([
    t.db.affiliate.findMany({ where: { storeId }, orderBy: { id: 'asc' } }),
    t.db.affiliatePackageCommission.findMany({ where: { storeId }, orderBy: { id: 'asc' } }),
  ]);
  return { affiliates, commissions };
}

// ---------------------------------------------------------------- create

describe('create', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('REST 201: the full affiliate with defaults, redacted dash_secret, written as sent', async () => {
    const res = await restCreate(s, { name: 'Ana Souza', ref_code: 'Ana-2024_x', percent_commission: 12.5, email: 'ana@example.com' });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(FULL_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      name: 'Ana Souza',
      ref_code: 'Ana-2024_x',
      percent_commission: 12.5,
      balance: 0,
      min_withdraw: 0,
      email: 'ana@example.com',
      self_affiliated: false,
      linked_discount_id: null,
      withdraw_settings: null,
      dash_secret: '[redacted]',
      package_commissions: [],
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const row = await t.db.affiliate.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.storeId).toBe(s.storeId);
    expect(row.refCode).toBe('Ana-2024_x');
    expect(amount(row.percentCommission)).toBe(12.5);
    // The dashboard secret is kept (hashed), never shown.
    expect(row.dashSecretHash).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toContain(row.dashSecretHash!);
  });

  test('REST 201 with every optional field: balance, min_withdraw, self_affiliated, linked coupon, commissions, withdraw_settings', async () => {
    const settings = { full_name: 'Bruno Lima', pix_key: 'bruno@pix.example', pix_key_type: 'EMAIL', cpf_cnpj: '123.456.789-09' };
    const res = await restCreate(
      s,
      body({
        percent_commission: 100,
        balance: 250.75,
        min_withdraw: 50,
        self_affiliated: true,
        linked_discount_id: s.couponId,
        package_commissions: [
          { package_id: s.packages[0], percent_commission: 30 },
          { package_id: s.packages[2], percent_commission: 5.5 },
        ],
        withdraw_settings: settings,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      percent_commission: 100,
      balance: 250.75,
      min_withdraw: 50,
      self_affiliated: true,
      linked_discount_id: s.couponId,
      withdraw_settings: settings,
      dash_secret: '[redacted]',
    });
    expect(res.body.package_commissions).toEqual([
      { id: expect.any(Number), affiliate_id: res.body.id, package_id: s.packages[0], percent_commission: 30 },
      { id: expect.any(Number), affiliate_id: res.body.id, package_id: s.packages[2], percent_commission: 5.5 },
    ]);
    for (const c of res.body.package_commissions) expect(keysOf(c)).toEqual(sorted(COMMISSION_KEYS));
    const rows = await t.db.affiliatePackageCommission.findMany({ where: { affiliateId: res.body.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.packageId, amount(r.percentCommission)])).toEqual([
      [s.packages[0], 30],
      [s.packages[2], 5.5],
    ]);
    // GET answers the same affiliate.
    expect((await restGet(s, res.body.id)).body).toEqual(res.body);
  });

  test('boundaries accepted: name of 56 characters, percent_commission 1 and 100, ref_code of letters, digits, - and _', async () => {
    const a = await restCreate(s, body({ name: 'n'.repeat(56), percent_commission: 1, ref_code: 'aZ09-_' }));
    expect(a.status).toBe(201);
    expect(a.body.name).toBe('n'.repeat(56));
    expect(a.body.percent_commission).toBe(1);
    expect(a.body.ref_code).toBe('aZ09-_');
    const b = await restCreate(s, body({ percent_commission: 100 }));
    expect(b.status).toBe(201);
    expect(b.body.percent_commission).toBe(100);
  });

  const invalid: [string, Json, Pair[]][] = [
    ['name missing', { name: undefined }, [['name', 'required']]],
    ['name empty', { name: '' }, [['name', 'required']]],
    ['name null', { name: null }, [['name', 'required']]],
    ['name of 57 characters', { name: 'n'.repeat(57) }, [['name', 'max']]],
    ['name not a string', { name: 5 }, [['name', 'type']]],
    ['ref_code missing', { ref_code: undefined }, [['ref_code', 'required']]],
    ['ref_code with a space', { ref_code: 'my code' }, [['ref_code', 'regex']]],
    ['ref_code with a dot', { ref_code: 'my.code' }, [['ref_code', 'regex']]],
    ['ref_code with an accent', { ref_code: 'ação' }, [['ref_code', 'regex']]],
    ['ref_code with a slash', { ref_code: 'a/b' }, [['ref_code', 'regex']]],
    ['percent_commission missing', { percent_commission: undefined }, [['percent_commission', 'required']]],
    ['percent_commission 0', { percent_commission: 0 }, [['percent_commission', 'range']]],
    ['percent_commission 0.99', { percent_commission: 0.99 }, [['percent_commission', 'range']]],
    ['percent_commission 100.01', { percent_commission: 100.01 }, [['percent_commission', 'range']]],
    ['percent_commission 101', { percent_commission: 101 }, [['percent_commission', 'range']]],
    ['percent_commission negative', { percent_commission: -5 }, [['percent_commission', 'range']]],
    ['percent_commission a string', { percent_commission: '10' }, [['percent_commission', 'type']]],
    ['email missing', { email: undefined }, [['email', 'required']]],
    ['email without @', { email: 'not-an-email' }, [['email', 'email']]],
    ['email without domain', { email: 'ana@' }, [['email', 'email']]],
    ['linked_discount_id unknown', { linked_discount_id: 99999999 }, [['linked_discount_id', 'exists']]],
    [
      'package_commissions with an unknown package',
      { package_commissions: [{ package_id: 99999999, percent_commission: 5 }] },
      [['package_commissions.0.package_id', 'exists']],
    ],
    ['withdraw_settings.pix_key_type unknown', { withdraw_settings: { pix_key_type: 'BITCOIN' } }, [['withdraw_settings.pix_key_type', 'enum']]],
    ['withdraw_settings not an object', { withdraw_settings: 'pix' }, [['withdraw_settings', 'type']]],
    [
      'several fields at once',
      { name: 'n'.repeat(57), ref_code: 'bad code', percent_commission: 0, email: 'nope' },
      [
        ['name', 'max'],
        ['ref_code', 'regex'],
        ['percent_commission', 'range'],
        ['email', 'email'],
      ],
    ],
  ];

  test.each(invalid)('REST %s -> 422, nothing written', async (_name, extra, pairs) => {
    const before = await snapshot(s.storeId);
    expectRestErrors(await restCreate(s, body(extra)), 422, 'VALIDATION_FAILED', pairs);
    expect(await snapshot(s.storeId)).toEqual(before);
  });

  test("another store's coupon and packages -> exists; a package listed twice -> unique (field paths with the index)", async () => {
    const before = await snapshot(s.storeId);
    expectRestErrors(await restCreate(s, body({ linked_discount_id: other.couponId })), 422, 'VALIDATION_FAILED', [['linked_discount_id', 'exists']]);
    expectRestErrors(
      await restCreate(
        s,
        body({
          package_commissions: [
            { package_id: s.packages[0], percent_commission: 5 },
            { package_id: other.packages[0], percent_commission: 5 },
            { package_id: s.packages[1], percent_commission: 5 },
            { package_id: s.packages[0], percent_commission: 7 },
          ],
        }),
      ),
      422,
      'VALIDATION_FAILED',
      [
        ['package_commissions.1.package_id', 'exists'],
        ['package_commissions.3.package_id', 'unique'],
      ],
    );
    expect(await snapshot(s.storeId)).toEqual(before);
  });

  test('ref_code is unique per store ignoring case (422 ref_code unique); another store may use it', async () => {
    const first = await created(s, { ref_code: 'Promo_Summer' });
    const before = await snapshot(s.storeId);
    for (const code of ['Promo_Summer', 'promo_summer', 'PROMO_SUMMER']) {
      expectRestErrors(await restCreate(s, body({ ref_code: code })), 422, 'VALIDATION_FAILED', [['ref_code', 'unique']]);
    }
    expectGqlErrors(await t.gql(s.key, AffiliateCreateDocument, { input: toGql(body({ ref_code: 'pROMO_sUMMER' })) }), 'VALIDATION_FAILED', [
      ['ref_code', 'unique'],
    ]);
    expect(await snapshot(s.storeId)).toEqual(before);

    const elsewhere = await restCreate(other, body({ ref_code: 'PROMO_SUMMER' }));
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.store_id).toBe(other.storeId);
    expect(elsewhere.body.ref_code).toBe('PROMO_SUMMER');
    expect((await restGet(s, first.id)).body.ref_code).toBe('Promo_Summer');
  });

  test('concurrent creates of one ref_code in different cases: exactly one 201, the others 422 unique', async () => {
    const codes = ['Race_Code', 'race_code', 'RACE_CODE', 'Race_CODE', 'rAcE_cOdE'];
    const results = await Promise.all(codes.map((code) => restCreate(s, body({ ref_code: code }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expectRestErrors(r, 422, 'VALIDATION_FAILED', [['ref_code', 'unique']]);
    expect(await t.db.affiliate.count({ where: { storeId: s.storeId, refCodeKey: 'race_code' } })).toBe(1);
  });

  test('GraphQL createAffiliate: same data as REST GET; same errors with the same field and rule', async () => {
    const input = body({
      percent_commission: 15,
      min_withdraw: 20,
      linked_discount_id: s.couponId,
      package_commissions: [{ package_id: s.packages[1], percent_commission: 40 }],
      withdraw_settings: { full_name: 'Carla', pix_key: '+5511999999999', pix_key_type: 'PHONE', cpf_cnpj: '12.345.678/0001-90' },
    });
    const res = await t.gql(s.key, AffiliateCreateDocument, { input: toGql(input) });
    expect(res.errors).toBeUndefined();
    const a = res.data!.createAffiliate;
    const rest = await restGet(s, a.id);
    expect(rest.status).toBe(200);
    expect(a).toEqual(asGql(rest.body));
    expect(a).toMatchObject({ dashSecret: '[redacted]', percentCommission: 15, minWithdraw: 20, linkedDiscountId: s.couponId });
    expect(a.packageCommissions).toEqual([{ id: expect.any(Number), affiliateId: a.id, packageId: s.packages[1], percentCommission: 40 }]);

    const before = await snapshot(s.storeId);
    for (const [, extra, pairs] of invalid) {
      if (Object.values(extra).some((v) => typeof v === 'string' && ['10', 'pix'].includes(v)) || typeof extra.name === 'number') continue; // GraphQL types reject these at parse time
      expectGqlErrors(await t.gql(s.key, AffiliateCreateDocument, { input: toGql(body(extra)) }), 'VALIDATION_FAILED', pairs);
    }
    expectGqlErrors(await t.gql(s.key, AffiliateCreateDocument, { input: toGql(body({ linked_discount_id: other.couponId })) }), 'VALIDATION_FAILED', [
      ['linked_discount_id', 'exists'],
    ]);
    expectGqlErrors(
      await t.gql(s.key, AffiliateCreateDocument, {
        input: toGql(
          body({
            package_commissions: [
              { package_id: s.packages[0], percent_commission: 5 },
              { package_id: s.packages[0], percent_commission: 6 },
            ],
          }),
        ),
      }),
      'VALIDATION_FAILED',
      [['package_commissions.1.package_id', 'unique']],
    );
    // A value of the wrong GraphQL type is a request error.
    const typed = await t.gql(s.key, AffiliateCreateDocument, { input: { ...toGql(body()), percentCommission: 'ten' } });
    expect(typed.errors![0].extensions.code).toBe('BAD_REQUEST');
    expect(await snapshot(s.storeId)).toEqual(before);
  });

  test('401 without a key, on both surfaces; nothing written', async () => {
    const before = await snapshot(s.storeId);
    const res = await t.http().post('/v1/app/affiliate').send(body());
    expectRestError(res, 401, 'UNAUTHENTICATED');
    expectGqlError(await t.gql(null, AffiliateCreateDocument, { input: toGql(body()) }), 'UNAUTHENTICATED');
    expect(await snapshot(s.storeId)).toEqual(before);
  });
});

// ---------------------------------------------------------------- list: revenue and sales

describe('list', () => {
  let s: Shop;
  let other: Shop;
  let ana: Json;
  let bob: Json;
  let cris: Json;
  let foreign: Json;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    ana = await created(s, { name: 'Ana Souza', ref_code: 'ANA', email: 'ana@partners.io', percent_commission: 10 });
    bob = await created(s, { name: 'Bob Stone', ref_code: 'bob', email: 'bob@mail.com', percent_commission: 20 });
    cris = await created(s, { name: 'Cris', ref_code: 'cris_x', email: 'cris.ana@mail.com', percent_commission: 5 });
    foreign = await created(other, { name: 'Ana Foreign', ref_code: 'ANA', email: 'ana@partners.io' });

    // Ana: two approved (100 and 2 x 50), one rejected, one pending, one refunded; ref_code sent in other cases.
    const [vip, mvp, key] = s.packages;
    const a1 = await orderVia(s, 'ana', [[vip, 1]], 'Alex');
    const a2 = await orderVia(s, 'Ana', [[mvp, 2]], 'Beth');
    const a3 = await orderVia(s, 'ANA', [[vip, 3]], 'Carl');
    await orderVia(s, 'aNa', [[key, 1]], 'Dan');
    const a5 = await orderVia(s, 'ana', [[key, 4]], 'Eve');
    await setStatus(s, a1, 'APPROVED');
    await setStatus(s, a2, 'APPROVED');
    await setStatus(s, a3, 'REJECTED');
    await setStatus(s, a5, 'APPROVED');
    await setStatus(s, a5, 'REFUNDED');
    // Net received differs from the price (gateway fees): revenue is the net.
    await t.db.order.update({ where: { id: a1 }, data: { netReceived: 95.5 } });
    await t.db.order.update({ where: { id: a2 }, data: { netReceived: 98.25 } });
    // Bob: one approved order of 20.
    const b1 = await orderVia(s, 'BOB', [[key, 1]], 'Finn');
    await setStatus(s, b1, 'APPROVED');
    // An order without a ref code and one with an unknown code carry no affiliate.
    await setStatus(s, await orderVia(s, null, [[vip, 1]], 'Gus'), 'APPROVED');
    await setStatus(s, await orderVia(s, 'nobody', [[vip, 1]], 'Hal'), 'APPROVED');
    // The other store's "ANA" sells too: never counted for this store's Ana.
    await setStatus(other, await orderVia(other, 'ana', [[other.packages[0], 1]], 'Ivy'), 'APPROVED');
  });

  test('items have exactly the list keys; revenue = net of approved orders carrying the ref code, sales = their count', async () => {
    const res = await restList(s);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: '/v1/app/affiliate?page=1',
      last_page_url: '/v1/app/affiliate?page=1',
      next_page_url: null,
      previous_page_url: null,
    });
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    for (const item of res.body.data) expect(keysOf(item)).toEqual(sorted(ITEM_KEYS));
    expect(res.body.data.map((a: Json) => a.id)).toEqual([ana.id, bob.id, cris.id]);
    const [a, b, c] = res.body.data;
    expect(a).toEqual({
      id: ana.id,
      store_id: s.storeId,
      name: 'Ana Souza',
      ref_code: 'ANA',
      percent_commission: 10,
      // Commission: 10% of 100 + 10% of 100 (approved), the refunded one credited then taken back.
      balance: 20,
      min_withdraw: 0,
      email: 'ana@partners.io',
      self_affiliated: false,
      withdraw_settings: null,
      revenue: 193.75,
      sales: 2,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect([b.revenue, b.sales, b.balance]).toEqual([20, 1, 4]);
    expect([c.revenue, c.sales, c.balance]).toEqual([0, 0, 0]);
  });

  test('GET statistics=true adds {revenue, sales}, the same figures; absent otherwise', async () => {
    const plain = await restGet(s, ana.id);
    expect(plain.status).toBe(200);
    expect(plain.body.statistics).toBeUndefined();
    expect(keysOf(plain.body)).toEqual(sorted(FULL_KEYS));
    expect((await restGet(s, ana.id, '?statistics=false')).body.statistics).toBeUndefined();

    const withStats = await restGet(s, ana.id, '?statistics=true');
    expect(withStats.status).toBe(200);
    expect(keysOf(withStats.body)).toEqual(sorted([...FULL_KEYS, 'statistics']));
    expect(withStats.body.statistics).toEqual({ revenue: 193.75, sales: 2 });
    expect((await restGet(s, cris.id, '?statistics=true')).body.statistics).toEqual({ revenue: 0, sales: 0 });
    const bad = await restGet(s, ana.id, '?statistics=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: Json) => e.code)).toEqual(['BAD_REQUEST']);
  });

  test('email filter is exact; search matches name or e-mail ignoring case; URLs repeat the filters', async () => {
    const exact = await restList(s, '?email=ana@partners.io');
    expect(exact.status).toBe(200);
    expect(exact.body.data.map((a: Json) => a.id)).toEqual([ana.id]);
    expect(exact.body.meta.total).toBe(1);
    expect(exact.body.meta.first_page_url).toBe('/v1/app/affiliate?email=ana%40partners.io&page=1');
    // Not a partial match.
    expect((await restList(s, '?email=ana@partners')).body.data).toEqual([]);
    expect((await restList(s, '?email=partners.io')).body.data).toEqual([]);

    // "ana" is in Ana's name and in Cris's e-mail (cris.ana@...).
    const search = await restList(s, '?search=ANA');
    expect(search.body.data.map((a: Json) => a.id)).toEqual([ana.id, cris.id]);
    expect(search.body.meta.total).toBe(2);
    expect(search.body.meta.first_page_url).toBe('/v1/app/affiliate?search=ANA&page=1');
    expect((await restList(s, '?search=stone')).body.data.map((a: Json) => a.id)).toEqual([bob.id]);
    expect((await restList(s, '?search=MAIL.COM')).body.data.map((a: Json) => a.id)).toEqual([bob.id, cris.id]);
    expect((await restList(s, '?search=zzz')).body).toMatchObject({ data: [], meta: { total: 0, last_page: 1 } });
    // LIKE wildcards are literal.
    expect((await restList(s, '?search=%25')).body.data).toEqual([]);
    expect((await restList(s, '?search=_')).body.data).toEqual([]);
  });

  test('pagination: per_page, page, a page past the end; all=true is a bare array of list items', async () => {
    const p1 = await restList(s, '?per_page=2');
    expect(p1.body.data.map((a: Json) => a.id)).toEqual([ana.id, bob.id]);
    expect(p1.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: '/v1/app/affiliate?per_page=2&page=1',
      last_page_url: '/v1/app/affiliate?per_page=2&page=2',
      next_page_url: '/v1/app/affiliate?per_page=2&page=2',
      previous_page_url: null,
    });
    const p2 = await restList(s, '?per_page=2&page=2');
    expect(p2.body.data.map((a: Json) => a.id)).toEqual([cris.id]);
    expect(p2.body.meta.previous_page_url).toBe('/v1/app/affiliate?per_page=2&page=1');
    const past = await restList(s, '?per_page=2&page=9');
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.meta).toMatchObject({ total: 3, current_page: 9, last_page: 2 });

    const all = await restList(s, '?all=true');
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toEqual((await restList(s)).body.data);
    expect((await restList(s, '?all=true&search=ana')).body.map((a: Json) => a.id)).toEqual([ana.id, cris.id]);
  });

  test('bad list parameters: page=0 -> 422 page min; per_page=101 -> 422 range; page=abc, all=maybe -> 400', async () => {
    expectRestErrors(await restList(s, '?page=0'), 422, 'VALIDATION_FAILED', [['page', 'min']]);
    expectRestErrors(await restList(s, '?per_page=101'), 422, 'VALIDATION_FAILED', [['per_page', 'range']]);
    expectRestErrors(await restList(s, '?per_page=0'), 422, 'VALIDATION_FAILED', [['per_page', 'range']]);
    expect((await restList(s, '?page=abc')).status).toBe(400);
    expect((await restList(s, '?page=abc')).body.errors[0].code).toBe('BAD_REQUEST');
    expect((await restList(s, '?all=maybe')).status).toBe(400);
    expect((await restList(s, '?all=maybe')).body.errors[0].code).toBe('BAD_REQUEST');
  });

  test('another store never sees these affiliates: its list, get, patch and delete answer 404 / its own', async () => {
    const theirs = await restList(other);
    expect(theirs.body.data.map((a: Json) => a.id)).toEqual([foreign.id]);
    // The other store's ANA sold once: its own figures.
    expect(theirs.body.data[0]).toMatchObject({ revenue: 100, sales: 1 });
    const before = await snapshot(s.storeId);
    expectRestError(await restGet(other, ana.id), 404, 'NOT_FOUND');
    expectRestError(await restPatch(other, ana.id, { name: 'Hijack' }), 404, 'NOT_FOUND');
    expectRestError(await restDelete(other, ana.id), 404, 'NOT_FOUND');
    expectRestError(await restGet(s, 99999999), 404, 'NOT_FOUND');
    expectRestError(await restGet(s, 'abc'), 404, 'NOT_FOUND');
    expectRestError(await restPatch(s, 99999999, { name: 'x' }), 404, 'NOT_FOUND');
    expectRestError(await restDelete(s, 99999999), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, AffiliateGetDocument, { id: ana.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, AffiliateUpdateDocument, { id: ana.id, input: { name: 'Hijack' } }), 'NOT_FOUND');
    expectGqlError(await t.gql(other.key, AffiliateDeleteDocument, { id: ana.id }), 'NOT_FOUND');
    expect(await snapshot(s.storeId)).toEqual(before);
    expectRestError(await t.http().get('/v1/app/affiliate'), 401, 'UNAUTHENTICATED');
  });

  test('GraphQL affiliates and affiliate: the same figures and meta; filters email and search', async () => {
    const res = await t.gql(s.key, AffiliateListDocument, {});
    expect(res.errors).toBeUndefined();
    const rest = (await restList(s)).body;
    expect(res.data!.affiliates.meta).toEqual({
      total: rest.meta.total,
      perPage: rest.meta.per_page,
      currentPage: rest.meta.current_page,
      lastPage: rest.meta.last_page,
      firstPage: rest.meta.first_page,
      firstPageUrl: rest.meta.first_page_url,
      lastPageUrl: rest.meta.last_page_url,
      nextPageUrl: rest.meta.next_page_url,
      previousPageUrl: rest.meta.previous_page_url,
    });
    expect(res.data!.affiliates.data).toEqual(
      rest.data.map((a: Json) => ({
        id: a.id,
        name: a.name,
        refCode: a.ref_code,
        email: a.email,
        balance: a.balance,
        statistics: { revenue: a.revenue, sales: a.sales },
      })),
    );
    const byEmail = await t.gql(s.key, AffiliateListDocument, { email: 'bob@mail.com' });
    expect(byEmail.data!.affiliates.data.map((a: Json) => a.id)).toEqual([bob.id]);
    expect(byEmail.data!.affiliates.meta.firstPageUrl).toBe('/v1/app/affiliate?email=bob%40mail.com&page=1');
    const bySearch = await t.gql(s.key, AffiliateListDocument, { search: 'aNa', perPage: 1, page: 2 });
    expect(bySearch.data!.affiliates.data.map((a: Json) => a.id)).toEqual([cris.id]);
    expect(bySearch.data!.affiliates.meta).toMatchObject({ total: 2, perPage: 1, currentPage: 2, lastPage: 2 });
    expectGqlErrors(await t.gql(s.key, AffiliateListDocument, { page: 0 }), 'VALIDATION_FAILED', [['page', 'min']]);
    expectGqlErrors(await t.gql(s.key, AffiliateListDocument, { perPage: 101 }), 'VALIDATION_FAILED', [['per_page', 'range']]);

    const one = await t.gql(s.key, AffiliateGetDocument, { id: ana.id });
    expect(one.errors).toBeUndefined();
    const { statistics, ...rest1 } = one.data!.affiliate;
    expect(rest1).toEqual(asGql((await restGet(s, ana.id)).body));
    expect(statistics).toEqual({ revenue: 193.75, sales: 2 });
  });

  test('the statement count of a list page does not grow with the page size (REST and GraphQL)', async () => {
    const big = await shop();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await created(big, { package_commissions: [{ package_id: big.packages[i % 3], percent_commission: 3 }] })).id);
    // Sales for some of them so the grouped figures are real.
    for (const i of [0, 5, 11]) {
      const a = await t.db.affiliate.findUniqueOrThrow({ where: { id: ids[i] } });
      await setStatus(big, await orderVia(big, a.refCode, [[big.packages[0], 1]], `B${i}`), 'APPROVED');
    }
    const counted = async <T>(call: () => Promise<T>) => {
      const start = t.database.stats.statements;
      const result = await call();
      return { statements: t.database.stats.statements - start, result };
    };
    await restList(big, '?per_page=1'); // warm-up

    const small = await counted(() => restList(big, '?per_page=2'));
    const large = await counted(() => restList(big, '?per_page=12'));
    expect(small.result.body.data).toHaveLength(2);
    expect(large.result.body.data).toHaveLength(12);
    expect(large.result.body.data.filter((a: Json) => a.sales === 1).map((a: Json) => a.id)).toEqual([ids[0], ids[5], ids[11]]);
    expect(large.statements).toBe(small.statements);
    // Issue 7's budget: the key, the count, the page with its commissions, the grouped sales.
    expect(large.statements).toBeLessThanOrEqual(4);

    const allRows = await counted(() => restList(big, '?all=true'));
    expect(allRows.result.body).toHaveLength(12);
    expect(allRows.statements).toBeLessThanOrEqual(small.statements);

    const Q = AffiliatesWithCommissionsDocument;
    await t.gql(big.key, Q, { n: 1 });
    const g2 = await counted(() => t.gql(big.key, Q, { n: 2 }));
    const g12 = await counted(() => t.gql(big.key, Q, { n: 12 }));
    expect(g12.result.errors).toBeUndefined();
    expect(g12.result.data!.affiliates.data).toHaveLength(12);
    expect(g12.result.data!.affiliates.data.every((a: Json) => a.packageCommissions.length === 1)).toBe(true);
    // PackageCommission.package: each commission's own package, batched (the statement count stays that of a 2-row page).
    const names = new Map((await t.db.package.findMany({ select: { id: true, name: true } })).map((p) => [p.id, p.name]));
    for (const a of g12.result.data!.affiliates.data as Json[])
      for (const c of a.packageCommissions) expect(c.package).toEqual({ id: c.packageId, name: names.get(c.packageId) });
    expect(g12.result.data!.affiliates.data.filter((a: Json) => a.statistics.sales === 1)).toHaveLength(3);
    expect(g12.statements).toBe(g2.statements);
  });
});

// ---------------------------------------------------------------- update

describe('update', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('partial: only the sent fields change; the response is the full affiliate', async () => {
    const a = await created(s, { min_withdraw: 10, withdraw_settings: { full_name: 'Dora', pix_key_type: 'CPF' } });
    const res = await restPatch(s, a.id, { name: 'Dora Renamed' });
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(FULL_KEYS));
    expect(res.body).toEqual({ ...a, name: 'Dora Renamed', updated_at: expect.stringMatching(STORE_TIME) });
    expect(res.body.dash_secret).toBe('[redacted]');

    const all = await restPatch(s, a.id, {
      ref_code: 'Dora-2',
      percent_commission: 33.33,
      email: 'dora@new.io',
      balance: 80,
      min_withdraw: 25.5,
      self_affiliated: true,
      linked_discount_id: s.couponId,
      withdraw_settings: { full_name: 'Dora R', pix_key: 'abc-123', pix_key_type: 'RANDOM', cpf_cnpj: '00000000000' },
    });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({
      id: a.id,
      name: 'Dora Renamed',
      ref_code: 'Dora-2',
      percent_commission: 33.33,
      email: 'dora@new.io',
      balance: 80,
      min_withdraw: 25.5,
      self_affiliated: true,
      linked_discount_id: s.couponId,
      withdraw_settings: { full_name: 'Dora R', pix_key: 'abc-123', pix_key_type: 'RANDOM', cpf_cnpj: '00000000000' },
    });
    const row = await t.db.affiliate.findUniqueOrThrow({ where: { id: a.id } });
    expect([row.refCode, row.refCodeKey, amount(row.balance), amount(row.minWithdraw), row.linkedDiscountId]).toEqual([
      'Dora-2',
      'dora-2',
      80,
      25.5,
      s.couponId,
    ]);
    expect((await restGet(s, a.id)).body).toEqual(all.body);

    // null clears the linked coupon and the withdraw settings.
    const cleared = await restPatch(s, a.id, { linked_discount_id: null, withdraw_settings: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ linked_discount_id: null, withdraw_settings: null, ref_code: 'Dora-2' });
    // An empty body changes nothing.
    const same = await restPatch(s, a.id, {});
    expect(same.status).toBe(200);
    expect({ ...same.body, updated_at: null }).toEqual({ ...cleared.body, updated_at: null });
  });

  test("ref_code: its own code in another case is fine; another affiliate's (any case) -> 422 unique; the freed code is reusable", async () => {
    const a = await created(s, { ref_code: 'Alpha' });
    const b = await created(s, { ref_code: 'Beta' });
    const own = await restPatch(s, a.id, { ref_code: 'ALPHA' });
    expect(own.status).toBe(200);
    expect(own.body.ref_code).toBe('ALPHA');

    const before = await snapshot(s.storeId);
    expectRestErrors(await restPatch(s, b.id, { ref_code: 'alpha' }), 422, 'VALIDATION_FAILED', [['ref_code', 'unique']]);
    expectGqlErrors(await t.gql(s.key, AffiliateUpdateDocument, { id: b.id, input: { refCode: 'Alpha' } }), 'VALIDATION_FAILED', [['ref_code', 'unique']]);
    expect(await snapshot(s.storeId)).toEqual(before);

    expect((await restPatch(s, a.id, { ref_code: 'Gamma' })).status).toBe(200);
    const reuse = await restPatch(s, b.id, { ref_code: 'alpha' });
    expect(reuse.status).toBe(200);
    expect(reuse.body.ref_code).toBe('alpha');
    // Another store may hold the same code.
    expect((await restCreate(other, body({ ref_code: 'GAMMA' }))).status).toBe(201);
  });

  const invalid: [string, Json, Pair[]][] = [
    ['name empty', { name: '' }, [['name', 'required']]],
    ['name null', { name: null }, [['name', 'required']]],
    ['name of 57 characters', { name: 'x'.repeat(57) }, [['name', 'max']]],
    ['ref_code with a space', { ref_code: 'a b' }, [['ref_code', 'regex']]],
    ['ref_code with #', { ref_code: 'code#1' }, [['ref_code', 'regex']]],
    ['ref_code empty', { ref_code: '' }, [['ref_code', 'required']]],
    ['percent_commission 0', { percent_commission: 0 }, [['percent_commission', 'range']]],
    ['percent_commission 101', { percent_commission: 101 }, [['percent_commission', 'range']]],
    ['email invalid', { email: 'dora-at-mail' }, [['email', 'email']]],
    ['linked_discount_id unknown', { linked_discount_id: 99999999 }, [['linked_discount_id', 'exists']]],
    ['min_withdraw negative', { min_withdraw: -1 }, [['min_withdraw', 'range']]],
    ['balance with three decimals', { balance: 1.005 }, [['balance', 'decimals']]],
    [
      'package_commissions unknown package',
      { package_commissions: [{ package_id: 99999999, percent_commission: 1 }] },
      [['package_commissions.0.package_id', 'exists']],
    ],
    ['withdraw_settings.pix_key_type unknown', { withdraw_settings: { pix_key_type: 'IBAN' } }, [['withdraw_settings.pix_key_type', 'enum']]],
    [
      'several fields',
      { name: '', percent_commission: 150, email: 'x', ref_code: 'a b' },
      [
        ['name', 'required'],
        ['percent_commission', 'range'],
        ['email', 'email'],
        ['ref_code', 'regex'],
      ],
    ],
  ];

  test.each(invalid)('%s -> 422 (REST and GraphQL), nothing changed', async (_name, patch, pairs) => {
    const a = await created(s, { package_commissions: [{ package_id: s.packages[0], percent_commission: 9 }] });
    const before = await snapshot(s.storeId);
    expectRestErrors(await restPatch(s, a.id, patch), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, AffiliateUpdateDocument, { id: a.id, input: toGql(patch) }), 'VALIDATION_FAILED', pairs);
    expect(await snapshot(s.storeId)).toEqual(before);
  });

  test('package_commissions replaces the whole set; [] clears it; not sending it keeps it', async () => {
    const [vip, mvp, key] = s.packages;
    const a = await created(s, {
      package_commissions: [
        { package_id: vip, percent_commission: 30 },
        { package_id: mvp, percent_commission: 40 },
      ],
    });
    expect(a.package_commissions.map((c: Json) => [c.package_id, c.percent_commission])).toEqual([
      [vip, 30],
      [mvp, 40],
    ]);

    const replaced = await restPatch(s, a.id, {
      package_commissions: [
        { package_id: key, percent_commission: 12 },
        { package_id: vip, percent_commission: 35 },
      ],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.package_commissions.map((c: Json) => [c.affiliate_id, c.package_id, c.percent_commission])).toEqual([
      [a.id, key, 12],
      [a.id, vip, 35],
    ]);
    const rows = await t.db.affiliatePackageCommission.findMany({ where: { affiliateId: a.id }, orderBy: { id: 'asc' } });
    expect(rows.map((r) => [r.packageId, amount(r.percentCommission)])).toEqual([
      [key, 12],
      [vip, 35],
    ]);

    const kept = await restPatch(s, a.id, { name: 'Still has commissions' });
    expect(kept.body.package_commissions).toEqual(replaced.body.package_commissions);

    // A failing set leaves the previous one in place.
    expectRestErrors(
      await restPatch(s, a.id, {
        package_commissions: [
          { package_id: mvp, percent_commission: 1 },
          { package_id: other.packages[1], percent_commission: 1 },
        ],
      }),
      422,
      'VALIDATION_FAILED',
      [['package_commissions.1.package_id', 'exists']],
    );
    expectRestErrors(
      await restPatch(s, a.id, {
        package_commissions: [
          { package_id: mvp, percent_commission: 1 },
          { package_id: key, percent_commission: 2 },
          { package_id: mvp, percent_commission: 3 },
        ],
      }),
      422,
      'VALIDATION_FAILED',
      [['package_commissions.2.package_id', 'unique']],
    );
    expect((await restGet(s, a.id)).body.package_commissions).toEqual(replaced.body.package_commissions);

    const gql = await t.gql(s.key, AffiliateUpdateDocument, { id: a.id, input: { packageCommissions: [{ packageId: mvp, percentCommission: 50 }] } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.updateAffiliate.packageCommissions).toEqual([{ id: expect.any(Number), affiliateId: a.id, packageId: mvp, percentCommission: 50 }]);

    const cleared = await restPatch(s, a.id, { package_commissions: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.package_commissions).toEqual([]);
    expect(await t.db.affiliatePackageCommission.count({ where: { affiliateId: a.id } })).toBe(0);
  });

  test('concurrent PATCHes replacing package_commissions all succeed; the last set wins, never a mixture; no false ref_code error', async () => {
    const [vip, mvp] = s.packages;
    const a = await created(s, { package_commissions: [{ package_id: vip, percent_commission: 1 }] });
    const sets = Array.from({ length: 8 }, (_, i) => [
      { package_id: vip, percent_commission: 10 + i },
      { package_id: mvp, percent_commission: 20 + i },
    ]);
    const results = await Promise.all(sets.map((package_commissions) => restPatch(s, a.id, { package_commissions })));
    expect(results.map((r) => [r.status, r.body.errors?.[0]?.field ?? null])).toEqual(sets.map(() => [200, null]));
    const rows = await t.db.affiliatePackageCommission.findMany({ where: { affiliateId: a.id }, orderBy: { packageId: 'asc' } });
    expect(rows).toHaveLength(2);
    const i = amount(rows[0].percentCommission)! - 10;
    expect(rows.map((r) => [r.packageId, amount(r.percentCommission)])).toEqual([
      [vip, 10 + i],
      [mvp, 20 + i],
    ]);
  });

  test('a package commission set through the API overrides the affiliate percentage when an order is approved', async () => {
    const [vip, mvp] = s.packages;
    const a = await created(s, { ref_code: 'Override', percent_commission: 10 });
    expect((await restPatch(s, a.id, { package_commissions: [{ package_id: vip, percent_commission: 25 }] })).status).toBe(200);
    // VIP 100 at 25% + MVP 50 at the affiliate's 10% = 25 + 5.
    const order = await orderVia(
      s,
      'override',
      [
        [vip, 1],
        [mvp, 1],
      ],
      'Zed',
    );
    await setStatus(s, order, 'APPROVED');
    const after = await restGet(s, a.id, '?statistics=true');
    expect(after.body.balance).toBe(30);
    expect(after.body.statistics).toEqual({ revenue: 150, sales: 1 });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order } });
    expect(row.affiliateId).toBe(a.id);
    expect(amount(row.affiliateCommission)).toBe(30);
  });

  test("buying through one's own ref code earns nothing unless self_affiliated (e-mail compared ignoring case)", async () => {
    const a = await created(s, { ref_code: 'Selfie', email: 'self@buyer.io', percent_commission: 50 });
    const buy = async () => {
      const res = await checkout(s, {
        items: [{ id: s.packages[2], quantity: 1 }],
        client_identifier: 'Self',
        client_email: 'SELF@Buyer.io',
        client_name: 'Self Buyer',
        gateway: 'PIX',
        ref_code: 'selfie',
      });
      expect(res.status).toBe(201);
      await setStatus(s, res.body.order_id, 'APPROVED');
      return res.body.order_id as number;
    };
    const first = await buy();
    expect((await t.db.order.findUniqueOrThrow({ where: { id: first } })).affiliateId).toBeNull();
    expect((await restGet(s, a.id, '?statistics=true')).body).toMatchObject({ balance: 0, statistics: { revenue: 0, sales: 0 } });

    expect((await restPatch(s, a.id, { self_affiliated: true })).body.self_affiliated).toBe(true);
    const second = await buy();
    expect((await t.db.order.findUniqueOrThrow({ where: { id: second } })).affiliateId).toBe(a.id);
    expect((await restGet(s, a.id, '?statistics=true')).body).toMatchObject({ balance: 10, statistics: { revenue: 20, sales: 1 } });
  });

  test('GraphQL updateAffiliate: partial, the same data as REST', async () => {
    const a = await created(s);
    const res = await t.gql(s.key, AffiliateUpdateDocument, {
      id: a.id,
      input: { percentCommission: 42, withdrawSettings: { fullName: 'Gql Name', pixKeyType: 'CNPJ' }, linkedDiscountId: s.couponId },
    });
    expect(res.errors).toBeUndefined();
    const u = res.data!.updateAffiliate;
    expect(u).toMatchObject({
      id: a.id,
      name: a.name,
      refCode: a.ref_code,
      percentCommission: 42,
      linkedDiscountId: s.couponId,
      withdrawSettings: { fullName: 'Gql Name', pixKey: null, pixKeyType: 'CNPJ', cpfCnpj: null },
      dashSecret: '[redacted]',
    });
    expect(u).toEqual(asGql((await restGet(s, a.id)).body));
    expectGqlErrors(await t.gql(s.key, AffiliateUpdateDocument, { id: a.id, input: { linkedDiscountId: other.couponId } }), 'VALIDATION_FAILED', [
      ['linked_discount_id', 'exists'],
    ]);
    expectGqlError(await t.gql(s.key, AffiliateUpdateDocument, { id: 99999999, input: { name: 'x' } }), 'NOT_FOUND');
  });
});

// ---------------------------------------------------------------- delete

describe('delete', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('204 with an empty body; the affiliate and its commissions are gone; then 404', async () => {
    const a = await created(s, { package_commissions: [{ package_id: s.packages[0], percent_commission: 5 }] });
    const res = await restDelete(s, a.id);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await t.db.affiliate.count({ where: { id: a.id } })).toBe(0);
    expect(await t.db.affiliatePackageCommission.count({ where: { affiliateId: a.id } })).toBe(0);
    expectRestError(await restGet(s, a.id), 404, 'NOT_FOUND');
    expectRestError(await restDelete(s, a.id), 404, 'NOT_FOUND');
    // Its ref code is free again.
    expect((await restCreate(s, body({ ref_code: a.ref_code.toUpperCase() }))).status).toBe(201);
  });

  test('409 while a withdraw request is pending; deletable once it is settled', async () => {
    const a = await created(s, { balance: 100 });
    const w = await t.http().post('/v1/app/affiliate/withdraw_request').set(bearer(s.key)).send({ affiliate_id: a.id, amount: 40 });
    expect(w.status).toBe(201);
    const before = await snapshot(s.storeId);
    expectRestError(await restDelete(s, a.id), 409, 'CONFLICT');
    expectGqlError(await t.gql(s.key, AffiliateDeleteDocument, { id: a.id }), 'CONFLICT');
    expect(await snapshot(s.storeId)).toEqual(before);

    const paid = await t.http().patch(`/v1/app/affiliate/withdraw_request/${w.body.id}`).set(bearer(s.key)).send({ operation: 'WITHDRAW_PAID' });
    expect(paid.status).toBe(200);
    expect((await restDelete(s, a.id)).status).toBe(204);
    expect(await t.db.affiliate.count({ where: { id: a.id } })).toBe(0);
  });

  test('a delete racing a withdraw request never removes a pending withdrawal (never both 201 and 204)', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      const a = await created(s, { balance: 100 });
      const [w, d] = await Promise.all([
        t.http().post('/v1/app/affiliate/withdraw_request').set(bearer(s.key)).send({ affiliate_id: a.id, amount: 10 }),
        restDelete(s, a.id),
      ]);
      outcomes.push(`${w.status}/${d.status}`);
      const exists = await t.db.affiliate.count({ where: { id: a.id } });
      const pending = await t.db.affiliateTransaction.count({ where: { affiliateId: a.id, operation: 'WITHDRAW_PENDING' } });
      if (w.status === 201) {
        // The request was accepted: the affiliate must still be there with it, so the delete must have been refused.
        expect({ round: i, delete: d.status, exists, pending }).toEqual({ round: i, delete: 409, exists: 1, pending: 1 });
      } else {
        // The delete won: the request names an affiliate that no longer exists.
        expect({ round: i, delete: d.status, exists, pending }).toEqual({ round: i, delete: 204, exists: 0, pending: 0 });
        expectRestErrors(w, 422, 'VALIDATION_FAILED', [['affiliate_id', 'exists']]);
      }
    }
    expect(outcomes.filter((o) => o === '201/204')).toEqual([]);
  });

  test("GraphQL deleteAffiliate -> true; another store's affiliate -> NOT_FOUND, kept", async () => {
    const mine = await created(s);
    const theirs = await created(other);
    expectGqlError(await t.gql(s.key, AffiliateDeleteDocument, { id: theirs.id }), 'NOT_FOUND');
    expectRestError(await restDelete(s, theirs.id), 404, 'NOT_FOUND');
    expect(await t.db.affiliate.count({ where: { id: theirs.id } })).toBe(1);
    expect(await t.gql(s.key, AffiliateDeleteDocument, { id: mine.id })).toEqual({ data: { deleteAffiliate: true } });
    expect(await t.db.affiliate.count({ where: { id: mine.id } })).toBe(0);
    expectGqlError(await t.gql(s.key, AffiliateDeleteDocument, { id: mine.id }), 'NOT_FOUND');
  });

  test('orders that carried a deleted affiliate keep existing', async () => {
    const a = await created(s, { ref_code: 'Gone' });
    const order = await orderVia(s, 'gone', [[s.packages[2], 1]], 'Yan');
    await setStatus(s, order, 'APPROVED');
    expect((await restDelete(s, a.id)).status).toBe(204);
    const res = await t.http().get(`/v1/app/order/${order}`).set(bearer(s.key));
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('APPROVED');
  });
});
