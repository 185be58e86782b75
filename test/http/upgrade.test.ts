import { execFile } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { bearer, type TestApp } from '../helpers/app';
import { servePush, TestPlugin } from '../helpers/plugin';

/**
 * A request that offers an upgrade it does not need (`Upgrade: h2c` from `curl --http2` and Java's
 * HttpClient) is answered as HTTP/1.1 on the server that also carries socket.io, whose own path
 * alone takes WebSocket upgrades.
 */

let t: TestApp;
let base: string;
servePush({}, (env) => ({ t, base } = env));

const H2C = 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n';

/** Sends raw bytes (in pieces, a pause between them) and reads until the server closes the connection. */
function raw(pieces: string[], pauseMs = 30): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of answer within 5 s; got ${JSON.stringify(answer)}`));
    }, 5_000);
    socket.setEncoding('utf8');
    socket.on('data', (d) => (answer += d));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer);
    });
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const [i, p] of pieces.entries()) {
        if (i) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(p);
      }
    });
  });
}

const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);

test('curl --http2 over http:// gets 200 and the store, in HTTP/1.1', async () => {
  const { store } = await t.createStore();
  const { stdout } = await promisify(execFile)('curl', ['-sS', '-i', '--http2', '-H', `x-store-domain: ${store.domain}`, `${base}/v1/webstore`]);
  expect(stdout).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(stdout).toMatch(/\r\nx-request-id: \S+\r\n/i);
  expect(JSON.parse(bodyOf(stdout))).toMatchObject({ store: { domain: store.domain } });
});

test('a GET offering h2c is answered, and the connection closed after it', async () => {
  const answer = await raw([`GET /healthz HTTP/1.1\r\nHost: x\r\n${H2C}\r\n`]);
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(answer).toMatch(/\r\nConnection: close\r\n/i);
  expect(JSON.parse(bodyOf(answer))).toEqual({ status: 'ok' });
});

test('a POST offering h2c gets its whole body read, also when it arrives after the headers', async () => {
  const { store, key } = await t.createStore();
  const cat = await t.http().post('/v1/app/category').set(bearer(key)).send({ name: 'Ranks' });
  const pkg = await t.http().post('/v1/app/package').set(bearer(key)).send({ name: 'VIP', category_id: cat.body.id, price: 10, type: 'SINGLE' });
  const body = JSON.stringify({ items: [{ id: pkg.body.id, quantity: 1 }] });
  const head = `POST /v1/webstore/cart HTTP/1.1\r\nHost: x\r\nx-store-domain: ${store.domain}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n${H2C}\r\n`;
  for (const pieces of [[head + body], [head, body.slice(0, 5), body.slice(5)]]) {
    const answer = await raw(pieces);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(JSON.parse(bodyOf(answer))).toMatchObject([{ id: pkg.body.id, name: 'VIP' }]);
  }
  // A broken JSON body is still the 400 it is without the upgrade, not a hang.
  const bad = '{"items":';
  const answer = await raw([head.replace(`Content-Length: ${body.length}`, `Content-Length: ${bad.length}`), bad]);
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(JSON.parse(bodyOf(answer))).toMatchObject({ errors: [{ code: 'BAD_REQUEST' }] });
});

test('a WebSocket upgrade outside /socket.io/ is answered as HTTP (404 for an unknown path); socket.io still upgrades', async () => {
  const ws = 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
  const answer = await raw([`GET /v1/nowhere HTTP/1.1\r\nHost: x\r\n${ws}\r\n`]);
  expect(answer).toMatch(/^HTTP\/1\.1 404 /);
  expect(JSON.parse(bodyOf(answer))).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });

  const { key } = await t.createStore();
  const plugin = new TestPlugin(base, key, { transports: ['websocket'] });
  await plugin.connected();
  expect(plugin.socket.io.engine.transport.name).toBe('websocket');
});
