import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { createApiKey } from '../../src/modules/store/store.service';
import { checkoutBody, checkoutField, openShop, type Shop } from '../helpers/shop';

/**
 * Idempotency keys are bound to the caller (issue 14, item 4): a key is scoped by the store and the
 * credential that was proven (the admin key, the game server, the storefront visitor's address), so
 * one caller's answer is never replayed to another; an answer that depends on the caller rather than
 * on the request (401, 404 of an unknown store, 429) is never kept, and a key is claimed only once
 * the credential is proven.
 */

let t: TestApp;
beforeAll(async () => {
  // trustProxy: the tests name the visitor's address with X-Forwarded-For.
  t = await setupTestApp({ config: { trustProxy: true } });
});
afterAll(() => t.close());

interface ShopWithServer extends Shop {
  server: number;
}

async function shop(): Promise<ShopWithServer> {
  const s = await openShop(t);
  const server = await t.http().post('/v1/app/game-server').set(bearer(s.key)).send({ name: 'Lobby' });
  expect(server.status).toBe(201);
  return { ...s, server: server.body.id };
}

const ROTATE = 'mutation Rotate($id: Int!) { rotateGameServerToken(id: $id) { id token } }';
const gqlPost = (headers: Record<string, string>, idempotencyKey: string, query: string, variables: Record<string, unknown>) =>
  t.http().post('/graphql').set(headers).set('Idempotency-Key', idempotencyKey).send({ query, variables });
const keysNamed = (key: string) => t.db.idempotencyKey.count({ where: { key } });
const TOKEN = /^gs_/;

describe('GraphQL: an answer is never replayed to another caller', () => {
  test('the issue: an admin rotation is not replayed, token included, to an anonymous caller with the same key', async () => {
    const s = await shop();
    const first = await gqlPost(bearer(s.key), 'rotate-1', ROTATE, { id: s.server });
    expect(first.status).toBe(200);
    expect(first.body.data.rotateGameServerToken.token).toMatch(TOKEN);

    const stranger = await gqlPost({ 'x-store-domain': s.domain }, 'rotate-1', ROTATE, { id: s.server });
    expect(stranger.headers['idempotency-replayed']).toBeUndefined();
    expect(JSON.stringify(stranger.body)).not.toContain(first.body.data.rotateGameServerToken.token);
    expect(stranger.body.errors.map((e: any) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    // The admin's own retry is still the first answer.
    const again = await gqlPost(bearer(s.key), 'rotate-1', ROTATE, { id: s.server });
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  test('the other way round: an anonymous UNAUTHENTICATED answer is not kept, so the admin rotates', async () => {
    const s = await shop();
    const anonymous = await gqlPost({ 'x-store-domain': s.domain }, 'rotate-2', ROTATE, { id: s.server });
    expect(anonymous.body.errors.map((e: any) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
    expect(await keysNamed('rotate-2')).toBe(0);
    const admin = await gqlPost(bearer(s.key), 'rotate-2', ROTATE, { id: s.server });
    expect(admin.headers['idempotency-replayed']).toBeUndefined();
    expect(admin.body.errors).toBeUndefined();
    expect(admin.body.data.rotateGameServerToken.token).toMatch(TOKEN);
  });

  test('a revoked or unknown key, a game-server token or an unknown store domain keeps nothing', async () => {
    const s = await shop();
    const token = (await t.http().post(`/v1/app/game-server/${s.server}/token`).set(bearer(s.key))).body.token as string;
    for (const headers of [bearer('sk_not_a_key'), bearer(token), { 'x-store-domain': 'nobody.test' }, {}] as Record<string, string>[]) {
      const res = await gqlPost(headers, 'rotate-3', ROTATE, { id: s.server });
      expect(res.body.errors[0].extensions.code).toMatch(/^(UNAUTHENTICATED|NOT_FOUND)$/);
    }
    expect(await keysNamed('rotate-3')).toBe(0);
    const admin = await gqlPost(bearer(s.key), 'rotate-3', ROTATE, { id: s.server });
    expect(admin.body.data.rotateGameServerToken.token).toMatch(TOKEN);
  });

  test('two admin keys of one store do not share keys', async () => {
    const s = await shop();
    const second = await createApiKey(t.db, s.storeId, 'second');
    const first = await gqlPost(bearer(s.key), 'rotate-4', ROTATE, { id: s.server });
    const other = await gqlPost(bearer(second), 'rotate-4', ROTATE, { id: s.server });
    expect(other.headers['idempotency-replayed']).toBeUndefined();
    expect(other.body.data.rotateGameServerToken.token).toMatch(TOKEN);
    expect(other.body.data.rotateGameServerToken.token).not.toBe(first.body.data.rotateGameServerToken.token);
  });

  test('a storefront checkout is not replayed to another visitor, nor to the admin, with the same key', async () => {
    const s = await shop();
    const CHECKOUT = `mutation Buy { ${checkoutField(s, 'alice', 'orderId internalId')} }`;
    const visitor = (ip: string) => ({ 'x-store-domain': s.domain, 'x-forwarded-for': ip });
    const first = await gqlPost(visitor('203.0.113.7'), 'buy-1', CHECKOUT, { pkg: s.pkg });
    expect(first.body.data.checkout.orderId).toBeGreaterThan(0);
    const retry = await gqlPost(visitor('203.0.113.7'), 'buy-1', CHECKOUT, { pkg: s.pkg });
    expect(retry.headers['idempotency-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const neighbour = await gqlPost(visitor('198.51.100.9'), 'buy-1', CHECKOUT, { pkg: s.pkg });
    expect(neighbour.headers['idempotency-replayed']).toBeUndefined();
    expect(neighbour.body.data.checkout.orderId).not.toBe(first.body.data.checkout.orderId);
    // An admin key the operation does not use changes nothing: the caller is the visitor who checked out.
    const withKey = await gqlPost({ ...visitor('203.0.113.7'), ...bearer(s.key) }, 'buy-1', CHECKOUT, { pkg: s.pkg });
    expect(withKey.headers['idempotency-replayed']).toBe('true');
    expect(withKey.body).toEqual(first.body);
    // An operation that also uses the admin key is another caller (the pair): it runs.
    const both = await gqlPost(
      { ...visitor('203.0.113.7'), ...bearer(s.key) },
      'buy-1',
      CHECKOUT.replace('internalId }', 'internalId } createCategory(input: { name: "Pair" }) { id }'),
      { pkg: s.pkg },
    );
    expect(both.headers['idempotency-replayed']).toBeUndefined();
    expect(both.body.errors).toBeUndefined();
    expect(await t.db.order.count({ where: { storeId: s.storeId } })).toBe(3);
  });
});

describe('REST: keys per credential', () => {
  test('two admin keys of one store: the second gets its own rotation, not the first one’s token', async () => {
    const s = await shop();
    const second = await createApiKey(t.db, s.storeId, 'second');
    const rotate = (key: string) => t.http().post(`/v1/app/game-server/${s.server}/token`).set(bearer(key)).set('Idempotency-Key', 'rest-rotate');
    const first = await rotate(s.key);
    expect(first.status).toBe(200);
    const other = await rotate(second);
    expect(other.status).toBe(200);
    expect(other.headers['idempotency-replayed']).toBeUndefined();
    expect(other.body.token).not.toBe(first.body.token);
    const again = await rotate(s.key);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  test('two visitors of one store checking out with the same key each get their own order', async () => {
    const s = await shop();
    const body = checkoutBody(s, 'bob');
    const buy = (ip: string) =>
      t.http().post('/v1/webstore/checkout').set('x-store-domain', s.domain).set('x-forwarded-for', ip).set('Idempotency-Key', 'rest-buy').send(body);
    const first = await buy('203.0.113.20');
    const other = await buy('203.0.113.21');
    expect(other.status).toBe(201);
    expect(other.headers['idempotency-replayed']).toBeUndefined();
    expect(other.body.order_id).not.toBe(first.body.order_id);
    expect((await buy('203.0.113.20')).body).toEqual(first.body);
  });

  test('two game servers acknowledging with the same key are two callers', async () => {
    const s = await shop();
    const tokenOf = async (name: string) => (await t.http().post('/v1/app/game-server').set(bearer(s.key)).send({ name })).body.token as string;
    const [one, two] = [await tokenOf('One'), await tokenOf('Two')];
    const ack = (token: string) =>
      t
        .http()
        .post('/v1/server/queue/ack')
        .set(bearer(token))
        .set('Idempotency-Key', 'ack-1')
        .send({ results: [{ id: 1, status: 'DONE' }] });
    expect((await ack(one)).status).toBeLessThan(500);
    const other = await ack(two);
    expect(other.headers['idempotency-replayed']).toBeUndefined();
  });

  test('a refused credential claims nothing (401 and unknown store are not kept)', async () => {
    const s = await shop();
    await t.http().post(`/v1/app/game-server/${s.server}/token`).set(bearer('sk_nope')).set('Idempotency-Key', 'rest-none');
    await t.http().post('/v1/webstore/checkout').set('x-store-domain', 'nobody.test').set('Idempotency-Key', 'rest-none').send({});
    expect(await keysNamed('rest-none')).toBe(0);
  });
});

describe('rate-limited answers are not kept', () => {
  test('a 429 on either surface claims no key, so the retry after the window runs', async () => {
    const limited = await setupTestApp({ config: { rateLimits: { admin: 1, storefront: 1, server: 1, anonymous: 0 } } });
    try {
      const { key, store } = await limited.createStore();
      const server = await limited.http().post('/v1/app/game-server').set(bearer(key)).send({ name: 'Lobby' });
      expect(server.status).toBe(201);
      const rest = await limited.http().post(`/v1/app/game-server/${server.body.id}/token`).set(bearer(key)).set('Idempotency-Key', 'late');
      expect(rest.status).toBe(429);
      const gql = await limited
        .http()
        .post('/graphql')
        .set(bearer(key))
        .set('Idempotency-Key', 'late-gql')
        .send({ query: ROTATE, variables: { id: server.body.id } });
      expect(gql.status).toBe(429);
      expect(await limited.db.idempotencyKey.count({ where: { storeId: store.id } })).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
