import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createDatabase } from '../../src/db/client';
import { createLog } from '../../src/logger';
import { setQueueSource } from '../../src/metrics';
import { processDelivery } from '../../src/modules/webhooks/webhook.delivery';
import * as categoryService from '../../src/modules/catalog/category.service';
import { bearer, setupTestApp, type TestApp } from '../helpers/app';
import { aCategory, aPackage } from '../helpers/fixtures';

// createCategory can be made to throw an unexpected error (a bug), on both surfaces.
jest.mock('../../src/modules/catalog/category.service', () => {
  const real = jest.requireActual('../../src/modules/catalog/category.service');
  return { ...real, createCategory: jest.fn(real.createCategory) };
});
const createCategory = categoryService.createCategory as jest.MockedFunction<typeof categoryService.createCategory>;

/** Every line the app logs, parsed, through the real pino pipeline (levels, redaction, request scope). */
function captureLog() {
  const lines: Record<string, any>[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line));
      }
      cb();
    },
  });
  return { log: createLog(stream as never), lines, raw };
}

let t: TestApp;
let logs: ReturnType<typeof captureLog>;
let key: string;

beforeAll(async () => {
  logs = captureLog();
  t = await setupTestApp({ log: logs.log });
  ({ key } = await t.createStore());
});
afterAll(async () => {
  await t.close();
});

const accessLines = (requestId: string) => logs.lines.filter((l) => l.msg === 'request' && l.requestId === requestId);

describe('logs', () => {
  test('one JSON access line per request: method, route pattern, path without the query, status, duration, request id; no headers', async () => {
    const res = await t.http().get('/v1/app/package/123?_api_key=sk_not_logged&_name=x').set(bearer(key)).set('x-request-id', 'req-obs-1');
    expect(res.status).toBe(404);
    expect(res.headers['x-request-id']).toBe('req-obs-1');
    const lines = accessLines('req-obs-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/v1/app/package/:id', path: '/v1/app/package/123', status: 404 });
    expect(typeof lines[0].durationMs).toBe('number');
    expect(typeof lines[0].time).toBe('string');
    const text = logs.raw.filter((l) => l.includes('req-obs-1')).join('\n');
    expect(text).not.toContain('sk_not_logged');
    expect(text).not.toContain(key);
    expect(text.toLowerCase()).not.toContain('authorization');
  });

  test('a request id is made when none (or a malformed one) is sent; unknown paths are "unmatched"', async () => {
    const res = await t.http().get('/nope/42').set('x-request-id', 'bad id with spaces');
    expect(res.status).toBe(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines(id)[0]).toMatchObject({ route: 'unmatched', status: 404 });
    expect(accessLines(id)[0].path).toBeUndefined(); // a path no route knows may carry anything
  });

  test('the logged path keeps id parameters only', async () => {
    await t.http().get('/v1/app/user_queue/Steve_sk_123').set(bearer(key)).set('x-request-id', 'req-obs-path').expect(200);
    expect(accessLines('req-obs-path')[0]).toMatchObject({ route: '/v1/app/user_queue/:user_id', path: '/v1/app/user_queue/:user_id' });
    await t.http().get('/v1/app/webhooks/logs/0123456789abcdef01234567').set(bearer(key)).set('x-request-id', 'req-obs-path2').expect(404);
    expect(accessLines('req-obs-path2')[0]).toMatchObject({ route: '/v1/app/webhooks/logs/:logId', path: '/v1/app/webhooks/logs/0123456789abcdef01234567' });
  });

  test('a bug in a REST POST: 500 with the request id in the body, and every line of the request carries it', async () => {
    createCategory.mockRejectedValueOnce(new Error('boom in createCategory'));
    const res = await t.http().post('/v1/app/category').set(bearer(key)).set('x-request-id', 'req-obs-500').send({ name: 'Kits' });
    expect(res.status).toBe(500);
    expect(res.body.errors[0].message).toContain('req-obs-500');
    const lines = logs.lines.filter((l) => l.requestId === 'req-obs-500');
    expect(lines.map((l) => l.msg).sort()).toEqual(['request', 'unhandled error']);
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ level: 'error' });
    expect(JSON.stringify(lines)).toContain('boom in createCategory');
  });

  test('a bug in a GraphQL mutation: its error line carries the request id (request scope survives the body parser)', async () => {
    createCategory.mockRejectedValueOnce(new Error('boom in graphql'));
    const res = await t
      .http()
      .post('/graphql')
      .set(bearer(key))
      .set('x-request-id', 'req-obs-gql')
      .send({ query: 'mutation { createCategory(input: {name: "Kits"}) { id } }' });
    expect(res.body.errors[0].extensions.code).toBe('INTERNAL');
    const error = logs.lines.find((l) => l.msg === 'unhandled GraphQL error' && JSON.stringify(l).includes('boom in graphql'));
    expect(error?.requestId).toBe('req-obs-gql');
    expect(accessLines('req-obs-gql')[0]).toMatchObject({ route: 'graphql:mutation', path: '/graphql', status: 200 });
  });

  test('redaction: credential-named fields are never written, even when a caller logs them', () => {
    const c = captureLog();
    c.log({
      msg: 'x',
      authorization: 'Bearer sk_a',
      apiKey: 'sk_b',
      token: 'gs_c',
      secret: 'whsec_d',
      headers: { authorization: 'Bearer sk_e' },
      body: { key: 'sk_f' },
      variables: { k: 'sk_g' },
    });
    expect(c.raw.join('')).not.toMatch(/sk_a|sk_b|gs_c|whsec_d|sk_e|sk_f|sk_g/);
    expect(c.lines[0]).toMatchObject({
      level: 'info',
      msg: 'x',
      authorization: '[redacted]',
      token: '[redacted]',
      secret: '[redacted]',
      headers: '[redacted]',
      body: '[redacted]',
    });
  });
});

describe('/healthz and /readyz', () => {
  test('/healthz: the process answers', async () => {
    const res = await t.http().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test("API-only instance: ready without a worker, and reports the deployment's workers", async () => {
    await t.db.workerHeartbeat.deleteMany();
    let res = await t.http().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: 'ok',
      migrations: 'ok',
      worker: { status: 'none', in_process: false, live: 0, last_seen_at: null },
    });

    await t.db.workerHeartbeat.create({ data: { instanceId: 'w-old', workerIds: [], seenAt: new Date(Date.now() - 3600_000) } });
    res = await t.http().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.worker).toMatchObject({ status: 'stale', live: 0 });

    await t.db.workerHeartbeat.create({ data: { instanceId: 'w-live', workerIds: [] } });
    res = await t.http().get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body.worker).toMatchObject({ status: 'ok', live: 1 });
    await t.db.workerHeartbeat.deleteMany();
  });

  test('an instance that runs a worker is ready only while its own heartbeat is fresh', async () => {
    let instanceId: string | undefined;
    const { app, stop } = await createApp({ database: t.database, config: t.config }, { log: logs.log, worker: () => instanceId });
    try {
      let res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.worker).toMatchObject({ status: 'starting', in_process: true });

      instanceId = 'w-mine';
      await t.db.workerHeartbeat.create({ data: { instanceId: 'w-other', workerIds: [] } });
      res = await request(app).get('/readyz');
      expect(res.status).toBe(503); // another worker is alive, but this process's is not
      expect(res.body.worker).toMatchObject({ status: 'none', live: 1 });

      await t.db.workerHeartbeat.create({ data: { instanceId: 'w-mine', workerIds: [], seenAt: new Date(Date.now() - 3600_000) } });
      res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.worker.status).toBe('stale');

      await t.db.workerHeartbeat.update({ where: { instanceId: 'w-mine' }, data: { seenAt: new Date() } });
      res = await request(app).get('/readyz');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', worker: { status: 'ok', in_process: true, live: 2 } });
    } finally {
      await stop();
      await t.db.workerHeartbeat.deleteMany();
      setQueueSource(t.database.pool, t.config.workerStaleAfterSeconds);
    }
  });

  test('a migration not applied: 503 naming it', async () => {
    const [last] = await t.database.pool
      .query<{ id: string; migration_name: string }>('SELECT id, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1')
      .then((r) => r.rows);
    await t.database.pool.query('UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = $1', [last.id]);
    const { app, stop } = await createApp({ database: t.database, config: t.config }, { log: logs.log });
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'unavailable', database: 'ok', migrations: 'pending', pending: [last.migration_name] });
    } finally {
      await t.database.pool.query('UPDATE "_prisma_migrations" SET rolled_back_at = NULL WHERE id = $1', [last.id]);
      await stop();
      setQueueSource(t.database.pool, t.config.workerStaleAfterSeconds);
    }
  });

  test('database unreachable: 503, no connection details in the body', async () => {
    const database = createDatabase('postgresql://nobody:secretpw@127.0.0.1:1/nothing');
    const { app, stop } = await createApp({ database, config: t.config }, { log: logs.log });
    try {
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'unavailable' });
      expect((await request(app).get('/healthz')).status).toBe(200);
    } finally {
      await stop();
      await database.close();
      setQueueSource(t.database.pool, t.config.workerStaleAfterSeconds);
    }
  });
});

describe('/metrics', () => {
  const metrics = async () => {
    const res = await t.http().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  const sample = (text: string, name: string, labels: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  test('no key needed; default process metrics; a histogram sample per request, by route pattern and status class, never raw ids', async () => {
    const before = await metrics();
    expect(before).toContain('process_cpu_user_seconds_total');
    expect(before).toContain('nodejs_eventloop_lag_seconds');
    const labels = 'method="GET",route="/v1/app/category/:id",status_class="4xx"';
    const n0 = sample(before, 'http_request_duration_seconds_count', labels) ?? 0;
    await t.http().get('/v1/app/category/987654').set(bearer(key)).expect(404);
    const after = await metrics();
    expect(sample(after, 'http_request_duration_seconds_count', labels)).toBe(n0 + 1);
    expect(after).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/app\/category\/:id",status_class="4xx"\}/);
    expect(after).not.toContain('987654');

    await t.http().post('/graphql').set(bearer(key)).send({ query: '{ categories { meta { total } } }' }).expect(200);
    expect(sample(await metrics(), 'http_request_duration_seconds_count', 'method="POST",route="graphql:query",status_class="2xx"')).toBeGreaterThanOrEqual(1);
  });

  test('no store data: no domains, names, keys or ids in the text', async () => {
    const { store, key: k2 } = await t.createStore({ name: 'Metrics Secret Store' });
    await t.http().post('/v1/app/category').set(bearer(k2)).send({ name: 'Hidden category name' }).expect(201);
    const text = await metrics();
    for (const s of [store.domain, 'Metrics Secret Store', 'Hidden category name', k2, key]) expect(text).not.toContain(s);
    expect(text).not.toMatch(/store_id|domain=/);
  });

  test('queue depth from graphile_worker, and live workers, read at scrape time', async () => {
    const depth = async () => {
      const text = await metrics();
      return {
        ready: sample(text, 'job_queue_depth', 'state="ready"'),
        scheduled: sample(text, 'job_queue_depth', 'state="scheduled"'),
        workers: Number(text.match(/^job_workers_live (\d+)$/m)?.[1]),
      };
    };
    const d0 = await depth();
    expect(d0.ready).toBeGreaterThanOrEqual(0);
    await t.database.pool.query(`SELECT graphile_worker.add_job('metrics_probe', '{}'::json) FROM generate_series(1, 3)`);
    await t.database.pool.query(`SELECT graphile_worker.add_job('metrics_probe', '{}'::json, run_at => now() + interval '1 hour')`);
    await t.db.workerHeartbeat.create({ data: { instanceId: 'w-metrics', workerIds: [] } });
    const d1 = await depth();
    expect(d1.ready).toBe(d0.ready! + 3);
    expect(d1.scheduled).toBe(d0.scheduled! + 1);
    expect(d1.workers).toBe(d0.workers + 1);
    await t.database.pool.query(
      `DELETE FROM graphile_worker._private_jobs WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'metrics_probe')`,
    );
    await t.db.workerHeartbeat.deleteMany();
  });

  test('webhook delivery outcomes: success, failure (retried), gave_up', async () => {
    const { store, key: k } = await t.createStore();
    const hook = await t
      .http()
      .post('/v1/app/webhooks')
      .set(bearer(k))
      .send({ name: 'm', url: 'https://127.0.0.1:9/x', scopes: ['ORDER_CREATED'] });
    expect(hook.status).toBe(201);
    const pkg = await aPackage(t, { key: k, categoryId: (await aCategory(t, k, { name: 'C' })).id }, { name: 'P', price: 1, type: 'SINGLE' });
    const checkout = async (who: string) =>
      t
        .http()
        .post('/v1/webstore/checkout')
        .set('x-store-domain', store.domain)
        .send({ items: [{ id: pkg.id, quantity: 1 }], client_identifier: who, client_email: `${who}@example.com`, client_name: who, gateway: 'PIX' })
        .expect(201);
    await checkout('m1');
    await checkout('m2');
    await checkout('m3');
    const deliveries = await t.db.webhookDelivery.findMany({ where: { storeId: store.id }, orderBy: { id: 'asc' } });
    expect(deliveries).toHaveLength(3);

    const before = await metrics();
    const count = (text: string, outcome: string) => sample(text, 'webhook_deliveries_total', `outcome="${outcome}"`)!;
    const reply = (status: number) => async () => ({ status, body: '', timeMs: 1, error: null });
    await processDelivery({ db: t.db, config: t.config, sender: reply(200) }, deliveries[0].id);
    await processDelivery({ db: t.db, config: t.config, sender: reply(500) }, deliveries[1].id);
    await processDelivery({ db: t.db, config: { ...t.config, webhookRetrySchedule: [] }, sender: reply(500) }, deliveries[2].id);
    const after = await metrics();
    for (const outcome of ['success', 'failure', 'gave_up']) expect(count(after, outcome)).toBe(count(before, outcome) + 1);
  });
});
