import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { expectGqlError, expectRestError, expectRestErrors, expectRestPairs, type Pair } from '../helpers/errors';
import { openShop, type Shop } from '../helpers/shop';
import { pruneBanRefusals } from '../../src/modules/bans/ban.service';
import {
  AppCheckoutDocument,
  BanCreateDocument,
  BanDeleteDocument,
  BanGetDocument,
  BanListDocument,
  BanRefusalListDocument,
  BanUpdateDocument,
  StoreBanOnChargebackDocument,
  StoreUpdateBanOnChargebackDocument,
  StorefrontCheckoutDocument,
} from '../graphql/__generated__/operations';

/**
 * The ban list (issue 32): the owner's bans on both surfaces, their validation and normalisation,
 * one store's bans invisible to and never applied at another, a checkout refused by each kind of
 * ban on both surfaces (403 with a neutral message, no order written, the attempt recorded), an
 * expired ban that refuses nothing, and the ban a chargeback makes when the store asks for it.
 * The app trusts X-Forwarded-For (TRUST_PROXY), so each request names its buyer's address.
 */

type Json = Record<string, any>;

let t: TestApp;
let a: Shop;
let b: Shop;

beforeAll(async () => {
  t = await setupTestApp({ config: { trustProxy: true } });
  [a, b] = await Promise.all([openShop(t), openShop(t)]);
});
afterAll(() => t.close());

/** What a refused buyer reads, written out: the contract, not the code's constant. */
const REFUSED = 'This purchase cannot be completed. If you think this is a mistake, please contact the store.';
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/;

const addBan = (s: Shop, body: Json) => t.http().post('/v1/app/ban').set(bearer(s.key)).send(body);
async function ban(s: Shop, body: Json): Promise<Json> {
  const res = await addBan(s, { reason: 'testing', ...body });
  if (res.status !== 201) throw new Error(`POST /v1/app/ban answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const unban = async (s: Shop, id: number) => expect((await t.http().delete(`/v1/app/ban/${id}`).set(bearer(s.key))).status).toBe(204);

let buyerSeq = 0;
/** A buyer no ban names: a new identifier and e-mail each time, an address of TEST-NET-2. */
function buyer(over: Json = {}) {
  buyerSeq++;
  return {
    client_identifier: `Buyer${buyerSeq}`,
    client_email: `buyer${buyerSeq}@buyers.test`,
    client_name: `Buyer ${buyerSeq}`,
    gateway: 'PIX',
    ...over,
  };
}
const ADDRESS = '198.51.100.250';
const shopCheckout = (s: Shop, body: Json, ip = ADDRESS) =>
  t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': s.domain, 'x-forwarded-for': ip })
    .send({ items: [{ id: s.pkg, quantity: 1 }], ...body });
const appCheckout = (s: Shop, body: Json, ip = ADDRESS) =>
  t
    .http()
    .post('/v1/app/checkout')
    .set({ ...bearer(s.key), 'x-forwarded-for': ip })
    .send({ items: [{ id: s.pkg, quantity: 1 }], ...body });

const orderCount = (s: Shop) => t.db.order.count({ where: { storeId: s.storeId } });
const refusals = (s: Shop) => t.db.banRefusal.findMany({ where: { storeId: s.storeId }, orderBy: { id: 'asc' } });

/** The refusal the contract promises: 403 FORBIDDEN, rule checkout, the neutral message and nothing else. */
function expectRefused(res: { status: number; body: any }) {
  expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { errors: [{ message: REFUSED, code: 'FORBIDDEN', rule: 'checkout' }] } });
}

// ---------------------------------------------------------------- the list, both surfaces

describe('the owner’s list', () => {
  test('REST: create (normalised), get, list with filters, change, remove', async () => {
    const s = await openShop(t);
    const created = await addBan(s, { kind: 'EMAIL', value: '  Cheater@Example.COM ', reason: 'chargeback in March' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      kind: 'EMAIL',
      value: 'cheater@example.com',
      reason: 'chargeback in March',
      expires_at: null,
      active: true,
      created_by: expect.any(String),
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: expect.stringMatching(STORE_TIME),
    });
    const id = created.body.id;
    expect((await t.http().get(`/v1/app/ban/${id}`).set(bearer(s.key))).body).toEqual(created.body);

    const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const ip = await ban(s, { kind: 'IP', value: '203.0.113.0/24', reason: 'proxy farm', expires_at: later });
    expect(ip.expires_at).toMatch(STORE_TIME);
    expect(new Date(ip.expires_at).getTime()).toBe(new Date(later).getTime());

    const list = await t.http().get('/v1/app/ban').set(bearer(s.key));
    expect(list.status).toBe(200);
    expect(list.body.data.map((x: Json) => x.id)).toEqual([ip.id, id]);
    expect(list.body.meta).toMatchObject({ total: 2, per_page: 15, current_page: 1, last_page: 1 });
    const ids = async (query: Json) => (await t.http().get('/v1/app/ban').query(query).set(bearer(s.key))).body.data.map((x: Json) => x.id);
    expect(await ids({ kind: 'IP' })).toEqual([ip.id]);
    expect(await ids({ search: 'MARCH' })).toEqual([id]);
    expect(await ids({ search: '203.0.113' })).toEqual([ip.id]);
    expect(await ids({ search: '%' })).toEqual([]);
    expect(await ids({ active: true })).toEqual([ip.id, id]);
    expect(await ids({ active: false })).toEqual([]);
    const all = await t.http().get('/v1/app/ban?all=true').set(bearer(s.key));
    expect(all.body.map((x: Json) => x.id)).toEqual([ip.id, id]);

    const changed = await t.http().patch(`/v1/app/ban/${id}`).set(bearer(s.key)).send({ reason: 'second chargeback', expires_at: later });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, kind: 'EMAIL', value: 'cheater@example.com', reason: 'second chargeback', active: true });
    expect(new Date(changed.body.expires_at).getTime()).toBe(new Date(later).getTime());
    const cleared = await t.http().patch(`/v1/app/ban/${id}`).set(bearer(s.key)).send({ expires_at: null });
    expect(cleared.body).toMatchObject({ reason: 'second chargeback', expires_at: null });

    await unban(s, id);
    // Each change is in the audit log, by the key that made it.
    const audited = await t.db.auditEntry.findMany({ where: { storeId: s.storeId, recordType: 'bans', recordId: String(id) }, orderBy: { id: 'asc' } });
    expect(audited.map((e) => [e.action, e.operation])).toEqual([
      ['insert', 'POST /v1/app/ban'],
      ['update', 'PATCH /v1/app/ban/:id'],
      ['update', 'PATCH /v1/app/ban/:id'],
      ['delete', 'DELETE /v1/app/ban/:id'],
    ]);
    expectRestError(await t.http().get(`/v1/app/ban/${id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/ban/${id}`).set(bearer(s.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`/v1/app/ban/${id}`).set(bearer(s.key)).send({ reason: 'x' }), 404, 'NOT_FOUND');
  });

  test('an expired ban is listed as inactive', async () => {
    const s = await openShop(t);
    const x = await ban(s, { kind: 'CLIENT_IDENTIFIER', value: 'OldGriefer' });
    await t.db.ban.update({ where: { id: x.id }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const got = await t.http().get(`/v1/app/ban/${x.id}`).set(bearer(s.key));
    expect(got.body).toMatchObject({ active: false, expires_at: expect.stringMatching(STORE_TIME) });
    const list = async (active: boolean) => (await t.http().get('/v1/app/ban').query({ active }).set(bearer(s.key))).body.data.map((y: Json) => y.id);
    expect(await list(false)).toEqual([x.id]);
    expect(await list(true)).toEqual([]);
  });

  test('GraphQL: the same list, answered as REST answers it', async () => {
    const s = await openShop(t);
    const created = await t.gql(s.key, BanCreateDocument, { input: { kind: 'DOCUMENT', value: '123.456.789-09', reason: 'fraud' } });
    expect(created.errors).toBeUndefined();
    const g = created.data!.createBan;
    expect(g).toMatchObject({ kind: 'DOCUMENT', value: '12345678909', reason: 'fraud', expiresAt: null, active: true });
    const rest = (await t.http().get(`/v1/app/ban/${g.id}`).set(bearer(s.key))).body;
    expect(g).toEqual({
      id: rest.id,
      kind: rest.kind,
      value: rest.value,
      reason: rest.reason,
      expiresAt: rest.expires_at,
      active: rest.active,
      createdBy: rest.created_by,
      createdAt: rest.created_at,
      updatedAt: rest.updated_at,
    });
    expect((await t.gql(s.key, BanGetDocument, { id: g.id })).data!.ban).toEqual(g);

    const list = await t.gql(s.key, BanListDocument, { kind: 'DOCUMENT', search: '789' });
    expect(list.data!.bans.data).toEqual([g]);
    expect(list.data!.bans.meta).toMatchObject({ total: 1, currentPage: 1, firstPageUrl: '/v1/app/ban?kind=DOCUMENT&search=789&page=1' });
    const restList = await t.http().get('/v1/app/ban').query({ kind: 'DOCUMENT', search: '789' }).set(bearer(s.key));
    expect(restList.body.meta.first_page_url).toBe(list.data!.bans.meta.firstPageUrl);

    const later = new Date(Date.now() + 86_400_000).toISOString();
    const updated = await t.gql(s.key, BanUpdateDocument, { id: g.id, input: { reason: 'fraud, twice', expiresAt: later } });
    expect(updated.data!.updateBan).toMatchObject({ reason: 'fraud, twice', active: true });
    expect(new Date(updated.data!.updateBan.expiresAt!).getTime()).toBe(new Date(later).getTime());

    expect((await t.gql(s.key, BanDeleteDocument, { id: g.id })).data).toEqual({ deleteBan: true });
    expectGqlError(await t.gql(s.key, BanGetDocument, { id: g.id }), 'NOT_FOUND');
    expectGqlError(await t.gql(s.key, BanDeleteDocument, { id: g.id }), 'NOT_FOUND');
  });

  test('values are stored normalised: ranges as their network, IPv4-mapped addresses as IPv4, IPv6 compressed, identifiers as typed', async () => {
    const s = await openShop(t);
    const cases: [string, string, string][] = [
      ['IP', '10.1.2.3/8', '10.0.0.0/8'],
      ['IP', '192.0.2.7/32', '192.0.2.7'],
      ['IP', '::ffff:192.0.2.9', '192.0.2.9'],
      ['IP', '2001:DB8:0:0::1/32', '2001:db8::/32'],
      ['IP', '2001:0db8:0000:0000:0000:0000:0000:0042', '2001:db8::42'],
      ['CLIENT_IDENTIFIER', ' Notch ', 'Notch'],
      ['DISCORD_ID', '112233445566778899', '112233445566778899'],
      ['DOCUMENT', '12.345.678/0001-95', '12345678000195'],
    ];
    for (const [kind, value, stored] of cases) expect({ kind, value, stored: (await ban(s, { kind, value })).value }).toEqual({ kind, value, stored });
  });

  test('validation: 422 naming the field and rule, on both surfaces, and nothing written', async () => {
    const s = await openShop(t);
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases: [Json, Pair[]][] = [
      [{ kind: 'EMAIL', value: 'not-an-email' }, [['value', 'email']]],
      [{ kind: 'IP', value: '300.1.1.1' }, [['value', 'ip']]],
      [{ kind: 'IP', value: '127.1' }, [['value', 'ip']]],
      [{ kind: 'IP', value: '10.0.0.0/33' }, [['value', 'ip']]],
      [{ kind: 'IP', value: '10.0.0.0/8/8' }, [['value', 'ip']]],
      [{ kind: 'IP', value: 'fe80::1%eth0' }, [['value', 'ip']]],
      [{ kind: 'IP', value: '0.0.0.0/0' }, [['value', 'range']]],
      [{ kind: 'IP', value: '2000::/3' }, [['value', 'range']]],
      [{ kind: 'DOCUMENT', value: '123' }, [['value', 'document']]],
      [{ kind: 'DOCUMENT', value: 'abc12345678901' }, [['value', 'document']]],
      [{ kind: 'DISCORD_ID', value: 'someone#1234' }, [['value', 'regex']]],
      [{ kind: 'CLIENT_IDENTIFIER', value: 'two words' }, [['value', 'identifier']]],
      [{ kind: 'CLIENT_IDENTIFIER', value: 'x'.repeat(65) }, [['value', 'max']]],
      [{ kind: 'EMAIL', value: '' }, [['value', 'required']]],
      [{ kind: 'FOO', value: 'x' }, [['kind', 'enum']]],
      [{ value: 'a@b.co' }, [['kind', 'required']]],
      [{ kind: 'EMAIL', value: 'a@b.co', expires_at: past }, [['expires_at', 'min']]],
      [{ kind: 'EMAIL', value: 'a@b.co', expires_at: 'tomorrow' }, [['expires_at', 'date']]],
      [{ kind: 'EMAIL', value: 'a@b.co', reason: '' }, [['reason', 'required']]],
      [{ kind: 'EMAIL', value: 'a@b.co', reason: 'line\nbreak' }, [['reason', 'control']]],
    ];
    for (const [body, pairs] of cases) {
      const res = await addBan(s, { reason: 'r', ...body });
      try {
        expectRestPairs(res, 422, 'VALIDATION_FAILED', pairs);
      } catch (e) {
        throw new Error(`${JSON.stringify(body)}: ${res.status} ${JSON.stringify(res.body)}\n${e}`);
      }
    }
    // GraphQL reaches the same validator.
    expectGqlError(await t.gql(s.key, BanCreateDocument, { input: { kind: 'IP', value: '10.0.0.0/33', reason: 'r' } }), 'VALIDATION_FAILED', 'value', 'ip');
    expectGqlError(await t.gql(s.key, BanCreateDocument, { input: { kind: 'EMAIL', value: 'a@b.co' } }), 'VALIDATION_FAILED', 'reason', 'required');
    expectGqlError(
      await t.gql(s.key, BanCreateDocument, { input: { kind: 'EMAIL', value: 'a@b.co', reason: 'r', expiresAt: past } }),
      'VALIDATION_FAILED',
      'expires_at',
      'min',
    );
    // An update too: an expiry in the past is refused (removing the ban is DELETE).
    const x = await ban(s, { kind: 'EMAIL', value: 'kept@example.com' });
    expectRestPairs(await t.http().patch(`/v1/app/ban/${x.id}`).set(bearer(s.key)).send({ expires_at: past }), 422, 'VALIDATION_FAILED', [
      ['expires_at', 'min'],
    ]);
    expect(await t.db.ban.count({ where: { storeId: s.storeId } })).toBe(1);
    expect((await t.db.ban.findUniqueOrThrow({ where: { id: x.id } })).expiresAt).toBeNull();
  });

  test('the same kind and value twice is 409 CONFLICT naming the ban there is (an identifier in any case, an expired ban too)', async () => {
    const s = await openShop(t);
    const first = await ban(s, { kind: 'CLIENT_IDENTIFIER', value: 'Steve' });
    const again = await addBan(s, { kind: 'CLIENT_IDENTIFIER', value: 'STEVE', reason: 'again' });
    expectRestError(again, 409, 'CONFLICT');
    expect(again.body.errors[0].message).toContain(`ban ${first.id}`);
    const email = await ban(s, { kind: 'EMAIL', value: 'dup@example.com' });
    const gql = await t.gql(s.key, BanCreateDocument, { input: { kind: 'EMAIL', value: 'DUP@example.com', reason: 'again' } });
    expectGqlError(gql, 'CONFLICT');
    expect(gql.errors![0].message).toContain(`ban ${email.id}`);
    // The same value as another kind is another ban; an overlapping range is another ban.
    await ban(s, { kind: 'DISCORD_ID', value: '112233445566778899' });
    await ban(s, { kind: 'IP', value: '10.0.0.0/8' });
    await ban(s, { kind: 'IP', value: '10.1.0.0/16' });
    expectRestError(await addBan(s, { kind: 'IP', value: '10.9.9.9/8', reason: 'same network' }), 409, 'CONFLICT');
    await t.db.ban.update({ where: { id: email.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await addBan(s, { kind: 'EMAIL', value: 'dup@example.com', reason: 'again' });
    expectRestError(expired, 409, 'CONFLICT');
    expect(expired.body.errors[0].message).toContain('expired');
    expect(await t.db.ban.count({ where: { storeId: s.storeId } })).toBe(5);
  });
});

// ---------------------------------------------------------------- one store, not another

describe('isolation', () => {
  test("another store's bans are invisible to it and never refuse its buyers", async () => {
    const mine = await ban(a, { kind: 'EMAIL', value: 'isolated@example.com', reason: 'store A only' });
    expectRestError(await t.http().get(`/v1/app/ban/${mine.id}`).set(bearer(b.key)), 404, 'NOT_FOUND');
    expectRestError(await t.http().patch(`/v1/app/ban/${mine.id}`).set(bearer(b.key)).send({ reason: 'hijack' }), 404, 'NOT_FOUND');
    expectRestError(await t.http().delete(`/v1/app/ban/${mine.id}`).set(bearer(b.key)), 404, 'NOT_FOUND');
    expectGqlError(await t.gql(b.key, BanGetDocument, { id: mine.id }), 'NOT_FOUND');
    expect((await t.http().get('/v1/app/ban?all=true').set(bearer(b.key))).body.map((x: Json) => x.id)).not.toContain(mine.id);
    expect((await t.gql(b.key, BanListDocument, {})).data!.bans.data.map((x) => x.id)).not.toContain(mine.id);
    expect((await t.db.ban.findUniqueOrThrow({ where: { id: mine.id } })).reason).toBe('store A only');

    // Store B sells to A's banned buyer; store A refuses them, and only A lists the refusal.
    const banned = buyer({ client_email: 'isolated@example.com' });
    expect((await shopCheckout(b, banned)).status).toBe(201);
    expectRefused(await shopCheckout(a, banned));
    expect((await t.http().get('/v1/app/ban/refusal').set(bearer(b.key))).body.data).toEqual([]);
    expect((await t.gql(b.key, BanRefusalListDocument, {})).data!.banRefusals.data).toEqual([]);
    const listed = (await t.http().get('/v1/app/ban/refusal').query({ ban_id: mine.id }).set(bearer(a.key))).body.data;
    expect(listed.map((r: Json) => r.client_email)).toEqual(['isolated@example.com']);
    await unban(a, mine.id);
  });
});

// ---------------------------------------------------------------- checkout

describe('a banned buyer’s checkout', () => {
  /** [what matches, the ban, the buyer's details, the request's address, the address the refusal keeps]. */
  const kinds: [string, { kind: string; value: string }, Json, string, string][] = [
    ['client identifier, in any case', { kind: 'CLIENT_IDENTIFIER', value: 'Griefer' }, { client_identifier: 'GRIEFER' }, ADDRESS, ADDRESS],
    [
      'client identifier given as user_id',
      { kind: 'CLIENT_IDENTIFIER', value: 'UserGriefer' },
      { client_identifier: undefined, user_id: 'usergriefer' },
      ADDRESS,
      ADDRESS,
    ],
    ['e-mail, in any case', { kind: 'EMAIL', value: 'fraud@example.com' }, { client_email: 'FRAUD@Example.com' }, ADDRESS, ADDRESS],
    ['Discord id', { kind: 'DISCORD_ID', value: '998877665544332211' }, { client_discord: '998877665544332211' }, ADDRESS, ADDRESS],
    ['document, as written with dots', { kind: 'DOCUMENT', value: '12345678909' }, { client_document: '123.456.789-09' }, ADDRESS, ADDRESS],
    ['IP address, exactly', { kind: 'IP', value: '203.0.113.7' }, {}, '203.0.113.7', '203.0.113.7'],
    ['IP range', { kind: 'IP', value: '198.51.100.0/24' }, {}, '198.51.100.99', '198.51.100.99'],
    ['IPv6 range', { kind: 'IP', value: '2001:db8::/32' }, {}, '2001:db8:1::5', '2001:db8:1::5'],
    ['IPv6 address, written otherwise', { kind: 'IP', value: '2001:db8:ffff::1' }, {}, '2001:DB8:FFFF:0::1', '2001:db8:ffff::1'],
    ['IPv4 address, from an IPv4-mapped request', { kind: 'IP', value: '192.0.2.44' }, {}, '::ffff:192.0.2.44', '192.0.2.44'],
  ];

  test.each(kinds)('refused by a ban of its %s: 403 with a neutral message, no order, the attempt listed', async (_label, rule, details, ip, kept) => {
    const s = await openShop(t);
    const made = await ban(s, { ...rule, reason: 'SECRET-REASON' });
    const body = buyer(details);
    const orders = await orderCount(s);
    const res = await shopCheckout(s, body, ip);
    expectRefused(res);
    expect(JSON.stringify(res.body)).not.toMatch(/SECRET-REASON|ban|Griefer|fraud|998877|12345678909|203\.0\.113|198\.51|2001|192\.0\.2/i);
    expect(await orderCount(s)).toBe(orders);
    const [refusal] = await refusals(s);
    expect(refusal).toMatchObject({ banId: made.id, kind: rule.kind, value: made.value, clientEmail: body.client_email.toLowerCase(), ip: kept });

    // Removed, the same checkout goes through.
    await unban(s, made.id);
    expect((await shopCheckout(s, body, ip)).status).toBe(201);
  });

  test('a buyer no ban names, or an address outside the range, is not refused', async () => {
    const s = await openShop(t);
    await ban(s, { kind: 'IP', value: '198.51.100.0/24' });
    await ban(s, { kind: 'IP', value: '2001:db8::/32' });
    await ban(s, { kind: 'DOCUMENT', value: '12345678909' });
    await ban(s, { kind: 'EMAIL', value: 'someone@example.com' });
    expect((await shopCheckout(s, buyer(), '198.51.101.1')).status).toBe(201);
    expect((await shopCheckout(s, buyer(), '2001:db9::1')).status).toBe(201);
    // A value of one kind does not match another: an identifier that is a banned document's digits.
    expect((await shopCheckout(s, buyer({ client_identifier: '12345678909' }), '192.0.2.1')).status).toBe(201);
    // An e-mail that only contains a banned one.
    expect((await shopCheckout(s, buyer({ client_email: 'xsomeone@example.com' }), '192.0.2.1')).status).toBe(201);
    expect(await refusals(s)).toEqual([]);
  });

  test('an expired ban refuses nothing; one that expires later still does', async () => {
    const s = await openShop(t);
    const gone = await ban(s, { kind: 'EMAIL', value: 'expired@example.com' });
    await t.db.ban.update({ where: { id: gone.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await shopCheckout(s, buyer({ client_email: 'expired@example.com' }))).status).toBe(201);
    await ban(s, { kind: 'EMAIL', value: 'later@example.com', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
    expectRefused(await shopCheckout(s, buyer({ client_email: 'later@example.com' })));
  });

  test("POST /v1/app/checkout is refused the same way; the owner's own order (POST /v1/app/order) is not", async () => {
    const s = await openShop(t);
    await ban(s, { kind: 'EMAIL', value: 'tool@example.com' });
    const body = buyer({ client_email: 'tool@example.com' });
    const orders = await orderCount(s);
    expectRefused(await appCheckout(s, body));
    expect(await orderCount(s)).toBe(orders);
    expect((await refusals(s)).map((r) => r.clientEmail)).toEqual(['tool@example.com']);
    const manual = await t
      .http()
      .post('/v1/app/order')
      .set(bearer(s.key))
      .send({ items: [{ id: s.pkg, quantity: 1 }], ...body });
    expect(manual.status).toBe(201);
  });

  test('GraphQL checkout and createCheckout are refused with the same error, and recorded', async () => {
    const s = await openShop(t);
    await ban(s, { kind: 'CLIENT_IDENTIFIER', value: 'GqlGriefer', reason: 'SECRET-REASON' });
    const input = {
      items: [{ id: s.pkg, quantity: 1 }],
      clientIdentifier: 'gqlgriefer',
      clientEmail: 'gql@example.com',
      clientName: 'Griefer',
      gateway: 'PIX' as const,
    };
    const orders = await orderCount(s);
    const shop = await t.gql({ 'x-store-domain': s.domain, 'x-forwarded-for': ADDRESS }, StorefrontCheckoutDocument, { input });
    expectGqlError(shop, 'FORBIDDEN', undefined, 'checkout');
    expect(shop.errors![0].message).toBe(REFUSED);
    const app = await t.gql(s.key, AppCheckoutDocument, { input });
    expectGqlError(app, 'FORBIDDEN', undefined, 'checkout');
    expect(app.errors![0].message).toBe(REFUSED);
    expect(JSON.stringify([shop, app])).not.toContain('SECRET-REASON');
    expect(await orderCount(s)).toBe(orders);
    expect((await refusals(s)).map((r) => [r.clientIdentifier, r.clientEmail, r.ip])).toEqual([
      ['gqlgriefer', 'gql@example.com', ADDRESS],
      ['gqlgriefer', 'gql@example.com', '127.0.0.1'],
    ]);
  });

  test('the refusals list: newest first, paged, filtered; GraphQL the same; a removed ban’s refusals stay', async () => {
    const s = await openShop(t);
    const byEmail = await ban(s, { kind: 'EMAIL', value: 'listed@example.com' });
    const byName = await ban(s, { kind: 'CLIENT_IDENTIFIER', value: 'ListedPlayer' });
    expectRefused(await shopCheckout(s, buyer({ client_email: 'listed@example.com' })));
    expectRefused(await shopCheckout(s, buyer({ client_identifier: 'LISTEDPLAYER' }), '192.0.2.200'));
    expectRefused(await shopCheckout(s, buyer({ client_identifier: 'listedplayer' })));

    const list = await t.http().get('/v1/app/ban/refusal').query({ per_page: 2 }).set(bearer(s.key));
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2, next_page_url: '/v1/app/ban/refusal?per_page=2&page=2' });
    expect(list.body.data.map((r: Json) => r.client_identifier)).toEqual(['listedplayer', 'LISTEDPLAYER']);
    expect(list.body.data[0]).toEqual({
      id: expect.any(Number),
      ban_id: byName.id,
      kind: 'CLIENT_IDENTIFIER',
      value: 'ListedPlayer',
      client_email: expect.stringMatching(/@buyers\.test$/),
      client_identifier: 'listedplayer',
      ip: ADDRESS,
      created_at: expect.stringMatching(STORE_TIME),
    });
    const ids = async (query: Json) =>
      (await t.http().get('/v1/app/ban/refusal').query(query).set(bearer(s.key))).body.data.map((r: Json) => r.client_identifier ?? r.client_email);
    expect(await ids({ ban_id: byEmail.id })).toEqual([expect.stringMatching(/^Buyer/)]);
    expect(await ids({ kind: 'CLIENT_IDENTIFIER' })).toEqual(['listedplayer', 'LISTEDPLAYER']);
    expect(await ids({ client_identifier: 'ListedPlayer' })).toEqual(['listedplayer', 'LISTEDPLAYER']);
    expect(await ids({ client_identifier: 'Listed_layer' })).toEqual([]);
    expect(await ids({ email: 'LISTED@example.com' })).toHaveLength(1);

    const gql = await t.gql(s.key, BanRefusalListDocument, { kind: 'CLIENT_IDENTIFIER', perPage: 1 });
    expect(gql.data!.banRefusals.meta).toEqual({ total: 2, currentPage: 1, lastPage: 2 });
    expect(gql.data!.banRefusals.data[0]).toEqual({
      id: list.body.data[0].id,
      banId: byName.id,
      kind: 'CLIENT_IDENTIFIER',
      value: 'ListedPlayer',
      clientEmail: list.body.data[0].client_email,
      clientIdentifier: 'listedplayer',
      ip: ADDRESS,
      createdAt: list.body.data[0].created_at,
    });

    await unban(s, byName.id);
    const after = await t.http().get('/v1/app/ban/refusal').set(bearer(s.key));
    expect(after.body.data.map((r: Json) => [r.ban_id, r.value])).toEqual([
      [null, 'ListedPlayer'],
      [null, 'ListedPlayer'],
      [byEmail.id, 'listed@example.com'],
    ]);
  });

  test("refused attempts are kept as long as the store's audit log, then pruned by the worker's task", async () => {
    const s = await openShop(t);
    await t.db.store.update({ where: { id: s.storeId }, data: { auditRetentionDays: 30 } });
    const x = await ban(s, { kind: 'EMAIL', value: 'pruned@example.com' });
    expectRefused(await shopCheckout(s, buyer({ client_email: 'pruned@example.com' })));
    expectRefused(await shopCheckout(s, buyer({ client_email: 'pruned@example.com' })));
    const [old] = await refusals(s);
    await t.db.banRefusal.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    // Another store keeps a year: its refusal of the same age stays.
    const other = await openShop(t);
    await ban(other, { kind: 'EMAIL', value: 'pruned@example.com' });
    expectRefused(await shopCheckout(other, buyer({ client_email: 'pruned@example.com' })));
    await t.db.banRefusal.updateMany({ where: { storeId: other.storeId }, data: { createdAt: new Date(Date.now() - 31 * 86_400_000) } });
    expect(await pruneBanRefusals(t.db)).toBe(1);
    expect((await refusals(s)).map((r) => r.id)).not.toContain(old.id);
    expect(await refusals(s)).toHaveLength(1);
    expect(await refusals(other)).toHaveLength(1);
    await unban(s, x.id);
  });

  test("the store's has_bans flag follows its list, so a store without bans looks nothing up", async () => {
    const s = await openShop(t);
    const flag = async () => (await t.db.store.findUniqueOrThrow({ where: { id: s.storeId } })).hasBans;
    expect(await flag()).toBe(false);
    const one = await ban(s, { kind: 'EMAIL', value: 'flag1@example.com' });
    const two = await ban(s, { kind: 'EMAIL', value: 'flag2@example.com' });
    expect(await flag()).toBe(true);
    await unban(s, one.id);
    expect(await flag()).toBe(true);
    // Expired, it still counts (the lookup finds it not in force).
    await t.db.ban.update({ where: { id: two.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await flag()).toBe(true);
    await unban(s, two.id);
    expect(await flag()).toBe(false);

    // A checkout of a store without bans sends exactly as many statements as before the ban list; with one, one more.
    const counted = async (ip: string) => {
      await settle();
      const start = t.database.stats.statements;
      expect((await shopCheckout(s, buyer(), ip)).status).toBe(201);
      await settle();
      return t.database.stats.statements - start;
    };
    const without = await counted('192.0.2.10');
    await ban(s, { kind: 'IP', value: '203.0.113.99' });
    const withBan = await counted('192.0.2.11');
    expect(withBan - without).toBe(1);
  });
});

/** Waits until no statement has been sent for a while (the storefront's visit is written after the answer). */
async function settle() {
  let last = -1;
  while (last !== t.database.stats.statements) {
    last = t.database.stats.statements;
    await new Promise((r) => setTimeout(r, 60));
  }
}

// ---------------------------------------------------------------- chargeback

describe('ban on chargeback', () => {
  /** A paid order of a new buyer, charged back; `meanwhile` runs between the payment and the chargeback. */
  async function chargedBack(s: Shop, details: Json, meanwhile?: () => Promise<unknown>) {
    const body = buyer(details);
    const placed = await shopCheckout(s, body, '192.0.2.77');
    expect(placed.status).toBe(201);
    const id = placed.body.order_id;
    expect((await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'APPROVED' })).status).toBe(200);
    await meanwhile?.();
    const res = await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'CHARGEDBACK' });
    expect(res.status).toBe(200);
    return { body, order: placed.body };
  }

  test('off (the default): a chargeback bans nobody', async () => {
    const s = await openShop(t);
    expect((await t.http().get('/v1/app/store').set(bearer(s.key))).body.ban_on_chargeback).toBe(false);
    expect((await t.gql(s.key, StoreBanOnChargebackDocument)).data!.store.banOnChargeback).toBe(false);
    await chargedBack(s, {});
    expect(await t.db.ban.count({ where: { storeId: s.storeId } })).toBe(0);
  });

  test("on: the chargeback bans the buyer's e-mail, identifier and Discord id in its transaction, and their next checkout is refused", async () => {
    const s = await openShop(t);
    const on = await t.http().patch('/v1/app/store').set(bearer(s.key)).send({ ban_on_chargeback: true });
    expect(on.status).toBe(200);
    expect(on.body.ban_on_chargeback).toBe(true);
    expect((await t.http().get('/v1/app/store').set(bearer(s.key))).body.ban_on_chargeback).toBe(true);

    const { body, order } = await chargedBack(s, { client_discord: '445566778899001122', client_email: 'Charger@Example.com' });
    const made = await t.http().get('/v1/app/ban').set(bearer(s.key));
    const reason = `chargeback on order ${order.internal_id}`;
    expect(made.body.data.map((x: Json) => [x.kind, x.value, x.reason, x.expires_at, x.created_by]).sort()).toEqual(
      [
        ['CLIENT_IDENTIFIER', body.client_identifier, reason, null, 'chargeback (automatic)'],
        ['DISCORD_ID', '445566778899001122', reason, null, 'chargeback (automatic)'],
        ['EMAIL', 'charger@example.com', reason, null, 'chargeback (automatic)'],
      ].sort(),
    );
    expectRefused(await shopCheckout(s, buyer({ client_email: 'charger@example.com' })));

    // A Discord user name (not an id) is not a Discord ban; an identifier already banned keeps the owner's ban, now for good.
    let own: Json = {};
    await chargedBack(s, { client_identifier: 'knowncharger', client_discord: 'charger_name' }, async () => {
      own = await ban(s, {
        kind: 'CLIENT_IDENTIFIER',
        value: 'KnownCharger',
        reason: "the owner's words",
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
      });
    });
    const kept = (await t.http().get(`/v1/app/ban/${own.id}`).set(bearer(s.key))).body;
    expect(kept).toMatchObject({ value: 'KnownCharger', reason: "the owner's words", expires_at: null });
    expect(await t.db.ban.count({ where: { storeId: s.storeId, kind: 'DISCORD_ID' } })).toBe(1);
  });

  test('a chargeback that fails after its bans were written leaves no ban: they are in its transaction', async () => {
    const s = await openShop(t);
    expect((await t.http().patch('/v1/app/store').set(bearer(s.key)).send({ ban_on_chargeback: true })).status).toBe(200);
    // The change's last write, its ORDER_CHARGEDBACK event, fails (after the handlers ran).
    await t.db.$executeRawUnsafe(
      `CREATE FUNCTION bans_test_refuse_event() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.event = 'ORDER_CHARGEDBACK' AND NEW.store_id = ${s.storeId} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`,
    );
    await t.db.$executeRawUnsafe('CREATE TRIGGER bans_test_refuse_event BEFORE INSERT ON outbox_events FOR EACH ROW EXECUTE FUNCTION bans_test_refuse_event()');
    try {
      const placed = await shopCheckout(s, buyer(), '192.0.2.78');
      const id = placed.body.order_id;
      expect((await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'APPROVED' })).status).toBe(200);
      expect((await t.http().patch(`/v1/app/order/${id}`).set(bearer(s.key)).send({ status: 'CHARGEDBACK' })).status).toBe(500);
      expect((await t.db.order.findUniqueOrThrow({ where: { id } })).status).toBe('APPROVED');
      expect(await t.db.ban.count({ where: { storeId: s.storeId } })).toBe(0);
    } finally {
      await t.db.$executeRawUnsafe('DROP TRIGGER bans_test_refuse_event ON outbox_events');
      await t.db.$executeRawUnsafe('DROP FUNCTION bans_test_refuse_event()');
    }
  });

  test('GraphQL updateStore turns it on and off', async () => {
    const s = await openShop(t);
    const on = await t.gql(s.key, StoreUpdateBanOnChargebackDocument, { input: { banOnChargeback: true } });
    expect(on.data!.updateStore.banOnChargeback).toBe(true);
    expect((await t.db.store.findUniqueOrThrow({ where: { id: s.storeId } })).banOnChargeback).toBe(true);
    const off = await t.gql(s.key, StoreUpdateBanOnChargebackDocument, { input: { banOnChargeback: false } });
    expect(off.data!.updateStore.banOnChargeback).toBe(false);
    expectRestErrors(await t.http().patch('/v1/app/store').set(bearer(s.key)).send({ ban_on_chargeback: 'yes' }), [
      { code: 'VALIDATION_FAILED', field: 'ban_on_chargeback', rule: 'type' },
    ]);
  });
});
