import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { expectGqlError, expectGqlPairs as expectGqlErrors, expectRestError, expectRestPairs as expectRestErrors, type Pair } from '../helpers/errors';
import {
  AffiliateBalanceDocument,
  WithdrawRequestAffiliatesDocument,
  WithdrawRequestCreateDocument,
  WithdrawRequestListDocument,
  WithdrawRequestSettleDocument,
} from '../graphql/__generated__/operations';

/**
 * Affiliate withdraw requests end to end on a real PostgreSQL, REST and GraphQL: creation debits the
 * balance at once (min_withdraw <= amount <= balance), concurrent requests never overdraw, the list
 * and its filters, settling as paid (balance kept) or rejected (amount credited back) exactly once,
 * and store isolation.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Json = Record<string, any>;

const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;
const REQUEST_KEYS = ['id', 'store_id', 'affiliate_id', 'operation', 'amount', 'message', 'order_id', 'created_at', 'updated_at'];
const META_KEYS = ['total', 'per_page', 'current_page', 'last_page', 'first_page', 'first_page_url', 'last_page_url', 'next_page_url', 'previous_page_url'];
const URL = '/v1/app/affiliate/withdraw_request';

const sorted = (keys: string[]) => [...keys].sort();
const keysOf = (o: object) => Object.keys(o).sort();
const amount = (d: { toString(): string } | null) => (d === null ? null : Number(d.toString()));

// ---------------------------------------------------------------- GraphQL documents

const CREATE_WR = WithdrawRequestCreateDocument;
const SETTLE_WR = WithdrawRequestSettleDocument;
const LIST_WR = WithdrawRequestListDocument;
// An operation outside the enum, sent as the variable's text (the service refuses it as REST does): kept a string.
const LIST_WR_UNTYPED = 'query($operation: WithdrawOperation) { withdrawRequests(operation: $operation) { meta { total } } }';
const AFFILIATE_BALANCE = AffiliateBalanceDocument;

const asGql = (w: Json) => ({
  id: w.id,
  storeId: w.store_id,
  affiliateId: w.affiliate_id,
  operation: w.operation,
  amount: w.amount,
  message: w.message,
  orderId: w.order_id,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
});

// ---------------------------------------------------------------- fixtures

interface Shop {
  key: string;
  storeId: number;
  domain: string;
}

async function shop(): Promise<Shop> {
  const { store, key } = await t.createStore();
  return { key, storeId: store.id, domain: store.domain };
}

let seq = 0;
async function affiliate(s: Shop, extra: Json = {}): Promise<Json> {
  seq++;
  const res = await t
    .http()
    .post('/v1/app/affiliate')
    .set(bearer(s.key))
    .send({ name: `Aff ${seq}`, ref_code: `W_${seq}`, percent_commission: 10, email: `w${seq}@aff.io`, ...extra });
  expect(res.status).toBe(201);
  return res.body;
}

const request = (s: Shop, b: Json) => t.http().post(URL).set(bearer(s.key)).send(b);
const settle = (s: Shop, id: number | string, b: Json) => t.http().patch(`${URL}/${id}`).set(bearer(s.key)).send(b);
const list = (s: Shop, query = '') => t.http().get(`${URL}${query}`).set(bearer(s.key));

async function balanceOf(id: number): Promise<number> {
  return amount((await t.db.affiliate.findUniqueOrThrow({ where: { id } })).balance)!;
}
async function restBalance(s: Shop, id: number): Promise<number> {
  const res = await t.http().get(`/v1/app/affiliate/${id}`).set(bearer(s.key));
  expect(res.status).toBe(200);
  return res.body.balance;
}

/** The ledger and balances of a store: a refused request must leave them unchanged. */
async function ledger(storeId: number) {
  const [rows, affiliates] = await Promise.all([
    t.db.affiliateTransaction.findMany({ where: { storeId }, orderBy: { id: 'asc' } }),
    t.db.affiliate.findMany({ where: { storeId }, select: { id: true, balance: true }, orderBy: { id: 'asc' } }),
  ]);
  return { rows, affiliates: affiliates.map((a) => [a.id, amount(a.balance)]) };
}

// ---------------------------------------------------------------- create

describe('create a withdraw request', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  test('201: the record, WITHDRAW_PENDING; the balance is debited at once', async () => {
    const a = await affiliate(s, { balance: 150.5, min_withdraw: 20 });
    const res = await request(s, { affiliate_id: a.id, amount: 45.25 });
    expect(res.status).toBe(201);
    expect(keysOf(res.body)).toEqual(sorted(REQUEST_KEYS));
    expect(res.body).toEqual({
      id: expect.any(Number),
      store_id: s.storeId,
      affiliate_id: a.id,
      operation: 'WITHDRAW_PENDING',
      amount: 45.25,
      message: null,
      order_id: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    expect(await balanceOf(a.id)).toBe(105.25);
    expect(await restBalance(s, a.id)).toBe(105.25);
    const row = await t.db.affiliateTransaction.findUniqueOrThrow({ where: { id: res.body.id } });
    expect([row.storeId, row.affiliateId, row.operation, amount(row.amount)]).toEqual([s.storeId, a.id, 'WITHDRAW_PENDING', 45.25]);
  });

  test('boundaries: amount equal to min_withdraw, and amount equal to the whole balance (to zero)', async () => {
    const a = await affiliate(s, { balance: 60, min_withdraw: 10 });
    expect((await request(s, { affiliate_id: a.id, amount: 10 })).status).toBe(201);
    expect(await balanceOf(a.id)).toBe(50);
    expect((await request(s, { affiliate_id: a.id, amount: 50 })).status).toBe(201);
    expect(await balanceOf(a.id)).toBe(0);
    // Nothing left: even the minimum amount conflicts.
    expectRestError(await request(s, { affiliate_id: a.id, amount: 10 }), 409, 'CONFLICT');
    expect(await balanceOf(a.id)).toBe(0);
  });

  test('amount below min_withdraw -> 422 amount min; above the balance -> 409 CONFLICT; nothing written', async () => {
    const a = await affiliate(s, { balance: 100, min_withdraw: 25 });
    const before = await ledger(s.storeId);
    expectRestErrors(await request(s, { affiliate_id: a.id, amount: 24.99 }), 422, 'VALIDATION_FAILED', [['amount', 'min']]);
    expectRestError(await request(s, { affiliate_id: a.id, amount: 100.01 }), 409, 'CONFLICT');
    expectRestError(await request(s, { affiliate_id: a.id, amount: 5000 }), 409, 'CONFLICT');
    expectGqlErrors(await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id, amount: 10 } }), 'VALIDATION_FAILED', [['amount', 'min']]);
    expectGqlError(await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id, amount: 100.5 } }), 'CONFLICT');
    expect(await ledger(s.storeId)).toEqual(before);
    expect(await balanceOf(a.id)).toBe(100);
  });

  test('a balance below zero (a reversed commission) refuses any amount', async () => {
    const a = await affiliate(s, { balance: -5 });
    expectRestError(await request(s, { affiliate_id: a.id, amount: 1 }), 409, 'CONFLICT');
    expect(await balanceOf(a.id)).toBe(-5);
  });

  test.each([
    ['affiliate_id missing', { affiliate_id: undefined }, [['affiliate_id', 'required']]],
    ['affiliate_id null', { affiliate_id: null, amount: 10 }, [['affiliate_id', 'required']]],
    ['affiliate_id a string', { affiliate_id: 'one', amount: 10 }, [['affiliate_id', 'type']]],
    ['amount missing', { amount: undefined }, [['amount', 'required']]],
    ['amount zero', { amount: 0 }, [['amount', 'range']]],
    ['amount negative', { amount: -10 }, [['amount', 'range']]],
    ['amount with three decimals', { amount: 10.005 }, [['amount', 'decimals']]],
    ['amount a string', { amount: '10' }, [['amount', 'type']]],
    [
      'both missing',
      null,
      [
        ['affiliate_id', 'required'],
        ['amount', 'required'],
      ],
    ],
  ] as [string, Json | null, Pair[]][])('%s -> 422, nothing written', async (_name, extra, pairs) => {
    const a = await affiliate(s, { balance: 100 });
    const before = await ledger(s.storeId);
    const b = extra === null ? {} : { affiliate_id: a.id, amount: 10, ...extra };
    expectRestErrors(await request(s, b), 422, 'VALIDATION_FAILED', pairs);
    expect(await ledger(s.storeId)).toEqual(before);
  });

  test("another store's affiliate, or an unknown id -> 422 affiliate_id exists; its balance untouched", async () => {
    const theirs = await affiliate(other, { balance: 500 });
    const mine = await ledger(s.storeId);
    const theirsBefore = await ledger(other.storeId);
    expectRestErrors(await request(s, { affiliate_id: theirs.id, amount: 10 }), 422, 'VALIDATION_FAILED', [['affiliate_id', 'exists']]);
    expectRestErrors(await request(s, { affiliate_id: 99999999, amount: 10 }), 422, 'VALIDATION_FAILED', [['affiliate_id', 'exists']]);
    expectGqlErrors(await t.gql(s.key, CREATE_WR, { input: { affiliateId: theirs.id, amount: 10 } }), 'VALIDATION_FAILED', [['affiliate_id', 'exists']]);
    expect(await ledger(s.storeId)).toEqual(mine);
    expect(await ledger(other.storeId)).toEqual(theirsBefore);
    expect(await balanceOf(theirs.id)).toBe(500);
  });

  test('401 without a key', async () => {
    const a = await affiliate(s, { balance: 100 });
    const res = await t.http().post(URL).send({ affiliate_id: a.id, amount: 10 });
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('UNAUTHENTICATED');
    expectGqlError(await t.gql(null, CREATE_WR, { input: { affiliateId: a.id, amount: 10 } }), 'UNAUTHENTICATED');
    expect(await balanceOf(a.id)).toBe(100);
  });

  test('100 concurrent requests of 10 against a balance of 100: exactly 10 created, 90 x 409, balance exactly 0', async () => {
    const a = await affiliate(s, { balance: 100, min_withdraw: 10 });
    const results = await Promise.all(Array.from({ length: 100 }, () => request(s, { affiliate_id: a.id, amount: 10 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(10);
    expect(statuses.filter((x) => x === 409)).toHaveLength(90);
    for (const r of results.filter((x) => x.status === 409)) expectRestError(r, 409, 'CONFLICT');
    expect(await balanceOf(a.id)).toBe(0);
    const rows = await t.db.affiliateTransaction.findMany({ where: { affiliateId: a.id } });
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.operation === 'WITHDRAW_PENDING' && amount(r.amount) === 10)).toBe(true);
    expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.id))).toEqual(new Set(rows.map((r) => r.id)));
  });

  test('concurrent requests of mixed amounts never take the balance below zero', async () => {
    const a = await affiliate(s, { balance: 100 });
    const amounts = [30, 30, 30, 30, 25, 25, 15, 15, 7.5, 7.5, 60, 45];
    const results = await Promise.all(amounts.map((n) => request(s, { affiliate_id: a.id, amount: n })));
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const granted = results.filter((r) => r.status === 201).reduce((sum, r) => sum + r.body.amount, 0);
    const balance = await balanceOf(a.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(Math.round((balance + granted) * 100)).toBe(10_000);
    const rows = await t.db.affiliateTransaction.findMany({ where: { affiliateId: a.id } });
    expect(Math.round(rows.reduce((sum, r) => sum + amount(r.amount)!, 0) * 100)).toBe(Math.round(granted * 100));
  });
});

// ---------------------------------------------------------------- list

describe('list withdraw requests', () => {
  let s: Shop;
  let other: Shop;
  let a: Json;
  let b: Json;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await shop();
    other = await shop();
    a = await affiliate(s, { balance: 1000 });
    b = await affiliate(s, { balance: 1000 });
    const make = async (name: string, aff: Json, n: number) => {
      const res = await request(s, { affiliate_id: aff.id, amount: n });
      expect(res.status).toBe(201);
      ids[name] = res.body.id;
    };
    await make('a1', a, 10);
    await make('a2', a, 20);
    await make('b1', b, 30);
    await make('a3', a, 40);
    await make('b2', b, 50);
    expect((await settle(s, ids.a2, { operation: 'WITHDRAW_PAID', message: 'Sent by PIX' })).status).toBe(200);
    expect((await settle(s, ids.b1, { operation: 'WITHDRAW_REJECTED', message: 'Wrong key' })).status).toBe(200);
    // Commission ledger rows are not withdraw requests.
    await t.db.affiliateTransaction.create({ data: { storeId: s.storeId, affiliateId: a.id, operation: 'COMMISSION', amount: 3 } });
    const theirs = await affiliate(other, { balance: 100 });
    expect((await request(other, { affiliate_id: theirs.id, amount: 5 })).status).toBe(201);
  });

  test("newest first, the store's withdraw requests only, exact keys and meta", async () => {
    const res = await list(s);
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(['data', 'meta']);
    expect(keysOf(res.body.meta)).toEqual(sorted(META_KEYS));
    expect(res.body.meta).toEqual({
      total: 5,
      per_page: 15,
      current_page: 1,
      last_page: 1,
      first_page: 1,
      first_page_url: `${URL}?page=1`,
      last_page_url: `${URL}?page=1`,
      next_page_url: null,
      previous_page_url: null,
    });
    expect(res.body.data.map((w: Json) => w.id)).toEqual([ids.b2, ids.a3, ids.b1, ids.a2, ids.a1]);
    for (const w of res.body.data) expect(keysOf(w)).toEqual(sorted(REQUEST_KEYS));
    expect(res.body.data.map((w: Json) => [w.operation, w.amount, w.message])).toEqual([
      ['WITHDRAW_PENDING', 50, null],
      ['WITHDRAW_PENDING', 40, null],
      ['WITHDRAW_REJECTED', 30, 'Wrong key'],
      ['WITHDRAW_PAID', 20, 'Sent by PIX'],
      ['WITHDRAW_PENDING', 10, null],
    ]);
  });

  test('filters affiliate_id and operation, together; URLs repeat them; all=true; bad values', async () => {
    const byA = await list(s, `?affiliate_id=${a.id}`);
    expect(byA.body.data.map((w: Json) => w.id)).toEqual([ids.a3, ids.a2, ids.a1]);
    expect(byA.body.meta.first_page_url).toBe(`${URL}?affiliate_id=${a.id}&page=1`);
    const pending = await list(s, '?operation=WITHDRAW_PENDING');
    expect(pending.body.data.map((w: Json) => w.id)).toEqual([ids.b2, ids.a3, ids.a1]);
    expect((await list(s, '?operation=WITHDRAW_PAID')).body.data.map((w: Json) => w.id)).toEqual([ids.a2]);
    expect((await list(s, '?operation=WITHDRAW_REJECTED')).body.data.map((w: Json) => w.id)).toEqual([ids.b1]);
    expect((await list(s, `?affiliate_id=${b.id}&operation=WITHDRAW_PENDING`)).body.data.map((w: Json) => w.id)).toEqual([ids.b2]);
    const paged = await list(s, '?per_page=2&page=2');
    expect(paged.body.data.map((w: Json) => w.id)).toEqual([ids.b1, ids.a2]);
    expect(paged.body.meta).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3, next_page_url: `${URL}?per_page=2&page=3` });
    const all = await list(s, '?all=true');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.map((w: Json) => w.id)).toEqual([ids.b2, ids.a3, ids.b1, ids.a2, ids.a1]);
    // Another store's affiliate id filters to nothing.
    expect((await list(other, `?affiliate_id=${a.id}`)).body.data).toEqual([]);
    expectRestErrors(await list(s, '?operation=COMMISSION'), 422, 'VALIDATION_FAILED', [['operation', 'enum']]);
    expectRestErrors(await list(s, '?operation=bogus'), 422, 'VALIDATION_FAILED', [['operation', 'enum']]);
    expect((await list(s, '?affiliate_id=abc')).status).toBe(400);
    expectRestErrors(await list(s, '?per_page=101'), 422, 'VALIDATION_FAILED', [['per_page', 'range']]);
  });

  test('GraphQL withdrawRequests: the same rows and meta, the same filters and errors', async () => {
    const res = await t.gql(s.key, LIST_WR, {});
    expect(res.errors).toBeUndefined();
    const rest = (await list(s)).body;
    expect(res.data!.withdrawRequests.data).toEqual(rest.data.map(asGql));
    expect(res.data!.withdrawRequests.meta).toMatchObject({ total: 5, perPage: 15, currentPage: 1, lastPage: 1, firstPageUrl: `${URL}?page=1` });
    const filtered = await t.gql(s.key, LIST_WR, { affiliateId: a.id, operation: 'WITHDRAW_PENDING' });
    expect(filtered.data!.withdrawRequests.data.map((w: Json) => w.id)).toEqual([ids.a3, ids.a1]);
    expect(filtered.data!.withdrawRequests.meta.firstPageUrl).toBe(`${URL}?affiliate_id=${a.id}&operation=WITHDRAW_PENDING&page=1`);
    expectGqlErrors(await t.gql(s.key, LIST_WR_UNTYPED, { operation: 'NOPE' }), 'VALIDATION_FAILED', [['operation', 'enum']]);
    const theirs = await t.gql(other.key, LIST_WR, {});
    expect(theirs.data!.withdrawRequests.meta.total).toBe(1);
  });

  test('GraphQL WithdrawRequest.affiliate: each request names its own affiliate (batched by a loader)', async () => {
    const res = await t.gql(s.key, WithdrawRequestAffiliatesDocument);
    expect(res.errors).toBeUndefined();
    const rows = res.data!.withdrawRequests.data as Json[];
    expect(rows.map((w) => [w.id, w.affiliate.id])).toEqual([
      [ids.b2, b.id],
      [ids.a3, a.id],
      [ids.b1, b.id],
      [ids.a2, a.id],
      [ids.a1, a.id],
    ]);
    for (const w of rows)
      expect(w.affiliate).toEqual({
        id: w.affiliateId,
        name: w.affiliateId === a.id ? a.name : b.name,
        refCode: w.affiliateId === a.id ? a.ref_code : b.ref_code,
      });
  });
});

// ---------------------------------------------------------------- settle

describe('settle a withdraw request', () => {
  let s: Shop;
  let other: Shop;
  beforeAll(async () => {
    s = await shop();
    other = await shop();
  });

  async function pendingOf(aff: Json, n: number): Promise<Json> {
    const res = await request(s, { affiliate_id: aff.id, amount: n });
    expect(res.status).toBe(201);
    return res.body;
  }

  test('WITHDRAW_PAID keeps the balance debited and stores the message', async () => {
    const a = await affiliate(s, { balance: 100 });
    const w = await pendingOf(a, 40);
    expect(await balanceOf(a.id)).toBe(60);
    const res = await settle(s, w.id, { operation: 'WITHDRAW_PAID', message: 'PIX e2e id 123' });
    expect(res.status).toBe(200);
    expect(keysOf(res.body)).toEqual(sorted(REQUEST_KEYS));
    expect(res.body).toEqual({ ...w, operation: 'WITHDRAW_PAID', message: 'PIX e2e id 123', updated_at: expect.stringMatching(STORE_TIME) });
    expect(await balanceOf(a.id)).toBe(60);
    const row = await t.db.affiliateTransaction.findUniqueOrThrow({ where: { id: w.id } });
    expect([row.operation, row.message, amount(row.amount)]).toEqual(['WITHDRAW_PAID', 'PIX e2e id 123', 40]);
  });

  test('WITHDRAW_REJECTED credits the amount back; message optional', async () => {
    const a = await affiliate(s, { balance: 100 });
    const w = await pendingOf(a, 35.5);
    expect(await balanceOf(a.id)).toBe(64.5);
    const res = await settle(s, w.id, { operation: 'WITHDRAW_REJECTED' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: w.id, operation: 'WITHDRAW_REJECTED', amount: 35.5, message: null });
    expect(await balanceOf(a.id)).toBe(100);
    expect(await restBalance(s, a.id)).toBe(100);
  });

  test('settling twice -> 409 whatever the second operation; the balance is credited once', async () => {
    const a = await affiliate(s, { balance: 100 });
    const rejected = await pendingOf(a, 30);
    const paid = await pendingOf(a, 20);
    expect((await settle(s, rejected.id, { operation: 'WITHDRAW_REJECTED' })).status).toBe(200);
    expect((await settle(s, paid.id, { operation: 'WITHDRAW_PAID' })).status).toBe(200);
    expect(await balanceOf(a.id)).toBe(80);
    const before = await ledger(s.storeId);
    for (const id of [rejected.id, paid.id]) {
      for (const operation of ['WITHDRAW_PAID', 'WITHDRAW_REJECTED'] as const) {
        expectRestError(await settle(s, id, { operation }), 409, 'CONFLICT');
        expectGqlError(await t.gql(s.key, SETTLE_WR, { id, input: { operation } }), 'CONFLICT');
      }
    }
    expect(await ledger(s.storeId)).toEqual(before);
    expect(await balanceOf(a.id)).toBe(80);
  });

  test('concurrent rejections of one request: exactly one succeeds, the amount is credited once', async () => {
    const a = await affiliate(s, { balance: 100 });
    const w = await pendingOf(a, 50);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => settle(s, w.id, { operation: i % 2 ? 'WITHDRAW_REJECTED' : 'WITHDRAW_PAID' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body;
    expect(await balanceOf(a.id)).toBe(winner.operation === 'WITHDRAW_REJECTED' ? 100 : 50);
    expect((await t.db.affiliateTransaction.findUniqueOrThrow({ where: { id: w.id } })).operation).toBe(winner.operation);
  });

  test.each([
    ['operation missing', {}, [['operation', 'required']]],
    ['operation WITHDRAW_PENDING', { operation: 'WITHDRAW_PENDING' }, [['operation', 'enum']]],
    ['operation COMMISSION', { operation: 'COMMISSION' }, [['operation', 'enum']]],
    ['operation lower case', { operation: 'withdraw_paid' }, [['operation', 'enum']]],
    ['message too long', { operation: 'WITHDRAW_PAID', message: 'm'.repeat(501) }, [['message', 'max']]],
  ] as [string, Json, Pair[]][])('%s -> 422 (REST and GraphQL), still pending, balance untouched', async (_name, b, pairs) => {
    const a = await affiliate(s, { balance: 100 });
    const w = await pendingOf(a, 10);
    const before = await ledger(s.storeId);
    expectRestErrors(await settle(s, w.id, b), 422, 'VALIDATION_FAILED', pairs);
    expectGqlErrors(await t.gql(s.key, SETTLE_WR, { id: w.id, input: b }), 'VALIDATION_FAILED', pairs);
    expect(await ledger(s.storeId)).toEqual(before);
  });

  test("another store's request, an unknown id, a commission row, a non-numeric id -> 404; nothing changed", async () => {
    const theirs = await affiliate(other, { balance: 100 });
    const w = await request(other, { affiliate_id: theirs.id, amount: 10 });
    expect(w.status).toBe(201);
    const commission = await t.db.affiliateTransaction.create({
      data: { storeId: s.storeId, affiliateId: (await affiliate(s)).id, operation: 'COMMISSION', amount: 5 },
    });
    const before = await ledger(other.storeId);
    expectRestError(await settle(s, w.body.id, { operation: 'WITHDRAW_REJECTED' }), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, SETTLE_WR, { id: w.body.id, input: { operation: 'WITHDRAW_REJECTED' } }), 'NOT_FOUND');
    expectRestError(await settle(s, 99999999, { operation: 'WITHDRAW_PAID' }), 404, 'NOT_FOUND');
    expectRestError(await settle(s, commission.id, { operation: 'WITHDRAW_REJECTED' }), 404, 'NOT_FOUND');
    expectRestError(await settle(s, 'abc', { operation: 'WITHDRAW_PAID' }), 404, 'NOT_FOUND');
    expect(await ledger(other.storeId)).toEqual(before);
    expect(await balanceOf(theirs.id)).toBe(90);
    expect((await t.db.affiliateTransaction.findUniqueOrThrow({ where: { id: commission.id } })).operation).toBe('COMMISSION');
    expectRestError(await t.http().patch(`${URL}/${w.body.id}`).send({ operation: 'WITHDRAW_PAID' }), 401, 'UNAUTHENTICATED');
  });

  test('GraphQL createWithdrawRequest and settleWithdrawRequest: same records and effects as REST', async () => {
    const a = await affiliate(s, { balance: 200, min_withdraw: 5 });
    const created = await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id, amount: 75.5 } });
    expect(created.errors).toBeUndefined();
    const w = created.data!.createWithdrawRequest;
    expect(w).toEqual({
      id: expect.any(Number),
      storeId: s.storeId,
      affiliateId: a.id,
      operation: 'WITHDRAW_PENDING',
      amount: 75.5,
      message: null,
      orderId: null,
      createdAt: expect.stringMatching(STORE_TIME),
      updatedAt: expect.stringMatching(STORE_TIME),
    });
    const viaGql = await t.gql(s.key, AFFILIATE_BALANCE, { id: a.id });
    expect(viaGql.data!.affiliate.balance).toBe(124.5);
    const rest = (await list(s, `?affiliate_id=${a.id}`)).body.data;
    expect(rest.map(asGql)).toEqual([w]);

    const rejected = await t.gql(s.key, SETTLE_WR, { id: w.id, input: { operation: 'WITHDRAW_REJECTED', message: 'Invalid PIX key' } });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.settleWithdrawRequest).toMatchObject({ id: w.id, operation: 'WITHDRAW_REJECTED', message: 'Invalid PIX key', amount: 75.5 });
    expect(await balanceOf(a.id)).toBe(200);

    const second = await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id, amount: 200 } });
    expect(second.errors).toBeUndefined();
    expect(await balanceOf(a.id)).toBe(0);
    const paid = await t.gql(s.key, SETTLE_WR, { id: second.data!.createWithdrawRequest.id, input: { operation: 'WITHDRAW_PAID' } });
    expect(paid.data!.settleWithdrawRequest.operation).toBe('WITHDRAW_PAID');
    expect(await balanceOf(a.id)).toBe(0);
    expectGqlErrors(await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id } }), 'VALIDATION_FAILED', [['amount', 'required']]);
    expectGqlErrors(await t.gql(s.key, CREATE_WR, { input: {} }), 'VALIDATION_FAILED', [
      ['affiliate_id', 'required'],
      ['amount', 'required'],
    ]);
    expectGqlError(await t.gql(s.key, CREATE_WR, { input: { affiliateId: a.id, amount: 5 } }), 'CONFLICT');
  });
});
