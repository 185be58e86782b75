import { revokeApiKey } from '../../src/modules/store/store.service';
import { bearer, type TestApp } from '../helpers/app';
import { servePush, TestPlugin } from '../helpers/plugin';
import { insideOneWindow } from '../helpers/ratelimit';
import { insertCommand, makeServer } from './helpers';

/**
 * Who may hold a push connection, and at what rate: a handshake counts one request against its
 * credential's rate limit (shared with REST), a refused one against the client's address (as
 * express sees it, behind a trusted proxy too); a revoked key loses its connections; a plugin on a
 * socket.io v2 client (Engine.IO 3) connects with the same headers.
 */

const LIMITS = { admin: 3, storefront: 0, server: 2, anonymous: 2 };

let t: TestApp;
let base: string;
let logs: Record<string, unknown>[];
// trustProxy: the tests name the client's address with X-Forwarded-For.
servePush({ config: { rateLimits: LIMITS, trustProxy: true } }, (env) => ({ t, base, logs } = env));

const headers = (credential: string, address: string) => ({ authorization: `Bearer ${credential}`, 'x-extension': 'plugin', 'x-forwarded-for': address });
const connect = (credential: string, address = '203.0.113.1') => new TestPlugin(base, undefined, { extraHeaders: headers(credential, address) });

test('a server token: each handshake counts against its limit, shared with the poll; past it RATE_LIMITED with retry_after', async () => {
  const { key } = await t.createStore();
  const server = await makeServer(t, key);
  await insideOneWindow(t, LIMITS.server + 2);
  for (let i = 0; i < LIMITS.server; i++) await connect(server.token).connected();
  const refusal = await connect(server.token).refused();
  expect(refusal.message).toMatch(/Rate limit exceeded/);
  expect(refusal.data).toEqual({ code: 'RATE_LIMITED', retry_after: expect.any(Number) });
  expect(refusal.data!.retry_after).toBeGreaterThanOrEqual(1);
  expect(refusal.data!.retry_after).toBeLessThanOrEqual(60);
  expect((await t.http().get('/v1/server/queue').set(bearer(server.token))).status).toBe(429);
});

test("an admin key: the same, in the key's bucket", async () => {
  const { key } = await t.createStore();
  await insideOneWindow(t, LIMITS.admin + 1);
  for (let i = 0; i < LIMITS.admin; i++) await connect(key).connected();
  expect((await connect(key).refused()).data).toMatchObject({ code: 'RATE_LIMITED' });
});

test('refused handshakes count against the client address (X-Forwarded-For behind a trusted proxy)', async () => {
  await insideOneWindow(t, LIMITS.anonymous + 2);
  for (let i = 0; i < LIMITS.anonymous; i++) expect((await connect('sk_guess', '198.51.100.7').refused()).data).toEqual({ code: 'UNAUTHENTICATED' });
  expect((await connect('sk_guess', '198.51.100.7').refused()).data).toMatchObject({ code: 'RATE_LIMITED' });
  // Another address is not limited by that one's failures.
  expect((await connect('sk_guess', '198.51.100.8').refused()).data).toEqual({ code: 'UNAUTHENTICATED' });
});

test('a revoked key: its connection is closed at the next delivery; the log names the store and group, never the key', async () => {
  const { store, key } = await t.createStore();
  await insideOneWindow(t, 2);
  const p = connect(key, '203.0.113.9');
  await p.connected();
  const closed = new Promise<string>((resolve) => p.socket.once('disconnect', (reason) => resolve(reason)));
  expect(await revokeApiKey(t.db, key)).toBe(true);
  await insertCommand(t, store.id);
  expect(await closed).toBe('io server disconnect');
  expect(p.received).toEqual([]);

  const mine = logs.filter((l) => l.storeId === store.id);
  expect(mine.map((l) => l.msg)).toEqual(['plugin connected', 'plugin credential no longer valid; disconnecting', 'plugin disconnected']);
  expect(mine[0]).toMatchObject({ msg: 'plugin connected', credential: 'key', group: expect.stringMatching(/^key:\d+$/) });
  expect(JSON.stringify(logs)).not.toContain(key);
});

test('a socket.io v2 client (Engine.IO 3, as older plugin builds use) connects with the same headers and gets EXECUTE_COMMAND', async () => {
  const { store, key } = await t.createStore();
  await insideOneWindow(t, 3);
  const h = { headers: headers(key, '203.0.113.10') };
  const open = await (await fetch(`${base}/socket.io/?EIO=3&transport=polling`, h)).text();
  const sid = open.match(/"sid":"([^"]+)"/)![1];
  const poll = async () => (await fetch(`${base}/socket.io/?EIO=3&transport=polling&sid=${sid}`, { ...h, signal: AbortSignal.timeout(5_000) })).text();
  expect(await poll()).toBe('2:40'); // connected to the main namespace
  const cmd = await insertCommand(t, store.id, { command: 'say v2' });
  const payload = await poll();
  const event = JSON.parse(payload.slice(payload.indexOf(':') + 3));
  expect(event).toEqual(['EXECUTE_COMMAND', expect.objectContaining({ id: cmd.id, command: 'say v2', store_id: store.id })]);
});
