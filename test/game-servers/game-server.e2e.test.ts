import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { expectGqlErrors, expectRestErrors, type Expected } from '../helpers/errors';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { GAME_SERVER_KEYS, TIMESTAMP, TOKEN, insertCommand, makeServer, poll } from './helpers';
import {
  GameServerCreateDocument,
  GameServerDeleteDocument,
  GameServerGetDocument,
  GameServerListDocument,
  GameServerRotateTokenDocument,
  GameServerUpdateDocument,
} from '../graphql/__generated__/operations';

/**
 * Game servers end to end through REST (/v1/app/game-server) and GraphQL: the token is shown once,
 * stored only as a digest, replaced by rotation; another store's server is a 404.
 */

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

type Surface = 'rest' | 'graphql';
const SURFACES: Surface[] = ['rest', 'graphql'];
type Body = Record<string, unknown>;
const BASE = '/v1/app/game-server';
const Q = {
  create: GameServerCreateDocument,
  update: GameServerUpdateDocument,
  delete: GameServerDeleteDocument,
  rotate: GameServerRotateTokenDocument,
  get: GameServerGetDocument,
  list: GameServerListDocument,
};

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const gqlToRest = (o: Record<string, unknown>): Body => Object.fromEntries(Object.entries(o).map(([k, v]) => [snake(k), v]));
const row = (id: number) => t.db.gameServer.findUnique({ where: { id } });
const countIn = (storeId: number) => t.db.gameServer.count({ where: { storeId } });
async function createOn(surface: Surface, key: string, body: Body) {
  if (surface === 'rest') {
    const res = await t.http().post(BASE).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body as Record<string, any>;
  }
  const out = await t.gql(key, Q.create, { input: body });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.createGameServer) as Record<string, any>;
}

async function failCreate(surface: Surface, key: string, body: Body, expected: Expected[]) {
  if (surface === 'rest') expectRestErrors(await t.http().post(BASE).set(bearer(key)).send(body), expected);
  else expectGqlErrors(await t.gql(key, Q.create, { input: body }), expected);
}

async function failUpdate(surface: Surface, key: string, id: number, body: Body, expected: Expected[]) {
  if (surface === 'rest') expectRestErrors(await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body), expected);
  else expectGqlErrors(await t.gql(key, Q.update, { id, input: body }), expected);
}

/** Every column of every game server, as text: a token in clear would show up here. */
async function everyStoredValue(): Promise<string> {
  const rows = await t.db.$queryRaw<Record<string, unknown>[]>`SELECT * FROM game_servers`;
  return JSON.stringify(rows);
}

// ---------------------------------------------------------------------------------------------

describe('authentication', () => {
  test('REST without a key, with a wrong key, or with a server token -> 401 and nothing written', async () => {
    const { store, key } = await t.createStore();
    const existing = await makeServer(t, key);
    const before = await row(existing.id);
    for (const headers of [{}, bearer('sk_not_a_key'), bearer(existing.token), { authorization: key }]) {
      for (const res of [
        await t.http().get(BASE).set(headers),
        await t.http().get(`${BASE}/${existing.id}`).set(headers),
        await t.http().post(BASE).set(headers).send({ name: 'Sneaky' }),
        await t.http().patch(`${BASE}/${existing.id}`).set(headers).send({ name: 'Sneaky' }),
        await t.http().delete(`${BASE}/${existing.id}`).set(headers),
        await t.http().post(`${BASE}/${existing.id}/token`).set(headers),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] });
      }
    }
    expect(await countIn(store.id)).toBe(1);
    expect(await row(existing.id)).toEqual(before);
  });

  test('GraphQL without a key, or with a server token -> UNAUTHENTICATED', async () => {
    const { key } = await t.createStore();
    const existing = await makeServer(t, key);
    const before = await row(existing.id);
    for (const auth of [null, existing.token]) {
      expectGqlErrors(await t.gql(auth, Q.list), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.get, { id: existing.id }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.create, { input: { name: 'X' } }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.rotate, { id: existing.id }), [{ code: 'UNAUTHENTICATED' }]);
      expectGqlErrors(await t.gql(auth, Q.delete, { id: existing.id }), [{ code: 'UNAUTHENTICATED' }]);
    }
    expect(await row(existing.id)).toEqual(before);
  });
});

describe.each(SURFACES)('create (%s)', (surface) => {
  test('201 with the token in full, once; only its SHA-256 and prefix are stored', async () => {
    const { store, key } = await t.createStore();
    const created = await createOn(surface, key, { name: 'Survival' });
    expect(Object.keys(created).sort()).toEqual(GAME_SERVER_KEYS);
    expect(created).toEqual({
      id: expect.any(Number),
      store_id: store.id,
      type: null,
      name: 'Survival',
      token: expect.stringMatching(TOKEN),
      created_at: expect.stringMatching(TIMESTAMP),
      updated_at: created.created_at,
    });

    const stored = (await row(created.id))!;
    expect(stored.tokenHash).toBe(sha256(created.token));
    expect(stored.tokenPrefix).toBe(created.token.slice(0, 10));
    expect(await everyStoredValue()).not.toContain(created.token);
    expect(await everyStoredValue()).not.toContain(created.token.slice(3));

    // The token works for the protocol at once; everywhere else it is redacted.
    expect((await poll(t, created.token)).status).toBe(200);
    const got = await t.http().get(`${BASE}/${created.id}`).set(bearer(key));
    expect(got.body).toEqual({ ...created, token: '[redacted]' });
  });

  test('type is kept; an empty or null type is null', async () => {
    const { key } = await t.createStore();
    expect((await createOn(surface, key, { name: 'A', type: 'minecraft' })).type).toBe('minecraft');
    expect((await createOn(surface, key, { name: 'B', type: '' })).type).toBeNull();
    expect((await createOn(surface, key, { name: 'C', type: null })).type).toBeNull();
    expect((await createOn(surface, key, { name: '  Trimmed  ' })).name).toBe('Trimmed');
  });

  test('two servers get different tokens', async () => {
    const { key } = await t.createStore();
    const a = await createOn(surface, key, { name: 'A' });
    const b = await createOn(surface, key, { name: 'B' });
    expect(a.token).not.toBe(b.token);
  });

  test.each([
    ['missing name', {}, { field: 'name', rule: 'required' }],
    ['null name', { name: null }, { field: 'name', rule: 'required' }],
    ['blank name', { name: '   ' }, { field: 'name', rule: 'required' }],
    ['name over 100', { name: 'x'.repeat(101) }, { field: 'name', rule: 'max' }],
    ['type over 50', { name: 'ok', type: 't'.repeat(51) }, { field: 'type', rule: 'max' }],
  ])('%s -> 422 and nothing written', async (_what, body, e) => {
    const { store, key } = await t.createStore();
    await failCreate(surface, key, body, [{ code: 'VALIDATION_FAILED', ...e }]);
    expect(await countIn(store.id)).toBe(0);
  });

  test('limits are inclusive: name of 100, type of 50', async () => {
    const { key } = await t.createStore();
    const created = await createOn(surface, key, { name: 'n'.repeat(100), type: 't'.repeat(50) });
    expect(created.name).toHaveLength(100);
    expect(created.type).toHaveLength(50);
  });
});

test('REST create: a name of the wrong JSON type -> 422 rule type; a body that is not JSON -> 400', async () => {
  const { store, key } = await t.createStore();
  expectRestErrors(await t.http().post(BASE).set(bearer(key)).send({ name: 42 }), [{ code: 'VALIDATION_FAILED', field: 'name', rule: 'type' }]);
  const res = await t.http().post(BASE).set(bearer(key)).set('content-type', 'application/json').send('{"name": ');
  expect(res.status).toBe(400);
  expect(await countIn(store.id)).toBe(0);
});

describe('read', () => {
  test("REST list: the paginated envelope, by id, tokens redacted, only the store's own", async () => {
    const { store, key } = await t.createStore();
    const servers = [];
    for (let i = 1; i <= 3; i++) servers.push(await makeServer(t, key, { name: `S${i}`, type: i === 2 ? 'proxy' : null }));
    await makeServer(t, (await t.createStore()).key, { name: 'Foreign' });

    const res = await t.http().get(`${BASE}?per_page=2`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({
      total: 3,
      per_page: 2,
      current_page: 1,
      last_page: 2,
      first_page: 1,
      first_page_url: `${BASE}?per_page=2&page=1`,
      last_page_url: `${BASE}?per_page=2&page=2`,
      next_page_url: `${BASE}?per_page=2&page=2`,
      previous_page_url: null,
    });
    expect(res.body.data).toEqual(servers.slice(0, 2).map((s) => ({ ...s, token: '[redacted]' })));

    const p2 = await t.http().get(`${BASE}?per_page=2&page=2`).set(bearer(key));
    expect(p2.body.data.map((s: any) => s.id)).toEqual([servers[2].id]);
    for (const s of [...res.body.data, ...p2.body.data]) {
      expect(Object.keys(s).sort()).toEqual(GAME_SERVER_KEYS);
      expect(s.store_id).toBe(store.id);
    }

    const all = await t.http().get(`${BASE}?all=true`).set(bearer(key));
    expect(all.status).toBe(200);
    expect(all.body).toEqual(servers.map((s) => ({ ...s, token: '[redacted]' })));
  });

  test('REST list: bad page parameters', async () => {
    const { key } = await t.createStore();
    expect((await t.http().get(`${BASE}?page=abc`).set(bearer(key))).status).toBe(400);
    expectRestErrors(await t.http().get(`${BASE}?per_page=101`).set(bearer(key)), [{ code: 'VALIDATION_FAILED', field: 'per_page', rule: 'range' }]);
    expectRestErrors(await t.http().get(`${BASE}?page=0`).set(bearer(key)), [{ code: 'VALIDATION_FAILED', field: 'page', rule: 'min' }]);
  });

  test('GraphQL gameServers and gameServer: the same data as REST, tokens redacted', async () => {
    const { key } = await t.createStore();
    const a = await makeServer(t, key, { name: 'A', type: 'lobby' });
    const b = await makeServer(t, key, { name: 'B' });

    const out = await t.gql(key, Q.list, { perPage: 1, page: 2 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.gameServers.meta).toEqual({
      total: 2,
      perPage: 1,
      currentPage: 2,
      lastPage: 2,
      firstPage: 1,
      firstPageUrl: `${BASE}?per_page=1&page=1`,
      lastPageUrl: `${BASE}?per_page=1&page=2`,
      nextPageUrl: null,
      previousPageUrl: `${BASE}?per_page=1&page=1`,
    });
    expect(out.data!.gameServers.data.map(gqlToRest)).toEqual([{ ...b, token: '[redacted]' }]);

    const one = await t.gql(key, Q.get, { id: a.id });
    expect(gqlToRest(one.data!.gameServer)).toEqual({ ...a, token: '[redacted]' });
    const rest = await t.http().get(`${BASE}/${a.id}`).set(bearer(key));
    expect(gqlToRest(one.data!.gameServer)).toEqual(rest.body);
  });

  test('unknown ids and ids that are not ids -> 404', async () => {
    const { key } = await t.createStore();
    for (const path of [`${BASE}/999999`, `${BASE}/abc`, `${BASE}/0`, `${BASE}/-1`]) {
      expectRestErrors(await t.http().get(path).set(bearer(key)), [{ code: 'NOT_FOUND' }]);
    }
    expectGqlErrors(await t.gql(key, Q.get, { id: 999999 }), [{ code: 'NOT_FOUND' }]);
  });
});

describe.each(SURFACES)('update (%s)', (surface) => {
  const update = async (key: string, id: number, body: Body) => {
    if (surface === 'rest') {
      const res = await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body);
      expect(res.status).toBe(200);
      return res.body;
    }
    const out = await t.gql(key, Q.update, { id, input: body });
    expect(out.errors).toBeUndefined();
    return gqlToRest(out.data!.updateGameServer);
  };

  test('name and type change; fields left out are kept; null clears type; the token stays redacted and valid', async () => {
    const { key } = await t.createStore();
    const s = await makeServer(t, key, { name: 'Old', type: 'spigot' });
    const stored = (await row(s.id))!;

    const renamed = await update(key, s.id, { name: 'New' });
    expect(renamed).toEqual({ ...s, name: 'New', token: '[redacted]', updated_at: expect.stringMatching(TIMESTAMP) });
    expect(await update(key, s.id, { type: 'paper' })).toMatchObject({ name: 'New', type: 'paper' });
    expect(await update(key, s.id, { type: null })).toMatchObject({ name: 'New', type: null });
    expect(await update(key, s.id, {})).toMatchObject({ name: 'New', type: null });

    const after = (await row(s.id))!;
    expect(after.tokenHash).toBe(stored.tokenHash);
    expect((await poll(t, s.token)).status).toBe(200);
  });

  test.each([
    ['null name', { name: null }, { field: 'name', rule: 'required' }],
    ['empty name', { name: '' }, { field: 'name', rule: 'required' }],
    ['name over 100', { name: 'x'.repeat(101) }, { field: 'name', rule: 'max' }],
    ['type over 50', { type: 't'.repeat(51) }, { field: 'type', rule: 'max' }],
  ])('%s -> 422 and nothing written', async (_what, body, e) => {
    const { key } = await t.createStore();
    const s = await makeServer(t, key, { name: 'Keep', type: 'keep' });
    const before = await row(s.id);
    await failUpdate(surface, key, s.id, body, [{ code: 'VALIDATION_FAILED', ...e }]);
    expect(await row(s.id)).toEqual(before);
  });

  test('unknown id -> NOT_FOUND', async () => {
    const { key } = await t.createStore();
    await failUpdate(surface, key, 999999, { name: 'x' }, [{ code: 'NOT_FOUND' }]);
  });
});

describe.each(SURFACES)('delete (%s)', (surface) => {
  const del = (key: string, id: number) => (surface === 'rest' ? t.http().delete(`${BASE}/${id}`).set(bearer(key)) : t.gql(key, Q.delete, { id }));

  test('the server is gone and its token stops working; deleting again -> NOT_FOUND', async () => {
    const { store, key } = await t.createStore();
    const s = await makeServer(t, key);
    const other = await makeServer(t, key, { name: 'Other' });
    const res = await del(key, s.id);
    if (surface === 'rest') {
      expect((res as Response).status).toBe(204);
      expect((res as Response).text).toBe('');
    } else {
      expect(res).toEqual({ data: { deleteGameServer: true } });
    }
    expect(await row(s.id)).toBeNull();
    expect(await countIn(store.id)).toBe(1);
    expect((await poll(t, s.token)).status).toBe(401);
    expect((await poll(t, other.token)).status).toBe(200);
    expectRestErrors(await t.http().get(`${BASE}/${s.id}`).set(bearer(key)), [{ code: 'NOT_FOUND' }]);

    const again = await del(key, s.id);
    if (surface === 'rest') expectRestErrors(again as Response, [{ code: 'NOT_FOUND' }]);
    else expectGqlErrors(again as Awaited<ReturnType<TestApp['gql']>>, [{ code: 'NOT_FOUND' }]);
  });

  test("commands that named the server fall back to any of the store's servers", async () => {
    const { store, key } = await t.createStore();
    const s = await makeServer(t, key);
    const other = await makeServer(t, key, { name: 'Other' });
    const cmd = await insertCommand(t, store.id, { gameServerId: s.id });
    expect((await poll(t, other.token)).body.data).toEqual([]);
    await del(key, s.id);
    expect((await t.db.command.findUnique({ where: { id: cmd.id } }))!.gameServerId).toBeNull();
    expect((await poll(t, other.token)).body.data.map((c: any) => c.id)).toEqual([cmd.id]);
  });
});

describe.each(SURFACES)('rotate the token (%s)', (surface) => {
  const rotate = async (key: string, id: number) => {
    if (surface === 'rest') {
      const res = await t.http().post(`${BASE}/${id}/token`).set(bearer(key));
      expect(res.status).toBe(200);
      return res.body;
    }
    const out = await t.gql(key, Q.rotate, { id });
    expect(out.errors).toBeUndefined();
    return gqlToRest(out.data!.rotateGameServerToken);
  };

  test('a new token, shown once; the old one stops working, the new one works', async () => {
    const { key } = await t.createStore();
    const s = await makeServer(t, key, { name: 'Rotating', type: 'x' });
    const rotated = await rotate(key, s.id);
    expect(rotated).toEqual({ ...s, token: expect.stringMatching(TOKEN), updated_at: expect.stringMatching(TIMESTAMP) });
    expect(rotated.token).not.toBe(s.token);

    expect((await poll(t, s.token)).status).toBe(401);
    expect((await poll(t, rotated.token)).status).toBe(200);

    const stored = (await row(s.id))!;
    expect(stored.tokenHash).toBe(sha256(rotated.token));
    expect(stored.tokenPrefix).toBe(rotated.token.slice(0, 10));
    expect(await everyStoredValue()).not.toContain(rotated.token);

    const got = await t.http().get(`${BASE}/${s.id}`).set(bearer(key));
    expect(got.body.token).toBe('[redacted]');

    // Rotating again retires the second token too.
    const third = await rotate(key, s.id);
    expect((await poll(t, rotated.token)).status).toBe(401);
    expect((await poll(t, third.token)).status).toBe(200);
  });

  test('unknown id -> NOT_FOUND', async () => {
    const { key } = await t.createStore();
    if (surface === 'rest') expectRestErrors(await t.http().post(`${BASE}/999999/token`).set(bearer(key)), [{ code: 'NOT_FOUND' }]);
    else expectGqlErrors(await t.gql(key, Q.rotate, { id: 999999 }), [{ code: 'NOT_FOUND' }]);
  });
});

describe("another store's game server", () => {
  test("REST: 404 on get, update, delete and rotate; nothing changes and A's token keeps working", async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const s = await makeServer(t, a.key, { name: 'A-only' });
    const before = await row(s.id);

    for (const res of [
      await t.http().get(`${BASE}/${s.id}`).set(bearer(b.key)),
      await t.http().patch(`${BASE}/${s.id}`).set(bearer(b.key)).send({ name: 'Stolen' }),
      await t.http().delete(`${BASE}/${s.id}`).set(bearer(b.key)),
      await t.http().post(`${BASE}/${s.id}/token`).set(bearer(b.key)),
    ]) {
      expectRestErrors(res, [{ code: 'NOT_FOUND' }]);
      expect(JSON.stringify(res.body)).not.toContain('A-only');
    }
    const list = await t.http().get(BASE).set(bearer(b.key));
    expect(list.body.data).toEqual([]);
    expect(await row(s.id)).toEqual(before);
    expect((await poll(t, s.token)).status).toBe(200);
  });

  test('GraphQL: NOT_FOUND on every field; nothing changes', async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const s = await makeServer(t, a.key);
    const before = await row(s.id);
    expectGqlErrors(await t.gql(b.key, Q.get, { id: s.id }), [{ code: 'NOT_FOUND' }]);
    expectGqlErrors(await t.gql(b.key, Q.update, { id: s.id, input: { name: 'Stolen' } }), [{ code: 'NOT_FOUND' }]);
    expectGqlErrors(await t.gql(b.key, Q.delete, { id: s.id }), [{ code: 'NOT_FOUND' }]);
    expectGqlErrors(await t.gql(b.key, Q.rotate, { id: s.id }), [{ code: 'NOT_FOUND' }]);
    expect((await t.gql(b.key, Q.list)).data!.gameServers.meta.total).toBe(0);
    expect(await row(s.id)).toEqual(before);
  });
});
