import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closePlugins, TestPlugin } from '../helpers/plugin';
import { freePort, killAll, startApp, until, type AppProcess } from '../helpers/processes';

/**
 * Plugin push on the embedded database (`npm start` with no DATABASE_URL): the LISTEN connection
 * goes through our wire front end (src/db/wire), which routes the commit's NOTIFY to it. A plugin
 * connected with the demo store's key gets the approved order's command and acknowledges it.
 */

let dataDir: string;
let app: AppProcess;
let base: string;
let key: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sca-push-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  app = startApp('', { DATA_DIR: dataDir, PORT: String(port), EMBEDDED_DB_PORT: '0', RUN_WORKER: 'false' });
  await until('the banner', () => /Admin API key: sk_/.test(app.output()), 90_000, app.output);
  key = app.output().match(/Admin API key: (sk_\S+)/)![1];
}, 120_000);
afterAll(() => {
  closePlugins();
  app?.kill('SIGKILL');
  killAll();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = { authorization: `Bearer ${key}` }) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as any };
}

test('embedded database: the approval reaches the plugin, which acknowledges it for good', async () => {
  const plugin = new TestPlugin(base, key);
  await plugin.connected();
  const cat = await call('POST', '/v1/app/category', { name: 'Push ranks' });
  const pkg = await call('POST', '/v1/app/package', {
    name: 'Push VIP',
    category_id: cat.body.id,
    price: 5,
    type: 'MULTIPLE',
    commands: [{ command: 'lp user {client_identifier} parent add vip' }],
  });
  expect(pkg.status).toBe(201);
  // An order made by hand in the back office (the storefront checkout is the same service).
  const order = await call('POST', '/v1/app/order', {
    items: [{ id: pkg.body.id, quantity: 1 }],
    client_identifier: 'Steve',
    client_email: 'steve@example.com',
    client_name: 'Steve',
    gateway: 'PIX',
  });
  expect(order.status).toBe(201);
  const sent = Date.now();
  expect((await call('PATCH', `/v1/app/order/${order.body.id}`, { status: 'APPROVED' })).status).toBe(200);
  const { item, at } = await plugin.next(5_000);
  console.log(`push on the embedded database: approval sent -> EXECUTE_COMMAND in ${at - sent} ms`);
  expect(item).toMatchObject({ user_id: 'Steve', command: 'lp user Steve parent add vip', order: { client_identifier: 'Steve' } });

  expect((await call('PATCH', `/v1/app/command/${item.id}`, { status: 'DONE', response: 'Command dispatched' })).status).toBe(200);
  await plugin.reconnect();
  expect(await plugin.drain(1_000)).toEqual([]);
}, 60_000);
