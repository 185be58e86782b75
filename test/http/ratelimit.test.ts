import request from 'supertest';
import { createApp } from '../../src/app';
import { silentLog } from '../../src/logger';
import { createApiKey } from '../../src/modules/store/store.service';
import { purgeRateLimitCounters } from '../../src/http/ratelimit';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { insideOneWindow as insideWindow, limitHeaders } from '../helpers/ratelimit';

/**
 * Rate limits per credential (docs/DECISIONS.md, "Production readiness"): RateLimit-* headers on every limited
 * response, 429 RATE_LIMITED with Retry-After past the limit, one bucket per admin key, per
 * storefront (store + client address) and per game server, shared by REST and GraphQL and by
 * every API instance on the database (the counters live in PostgreSQL).
 */

// The address bucket (failed authentications, anonymous GraphQL) is off here: test/http/graphql-amplification.test.ts covers it.
const LIMITS = { admin: 4, storefront: 3, server: 2, anonymous: 0 };

let t: TestApp;
beforeAll(async () => {
  // trustProxy: the tests name the client's address with X-Forwarded-For.
  t = await setupTestApp({ config: { rateLimits: LIMITS, trustProxy: true } });
});
afterAll(() => t.close());

const insideOneWindow = (requests = 1) => insideWindow(t, requests);

function expect429(res: request.Response, limit: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ errors: [{ code: 'RATE_LIMITED', message: expect.stringContaining(`${limit} requests per minute`) }] });
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
  expect(limitHeaders(res)).toEqual({ limit, remaining: 0, reset: retry });
}

describe('admin API key', () => {
  test('headers count down, then 429 with Retry-After and the error body', async () => {
    const { key } = await t.createStore();
    await insideOneWindow(LIMITS.admin + 1);
    const seen = [];
    for (let i = 0; i < LIMITS.admin; i++) {
      const res = await t.http().get('/v1/app/category').set(bearer(key));
      expect(res.status).toBe(200);
      seen.push(limitHeaders(res));
      expect(res.headers['ratelimit-policy']).toBe(`${LIMITS.admin};w=60`);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(seen.map((h) => h.remaining)).toEqual([3, 2, 1, 0]);
    for (const h of seen) {
      expect(h.limit).toBe(LIMITS.admin);
      expect(h.reset).toBeGreaterThanOrEqual(1);
      expect(h.reset).toBeLessThanOrEqual(60);
    }
    // Every route of the credential shares the bucket; a refused request is refused before its handler.
    expect429(await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Too many' }), LIMITS.admin);
    expect(await t.db.category.count({ where: { name: 'Too many' } })).toBe(0);
    expect429(await t.http().get('/v1/app/category').set(bearer(key)), LIMITS.admin);
  });

  test('each key has its own bucket, even two keys of one store', async () => {
    const { store, key } = await t.createStore();
    const other = await createApiKey(t.db, store.id, 'second');
    await insideOneWindow(LIMITS.admin + 2);
    for (let i = 0; i < LIMITS.admin; i++) expect((await t.http().get('/v1/app/category').set(bearer(key))).status).toBe(200);
    expect((await t.http().get('/v1/app/category').set(bearer(key))).status).toBe(429);
    const res = await t.http().get('/v1/app/category').set(bearer(other));
    expect(res.status).toBe(200);
    expect(limitHeaders(res).remaining).toBe(LIMITS.admin - 1);
  });

  test('a missing or unknown key is a 401 that counts nothing and carries no RateLimit headers', async () => {
    const res = await t.http().get('/v1/app/category').set(bearer('sk_nope'));
    expect(res.status).toBe(401);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });

  test('GraphQL counts in the same bucket; past the limit it is an HTTP 429 with extensions.code RATE_LIMITED', async () => {
    const { key } = await t.createStore();
    await insideOneWindow(LIMITS.admin + 1);
    for (let i = 0; i < LIMITS.admin - 1; i++) expect((await t.http().get('/v1/app/category').set(bearer(key))).status).toBe(200);
    const query = '{ categories { data { id } } }';
    const last = await t.http().post('/graphql').set(bearer(key)).send({ query });
    expect(last.status).toBe(200);
    expect(last.body.errors).toBeUndefined();
    expect(limitHeaders(last)).toMatchObject({ limit: LIMITS.admin, remaining: 0 });

    const res = await t.http().post('/graphql').set(bearer(key)).send({ query });
    expect(res.status).toBe(429);
    // Refused before any field runs (src/graphql/gate.ts): a request error, with no data at all.
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ message: expect.stringContaining('Rate limit exceeded'), extensions: { code: 'RATE_LIMITED' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limitHeaders(res)).toMatchObject({ limit: LIMITS.admin, remaining: 0, reset: Number(res.headers['retry-after']) });
  });
});

describe('storefront (store + client address)', () => {
  test('separate buckets per address and per store; unknown stores are not counted', async () => {
    const a = (await t.createStore()).store;
    const b = (await t.createStore()).store;
    const get = (domain: string, ip: string) => t.http().get('/v1/webstore/category').set('x-store-domain', domain).set('x-forwarded-for', ip);
    await insideOneWindow(10);
    for (let i = 0; i < LIMITS.storefront; i++) {
      const res = await get(a.domain, '203.0.113.7');
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toMatchObject({ limit: LIMITS.storefront, remaining: LIMITS.storefront - 1 - i });
    }
    expect429(await get(a.domain, '203.0.113.7'), LIMITS.storefront);
    // Another visitor of the same store, and the same visitor on another store, are not limited.
    expect(limitHeaders(await get(a.domain, '203.0.113.8')).remaining).toBe(LIMITS.storefront - 1);
    expect(limitHeaders(await get(b.domain, '203.0.113.7')).remaining).toBe(LIMITS.storefront - 1);
    // GraphQL storefront fields share the visitor's bucket.
    const gql = await t
      .http()
      .post('/graphql')
      .set('x-store-domain', a.domain)
      .set('x-forwarded-for', '203.0.113.7')
      .send({ query: '{ storefrontCategories { id } }' });
    expect(gql.status).toBe(429);
    expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');

    const unknown = await get('nobody.test', '203.0.113.7');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['ratelimit-limit']).toBeUndefined();
  });
});

describe('game-server token', () => {
  test('each server has its own bucket', async () => {
    const { key } = await t.createStore();
    const mk = async (name: string) => (await t.http().post('/v1/app/game-server').set(bearer(key)).send({ name })).body as { token: string };
    const one = await mk('One');
    const two = await mk('Two');
    await insideOneWindow(LIMITS.server + 2);
    const poll = (token: string) => t.http().get('/v1/server/queue').set(bearer(token));
    const remaining = [];
    for (let i = 0; i < LIMITS.server; i++) {
      const res = await poll(one.token);
      expect(res.status).toBe(200);
      remaining.push(limitHeaders(res).remaining);
    }
    expect(remaining).toEqual([1, 0]);
    expect429(await poll(one.token), LIMITS.server);
    expect429(
      await t
        .http()
        .post('/v1/server/queue/ack')
        .set(bearer(one.token))
        .send({ results: [{ id: 1, status: 'DONE' }] }),
      LIMITS.server,
    );
    const res = await poll(two.token);
    expect(res.status).toBe(200);
    expect(limitHeaders(res).remaining).toBe(LIMITS.server - 1);
  });
});

describe('counters in PostgreSQL', () => {
  test('two API instances on one database share the counter', async () => {
    const second = await createApp({ database: t.database, config: t.config }, { log: silentLog });
    try {
      const { key } = await t.createStore();
      await insideOneWindow(LIMITS.admin + 1);
      const apps = [t.app, second.app, t.app, second.app];
      const remaining = [];
      for (const app of apps) remaining.push(limitHeaders(await request(app).get('/v1/app/category').set(bearer(key))).remaining);
      expect(remaining).toEqual([3, 2, 1, 0]);
      expect429(await request(second.app).get('/v1/app/category').set(bearer(key)), LIMITS.admin);
      expect429(await request(t.app).get('/v1/app/category').set(bearer(key)), LIMITS.admin);
    } finally {
      await second.stop();
    }
  });

  test('buckets name credentials by id and addresses by hash, never a secret', async () => {
    const { key } = await t.createStore();
    await t.http().get('/v1/app/category').set(bearer(key));
    const { rows } = await t.database.pool.query<{ bucket: string }>('SELECT bucket FROM rate_limit_counters');
    expect(rows.length).toBeGreaterThan(0);
    for (const { bucket } of rows) {
      expect(bucket).toMatch(/^(admin:\d+|server:\d+|storefront:\d+:[\w-]{16})$/);
      expect(bucket).not.toContain(key);
      expect(bucket).not.toContain('203.0.113');
    }
  });

  test('the purge deletes ended windows and keeps the current one', async () => {
    await t.database.pool.query(
      `INSERT INTO rate_limit_counters (bucket, window_start, count) VALUES ('admin:999999', date_trunc('minute', now()) - interval '2 hours', 5)`,
    );
    const current = await t.database.pool.query(`SELECT count(*)::int AS n FROM rate_limit_counters WHERE window_start = date_trunc('minute', now())`);
    const deleted = await purgeRateLimitCounters(t.database.pool);
    expect(deleted).toBeGreaterThanOrEqual(1);
    const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n FROM rate_limit_counters WHERE bucket = 'admin:999999'`);
    expect(rows[0].n).toBe(0);
    const after = await t.database.pool.query(`SELECT count(*)::int AS n FROM rate_limit_counters WHERE window_start = date_trunc('minute', now())`);
    expect(after.rows[0].n).toBe(current.rows[0].n);
  });

  test('0 turns a limit off: nothing counted, no headers', async () => {
    const off = await createApp(
      { database: t.database, config: { ...t.config, rateLimits: { admin: 0, storefront: 0, server: 0, anonymous: 0 } } },
      { log: silentLog },
    );
    try {
      const { key } = await t.createStore();
      for (let i = 0; i < LIMITS.admin + 2; i++) {
        const res = await request(off.app).get('/v1/app/category').set(bearer(key));
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit-limit']).toBeUndefined();
      }
    } finally {
      await off.stop();
    }
  });
});
