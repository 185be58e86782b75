import { DURATION, log, measure, type Scenario } from '../lib';

/**
 * Approval (issue 18): `PATCH /v1/app/order/{id} {"status":"APPROVED"}` on a PENDING order of store a
 * with one line whose package has a license key for it, one PURCHASE command, and one webhook
 * subscribed to ORDER_APPROVED (no worker runs: its deliveries just queue). Every request approves
 * the next order. The orders are written with set-based SQL as checkout writes them (the order and
 * its line; no variables: the package asks for none); the ORDER_CREATED event checkout also writes
 * is left out, as approval never reads it.
 */
export const approval: Scenario = async ({ db, api, stmts, stores }) => {
  const { store, apiKey } = stores.a;
  const headers = { authorization: `Bearer ${apiKey}` };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  };

  // Enough orders for the warm-up and the measured seconds at well above any rate seen here.
  const count = Math.max(5_000, (DURATION + 10) * 600);
  const category = await post('/v1/app/category', { name: 'Approval bench' });
  const pkg = await post('/v1/app/package', {
    name: 'Approval bench key',
    category_id: category,
    price: 25,
    type: 'MULTIPLE',
    commands: [{ command: 'lp user {client_identifier} parent add vip' }],
  });
  // A public literal address: accepted without DNS, never contacted (no worker runs).
  const webhook = await post('/v1/app/webhooks', { name: 'Approval bench', url: 'https://93.184.216.34/hook', scopes: ['ORDER_APPROVED'] });

  log(`approval: writing ${count.toLocaleString('en')} PENDING orders and as many license keys`);
  await db.query(
    `INSERT INTO license_keys (store_id, package_id, value, updated_at)
     SELECT $1, $2, 'APPROVAL-' || g || '-' || md5(g::text), now() FROM generate_series(1, $3::int) g`,
    [store.id, pkg, count],
  );
  const { rows } = await db.query<{ id: number }>(
    `WITH o AS (
       INSERT INTO orders (store_id, internal_id, client_identifier, client_email, client_name, price, net_received, gateway, status, currency, updated_at)
       SELECT $1, 'APPR' || $4 || lpad(g::text, 8, '0'), 'approver' || g, 'approver' || g || '@example.com', 'Approver ' || g, 25, 25, 'PIX', 'PENDING', 'BRL', now()
       FROM generate_series(1, $3::int) g
       RETURNING id, created_at
     ), l AS (
       INSERT INTO order_packages (store_id, order_id, package_id, name, quantity, unit_price, price, created_at, updated_at)
       SELECT $1, o.id, $2, 'Approval bench key', 1, 25, 25, o.created_at, o.created_at FROM o
     )
     SELECT id FROM o ORDER BY id`,
    // A run's own internal ids: BENCH_ONLY=approval runs it once per round on the same database.
    [store.id, pkg, count, Date.now().toString(36).slice(-5)],
  );
  await db.query('ANALYZE orders, order_packages, license_keys');

  const ids = rows.map((r) => r.id);
  let next = 0;
  const row = await measure(
    '7. REST PATCH /v1/app/order/{id} APPROVED (1 key, 1 command, 1 webhook)',
    api.url,
    // Past the last order the requests would approve approved orders (a cheaper no-op): `count` is sized so they do not.
    { method: 'PATCH', headers, next: () => ({ path: `/v1/app/order/${ids[next++ % ids.length]}`, body: { status: 'APPROVED' } }) },
    stmts,
  );
  if (next > ids.length) log(`approval: WARNING ${next - ids.length} requests found their order already approved; raise the order count`);
  const approved = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'APPROVED'`, [ids])).rows[0].n;
  const delivered = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deliveries WHERE order_id = ANY($1)`, [ids])).rows[0].n;
  log(`approval: ${approved} orders approved, ${delivered} keys delivered`);
  // The scenarios after this one run a job worker: it must not spend itself on this webhook's queued deliveries.
  await db.query(`SELECT graphile_worker.complete_jobs(array_agg(id)) FROM graphile_worker.jobs WHERE queue_name = $1`, [`webhook:${webhook}`]);
  await db.query('DELETE FROM webhooks WHERE id = $1', [webhook]);
  return [row];
};
