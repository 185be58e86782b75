import { setupTestApp, type TestApp } from '../helpers/app';

/**
 * Other public CentralCart integrations, found by searching public code, and likely among the
 * clients that will be run against this API after issue 15 without being shown to us. Each block
 * replays the REST calls that integration makes, as its code builds them, and parses the answers
 * as its code does (restated in our words; none of their code is copied):
 *
 *  - GabriellMartins/centralcart: the CentralCart Minecraft plugin (Bukkit/BungeeCord; OkHttp +
 *    Gson). Its base URL ends with a slash and every path is appended with another, so all its
 *    calls but the first carry an empty path segment. Its socket.io half (EXECUTE_COMMAND events)
 *    is not replayed here: the push suite covers it; the event carries the queue item shape
 *    checked below.
 *  - ZzPowerTech/centralCartAPIPlugin: a "top donators" Paper plugin (HttpURLConnection + Gson).
 *  - A second Discord sales bot (node-fetch; its repository name is not shown by the code index).
 *  - A NestJS donation-roles service (AusTV) reading a buyer's total spent.
 *
 * Where a block asserts more than the text, the comment says which client needs it.
 * Findings: /work/notes/clients.md (outside the repository).
 */

type Json = Record<string, any>;

let t: TestApp;
let key: string;
let domain: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await setupTestApp();
  const created = await t.createStore({ name: 'Rede Craft', currency: 'BRL', locale: 'pt-BR' });
  key = created.key;
  domain = created.store.domain;
  const admin = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
  const post = async (path: string, body: Json) => {
    const res = await t.http().post(`/v1${path}`).set(admin).send(body);
    if (res.status !== 201) throw new Error(`setup POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  ids.ranks = (await post('/app/category', { name: 'Ranks' })).id;
  ids.vip = (
    await post('/app/package', {
      name: 'VIP',
      category_id: ids.ranks,
      price: 1139.99,
      type: 'SINGLE',
      commands: [{ type: 'PURCHASE', command: 'lp user {client_identifier} parent add vip', offline_execute: true }],
    })
  ).id;
  ids.moedas = (await post('/app/package', { name: 'Moedas', category_id: ids.ranks, price: 10, type: 'MULTIPLE' })).id;
  ids.kit = (await post('/app/package', { name: 'Kit', category_id: ids.ranks, price: 10, type: 'MULTIPLE' })).id;
  ids.kitGrande = (await post('/app/package', { name: 'Kit Grande', category_id: ids.ranks, price: 25, type: 'MULTIPLE', parent_id: ids.kit })).id;
});
afterAll(() => t.close());

const admin = () => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' });

/** Buys `packageId` for `identifier` on the storefront and has the owner approve it; returns the checkout answer. */
async function approvedSale(packageId: number, identifier: string, email: string): Promise<Json> {
  const sale = await t
    .http()
    .post('/v1/webstore/checkout')
    .set({ 'x-store-domain': domain })
    .send({
      cart: [{ package_id: packageId, quantity: 1 }],
      gateway: 'PIX',
      client_name: identifier,
      client_email: email,
      client_identifier: identifier,
      terms: true,
    });
  expect(sale.status).toBe(201);
  const approved = await t.http().patch(`/v1/app/order/${sale.body.order_id}`).set(admin()).send({ status: 'APPROVED' });
  expect(approved.status).toBe(200);
  return sale.body;
}

// ---------------------------------------------------------------------------------------------

describe('CentralCart Minecraft plugin (GabriellMartins/centralcart): REST with a trailing-slash base URL', () => {
  /** The plugin's base with ours swapped in: it ends with a slash, and paths are appended with a leading one. */
  const BASE = '/v1/app/';
  /** Every call: the key as a bearer token, a JSON content type and the plugin's user agent; OkHttp's isSuccessful() is any 2xx. */
  const plugin = { Authorization: '', 'Content-Type': 'application/json', 'User-Agent': 'CentralCart Java Plugin' };
  const headers = () => ({ ...plugin, Authorization: `Bearer ${key}` });

  /** Gson into the plugin's queued-command class: numbers for ids, strings, a boolean, and the order's five strings. */
  function asQueuedCommand(item: Json) {
    expect(Number.isInteger(item.id)).toBe(true);
    expect(Number.isInteger(item.store_id)).toBe(true);
    expect(typeof item.user_id).toBe('string');
    expect(typeof item.command).toBe('string');
    expect(typeof item.offline_execute).toBe('boolean');
    // The BungeeCord build reads order.client_identifier without a null check.
    expect(item.order).toEqual(expect.any(Object));
    for (const k of ['client_identifier', 'client_email', 'client_name', 'internal_id']) expect(typeof item.order[k]).toBe('string');
    expect(item.order).toHaveProperty('client_discord');
    return item;
  }

  test('start-up: GET /v1/app/ is the application record, and its overdue date parses as a date-time with an offset', async () => {
    const res = await t.http().get(BASE).set(headers());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: 'Rede Craft', plan: expect.any(String), overdue_date: expect.any(String) }),
    );
    for (const k of ['url', 'logo', 'primary_color']) expect(res.body).toHaveProperty(k);
    expect(res.body.id).toBeLessThanOrEqual(2 ** 31 - 1); // a Java int
    // The plugin prints "Expira em: dd/MM/yyyy" through Java's OffsetDateTime.parse: a null, a bare
    // date or a time without a zone throws there, and the plugin never connects its socket.
    expect(res.body.overdue_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/);
  });

  test('a wrong token is a 401 (the plugin says "verifique se o token está correto")', async () => {
    const res = await t
      .http()
      .get(BASE)
      .set({ ...plugin, Authorization: 'Bearer sk_wrong' });
    expect(res.status).toBe(401);
  });

  test('GET /v1/app//queued_commands and /v1/app//user_queue/{player}: bare arrays of queue items; PATCH /v1/app//command/{id} acknowledges', async () => {
    const sale = await approvedSale(ids.vip, 'Steve', 'steve@players.test');

    const all = await t.http().get(`${BASE}/queued_commands`).set(headers());
    expect(all.status).toBe(200);
    expect(Array.isArray(all.body)).toBe(true); // Gson reads an array of commands: an object here throws
    const steve = all.body.filter((c: Json) => c.user_id === 'Steve').map(asQueuedCommand);
    expect(steve).toEqual([
      expect.objectContaining({
        user_id: 'Steve',
        command: 'lp user Steve parent add vip',
        offline_execute: true,
        order: expect.objectContaining({ client_identifier: 'Steve', client_email: 'steve@players.test', client_name: 'Steve', internal_id: sale.internal_id }),
      }),
    ]);

    const mine = await t.http().get(`${BASE}/user_queue/Steve`).set(headers());
    expect(mine.status).toBe(200);
    expect(mine.body.map(asQueuedCommand).map((c: Json) => c.id)).toEqual([steve[0].id]);
    const nobody = await t.http().get(`${BASE}/user_queue/Alex`).set(headers());
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual([]);

    // Run on the console, then acknowledged, right away.
    const ack = await t
      .http()
      .patch(`${BASE}/command/${steve[0].id}`)
      .set(headers())
      .send(JSON.stringify({ status: 'DONE', response: 'Command dispatched' }));
    expect(ack.status).toBeGreaterThanOrEqual(200);
    expect(ack.status).toBeLessThan(300);
    const after = await t.http().get(`${BASE}/queued_commands`).set(headers());
    expect(after.body.filter((c: Json) => c.id === steve[0].id)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Top donators plugin (ZzPowerTech/centralCartAPIPlugin)', () => {
  test('GET /v1/app/widget/top_customers?from=&to= with the key AND x-store-domain: usernames and spent as "R$ 1.139,99" text', async () => {
    await approvedSale(ids.vip, 'Notch', 'notch@players.test');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await t
      .http()
      .get(`/v1/app/widget/top_customers?from=${day(-30)}&to=${day(1)}`)
      .set({ Accept: 'application/json', Authorization: `Bearer ${key}`, 'x-store-domain': domain });
    expect(res.status).toBe(200); // anything else is an error for the plugin
    expect(Array.isArray(res.body.data)).toBe(true);
    // The plugin turns the text into a number by dropping "R$", spaces and dots and reading the comma as the decimal point.
    const parseSpent = (s: string) => Number.parseFloat(s.replace('R$', '').replaceAll(' ', '').replaceAll('.', '').replace(',', '.'));
    const notch = res.body.data.find((c: Json) => c.username === 'Notch');
    expect(typeof notch.spent).toBe('string');
    expect(parseSpent(notch.spent)).toBe(1139.99);
  });

  test('GET /v1/webstore/post: published posts, newest (highest id) first', async () => {
    for (const [title, at] of [
      ['Temporada 1', '2026-01-10T12:00:00-03:00'],
      ['Temporada 2', '2026-02-10T12:00:00-03:00'],
    ]) {
      const res = await t.http().post('/v1/app/post').set(admin()).send({ title, content: '<p>Novidades</p>', author: 'Equipe', published_at: at });
      expect(res.status).toBe(201);
    }
    const res = await t
      .http()
      .get('/v1/webstore/post')
      .set({ Accept: 'application/json', 'x-store-domain': domain, Authorization: `Bearer ${key}` });
    expect(res.status).toBe(200);
    const posts: Json[] = Array.isArray(res.body) ? res.body : (res.body.data ?? []);
    expect(posts.map((p) => p.title)).toEqual(['Temporada 2', 'Temporada 1']);
    // The plugin announces every post whose id is above the last one it saw, comparing ids as numbers.
    expect(Number(posts[0].id)).toBeGreaterThan(Number(posts[1].id));
    for (const p of posts) expect(p).toHaveProperty('created_at');
  });
});

// ---------------------------------------------------------------------------------------------

describe('A second Discord sales bot (node-fetch, Components V2)', () => {
  /** Its calls: the key, JSON both ways; a non-2xx throws with json.message or errors[0].message. */
  const botHeaders = () => ({ Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Accept: 'application/json' });

  test('GET /v1/app/package?page=1 and GET /v1/app/package/{id}: the product picker', async () => {
    const list = await t.http().get('/v1/app/package?page=1').set(botHeaders());
    expect(list.status).toBe(200);
    const items: Json[] = list.body.data || list.body;
    const kit = items.find((p) => p.id === ids.kit)!;
    // "📦 Package — <price>" for a package with variations, else its price text.
    expect(kit).toEqual(expect.objectContaining({ name: 'Kit', is_variation_parent: true, price_display: 'R$ 10,00' }));
    const one = await t.http().get(`/v1/app/package/${ids.kit}`).set(botHeaders());
    expect(one.status).toBe(200);
    expect(one.body).toEqual(expect.objectContaining({ id: ids.kit, name: 'Kit', is_variation_parent: true, price_display: 'R$ 10,00' }));
  });

  test('POST /v1/app/checkout with client_discord and no identifier, and a variation id as a numeric string', async () => {
    // This bot sends the buyer's Discord id as client_discord and nothing as client_identifier
    // (not in any of the places the issue lists), and the variation picked in a select menu as
    // the menu's string value. Beyond the text: without it the bot cannot sell.
    const body = {
      cart: [{ package_id: String(ids.kitGrande), quantity: 1 }],
      client_discord: '998877665544332211',
      client_name: 'Bia',
      client_email: 'bia@buyers.test',
      terms: true,
      gateway: 'PIX',
    };
    const res = await t.http().post('/v1/app/checkout').set(botHeaders()).send(JSON.stringify(body));
    expect(res.status).toBe(201);
    // It shows: "Pedido criado! ID: <order_id or id>", the value (formatted_price), and with no
    // pix_code yet "Pedido criado. Aguarde o código PIX em breve."
    expect(res.body.order_id ?? res.body.id).toBeTruthy();
    expect(res.body.formatted_price).toBe('R$ 25,00');
    expect(res.body.pix_code ?? null).toBeNull();
    const order = await t.http().get(`/v1/app/order/${res.body.order_id}`).set(botHeaders());
    expect(order.status).toBe(200);
    expect(order.body.client_discord).toBe('998877665544332211');
    expect(order.body.packages.map((l: Json) => l.package_id)).toEqual([ids.kitGrande]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('The checkout as the public API reference documents it', () => {
  // The vendor's reference page for POST /v1/webstore/checkout (and /v1/app/checkout) puts the
  // buyer's identifier in the top-level `fields` object ("checkout fields, e.g. client_identifier")
  // and per-package values in cart[].options (cart[].fields being its alias). A SourceMod store
  // backend found in public code sends exactly that, beside client_identifier. A client written
  // from the reference alone sends only `fields`. Beyond the list of identifier places.
  test('the identifier only in fields.client_identifier, per-package options present', async () => {
    const res = await t
      .http()
      .post('/v1/webstore/checkout')
      .set({ 'x-store-domain': domain, 'Content-Type': 'application/json' })
      .send({
        gateway: 'PIX',
        client_name: 'Alex',
        client_email: 'alex@players.test',
        terms: true,
        fields: { client_identifier: 'STEAM_1:0:123456' },
        cart: [{ package_id: ids.moedas, quantity: 2, options: {} }],
      });
    expect(res.status).toBe(201);
    const order = await t.http().get(`/v1/app/order/${res.body.order_id}`).set(admin());
    expect(order.status).toBe(200);
    expect(order.body.client_identifier).toBe('STEAM_1:0:123456');
    expect(order.body.price).toBe(20);
  });
});

// ---------------------------------------------------------------------------------------------

describe('Donation roles service (AusTV, NestJS): GET /v1/app/user_spent', () => {
  // It asks by e-mail when it has one, else by client_identifier, and reads two numbers.
  test('by client_identifier and by email: total_net_received and total_gross_received as numbers', async () => {
    await approvedSale(ids.moedas, 'Herobrine', 'herobrine@players.test');
    for (const query of ['client_identifier=Herobrine', 'email=herobrine@players.test']) {
      const res = await t
        .http()
        .get(`/v1/app/user_spent?${query}`)
        .set({ Authorization: `Bearer ${key}` });
      expect({ query, status: res.status }).toEqual({ query, status: 200 });
      expect(res.body).toEqual(expect.objectContaining({ total_net_received: expect.any(Number), total_gross_received: expect.any(Number) }));
      expect(res.body.total_gross_received).toBe(10);
    }
    const nobody = await t
      .http()
      .get('/v1/app/user_spent?client_identifier=Nobody')
      .set({ Authorization: `Bearer ${key}` });
    expect(nobody.status).toBe(200);
    expect(nobody.body).toEqual(expect.objectContaining({ total_net_received: 0, total_gross_received: 0 }));
  });
});
