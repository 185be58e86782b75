import { expectGqlErrors, expectRestErrors, outside, type Expected } from '../helpers/errors';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { loadConfig } from '../../src/config';
import type { Prisma } from '../../src/generated/prisma/client';
import { objectId } from '../../src/modules/webhooks/webhook.crypto';
import { decryptSecret, secretKey } from '../../src/lib/secrets';
import { processDelivery } from '../../src/modules/webhooks/webhook.delivery';
import { setupTestApp, bearer, type TestApp } from '../helpers/app';
import { aCategory, aPackage, checkout } from '../helpers/fixtures';
import { startReceiver, type Receiver, type ReceivedRequest } from '../helpers/receiver';
import {
  WebhookCreateDocument,
  WebhookDeleteDocument,
  WebhookGetDocument,
  WebhookListDocument,
  WebhookLogGetDocument,
  WebhookLogListDocument,
  WebhookLogResendDocument,
  WebhookRotateSecretDocument,
  WebhookTestDocument,
  WebhookUpdateDocument,
} from '../graphql/__generated__/operations';

/**
 * The webhook admin surface, REST (/v1/app/webhooks) and GraphQL: CRUD with the secret shown once
 * and stored encrypted, rotation, the URL policy (https, no private targets unless allowed), the
 * delivery logs with their filters, test messages and resends against a real HTTPS receiver, and
 * isolation between stores.
 */

let t: TestApp;
/** An app whose operator does not allow private webhook targets (production's default). */
let strict: TestApp;
let receiver: Receiver;

beforeAll(async () => {
  [t, strict] = await Promise.all([setupTestApp(), setupTestApp({ webhookAllowPrivate: false })]);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await Promise.all([t?.close(), strict?.close()]);
});
beforeEach(() => {
  receiver.script([]);
  receiver.requests.length = 0;
});

type Surface = 'rest' | 'graphql';
const SURFACES: Surface[] = ['rest', 'graphql'];
type Body = Record<string, unknown>;
type Json = Record<string, any>;
const BASE = '/v1/app/webhooks';
const LOGS = `${BASE}/logs`;
const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;
const STORE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const OBJECT_ID = /^[0-9a-f]{24}$/;
const WEBHOOK_KEYS = ['id', 'store_id', 'name', 'url', 'scopes', 'secret', 'enabled', 'disabled_reason', 'created_at', 'updated_at'].sort();
const LOG_KEYS = [
  '_id',
  'webhook_id',
  'store_id',
  'event',
  'url',
  'request_body',
  'response_status',
  'response_body',
  'response_time_ms',
  'success',
  'error',
  'is_resend',
  'original_log_id',
  'created_at',
].sort();

const Q = {
  create: WebhookCreateDocument,
  update: WebhookUpdateDocument,
  delete: WebhookDeleteDocument,
  rotate: WebhookRotateSecretDocument,
  test: WebhookTestDocument,
  resend: WebhookLogResendDocument,
  get: WebhookGetDocument,
  list: WebhookListDocument,
  log: WebhookLogGetDocument,
  logs: WebhookLogListDocument,
};

const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const gqlToRest = (o: Json): Json => Object.fromEntries(Object.entries(o).map(([k, v]) => [snake(k), v]));
/** A GraphQL WebhookLog as the REST JSON (`id` is REST's `_id`). */
const gqlLogToRest = ({ id, ...rest }: Json): Json => ({ _id: id, ...gqlToRest(rest) });
const row = (app: TestApp, id: number) => app.db.webhook.findUnique({ where: { id } });
const countIn = (app: TestApp, storeId: number) => app.db.webhook.count({ where: { storeId } });
/** Every column of every webhook, as text: a secret in clear would show up here. */
const everyStoredValue = async (app: TestApp) => JSON.stringify(await app.db.$queryRaw<Json[]>`SELECT * FROM webhooks`);
const deliveryConfig = { ...loadConfig({}), webhookAllowPrivate: true };
/** The secret as the delivery engine reads it back (decrypted with the service's key). */
const storedSecret = async (id: number) => decryptSecret(await secretKey(t.db, deliveryConfig), (await row(t, id))!.secretEnc);

const signedWith = (secret: string, req: ReceivedRequest) => {
  try {
    new StandardWebhook(secret).verify(req.body, req.headers);
    return true;
  } catch {
    return false;
  }
};

const invalid = (pairs: [string, string][]): Expected[] => pairs.map(([field, rule]) => ({ code: 'VALIDATION_FAILED', field, rule }));
const NOT_FOUND: Expected[] = [{ code: 'NOT_FOUND' }];

async function createOn(surface: Surface, key: string, body: Body, app: TestApp = t): Promise<Json> {
  if (surface === 'rest') {
    const res = await app.http().post(BASE).set(bearer(key)).send(body);
    expect(res.status).toBe(201);
    return res.body;
  }
  const out = await app.gql(key, Q.create, { input: body });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.createWebhook);
}

async function failCreate(surface: Surface, key: string, body: Body, expected: Expected[], app: TestApp = t) {
  if (surface === 'rest') expectRestErrors(await app.http().post(BASE).set(bearer(key)).send(body), expected);
  else expectGqlErrors(await app.gql(key, Q.create, { input: body }), expected);
}

async function updateOn(surface: Surface, key: string, id: number, body: Body): Promise<Json> {
  if (surface === 'rest') {
    const res = await t.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body);
    expect(res.status).toBe(200);
    return res.body;
  }
  const out = await t.gql(key, Q.update, { id, input: body });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.updateWebhook);
}

async function failUpdate(surface: Surface, key: string, id: number, body: Body, expected: Expected[], app: TestApp = t) {
  if (surface === 'rest') expectRestErrors(await app.http().patch(`${BASE}/${id}`).set(bearer(key)).send(body), expected);
  else expectGqlErrors(await app.gql(key, Q.update, { id, input: body }), expected);
}

async function rotateOn(surface: Surface, key: string, id: number): Promise<Json> {
  if (surface === 'rest') {
    const res = await t.http().post(`${BASE}/${id}/secret`).set(bearer(key));
    expect(res.status).toBe(200);
    return res.body;
  }
  const out = await t.gql(key, Q.rotate, { id });
  expect(out.errors).toBeUndefined();
  return gqlToRest(out.data!.rotateWebhookSecret);
}

async function testOn(surface: Surface, key: string, id: number): Promise<Json> {
  if (surface === 'rest') {
    const res = await t.http().post(`${BASE}/${id}/test`).set(bearer(key));
    expect(res.status).toBe(200);
    return res.body;
  }
  const out = await t.gql(key, Q.test, { id });
  expect(out.errors).toBeUndefined();
  return gqlLogToRest(out.data!.testWebhook);
}

async function resendOn(surface: Surface, key: string, logId: string): Promise<Json> {
  if (surface === 'rest') {
    const res = await t.http().post(`${LOGS}/${logId}/resend`).set(bearer(key));
    expect(res.status).toBe(200);
    return res.body;
  }
  const out = await t.gql(key, Q.resend, { logId });
  expect(out.errors).toBeUndefined();
  return gqlLogToRest(out.data!.resendWebhookLog);
}

async function getLogOn(surface: Surface, key: string, logId: string): Promise<Json> {
  if (surface === 'rest') {
    const res = await t.http().get(`${LOGS}/${logId}`).set(bearer(key));
    expect(res.status).toBe(200);
    return res.body;
  }
  const out = await t.gql(key, Q.log, { id: logId });
  expect(out.errors).toBeUndefined();
  return gqlLogToRest(out.data!.webhookLog);
}

/** A webhook made through REST; returns its JSON, secret included. */
async function makeWebhook(key: string, body: Body = {}): Promise<Json> {
  const res = await t
    .http()
    .post(BASE)
    .set(bearer(key))
    .send({ name: 'Orders', url: receiver.url, scopes: ['ORDER_CREATED', 'ORDER_APPROVED'], ...body });
  if (res.status !== 201) throw new Error(`setup create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A log row as the delivery engine writes it; the defaults describe a successful ORDER_APPROVED delivery. */
function insertLog(storeId: number, webhookId: number, data: Partial<Prisma.WebhookLogUncheckedCreateInput> = {}) {
  const createdAt = new Date((data.createdAt as Date | undefined) ?? Date.now());
  return t.db.webhookLog.create({
    data: {
      id: objectId(createdAt),
      storeId,
      webhookId,
      event: 'ORDER_APPROVED',
      url: 'https://example.com/hook',
      requestBody: { id: 'evt', event: 'ORDER_APPROVED', date: createdAt.toISOString(), data: { id: 1 } },
      responseStatus: 200,
      responseBody: 'ok',
      responseTimeMs: 12,
      success: true,
      ...data,
      createdAt,
    },
  });
}

/** A PENDING order placed on the storefront: it emits ORDER_CREATED, with a delivery for each subscribed webhook. */
async function placeOrder(store: { domain: string }, key: string): Promise<number> {
  const cat = await aCategory(t, key, { name: `Ranks ${Math.random()}` });
  const pkg = await aPackage(t, { key, categoryId: cat.id }, { type: 'SINGLE' });
  return (await checkout(t, store, { items: [{ id: pkg.id, quantity: 1 }], client_name: 'Steve' })).order_id;
}

/** An event delivered once by the engine and answered with `status`: the log a person would resend. */
async function deliveredOnce(status: number) {
  const { store, key } = await t.createStore();
  const hook = await makeWebhook(key, { scopes: ['ORDER_CREATED'] });
  await placeOrder(store, key);
  const delivery = await t.db.webhookDelivery.findFirstOrThrow({ where: { webhookId: hook.id } });
  receiver.script([{ status, body: status === 200 ? 'ok' : 'boom' }]);
  await processDelivery({ db: t.db, config: deliveryConfig }, delivery.id);
  const log = await t.db.webhookLog.findFirstOrThrow({ where: { deliveryId: delivery.id } });
  return { store, key, hook, delivery, log };
}

// ---------------------------------------------------------------------------------------------

describe('authentication', () => {
  test('REST without a key or with a wrong one -> 401 and nothing written; GraphQL -> UNAUTHENTICATED', async () => {
    const { store, key } = await t.createStore();
    const hook = await makeWebhook(key);
    const log = await insertLog(store.id, hook.id);
    const before = await row(t, hook.id);
    for (const headers of [{}, bearer('sk_not_a_key')]) {
      for (const res of [
        await t.http().get(BASE).set(headers),
        await t
          .http()
          .post(BASE)
          .set(headers)
          .send({ name: 'X', url: receiver.url, scopes: ['ORDER_CREATED'] }),
        await t.http().get(`${BASE}/${hook.id}`).set(headers),
        await t.http().patch(`${BASE}/${hook.id}`).set(headers).send({ name: 'X' }),
        await t.http().delete(`${BASE}/${hook.id}`).set(headers),
        await t.http().post(`${BASE}/${hook.id}/secret`).set(headers),
        await t.http().post(`${BASE}/${hook.id}/test`).set(headers),
        await t.http().get(LOGS).set(headers),
        await t.http().get(`${LOGS}/${log.id}`).set(headers),
        await t.http().post(`${LOGS}/${log.id}/resend`).set(headers),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errors: [{ message: expect.any(String), code: 'UNAUTHENTICATED' }] });
      }
    }
    for (const [query, variables] of [
      [Q.list, {}],
      [Q.create, { input: { name: 'X', url: receiver.url, scopes: ['ORDER_CREATED'] } }],
      [Q.rotate, { id: hook.id }],
      [Q.test, { id: hook.id }],
      [Q.logs, {}],
      [Q.resend, { logId: log.id }],
    ] as const) {
      expectGqlErrors(await t.gqlUnchecked(null, query, variables), [{ code: 'UNAUTHENTICATED' }]);
    }
    expect(await countIn(t, store.id)).toBe(1);
    expect(await row(t, hook.id)).toEqual(before);
    expect(await t.db.webhookLog.count({ where: { storeId: store.id } })).toBe(1);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe.each(SURFACES)('create (%s)', (surface) => {
  test('201 with the whsec_ secret in full, once; stored only encrypted; redacted everywhere else', async () => {
    const { store, key } = await t.createStore();
    const created = await createOn(surface, key, { name: '  Orders  ', url: receiver.url, scopes: ['ORDER_APPROVED', 'ORDER_CREATED'] });
    expect(Object.keys(created).sort()).toEqual(WEBHOOK_KEYS);
    expect(created).toEqual({
      id: expect.any(Number),
      store_id: store.id,
      name: 'Orders',
      url: receiver.url,
      scopes: ['ORDER_APPROVED', 'ORDER_CREATED'],
      secret: expect.stringMatching(SECRET),
      enabled: true,
      disabled_reason: null,
      created_at: expect.stringMatching(STORE_TIME),
      updated_at: created.created_at,
    });

    // Not in clear in any column; the ciphertext is what the engine decrypts to sign.
    const stored = await everyStoredValue(t);
    expect(stored).not.toContain(created.secret);
    expect(stored).not.toContain(created.secret.slice('whsec_'.length));
    expect((await row(t, created.id))!.secretEnc).toMatch(/^v1:/);
    expect(await storedSecret(created.id)).toBe(created.secret);

    const redacted = { ...created, secret: '[redacted]' };
    const rest = await t.http().get(`${BASE}/${created.id}`).set(bearer(key));
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(redacted);
    const list = await t.http().get(BASE).set(bearer(key));
    expect(list.body.data).toEqual([redacted]);
    expect((await t.http().get(`${BASE}?all=true`).set(bearer(key))).body).toEqual([redacted]);
    const gql = await t.gql(key, Q.get, { id: created.id });
    expect(gqlToRest(gql.data!.webhook)).toEqual(redacted);
    expect(gqlToRest((await t.gql(key, Q.list)).data!.webhooks.data[0])).toEqual(redacted);
  });

  test('enabled may be false; every scope; limits are inclusive (name of 100)', async () => {
    const { key } = await t.createStore();
    const all = ['ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_REJECTED', 'ORDER_ABANDONED', 'ORDER_REFUNDED', 'ORDER_CHARGEDBACK'];
    const created = await createOn(surface, key, { name: 'n'.repeat(100), url: 'https://hooks.example.com/x?a=1', scopes: all, enabled: false });
    expect(created).toMatchObject({ name: 'n'.repeat(100), url: 'https://hooks.example.com/x?a=1', scopes: all, enabled: false, disabled_reason: null });
    const other = await createOn(surface, key, { name: 'B', url: receiver.url, scopes: ['ORDER_REFUNDED'] });
    expect(other.secret).not.toBe(created.secret);
  });

  test.each([
    [
      'empty body',
      {},
      [
        ['name', 'required'],
        ['url', 'required'],
        ['scopes', 'required'],
      ],
    ],
    ['null name', { name: null }, [['name', 'required']]],
    ['blank name', { name: '   ' }, [['name', 'required']]],
    ['name over 100', { name: 'x'.repeat(101) }, [['name', 'max']]],
    ['empty url', { url: '' }, [['url', 'required']]],
    ['not a URL', { url: 'not a url' }, [['url', 'url']]],
    ['http URL', { url: 'http://example.com/hook' }, [['url', 'https']]],
    ['ftp URL', { url: 'ftp://example.com/hook' }, [['url', 'https']]],
    ['URL with credentials', { url: 'https://user:pw@example.com/hook' }, [['url', 'url']]],
    ['empty scopes', { scopes: [] }, [['scopes', 'min']]],
    ['unknown scope', { scopes: ['ORDER_PAID'] }, [['scopes.0', 'enum']]],
    ['lowercase scope', { scopes: ['ORDER_CREATED', 'order_approved'] }, [['scopes.1', 'enum']]],
    ['null scope', { scopes: ['ORDER_CREATED', null] }, [['scopes.1', 'required']]],
    ['repeated scope', { scopes: ['ORDER_CREATED', 'ORDER_APPROVED', 'ORDER_CREATED'] }, [['scopes.2', 'unique']]],
    [
      'several fields',
      { name: 'x'.repeat(101), url: 'http://example.com', scopes: ['NOPE'] },
      [
        ['name', 'max'],
        ['url', 'https'],
        ['scopes.0', 'enum'],
      ],
    ],
  ] as [string, Body, [string, string][]][])('%s -> 422 and nothing written', async (_what, body, errors) => {
    const { store, key } = await t.createStore();
    const valid = { name: 'Orders', url: receiver.url, scopes: ['ORDER_CREATED'] };
    const sent = Object.keys(body).length ? { ...valid, ...body } : body;
    await failCreate(surface, key, sent, invalid(errors));
    expect(await countIn(t, store.id)).toBe(0);
  });
});

test('REST create: values of the wrong JSON type -> 422 rule type; a body that is not JSON -> 400', async () => {
  const { store, key } = await t.createStore();
  const valid = { name: 'Orders', url: receiver.url, scopes: ['ORDER_CREATED'] };
  expectRestErrors(
    await t
      .http()
      .post(BASE)
      .set(bearer(key))
      .send({ ...valid, name: 42 }),
    invalid([['name', 'type']]),
  );
  expectRestErrors(
    await t
      .http()
      .post(BASE)
      .set(bearer(key))
      .send({ ...valid, url: 42 }),
    invalid([['url', 'type']]),
  );
  expectRestErrors(
    await t
      .http()
      .post(BASE)
      .set(bearer(key))
      .send({ ...valid, scopes: 'ORDER_CREATED' }),
    invalid([['scopes', 'type']]),
  );
  expectRestErrors(
    await t
      .http()
      .post(BASE)
      .set(bearer(key))
      .send({ ...valid, enabled: 'yes' }),
    invalid([['enabled', 'type']]),
  );
  expectRestErrors(
    await t
      .http()
      .post(BASE)
      .set(bearer(key))
      .send({ ...valid, scopes: ['ORDER_CREATED', 42] }),
    invalid([['scopes.1', 'type']]),
  );
  const res = await t.http().post(BASE).set(bearer(key)).set('content-type', 'application/json').send('{"name": ');
  expect(res.status).toBe(400);
  expect(await countIn(t, store.id)).toBe(0);
});

describe.each(SURFACES)('SSRF: an operator that does not allow private targets (%s)', (surface) => {
  test.each([
    ['https://127.0.0.1/hook', 'url'],
    ['https://127.0.0.1:8443/hook', 'url'],
    ['https://10.0.0.5/hook', 'url'],
    ['https://192.168.1.10/hook', 'url'],
    ['https://172.16.0.1/hook', 'url'],
    ['https://169.254.169.254/latest/meta-data', 'url'],
    ['https://localhost/hook', 'url'],
    ['https://api.localhost/hook', 'url'],
    ['https://[::1]/hook', 'url'],
    ['https://[::ffff:127.0.0.1]/hook', 'url'],
    ['https://[fd00::1]/hook', 'url'],
    ['https://does-not-exist.invalid/hook', 'url'],
    ['http://example.com/hook', 'https'],
  ])('%s -> 422 rule %s, on create and update, and nothing written', async (url, rule) => {
    const { store, key } = await strict.createStore();
    await failCreate(surface, key, { name: 'Orders', url, scopes: ['ORDER_CREATED'] }, invalid([['url', rule]]), strict);
    expect(await countIn(strict, store.id)).toBe(0);

    // A public address is accepted; moving it to a private one is refused the same way.
    const ok = await createOn(surface, key, { name: 'Orders', url: 'https://93.184.216.34/hook', scopes: ['ORDER_CREATED'] }, strict);
    const before = await row(strict, ok.id);
    await failUpdate(surface, key, ok.id, { url }, invalid([['url', rule]]), strict);
    expect(await row(strict, ok.id)).toEqual(before);
  });

  test('the same private targets are accepted when the operator allows them (tests, development)', async () => {
    const { key } = await t.createStore();
    for (const url of ['https://127.0.0.1/hook', 'https://10.0.0.5/hook', 'https://localhost/hook', 'https://[::1]/hook']) {
      expect((await createOn(surface, key, { name: 'Local', url, scopes: ['ORDER_CREATED'] })).url).toBe(url);
    }
    // https is required whatever the operator allows.
    await failCreate(surface, key, { name: 'Local', url: 'http://127.0.0.1/hook', scopes: ['ORDER_CREATED'] }, invalid([['url', 'https']]));
  });
});

describe.each(SURFACES)('update (%s)', (surface) => {
  test('name, url, scopes, enabled; what is left out is kept; the secret stays redacted and unchanged', async () => {
    const { key } = await t.createStore();
    const hook = await makeWebhook(key);
    const secretBefore = await storedSecret(hook.id);
    await new Promise((r) => setTimeout(r, 5));

    const renamed = await updateOn(surface, key, hook.id, { name: '  Renamed ' });
    expect(renamed).toEqual({ ...hook, name: 'Renamed', secret: '[redacted]', updated_at: expect.stringMatching(STORE_TIME) });
    expect(renamed.updated_at).not.toBe(hook.updated_at);

    const moved = await updateOn(surface, key, hook.id, { url: 'https://hooks.example.com/new', scopes: ['ORDER_REFUNDED'], enabled: false });
    expect(moved).toMatchObject({ name: 'Renamed', url: 'https://hooks.example.com/new', scopes: ['ORDER_REFUNDED'], enabled: false, secret: '[redacted]' });
    expect(await storedSecret(hook.id)).toBe(secretBefore);
    expect((await t.http().get(`${BASE}/${hook.id}`).set(bearer(key))).body).toEqual(moved);
  });

  test('enabling clears disabled_reason; other changes keep it', async () => {
    const { key } = await t.createStore();
    const hook = await makeWebhook(key);
    await t.db.webhook.update({ where: { id: hook.id }, data: { enabled: false, disabledReason: 'the receiver answered 410 Gone' } });

    const renamed = await updateOn(surface, key, hook.id, { name: 'Still off' });
    expect(renamed).toMatchObject({ enabled: false, disabled_reason: 'the receiver answered 410 Gone' });
    expect(await updateOn(surface, key, hook.id, { enabled: false })).toMatchObject({ enabled: false, disabled_reason: 'the receiver answered 410 Gone' });

    const enabled = await updateOn(surface, key, hook.id, { enabled: true });
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await row(t, hook.id))!.disabledReason).toBeNull();
  });

  test.each([
    ['null name', { name: null }, [['name', 'required']]],
    ['blank name', { name: '' }, [['name', 'required']]],
    ['name over 100', { name: 'x'.repeat(101) }, [['name', 'max']]],
    ['http URL', { url: 'http://example.com/hook' }, [['url', 'https']]],
    ['not a URL', { url: 'nope' }, [['url', 'url']]],
    ['empty scopes', { scopes: [] }, [['scopes', 'min']]],
    ['unknown scope', { scopes: ['ORDER_CREATED', 'ORDER_SHIPPED'] }, [['scopes.1', 'enum']]],
    ['repeated scope', { scopes: ['ORDER_APPROVED', 'ORDER_APPROVED'] }, [['scopes.1', 'unique']]],
    ['null enabled', { enabled: null }, [['enabled', 'required']]],
  ] as [string, Body, [string, string][]][])('%s -> 422 and nothing changed', async (_what, body, errors) => {
    const { key } = await t.createStore();
    const hook = await makeWebhook(key);
    const before = await row(t, hook.id);
    await failUpdate(surface, key, hook.id, { name: 'Would rename', ...body }, invalid(errors));
    expect(await row(t, hook.id)).toEqual(before);
  });

  test('unknown id -> 404', async () => {
    const { key } = await t.createStore();
    await failUpdate(surface, key, 999999, { name: 'X' }, NOT_FOUND);
  });
});

describe.each(SURFACES)('delete (%s)', (surface) => {
  test('204 / true; the webhook, its deliveries and its logs are gone; a second delete is 404', async () => {
    const { store, key } = await t.createStore();
    const hook = await makeWebhook(key);
    const keep = await makeWebhook(key, { name: 'Keep' });
    await placeOrder(store, key);
    await insertLog(store.id, hook.id);
    await insertLog(store.id, keep.id);
    expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id } })).toBe(1);

    if (surface === 'rest') {
      const res = await t.http().delete(`${BASE}/${hook.id}`).set(bearer(key));
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await t.http().delete(`${BASE}/${hook.id}`).set(bearer(key))).status).toBe(404);
    } else {
      expect(await t.gql(key, Q.delete, { id: hook.id })).toEqual({ data: { deleteWebhook: true } });
      expectGqlErrors(await t.gql(key, Q.delete, { id: hook.id }), NOT_FOUND);
    }
    expect(await row(t, hook.id)).toBeNull();
    expect((await t.http().get(`${BASE}/${hook.id}`).set(bearer(key))).status).toBe(404);
    expect(await t.db.webhookDelivery.count({ where: { webhookId: hook.id } })).toBe(0);
    expect(await t.db.webhookLog.count({ where: { webhookId: hook.id } })).toBe(0);
    // The other webhook is untouched.
    expect(await t.db.webhookLog.count({ where: { webhookId: keep.id } })).toBe(1);
    expect(await t.db.webhookDelivery.count({ where: { webhookId: keep.id } })).toBe(1);
  });
});

describe.each(SURFACES)('rotate the secret (%s)', (surface) => {
  test('a new secret in full this once; the stored one changes; messages are signed with the new one only', async () => {
    const { key } = await t.createStore();
    const hook = await makeWebhook(key);

    const rotated = await rotateOn(surface, key, hook.id);
    expect(rotated).toEqual({ ...hook, secret: expect.stringMatching(SECRET), updated_at: expect.stringMatching(STORE_TIME) });
    expect(rotated.secret).not.toBe(hook.secret);
    expect(await storedSecret(hook.id)).toBe(rotated.secret);
    expect(await everyStoredValue(t)).not.toContain(rotated.secret);
    expect((await t.http().get(`${BASE}/${hook.id}`).set(bearer(key))).body.secret).toBe('[redacted]');

    await testOn(surface, key, hook.id);
    const [req] = receiver.requests.slice(-1);
    expect(signedWith(rotated.secret, req)).toBe(true);
    expect(signedWith(hook.secret, req)).toBe(false);
  });

  test('unknown id -> 404', async () => {
    const { key } = await t.createStore();
    if (surface === 'rest') expect((await t.http().post(`${BASE}/999999/secret`).set(bearer(key))).status).toBe(404);
    else expectGqlErrors(await t.gql(key, Q.rotate, { id: 999999 }), NOT_FOUND);
  });
});

describe('read webhooks', () => {
  test("REST list: the paginated envelope by id, secrets redacted, only the store's own; all=true is a bare array", async () => {
    const { store, key } = await t.createStore();
    const hooks = [];
    for (let i = 1; i <= 3; i++) hooks.push({ ...(await makeWebhook(key, { name: `H${i}` })), secret: '[redacted]' });
    await makeWebhook((await t.createStore()).key, { name: 'Foreign' });

    const res = await t.http().get(`${BASE}?per_page=2`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: {
        total: 3,
        per_page: 2,
        current_page: 1,
        last_page: 2,
        first_page: 1,
        first_page_url: `${BASE}?per_page=2&page=1`,
        last_page_url: `${BASE}?per_page=2&page=2`,
        next_page_url: `${BASE}?per_page=2&page=2`,
        previous_page_url: null,
      },
      data: hooks.slice(0, 2),
    });
    expect((await t.http().get(`${BASE}?per_page=2&page=2`).set(bearer(key))).body.data).toEqual(hooks.slice(2));
    expect((await t.http().get(`${BASE}?page=5`).set(bearer(key))).body.data).toEqual([]);
    const all = await t.http().get(`${BASE}?all=true`).set(bearer(key));
    expect(all.body).toEqual(hooks);
    expect(all.body.every((h: Json) => h.store_id === store.id)).toBe(true);
  });

  test('REST list: bad page parameters', async () => {
    const { key } = await t.createStore();
    expect((await t.http().get(`${BASE}?page=abc`).set(bearer(key))).status).toBe(400);
    expectRestErrors(await t.http().get(`${BASE}?per_page=101`).set(bearer(key)), invalid([['per_page', 'range']]));
    expectRestErrors(await t.http().get(`${BASE}?page=0`).set(bearer(key)), invalid([['page', 'min']]));
  });

  test('GraphQL webhooks and webhook: the same data as REST', async () => {
    const { key } = await t.createStore();
    const a = await makeWebhook(key, { name: 'A' });
    const b = await makeWebhook(key, { name: 'B', enabled: false });
    const out = await t.gql(key, Q.list, { perPage: 1, page: 2 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.webhooks.meta).toEqual({
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
    expect(out.data!.webhooks.data.map(gqlToRest)).toEqual([{ ...b, secret: '[redacted]' }]);
    expect(gqlToRest((await t.gql(key, Q.get, { id: a.id })).data!.webhook)).toEqual({ ...a, secret: '[redacted]' });
    expectGqlErrors(await t.gql(key, Q.get, { id: 999999 }), NOT_FOUND);
    expectGqlErrors(await t.gql(key, Q.list, { perPage: 101 }), invalid([['per_page', 'range']]));
  });

  test('path ids that are not ids -> 404', async () => {
    const { key } = await t.createStore();
    for (const path of [`${BASE}/abc`, `${BASE}/0`, `${BASE}/999999`, `${BASE}/1.5`]) {
      expect((await t.http().get(path).set(bearer(key))).status).toBe(404);
    }
    expect((await t.http().post(`${BASE}/abc/test`).set(bearer(key))).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------

describe('logs', () => {
  let key: string;
  let foreignKey: string;
  let w1: Json;
  let w2: Json;
  let foreignHook: Json;
  /** L1 oldest ... L5 newest; L4 and L5 share their instant, L5 has the larger id. */
  const L: Record<string, Json> = {};
  let foreignLog: Json;

  const present = (l: Awaited<ReturnType<typeof insertLog>>) => ({
    _id: l.id,
    webhook_id: l.webhookId,
    store_id: l.storeId,
    event: l.event,
    url: l.url,
    request_body: l.requestBody,
    response_status: l.responseStatus,
    response_body: l.responseBody,
    response_time_ms: l.responseTimeMs,
    success: l.success,
    error: l.error,
    is_resend: l.isResend,
    original_log_id: l.originalLogId,
    created_at: l.createdAt.toISOString(),
  });
  const ids = (names: string) => names.split(' ').map((n) => L[n]._id);
  const list = (query = '') => t.http().get(`${LOGS}${query}`).set(bearer(key));

  beforeAll(async () => {
    const a = await t.createStore();
    key = a.key;
    w1 = await makeWebhook(key, { name: 'W1' });
    w2 = await makeWebhook(key, { name: 'W2' });
    const b = await t.createStore();
    foreignKey = b.key;
    foreignHook = await makeWebhook(foreignKey, { name: 'Foreign' });

    const at = (iso: string) => new Date(iso);
    L.L1 = present(await insertLog(a.store.id, w1.id, { event: 'ORDER_CREATED', createdAt: at('2026-03-01T10:00:00.000Z') }));
    L.L2 = present(
      await insertLog(a.store.id, w1.id, {
        createdAt: at('2026-03-02T23:59:59.999Z'),
        responseStatus: 500,
        responseBody: 'boom',
        success: false,
        error: 'receiver answered 500',
      }),
    );
    L.L3 = present(await insertLog(a.store.id, w2.id, { createdAt: at('2026-03-03T00:00:00.000Z') }));
    const [idLow, idHigh] = [objectId(at('2026-03-04T12:00:00.000Z')), objectId(at('2026-03-04T12:00:00.000Z'))].sort();
    L.L4 = present(
      await insertLog(a.store.id, w2.id, {
        id: idLow,
        event: 'ORDER_REFUNDED',
        createdAt: at('2026-03-04T12:00:00.000Z'),
        responseStatus: null,
        responseBody: null,
        success: false,
        error: 'connect ECONNREFUSED',
      }),
    );
    L.L5 = present(await insertLog(a.store.id, w1.id, { id: idHigh, createdAt: at('2026-03-04T12:00:00.000Z'), isResend: true, originalLogId: L.L2._id }));
    foreignLog = present(await insertLog(b.store.id, foreignHook.id, { createdAt: at('2026-03-02T12:00:00.000Z') }));
  });

  test("the list: newest first (then by id), the exact log JSON, only this store's logs", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 5, per_page: 15, current_page: 1, last_page: 1 });
    expect(res.body.data).toEqual(ids('L5 L4 L3 L2 L1').map((id) => Object.values(L).find((l) => l._id === id)));
    for (const log of res.body.data) {
      expect(Object.keys(log).sort()).toEqual(LOG_KEYS);
      expect(log._id).toMatch(OBJECT_ID);
      expect(log.created_at).toMatch(UTC_TIME);
    }
    expect(res.body.data[0]).toMatchObject({ is_resend: true, original_log_id: L.L2._id });
    expect(res.body.data[1]).toMatchObject({ response_status: null, response_body: null, success: false, error: 'connect ECONNREFUSED' });
    expect(res.body.data.map((l: Json) => l._id)).not.toContain(foreignLog._id);

    const foreign = await t.http().get(LOGS).set(bearer(foreignKey));
    expect(foreign.body.data).toEqual([foreignLog]);
  });

  test.each([
    ['?webhook_id=W1', 'L5 L2 L1'],
    ['?webhook_id=W2', 'L4 L3'],
    ['?webhook_id=FOREIGN', ''],
    ['?webhook_id=999999', ''],
    ['?event=ORDER_APPROVED', 'L5 L3 L2'],
    ['?event=ORDER_CHARGEDBACK', ''],
    ['?success=false', 'L4 L2'],
    ['?success=true&event=ORDER_APPROVED', 'L5 L3'],
    ['?success=1&webhook_id=W1', 'L5 L1'],
    ['?from=2026-03-02&to=2026-03-03', 'L3 L2'],
    ['?from=2026-03-01&to=2026-03-01', 'L1'],
    ['?from=2026-03-03', 'L5 L4 L3'],
    ['?to=2026-03-02', 'L2 L1'],
    ['?from=2026-03-05', ''],
    ['?from=2026-03-02T23:59:59.999Z&to=2026-03-03T00:00:00.000Z', 'L3 L2'],
    ['?from=2026-03-04T12:00:00.000Z', 'L5 L4'],
    ['?from=2026-03-04T09:00:00-03:00', 'L5 L4'],
    ['?to=2026-03-03T00:00:00Z', 'L3 L2 L1'],
    ['?to=2026-03-02T23:59:59.998Z', 'L1'],
    ['?webhook_id=W1&event=ORDER_APPROVED&success=false&from=2026-03-02&to=2026-03-02', 'L2'],
  ])('filter %s', async (query, expected) => {
    const q = query.replace('W1', String(w1.id)).replace('W2', String(w2.id)).replace('FOREIGN', String(foreignHook.id));
    const res = await list(q);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l: Json) => l._id)).toEqual(expected ? ids(expected) : []);
    expect(res.body.meta.total).toBe(expected ? expected.split(' ').length : 0);
  });

  test('pagination: the meta and links keep the filters; a page past the end is empty with true meta', async () => {
    const res = await list('?event=ORDER_APPROVED&per_page=2&page=2');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      meta: {
        total: 3,
        per_page: 2,
        current_page: 2,
        last_page: 2,
        first_page: 1,
        first_page_url: `${LOGS}?event=ORDER_APPROVED&per_page=2&page=1`,
        last_page_url: `${LOGS}?event=ORDER_APPROVED&per_page=2&page=2`,
        next_page_url: null,
        previous_page_url: `${LOGS}?event=ORDER_APPROVED&per_page=2&page=1`,
      },
      data: [L.L2],
    });
    const first = await list('?per_page=2');
    expect(first.body.data.map((l: Json) => l._id)).toEqual(ids('L5 L4'));
    expect(first.body.meta).toMatchObject({ total: 5, last_page: 3, next_page_url: `${LOGS}?per_page=2&page=2` });
    const past = await list('?page=9');
    expect(past.body).toEqual({ meta: expect.objectContaining({ total: 5, current_page: 9, last_page: 1 }), data: [] });
    // Logs are always paginated: `all` is not a parameter of this list, and an unknown parameter is refused.
    const all = await list('?all=true');
    expect(all.status).toBe(400);
    expect(all.body.errors[0]).toMatchObject({ code: 'BAD_REQUEST', field: 'all' });
  });

  test.each([
    ['?event=ORDER_PAID', [['event', 'enum']]],
    ['?event=order_approved', [['event', 'enum']]],
    ['?from=2026-02-30', [['from', 'date']]],
    ['?from=yesterday', [['from', 'date']]],
    ['?from=2026-03-01T10:00:00', [['from', 'date']]],
    ['?to=03/01/2026', [['to', 'date']]],
    ['?from=2026-03-03&to=2026-03-02', [['to', 'range']]],
    ['?from=2026-03-02T00:00:01Z&to=2026-03-02T00:00:00Z', [['to', 'range']]],
    ['?from=2026-03-03T00:00:00Z&to=2026-03-02', [['to', 'range']]],
    ['?webhook_id=0', [['webhook_id', 'min']]],
    ['?per_page=101', [['per_page', 'range']]],
    ['?page=0', [['page', 'min']]],
    [
      '?event=NOPE&from=bad',
      [
        ['event', 'enum'],
        ['from', 'date'],
      ],
    ],
  ] as [string, [string, string][]][])('%s -> 422', async (query, errors) => {
    expectRestErrors(await list(query), invalid(errors));
  });

  test.each(['?success=maybe', '?webhook_id=abc', '?page=x', '?event=A&event=B'])('%s -> 400', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('BAD_REQUEST');
  });

  test("GET one log: the same JSON as in the list; not 24-hex, unknown or another store's -> 404", async () => {
    const res = await t.http().get(`${LOGS}/${L.L2._id}`).set(bearer(key));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(L.L2);
    expect((await t.http().get(`${LOGS}/${L.L2._id.toUpperCase()}`).set(bearer(key))).body).toEqual(L.L2);
    for (const id of ['xyz', L.L2._id.slice(1), `${L.L2._id}0`, 'g'.repeat(24), '0'.repeat(24), foreignLog._id]) {
      expectRestErrors(await t.http().get(`${LOGS}/${id}`).set(bearer(key)), NOT_FOUND);
    }
  });

  test('GraphQL webhookLogs and webhookLog: the same data, filters and errors as REST', async () => {
    const out = await t.gql(key, Q.logs, { event: 'ORDER_APPROVED', perPage: 2, page: 1 });
    expect(out.errors).toBeUndefined();
    expect(out.data!.webhookLogs.meta).toMatchObject({
      total: 3,
      lastPage: 2,
      // GraphQL arguments come in the schema's order.
      nextPageUrl: `${LOGS}?per_page=2&event=ORDER_APPROVED&page=2`,
    });
    expect(out.data!.webhookLogs.data.map(gqlLogToRest)).toEqual([L.L5, L.L3]);

    const filtered = await t.gql(key, Q.logs, { webhookId: w1.id, success: false, from: '2026-03-02', to: '2026-03-02' });
    expect(filtered.data!.webhookLogs.data.map(gqlLogToRest)).toEqual([L.L2]);

    expect(gqlLogToRest((await t.gql(key, Q.log, { id: L.L4._id })).data!.webhookLog)).toEqual(L.L4);
    for (const id of ['xyz', '0'.repeat(24), foreignLog._id]) expectGqlErrors(await t.gql(key, Q.log, { id }), NOT_FOUND);

    expectGqlErrors(await t.gql(key, Q.logs, { event: outside('ORDER_PAID') }), invalid([['event', 'enum']]));
    expectGqlErrors(await t.gql(key, Q.logs, { from: '2026-03-03', to: '2026-03-02' }), invalid([['to', 'range']]));
    expectGqlErrors(
      await t.gql(key, Q.logs, { event: outside('NOPE'), from: 'bad' }),
      invalid([
        ['event', 'enum'],
        ['from', 'date'],
      ]),
    );

    const foreign = await t.gql(foreignKey, Q.logs, {});
    expect(foreign.data!.webhookLogs.data.map(gqlLogToRest)).toEqual([foreignLog]);
  });
});

// ---------------------------------------------------------------------------------------------

describe.each(SURFACES)('test message (%s)', (surface) => {
  test('sent now, signed, event = the first scope, data null without orders; returns its log', async () => {
    const { store, key } = await t.createStore();
    const hook = await makeWebhook(key, { scopes: ['ORDER_REFUNDED', 'ORDER_CREATED'] });
    const before = Date.now();

    const log = await testOn(surface, key, hook.id);
    expect(receiver.requests).toHaveLength(1);
    const [req] = receiver.requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/hook');
    expect(signedWith(hook.secret, req)).toBe(true);
    expect(req.headers['webhook-id']).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(req.json).toEqual({ id: req.headers['webhook-id'], event: 'ORDER_REFUNDED', date: expect.stringMatching(UTC_TIME), test: true, data: null });
    expect(Date.parse(req.json.date)).toBeGreaterThanOrEqual(before - 1000);

    expect(log).toEqual({
      _id: expect.stringMatching(OBJECT_ID),
      webhook_id: hook.id,
      store_id: store.id,
      event: 'ORDER_REFUNDED',
      url: receiver.url,
      request_body: req.json,
      response_status: 200,
      response_body: 'ok',
      response_time_ms: expect.any(Number),
      success: true,
      error: null,
      is_resend: false,
      original_log_id: null,
      created_at: expect.stringMatching(UTC_TIME),
    });
    expect(await getLogOn(surface, key, log._id)).toEqual(log);
    expect((await t.http().get(LOGS).set(bearer(key))).body.data).toEqual([log]);
  });

  test('data is the latest order as GET returns it; a failing receiver gives a failed log; disabled webhooks can be tested', async () => {
    const { store, key } = await t.createStore();
    const hook = await makeWebhook(key, { scopes: ['ORDER_APPROVED'], enabled: false });
    await placeOrder(store, key);
    const latest = await placeOrder(store, key);
    const order = await t.http().get(`/v1/app/order/${latest}`).set(bearer(key));

    receiver.script([{ status: 500, body: 'boom' }]);
    const log = await testOn(surface, key, hook.id);
    expect(log.request_body).toEqual({ id: expect.stringMatching(/^msg_/), event: 'ORDER_APPROVED', date: expect.any(String), test: true, data: order.body });
    expect(receiver.requests[0].json).toEqual(log.request_body);
    expect(log).toMatchObject({ success: false, response_status: 500, response_body: 'boom', error: 'receiver answered 500', is_resend: false });
    // A test is not an event: no delivery is touched, the webhook stays as it was.
    expect((await row(t, hook.id))!.enabled).toBe(false);
  });

  test("unknown or another store's webhook -> 404, nothing sent", async () => {
    const { key } = await t.createStore();
    const foreign = await makeWebhook((await t.createStore()).key);
    for (const id of [999999, foreign.id]) {
      if (surface === 'rest') expectRestErrors(await t.http().post(`${BASE}/${id}/test`).set(bearer(key)), NOT_FOUND);
      else expectGqlErrors(await t.gql(key, Q.test, { id }), NOT_FOUND);
    }
    expect(receiver.requests).toHaveLength(0);
  });
});

describe.each(SURFACES)('resend (%s)', (surface) => {
  test('delivers now and returns the new log: is_resend, original_log_id, success true against a 200; the delivery is settled', async () => {
    const { store, key, hook, delivery, log: original } = await deliveredOnce(500);
    expect(original.success).toBe(false);
    expect((await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe('PENDING');

    receiver.script([{ status: 200, body: 'thanks' }]);
    const resent = await resendOn(surface, key, original.id);
    expect(resent).toEqual({
      _id: expect.stringMatching(OBJECT_ID),
      webhook_id: hook.id,
      store_id: store.id,
      event: 'ORDER_CREATED',
      url: receiver.url,
      request_body: original.requestBody,
      response_status: 200,
      response_body: 'thanks',
      response_time_ms: expect.any(Number),
      success: true,
      error: null,
      is_resend: true,
      original_log_id: original.id,
      created_at: expect.stringMatching(UTC_TIME),
    });
    expect(resent._id).not.toBe(original.id);

    // The same message: same body and webhook-id as the original attempt, signed with the secret.
    const [first, again] = receiver.requests;
    expect(again.body).toBe(first.body);
    expect(again.headers['webhook-id']).toBe(original.eventId);
    expect(signedWith(hook.secret, again)).toBe(true);

    const settled = await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(settled).toMatchObject({ status: 'SUCCEEDED', nextAttemptAt: null });
    const stored = await t.db.webhookLog.findUniqueOrThrow({ where: { id: resent._id } });
    expect(stored).toMatchObject({ deliveryId: delivery.id, eventId: original.eventId, isResend: true });
    expect(await getLogOn(surface, key, resent._id)).toEqual(resent);
    // The original log is left as it was.
    expect(await t.db.webhookLog.findUniqueOrThrow({ where: { id: original.id } })).toEqual(original);
  });

  test('success false against a 500; the delivery keeps retrying', async () => {
    const { key, delivery, log: original } = await deliveredOnce(500);
    receiver.script([{ status: 500, body: 'still down' }]);
    const resent = await resendOn(surface, key, original.id);
    expect(resent).toMatchObject({
      success: false,
      response_status: 500,
      response_body: 'still down',
      error: 'receiver answered 500',
      is_resend: true,
      original_log_id: original.id,
    });
    expect((await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe('PENDING');
  });

  test('a FAILED delivery is marked SUCCEEDED by a successful resend', async () => {
    const { key, delivery, log: original } = await deliveredOnce(500);
    await t.db.webhookDelivery.update({ where: { id: delivery.id }, data: { status: 'FAILED', nextAttemptAt: null } });
    const resent = await resendOn(surface, key, original.id);
    expect(resent.success).toBe(true);
    expect((await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } })).status).toBe('SUCCEEDED');
  });

  test("goes to the webhook's current url with its current secret; allowed while the webhook is disabled", async () => {
    const { key, hook, log: original } = await deliveredOnce(200);
    const other = await startReceiver();
    try {
      await t.http().patch(`${BASE}/${hook.id}`).set(bearer(key)).send({ url: other.url, enabled: false }).expect(200);
      const rotated = (await t.http().post(`${BASE}/${hook.id}/secret`).set(bearer(key))).body;
      const resent = await resendOn(surface, key, original.id);
      expect(resent).toMatchObject({ url: other.url, success: true, is_resend: true, original_log_id: original.id });
      expect(other.requests).toHaveLength(1);
      expect(signedWith(rotated.secret, other.requests[0])).toBe(true);
      expect(signedWith(hook.secret, other.requests[0])).toBe(false);
      expect(receiver.requests).toHaveLength(1); // only the original delivery
    } finally {
      await other.close();
    }
  });

  test('resending a test message sends a new message id; resending a resend points at the log resent', async () => {
    const { key } = await t.createStore();
    const hook = await makeWebhook(key);
    const test = await testOn(surface, key, hook.id);
    const resent = await resendOn(surface, key, test._id);
    expect(resent).toMatchObject({ is_resend: true, original_log_id: test._id, request_body: test.request_body, event: test.event });
    const [a, b] = receiver.requests;
    expect(b.headers['webhook-id']).toMatch(/^msg_/);
    expect(b.headers['webhook-id']).not.toBe(a.headers['webhook-id']);
    const again = await resendOn(surface, key, resent._id);
    expect(again.original_log_id).toBe(resent._id);
  });

  test("not 24-hex, unknown, another store's log, or a deleted webhook's -> 404, nothing sent", async () => {
    const { store, key } = await t.createStore();
    const foreign = await t.createStore();
    const foreignHook = await makeWebhook(foreign.key);
    const foreignLog = await insertLog(foreign.store.id, foreignHook.id);
    const hook = await makeWebhook(key);
    const doomed = await insertLog(store.id, hook.id);
    await t.http().delete(`${BASE}/${hook.id}`).set(bearer(key)).expect(204);

    for (const id of ['nope', '0'.repeat(24), foreignLog.id, doomed.id]) {
      if (surface === 'rest') expectRestErrors(await t.http().post(`${LOGS}/${id}/resend`).set(bearer(key)), NOT_FOUND);
      else expectGqlErrors(await t.gql(key, Q.resend, { logId: id }), NOT_FOUND);
    }
    expect(receiver.requests).toHaveLength(0);
    expect(await t.db.webhookLog.count({ where: { OR: [{ storeId: store.id }, { storeId: foreign.store.id }] } })).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------

describe.each(SURFACES)('isolation between stores (%s)', (surface) => {
  test("another store's webhook and logs are 404 for every operation, nothing changes, lists never show them", async () => {
    const a = await t.createStore();
    const b = await t.createStore();
    const hook = await makeWebhook(a.key);
    const log = await insertLog(a.store.id, hook.id);
    const before = await row(t, hook.id);

    if (surface === 'rest') {
      for (const res of [
        await t.http().get(`${BASE}/${hook.id}`).set(bearer(b.key)),
        await t.http().patch(`${BASE}/${hook.id}`).set(bearer(b.key)).send({ name: 'Hijack', url: 'https://evil.example.com' }),
        await t.http().delete(`${BASE}/${hook.id}`).set(bearer(b.key)),
        await t.http().post(`${BASE}/${hook.id}/secret`).set(bearer(b.key)),
        await t.http().post(`${BASE}/${hook.id}/test`).set(bearer(b.key)),
        await t.http().get(`${LOGS}/${log.id}`).set(bearer(b.key)),
        await t.http().post(`${LOGS}/${log.id}/resend`).set(bearer(b.key)),
      ]) {
        expectRestErrors(res, NOT_FOUND);
      }
      expect((await t.http().get(BASE).set(bearer(b.key))).body.data).toEqual([]);
      expect((await t.http().get(`${BASE}?all=true`).set(bearer(b.key))).body).toEqual([]);
      expect((await t.http().get(`${LOGS}?webhook_id=${hook.id}`).set(bearer(b.key))).body.data).toEqual([]);
      expect((await t.http().get(LOGS).set(bearer(b.key))).body.meta.total).toBe(0);
    } else {
      for (const [query, variables] of [
        [Q.get, { id: hook.id }],
        [Q.update, { id: hook.id, input: { name: 'Hijack' } }],
        [Q.delete, { id: hook.id }],
        [Q.rotate, { id: hook.id }],
        [Q.test, { id: hook.id }],
        [Q.log, { id: log.id }],
        [Q.resend, { logId: log.id }],
      ] as const) {
        expectGqlErrors(await t.gqlUnchecked(b.key, query, variables), NOT_FOUND);
      }
      expect((await t.gql(b.key, Q.list)).data!.webhooks).toMatchObject({ meta: { total: 0 }, data: [] });
      expect((await t.gql(b.key, Q.logs, { webhookId: hook.id })).data!.webhookLogs).toMatchObject({ meta: { total: 0 }, data: [] });
    }
    expect(await row(t, hook.id)).toEqual(before);
    expect(await t.db.webhookLog.count({ where: { webhookId: hook.id } })).toBe(1);
    expect(receiver.requests).toHaveLength(0);
  });
});
